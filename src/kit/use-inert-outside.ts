import { useCallback, type RefCallback } from 'react';

/** Elements that show nothing and hold nothing to read: there is nothing to make inert. */
const inertless = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/**
 * Makes everything outside a modal layer `inert` while it is on the page: the siblings of the layer and of each of its
 * ancestors up to `<body>`, so neither focus, a pointer nor a screen reader's reading cursor reaches the page behind.
 * Radix hides the page with `aria-hidden` but leaves its live regions exposed on purpose, so a reading cursor moving
 * up from the dialog's top would still read them; `inert` leaves nothing. Elements that were inert already are left
 * as they are; a layer that opens later (a tooltip inside the dialog) is not touched. Everything is restored when the
 * layer goes, before its focus goes back to the page.
 * @returns A ref callback for the element that holds the modal: `<div ref={useInertOutside()}>`. Give a wrapper
 * around the dialog and its overlay, so that the overlay stays clickable. The page is inert from the commit that
 * puts the layer on the page, before Radix's effects run (its pointer lock on `<body>`, its focus moving in): a
 * change to the whole page made then restyles only once, and a page that skips drawing what is inert (as this site
 * does) skips it from that first restyle.
 * @remarks Render the layer in a portal at the end of `<body>`, as the kit's Modal and DatePicker and the Radix
 * portals do: a layer inside the page would make only its own siblings inert. It relies on React 19's ref clean-up
 * functions.
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
