import { expect, test } from './fixtures';
import { section, visitHome, wholeName } from './home';
import { kitTags } from '../tested-for';

/*
 * What the home page shows and says: progress bars, labels, notifications, typography and images, and the register
 * card that sends nothing.
 */

test(
  'progress bars: four named bars at 25, 50, 75 (striped, animated) and 100 (striped)',
  kitTags('progress'),
  async ({ page }) => {
    await visitHome(page);
    const bars = section(page, 'Progress bars').getByRole('progressbar');
    await expect(bars).toHaveCount(4);
    const expected = [
      { name: 'Upload', value: '25', stripes: false, animation: 'none' },
      { name: 'Copying file 2 of 4…', value: '50', stripes: false, animation: 'none' },
      { name: 'Syncing', value: '75', stripes: true, animation: 'pk-progress-stripes' },
      { name: 'Install', value: '100', stripes: true, animation: 'none' },
    ];
    for (const [index, { name, value, ...look }] of expected.entries()) {
      const bar = bars.nth(index);
      await expect(bar).toHaveAccessibleName(name);
      await expect(bar, name).toHaveAttribute('aria-valuenow', value);
      await expect(bar, name).toHaveAttribute('aria-valuemin', '0');
      await expect(bar, name).toHaveAttribute('aria-valuemax', '100');
      // Stripes are a gradient on a layer over the fill; moving stripes an animation of that layer, by a transform
      // (the compositor's to run), never of the background's position (a repaint every frame).
      const shown = await bar.locator('[data-slot="progress-indicator"]').evaluate((indicator) => {
        const style = getComputedStyle(indicator, '::before');
        const moves = style.animationName !== 'none';
        const keyframes = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .find(
            (rule): rule is CSSKeyframesRule =>
              rule instanceof CSSKeyframesRule && rule.name === style.animationName,
          );
        if (moves && !keyframes?.cssText.includes('transform'))
          return { stripes: false, animation: 'not a transform' };
        return { stripes: style.backgroundImage.includes('gradient'), animation: style.animationName };
      });
      expect(shown, name).toEqual(look);
    }
  },
);

test(
  'labels: Default, Primary, Info, Success, Warning, Danger are shown',
  kitTags('label'),
  async ({ page }) => {
    await visitHome(page);
    const labels = section(page, 'Labels');
    for (const name of ['Default', 'Primary', 'Info', 'Success', 'Warning', 'Danger']) {
      const label = labels.getByText(wholeName(name));
      await expect(label).toBeVisible();
      // Written in lower case, shown capitalised: innerText reads what is drawn, so the label is brought on screen (far
      // from it, the browser skips drawing its section) and read once the next frame has drawn it.
      await label.scrollIntoViewIfNeeded();
      await expect.poll(() => label.evaluate((element) => (element as HTMLElement).innerText)).toBe(name);
    }
  },
);

test.describe('notifications', kitTags('alert'), () => {
  const messages = {
    success: 'Saved. Your palette changes are safe and sound.',
    info: 'The kit follows your system theme until you pick one yourself.',
    warning: 'Storage is nearly full: 9.4 of 10 GB in use.',
    danger: 'You are offline. Changes will wait until you reconnect.',
  };

  test('four alerts, warning and danger with an icon; dismissing one removes it and focus moves on', async ({
    page,
  }) => {
    await visitHome(page);
    const list = section(page, 'Notifications').getByRole('region', { name: 'Sample alerts' });
    const items = list.getByRole('listitem');
    const dismiss = (type: string) =>
      list.getByRole('button', { name: `Dismiss ${type} alert`, exact: true });
    await expect(items).toHaveText(Object.values(messages));
    for (const [type, message] of Object.entries(messages)) {
      const item = items.filter({ hasText: message });
      await expect(item.locator('[data-slot="alert-icon"]'), `${type} icon`).toHaveCount(
        type === 'warning' || type === 'danger' ? 1 : 0,
      );
      await expect(item.getByRole('button')).toHaveAccessibleName(`Dismiss ${type} alert`);
      await expect(item.getByRole('button')).toHaveAccessibleDescription(message);
    }

    await dismiss('info').focus();
    await page.keyboard.press('Enter');
    await expect(list.getByText(messages.info)).toHaveCount(0);
    await expect(dismiss('warning')).toBeFocused();
    await expect(list.getByRole('status')).toHaveText('Alert dismissed, 3 remaining');
    await expect(items).toHaveText([messages.success, messages.warning, messages.danger]);

    // The last one: focus goes back to the one before it.
    await dismiss('danger').click();
    await expect(dismiss('warning')).toBeFocused();
    // Nothing comes back.
    await expect(items).toHaveText([messages.success, messages.warning]);
  });

  test('dismissing all leaves none', async ({ page }) => {
    await visitHome(page);
    const list = section(page, 'Notifications').getByRole('region', { name: 'Sample alerts' });
    await list.getByRole('button', { name: 'Dismiss success alert' }).focus();
    for (let remaining = 3; remaining >= 0; remaining -= 1) {
      await page.keyboard.press('Enter');
      await expect(list.getByRole('listitem')).toHaveCount(remaining);
    }
    await expect(list.getByRole('button')).toHaveCount(0);
    await expect(list.getByText('No alerts')).toBeVisible();
    await expect(list.getByRole('status')).toHaveText('Alert dismissed, none remaining');
    await expect(list).toBeFocused();
  });
});

test.describe('typography and images', () => {
  test('heading samples are text, not headings, and the page outline stays valid', async ({ page }) => {
    await visitHome(page);
    const typography = section(page, 'Typography and images');
    for (let level = 1; level <= 6; level += 1) {
      await expect(typography.getByText(`Heading ${level}`, { exact: true })).toBeVisible();
      await expect(typography.getByRole('heading', { name: `Heading ${level}` })).toHaveCount(0);
    }
    // Every part of the page is there once the bottom has been reached.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Take what you need' })).toBeVisible();
    const levels = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
        .filter((heading) => heading.closest('[aria-hidden="true"], [hidden]') === null)
        .map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, index) =>
      index > 0 && level - (levels[index - 1] as number) > 1 ? [`h${levels[index - 1]} → h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });

  test(
    'a quote with its source in a figcaption; three portraits named by their alt text',
    kitTags('avatar'),
    async ({ page }) => {
      await visitHome(page);
      const typography = section(page, 'Typography and images');
      const figure = typography.getByRole('figure', { name: /The team’s working rule/ });
      await expect(figure.getByRole('blockquote')).toContainText('A component is finished when');
      await expect(figure.locator('figcaption')).toHaveText('— The team’s working rule');

      for (const person of ['Ana', 'Theo', 'Mira']) {
        const image = typography.getByRole('img', { name: `Illustrated portrait of ${person}`, exact: true });
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), person)
          .toBeGreaterThan(0);
      }
    },
  );
});

test.describe('register card', kitTags('register-card', 'sign-up-card'), () => {
  test('"Welcome" with three named social links and the right kinds of field', async ({ page }) => {
    await visitHome(page);
    const register = page.getByRole('region', { name: 'Register', exact: true });
    await expect(register.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    const social = [
      ['Paper Kit A11y on GitHub', 'https://github.com/'],
      ['Paper Kit A11y on Mastodon', 'https://joinmastodon.org/'],
      ['Email the Paper Kit A11y team', 'mailto:hello@example.com'],
    ] as const;
    for (const [name, href] of social) {
      await expect(register.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const form = register.getByRole('form', { name: 'Welcome' });
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  });

  test('Register sends nothing, keeps the URL, and politely says it is a demo', async ({ page }) => {
    await visitHome(page);
    const register = page.getByRole('region', { name: 'Register', exact: true });
    const form = register.getByRole('form', { name: 'Welcome' });
    const status = form.getByRole('status');
    await form.getByRole('button', { name: 'Register' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const url = page.url();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests.push(request.url());
    });

    await expect(status).toHaveText('');
    await form.getByRole('button', { name: 'Register' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('This is a demo: nothing was sent, and no account was made.');
    await expect(status).toHaveAttribute('role', 'status');

    // Enter in a field submits too, with the same result.
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.com');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('This is a demo: nothing was sent, and no account was made.');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
  });

  test('"Forgot password?" has a real href and the sign-up link leads to #/signup', async ({ page }) => {
    await visitHome(page);
    const register = page.getByRole('region', { name: 'Register', exact: true });
    const href = await register.getByRole('link', { name: 'Forgot password?' }).getAttribute('href');
    expect(href).toMatch(/^(https?:|mailto:)./);

    const signup = register.getByRole('link', { name: 'Open the full sign-up page' });
    await signup.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
