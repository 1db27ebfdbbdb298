import { ModalSample } from '../../examples/modal-demo';
import { ShowcaseSection } from './ShowcaseSection';

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
