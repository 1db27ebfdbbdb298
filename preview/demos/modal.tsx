import { Button } from '../../src/kit/button';
import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle, ModalTrigger } from '../../src/kit/modal';
import { ModalSection } from '../../src/pages/home/ModalSection';

/** The home page's modal, plus one without a description (`aria-describedby={undefined}`). */
export default function ModalDemo() {
  return (
    <div className="flex flex-col gap-6">
      <ModalSection />
      <Modal>
        <ModalTrigger asChild>
          <Button color="primary" variant="outline" shape="round" className="self-start">
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
