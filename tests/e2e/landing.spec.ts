import type { Page } from '@playwright/test';
import { axeViolations, expect, SITE_NAME, test, useStoredTheme, viewports, visit } from './fixtures';
import { chromiumOnly } from '../engines';
import { inGroup, kitTags, shownOn, tags } from '../tested-for';

/*
 * The example landing page (#/landing): hero, feature blocks, three team cards and a contact form, driven by role,
 * name and keyboard. Everything below the hero arrives in a second chunk right after it, so look-ups auto-retry.
 */

async function visitLanding(page: Page): Promise<void> {
  await visit(page, 'landing');
  await expect(page.getByRole('heading', { level: 2, name: 'Meet the team' })).toBeAttached();
}

const team = [
  { name: 'Ana Ruiz', role: 'Product designer' },
  { name: 'Jonah Price', role: 'Front-end developer' },
  { name: 'Theo Okafor', role: 'Accessibility lead' },
] as const;

test('one h1 in a dark hero, and the page title', kitTags('landing-hero'), async ({ page }) => {
  await visitLanding(page);
  await expect(page).toHaveTitle(`Landing · ${SITE_NAME}`);
  await expect(page.locator('h1')).toHaveCount(1);
  const hero = page.getByRole('region', { name: 'Your story, on good paper' });
  await expect(hero).toHaveAttribute('data-surface', 'dark');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-surface', 'dark');
});

test(
  '"Meet the team" moves focus to the team; "See the components" leads home',
  kitTags('landing-hero'),
  async ({ page }) => {
    await visitLanding(page);
    await page.getByRole('button', { name: 'Meet the team' }).focus();
    await page.keyboard.press('Enter');
    const teamHeading = page.getByRole('heading', { level: 2, name: 'Meet the team' });
    await expect(teamHeading).toBeFocused();
    await expect(teamHeading).toBeInViewport();

    await page.getByRole('link', { name: 'See the components' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  },
);

test(
  'four feature blocks, each with an icon, a title, a text and a link to a real page',
  kitTags('feature-grid'),
  async ({ page }) => {
    await visitLanding(page);
    const features = page.getByRole('region', { name: 'Let’s talk about the kit' });
    const blocks = features.getByRole('listitem');
    await expect(blocks).toHaveCount(4);
    for (const block of await blocks.all()) {
      await expect(block.getByRole('heading', { level: 3 })).toHaveCount(1);
      await expect(block.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      await expect(block.locator('p')).not.toBeEmpty();
      await expect(block.getByRole('link')).toHaveAttribute('href', /^#\/[a-z]+/);
    }
    await features.getByRole('link', { name: 'Browse the icons' }).click();
    await expect(page).toHaveURL(/#\/nucleoicons$/);
  },
);

test(
  'three team cards: avatar, name, role, quote and social links named after the person',
  kitTags('team-cards', 'avatar', 'card'),
  async ({ page }) => {
    await visitLanding(page);
    const section = page.getByRole('region', { name: 'Meet the team' });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(3);
    for (const [index, { name, role }] of team.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.getByText(role, { exact: true })).toBeVisible();
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('img')).toHaveAttribute('width', '240');

      const github = card.getByRole('link', { name: `${name} on GitHub`, exact: true });
      const mastodon = card.getByRole('link', { name: `${name} on Mastodon`, exact: true });
      const email = card.getByRole('link', { name: `Email ${name}`, exact: true });
      await expect(github).toHaveAttribute('href', 'https://github.com/');
      await expect(mastodon).toHaveAttribute('href', 'https://joinmastodon.org/');
      await expect(email).toHaveAttribute('href', /^mailto:/);
      for (const external of [github, mastodon]) {
        await expect(external).toHaveAttribute('target', '_blank');
        await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(external).toHaveAccessibleDescription('Opens in a new tab');
      }
      await expect(email).not.toHaveAttribute('target', /./);
    }
  },
);

test(
  'the contact form: labelled Name, Email and Message with the right types and autocomplete',
  kitTags('contact-form', 'input'),
  async ({ page }) => {
    await visitLanding(page);
    const form = page.getByRole('form', { name: 'Write to the team' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const message = form.getByRole('textbox', { name: 'Message', exact: true });
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    expect(await message.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    // Clicking a label puts the caret in its field.
    await form.getByText('Message', { exact: true }).click();
    await expect(message).toBeFocused();
  },
);

test(
  'Send Message sends nothing, keeps the URL, and politely says it is a demo',
  kitTags('contact-form'),
  async ({ page }) => {
    await visitLanding(page);
    const form = page.getByRole('form', { name: 'Write to the team' });
    const status = form.getByRole('status');
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const url = page.url();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests.push(request.url());
    });

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Lee');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Could the kit have a stepper?');
    await expect(status).toHaveText('');
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Thank you! This is a demo, so your message was not sent anywhere.');

    expect(page.url()).toBe(url);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // What was typed stays, so nothing is lost.
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('sam@example.com');
  },
);

test(
  'every link goes to a route or a real page, never to "#" or an #id',
  kitTags('landing-hero', 'feature-grid', 'team-cards', 'contact-form'),
  async ({ page }) => {
    await visitLanding(page);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^(#\/[a-z-]+|https:\/\/|mailto:)/);
  },
);

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of Object.values(viewports)) {
    test(
      `the whole page, once its lower sections have arrived, has no axe violations (${theme}, ${viewport.width} px)`,
      tags(chromiumOnly('firefoxCrash'), inGroup('axe'), kitTags(...shownOn('landing'))),
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await useStoredTheme(page, theme);
        await visitLanding(page);
        await expect(page.getByRole('form', { name: 'Write to the team' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // With the demo message showing, on the dark contact band.
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'This is a demo' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
}
