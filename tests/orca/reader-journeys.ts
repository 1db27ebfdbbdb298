// Journeys only a screen reader takes, heard by Orca in Firefox and Chromium (journeys.spec.ts runs them after the
// shared ones): browse mode (headings, landmarks, form fields, read all), a documentation page as it arrives, the
// documentation's navigation, playground and Copy page, the sign-up form and the theme studio. Their keys include
// Orca's own; their checks are the page's, as in tests/shared/journeys.ts.
import type { Journey } from '../shared/journey-runner';
import type { ReaderKey } from './session';

const kitFiles = { role: 'navigation', name: 'Kit files' };

export const readerJourneys: Journey<ReaderKey>[] = [
  {
    name: 'a documentation page as it arrives: its h1 has focus, heard as a heading',
    kit: ['slider'],
    path: 'documentation?component=slider',
    steps: [
      {
        does: 'open the Slider page afresh',
        then: [{ target: { role: 'heading', name: 'Slider' }, focused: true }],
        hear: ['Slider heading level 1'],
        // Firefox: Orca says a page loaded afresh by its title, and reads the focused h1 or not, as the load's last
        // events fall (both seen, run to run).
        hearIn: { firefox: ['/^Slider · Documentation$/'] },
      },
    ],
  },
  {
    name: 'browse mode on a documentation page: headings, levels, landmarks and form fields, in order',
    kit: ['slider'],
    path: 'documentation?component=slider',
    steps: [
      {
        does: 'Control+Home, to the top of the page',
        press: ['Control+Home'],
        then: [],
      },
      { does: 'h, the next heading', press: ['h'], then: [], hear: ['Slider heading level 1'] },
      { does: 'h again', press: ['h'], then: [], hear: ['Demo heading level 2'] },
      {
        does: '2, the next heading of level 2',
        press: ['2'],
        then: [],
        hear: ['Playground heading level 2'],
      },
      { does: '3, the next heading of level 3', press: ['3'], then: [], hear: ['Controls heading level 3'] },
      {
        does: 'Orca+Tab, the next form field',
        press: ['Orca+Tab'],
        then: [],
        hear: ['default', 'not selected radio button'],
      },
      {
        does: 'm, the next landmark',
        press: ['m'],
        then: [],
        // The playground's preview, a region: Orca says its name and the first thing in it, the slider's label.
        hear: ['Preview', 'Volume'],
      },
      {
        does: 't, the next table',
        press: ['t'],
        then: [],
        hear: ['Keys Slider answers to', 'table with 6 rows 2 columns'],
      },
    ],
  },
  {
    name: 'read all on a documentation page: from the h1 to the footer, the API table in order',
    // On no page's Screen reader table: the page it reads holds its table, which would hold the last reading, and
    // so on, longer at every run.
    kit: [],
    path: 'documentation?component=switch',
    steps: [
      { does: 'Control+Home', press: ['Control+Home'], then: [] },
      {
        does: 'read all',
        press: ['ReadAll'],
        then: [],
        // Every section's heading once, with its level, to the footer's last line. Orca reads a heading's text and
        // its role on lines of their own, which tells them from the same words quoted in the Screen reader tables.
        // Not the h1: Orca's read all passes over the heading that has focus in some runs, in both browsers (the
        // browse-mode journey holds it).
        hear: [
          ...[
            'Demo',
            'Playground',
            'Keyboard',
            'Tested for',
            'Screen reader',
            'API',
            'Install',
            'Source',
          ].map((heading) => `/^${heading}\\nheading level 2$/`),
          '/^Original code and artwork\\.$/',
        ],
        hearAtMost: 200_000,
      },
    ],
  },
  {
    name: 'the documentation’s navigation: a kit file’s link leads to its page, heard by its heading',
    kit: ['switch'],
    path: 'documentation?component=slider',
    steps: [
      {
        does: 'Enter on "Switch" in the kit files',
        focus: { role: 'link', name: 'Switch', in: kitFiles },
        press: ['Enter'],
        then: [{ target: { role: 'heading', name: 'Switch' }, focused: true }],
        hear: ['Switch link', 'Switch heading level 1'],
        // Firefox said the heading again without its role when the page before's h1 was reused with new text.
        hearNot: ['/^Switch clickable\\.?$/'],
      },
    ],
  },
  {
    name: 'the playground: a control says its own change once, and the preview says nothing',
    kit: ['switch'],
    path: 'documentation?component=switch',
    steps: [
      {
        does: 'Space on the "disabled" switch',
        focus: { role: 'switch', name: 'disabled', in: { role: 'group', name: 'Controls' } },
        press: ['Space'],
        then: [],
        hear: ['disabled switch off', '/^on\\.?$/'],
      },
    ],
  },
  {
    name: 'Copy page: the button says it has copied the page, once',
    kit: ['switch'],
    path: 'documentation?component=switch',
    steps: [
      {
        does: 'Enter on "Copy page"',
        focus: { role: 'button', name: 'Copy page', prefix: true },
        press: ['Enter'],
        then: [],
        // Orca says "Copied selection to clipboard." of its own when the clipboard changes; the page's status follows.
        hear: ['Copy page push button', 'Copied the page as Markdown'],
      },
    ],
  },
  {
    name: 'the sign-up form: every field and button by name and role, in order',
    kit: ['sign-up-card', 'input'],
    path: 'signup',
    steps: [
      {
        does: 'Tab from the last network link into the form',
        focus: { role: 'link', name: 'Email the Paper Kit A11y team' },
        press: ['Tab'],
        then: [{ target: { role: 'textbox', name: 'Email' }, focused: true }],
        hear: ['form Welcome', 'Email entry'],
      },
      {
        does: 'Tab to the password',
        press: ['Tab'],
        then: [{ target: { role: 'textbox', name: 'Password' }, focused: true }],
        hear: ['Password password text'],
      },
      {
        does: 'Tab to "Register"',
        press: ['Tab'],
        then: [{ target: { role: 'button', name: 'Register' }, focused: true }],
        hear: ['Register push button'],
      },
      {
        does: 'Enter on "Register"',
        press: ['Enter'],
        then: [],
        hear: ['This is a demo: nothing was sent, and no account was made'],
      },
    ],
  },
  {
    name: 'the theme studio: its colour fields by name, and "Use on this site" says what it did',
    kit: [],
    path: 'themes',
    steps: [
      {
        does: 'focus "Primary"',
        focus: { role: 'textbox', name: 'Primary' },
        then: [],
        hear: ['Primary entry', 'Buttons, links, the focus ring, the selected state'],
      },
      {
        does: 'Enter on "Use on this site"',
        focus: { role: 'button', name: 'Use on this site' },
        press: ['Enter'],
        then: [],
        hear: ['Use on this site push button', 'The site now uses this theme, on every page and every visit'],
      },
    ],
  },
];
