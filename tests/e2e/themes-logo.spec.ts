// The studio's "A brand from its logo", in Chromium and Firefox: every image here is made by the test (an SVG as
// text, PNGs drawn on a canvas in the page), fed to the file input, and read in the page, which makes no request
// (the guard fixture fails the test on any request that leaves the site, and on console errors).
import type { Page } from '@playwright/test';
import { OKLab, sRGB } from 'colorjs.io/fn';
import { chromiumOnly } from '../engines';
import { Listener, saidTwice } from './speech';
import { axeViolations, expect, test, useStoredTheme, visit } from './fixtures';

const oklab = (hex: string) =>
  sRGB.to(OKLab, [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as never);
/** ΔE in OKLab: the straight distance between two hex colours. */
const deltaE = (one: string, other: string) => {
  const [a, b] = [oklab(one), oklab(other)];
  return Math.hypot(...a.map((value, axis) => (value ?? 0) - (b[axis] ?? 0)));
};

async function openStudio(page: Page, query = ''): Promise<void> {
  await visit(page, `themes${query}`);
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toBeVisible();
}

const logoGroup = (page: Page) => page.getByRole('group', { name: 'A brand from its logo' });
/** The native file input the "Open a logo…" button opens (out of sight: the button is the control). */
const logoInput = (page: Page) => logoGroup(page).locator('input[type=file]');
const logoStatus = (page: Page) => logoGroup(page).getByRole('status');

/**
 * The hex codes of the colours offered, in their order. Read in the page's own world: Firefox 153's content process
 * crashes when Playwright reads text through its isolated one (tests/engines.ts, `firefoxCrash`).
 */
async function offered(page: Page, file: string): Promise<string[]> {
  await expect(logoGroup(page).getByRole('list', { name: `Colours in ${file}` })).toBeVisible();
  return page.evaluate(
    (name) =>
      Array.from(
        document.querySelectorAll(`ul[aria-label="${name}"] > li`),
        (item) => /#[0-9a-f]{6}/.exec(item.textContent)?.[0] ?? item.textContent,
      ),
    `Colours in ${file}`,
  );
}

/** A PNG drawn on a canvas in the page: a photo-like gradient, or a shape too faint to count. */
async function pngFromCanvas(page: Page, kind: 'gradient' | 'transparent'): Promise<Buffer> {
  const url = await page.evaluate((drawn) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    if (drawn === 'gradient') {
      // Red to blue across, darkening downwards: a photo's smooth changes, not a logo's flat colours.
      const across = context.createLinearGradient(0, 0, canvas.width, 0);
      across.addColorStop(0, '#ff2800');
      across.addColorStop(1, '#0028ff');
      context.fillStyle = across;
      context.fillRect(0, 0, canvas.width, canvas.height);
      const down = context.createLinearGradient(0, 0, 0, canvas.height);
      down.addColorStop(0, 'rgb(0 0 0 / 0)');
      down.addColorStop(1, 'rgb(0 0 0 / 0.35)');
      context.fillStyle = down;
      context.fillRect(0, 0, canvas.width, canvas.height);
    } else {
      // A teal square at 20 % opacity on nothing: no pixel is opaque enough to be part of a logo.
      context.fillStyle = 'rgb(10 143 143 / 0.2)';
      context.fillRect(40, 40, 160, 80);
    }
    return canvas.toDataURL('image/png');
  }, kind);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

const twoColourSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">
  <rect width="200" height="100" fill="#0a8f8f"/>
  <circle cx="250" cy="50" r="50" fill="#e0218a"/>
  <script>document.title = 'ran'</script>
</svg>`;

/**
 * Answers every file chooser the page opens with the two-colour SVG. Set before the page loads: the browser must
 * be told to hand choosers to the test before a key opens one, and `waitForEvent` just before the key can lose
 * that race on a loaded machine.
 */
const chooseTwoColourSvg = (page: Page) =>
  page.on('filechooser', (chooser) =>
    chooser.setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(twoColourSvg) }),
  );

test('a flat two-colour SVG logo offers its two colours and its suggestion sets Primary; a grey and a colour dropped give Neutral and Primary', async ({
  page,
}) => {
  await openStudio(page);
  await expect(logoGroup(page)).toContainText('nothing is uploaded, and no request is made');
  await logoInput(page).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(twoColourSvg),
  });
  // The circle covers π/4 of its square: 2 / (2 + 0.785) of the coloured area is teal.
  await expect(logoStatus(page)).toHaveText('Found 2 colours in logo.svg: teal 72\u00a0%, pink 28\u00a0%.');
  const [teal, pink, ...more] = await offered(page, 'logo.svg');
  expect(more).toEqual([]);
  expect(deltaE(teal ?? '', '#0a8f8f')).toBeLessThan(0.01);
  expect(deltaE(pink ?? '', '#e0218a')).toBeLessThan(0.01);
  // The SVG was drawn as an image: its script did not run.
  expect(await page.title()).not.toBe('ran');

  await logoGroup(page).getByRole('button', { name: 'Use the suggested colours' }).click();
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue(teal ?? '');
  await expect(logoStatus(page)).toHaveText(`Primary is now teal ${teal}.`);
  // One colour to one option, from its own row.
  await logoGroup(page)
    .getByRole('group', { name: `Use pink ${pink} as` })
    .getByRole('button', { name: 'Danger', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Danger', exact: true })).toHaveValue(pink ?? '');

  // Dropped on the group: a grey and a colour give Neutral and Primary.
  await page.evaluate(() => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
      <rect width="60" height="100" fill="#6b6450"/><rect x="60" width="40" height="100" fill="#e0218a"/></svg>`;
    const transfer = new DataTransfer();
    transfer.items.add(new File([svg], 'brand.svg', { type: 'image/svg+xml' }));
    // The logo's group: the studio has another file input, for tokens.
    const group = Array.from(document.querySelectorAll('[role=group]')).find((element) =>
      element.textContent?.includes('Open a logo'),
    );
    group?.dispatchEvent(
      new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    group?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(logoStatus(page)).toHaveText(
    'Found 2 colours in brand.svg: greyish amber 60\u00a0%, pink 40\u00a0%.',
  );
  await logoGroup(page).getByRole('button', { name: 'Use the suggested colours' }).click();
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#e0218a');
  await expect(page.getByRole('textbox', { name: 'Neutral', exact: true })).toHaveValue('#6b6450');

  // Most logos' SVG has a viewBox and no size of its own: it is drawn square.
  await logoInput(page).setInputFiles({
    name: 'mark.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0a8f8f"/></svg>',
    ),
  });
  await expect(logoStatus(page)).toHaveText('Found 1 colour in mark.svg: teal 100\u00a0%.');
});

test('a photo-like gradient PNG offers several colours along it; bad files say what is wrong', async ({
  page,
}) => {
  await openStudio(page);
  const gradient = await pngFromCanvas(page, 'gradient');
  await logoInput(page).setInputFiles({ name: 'gradient.png', mimeType: 'image/png', buffer: gradient });
  await expect(logoStatus(page)).toHaveText(/^Found [4-6] colours in gradient\.png: /);
  const colours = await offered(page, 'gradient.png');
  expect(colours.length).toBeGreaterThanOrEqual(4);
  // Spread along it: one near each end, none alike.
  const nearest = (end: string) => Math.min(...colours.map((colour) => deltaE(colour, end)));
  expect(nearest('#e82808')).toBeLessThan(0.15);
  expect(nearest('#0828e8')).toBeLessThan(0.15);
  for (const one of colours)
    for (const other of colours) if (one !== other) expect(deltaE(one, other)).toBeGreaterThan(0.03);

  const transparent = await pngFromCanvas(page, 'transparent');
  await logoInput(page).setInputFiles({ name: 'faint.png', mimeType: 'image/png', buffer: transparent });
  await expect(logoStatus(page)).toHaveText('faint.png has no colour in it: every pixel is transparent.');
  await expect(logoGroup(page).getByRole('list')).toHaveCount(0);

  await logoInput(page).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Our brand colours are teal and navy.\n'),
  });
  await expect(logoStatus(page)).toHaveText(
    'notes.png is not an image: its content is not PNG, JPEG, SVG or WebP, whatever its name says.',
  );

  await logoInput(page).setInputFiles({
    name: 'damaged.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([gradient.subarray(0, 8), Buffer.from('not the rest of a PNG')]),
  });
  await expect(logoStatus(page)).toHaveText(
    'damaged.png could not be read: it looks like a PNG file, but this browser cannot decode it (it may be damaged).',
  );

  const big = Buffer.concat([gradient, Buffer.alloc(6 * 1024 * 1024)]);
  await logoInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(logoStatus(page)).toHaveText(/^big\.png is too large: 6\.0 MB; the limit is 5\.0 MB\.$/);
});

test(
  'the button opens the file chooser from the keyboard; the colours read, dark and right to left at 320 px: axe finds nothing and nothing overflows',
  chromiumOnly('firefoxCrash'),
  async ({ page }) => {
    chooseTwoColourSvg(page);
    await useStoredTheme(page, 'dark');
    await page.setViewportSize({ width: 320, height: 740 });
    await openStudio(page, '?dir=rtl');
    // The button opens the system's file chooser, from the keyboard: no dragging needed.
    const open = logoGroup(page).getByRole('button', { name: 'Open a logo…' });
    await expect(open).toHaveAccessibleDescription(/nothing is uploaded, and no request is made/);
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(logoStatus(page)).toHaveText(/^Found 2 colours in logo\.svg/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  },
);

/** What the live regions said that the listener has recorded and not yet given (after its own wait ran out). */
const heardLater = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard: string[] }).__heard.splice(0));

test(
  'a screen reader hears the button, its promise, and once what was found; then what was used',
  chromiumOnly('devtools'),
  async ({ page }) => {
    chooseTwoColourSvg(page);
    await openStudio(page);
    const listener = new Listener(page);
    await listener.start();
    const open = logoGroup(page).getByRole('button', { name: 'Open a logo…' });
    expect(await listener.focus(open)).toEqual([
      'region, Your brand',
      'group, A brand from its logo',
      'button, OPEN A LOGO…, Or drop it here. PNG, JPEG, SVG or WebP, up to 5 MB. It is read here, in your browser: nothing is uploaded, and no request is made.',
    ]);
    const pressed = await listener.press('Enter');
    await expect(logoStatus(page)).toHaveText(/^Found/);
    // What the live region said after the press's own wait, read from the listener's record.
    const later = await heardLater(page);
    const spoken = [...pressed, ...later];
    // (The listener writes any run of white space, the no-break space too, as one space.)
    expect(spoken).toEqual(['Found 2 colours in logo.svg: teal 72 %, pink 28 %.']);
    expect(saidTwice(spoken)).toEqual([]);
    // The same file again is read, and said, again.
    const again = await listener.press('Enter');
    await expect
      .poll(async () => {
        again.push(...(await heardLater(page)));
        return again;
      })
      .toEqual(['Found 2 colours in logo.svg: teal 72 %, pink 28 %.']);
    expect(
      await listener.focus(logoGroup(page).getByRole('button', { name: 'Use the suggested colours' })),
    ).toEqual(['button, USE THE SUGGESTED COLOURS']);
    expect(await listener.press('Enter')).toEqual(['Primary is now teal #0a8f8f.']);
  },
);
