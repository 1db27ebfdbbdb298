import { Button } from '../../../kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../kit/dropdown-menu';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Dropdown menu',
  summary: 'A button that opens a list of actions or links, operated with the arrow keys.',
  group: 'component',
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
};

export function Playground(props: object) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button shape="round">Pages</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <a href="#/landing">Landing page</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="#/signup">Sign up</a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
