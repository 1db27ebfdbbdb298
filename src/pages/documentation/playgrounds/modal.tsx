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
