import { expect, SITE_NAME, test, visit } from './fixtures';
import { inGroup, kitTags, tags } from '../tested-for';

test.beforeEach(async ({ page }) => {
  await visit(page, 'signup');
});

test('the sign-up page is the Welcome card, without a footer', kitTags('sign-up-card'), async ({ page }) => {
  await expect(page).toHaveTitle(`Sign up · ${SITE_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test(
  'three social icon links, each with its own name and a real destination',
  kitTags('sign-up-card'),
  async ({ page }) => {
    const social = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(social).toHaveCount(3);
    const names = ['Paper Kit A11y on GitHub', 'Paper Kit A11y on Mastodon', 'Email the Paper Kit A11y team'];
    for (const [index, name] of names.entries()) await expect(social.nth(index)).toHaveAccessibleName(name);
    for (const link of await social.all()) {
      expect(await link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:)/);
    }
  },
);

test(
  'email and password fields have visible labels, the right types and autocomplete',
  kitTags('sign-up-card', 'input'),
  async ({ page }) => {
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.locator('label', { hasText: /^Email$/ })).toBeVisible();
    await expect(page.locator('label', { hasText: /^Password$/ })).toBeVisible();
  },
);

test(
  'Register and Enter submit nothing: the address stays, no request goes out, and the page says so',
  kitTags('sign-up-card'),
  async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const url = page.url();
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'demo' })).toHaveText(
      'This is a demo: nothing was sent, and no account was made.',
    );
    await page.getByLabel('Password', { exact: true }).press('Enter');
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ana@example.com');
  },
);

test('Forgot password goes somewhere real, not to a dead "#"', kitTags('sign-up-card'), async ({ page }) => {
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await expect(forgot).toHaveAttribute('href', /^mailto:.+subject=/);
});

test(
  'a keyboard user reaches every control in order',
  tags(inGroup('keyboard'), kitTags('sign-up-card')),
  async ({ page }) => {
    const names: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLInputElement;
          return (
            element.getAttribute('aria-label') ??
            element.labels?.[0]?.textContent ??
            element.textContent ??
            ''
          );
        }),
      );
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'Paper Kit A11y on GitHub',
        'Email',
        'Password',
        'Register',
        'Forgot password?',
        'Back to the kit',
      ]),
    );
  },
);
