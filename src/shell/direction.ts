import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { Direction } from '../kit/direction';

/*
 * The site reads right to left when its address says `?dir=rtl` (`#/documentation?component=slider&dir=rtl`). The
 * address is the one place the setting lives: the head script reads it before the first paint, the layout sets
 * `<html dir>` and the kit's DirectionProvider from it, and every link the site draws carries it on.
 */

/** The query parameter that holds the direction. */
export const DIRECTION_PARAMETER = 'dir';

/** The direction a query string (`?component=slider&dir=rtl`) asks for: `rtl` only when it says so. */
export function directionOf(search: string): Direction {
  return new URLSearchParams(search).get(DIRECTION_PARAMETER) === 'rtl' ? 'rtl' : 'ltr';
}

/** A query string without the direction, for telling one page from another: `?component=slider`, or ``. */
export function searchWithoutDirection(search: string): string {
  const parameters = new URLSearchParams(search);
  parameters.delete(DIRECTION_PARAMETER);
  const rest = parameters.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A site path (`/documentation?component=slider`, `/signup#top`) with the direction set: `dir=rtl` added, or
 * removed for `ltr`. Every other parameter, and their order, stays as it was.
 */
export function withDirection(to: string, direction: Direction): string {
  const hashAt = to.indexOf('#');
  const fragment = hashAt === -1 ? '' : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const parameters = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt));
  parameters.delete(DIRECTION_PARAMETER);
  if (direction === 'rtl') parameters.append(DIRECTION_PARAMETER, 'rtl');
  const query = parameters.toString();
  return `${path}${query ? `?${query}` : ''}${fragment}`;
}

/** The direction of the page on screen, from its address. */
export function useSiteDirection(): Direction {
  return directionOf(useLocation().search);
}

/** Turns a site path into one that keeps the page's direction, for links and `navigate`. */
export function useDirected(): (to: string) => string {
  const direction = useSiteDirection();
  return useCallback((to: string) => withDirection(to, direction), [direction]);
}
