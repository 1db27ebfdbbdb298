import { Button } from '../../../kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../kit/dropdown-menu';

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
