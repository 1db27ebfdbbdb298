import { Button } from '../../src/kit/button';
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
} from '../../src/kit/modal';

export default function ModalDemo() {
  return (
    <div className="flex flex-wrap gap-3">
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
              The project and its three pages would be gone for good. Nothing is deleted in this demo: both
              buttons just close the modal.
            </ModalDescription>
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
          <ModalBody>
            <label htmlFor="modal-demo-email" className="text-sm font-semibold">
              Email address
            </label>
            <input
              id="modal-demo-email"
              type="email"
              autoComplete="email"
              className="-mt-2 min-h-10 rounded-[4px] border border-border-strong bg-surface px-3"
            />
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button color="primary" shape="round">
                Subscribe
              </Button>
            </ModalClose>
          </ModalFooter>
        </ModalContent>
      </Modal>
    </div>
  );
}
