import { useCallback, type RefCallback } from 'react';

/** Elements that show nothing and hold nothing to read: there is nothing to make inert. */
const inertless = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/**
 * Makes everything outside a modal layer `inert` while it is on the page: the siblings of the layer and of each of
 * its ancestors up to `<body>`, so neither focus, a pointer nor a screen reader's reading cursor reaches the page
 * behind; all but the button that opened it, which is hidden instead (see the remarks). Elements that were inert
 * already are left as they are.
 * @returns A ref callback for the element that holds the modal: `<div ref={useInertOutside()}>`. Give a wrapper
 * around the dialog and its overlay, so that the overlay stays clickable. The page is inert from the commit that
 * puts the layer on the page, before Radix's effects run (its pointer lock on `<body>`, its focus moving in): a
 * change to the whole page made then restyles only once, and a page that skips drawing what is inert (as this site
 * does) skips it from that first restyle.
 * @remarks Radix already hides the page behind a dialog with `aria-hidden` and keeps focus inside, but it leaves the
 * page's live regions exposed on purpose (a page announcer, a carousel's "Slide 1 of 3"), and a screen reader's
 * reading cursor, moving up from the dialog's top, would read them. With `inert` on everything outside the dialog,
 * nothing behind it can be reached, read or clicked.
 *
 * The button that opened the layer, which has focus as the layer mounts, is the one thing outside that is not made
 * inert: everything around it is, and it is `aria-hidden` until the layer goes (behind the overlay, outside the focus
 * trap, hidden from a reading cursor). Firefox takes inert elements out of its accessibility tree, and a screen reader
 * that finds the element it last had in focus taken away moves on to the next one in the page, silently: Orca 43 moved
 * to the dialog's first button that way and then said nothing when focus arrived there, neither the dialog's name nor
 * the button's. With the opener left in the tree, focus moving into the layer is heard as usual.
 *
 * Render the layer in a portal at the end of `<body>`, as the kit's `Modal` and `DatePicker` and the Radix portals
 * do: a layer inside the page would make only its own siblings inert. A layer that opens later, such as a tooltip
 * inside the dialog, is not touched and stays reachable. Everything comes back as the layer goes, before focus
 * returns to the button that opened it. It relies on React 19's ref clean-up functions.
 */
export function useInertOutside(): RefCallback<Element> {
  return useCallback((layer: Element) => {
    // Focus is still on what opened the layer: the commit that puts the layer on the page runs before focus moves in.
    const focused = document.activeElement;
    const opener = focused && focused !== document.body && !layer.contains(focused) ? focused : null;
    const madeInert: Element[] = [];
    // The elements that hold the opener: not inert themselves, so what the page adds to them later is made inert.
    const keptAround: Element[] = [];
    const makeInert = (element: Element) => {
      if (element.hasAttribute('inert') || inertless.has(element.tagName)) return;
      if (opener && element.contains(opener)) {
        // Everything around the opener instead, which stays in the accessibility tree, hidden (see @remarks).
        eachSiblingOnTheWay(opener, element, makeInert);
        for (let node = opener.parentElement; node && element.contains(node); node = node.parentElement) {
          keptAround.push(node);
        }
        return;
      }
      element.setAttribute('inert', '');
      madeInert.push(element);
    };
    eachSiblingOnTheWay(layer, document.body, makeInert);
    const openerWasHidden = opener?.getAttribute('aria-hidden') ?? null;
    opener?.setAttribute('aria-hidden', 'true');
    const arrivals = new MutationObserver((records) => {
      for (const record of records)
        for (const added of Array.from(record.addedNodes)) if (added instanceof Element) makeInert(added);
    });
    for (const element of keptAround) arrivals.observe(element, { childList: true });
    return () => {
      arrivals.disconnect();
      for (const element of madeInert) element.removeAttribute('inert');
      if (openerWasHidden === null) opener?.removeAttribute('aria-hidden');
      else opener?.setAttribute('aria-hidden', openerWasHidden);
    };
  }, []);
}

/** Calls `visit` on every sibling of `start` and of each of its ancestors below `end`. */
function eachSiblingOnTheWay(start: Element, end: Element, visit: (sibling: Element) => void): void {
  for (let node: Element = start; node.parentElement && node !== end; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) if (sibling !== node) visit(sibling);
  }
}
