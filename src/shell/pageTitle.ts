import { createContext, use, useLayoutEffect } from 'react';

/** Lets the page on screen name itself more precisely than its route's title; `null` gives the route's back. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Names the page for the document title and the layout's announcer, while the calling page is on screen:
 * "Slider · Documentation" rather than the route's "Documentation".
 */
export function usePageTitle(title: string): void {
  const setPageTitle = use(PageTitleContext);
  // A layout effect, so the title and the announcement change in the same commit as the page.
  useLayoutEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}
