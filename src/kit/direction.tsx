'use client';

import {
  DirectionProvider as RadixDirectionProvider,
  useDirection as useRadixDirection,
} from '@radix-ui/react-direction';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** A reading direction: left to right, or right to left (Arabic, Hebrew, Persian, Urdu). */
export type Direction = 'ltr' | 'rtl';

/** A direction set by this file's provider, even `ltr`, which Radix's own context cannot tell from "none set". */
const KitDirection = createContext<Direction | undefined>(undefined);

export interface DirectionProviderProps {
  /** The direction of everything inside. */
  dir?: Direction;
  /** Another name for `dir`, as shadcn/ui's provider takes it; `direction` wins when both are given. */
  direction?: Direction;
  /** The part of the app that reads in this direction: usually all of it. */
  children?: ReactNode;
}

/**
 * Tells every kit component and Radix primitive inside which way it reads, so keys, positions and swipes follow the
 * layout.
 * @remarks The provider renders nothing of its own. Set it once around the app with the same direction as
 * `<html dir>`: CSS reads the attribute (the kit's `ms-`, `start-` and `rtl:` classes), the components' logic reads
 * the provider. Right to left, the slider's ArrowLeft raises its value and its fill grows from the right; ArrowLeft
 * moves to the next tab, slide and day; the switch's "on" end is the left one; the pagination and carousel arrows
 * point the other way. Screen readers say the same words in either direction.
 *
 * Without a provider the kit still follows `<html dir>` (see `useDirection`), but only once the page runs in the
 * browser: a server-rendered page renders left to right first and then turns, so a server-rendered app right to left
 * needs the provider.
 */
export function DirectionProvider({ dir, direction, children }: DirectionProviderProps) {
  const value = direction ?? dir;
  // Given neither, it leaves an outer provider in charge.
  if (value === undefined) return children;
  return (
    <KitDirection.Provider value={value}>
      <RadixDirectionProvider dir={value}>{children}</RadixDirectionProvider>
    </KitDirection.Provider>
  );
}

function subscribeToPageDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

function pageDirection(): Direction {
  return document.documentElement.dir.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The direction a component reads in: `dir` when given, else this file's provider, else an `rtl` from Radix's
 * provider (shadcn/ui's `DirectionProvider` is one), else `<html dir>` (followed as it changes; `ltr` while
 * rendering on a server). The kit passes the result on to the Radix primitives it wraps, so both agree.
 * @param dir A component's own `dir` prop, which wins.
 */
export function useDirection(dir?: Direction): Direction {
  const own = useContext(KitDirection);
  const radix = useRadixDirection();
  const page = useSyncExternalStore(subscribeToPageDirection, pageDirection, () => 'ltr' as const);
  return dir ?? own ?? (radix === 'rtl' ? 'rtl' : page);
}
