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
