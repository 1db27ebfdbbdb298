import { Button } from '../../../kit/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../kit/tooltip';
import { Link } from 'react-router-dom';
import { componentApi, type DocEntryContent } from '../docTypes';
import { textLink } from '../docClasses';

const sides = ['right', 'top', 'left', 'bottom'] as const;

function TooltipDemo() {
  return (
    <TooltipProvider>
      <div className="flex flex-wrap justify-center gap-3 py-12">
        {sides.map((side) => (
          <Tooltip key={side}>
            <TooltipTrigger asChild>
              <Button color="default" variant="outline" shape="round">
                on {side}
              </Button>
            </TooltipTrigger>
            <TooltipContent side={side}>Tooltip on {side}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  );
}

export const content: DocEntryContent = {
  Demo: TooltipDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Focusing the trigger opens its tooltip at once; moving focus away closes it.',
    },
    { keys: ['Escape'], action: 'Closes the tooltip; focus stays on the trigger.' },
    { keys: ['Enter', 'Space'], action: 'Presses the trigger as usual, and closes the tooltip.' },
  ],
  accessibility: (
    <>
      <p>
        The tooltip has <code>role=&quot;tooltip&quot;</code>, and while it is open the trigger&rsquo;s{' '}
        <code>aria-describedby</code> points at it: a screen reader reads the trigger&rsquo;s name, then the
        tooltip as its description. So the trigger needs a name of its own; the tooltip never replaces it.
        Keep it to text: nothing inside a tooltip can take focus.
      </p>
      <p>
        It opens on hover after a short delay and on keyboard focus at once, but not on touch. The kit renders
        it at the end of the trigger&rsquo;s nearest landmark rather than at the end of{' '}
        <code>&lt;body&gt;</code> (see{' '}
        <Link to="/documentation?component=landmark-portal" className={textLink}>
          Landmark portal
        </Link>
        ), so its text never sits outside every region.
      </p>
    </>
  ),
  api: [
    componentApi('TooltipProvider', TooltipProvider, {
      description:
        'Shares the opening delay between the tooltips inside it; every Tooltip needs one above it.',
      rows: [
        {
          name: 'delayDuration',
          type: 'number',
          defaultValue: '200',
          description: 'Milliseconds the pointer rests on a trigger before its tooltip opens.',
        },
        {
          name: 'skipDelayDuration',
          type: 'number',
          defaultValue: '300',
          description: 'Milliseconds after one tooltip closes during which the next opens without the delay.',
        },
      ],
      inherits: 'Any other prop of Radix Tooltip’s Provider.',
    }),
    componentApi('Tooltip', Tooltip, {
      description: 'One tooltip: holds its open state and where its trigger is.',
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
          description: 'Called when hover, focus or Escape asks to open or close it.',
        },
        {
          name: 'delayDuration',
          type: 'number',
          description: 'This tooltip’s own delay, instead of the provider’s.',
        },
      ],
      inherits: 'Any other prop of Radix Tooltip’s Root.',
    }),
    componentApi('TooltipTrigger', TooltipTrigger, {
      description: 'The element the tooltip describes.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description:
            'Give the trigger’s behaviour to its only child, such as a kit Button, instead of rendering a <button>.',
        },
        {
          name: 'ref',
          type: 'Ref<HTMLButtonElement>',
          description: 'Still reaches the element; the kit also reads it to find the landmark.',
        },
      ],
      inherits: 'Every prop of a <button>.',
    }),
    componentApi('TooltipContent', TooltipContent, {
      description:
        'Small light text on a dark label with an arrow, kept on screen: it flips side when there is no room.',
      rows: [
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          defaultValue: "'top'",
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
          defaultValue: '6',
          description: 'Gap between the trigger and the tooltip, in pixels.',
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
          description: 'Text read instead of the shown content, when the content is not plain text.',
        },
      ],
      inherits: 'Any other prop of Radix Tooltip’s Content.',
    }),
  ],
};
