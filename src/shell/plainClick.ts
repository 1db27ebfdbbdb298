/**
 * Whether a click is a plain one with the main button, which a link follows in the same tab: not one a handler has
 * already taken, and not one with a modifier key (a new tab, a new window, a download), which is the browser's.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
