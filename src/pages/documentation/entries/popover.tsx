import { Button } from '../../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../../kit/popover';
import { componentApi, type DocEntryContent } from '../docTypes';

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
  api: [
    componentApi('Popover', Popover, {
      description: 'Holds the open state and links the trigger to its panel.',
      rows: [
        { name: 'open', type: 'boolean', description: 'Whether it is open, when the page keeps the state.' },
        {
          name: 'defaultOpen',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Whether it starts open (uncontrolled).',
        },
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when the trigger, Escape or a click outside asks to open or close it.',
        },
      ],
      inherits: 'Any other prop of Radix Popover’s Root.',
    }),
    componentApi('PopoverTrigger', PopoverTrigger, {
      description: 'The button that opens and closes the popover.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Give the trigger’s behaviour to its only child, such as a kit Button.',
        },
      ],
      inherits: 'Every prop of a <button>.',
    }),
    componentApi('PopoverContent', PopoverContent, {
      description:
        'The white card with its arrow, rendered in a portal and kept on screen: it flips to the other side when there is no room.',
      rows: [
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          defaultValue: "'bottom'",
          description: 'Which side of the trigger it opens on, when there is room.',
        },
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          defaultValue: "'center'",
          description: 'How it lines up with the trigger along that side.',
        },
        {
          name: 'sideOffset',
          type: 'number',
          defaultValue: '8',
          description: 'Gap between the trigger and the card, in pixels.',
        },
        {
          name: 'collisionPadding',
          type: 'number',
          defaultValue: '8',
          description: 'Least distance from the edges of the window, in pixels.',
        },
        {
          name: 'aria-label',
          type: 'string',
          description: 'Names the panel when it has no PopoverTitle.',
        },
      ],
      inherits: 'Any other prop of Radix Popover’s Content, such as onOpenAutoFocus or onEscapeKeyDown.',
    }),
    componentApi('PopoverTitle', PopoverTitle, {
      description: 'The bold heading on a light strip (an <h2>); it names the panel.',
      rows: [],
      inherits: 'Every prop of an <h2>, and asChild to render another heading level.',
    }),
    componentApi('PopoverBody', PopoverBody, {
      description: 'The padded text or controls under the title.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
  ],
};
