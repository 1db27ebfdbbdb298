import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the modal. Inside it, presses the focused button.',
    },
    {
      keys: ['Tab'],
      action: 'Moves to the next control in the modal; from the last one it wraps round to the first.',
    },
    {
      keys: ['Shift+Tab'],
      action: 'Moves to the previous control in the modal, wrapping round at the start.',
    },
    { keys: ['Escape'], action: 'Closes the modal and puts focus back on the control that opened it.' },
  ],
  accessibility: (
    <>
      <p>
        The card is a <code>dialog</code> named by its <code>ModalTitle</code> and described by its{' '}
        <code>ModalDescription</code>, so a screen reader announces the title and the description when it
        opens. Without a title or an <code>aria-label</code> the kit logs an error.
      </p>
      <p>
        Radix moves focus into the modal (onto the &times; button named &ldquo;Close&rdquo;, which comes
        first), keeps it there, hides the rest of the page from assistive technology, stops the page behind
        from scrolling, and returns focus to the trigger when the modal closes.
      </p>
      <p>
        While it is open the kit also makes everything outside it <code>inert</code> (
        <code>useInertOutside</code>), the page&rsquo;s live regions included, which Radix leaves exposed: a
        screen reader&rsquo;s reading mode cannot move out of the dialog and read the page behind it.
      </p>
    </>
  ),
};
