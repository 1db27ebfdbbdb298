import type { ReactNode } from 'react';
import { Popover, PopoverBody, PopoverContent, PopoverTitle, PopoverTrigger } from '../../kit/popover';
import { SettingsButton } from './settings-button';

/**
 * A Settings button that opens a small popover: here, one that says there is nothing to set.
 *
 * @remarks Give it to the profile header as `actions` (see `ProfileHeader` for what a screen reader gets from it).
 */
export function ProfileSettings({
  children = 'Settings are not part of this demo: there is no account behind this profile, so there is nothing to change.',
}: {
  /**
   * What the popover says, or holds (a short form, a list of links).
   * @defaultValue 'Settings are not part of this demo: there is no account behind this profile, so there is nothing to change.'
   */
  children?: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <SettingsButton />
      </PopoverTrigger>
      <PopoverContent side="bottom">
        <PopoverTitle>Settings</PopoverTitle>
        <PopoverBody>{children}</PopoverBody>
      </PopoverContent>
    </Popover>
  );
}
