/**
 * Moves keyboard and screen-reader focus to an element that is not focusable by itself (a heading, the main
 * landmark), making it a programmatic focus target first. Does nothing when there is no element.
 */
export function moveFocusTo(target: HTMLElement | null, options?: FocusOptions): void {
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus(options);
}
