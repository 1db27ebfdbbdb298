import { Switch } from '../../../kit/switch';
import { ToggleSamples } from '../../home/TogglesSection';
import type { DocEntryContent } from '../docTypes';

/** The home page's switches (on, off, not set, disabled), plus read-only and custom labels. */
function SwitchDemo() {
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

export const content: DocEntryContent = {
  Demo: SwitchDemo,
  keys: [
    { keys: ['Space', 'Enter'], action: 'Turns the switch on or off; from not set, turns it on.' },
    { keys: ['ArrowRight'], action: 'Turns it on (added by the kit).' },
    { keys: ['ArrowLeft'], action: 'Turns it off (added by the kit).' },
  ],
  accessibility: (
    <>
      <p>
        Radix renders a <code>button</code> with <code>role=&quot;switch&quot;</code> and{' '}
        <code>aria-checked</code>, so a screen reader says &ldquo;switch, on&rdquo; or &ldquo;off&rdquo;. Name
        it with a <code>&lt;label htmlFor&gt;</code> pointing at its <code>id</code>, or with{' '}
        <code>aria-label</code>. The ON and OFF words are decoration, hidden from assistive technology.
      </p>
      <p>
        While the value is <code>null</code> (not set), the switch reads as off and is described as &ldquo;Not
        set&rdquo; (<code>indeterminateDescription</code>). A read-only switch stays focusable and says{' '}
        <code>aria-readonly</code> but refuses every change; a disabled one leaves the tab order.
      </p>
    </>
  ),
};
