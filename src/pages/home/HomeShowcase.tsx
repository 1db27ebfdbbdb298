import { ButtonsSection } from './ButtonsSection';
import { ChoicesSection } from './ChoicesSection';
import { ClosingSection } from './ClosingSection';
import { ExamplesSection } from './ExamplesSection';
import { IconsSection } from './IconsSection';
import { InputsSection } from './InputsSection';
import { LabelsSection } from './LabelsSection';
import { LinksSection } from './LinksSection';
import { RegisterSection } from './RegisterSection';
import { TogglesSection } from './TogglesSection';
import { TypographySection } from './TypographySection';

/** Every showcase section below the hero, in the specification's order. */
export function HomeShowcase() {
  return (
    <>
      <ButtonsSection />
      <LinksSection />
      <InputsSection />
      <ChoicesSection />
      <TogglesSection />
      <LabelsSection />
      <TypographySection />
      <IconsSection />
      <ExamplesSection />
      <RegisterSection />
      <ClosingSection />
    </>
  );
}
