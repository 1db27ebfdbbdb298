import { Button } from '../../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../../kit/popover';
import type { DocEntryContent } from '../docTypes';

const sides = ['right', 'top', 'left', 'bottom'] as const;

function PopoverDemo() {
  return (
    <div className="flex flex-wrap justify-center gap-3 py-24">
      {sides.map((side) => (
        <Popover key={side}>
          <PopoverTrigger asChild>
            <Button color="default" variant="outline" shape="round">
              on {side}
            </Button>
          </PopoverTrigger>
          <PopoverContent side={side}>
            <PopoverTitle>Popover on {side}</PopoverTitle>
            <PopoverBody>
              A short note that belongs to the button it came from. Escape or a click outside closes it.
            </PopoverBody>
          </PopoverContent>
        </Popover>
      ))}
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: PopoverDemo,
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the popover and moves focus into it, or closes it when open.',
    },
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves between the controls inside the popover, wrapping round at either end.',
    },
    { keys: ['Escape'], action: 'Closes the popover and puts focus back on its trigger.' },
  ],
  accessibility: (
    <>
      <p>
        The panel is a <code>dialog</code> named by its <code>PopoverTitle</code>, and the trigger reports{' '}
        <code>aria-expanded</code> and which panel it controls. Without a title or an <code>aria-label</code>{' '}
        the kit logs an error.
      </p>
      <p>
        It is not modal: the rest of the page stays readable and usable, and a click outside closes it. On
        opening, Radix focuses the first control inside, or the panel itself when it holds only text, so a
        screen reader reads it straight away.
      </p>
    </>
  ),
};
