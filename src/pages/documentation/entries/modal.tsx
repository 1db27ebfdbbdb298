import { Button } from '../../../kit/button';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from '../../../kit/modal';
import { ModalSample } from '../../home/ModalSection';
import { componentApi, type DocEntryContent } from '../docTypes';

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
  api: [
    componentApi('Modal', Modal, {
      description: 'Holds the open state and links the trigger, the card, its title and its description.',
      rows: [
        { name: 'open', type: 'boolean', description: 'Whether it is open, when the page keeps the state.' },
        {
          name: 'defaultOpen',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Whether it starts open (uncontrolled).',
        },
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description:
            'Called when the trigger, a close button, Escape or a click on the overlay asks to open or close it.',
        },
      ],
      inherits: 'Any other prop of Radix Dialog’s Root.',
    }),
    componentApi('ModalTrigger', ModalTrigger, {
      description: 'The button that opens the modal; focus comes back to it on close.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description:
            'Give the trigger’s behaviour to its only child, such as a kit Button, instead of rendering a <button>.',
        },
      ],
      inherits: 'Every prop of a <button>.',
    }),
    componentApi('ModalContent', ModalContent, {
      description:
        'The overlay and the centred card, rendered in a portal at the end of <body>, with a × button named “Close” in its corner.',
      rows: [
        {
          name: 'aria-describedby',
          type: 'string | undefined',
          description: (
            <>
              Pass <code>undefined</code> when the modal has no <code>ModalDescription</code>, to say that no
              description is meant.
            </>
          ),
        },
        {
          name: 'aria-label',
          type: 'string',
          description: 'Names the dialog when it has no ModalTitle.',
        },
        {
          name: 'onOpenAutoFocus',
          type: '(event: Event) => void',
          description:
            'Called when focus moves in on opening; focus another element and prevent the default to choose where it lands.',
        },
        {
          name: 'onEscapeKeyDown',
          type: '(event: KeyboardEvent) => void',
          description: 'Called on Escape; prevent the default to keep the modal open.',
        },
        { name: 'className', type: 'string', description: 'Classes for the card, merged last.' },
      ],
      inherits: 'Any other prop of Radix Dialog’s Content.',
    }),
    componentApi('ModalHeader', ModalHeader, {
      description: 'The top strip: centred, with a line under it and room for the × button.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('ModalTitle', ModalTitle, {
      description: 'The heading that names the dialog (an <h2>).',
      rows: [],
      inherits: 'Every prop of an <h2>, and asChild to render another heading level.',
    }),
    componentApi('ModalDescription', ModalDescription, {
      description: 'A paragraph read as the dialog’s description.',
      rows: [],
      inherits: 'Every prop of a <p>, and asChild.',
    }),
    componentApi('ModalBody', ModalBody, {
      description: 'The padded main area, a column with a gap between its children.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('ModalFooter', ModalFooter, {
      description: 'A row of actions aligned to the end, with a line above it.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('ModalClose', ModalClose, {
      description: 'A button that closes the modal.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Give the closing behaviour to its only child, such as a kit Button.',
        },
      ],
      inherits: 'Every prop of a <button>.',
    }),
  ],
};
