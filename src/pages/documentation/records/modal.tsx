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
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Modal',
  summary: 'A dialog that holds focus until it is closed, with a header, body and footer.',
  group: 'component',
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
};

export function Playground(props: object) {
  return (
    <Modal {...props}>
      <ModalTrigger asChild>
        <Button shape="round">Open the modal</Button>
      </ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Delete this project?</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>Nothing is deleted here: both buttons only close the modal.</ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="link">Never mind</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button variant="link" color="danger">
              Delete
            </Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
