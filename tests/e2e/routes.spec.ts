import { engineOf } from '../shared/playwright-driver';
import { expect, routes, SITE_NAME, test, visit } from './fixtures';

test('the empty path redirects to home', async ({ page }) => {
  await page.goto('./#/');
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveTitle(`Components · ${SITE_NAME}`);
});

test('a bare address (no fragment at all) lands on home too', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/#\/home$/);
});

for (const route of routes) {
  test(`#/${route.path} has its title and exactly one h1`, async ({ page }) => {
    await visit(page, route.path);
    await expect(page).toHaveTitle(`${route.title} · ${SITE_NAME}`);
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('an unknown route shows a not-found page inside the shell, with a way home', async ({ page }) => {
  await visit(page, 'no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found · ${SITE_NAME}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the kit' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a page whose code does not arrive says so inside the shell, with a reload and a way home', async ({
  page,
  guard,
}) => {
  // The sign-up page's chunk fails, as when the connection drops or the site was deployed again meanwhile.
  await page.route(/\/assets\/SignupPage-[^/]*\.js$/, (route) => route.abort('failed'));
  await visit(page, 'home');
  await page.goto('./#/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeFocused();
  await expect(page).toHaveTitle(`Page did not load · ${SITE_NAME}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-slot="page-announcer"]')).toHaveText('Page did not load');
  // Chromium's report names the file; Firefox's reads "Error".
  expect(guard.problems.join('\n')).toContain(engineOf(page) === 'chromium' ? 'SignupPage' : 'Error');
  guard.problems.length = 0; // the failed chunk and React's report of it are this test's own doing

  // Another page still works, and so does the failed one once its code arrives.
  await page.getByRole('link', { name: 'Back to the kit' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page did not load');
  await page.goto('./#/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  guard.problems.length = 0;
  await page.unroute(/\/assets\/SignupPage-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/#\/signup$/);
});

test('the built site works from a sub-path of its host and loads only its own files', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/deep/sub/path/#/landing');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(2);
  expect(requested.filter((path) => !path.startsWith('/deep/sub/path/'))).toEqual([]);
});

test('a Content-Security-Policy allows the site’s own origin only, and is enforced', async ({
  page,
  guard,
}) => {
  await visit(page, 'home');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(policy).not.toMatch(/https?:|\*/);
  // An injected inline script, not one of the two hashed ones, must not run, and the page hears of the refusal.
  const { ran, refused } = await page.evaluate(async () => {
    const refusal = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return { ran: 'injected' in window, refused: await refusal };
  });
  expect(ran).toBe(false);
  expect(refused).toMatch(/^script-src/);
  guard.problems.length = 0; // Chromium's console report of the refusal is this test's own doing
});

test('the route’s own page chunk loads beside the entry, not discovered after the entry runs', async ({
  page,
}) => {
  await visit(page, 'landing');
  await expect(page.locator('link[rel="modulepreload"][href*="LandingPage"]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href*="HomePage"]')).toHaveCount(0);
});
