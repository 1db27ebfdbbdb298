'use client';

import { useEffect } from 'react';

/** Elements that show nothing and hold nothing to read: there is nothing to make inert. */
const inertless = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/**
 * Makes everything outside a modal layer `inert` while it is on the page: the siblings of the layer and of each of its
 * ancestors up to `<body>`, so neither focus, a pointer nor a screen reader's reading cursor reaches the page behind.
 * Radix hides the page with `aria-hidden` but leaves its live regions exposed on purpose, so a reading cursor moving
 * up from the dialog's top would still read them; `inert` leaves nothing. Elements that were inert already are left
 * as they are; a layer that opens later (a tooltip inside the dialog) is not touched. Everything is restored when the
 * layer goes, before its focus goes back to the page.
 * @param layer The element that holds the modal, or `null` while there is none: keep it in state and give the
 * setter as the element's `ref` (`const [layer, setLayer] = useState<HTMLElement | null>(null)`), since a portal
 * puts its content on the page a render after it opens. Give a wrapper around the dialog and its overlay, so that
 * the overlay stays clickable.
 * @remarks Render the layer in a portal at the end of `<body>`, as the kit's Modal and DatePicker and the Radix
 * portals do: a layer inside the page would make only its own siblings inert.
 */
export function useInertOutside(layer: Element | null): void {
  useEffect(() => {
    if (!layer) return;
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
  }, [layer]);
}
