import { Checkbox } from '../../../kit/choice';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Checkbox and radio',
  summary: 'Native checkboxes and radio buttons with a label and an optional description.',
  group: 'component',
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous checkbox. A radio group is one stop: Tab lands on its checked radio, or on the first when none is checked.',
    },
    { keys: ['Space'], action: 'Checks or unchecks the checkbox; checks the focused radio.' },
    {
      keys: ['ArrowDown', 'ArrowRight'],
      action: 'In a radio group, moves to the next radio and checks it, wrapping round at the end.',
    },
    {
      keys: ['ArrowUp', 'ArrowLeft'],
      action: 'In a radio group, moves to the previous radio and checks it.',
    },
  ],
};

export function Playground(props: object) {
  return <Checkbox {...props} label="Email me replies" />;
}
