import { Button } from '../../../kit/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../kit/tooltip';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Tooltip',
  summary: 'A short label that appears on hover or focus, on any side of its trigger.',
  group: 'component',
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Focusing the trigger opens its tooltip at once; moving focus away closes it.',
    },
    { keys: ['Escape'], action: 'Closes the tooltip; focus stays on the trigger.' },
    { keys: ['Enter', 'Space'], action: 'Presses the trigger as usual, and closes the tooltip.' },
  ],
};

export function Playground(props: object) {
  return (
    <TooltipProvider>
      <Tooltip {...props}>
        <TooltipTrigger asChild>
          <Button variant="outline" shape="round">
            Save
          </Button>
        </TooltipTrigger>
        <TooltipContent>Saves a copy on this device</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
