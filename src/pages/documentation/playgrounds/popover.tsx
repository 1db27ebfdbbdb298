import { Button } from '../../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../../kit/popover';

export function Playground(props: object) {
  return (
    <Popover {...props}>
      <PopoverTrigger asChild>
        <Button variant="outline" shape="round">
          Details
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <PopoverTitle>Details</PopoverTitle>
        <PopoverBody>A short note that belongs to the button it came from.</PopoverBody>
      </PopoverContent>
    </Popover>
  );
}
