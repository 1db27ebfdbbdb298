import { Button } from '../../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../../kit/popover';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Popover',
  summary: 'A small panel of text or controls that opens beside its button, on any side.',
  group: 'component',
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the popover and moves focus into it, or closes it when open.',
    },
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the controls inside the popover, wrapping round at either end. In a popover with only text, Tab moves on to what follows the trigger, and Shift+Tab goes back to the trigger; either closes it.',
    },
    { keys: ['Escape'], action: 'Closes the popover and puts focus back on its trigger.' },
  ],
};

export function Playground(props: object) {
  return (
    <Popover {...props}>
      <PopoverTrigger asChild>
        <Button variant="outline" shape="round">
          Details
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <PopoverTitle>Details</PopoverTitle>
        <PopoverBody>A short note that belongs to the button it came from.</PopoverBody>
      </PopoverContent>
    </Popover>
  );
}
