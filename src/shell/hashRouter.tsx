import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

/**
 * The site's router: the route lives in the URL fragment (`#/landing?x=1`), so any static host serves every page
 * from one index.html. It does what the site needs and no more — a location, links, an active link and a
 * redirect — in a fraction of a general router's bytes (see the README).
 */
export interface HashLocation {
  /** `/home` for `#/home?x=1`; `/` for an empty fragment. */
  pathname: string;
  /** `?x=1` for `#/home?x=1`; empty when there is no query. */
  search: string;
  /** Changes on every navigation, even back to the same path. */
  key: string;
}

/** Reads a location from a URL fragment such as `#/home?x=1`. */
export function parseHash(hash: string, key = 'initial'): HashLocation {
  const fragment = hash.replace(/^#/, '');
  const queryStart = fragment.indexOf('?');
  const path = queryStart === -1 ? fragment : fragment.slice(0, queryStart);
  const search = queryStart === -1 ? '' : fragment.slice(queryStart);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search: search === '?' ? '' : search, key };
}

const LocationContext = createContext<HashLocation | null>(null);

let navigations = 0;

export function HashRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => parseHash(window.location.hash));
  // A layout effect, so the router listens before any passive effect below it (a <Navigate>) can navigate.
  useLayoutEffect(() => {
    const follow = () => {
      navigations += 1;
      // An urgent update: the shell learns of the navigation at once (the layout defers the page itself).
      setLocation(parseHash(window.location.hash, String(navigations)));
    };
    window.addEventListener('hashchange', follow);
    // The fragment may have changed between the first render and now.
    const now = parseHash(window.location.hash);
    if (now.pathname !== location.pathname || now.search !== location.search) follow();
    return () => window.removeEventListener('hashchange', follow);
    // Subscribing once is enough: the handler reads the fragment itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): HashLocation {
  const location = use(LocationContext);
  if (!location) throw new Error('useLocation() needs a <HashRouter> above it.');
  return location;
}

/** Goes to `to` (`/home`); with `replace`, without adding a history entry. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (!to.startsWith('/')) throw new Error(`navigate() takes a path starting with "/", got "${to}".`);
  if (!replace) {
    window.location.hash = to;
    return;
  }
  history.replaceState(history.state, '', `#${to}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path such as `/landing`. */
  to: string;
};

/** A plain anchor to a route: the browser changes the fragment and the router follows. */
export function Link({ to, children, ...props }: LinkProps) {
  return (
    <a href={`#${to}`} {...props}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that marks itself `aria-current="page"` while its path is the current one. */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const isActive = useLocation().pathname === to;
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Replaces the current location with `to` once rendered. */
export function Navigate({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
