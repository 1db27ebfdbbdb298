import { Calendar } from '../../../kit/calendar';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Calendar',
  summary: 'A month grid to pick one day from, styled over react-day-picker.',
  group: 'component',
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
};

export const fixedProps = { autoFocus: 'would take focus from the controls at every change' };

export function Playground(props: object) {
  return <Calendar {...props} defaultMonth={new Date(2026, 2)} />;
}
