import { Button } from '../../../kit/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../kit/tooltip';

export function Playground(props: object) {
  return (
    <TooltipProvider>
      <Tooltip {...props}>
        <TooltipTrigger asChild>
          <Button variant="outline" shape="round">
            Save
          </Button>
        </TooltipTrigger>
        <TooltipContent>Saves a copy on this device</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
