import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellNavLink } from '../../src/shell/ShellNavLink';
import { siteMap } from '../../src/routes';
import { Layout } from '../../src/shell/Layout';

const router: { navigate: NavigateFunction | null } = { navigate: null };
const navigateTo = (to: string) => router.navigate?.(to);

beforeEach(() => {
  // jsdom has neither media queries (the theme follows the system's) nor scrolling (every navigation scrolls).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** Shows where the router is, and lends the test its navigate function. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, children = <Layout siteMap={siteMap} />) {
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      {children}
      <Where />
    </MemoryRouter>,
  );
}

describe('the layout on react-router', () => {
  it('redirects the empty path to /home, replacing the entry', async () => {
    renderAt('/');
    await screen.findByText('/home');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
  });

  it('keeps the query when it redirects the empty path: #/?dir=rtl goes to /home?dir=rtl', async () => {
    renderAt('/?dir=rtl');
    await screen.findByText('/home?dir=rtl');
  });

  it('reads right to left at ?dir=rtl: <html dir>, links that keep it, and a plain #/ link kept too', async () => {
    const user = userEvent.setup();
    renderAt('/no/such/page?dir=rtl');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.documentElement.dir).toBe('rtl');
    for (const link of screen.getAllByRole('link', { name: 'Documentation' })) {
      expect(link).toHaveAttribute('href', '/documentation?dir=rtl');
    }
    expect(screen.getByRole('link', { name: 'Back to the kit' })).toHaveAttribute('href', '/home?dir=rtl');

    // A demo's plain link, which knows nothing of the direction.
    const plain = document.createElement('a');
    plain.href = '#/signup';
    plain.textContent = 'Plain';
    document.body.append(plain);
    await user.click(plain);
    plain.remove();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup\?dir=rtl$/);

    await act(async () => navigateTo('/signup'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('treats a change of direction as no navigation: focus and scroll stay', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const link = screen.getByRole('link', { name: 'Back to the kit' });
    link.focus();
    await act(async () => navigateTo('/no/such/page?dir=rtl'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(link).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => navigateTo('/no/such/place?dir=rtl'));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('shows the not-found page inside the shell for an unknown path, naming the path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('There is no page at /no/such/page.');
    expect(document.title).toBe('Page not found · Paper Kit A11y');
  });

  it('marks the current page’s navbar link and follows a navigation at once', async () => {
    renderAt('/not-here');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('[aria-current]')).toBeNull();
    await act(async () => navigateTo('/documentation'));
    const documentation = await screen.findAllByRole('link', { name: 'Documentation', current: 'page' });
    expect(documentation.length).toBeGreaterThan(0);
  });
});

describe('ShellNavLink', () => {
  const components = { kind: 'route', label: 'Components', to: '/home' } as const;

  it('links to its route and is current only on exactly its path', async () => {
    renderAt('/home', <ShellNavLink link={components} />);
    const link = screen.getByRole('link', { name: 'Components' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('underline');
    for (const elsewhere of ['/home/extra', '/HOME', '/landing']) {
      await act(async () => navigateTo(elsewhere));
      expect(link).not.toHaveAttribute('aria-current');
      expect(link).not.toHaveClass('underline');
    }
  });

  it('navigates on click', async () => {
    renderAt('/landing', <ShellNavLink link={components} />);
    await userEvent.click(screen.getByRole('link', { name: 'Components' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
    expect(screen.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
  });
});
