import type { ComponentProps } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { useDirected } from './direction';

export interface SiteLinkProps extends Omit<LinkProps, 'to'> {
  /** A site path, `/signup` or `/documentation?component=slider`. */
  to: string;
}

/** react-router's `Link`, keeping the page's direction (`?dir=rtl`) in the address it goes to. */
export function Link({ to, ...props }: SiteLinkProps) {
  return <RouterLink to={useDirected()(to)} {...props} />;
}

/** The site's link for a block, whose links take `href` as an `<a>` does: `href` is a site path, as `to` above. */
export function HrefLink({ href, ...props }: Omit<ComponentProps<'a'>, 'ref'> & { href: string }) {
  return <Link to={href} {...props} />;
}
