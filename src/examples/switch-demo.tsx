'use client';

import { useId, useState } from 'react';
import { Switch, type SwitchProps, type SwitchValue } from '../kit/switch';

/** A switch named by the label beside it. */
function SwitchRow({ label, ...props }: SwitchProps & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} {...props} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/**
 * The on, off, not-set and disabled switches, which the home page shows too. Each is named by what it sets, never
 * by its state: the switch says on or off itself, and a name like "Toggle is on" would contradict it.
 */
export function ToggleSamples() {
  const [usageData, setUsageData] = useState<SwitchValue>(null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SwitchRow label="Dark sidebar" defaultChecked />
      <SwitchRow label="Autoplay videos" />
      <SwitchRow label="Share usage data" checked={usageData} onCheckedChange={setUsageData} />
      <SwitchRow label="Offline mode" defaultChecked disabled />
    </div>
  );
}

/**
 * Switches named by their labels: on, off, not set and disabled, then read-only and with words of its own.
 */
export function SwitchDemo() {
  return (
    <div className="flex flex-col gap-6">
      <ToggleSamples />
      <div className="flex flex-col gap-4">
        <SwitchRow label="Sync over mobile data" readOnly />
        <SwitchRow label="Show hints" onLabel="YES" offLabel="NO" defaultChecked />
      </div>
    </div>
  );
}
