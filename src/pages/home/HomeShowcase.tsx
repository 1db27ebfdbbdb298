import { ButtonsSection } from './ButtonsSection';
import { CarouselSection } from './CarouselSection';
import { ChoicesSection } from './ChoicesSection';
import { ClosingSection } from './ClosingSection';
import { DatepickerSection } from './DatepickerSection';
import { ExamplesSection } from './ExamplesSection';
import { IconsSection } from './IconsSection';
import { InputsSection } from './InputsSection';
import { LabelsSection } from './LabelsSection';
import { LinksSection } from './LinksSection';
import { ModalSection } from './ModalSection';
import { NavbarsSection } from './NavbarsSection';
import { NotificationsSection } from './NotificationsSection';
import { OverlaysSection } from './OverlaysSection';
import { PaginationSection } from './PaginationSection';
import { ProgressSection } from './ProgressSection';
import { RegisterSection } from './RegisterSection';
import { SlidersSection } from './SlidersSection';
import { TabsSection } from './TabsSection';
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
      <SlidersSection />
      <NavbarsSection />
      <ProgressSection />
      <PaginationSection />
      <TabsSection />
      <LabelsSection />
      <NotificationsSection />
      <TypographySection />
      <ModalSection />
      <OverlaysSection />
      <DatepickerSection />
      <CarouselSection />
      <IconsSection />
      <ExamplesSection />
      <RegisterSection />
      <ClosingSection />
    </>
  );
}
