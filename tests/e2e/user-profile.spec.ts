import type { Page } from '@playwright/test';
import { axeViolations, expect, SITE_NAME, test, useStoredTheme, viewports, visit } from './fixtures';
import { chromiumOnly } from '../engines';
import { inGroup, kitTags, shownOn, tags } from '../tested-for';

/*
 * The example profile (#/user-profile): the owner's header with Settings, and the Follows / Following tabs, driven
 * by role, name and keyboard. The tabs arrive in a second chunk right after the header, so look-ups auto-retry.
 */

async function visitProfile(page: Page): Promise<void> {
  await visit(page, 'user-profile');
  await expect(page.getByRole('tablist', { name: 'Connections' })).toBeVisible();
}

test(
  'the owner header: one h1 with the owner’s name, the page title, a role and a bio',
  kitTags('profile-header', 'avatar'),
  async ({ page }) => {
    await visitProfile(page);
    await expect(page).toHaveTitle(`User profile · ${SITE_NAME}`);
    await expect(page.locator('h1')).toHaveCount(1);
    const owner = page.getByRole('region', { name: 'Noor Haddad' });
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Noor Haddad');
    await expect(owner.getByText('Printmaker', { exact: true })).toBeVisible();
    await expect(owner.getByText(/linoleum blocks/)).toBeVisible();
  },
);

test('the navbar floats over a dark cover at the top of the page', async ({ page }) => {
  await visitProfile(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-surface', 'dark');
  // What lies under the navbar's links is the dark cover, not the paper.
  const underNavbar = await page.evaluate(() => {
    const below = document
      .elementsFromPoint(innerWidth / 2, 32)
      .find((element) => !element.closest('header'));
    return below?.closest('[data-surface="dark"]') !== null;
  });
  expect(underNavbar).toBe(true);
});

test(
  'Settings opens a small popover saying settings are not part of the demo; Escape closes it',
  kitTags('profile-header', 'popover'),
  async ({ page }) => {
    await visitProfile(page);
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await settings.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Settings' });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('not part of this demo');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(settings).toBeFocused();
  },
);

test(
  'Follows and Following are tabs; the arrow keys switch between them',
  tags(inGroup('keyboard'), kitTags('profile-connections', 'tabs')),
  async ({ page }) => {
    await visitProfile(page);
    const tablist = page.getByRole('tablist', { name: 'Connections' });
    const follows = tablist.getByRole('tab', { name: 'Follows', exact: true });
    const following = tablist.getByRole('tab', { name: 'Following', exact: true });
    await expect(tablist.getByRole('tab')).toHaveText(['Follows', 'Following']);
    await expect(follows).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Follows' })).toBeVisible();

    await follows.focus();
    await page.keyboard.press('ArrowRight');
    await expect(following).toBeFocused();
    await expect(following).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Following' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Follows' })).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await expect(follows).toBeFocused();
    await expect(follows).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Follows' })).toBeVisible();
  },
);

test(
  'after a click on Following, Shift+Tab out and Tab back land on Following, and the arrows work',
  tags(inGroup('keyboard'), kitTags('profile-connections', 'tabs')),
  async ({ page }) => {
    await visitProfile(page);
    const tablist = page.getByRole('tablist', { name: 'Connections' });
    const following = tablist.getByRole('tab', { name: 'Following', exact: true });
    await following.click();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(following).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: 'Follows', exact: true })).toBeFocused();
  },
);

test(
  'Follows lists two artists with portrait, name, role and a checkbox named after each',
  kitTags('profile-connections', 'avatar', 'choice'),
  async ({ page }) => {
    await visitProfile(page);
    const panel = page.getByRole('tabpanel', { name: 'Follows' });
    const group = panel.getByRole('group', { name: 'Show their new work in your feed' });
    await expect(group.getByRole('listitem')).toHaveCount(2);
    await expect(group.getByRole('checkbox')).toHaveCount(2);
    for (const [name, role] of [
      ['Lena Ortiz', 'Ceramicist'],
      ['Kofi Mensah', 'Muralist'],
    ] as const) {
      const row = group.getByRole('listitem').filter({ hasText: name });
      await expect(row.getByText(role, { exact: true })).toBeVisible();
      await expect(row.locator('img')).toHaveAttribute('width', '240');
      const checkbox = group.getByRole('checkbox', { name, exact: true });
      await expect(checkbox).toHaveAccessibleDescription(role);
    }
  },
);

test(
  'the artists’ checkboxes toggle by click and by Space',
  kitTags('profile-connections', 'choice'),
  async ({ page }) => {
    await visitProfile(page);
    const lena = page.getByRole('checkbox', { name: 'Lena Ortiz', exact: true });
    const kofi = page.getByRole('checkbox', { name: 'Kofi Mensah', exact: true });
    await expect(lena).toBeChecked();
    await expect(kofi).not.toBeChecked();

    await lena.click();
    await expect(lena).not.toBeChecked();
    await kofi.click();
    await expect(kofi).toBeChecked();

    await lena.focus();
    await page.keyboard.press('Space');
    await expect(lena).toBeChecked();
    // Tab moves on to the next artist's checkbox; Space toggles it back.
    await page.keyboard.press('Tab');
    await expect(kofi).toBeFocused();
    await page.keyboard.press('Space');
    await expect(kofi).not.toBeChecked();
  },
);

test(
  'Following is empty: "Not following anyone yet" and a Find artists button that leads to the team',
  kitTags('profile-connections'),
  async ({ page }) => {
    await visitProfile(page);
    await page.getByRole('tab', { name: 'Following', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Following' });
    await expect(panel.getByText('Not following anyone yet', { exact: true })).toBeVisible();
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    const findArtists = panel.getByRole('button', { name: 'Find artists', exact: true });
    await findArtists.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/landing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Meet the team' })).toBeVisible();
  },
);

test(
  'every link goes to a route or a real page, never to "#" or an #id',
  kitTags('profile-header', 'profile-connections'),
  async ({ page }) => {
    await visitProfile(page);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(#\/[a-z-]+|https:\/\/|mailto:)/);
  },
);

for (const theme of ['light', 'dark'] as const) {
  test(
    `the open Settings popover and the Following tab have no axe violations (${theme}, 375 px)`,
    tags(chromiumOnly('firefoxCrash'), inGroup('axe'), kitTags(...shownOn('user-profile'))),
    async ({ page }) => {
      await page.setViewportSize(viewports.narrow);
      await useStoredTheme(page, theme);
      await visitProfile(page);
      await page.getByRole('tab', { name: 'Following', exact: true }).click();
      await expect(page.getByText('Not following anyone yet')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const popover = page.getByRole('dialog', { name: 'Settings' });
      await expect(popover).toBeVisible();
      // axe judges colours as they are at that instant: let the popover's fade-in end first.
      await popover.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(
    `the Follows tab with its artists has no axe violations (${theme}, 1280 px)`,
    tags(chromiumOnly('firefoxCrash'), inGroup('axe'), kitTags(...shownOn('user-profile'))),
    async ({ page }) => {
      await page.setViewportSize(viewports.wide);
      await useStoredTheme(page, theme);
      await visitProfile(page);
      await expect(page.getByRole('checkbox', { name: 'Lena Ortiz' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}
