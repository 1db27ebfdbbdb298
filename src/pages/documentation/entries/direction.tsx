import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        The provider renders nothing of its own. Set it once around the app with the same direction as{' '}
        <code>&lt;html dir&gt;</code>: CSS reads the attribute (the kit&rsquo;s <code>ms-</code>,{' '}
        <code>start-</code> and <code>rtl:</code> classes), the components&rsquo; logic reads the provider.
        Right to left, the slider&rsquo;s ArrowLeft raises its value and its fill grows from the right;
        ArrowLeft moves to the next tab, slide and day; the switch&rsquo;s &ldquo;on&rdquo; end is the left
        one; the pagination and carousel arrows point the other way. Screen readers say the same words in
        either direction.
      </p>
      <p>
        <code>useDirection()</code> gives a component&rsquo;s direction: its own <code>dir</code> prop, else
        this provider, else a Radix (or shadcn/ui) provider&rsquo;s <code>rtl</code>, else{' '}
        <code>&lt;html dir&gt;</code>, followed as it changes. Without a provider a server-rendered page
        renders left to right and turns once it runs in the browser, so a server-rendered app right to left
        needs the provider.
      </p>
    </>
  ),
};
