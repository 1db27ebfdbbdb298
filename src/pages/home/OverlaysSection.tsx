import { Button } from '../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../kit/popover';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../kit/tooltip';
import { ShowcaseGroup, ShowcaseSection } from './ShowcaseSection';

const sides = ['right', 'top', 'left', 'bottom'] as const;

export function OverlaysSection() {
  return (
    <ShowcaseSection id="overlays" title="Popovers and tooltips">
      <div className="flex flex-col gap-10">
        <ShowcaseGroup title="Popovers">
          {/* Centred, so a popover has room on every side of its button on a wide screen. */}
          <div className="flex flex-wrap justify-center gap-3">
            {sides.map((side) => (
              <Popover key={side}>
                <PopoverTrigger asChild>
                  <Button variant="outline" shape="round">
                    on {side}
                  </Button>
                </PopoverTrigger>
                <PopoverContent side={side}>
                  <PopoverTitle>Popover on {side}</PopoverTitle>
                  <PopoverBody>A short note that belongs to the button it came from.</PopoverBody>
                </PopoverContent>
              </Popover>
            ))}
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup title="Tooltips">
          <TooltipProvider>
            <div className="flex flex-wrap justify-center gap-3">
              {sides.map((side) => (
                <Tooltip key={side}>
                  <TooltipTrigger asChild>
                    <Button variant="outline" shape="round">
                      Tooltip on {side}
                    </Button>
                  </TooltipTrigger>
                  <TooltipContent side={side}>A tip on the {side}</TooltipContent>
                </Tooltip>
              ))}
            </div>
          </TooltipProvider>
        </ShowcaseGroup>
      </div>
    </ShowcaseSection>
  );
}
