// Keyboard journeys written once, as data, and run in every engine: by Playwright in Chromium and Firefox
// (tests/e2e/journeys.spec.ts) and by WebDriver in WebKit (tests/webkit/journeys.spec.ts), through
// journey-runner.ts. The expectations live here and nowhere else.
import type { Key } from './driver';
import type { Check, Journey, Step, Target } from './journey-runner';

const region = (name: string) => ({ role: 'region', name });
const toggles = region('Toggle buttons');
const choices = region('Checkboxes and radio buttons');
const sliders = region('Sliders');
const tabsSection = region('Tabs');
const alerts = { role: 'region', name: 'Sample alerts' };
const primaryNavbar = { role: 'navigation', name: 'Primary navbar example' };
const carousel = region('Places');
const datepicker = region('Datepicker');
const pagination = { role: 'navigation', name: 'Pagination, 70 items' };
const overlays = region('Popovers and tooltips');

const aSwitch = (name: string): Target => ({ role: 'switch', name, in: toggles });
const box = (name: string): Target => ({ role: 'checkbox', name, in: choices });
const radio = (name: string): Target => ({ role: 'radio', name, in: choices });
const slider = (name: string): Target => ({ role: 'slider', name, in: sliders });
const tab = (name: string): Target => ({ role: 'tab', name, in: tabsSection });
const menuItem = (name: string): Target => ({ role: 'menuitem', name, in: { role: 'menu', name: 'More' } });
const dot = (n: number): Target => ({
  role: 'button',
  name: `${n} of 3`,
  in: { role: 'group', name: 'Choose slide to display' },
});
const selected = (target: Target, value: boolean): Check => ({
  target,
  attribute: 'aria-selected',
  equals: String(value),
});
const checked = (target: Target, value: boolean): Check => ({ target, checked: value });
const valueNow = (target: Target, value: number): Check => ({
  target,
  attribute: 'aria-valuenow',
  equals: String(value),
});
const modal = { role: 'dialog', name: 'Delete this project?' };
const launch: Target = { role: 'button', name: 'Launch demo modal', hidden: true };
const sideMenu = { role: 'dialog', name: 'Menu' };
const burger: Target = { role: 'button', name: 'Menu', hidden: true };
const calendar = { role: 'dialog', name: 'Choose date' };
const chooser: Target = { role: 'button', name: 'Choose date', in: datepicker, hidden: true };
const themeToggle: Target = { role: 'button', name: 'Dark theme' };
/** A day as a screen reader hears a calendar's day button: "Saturday 28 November 2026". */
const dayPattern = '\\w+day \\d{1,2} \\w+ \\d{4}';

/** The APG dialog's close: Escape leaves no dialog open and gives focus back to what opened it. */
const escapeClosesDialog = (trigger: Target): Step => ({
  does: 'Escape',
  press: ['Escape'],
  then: [
    { target: { role: 'dialog' }, count: 0 },
    { target: trigger, focused: true },
  ],
});

/** Every stateful widget of the kit, by keyboard, as the W3C APG's patterns have it. */
export const journeys: Journey[] = [
  {
    name: 'switch (APG switch): Space toggles, the arrows set on and off',
    kit: ['switch'],
    path: 'home',
    steps: [
      {
        does: 'Space on "Autoplay videos"',
        focus: aSwitch('Autoplay videos'),
        press: ['Space'],
        then: [
          checked(aSwitch('Autoplay videos'), true),
          { target: aSwitch('Autoplay videos'), focused: true },
        ],
        hear: ['Autoplay videos switch off', 'on'],
      },
      {
        does: 'Space again',
        press: ['Space'],
        then: [checked(aSwitch('Autoplay videos'), false)],
        hear: ['off'],
      },
      {
        does: 'ArrowRight twice (a screen reader in focus mode)',
        mode: 'focus',
        press: ['ArrowRight', 'ArrowRight'],
        then: [checked(aSwitch('Autoplay videos'), true)],
        hear: ['on'],
      },
      {
        does: 'ArrowLeft',
        press: ['ArrowLeft'],
        then: [checked(aSwitch('Autoplay videos'), false)],
        hear: ['off'],
      },
    ],
  },
  {
    name: 'checkbox (APG checkbox): Space toggles',
    kit: ['choice'],
    path: 'home',
    steps: [
      {
        does: 'Space on "Weekly digest"',
        focus: box('Weekly digest'),
        press: ['Space'],
        then: [checked(box('Weekly digest'), false), { target: box('Weekly digest'), focused: true }],
        hear: ['Weekly digest check box checked', 'not checked'],
      },
      {
        does: 'Space again',
        press: ['Space'],
        then: [checked(box('Weekly digest'), true)],
        hear: ['/^checked$/'],
      },
    ],
  },
  {
    name: 'radio group (APG radio group): an arrow key checks and focuses the other radio',
    kit: ['choice'],
    path: 'home',
    steps: [
      {
        does: 'ArrowUp on "Express delivery"',
        focus: radio('Express delivery'),
        mode: 'focus',
        press: ['ArrowUp'],
        then: [
          { target: radio('Standard delivery'), focused: true },
          checked(radio('Standard delivery'), true),
          checked(radio('Express delivery'), false),
        ],
        hear: ['Express delivery', 'Standard delivery. selected radio button'],
      },
    ],
  },
  {
    name: 'slider (APG slider): arrows, Page Up, Home and End; the shown value follows',
    kit: ['slider'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight',
        focus: slider('Single value'),
        press: ['ArrowRight'],
        then: [valueNow(slider('Single value'), 41)],
        hear: ['Single value horizontal slider 40', '41'],
      },
      { does: 'PageUp', press: ['PageUp'], then: [valueNow(slider('Single value'), 51)], hear: ['51'] },
      { does: 'Home', press: ['Home'], then: [valueNow(slider('Single value'), 0)], hear: ['0'] },
      { does: 'End', press: ['End'], then: [valueNow(slider('Single value'), 100)], hear: ['100'] },
    ],
  },
  {
    name: 'range slider (APG multi-thumb slider): a thumb moves the other thumb’s bound',
    kit: ['slider'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight on "Minimum"',
        focus: slider('Minimum'),
        press: ['ArrowRight'],
        then: [
          valueNow(slider('Minimum'), 21),
          { target: slider('Maximum'), attribute: 'aria-valuemin', equals: '21' },
        ],
        hear: ['Minimum horizontal slider 20', '21'],
      },
      { does: 'End', press: ['End'], then: [valueNow(slider('Minimum'), 60)], hear: ['60'] },
    ],
  },
  {
    name: 'tabs (APG tabs, automatic activation): the arrows select the next tab; Tab enters its panel',
    kit: ['tabs'],
    path: 'home',
    steps: [
      {
        does: 'ArrowRight on "Home"',
        focus: tab('Home'),
        press: ['ArrowRight'],
        then: [
          selected(tab('Profile'), true),
          selected(tab('Home'), false),
          { target: tab('Profile'), focused: true },
        ],
        hear: ['Home page tab', 'Profile page tab'],
      },
      {
        does: 'Tab',
        press: ['Tab'],
        then: [{ target: { role: 'tabpanel', name: 'Profile', in: tabsSection }, focused: true }],
        // Orca 43 says a focused tab panel by its role alone, a "scroll pane" (how both browsers give a tabpanel to
        // AT-SPI), not by its name, which is the tab's just said.
        hear: ['scroll pane'],
      },
    ],
  },
  {
    name: 'menu button (APG menu button): Enter opens on the first item, arrows move, Escape closes',
    kit: ['dropdown-menu', 'navbar'],
    path: 'home',
    viewport: 'wide',
    steps: [
      {
        does: 'Enter on "More"',
        focus: { role: 'button', name: 'More', prefix: true, in: primaryNavbar },
        press: ['Enter'],
        then: [{ target: menuItem('Landing'), focused: true }],
        hear: ['MORE collapsed push button', 'Landing.'],
      },
      {
        does: 'ArrowDown',
        press: ['ArrowDown'],
        then: [{ target: menuItem('Profile'), focused: true }],
        hear: ['Profile.'],
      },
      {
        does: 'Escape',
        press: ['Escape'],
        then: [
          { target: { role: 'menu' }, count: 0 },
          { target: { role: 'button', name: 'More', prefix: true, in: primaryNavbar }, focused: true },
        ],
        hear: ['MORE collapsed push button'],
      },
    ],
  },
  {
    name: 'modal dialog (APG dialog): Enter opens it, Tab stays inside, Escape closes and returns focus',
    kit: ['modal', 'focus-after-paint'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Launch demo modal"',
        focus: launch,
        press: ['Enter'],
        then: [{ focusInside: modal }],
        hear: ['LAUNCH DEMO MODAL collapsed push button', 'Delete this project? dialog', 'Close push button'],
      },
      { does: 'Tab six times', press: Array<Key>(6).fill('Tab'), then: [{ focusInside: modal }] },
      { does: 'Shift+Tab six times', press: Array<Key>(6).fill('Shift+Tab'), then: [{ focusInside: modal }] },
      { ...escapeClosesDialog(launch), hear: ['LAUNCH DEMO MODAL collapsed push button'] },
    ],
  },
  {
    name: 'side menu (a modal dialog): the burger opens it, Tab stays inside, Escape closes and returns focus',
    kit: ['focus-after-paint'],
    path: 'home',
    viewport: 'narrow',
    steps: [
      {
        does: 'Enter on the burger',
        focus: burger,
        press: ['Enter'],
        then: [{ focusInside: sideMenu }, { target: burger, attribute: 'aria-expanded', equals: 'true' }],
        hear: ['Menu collapsed push button', 'Menu dialog', 'Close menu push button'],
      },
      { does: 'Tab eight times', press: Array<Key>(8).fill('Tab'), then: [{ focusInside: sideMenu }] },
      { ...escapeClosesDialog(burger), hear: ['Menu collapsed push button'] },
    ],
  },
  {
    name: 'date picker (APG date picker dialog): a day has focus, ArrowRight and Enter write the next day',
    kit: ['date-picker', 'calendar', 'focus-after-paint', 'dates'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Choose date"',
        focus: chooser,
        press: ['Enter'],
        then: [{ focusInside: { role: 'grid', in: calendar } }],
        hear: [
          'Choose date collapsed push button',
          'Choose date dialog',
          `/^Today, ${dayPattern} push button\\.?$/`,
        ],
      },
      {
        // Five weeks on, the focus crosses into another month, where each move must still say only the day.
        does: 'ArrowDown five times',
        press: Array<Key>(5).fill('ArrowDown'),
        then: [{ focusInside: { role: 'grid', in: calendar } }],
        hearAtMost: 5 * 80,
      },
      {
        does: 'ArrowRight, then Enter',
        press: ['ArrowRight', 'Enter'],
        then: [
          { target: { role: 'dialog' }, count: 0 },
          { target: chooser, focused: true },
          { target: { role: 'textbox', name: 'Pick a date', in: datepicker }, value: /^\d{4}-\d{2}-\d{2}$/ },
        ],
        hear: [`/^${dayPattern} push button\\.?$/`, 'Choose date collapsed push button'],
      },
    ],
  },
  {
    name: 'carousel (APG carousel): "Next slide" and a slide picker move the current slide',
    kit: ['carousel'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Next slide"',
        focus: { role: 'button', name: 'Next slide', in: carousel },
        press: ['Enter'],
        then: [
          { target: dot(2), attribute: 'aria-disabled', equals: 'true' },
          {
            target: { role: 'group', name: '1 of 3', in: carousel, hidden: true },
            attribute: 'inert',
            equals: '',
          },
        ],
        hear: ['Next slide push button', 'Slide 2 of 3'],
      },
      {
        does: 'Enter on the "3 of 3" picker',
        focus: dot(3),
        press: ['Enter'],
        then: [
          { target: dot(3), attribute: 'aria-disabled', equals: 'true' },
          { target: dot(2), attribute: 'aria-disabled', equals: null },
        ],
        hear: ['3 of 3 push button', 'Slide 3 of 3'],
      },
    ],
  },
  {
    name: 'pagination: Enter on "Next page" moves the current page, which is aria-current',
    kit: ['pagination'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Next page"',
        focus: { role: 'button', name: 'Next page', in: pagination },
        press: ['Enter'],
        then: [
          {
            target: { role: 'button', name: 'Page 5', in: pagination },
            attribute: 'aria-current',
            equals: 'page',
          },
        ],
        hear: ['Next page push button', 'Page 5'],
      },
      {
        does: 'Enter twice more, to the end',
        press: ['Enter', 'Enter'],
        then: [
          {
            target: { role: 'button', name: 'Next page', in: pagination },
            attribute: 'aria-disabled',
            equals: 'true',
          },
        ],
        hear: ['Page 6', 'Page 7'],
      },
    ],
  },
  {
    name: 'alerts: dismissing one removes it, says so, and moves focus to the next',
    kit: ['alert'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "Dismiss info alert"',
        focus: { role: 'button', name: 'Dismiss info alert', in: alerts },
        press: ['Enter'],
        then: [
          { target: { role: 'button', name: 'Dismiss info alert', in: alerts }, count: 0 },
          { target: { role: 'button', name: 'Dismiss warning alert', in: alerts }, focused: true },
          { target: { role: 'status', in: alerts }, text: 'Alert dismissed, 3 remaining' },
        ],
        hear: [
          'Dismiss info alert push button',
          'Dismiss warning alert push button',
          'Alert dismissed, 3 remaining',
        ],
        hearAtMost: 320,
      },
      {
        does: 'Enter again, on "Dismiss warning alert"',
        press: ['Enter'],
        then: [
          { target: { role: 'button', name: 'Dismiss warning alert', in: alerts }, count: 0 },
          { target: { role: 'button', name: 'Dismiss danger alert', in: alerts }, focused: true },
          { target: { role: 'status', in: alerts }, text: 'Alert dismissed, 2 remaining' },
        ],
        hear: ['Dismiss danger alert push button', 'Alert dismissed, 2 remaining'],
      },
    ],
  },
  {
    name: 'tooltip (APG tooltip): focus shows it and it describes its button; Escape hides it',
    kit: ['tooltip'],
    path: 'home',
    webkitFails:
      'in WebKitGTK the trigger takes focus by Tab but no tooltip opens (seen when this journey was added; not yet understood)',
    steps: [
      {
        // By Tab from the trigger before it. Whether the tooltip shows is not checked here: a focus that scrolls the
        // page opens it and closes it at once (Radix closes a tooltip when anything around its trigger scrolls),
        // and the scroll that brought "Tooltip on right" into view may still be going (Firefox, a busy machine).
        // home-overlays.spec.ts checks every side with the page held still; here Orca must say the tooltip.
        does: 'Tab from "Tooltip on right" to "Tooltip on top"',
        focus: { role: 'button', name: 'Tooltip on right', in: overlays },
        press: ['Tab'],
        then: [{ target: { role: 'button', name: 'Tooltip on top', in: overlays }, focused: true }],
        hear: ['Tooltip on top push button', 'A tip on the top'],
        // Radix describes the trigger by the tooltip only once it is open, which it is a moment after focus: Chromium
        // reports the new description, and Orca says it again.
        hearIn: { chromium: ['Tooltip on top push button. A tip on the top. A tip on the top'] },
      },
      {
        does: 'Escape',
        press: ['Escape'],
        then: [{ target: { role: 'tooltip' }, count: 0 }],
      },
    ],
  },
  {
    name: 'popover (a non-modal dialog): Enter opens it and it is said, Escape closes it and returns focus',
    kit: ['popover', 'landmark-portal'],
    path: 'home',
    steps: [
      {
        does: 'Enter on "on top"',
        focus: { role: 'button', name: 'on top', in: overlays },
        press: ['Enter'],
        then: [{ target: { role: 'dialog', name: 'Popover on top' }, count: 1 }],
        hear: ['on top collapsed push button', 'Popover on top'],
      },
      {
        does: 'Escape',
        press: ['Escape'],
        then: [
          { target: { role: 'dialog' }, count: 0 },
          { target: { role: 'button', name: 'on top', in: overlays }, focused: true },
        ],
        hear: ['on top collapsed push button'],
      },
    ],
  },
  {
    name: 'right to left: the page reads from the right, and the arrow toward the end is the left one',
    kit: ['tabs', 'slider', 'direction'],
    path: 'home?dir=rtl',
    steps: [
      {
        does: 'ArrowLeft on the "Home" tab',
        focus: tab('Home'),
        press: ['ArrowLeft'],
        then: [{ html: 'dir', contains: 'rtl' }, selected(tab('Profile'), true)],
        hear: ['Home page tab', 'Profile page tab'],
      },
      {
        does: 'ArrowLeft on "Single value"',
        focus: slider('Single value'),
        press: ['ArrowLeft'],
        then: [valueNow(slider('Single value'), 41)],
        hear: ['Single value horizontal slider 40', '41'],
      },
    ],
  },
  {
    name: 'theme toggle: a pressed button, and the page turns dark',
    kit: [],
    path: 'landing',
    steps: [
      {
        does: 'Enter on "Dark theme"',
        focus: themeToggle,
        press: ['Enter'],
        then: [
          { target: themeToggle, attribute: 'aria-pressed', equals: 'true' },
          { html: 'class', contains: 'dark' },
        ],
        hear: ['Dark theme toggle button not pressed', '/^pressed$/'],
      },
    ],
  },
];
