import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HashRouter,
  Link,
  Navigate,
  NavLink,
  navigate,
  parseHash,
  useLocation,
} from '../../src/shell/hashRouter';

function Where() {
  const { pathname, search, key } = useLocation();
  return (
    <output>
      {pathname}|{search}|{key}
    </output>
  );
}

const shown = () => screen.getByRole('status').textContent?.split('|') ?? [];

afterEach(() => {
  window.location.hash = '';
});

describe('parseHash', () => {
  it.each([
    ['', '/', ''],
    ['#', '/', ''],
    ['#/', '/', ''],
    ['#/home', '/home', ''],
    ['#/documentation?component=slider', '/documentation', '?component=slider'],
    ['#/landing?', '/landing', ''],
    ['#landing', '/landing', ''],
  ])('reads %j as path %j and query %j', (hash, pathname, search) => {
    expect(parseHash(hash)).toMatchObject({ pathname, search });
  });
});

describe('HashRouter', () => {
  it('follows the fragment, with a new key for every navigation', async () => {
    window.location.hash = '#/home';
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    expect(shown().slice(0, 2)).toEqual(['/home', '']);
    const firstKey = shown()[2];
    await act(async () => navigate('/landing'));
    expect(await screen.findByText(/^\/landing/)).toBeInTheDocument();
    const secondKey = shown()[2];
    expect(secondKey).not.toBe(firstKey);
    await act(async () => navigate('/landing', { replace: true }));
    expect(shown()[2]).not.toBe(secondKey);
  });

  it('replaces the history entry on a replacing navigation', async () => {
    window.location.hash = '#/one';
    const length = history.length;
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    await act(async () => navigate('/two', { replace: true }));
    expect(window.location.hash).toBe('#/two');
    expect(history.length).toBe(length);
    expect(shown()[0]).toBe('/two');
  });

  it('redirects with Navigate', async () => {
    window.location.hash = '';
    render(
      <HashRouter>
        <Navigate to="/home" />
        <Where />
      </HashRouter>,
    );
    expect(await screen.findByText(/^\/home/)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home');
  });

  it('refuses a path that does not start with a slash', () => {
    expect(() => navigate('home')).toThrow(/"\/".*"home"/);
  });

  it('needs a router above useLocation', () => {
    expect(() => render(<Where />)).toThrow(/HashRouter/);
  });
});

describe('Link and NavLink', () => {
  it('link to a fragment route, and the current one says so', async () => {
    window.location.hash = '#/home';
    render(
      <HashRouter>
        <NavLink to="/home" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/landing">Landing</NavLink>
        <Link to="/signup">Sign up</Link>
      </HashRouter>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '#/home');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Landing' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#/signup');
    await userEvent.click(screen.getByRole('link', { name: 'Landing' }));
    await screen.findByRole('link', { name: 'Landing', current: 'page' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });
});
