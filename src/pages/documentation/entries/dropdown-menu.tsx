import { ChevronDown } from 'lucide-react';
import { Button } from '../../../kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../kit/dropdown-menu';
import { componentApi, type DocEntryContent } from '../docTypes';

const colors = ['default', 'primary', 'danger'] as const;

function DropdownMenuDemo() {
  return (
    <div className="flex flex-wrap gap-3">
      {colors.map((color) => (
        <DropdownMenu key={color}>
          <DropdownMenuTrigger asChild>
            <Button color={color} shape="round">
              {color} dropdown <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent color={color} align="start">
            <DropdownMenuLabel>Pages</DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <a href="#/landing">Landing page</a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href="#/user-profile">Profile page</a>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <a href="#/signup">Sign up</a>
            </DropdownMenuItem>
            <DropdownMenuItem disabled>Archived (disabled)</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: DropdownMenuDemo,
  keys: [
    {
      keys: ['Enter', 'Space', 'ArrowDown'],
      action: 'On the trigger, opens the menu and moves focus to its first item.',
    },
    { keys: ['ArrowUp'], action: 'On the trigger, opens the menu and moves focus to its last item.' },
    {
      keys: ['ArrowDown', 'ArrowUp'],
      action:
        'Moves to the next or previous item, skipping labels, separators and disabled items; it stops at the ends.',
    },
    { keys: ['Home', 'PageUp'], action: 'Moves to the first item.' },
    { keys: ['End', 'PageDown'], action: 'Moves to the last item.' },
    {
      keys: ['Enter', 'Space'],
      action: 'On an item, runs it (or follows its link), closes the menu and returns focus to the trigger.',
    },
    {
      keys: ['Escape'],
      action: 'Closes the menu and returns focus to the trigger.',
    },
    {
      keys: ['Tab'],
      action: 'Closes the menu and moves focus on to whatever follows the trigger on the page.',
    },
    { keys: ['Shift+Tab'], action: 'Closes the menu and moves focus back to the trigger.' },
  ],
  accessibility: (
    <>
      <p>
        Radix supplies the menu pattern: the trigger says that it opens a menu and whether it is open, the
        list is a <code>menu</code> of <code>menuitem</code>s, and focus moves into it when it opens and back
        to the trigger when it closes. Labels and separators are skipped by the arrow keys, and typing the
        first letters of an item moves to it. The kit adds what Radix leaves out of the APG&rsquo;s menu
        button: Up Arrow on the trigger opens the menu on its last item, and Tab or Shift+Tab leaves the open
        menu, as if it sat right after its trigger, instead of being swallowed.
      </p>
      <p>
        The kit makes the menu non-modal: the rest of the page stays readable and scrollable, and a press
        outside closes it. It renders at the end of the trigger&rsquo;s landmark rather than at the end of the
        page, so it is always inside a landmark. The highlighted item is filled with <code>color</code> and
        shows the focus ring.
      </p>
    </>
  ),
  api: [
    componentApi('DropdownMenu', DropdownMenu, {
      description: 'Holds the menu’s state; wraps a trigger and a content.',
      rows: [
        {
          name: 'modal',
          type: 'boolean',
          defaultValue: 'false',
          description:
            'A modal menu hides the rest of the page from assistive technology and locks scrolling; the kit’s default does neither.',
        },
        {
          name: 'open',
          type: 'boolean',
          description: 'Open or not, when the page keeps the state (controlled).',
        },
        {
          name: 'defaultOpen',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Open at first (uncontrolled).',
        },
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when the menu opens or closes.',
        },
        {
          name: 'dir',
          type: "'ltr' | 'rtl'",
          description: 'Reading direction; follows the page when left out.',
        },
      ],
      inherits: 'Any other prop of Radix DropdownMenu’s Root.',
    }),
    componentApi('DropdownMenuTrigger', DropdownMenuTrigger, {
      description: 'The button that opens the menu.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Use the child (a kit Button, say) as the trigger instead of a plain <button>.',
        },
        {
          name: 'disabled',
          type: 'boolean',
          defaultValue: 'false',
          description: 'The menu cannot be opened.',
        },
      ],
      inherits: 'Any other prop of Radix DropdownMenu’s Trigger, and every prop of a <button>.',
    }),
    componentApi('DropdownMenuContent', DropdownMenuContent, {
      description: 'The floating card of items, placed beside the trigger and kept on screen.',
      rows: [
        {
          name: 'color',
          type: "'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'",
          defaultValue: "'default'",
          description: 'The fill of the highlighted item.',
        },
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          defaultValue: "'center'",
          description: 'Where the menu lines up along the trigger.',
        },
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          defaultValue: "'bottom'",
          description: 'Where the menu opens; it flips when there is no room.',
        },
        {
          name: 'sideOffset',
          type: 'number',
          defaultValue: '6',
          description: 'Gap between the trigger and the menu, in pixels.',
        },
        {
          name: 'collisionPadding',
          type: 'number',
          defaultValue: '8',
          description: 'Least distance kept from the edges of the window, in pixels.',
        },
        {
          name: 'loop',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Arrow keys wrap round from the last item to the first.',
        },
      ],
      inherits: 'Any other prop of Radix DropdownMenu’s Content, such as onCloseAutoFocus.',
    }),
    componentApi('DropdownMenuItem', DropdownMenuItem, {
      description: 'One action or link of the menu.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Use the child (an <a>) as the item, so a link stays a link.',
        },
        {
          name: 'onSelect',
          type: '(event: Event) => void',
          description: 'Called when the item is chosen; preventDefault keeps the menu open.',
        },
        {
          name: 'disabled',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Dimmed and skipped by the arrow keys.',
        },
        {
          name: 'textValue',
          type: 'string',
          description: 'The text typing matches, when the item’s content is not plain text.',
        },
      ],
      inherits: 'Any other prop of Radix DropdownMenu’s Item.',
    }),
    componentApi('DropdownMenuLabel', DropdownMenuLabel, {
      description: 'A small uppercase heading for the items after it; it cannot be focused or chosen.',
      rows: [],
      inherits: 'Any prop of Radix DropdownMenu’s Label.',
    }),
    componentApi('DropdownMenuSeparator', DropdownMenuSeparator, {
      description: 'A hairline between groups of items.',
      rows: [],
      inherits: 'Any prop of Radix DropdownMenu’s Separator.',
    }),
  ],
};
