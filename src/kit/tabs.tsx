'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useDirection, type Direction } from './direction';

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root> {
  /** The tab selected first, when the tabs keep the selection (uncontrolled). */
  defaultValue?: string;
  /** The selected tab, when the page keeps it (controlled). */
  value?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /**
   * Whether an arrow key shows the panel at once, or only moves focus until Enter or Space.
   * @defaultValue 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /**
   * The reading direction: right to left, ArrowLeft moves to the next tab. Left out, the `DirectionProvider`'s,
   * else the page's `dir`.
   */
  dir?: Direction;
}

/**
 * Paper Kit's "nav tabs": a centred row of labels, the active one underlined in primary. Radix supplies the keyboard
 * (arrow keys move between tabs and activate them; Home and End jump to the ends). `Tabs` holds which tab is
 * selected and links each tab to its panel.
 * @remarks Radix gives the row `role="tablist"`, each tab `role="tab"` with `aria-selected` and `aria-controls`, and
 * each panel `role="tabpanel"` named by its tab: each `TabsTrigger`'s `value` must match a `TabsContent`'s. Name the
 * row too, with `TabsList`'s `aria-label` (or `aria-labelledby`).
 *
 * Only the selected tab is in the tab order, so Tab leaves the row in one step. The panel itself can take focus (the
 * kit draws the focus ring on it), so a keyboard user reaches panels that hold only text.
 */
export function Tabs({ className, dir, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      dir={useDirection(dir)}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    />
  );
}

/**
 * Tabbing into the list lands on the selected tab, as the APG asks. Radix hands focus from the list to the tab
 * itself, but misses after a mouse click (its tab focuses itself before the list hears the press), and the list,
 * where the arrow keys do nothing, would keep the focus; so the list passes it on here.
 */
function focusSelectedTab(list: HTMLElement) {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  (tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0])?.focus();
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Names the row of tabs. */
  'aria-label'?: string;
  /**
   * Whether the arrow keys wrap round from the last tab to the first.
   * @defaultValue true
   */
  loop?: boolean;
}

/** The centred row of tabs over a line. Tabbing into it lands on the selected tab. */
export function TabsList({ className, onFocus, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex flex-wrap justify-center gap-x-2 border-b border-pk-border', className)}
      onFocus={composeEventHandlers(onFocus, (event) => {
        if (event.target === event.currentTarget) focusSelectedTab(event.currentTarget);
      })}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** The value that ties it to its panel. */
  value: string;
  /**
   * Dimmed; neither the pointer nor the arrow keys select it.
   * @defaultValue false
   */
  disabled?: boolean;
}

/** One tab; the selected one is underlined in primary. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-4 text-sm font-semibold text-pk-muted',
        'transition-[border-color,color] duration-150 motion-reduce:transition-none',
        'hover:text-pk-ink data-[state=active]:border-pk-primary-text data-[state=active]:text-pk-primary-text',
        'data-disabled:pointer-events-none data-disabled:opacity-60',
        // Forced colours would draw every tab's transparent underline; only the selected tab keeps one.
        'forced-colors:border-[Canvas] forced-colors:text-[ButtonText] forced-colors:forced-color-adjust-none',
        'forced-colors:data-[state=active]:border-[Highlight] forced-colors:data-[state=active]:text-[Highlight]',
        'forced-colors:data-disabled:text-[GrayText] forced-colors:focus-visible:outline-[Highlight]',
        '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
        'pk-focus-ring',
        className,
      )}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentProps<typeof TabsPrimitive.Content> {
  /** The value of the tab that shows it. */
  value: string;
}

/** The panel shown while its tab is selected; the others are not rendered. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-[4px] text-center leading-relaxed', 'pk-focus-ring', className)}
      {...props}
    />
  );
}
