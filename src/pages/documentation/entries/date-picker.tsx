import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the text field and the Choose date button. In the open calendar, moves between the previous and next month buttons and the days, without leaving the dialog.',
    },
    { keys: ['Enter', 'Space'], action: 'On the button, opens the calendar on the chosen day, or today.' },
    {
      keys: ['ArrowLeft', 'ArrowRight'],
      action: 'In the calendar, moves to the previous or next day, turning the month when needed.',
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
        'On a day, writes it into the field as yyyy-mm-dd, closes the calendar and returns focus to the button.',
    },
    { keys: ['Escape'], action: 'Closes the calendar without a change and returns focus to the button.' },
  ],
  accessibility: (
    <>
      <p>
        The field is a labelled text input, so a date can always be typed. The text is checked when the field
        is left: a wrong format or a day that does not exist marks it invalid and links the message to it, and
        the message goes as soon as the text is fixed.
      </p>
      <p>
        The calendar button is named &ldquo;Choose date&rdquo;. It opens a modal dialog of that name (a Radix
        Popover) that keeps focus inside until it closes. Focus starts on the chosen day, or on today; each
        day is read in full, such as &ldquo;Saturday 14 March 2026, selected&rdquo;, and the month is
        announced as it turns. While the dialog is open the page behind is <code>inert</code>, so a screen
        reader&rsquo;s reading mode cannot leave it.
      </p>
      <p>
        When a day is picked, focus goes back to the button, which does not change, and a polite status says
        &ldquo;Picked Saturday 14 March 2026&rdquo; once; it is empty the rest of the time. Typing is not
        announced again: a screen reader already says each key.
      </p>
      <p>
        The calendar code (react-day-picker) loads the first time the dialog opens, so it costs nothing on
        pages where nobody opens it.
      </p>
    </>
  ),
};
