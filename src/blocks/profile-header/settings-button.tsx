import { Settings } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../kit/button';

/**
 * The Settings button on its own, without the popover: what `ProfileSettings` opens from, and what a page can show
 * while the popover's code is still on its way.
 */
export function SettingsButton(props: Omit<ComponentProps<'button'>, 'color' | 'children'>) {
  return (
    <Button variant="outline" shape="round" {...props}>
      <Settings aria-hidden="true" />
      Settings
    </Button>
  );
}
