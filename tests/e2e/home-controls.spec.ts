import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { section, visitHome, wholeName } from './home';
import { kitTags } from '../tested-for';

/*
 * The home page's controls, section by section, driven by role, name and keyboard: buttons, link-styled buttons,
 * inputs, checkboxes and radios, toggles and sliders.
 */

/** The group a "Pick your …" heading titles: the heading's own container. */
const groupOf = (scope: Locator, title: string) =>
  scope.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=..');

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

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
