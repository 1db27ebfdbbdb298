import { Button } from '../../kit/button';
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
} from '../../kit/modal';
import { ShowcaseSection } from './ShowcaseSection';

/** The delete-project modal, also the documentation’s modal demo. */
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

export function ModalSection() {
  return (
    <ShowcaseSection
      id="modal"
      title="Modal"
      tone="muted"
      description="Focus stays inside while it is open; Escape or a click outside closes it and focus comes back here."
    >
      <ModalSample />
    </ShowcaseSection>
  );
}
