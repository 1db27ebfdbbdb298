import type { Page } from '@playwright/test';
import { expect, visit } from './fixtures';

/*
 * The home page (#/home) as its specs find it. Everything below the hero arrives in a lazy chunk right after the
 * first render, so every look-up below the hero auto-retries. The specs: home-controls, home-navigation and
 * home-content (the showcase's sections one by one, by role, name and keyboard), home-overlays (navbars, modal,
 * popovers, tooltips, datepicker, carousel) and home-quality (axe and layout shift).
 */

/** Opens #/home and waits until the lazy showcase has arrived too. */
export async function visitHome(page: Page): Promise<void> {
  await visit(page, 'home');
  await expect(page.getByRole('heading', { level: 2, name: 'Buttons', exact: true })).toBeVisible();
}

/** A showcase section: a region named by its h2. */
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A name matched whole but in any case (the kit writes some labels in lower case and capitalises them in CSS). */
export const wholeName = (name: string) => new RegExp(`^${name}$`, 'i');
