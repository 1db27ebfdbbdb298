import { Button } from '../kit/button';
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
} from '../kit/modal';

/** The delete-project modal, which the home page shows too. */
export function ModalSample() {
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button color="danger" shape="round">
          Launch demo modal
        </Button>
      </ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Delete this project?</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>
            The project, its three pages and every draft in it would be gone for good. Nothing is deleted in
            this demo: both buttons only close the modal.
          </ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="link">Never mind</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button variant="link" color="danger">
              DELETE
            </Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

/**
 * A modal that asks before deleting, named by its title and described by its text, and a modal with no
 * description.
 */
export function ModalDemo() {
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
