import { Button } from '../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../kit/popover';

const sides = ['right', 'top', 'left', 'bottom'] as const;

/**
 * Popovers on four sides of their buttons, each named by its title.
 */
export function PopoverDemo() {
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
