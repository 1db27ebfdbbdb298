/**
 * When the browser may skip drawing a long page's far sections (`content-visibility: auto`), and how they come back.
 *
 * Skipping is what keeps a change to the whole page cheap: the theme's colours, or `inert` on the page behind a
 * modal, restyle only what is near the screen. But Chromium leaves a skipped section's contents out of the
 * accessibility tree it builds for DevTools, Lighthouse and assistive technology switched on while the page is open
 * (measured: README, "What a screen reader can find"). So a section a reader can reach is never skipped: a section
 * more than half a screen away (`data-far`, kept by an IntersectionObserver) is skipped only
 * - while the page is inert behind a modal layer, when it is out of the accessibility tree anyway (styles.css skips
 *   it in the very style update that makes the page inert);
 * - for the frames of a theme switch (`skipFarSections`, called by the switch).
 * Once the change has been painted, the sections still skipped (`data-skipped`) are drawn again, a few hundred
 * elements a frame (`drawSkippedSections`), so the frame that answers a click or a key never waits for them.
 */

const FAR = 'data-far';
const SKIPPED = 'data-skipped';
const HELD = 'data-transitions-held';
/** About what a frame restyles and lays out while skipped sections catch up: a few milliseconds on a slow phone. */
const ELEMENTS_PER_FRAME = 200;

const sections = new Set<HTMLElement>();
let nearness: IntersectionObserver | null = null;
let inertness: MutationObserver | null = null;
let covered = false;
let catchingUp = false;
let holdingTransitions = false;

/** After the next frame has been painted: a task queued from an animation frame callback runs once it is drawn. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Whether the page that holds the sections is inert behind a layer (they all sit in the same page). */
function pageIsCovered(): boolean {
  const [first] = sections;
  return first !== undefined && first.closest('[inert]') !== null;
}

/** How far `element` is from the viewport, above or below it, in pixels: 0 when any of it is on screen. */
function distanceFromScreen(element: Element): number {
  const box = element.getBoundingClientRect();
  return Math.max(0, box.top - innerHeight, -box.bottom);
}

/** Marks every far section skipped, so that it stays skipped until `drawSkippedSections` draws it again. */
export function skipFarSections(): void {
  for (const section of sections) {
    if (section.hasAttribute(FAR)) section.setAttribute(SKIPPED, '');
  }
}

/**
 * Draws the skipped sections again once the next frame has been painted, a few hundred elements a frame, nearest
 * the screen first; stops while a layer covers the page again (its closing starts another catch-up). After a theme
 * switch (`holdTransitions`), each section is drawn with its transitions held for the frame it is drawn in
 * (styles.css), so that its new colours do not ease in, and let go a frame later.
 */
export function drawSkippedSections({ holdTransitions = false }: { holdTransitions?: boolean } = {}): void {
  holdingTransitions ||= holdTransitions;
  if (catchingUp) return;
  catchingUp = true;
  const step = () => {
    // The sections drawn in the last frame are on screen in their new style: their transitions may run again.
    for (const section of sections) section.removeAttribute(HELD);
    // Nearest the screen first: the ones a reader scrolling on meets first.
    const waiting = [...sections]
      .filter((section) => !covered && section.hasAttribute(SKIPPED))
      .map((section) => ({ section, distance: distanceFromScreen(section) }))
      .sort((a, b) => a.distance - b.distance);
    let budget = ELEMENTS_PER_FRAME;
    for (const { section } of waiting) {
      if (budget <= 0) return afterNextPaint(step);
      budget -= section.getElementsByTagName('*').length;
      if (holdingTransitions) section.setAttribute(HELD, '');
      section.removeAttribute(SKIPPED);
    }
    // One step more lets the last ones go.
    if (holdingTransitions && waiting.length > 0) return afterNextPaint(step);
    catchingUp = false;
    // Sections a layer keeps skipped still owe their hold to the catch-up its closing starts.
    holdingTransitions &&= [...sections].some((section) => section.hasAttribute(SKIPPED));
  };
  afterNextPaint(step);
}

function followNearness(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting } of entries) {
    target.toggleAttribute(FAR, !isIntersecting);
    // Near the screen a section is an ordinary box: `content-visibility` also contains paint, which would make it
    // the box that a menu or tooltip portalled into it is placed in and clipped by.
    if (isIntersecting) target.removeAttribute(SKIPPED);
    // Scrolled away behind a layer (the date picker's calendar leaves the page free to scroll): skipped until drawn.
    else if (covered) target.setAttribute(SKIPPED, '');
  }
}

function followInertness(): void {
  const nowCovered = pageIsCovered();
  if (nowCovered === covered) return;
  covered = nowCovered;
  if (covered) skipFarSections();
  else drawSkippedSections();
}

/** Focus that arrives in a skipped section (a fast Tab during a catch-up) draws it at once, before React's handlers. */
function drawOnFocus(event: FocusEvent): void {
  (event.currentTarget as HTMLElement).removeAttribute(SKIPPED);
}

/**
 * Lets the browser skip `section` while it is far from the screen and out of reach (see above); returns the clean-up.
 * Without IntersectionObserver (an old browser, a test's DOM) the section is simply always drawn.
 */
export function observeSkippableSection(section: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  sections.add(section);
  if (sections.size === 1) covered = pageIsCovered();
  // Its first report comes after the section has been drawn once, so the browser knows its height by then.
  nearness ??= new IntersectionObserver(followNearness, { rootMargin: '50% 0px' });
  nearness.observe(section);
  if (!inertness) {
    inertness = new MutationObserver(followInertness);
    inertness.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['inert'] });
  }
  section.addEventListener('focusin', drawOnFocus);
  return () => {
    section.removeEventListener('focusin', drawOnFocus);
    nearness?.unobserve(section);
    section.removeAttribute(FAR);
    section.removeAttribute(SKIPPED);
    section.removeAttribute(HELD);
    sections.delete(section);
    if (sections.size > 0) return;
    nearness?.disconnect();
    inertness?.disconnect();
    nearness = null;
    inertness = null;
    covered = false;
  };
}
