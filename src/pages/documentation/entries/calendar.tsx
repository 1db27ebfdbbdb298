import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the previous month button, the next month button and the grid. The grid is one stop: focus lands on the picked day, else today, else the first day of the month.',
    },
    {
      keys: ['ArrowLeft', 'ArrowRight'],
      action: 'Moves to the previous or next day (the other way round in right-to-left pages).',
    },
    { keys: ['ArrowUp', 'ArrowDown'], action: 'Moves to the same day of the previous or next week.' },
    { keys: ['PageUp', 'PageDown'], action: 'Moves to the same day of the previous or next month.' },
    {
      keys: ['Shift+PageUp', 'Shift+PageDown'],
      action: 'Moves to the same day of the previous or next year.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or last day of the week.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a day, picks it (in single mode, pressing the picked day again clears it unless required is set). On a month button, shows that month.',
    },
  ],
  accessibility: (
    <>
      <p>
        react-day-picker provides the pattern: each month is a <code>grid</code> named by its month and year,
        and each day is a button named by its full date, with &ldquo;Today&rdquo; before it and
        &ldquo;selected&rdquo; after it where they apply. The month name is a polite live region, so turning
        the month is announced.
      </p>
      <p>
        The kit names a day with its number as it is shown, &ldquo;Tuesday 10 November 2026&rdquo;, so a
        speech-input user who says &ldquo;click 10&rdquo; reaches it (react-day-picker&rsquo;s own name,
        &ldquo;November 10th&rdquo;, does not contain &ldquo;10&rdquo;). While focus is on a day, that day
        alone is in the tab order, in every month, so Shift+Tab and Tab come back to it.
      </p>
      <p>
        Moving past the first or last day shown turns the month, and disabled days are skipped. The kit adds
        the look: the picked day is a filled circle and today is bold and underlined, so neither depends on
        colour alone; every button shows the kit&rsquo;s focus ring.
      </p>
      <p>
        The calendar has no name of its own. Shown inline, put it in a labelled group, as the demo does; the{' '}
        <code>DatePicker</code> puts it in a named dialog.
      </p>
    </>
  ),
};
