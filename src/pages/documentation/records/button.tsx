import { Button } from '../../../kit/button';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Button',
  summary: 'Actions in seven colours, solid, outline or link, round or square, in three sizes.',
  group: 'component',
  keys: [
    { keys: ['Tab', 'Shift+Tab'], action: 'Moves focus to the next or previous button.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Presses the button. A link drawn as a button (asChild with an <a>) follows on Enter only.',
    },
  ],
};

export const fixedProps = { asChild: 'needs one element as its child, such as an <a>' };

export function Playground(props: object) {
  return <Button {...props}>Save changes</Button>;
}
