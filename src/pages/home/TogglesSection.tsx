import { useState, type ReactNode } from 'react';
import { Switch, type SwitchValue } from '../../kit/switch';
import { ShowcaseSection } from './ShowcaseSection';

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

/** The on, off, not-set and disabled switches, also the documentation’s switch demo. */
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

export function TogglesSection() {
  return (
    <ShowcaseSection
      id="toggles"
      title="Toggle buttons"
      description="On, off, not set yet, and disabled. Arrow keys set them: right for on, left for off."
    >
      <ToggleSamples />
    </ShowcaseSection>
  );
}
