import type { Page } from '@playwright/test';
import { axeViolations, expect, test, viewports, visit } from './fixtures';
import { Listener, saidTwice } from './speech';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * The documentation's playground, as a person uses it: by keyboard, its setup kept in the address (a reload or a
 * shared link shows the same), its preview turned right to left and dark on its own, each change said once by the
 * control that made it, and nothing for axe to find in any of that.
 */

const playground = (page: Page) => page.getByRole('region', { name: 'Playground', exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });
const jsx = (page: Page) => page.locator('[data-slot="playground-jsx"]');

async function openPlayground(page: Page, address: string): Promise<void> {
  await visit(page, address);
  await expect(playground(page).getByRole('group', { name: 'Controls' })).toBeVisible();
}

test(
  'by keyboard: a choice and a switch change the preview and the JSX, the address keeps them, a reload shows the same',
  kitTags('button'),
  async ({ page }) => {
    await openPlayground(page, 'documentation?component=button');
    const button = preview(page).getByRole('button', { name: 'Save changes' });
    await expect(jsx(page)).toHaveText('<Button>Save changes</Button>');
    await expect(button).toHaveClass(/pk-tone-default/);

    // The colour's radios are one tab stop; an arrow key moves to the next colour and picks it.
    const colour = playground(page).getByRole('group', { name: 'color' });
    await colour.getByRole('radio', { name: 'default' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(colour.getByRole('radio', { name: 'primary' })).toBeChecked();
    await expect(button).toHaveClass(/pk-tone-primary/);
    await expect(jsx(page)).toHaveText('<Button color="primary">Save changes</Button>');

    const block = playground(page).getByRole('switch', { name: 'block' });
    await block.focus();
    await page.keyboard.press('Space');
    await expect(block).toBeChecked();
    await expect(jsx(page)).toHaveText('<Button color="primary" block>Save changes</Button>');
    await expect(button).toHaveClass(/w-full/);
    // Setting changed focus nowhere, and moved nothing.
    await expect(block).toBeFocused();
    await expect(page).toHaveURL(/[?&]p\.color=primary&p\.block=true$/);

    await page.reload();
    await expect(playground(page).getByRole('group', { name: 'Controls' })).toBeVisible();
    await expect(jsx(page)).toHaveText('<Button color="primary" block>Save changes</Button>');
    await expect(playground(page).getByRole('switch', { name: 'block' })).toBeChecked();
    await expect(preview(page).getByRole('button', { name: 'Save changes' })).toHaveClass(/pk-tone-primary/);

    // Back to the default: the prop leaves the JSX and the address.
    await playground(page)
      .getByRole('group', { name: 'color' })
      .getByRole('radio', { name: 'default' })
      .check();
    await expect(jsx(page)).toHaveText('<Button block>Save changes</Button>');
    await expect(page).not.toHaveURL(/p\.color/);
  },
);

test(
  'a link with a value that is not a choice says what it could not use, and shows the rest',
  kitTags('label'),
  async ({ page }) => {
    await openPlayground(page, 'documentation?component=label&p.color=purple&p.nope=1');
    await expect(
      playground(page).getByText('The address sets color to "purple", which is not one of'),
    ).toBeVisible();
    await expect(
      playground(page).getByText('The address sets "nope", which has no control here.'),
    ).toBeVisible();
    await expect(jsx(page)).toHaveText('<Label>New</Label>');
  },
);

for (const viewport of [viewports.narrow, viewports.wide]) {
  test(
    `the preview turns right to left and dark on its own, with no axe violation (${viewport.width} px)`,
    tags(kitTags('tabs'), inGroup('right-to-left')),
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPlayground(page, 'documentation?component=tabs&preview-dir=rtl&preview-theme=dark');
      await expect(preview(page)).toHaveAttribute('dir', 'rtl');
      await expect(preview(page)).toHaveClass(/(^|\s)dark(\s|$)/);
      // The page around it stays as it was.
      await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      // Right to left, ArrowLeft moves to the next tab in the preview.
      await preview(page).getByRole('tab', { name: 'Home' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(preview(page).getByRole('tab', { name: 'Profile' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await playground(page)
        .getByRole('group', { name: 'Theme' })
        .getByRole('radio', { name: 'Light' })
        .check();
      await expect(preview(page)).toHaveClass(/(^|\s)light(\s|$)/);
      await expect(page).toHaveURL(/preview-theme=light/);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}

test(
  'a change is said once, by the control that made it; the preview and the JSX say nothing',
  tags(kitTags('progress'), inGroup('screen-reader')),
  async ({ page }) => {
    await openPlayground(page, 'documentation?component=progress');
    const listener = new Listener(page);
    await listener.start();
    const striped = playground(page).getByRole('switch', { name: 'striped' });
    await listener.focus(striped);
    const spoken = await listener.press('Space');
    await expect(jsx(page)).toContainText('striped');
    expect(spoken).toEqual(['on']);
    expect(saidTwice(spoken)).toEqual([]);
    const colour = playground(page).getByRole('group', { name: 'color' });
    await listener.focus(colour.getByRole('radio', { name: 'primary' }));
    const moved = await listener.press('ArrowRight');
    expect(moved).toEqual(['radio button, info, checked']);
    expect(saidTwice(moved)).toEqual([]);
  },
);
