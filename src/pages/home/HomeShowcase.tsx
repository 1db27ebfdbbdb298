import { startTransition, useEffect, useState } from 'react';
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

/**
 * Every showcase section below the hero, in the specification's order. The elements are made once, so a section
 * already on the page is never drawn again when the next one joins it.
 */
const sections = [
  <ButtonsSection key="buttons" />,
  <LinksSection key="links" />,
  <InputsSection key="inputs" />,
  <ChoicesSection key="choices" />,
  <TogglesSection key="toggles" />,
  <SlidersSection key="sliders" />,
  <NavbarsSection key="navbars" />,
  <ProgressSection key="progress" />,
  <PaginationSection key="pagination" />,
  <TabsSection key="tabs" />,
  <LabelsSection key="labels" />,
  <NotificationsSection key="notifications" />,
  <TypographySection key="typography" />,
  <ModalSection key="modal" />,
  <OverlaysSection key="overlays" />,
  <DatepickerSection key="datepicker" />,
  <CarouselSection key="carousel" />,
  <IconsSection key="icons" />,
  <ExamplesSection key="examples" />,
  <RegisterSection key="register" />,
  <ClosingSection key="closing" />,
];

/** Runs `task` when the browser is idle (soon after, where it cannot say), and returns how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 16);
  return () => clearTimeout(id);
}

/**
 * The sections, one more each time the browser is idle: drawing all twenty-one at once would hold the main thread
 * for one long task, during which a tap or a key waits. The first joins at once; the rest follow within a second
 * or so, each in a task of its own, while a screen-high space below keeps the footer out of view until the last.
 * Every place held for a part still to come carries `data-arriving`, so a test can wait until the page is whole.
 */
export function HomeShowcase() {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= sections.length) return;
    // A transition, so React may split even one section's drawing into slices and a key press goes first.
    return whenIdle(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown]);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length && <div className="min-h-screen" data-arriving="" />}
    </>
  );
}
