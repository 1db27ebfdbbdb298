import { Switch } from '../../src/kit/switch';
import { TogglesSection } from '../../src/pages/home/TogglesSection';

/** The home page's switches (on, off, not set, disabled), plus read-only and custom labels. */
export default function SwitchDemo() {
  return (
    <div className="flex flex-col gap-6">
      <TogglesSection />
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
