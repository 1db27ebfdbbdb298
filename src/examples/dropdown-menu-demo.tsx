import { ChevronDown } from 'lucide-react';
import { Button } from '../kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../kit/dropdown-menu';

const colors = ['default', 'primary', 'danger'] as const;

/**
 * Dropdown menus of links in three colours, each with a label, a separator and a disabled item.
 */
export function DropdownMenuDemo() {
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
