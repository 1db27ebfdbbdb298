import { Settings } from 'lucide-react';
import { Button } from '../../kit/button';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../kit/popover';

/** Settings, in a demo with no account to set: a small popover that says so. */
export function SettingsButton() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" shape="round">
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </PopoverTrigger>
      <PopoverContent side="bottom">
        <PopoverTitle>Settings</PopoverTitle>
        <PopoverBody>
          Settings are not part of this demo: there is no account behind this profile, so there is nothing to
          change.
        </PopoverBody>
      </PopoverContent>
    </Popover>
  );
}
