import { useCallback, type RefCallback } from 'react';

/** Elements that show nothing and hold nothing to read: there is nothing to make inert. */
const inertless = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/**
 * Makes everything outside a modal layer `inert` while it is on the page: the siblings of the layer and of each of
 * its ancestors up to `<body>`, so neither focus, a pointer nor a screen reader's reading cursor reaches the page
 * behind. Elements that were inert already are left as they are.
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
 * Render the layer in a portal at the end of `<body>`, as the kit's `Modal` and `DatePicker` and the Radix portals
 * do: a layer inside the page would make only its own siblings inert. A layer that opens later, such as a tooltip
 * inside the dialog, is not touched and stays reachable. Everything comes back as the layer goes, before focus
 * returns to the button that opened it. It relies on React 19's ref clean-up functions.
 */
export function useInertOutside(): RefCallback<Element> {
  return useCallback((layer: Element) => {
    const madeInert: Element[] = [];
    for (let node: Element = layer; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert') || inertless.has(sibling.tagName)) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, []);
}
