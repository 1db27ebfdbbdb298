import type { Locator, Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { kitTags } from '../tested-for';

/*
 * The home page (#/home), section by section, driven by role, name and keyboard. Everything below the hero
 * arrives in a lazy chunk right after the first render, so every look-up below the hero auto-retries.
 * Overlays (navbars, modal, popovers, tooltips, datepicker, carousel) are in home-overlays.spec.ts; axe and
 * layout shift in home-quality.spec.ts.
 */

/** Opens #/home and waits until the lazy showcase has arrived too. */
async function visitHome(page: Page): Promise<void> {
  await visit(page, 'home');
  await expect(page.getByRole('heading', { level: 2, name: 'Buttons', exact: true })).toBeVisible();
}

/** A showcase section: a region named by its h2. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The group a "Pick your …" heading titles: the heading's own container. */
const groupOf = (scope: Locator, title: string) =>
  scope.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=..');

/** A name matched whole but in any case (the kit writes some labels in lower case and capitalises them in CSS). */
const wholeName = (name: string) => new RegExp(`^${name}$`, 'i');

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('hero: exactly one h1, "Paper Kit A11y"; "Browse the components" moves focus to the Buttons heading', async ({
  page,
}) => {
  await visitHome(page);
  // Still one h1 once the lazy showcase has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paper Kit A11y');
  await expect(page.locator('h1')).toHaveCount(1);

  await page.getByRole('button', { name: 'Browse the components' }).focus();
  await page.keyboard.press('Enter');
  const buttonsHeading = page.getByRole('heading', { level: 2, name: 'Buttons', exact: true });
  await expect(buttonsHeading).toBeFocused();
  await expect(buttonsHeading).toBeInViewport();
});

test(
  'buttons: "Pick your style", "Pick your size" and "Pick your color" hold the specified buttons',
  kitTags('button'),
  async ({ page }) => {
    await visitHome(page);
    const buttons = section(page, 'Buttons');

    const style = groupOf(buttons, 'Pick your style');
    await expect(style.getByRole('button')).toHaveCount(5);
    for (const name of ['Default', 'Round', 'With icon', 'Settings', 'Simple']) {
      await expect(style.getByRole('button', { name, exact: true }), name).toBeVisible();
    }
    // The icon-only button shows no text: its name comes from aria-label alone.
    const settings = style.getByRole('button', { name: 'Settings', exact: true });
    await expect(settings).toHaveText('');
    await expect(settings).toHaveAccessibleName('Settings');
    // "Simple" is a link-styled button: no fill.
    expect(await background(style.getByRole('button', { name: 'Simple', exact: true }))).toBe(TRANSPARENT);
    expect(await background(style.getByRole('button', { name: 'Default', exact: true }))).not.toBe(
      TRANSPARENT,
    );

    const size = groupOf(buttons, 'Pick your size');
    await expect(size.getByRole('button')).toHaveCount(3);
    const heights: number[] = [];
    for (const name of ['Small', 'Regular', 'Large']) {
      const button = size.getByRole('button', { name, exact: true });
      await expect(button, name).toBeVisible();
      heights.push((await button.boundingBox())?.height ?? 0);
    }
    expect(heights[0], 'Small is lower than Regular').toBeLessThan(heights[1] as number);
    expect(heights[1], 'Regular is lower than Large').toBeLessThan(heights[2] as number);

    // Each of the six colours twice: the first row outline (no fill), the second solid.
    const color = groupOf(buttons, 'Pick your color');
    for (const name of ['default', 'primary', 'info', 'success', 'warning', 'danger']) {
      const pair = color.getByRole('button', { name: wholeName(name) });
      await expect(pair, name).toHaveCount(2);
      await expect(pair.first(), name).toBeVisible();
      expect(await background(pair.nth(0)), `${name} outline`).toBe(TRANSPARENT);
      expect(await background(pair.nth(1)), `${name} solid`).not.toBe(TRANSPARENT);
    }
  },
);

test(
  'links: link-styled buttons Default, Primary, Success, Info, Warning, Danger, Neutral',
  kitTags('button'),
  async ({ page }) => {
    await visitHome(page);
    const links = section(page, 'Links');
    const names = ['Default', 'Primary', 'Success', 'Info', 'Warning', 'Danger', 'Neutral'];
    await expect(links.getByRole('button')).toHaveCount(names.length);
    for (const name of names) {
      const button = links.getByRole('button', { name: wholeName(name) });
      await expect(button).toBeVisible();
      // Shown capitalised, and drawn as a link: no fill, no visible border. innerText reads what is drawn, and the
      // browser draws a section it had skipped only at its next frame, so the text is polled.
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => button.evaluate((element) => (element as HTMLElement).innerText)).toBe(name);
      expect(await background(button)).toBe(TRANSPARENT);
      await expect(button).toHaveCSS('border-top-color', TRANSPARENT);
    }
  },
);

test.describe('inputs', kitTags('input'), () => {
  test('"Default" has its placeholder; the error input "Username" is invalid and described by its message', async ({
    page,
  }) => {
    await visitHome(page);
    const inputs = section(page, 'Inputs');
    const plain = inputs.getByRole('textbox', { name: 'Default', exact: true });
    await expect(plain).toBeVisible();
    await expect(plain).toHaveAttribute('placeholder', 'Default');
    await expect(plain).not.toHaveAttribute('aria-invalid', 'true');

    const username = inputs.getByRole('textbox', { name: 'Username', exact: true });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription("Sorry, that username's taken. Try another?");
  });

  test('the input group shows its focus style exactly while its input is focused (:focus-within)', async ({
    page,
  }) => {
    await visitHome(page);
    const inputs = section(page, 'Inputs');
    const input = inputs.getByRole('textbox', { name: 'With an icon', exact: true });
    const group = input.locator('xpath=..');
    await expect(input).toBeVisible();
    await expect(group).toHaveCSS('outline-style', 'none');
    // Tab into it from the field before, as a keyboard user would.
    await inputs.getByRole('textbox', { name: 'Username', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await expect(group).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Shift+Tab');
    await expect(input).not.toBeFocused();
    await expect(group).toHaveCSS('outline-style', 'none');
  });
});

test.describe('checkboxes and radios', kitTags('choice'), () => {
  test('checkboxes start in their states; the text of a box checks it; disabled ones cannot change', async ({
    page,
  }) => {
    await visitHome(page);
    const choices = section(page, 'Checkboxes and radio buttons');
    const box = (name: string) => choices.getByRole('checkbox', { name, exact: true });
    await expect(box('Email me replies')).not.toBeChecked();
    await expect(box('Email me replies')).toBeEnabled();
    await expect(box('Weekly digest')).toBeChecked();
    await expect(box('Weekly digest')).toBeEnabled();
    await expect(box('Text me reminders')).not.toBeChecked();
    await expect(box('Text me reminders')).toBeDisabled();
    await expect(box('Keep me signed in')).toBeChecked();
    await expect(box('Keep me signed in')).toBeDisabled();

    await choices.getByText('Email me replies', { exact: true }).click();
    await expect(box('Email me replies')).toBeChecked();
    await expect(box('Email me replies')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box('Email me replies')).not.toBeChecked();
    await box('Weekly digest').focus();
    await page.keyboard.press('Space');
    await expect(box('Weekly digest')).not.toBeChecked();

    // Clicking the text of a disabled one changes nothing.
    await choices.getByText('Text me reminders', { exact: true }).click({ force: true });
    await choices.getByText('Keep me signed in', { exact: true }).click({ force: true });
    await expect(box('Text me reminders')).not.toBeChecked();
    await expect(box('Keep me signed in')).toBeChecked();
  });

  test('radios: one group of two, choosing one unchecks the other; the disabled pair stays', async ({
    page,
  }) => {
    await visitHome(page);
    const choices = section(page, 'Checkboxes and radio buttons');
    const radio = (name: string) => choices.getByRole('radio', { name, exact: true });
    await expect(radio('Standard delivery')).not.toBeChecked();
    await expect(radio('Express delivery')).toBeChecked();
    await expect(radio('Post office')).toBeDisabled();
    await expect(radio('Post office')).not.toBeChecked();
    await expect(radio('Parcel locker')).toBeDisabled();
    await expect(radio('Parcel locker')).toBeChecked();
    // The first two share a group: the radio group is named by its legend.
    await expect(
      choices.getByRole('group', { name: 'Radio buttons', exact: true }).getByRole('radio'),
    ).toHaveCount(2);

    // By keyboard: from the checked radio, an arrow key chooses the other one in the group.
    await radio('Express delivery').focus();
    await page.keyboard.press('ArrowUp');
    await expect(radio('Standard delivery')).toBeChecked();
    await expect(radio('Standard delivery')).toBeFocused();
    await expect(radio('Express delivery')).not.toBeChecked();

    // By pointer, on the label text, back again.
    await choices.getByText('Express delivery', { exact: true }).click();
    await expect(radio('Express delivery')).toBeChecked();
    await expect(radio('Standard delivery')).not.toBeChecked();

    // The disabled pair cannot change.
    await choices.getByText('Post office', { exact: true }).click({ force: true });
    await expect(radio('Post office')).not.toBeChecked();
    await expect(radio('Parcel locker')).toBeChecked();
  });
});

test.describe('toggles', kitTags('switch'), () => {
  test('on, off, not set yet (described "Not set") and disabled; Space toggles, arrows set', async ({
    page,
  }) => {
    await visitHome(page);
    const toggles = section(page, 'Toggle buttons');
    const on = toggles.getByRole('switch', { name: 'Dark sidebar', exact: true });
    const off = toggles.getByRole('switch', { name: 'Autoplay videos', exact: true });
    const notSet = toggles.getByRole('switch', { name: 'Share usage data', exact: true });
    const disabled = toggles.getByRole('switch', { name: 'Offline mode', exact: true });
    await expect(toggles.getByRole('switch')).toHaveCount(4);
    await expect(on).toBeChecked();
    await expect(off).not.toBeChecked();
    await expect(notSet).toBeVisible();
    await expect(notSet).toHaveAccessibleDescription('Not set');
    await expect(disabled).toBeDisabled();
    await expect(on).toBeEnabled();
    await expect(off).toBeEnabled();

    const disabledWas = await disabled.getAttribute('aria-checked');
    await disabled.click({ force: true });
    await expect(disabled).toHaveAttribute('aria-checked', disabledWas as string);

    await off.focus();
    await page.keyboard.press('Space');
    await expect(off).toBeChecked();
    await page.keyboard.press('Space');
    await expect(off).not.toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(off).toBeChecked();
    // The arrows set a value, they do not toggle.
    await page.keyboard.press('ArrowRight');
    await expect(off).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(off).not.toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(off).not.toBeChecked();

    await on.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(on).not.toBeChecked();
  });

  test('the not-set switch takes a value from the arrow keys, keeps its name and is no longer described as unset', async ({
    page,
  }) => {
    await visitHome(page);
    const toggles = section(page, 'Toggle buttons');
    // The APG's switch: the name never carries the state, which the switch's checked state says on its own.
    const notSet = toggles.getByRole('switch', { name: 'Share usage data', exact: true });
    await notSet.focus();
    await page.keyboard.press('ArrowRight');
    await expect(notSet).toBeChecked();
    await expect(notSet).toBeFocused();
    await expect(notSet).toHaveAccessibleDescription('');
    await expect(notSet).toHaveAccessibleName('Share usage data');
    await page.keyboard.press('ArrowLeft');
    await expect(notSet).not.toBeChecked();
    await expect(notSet).toHaveAccessibleName('Share usage data');
  });
});

test.describe('sliders', kitTags('slider'), () => {
  test('single at 40 of 0–100, range at 20 and 60; keys move the single one and the shown value follows', async ({
    page,
  }) => {
    await visitHome(page);
    const sliders = section(page, 'Sliders');
    const single = sliders.getByRole('slider', { name: 'Single value', exact: true });
    // The values are written beside each label as plain text: the slider announces its own value.
    const shown = sliders.locator('[data-slot="shown-values"]').first();
    await expect(sliders.getByRole('status')).toHaveCount(0);
    await expect(single).toHaveAttribute('aria-valuenow', '40');
    await expect(single).toHaveAttribute('aria-valuemin', '0');
    await expect(single).toHaveAttribute('aria-valuemax', '100');
    await expect(shown).toHaveText('40');

    const minimum = sliders.getByRole('slider', { name: 'Minimum', exact: true });
    const maximum = sliders.getByRole('slider', { name: 'Maximum', exact: true });
    await expect(minimum).toHaveAttribute('aria-valuenow', '20');
    await expect(minimum).toHaveAttribute('aria-valuemax', '60');
    await expect(maximum).toHaveAttribute('aria-valuenow', '60');
    await expect(maximum).toHaveAttribute('aria-valuemin', '20');
    // The range's handles sit in a group named by the range's label.
    await expect(sliders.getByRole('group', { name: 'Range', exact: true }).getByRole('slider')).toHaveCount(
      2,
    );
    await expect(sliders.locator('[data-slot="shown-values"]').nth(1)).toHaveText('20 – 60');

    await single.focus();
    const steps: [string, string][] = [
      ['ArrowRight', '41'],
      ['PageUp', '51'],
      ['Home', '0'],
      ['End', '100'],
    ];
    for (const [key, value] of steps) {
      await page.keyboard.press(key);
      await expect(single, key).toHaveAttribute('aria-valuenow', value);
      await expect(shown, key).toHaveText(value);
    }
  });

  test('moving a range handle moves the other handle’s bound and the shown range', async ({ page }) => {
    await visitHome(page);
    const sliders = section(page, 'Sliders');
    const minimum = sliders.getByRole('slider', { name: 'Minimum', exact: true });
    const maximum = sliders.getByRole('slider', { name: 'Maximum', exact: true });
    await minimum.focus();
    await page.keyboard.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuenow', '21');
    await expect(maximum).toHaveAttribute('aria-valuemin', '21');
    await page.keyboard.press('End');
    // Minimum can go no further than Maximum.
    await expect(minimum).toHaveAttribute('aria-valuenow', '60');
    await expect(sliders.locator('[data-slot="shown-values"]').nth(1)).toHaveText('60 – 60');
  });
});

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

test.describe('paginations', kitTags('pagination', 'page-items'), () => {
  /** The items of a pagination as shown: page numbers and "…", without the previous and next arrows. */
  const shownItems = (nav: Locator) =>
    nav.getByRole('listitem').evaluateAll((items) =>
      items
        .map((item) => {
          const button = item.querySelector('button');
          if (button) return button.textContent?.trim() ?? '';
          return item.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? '?';
        })
        .filter((text) => text !== ''),
    );

  test('100 items show 1–7 … 10 with 5 current; page 6 shows 1 … 4–10', async ({ page }) => {
    await visitHome(page);
    const nav = page.getByRole('navigation', { name: 'Pagination, 100 items', exact: true });
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
    expect(await shownItems(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '10']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('button', { name: 'Page 6', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Page 6', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await shownItems(nav)).toEqual(['1', '…', '4', '5', '6', '7', '8', '9', '10']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('70 items show pages 1 to 7 with 4 current; previous and next work by keyboard, aria-disabled at the ends', async ({
    page,
  }) => {
    await visitHome(page);
    const nav = page.getByRole('navigation', { name: 'Pagination, 70 items', exact: true });
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
    expect(await shownItems(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const previous = nav.getByRole('button', { name: 'Previous page', exact: true });
    const next = nav.getByRole('button', { name: 'Next page', exact: true });
    const current = nav.locator('[aria-current="page"]');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    await next.focus();
    for (const expected of ['5', '6', '7']) {
      await page.keyboard.press('Enter');
      await expect(current).toHaveText(expected);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the end, and pressing it again does nothing.
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('7');

    await previous.focus();
    for (const expected of ['6', '5', '4', '3', '2', '1']) {
      await page.keyboard.press('Enter');
      await expect(current).toHaveText(expected);
    }
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('1');
  });
});

test.describe('tabs', kitTags('tabs'), () => {
  const texts = {
    Home: 'Home is where the kit starts: every component, one screen at a time.',
    Profile: 'A profile tells who someone is, what they make and whom they follow.',
    Messages: 'No new messages. When one arrives, it waits here for you.',
  };

  test('Home, Profile, Messages; Home first; the arrow keys select the next tab and show its own panel', async ({
    page,
  }) => {
    await visitHome(page);
    const tabsSection = section(page, 'Tabs');
    const tablist = tabsSection.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['Home', 'Profile', 'Messages']);
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    const panel = tabsSection.getByRole('tabpanel');

    await expect(tab('Home')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveText(texts.Home);
    await expect(panel).toHaveAccessibleName('Home');

    await tab('Home').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Profile')).toBeFocused();
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Home')).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toHaveText(texts.Profile);
    await expect(panel).toHaveAccessibleName('Profile');

    await page.keyboard.press('ArrowRight');
    await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveText(texts.Messages);

    // Tab moves from the tab into its panel.
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
  });

  test('after a click on a tab, tabbing out and back in lands on the selected tab, where the arrows work', async ({
    page,
  }) => {
    await visitHome(page);
    const tablist = section(page, 'Tabs').getByRole('tablist');
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
    await tab('Profile').click();
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(tablist.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Tab');
    // The APG: Tab into a tab list lands on the active tab, never on the list itself.
    await expect(tab('Profile')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Messages')).toBeFocused();
    await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
  });
});

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

test('icons: "See all the icons" leads to #/nucleoicons', async ({ page }) => {
  await visitHome(page);
  const link = section(page, 'Icons').getByRole('link', { name: 'See all the icons' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/nucleoicons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
});

test('examples: "Landing page" and "Profile page" lead to their pages', async ({ page }) => {
  await visitHome(page);
  for (const [name, path] of [
    ['Landing page', 'landing'],
    ['Profile page', 'user-profile'],
  ] as const) {
    const link = section(page, 'Completed with examples').getByRole('link', { name, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
  }
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

test('sections come in the specified order, ending with the closing section and its heading', async ({
  page,
}) => {
  await visitHome(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Buttons',
    'Links',
    'Inputs',
    'Checkboxes and radio buttons',
    'Toggle buttons',
    'Sliders',
    'Menus and navbars',
    'Progress bars',
    'Paginations',
    'Tabs',
    'Labels',
    'Notifications',
    'Typography and images',
    'Modal',
    'Popovers and tooltips',
    'Datepicker',
    'Carousel',
    'Icons',
    'Completed with examples',
    'Welcome',
    'Take what you need',
  ]);
  const closing = section(page, 'Take what you need');
  await expect(closing.getByRole('heading', { level: 2, name: 'Take what you need' })).toBeVisible();
  await expect(closing.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
    'href',
    '#/documentation',
  );
  await expect(page.getByRole('main').getByRole('region').last()).toHaveAccessibleName('Take what you need');
});

test('no link breaks the router: no href="#" and no "#x" fragment but the skip link’s "#main"', async ({
  page,
}) => {
  await visitHome(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Take what you need' })).toBeVisible();
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a')).map((link) => ({
      href: link.getAttribute('href'),
      name: (link.getAttribute('aria-label') ?? link.textContent ?? '').trim(),
    })),
  );
  expect(links.length).toBeGreaterThan(40);
  const broken = links.filter(
    ({ href, name }) =>
      href === null ||
      href === '' ||
      href === '#' ||
      (href.startsWith('#') && !href.startsWith('#/') && !(href === '#main' && name === 'Skip to content')),
  );
  expect(broken).toEqual([]);
  expect(links.filter(({ href }) => href === '#main')).toEqual([{ href: '#main', name: 'Skip to content' }]);
});
