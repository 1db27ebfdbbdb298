import { Checkbox } from '../../src/kit/choice';
import { ChoicesSection } from '../../src/pages/home/ChoicesSection';

/** The home page's checkboxes and radios, plus a checkbox with a description. */
export default function ChoiceDemo() {
  return (
    <div className="flex flex-col gap-6">
      <ChoicesSection />
      <Checkbox label="With a description" description="Sent once a week, never shared." />
    </div>
  );
}
