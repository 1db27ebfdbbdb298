import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * A location's state for an address that follows what the visitor does on the page (the studio's choices, a
 * playground's setup, as they change them): not a navigation, so the shell keeps focus and scroll where they are.
 */
const keepPlace = { keepPlace: true } as const;

/** Whether a location was written by `usePageQuery`'s `replace`, as the visitor worked on the page. */
export const keepsPlace = (location: Pick<Location, 'state'>): boolean =>
  (location.state as Partial<typeof keepPlace> | null)?.keepPlace === true;

/**
 * The address's query (`?a=1`, or `''`), and a way to replace it as the visitor works on the page, so that a link
 * or a reload shows the same: the theme studio's choices, a playground's setup. The address is replaced, not pushed
 * (Back leaves the page rather than undoing a choice), and the shell keeps focus and scroll where they are.
 * `replace` stays the same function while the page is shown.
 */
export function usePageQuery(): [query: string, replace: (query: string) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const replace = useCallback(
    (query: string) => void navigate({ search: query }, { replace: true, state: keepPlace }),
    [navigate],
  );
  return [search, replace];
}
