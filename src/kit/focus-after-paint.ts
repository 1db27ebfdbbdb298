const tabbableSelector =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether `element` is drawn: neither it nor an element between it and `container` is `display: none`, and it is visible. */
function shownIn(container: HTMLElement, element: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * Moves focus into a layer that has just opened once its first frame is on screen: to `target`, or else to the first
 * element in `container` that Tab reaches (the layer itself when there is none). Until then focus is on the page's
 * `<body>`, not left on the opener, which the layer hides.
 * @param container The layer, such as the element a Radix `onOpenAutoFocus` event is dispatched on.
 * @param target Where focus should land, when not on the first stop.
 * @returns A function that cancels the move.
 * @remarks Call it from a Radix `onOpenAutoFocus` handler after `event.preventDefault()`, so Radix does not move
 * focus itself, as the kit's `Modal` and `DatePicker` do. Focus lands on the first control inside (the calendar's
 * selected day, or today), as the WAI-ARIA dialog pattern asks, one frame after the layer is on screen rather than
 * in the same frame. A screen reader announces the dialog and the control as before; a sighted reader sees the layer
 * a little sooner, since moving focus makes the browser bring the whole page's style up to date before it can draw,
 * which in the click or key handler that opened the layer would hold back that frame.
 *
 * Keep the layer's focus trap (Radix Dialog's, or a `FocusScope`): it is what keeps Tab inside once focus has
 * arrived. Nothing moves if focus is already on a control in the layer when the frame comes (a test, or a reader who
 * clicked one), or if the layer has gone.
 * @example
 * <DialogPrimitive.Content onOpenAutoFocus={(event) => { event.preventDefault(); focusAfterPaint(event.currentTarget as HTMLElement); }} />
 */
export function focusAfterPaint(container: HTMLElement, target?: HTMLElement | null): () => void {
  // Focus leaves what opened the layer at once, which needs no style: the page behind is being hidden (a modal
  // dialog sets aria-hidden on it), and a hidden element must not keep focus.
  const opener = document.activeElement;
  if (opener instanceof HTMLElement && !container.contains(opener)) opener.blur();
  let timer = 0;
  // The frame's callbacks run before it is drawn; a task queued from one runs after.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      if (!container.isConnected) return;
      const first = Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).find(
        (element) => element.tabIndex >= 0 && shownIn(container, element),
      );
      const destination = target ?? first ?? container;
      // Focus the reader has put on a control in the layer stays there; focus a focus trap has parked on a part of
      // the layer around the destination (its own wrapper, while the layer's content was loading) moves on.
      const active = document.activeElement;
      if (active && container.contains(active) && !active.contains(destination)) return;
      destination.focus({ preventScroll: true });
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
