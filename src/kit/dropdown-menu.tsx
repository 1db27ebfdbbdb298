'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { cn } from './cn';
import { toneVariants } from './tones';
import { useDirection, type Direction } from './direction';
import { bodyPortal, useLandmarkPortal, useTriggerRef, type LandmarkPortal } from './landmark-portal';

/**
 * Paper Kit's dropdown: a white card of items that fill with a semantic colour when highlighted (`color` on
 * DropdownMenuContent, as the kit's coloured navbars use it). Radix supplies the menu roles and most of the
 * keyboard: Enter, Space or ArrowDown opens it on its first item, the arrow keys move, typing jumps to an item,
 * Escape closes. The kit adds the rest of the APG's menu button: ArrowUp opens it on its last item, and Tab or
 * Shift+Tab leaves the open menu and closes it, where Radix would keep the focus in it.
 */
interface DropdownMenuState {
  portal: LandmarkPortal;
  triggerRef: RefObject<HTMLElement | null>;
  /** Opens the menu with its last item focused. */
  openAtLastItem: () => void;
  /** Set by ArrowUp on the trigger, read once by the content as it takes the focus. */
  focusLastItemRef: RefObject<boolean>;
}

const DropdownMenuContext = createContext<DropdownMenuState>({
  portal: bodyPortal,
  triggerRef: { current: null },
  openAtLastItem: () => {},
  focusLastItemRef: { current: false },
});

/** The props of {@link DropdownMenu}: those of Radix DropdownMenu's Root. */
export interface DropdownMenuProps extends ComponentProps<typeof DropdownMenuPrimitive.Root> {
  /**
   * A modal menu hides the rest of the page from assistive technology and locks scrolling; the kit's default does
   * neither.
   * @defaultValue false
   */
  modal?: boolean;
  /** The reading direction. Left out, the `DirectionProvider`'s, else the page's `dir`. */
  dir?: Direction;
}

/**
 * A menu button: a trigger that opens a list of actions or links, moved through with the arrow keys (the WAI-ARIA
 * menu button pattern, from Radix). `DropdownMenu` holds the menu's state and wraps a trigger and a content; `open`,
 * `defaultOpen` and `onOpenChange` work as on Radix's Root.
 * @remarks The trigger needs a visible name or an `aria-label`. Make a link item with `DropdownMenuItem` `asChild`
 * around an `<a>`, and give a menu of links a `DropdownMenuLabel` when the trigger does not say what they are.
 *
 * Radix supplies the menu pattern: the trigger says that it opens a menu and whether it is open, the list is a
 * `menu` of `menuitem`s, and focus moves into it when it opens and back to the trigger when it closes. Labels and
 * separators are skipped by the arrow keys, and typing the first letters of an item moves to it. The kit adds what
 * Radix leaves out of the APG's menu button: Up Arrow on the trigger opens the menu on its last item, and Tab or
 * Shift+Tab leaves the open menu, as if it sat right after its trigger, instead of being swallowed.
 *
 * The menu is not modal by default (`modal={false}`): a modal menu would hide the rest of the page from assistive
 * technology and lock scrolling, out of proportion for a navbar menu. The rest of the page stays readable and
 * scrollable, and Escape, a press outside or Tab closes the menu. It renders at the end of the trigger's landmark
 * rather than at the end of the page, so it is always inside a landmark. The highlighted item shows the focus ring
 * as well as its fill.
 */
export function DropdownMenu({
  modal = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  dir,
  ...props
}: DropdownMenuProps) {
  const portal = useLandmarkPortal();
  const direction = useDirection(dir);
  const triggerRef = useRef<HTMLElement>(null);
  const focusLastItemRef = useRef(false);
  // ArrowUp opens the menu from outside Radix, so the open state is held here rather than inside Radix's Root.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const openAtLastItem = () => {
    focusLastItemRef.current = true;
    setOpen(true);
  };
  return (
    <DropdownMenuContext value={{ portal, triggerRef, openAtLastItem, focusLastItemRef }}>
      <DropdownMenuPrimitive.Root
        modal={modal}
        open={open}
        onOpenChange={setOpen}
        dir={direction}
        {...props}
      />
    </DropdownMenuContext>
  );
}

/** The props of {@link DropdownMenuTrigger}: those of Radix DropdownMenu's Trigger, a `<button>`. */
export interface DropdownMenuTriggerProps extends ComponentProps<typeof DropdownMenuPrimitive.Trigger> {
  /**
   * Use the only child (a kit Button, say) as the trigger instead of a plain `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
  /**
   * The menu cannot be opened.
   * @defaultValue false
   */
  disabled?: boolean;
}

/** The button that opens the menu. */
export function DropdownMenuTrigger({ ref, onKeyDown, ...props }: DropdownMenuTriggerProps) {
  const { portal, triggerRef, openAtLastItem } = useContext(DropdownMenuContext);
  const setTrigger = useCallback(
    (element: HTMLElement | null) => {
      portal.setTrigger(element);
      triggerRef.current = element;
    },
    [portal, triggerRef],
  );
  const composedRef = useTriggerRef(setTrigger, ref);
  return (
    <DropdownMenuPrimitive.Trigger
      data-slot="dropdown-menu-trigger"
      ref={composedRef}
      onKeyDown={composeEventHandlers(onKeyDown, (event) => {
        if (event.key !== 'ArrowUp' || props.disabled) return;
        event.preventDefault();
        openAtLastItem();
      })}
      {...props}
    />
  );
}

/** The items the keyboard can land on. */
const enabledItems = '[role^="menuitem"]:not([data-disabled])';

/** Candidates for the page's Tab order; each is then checked for being shown, enabled and not inert. */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';

/** The first element after `trigger` in the page's Tab order, leaving out the open menu itself. */
function tabStopAfter(trigger: HTMLElement, menu: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(tabbable)].find(
    (candidate) =>
      candidate.tabIndex >= 0 &&
      Boolean(trigger.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      !trigger.contains(candidate) &&
      !menu.contains(candidate) &&
      !candidate.closest('[inert]') &&
      (candidate.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

const dropdownMenuItemVariants = cva(
  [
    'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-[4px] px-3 text-sm select-none',
    'transition-colors duration-100 motion-reduce:transition-none',
    'data-disabled:pointer-events-none data-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    'data-highlighted:bg-pk-tone data-highlighted:text-pk-tone-foreground',
    'pk-focus-ring',
  ],
  {
    variants: {
      color: toneVariants,
    },
    defaultVariants: { color: 'default' },
  },
);

type DropdownMenuColor = NonNullable<VariantProps<typeof dropdownMenuItemVariants>['color']>;

const DropdownMenuColorContext = createContext<DropdownMenuColor>('default');

interface DropdownMenuContentProps extends ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /**
   * The fill of the highlighted item.
   * @defaultValue 'default'
   */
  color?: DropdownMenuColor;
}

/** The floating card of items, placed beside the trigger and kept on screen. */
export function DropdownMenuContent({
  className,
  color = 'default',
  sideOffset = 6,
  collisionPadding = 8,
  onKeyDown,
  onFocus,
  ...props
}: DropdownMenuContentProps) {
  const { portal, triggerRef, focusLastItemRef } = useContext(DropdownMenuContext);
  return (
    <DropdownMenuColorContext value={color}>
      <DropdownMenuPrimitive.Portal container={portal.container}>
        <DropdownMenuPrimitive.Content
          data-slot="dropdown-menu-content"
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          // eslint-disable-next-line react-hooks/refs -- composeEventHandlers reads the refs only when the event comes
          onFocus={composeEventHandlers(onFocus, (event) => {
            // The menu itself takes the focus as it opens, and Radix then passes it to the first item; after
            // ArrowUp the kit passes it to the last one instead (preventing the default skips Radix's step).
            if (event.target !== event.currentTarget || !focusLastItemRef.current) return;
            focusLastItemRef.current = false;
            event.preventDefault();
            [...event.currentTarget.querySelectorAll<HTMLElement>(enabledItems)].at(-1)?.focus();
          })}
          // eslint-disable-next-line react-hooks/refs -- composeEventHandlers reads the refs only when the event comes
          onKeyDown={composeEventHandlers(onKeyDown, (event) => {
            const opener = triggerRef.current;
            if (event.key !== 'Tab' || !opener) return;
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            // Focus leaves as if the menu sat right after its button: Shift+Tab goes back to the button, Tab on
            // to whatever follows it. Focus outside the menu closes it.
            event.preventDefault();
            const next = event.shiftKey ? opener : (tabStopAfter(opener, event.currentTarget) ?? opener);
            next.focus();
          })}
          className={cn(
            'z-50 flex max-h-(--radix-dropdown-menu-content-available-height) min-w-48 flex-col gap-0.5 overflow-y-auto rounded-pk-card border border-pk-border bg-pk-surface p-2 text-pk-ink shadow-pk-raised',
            'origin-(--radix-dropdown-menu-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
            className,
          )}
          {...props}
        />
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuColorContext>
  );
}

/** The props of {@link DropdownMenuItem}: those of Radix DropdownMenu's Item. */
export interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /**
   * Use the only child (an `<a>`) as the item, so a link stays a link.
   * @defaultValue false
   */
  asChild?: boolean;
  /** Called when the item is chosen; preventing the default keeps the menu open. */
  onSelect?: (event: Event) => void;
  /**
   * Dimmed and skipped by the arrow keys.
   * @defaultValue false
   */
  disabled?: boolean;
  /** The text typing matches, when the item's content is not plain text. */
  textValue?: string;
}

/** One action or link of the menu; it fills with the content's `color` while highlighted. */
export function DropdownMenuItem({ className, ...props }: DropdownMenuItemProps) {
  const color = useContext(DropdownMenuColorContext);
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(dropdownMenuItemVariants({ color }), className)}
      {...props}
    />
  );
}

/** A hairline between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('mx-1 my-1 h-px bg-pk-border', className)}
      {...props}
    />
  );
}

/** A small uppercase heading for the items after it; it cannot be focused or chosen. */
export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(
        'px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-pk-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}
