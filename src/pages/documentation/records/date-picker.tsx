import { DatePicker } from '../../../kit/date-picker';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Date picker',
  summary: 'A yyyy-mm-dd text field with a calendar dialog that loads the first time it opens.',
  group: 'component',
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
};

export function Playground(props: object) {
  return <DatePicker {...props} label="Arrival" />;
}
