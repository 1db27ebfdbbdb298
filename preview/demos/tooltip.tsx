import { Button } from '../../src/kit/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../src/kit/tooltip';

const sides = ['right', 'top', 'left', 'bottom'] as const;

export default function TooltipDemo() {
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
