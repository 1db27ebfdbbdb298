import { useEffect } from 'react';

/*
 * The entry holds React and the shell, not the page: React asks for the page's chunks as it hydrates the shell, and
 * leaves the prerendered page as it is until they arrive. Meanwhile the page shows and its links work, but React
 * would drop a click on one of its buttons. So, until the page has hydrated, a click or a submit on it is held and
 * done again once it has, and so are the arrow keys of a widget that moves by them (a slider, tabs, radios, a
 * calendar). Tab, Enter and Space keep their own work: Enter and Space on a button make a click, which is held.
 */

const waiting = new Set<() => void>();
let hydrated = false;

/** Rendered after the page, inside its Suspense boundary: its effect runs once the page has hydrated (or drawn). */
export function PageHydrated(): null {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    waiting.forEach((done) => done());
    waiting.clear();
  }, []);
  return null;
}

/** Widgets whose arrow keys are their own, as the kit draws them. */
const ARROW_WIDGETS = '[role="slider"], [role="tab"], [role="radio"], [role="gridcell"], [role="option"]';
const ARROW_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** What a held event becomes once the page has hydrated, or null when it is not held. */
function heldAction(event: Event): (() => void) | null {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('#main')) return null;
  if (event instanceof SubmitEvent && target instanceof HTMLFormElement) {
    const { submitter } = event;
    return () => {
      if (!target.isConnected) return;
      if (submitter?.isConnected) target.requestSubmit(submitter);
      else target.requestSubmit();
    };
  }
  if (event instanceof KeyboardEvent) {
    if (!ARROW_KEYS.has(event.key) || !target.closest(ARROW_WIDGETS)) return null;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    return () => {
      if (!target.isConnected) return;
      const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
    };
  }
  // A link works as a link, with or without React.
  if (target.closest('a[href]')) return null;
  const control = target.closest('button, input, label, select, summary, [role], [tabindex]') ?? target;
  return () => {
    if (!control.isConnected) return;
    if (control instanceof HTMLElement) control.click();
    else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
}

/** Holds what is done to the page (in `#main`) until it has hydrated, then does it again, in order. */
export function holdPageEventsUntilHydrated(): void {
  if (hydrated) return;
  const held: (() => void)[] = [];
  const types = ['click', 'submit', 'keydown'] as const;
  const hold = (event: Event) => {
    const action = heldAction(event);
    if (!action) return;
    // Before React sees it: on a page not yet hydrated, it would stop the event and do nothing.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(action);
  };
  types.forEach((type) => document.addEventListener(type, hold, true));
  waiting.add(() => {
    types.forEach((type) => document.removeEventListener(type, hold, true));
    held.forEach((action) => action());
  });
}
