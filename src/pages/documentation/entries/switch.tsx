import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
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
