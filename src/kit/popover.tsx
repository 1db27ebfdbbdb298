'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from './cn';

/** The props of {@link Popover}: those of Radix Popover's Root. */
export interface PopoverProps extends ComponentProps<typeof PopoverPrimitive.Root> {
  /** Whether it is open, when the page keeps the state (controlled). */
  open?: boolean;
  /**
   * Whether it starts open, when the popover keeps the state (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean;
  /** Called when the trigger, Escape or a click outside asks to open or close it. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Paper Kit's popover: a white card with a soft shadow, its bold title on a light strip, pointing at its trigger
 * from any side (`side` on PopoverContent). Escape or a click outside closes it and focus returns to the trigger.
 * `Popover` itself holds the open state and links the trigger to its panel.
 * @remarks The trigger needs a name; it reports `aria-expanded` and which panel it controls. The panel is a `dialog`
 * named by its `PopoverTitle` (or an `aria-label`): without either the kit logs an error.
 *
 * It is not modal: the rest of the page stays readable and usable, and a click outside closes it. On opening, Radix
 * focuses the first control inside, or the panel itself when it holds only text, so a screen reader reads it
 * straight away. Radix would then keep focus on a text-only panel until Escape; the kit lets Tab move on to what
 * follows the trigger, closing the popover, as the APG's non-modal dialog expects. The arrow is a drawing, hidden
 * from assistive technology.
 */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

/** The props of {@link PopoverTrigger}: those of Radix Popover's Trigger, a `<button>`. */
export interface PopoverTriggerProps extends ComponentProps<typeof PopoverPrimitive.Trigger> {
  /**
   * Give the trigger's behaviour to its only child, such as a kit Button, instead of rendering a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** The button that opens and closes the popover. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** The props of {@link PopoverContent}: those of Radix Popover's Content. */
export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /**
   * Which side of the trigger it opens on, when there is room.
   * @defaultValue 'bottom'
   */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * How it lines up with the trigger along that side.
   * @defaultValue 'center'
   */
  align?: 'start' | 'center' | 'end';
  /**
   * The gap between the trigger and the card, in pixels.
   * @defaultValue 8
   */
  sideOffset?: number;
  /**
   * The least distance from the edges of the window, in pixels (or one per side).
   * @defaultValue 8
   */
  collisionPadding?: number | Partial<Record<'top' | 'right' | 'bottom' | 'left', number>>;
  /** Names the panel when it has no `PopoverTitle`. */
  'aria-label'?: string;
}

/** What Tab can reach. */
const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable="true"]';

/** The elements under `root` that Tab stops at, in document order. */
function tabbablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      // Where the browser can tell (not in every test environment), a control that is not shown is passed over.
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Tab out of a popover that has nothing to focus, as the APG's non-modal pattern expects. Radix focuses the card
 * itself then and, finding nothing to loop through, keeps focus there until Escape. Here Tab moves on to what follows
 * the trigger (focus leaving the card closes it), and Shift+Tab closes it as Escape does, back on the trigger.
 */
function tabOutOfEmptyCard(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const card = event.currentTarget;
  if (tabbablesIn(card).length > 0) return;
  const trigger = card.id ? document.querySelector<HTMLElement>(`[aria-controls="${card.id}"]`) : null;
  if (!trigger) return;
  event.preventDefault();
  const next = event.shiftKey
    ? undefined
    : tabbablesIn(document).find(
        (element) =>
          !card.contains(element) &&
          !trigger.contains(element) &&
          Boolean(trigger.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
  if (next) next.focus();
  else card.dispatchEvent(new globalThis.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

/**
 * The white card with its arrow, rendered in a portal and kept on screen: it flips to the other side when there is
 * no room.
 */
export function PopoverContent({
  className,
  children,
  sideOffset = 8,
  collisionPadding = 8,
  onKeyDown,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'group z-50 w-72 max-w-(--radix-popover-content-available-width) rounded-pk-card border border-pk-border bg-pk-surface text-sm text-pk-ink shadow-pk-raised outline-none',
          'origin-(--radix-popover-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        onKeyDown={composeEventHandlers(onKeyDown, tabOutOfEmptyCard)}
        {...props}
      >
        {children}
        <PopoverArrow />
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** The arrow; it takes the header strip's colour when it sits under the title. Also checks the popover's name. */
function PopoverArrow() {
  const arrowRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const dialog = arrowRef.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const named =
      dialog.querySelector('[data-slot="popover-title"]') !== null ||
      dialog.hasAttribute('aria-label') ||
      dialog.hasAttribute('aria-labelledby');
    if (!named)
      console.error(
        'PopoverContent has no accessible name: render a PopoverTitle in it, or pass aria-label.',
      );
  }, []);
  return (
    <PopoverPrimitive.Arrow
      ref={arrowRef}
      // Drawing only: without this the tree has an unnamed image, which screen readers call "image".
      aria-hidden="true"
      width={16}
      height={8}
      className="fill-pk-surface group-data-[side=bottom]:fill-pk-surface-muted"
    />
  );
}

/** The props of {@link PopoverTitle}: those of Radix Popover's Title, an `<h2>`. */
export interface PopoverTitleProps extends ComponentProps<typeof PopoverPrimitive.Title> {
  /**
   * Render its only child, another heading level such as an `<h3>`, instead of an `<h2>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** The bold heading on a light strip (an `<h2>`); it names the panel. */
export function PopoverTitle({ className, ...props }: PopoverTitleProps) {
  return (
    <PopoverPrimitive.Title
      data-slot="popover-title"
      className={cn(
        'rounded-t-[11px] border-b border-pk-border bg-pk-surface-muted px-4 py-2.5 text-sm font-bold',
        className,
      )}
      {...props}
    />
  );
}

/** The padded text or controls under the title. */
export function PopoverBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="popover-body" className={cn('px-4 py-3 leading-relaxed', className)} {...props} />;
}
