import { useState } from 'react';
import { Switch, type SwitchValue } from '../../src/kit/switch';

function Row({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {children}
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

export default function SwitchDemo() {
  const [value, setValue] = useState<SwitchValue>(null);
  return (
    <div className="flex flex-col gap-4">
      <Row id="sw-on" label="Toggle is on">
        <Switch id="sw-on" defaultChecked />
      </Row>
      <Row id="sw-off" label="Toggle is off">
        <Switch id="sw-off" />
      </Row>
      <Row id="sw-null" label={`Not set yet (value: ${String(value)})`}>
        <Switch id="sw-null" checked={value} onCheckedChange={setValue} />
      </Row>
      <Row id="sw-disabled" label="Disabled">
        <Switch id="sw-disabled" defaultChecked disabled />
      </Row>
      <Row id="sw-readonly" label="Read-only">
        <Switch id="sw-readonly" readOnly />
      </Row>
      <Row id="sw-labels" label="Custom labels">
        <Switch id="sw-labels" onLabel="YES" offLabel="NO" defaultChecked />
      </Row>
    </div>
  );
}
