import { Button } from '../../../kit/button';
import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle, ModalTrigger } from '../../../kit/modal';
import { ModalSample } from '../../home/ModalSection';
import type { DocEntryContent } from '../docTypes';

/** The home page's modal, plus one without a description (`aria-describedby={undefined}`). */
function ModalDemo() {
  return (
    <div className="flex flex-col items-start gap-6">
      <ModalSample />
      <Modal>
        <ModalTrigger asChild>
          <Button color="primary" variant="outline" shape="round">
            Modal without description
          </Button>
        </ModalTrigger>
        <ModalContent aria-describedby={undefined}>
          <ModalHeader>
            <ModalTitle>Subscribe</ModalTitle>
          </ModalHeader>
          <ModalBody>A modal whose body is not read as its description.</ModalBody>
        </ModalContent>
      </Modal>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: ModalDemo,
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
    </>
  ),
};
