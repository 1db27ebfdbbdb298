import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    { keys: ['Tab', 'Shift+Tab'], action: 'Moves focus to the next or previous button.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Presses the button. A link drawn as a button (asChild with an <a>) follows on Enter only.',
    },
  ],
  accessibility: (
    <>
      <p>
        A kit button is a native <code>&lt;button&gt;</code>, so the browser gives it its role, its keys and
        its place in the tab order. It is <code>type=&quot;button&quot;</code> unless told otherwise, so it
        never submits a form by accident.
      </p>
      <p>
        An icon-only button shows no text, so its props demand a name: <code>iconOnly</code> does not
        type-check without <code>aria-label</code> or <code>aria-labelledby</code>. Give icons inside any
        button <code>aria-hidden=&quot;true&quot;</code>.
      </p>
      <p>
        Every variant shows the same 3 px focus ring when reached by keyboard. A disabled button is dimmed and
        skipped by Tab. A link drawn with <code>asChild</code> has no disabled state:{' '}
        <code>aria-disabled</code> dims it and stops the pointer, but Enter still follows it.
      </p>
    </>
  ),
};
