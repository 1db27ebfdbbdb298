import { startTransition, useEffect, useState, type ComponentType } from 'react';

type SectionModule = () => Promise<ComponentType>;

/**
 * Every showcase section below the hero, in the specification's order, each a chunk of its own: so each one's code
 * runs in a task of its own (in one chunk, it all ran in one task of 80 ms at 4× CPU slowdown, before the first
 * section was drawn).
 */
const sectionModules: [key: string, load: SectionModule][] = [
  ['buttons', () => import('./ButtonsSection').then((module) => module.ButtonsSection)],
  ['links', () => import('./LinksSection').then((module) => module.LinksSection)],
  ['inputs', () => import('./InputsSection').then((module) => module.InputsSection)],
  ['choices', () => import('./ChoicesSection').then((module) => module.ChoicesSection)],
  ['toggles', () => import('./TogglesSection').then((module) => module.TogglesSection)],
  ['sliders', () => import('./SlidersSection').then((module) => module.SlidersSection)],
  ['navbars', () => import('./NavbarsSection').then((module) => module.NavbarsSection)],
  ['progress', () => import('./ProgressSection').then((module) => module.ProgressSection)],
  ['pagination', () => import('./PaginationSection').then((module) => module.PaginationSection)],
  ['tabs', () => import('./TabsSection').then((module) => module.TabsSection)],
  ['labels', () => import('./LabelsSection').then((module) => module.LabelsSection)],
  ['notifications', () => import('./NotificationsSection').then((module) => module.NotificationsSection)],
  ['typography', () => import('./TypographySection').then((module) => module.TypographySection)],
  ['modal', () => import('./ModalSection').then((module) => module.ModalSection)],
  ['overlays', () => import('./OverlaysSection').then((module) => module.OverlaysSection)],
  ['datepicker', () => import('./DatepickerSection').then((module) => module.DatepickerSection)],
  ['carousel', () => import('./CarouselSection').then((module) => module.CarouselSection)],
  ['icons', () => import('./IconsSection').then((module) => module.IconsSection)],
  ['examples', () => import('./ExamplesSection').then((module) => module.ExamplesSection)],
  ['register', () => import('./RegisterSection').then((module) => module.RegisterSection)],
  ['closing', () => import('./ClosingSection').then((module) => module.ClosingSection)],
];

/** Each section's code, asked for once: the promise, and the component once it has arrived. */
const requested: Promise<void>[] = [];
const arrivedSections: (ComponentType | undefined)[] = [];
function requestSection(index: number): Promise<void> {
  const load = sectionModules[index]?.[1];
  requested[index] ??= load
    ? load().then((Section) => {
        arrivedSections[index] = Section;
      })
    : Promise.reject(new Error(`The home page has no section ${index}.`));
  return requested[index];
}

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
 * The sections, one more each time the one before has been drawn, its code has arrived and the browser is idle:
 * drawing all twenty-one at once would hold the main thread for one long task, during which a tap or a key waits.
 * Their code is asked for all at once, so none waits for the one before it to arrive, and a section is drawn only
 * once its code is here (a lazy component would wait for React's next reveal, 300 ms later). The first joins at
 * once; the rest follow within a second or so, each in tasks of its own, while a screen-high space below keeps the
 * footer out of view until the last. Every place held for a part still to come carries `data-arriving`, so a test
 * can wait until the page is whole. A section whose code cannot be fetched is thrown to the page's error boundary.
 */
export function HomeShowcase() {
  const [shown, setShown] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    sectionModules.forEach((_module, index) => void requestSection(index).catch(() => {}));
  }, []);
  useEffect(() => {
    if (shown >= sectionModules.length) return;
    let cancelled = false;
    let cancelIdle = () => {};
    requestSection(shown).then(
      () => {
        if (cancelled) return;
        // A transition, so React may split even one section's drawing into slices and a key press goes first.
        const showNext = () => startTransition(() => setShown((count) => count + 1));
        if (shown === 0) showNext();
        else cancelIdle = whenIdle(showNext);
      },
      (error: unknown) => {
        if (!cancelled) setFailure(error);
      },
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [shown]);
  if (failure) throw failure;
  return (
    <>
      {sectionModules.slice(0, shown).map(([key], index) => {
        const Section = arrivedSections[index];
        return Section ? <Section key={key} /> : null;
      })}
      {shown < sectionModules.length && <div className="min-h-screen" data-arriving="" />}
    </>
  );
}
