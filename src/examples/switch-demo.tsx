'use client';

import { useState, type ReactNode } from 'react';
import { Switch, type SwitchValue } from '../kit/switch';

function SwitchRow({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {children}
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** The on, off, not-set and disabled switches, which the home page shows too. */
export function ToggleSamples() {
  const [undecided, setUndecided] = useState<SwitchValue>(null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SwitchRow id="toggle-on" label="Toggle is on">
        <Switch id="toggle-on" defaultChecked />
      </SwitchRow>
      <SwitchRow id="toggle-off" label="Toggle is off">
        <Switch id="toggle-off" />
      </SwitchRow>
      {/* The name stays the same whatever the value: the switch itself says on, off or (described) not set. */}
      <SwitchRow id="toggle-null" label="Starts unset">
        <Switch id="toggle-null" checked={undecided} onCheckedChange={setUndecided} />
      </SwitchRow>
      <SwitchRow id="toggle-disabled" label="Disabled">
        <Switch id="toggle-disabled" defaultChecked disabled />
      </SwitchRow>
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
        <div className="flex items-center gap-3">
          <Switch id="sw-readonly" readOnly />
          <label htmlFor="sw-readonly" className="text-sm">
            Read-only
          </label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="sw-labels" onLabel="YES" offLabel="NO" defaultChecked />
          <label htmlFor="sw-labels" className="text-sm">
            Custom labels
          </label>
        </div>
      </div>
    </div>
  );
}
