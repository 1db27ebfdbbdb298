import { Button } from '../kit/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../kit/tooltip';

const sides = ['right', 'top', 'left', 'bottom'] as const;

/**
 * Tooltips on four sides of buttons that have names of their own.
 */
export function TooltipDemo() {
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
