'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { focusAfterPaint } from './focus-after-paint';
import { useScrollLock } from './use-scroll-lock';
import { useInertOutside } from './use-inert-outside';

/** The props of {@link Modal}: those of Radix Dialog's Root. */
export type ModalProps = ComponentProps<typeof DialogPrimitive.Root>;

/**
 * Paper Kit's modal, a Radix dialog: Escape or a click on the overlay closes it. `Modal` itself holds the open state
 * and links the trigger, the card, its title and its description.
 * @remarks `ModalContent` is a `dialog` named by its `ModalTitle` and described by its `ModalDescription`, so a
 * screen reader announces both when it opens. Without a title or an `aria-label` the kit logs an error. With nothing
 * to describe it, pass `aria-describedby={undefined}`, which tells Radix (and the reader of the code) that leaving
 * the description out is deliberate.
 *
 * Open it with a `ModalTrigger`: focus moves into the modal (onto the × button named "Close", which comes first),
 * stays there, and returns to the trigger when the modal closes. The page behind does not scroll (`useScrollLock`).
 *
 * While it is open everything outside it is `inert` (`useInertOutside`), the page's live regions included, but for the
 * trigger, which stays in the accessibility tree, hidden: a screen reader's reading mode cannot move out of the dialog
 * and read the page behind it. Focus is held inside by a focus trap, and the card says `aria-modal`.
 */
export function Modal(props: ModalProps) {
  // Modal by the kit's means (ModalContent), not Radix's modal mode: its aria-hidden on the page lands on the trigger's
  // section, which Firefox drops from its accessibility tree, and Orca, losing the button it had in focus, moved
  // silently into the dialog and never said its name.
  return <DialogPrimitive.Root modal={false} {...props} />;
}

/** The props of {@link ModalTrigger}: those of Radix Dialog's Trigger, a `<button>`. */
export interface ModalTriggerProps extends ComponentProps<typeof DialogPrimitive.Trigger> {
  /**
   * Give the trigger's behaviour to its only child, such as a kit Button, instead of rendering a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** The button that opens the modal; focus comes back to it on close. */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />;
}

/** The props of {@link ModalContent}: those of Radix Dialog's Content, which is the card. */
export interface ModalContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Pass `undefined` when the modal has no `ModalDescription`, to say that no description is meant. */
  'aria-describedby'?: string | undefined;
  /** Names the dialog when it has no `ModalTitle`. */
  'aria-label'?: string;
  /**
   * Called when focus moves in on opening; focus another element and prevent the default to choose where it lands.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called on Escape; prevent the default to keep the modal open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Classes for the card (not the overlay), merged last. */
  className?: string;
}

/**
 * The overlay and the centred card, rendered in a portal at the end of `<body>`, with a "×" button named "Close" in
 * its corner.
 */
export function ModalContent({
  className,
  children,
  onOpenAutoFocus,
  onInteractOutside,
  ...props
}: ModalContentProps) {
  return (
    <DialogPrimitive.Portal>
      <ModalLayer>
        {/* Not Radix's Overlay, which would hold the page still by a margin on <body> and a property every element
            inherits, restyling the whole page as the modal opens; ModalLayer holds it still instead. A click on it
            closes the modal, as its Close button does, so focus goes back to the trigger. */}
        <DialogPrimitive.Close asChild>
          <div
            data-slot="modal-overlay"
            aria-hidden="true"
            className="fixed inset-0 z-50 bg-black/50 motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0"
          />
        </DialogPrimitive.Close>
        <DialogPrimitive.Content
          data-slot="modal-content"
          className={cn(
            'fixed top-1/2 start-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 rtl:translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto',
            'rounded-pk-card bg-pk-surface text-pk-ink shadow-pk-raised forced-colors:border',
            'motion-safe:transition-[opacity,scale] motion-safe:duration-200 starting:scale-95 starting:opacity-0',
            className,
          )}
          aria-modal="true"
          {...props}
          // Focus moves in once the modal is on screen, not in the handler that opened it (see focusAfterPaint).
          onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, (event) => {
            event.preventDefault();
            focusAfterPaint(event.currentTarget as HTMLElement);
          })}
          // A press outside lands on the overlay, which closes the modal itself; dismissed from outside, Radix would
          // not give focus back to the trigger.
          onInteractOutside={composeEventHandlers(onInteractOutside, (event) => event.preventDefault())}
        >
          <FocusScope asChild loop trapped onMountAutoFocus={(event) => event.preventDefault()}>
            <div className="contents">
              <ModalCornerClose />
              {children}
            </div>
          </FocusScope>
        </DialogPrimitive.Content>
      </ModalLayer>
    </DialogPrimitive.Portal>
  );
}

/**
 * The overlay and the card together, so that everything but them is made inert while they are shown; the page
 * behind does not scroll meanwhile, and keeps its width.
 */
function ModalLayer({ children }: { children: ReactNode }) {
  const inertOutside = useInertOutside();
  useScrollLock(true);
  return (
    <div ref={inertOutside} data-slot="modal-layer">
      {children}
    </div>
  );
}

/** The "×" button; it also checks, once open, that the dialog has a name, since Radix no longer warns. */
function ModalCornerClose() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = buttonRef.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const named =
      dialog.querySelector('[data-slot="modal-title"]') !== null ||
      dialog.hasAttribute('aria-label') ||
      dialog.hasAttribute('aria-labelledby');
    if (!named)
      console.error('ModalContent has no accessible name: render a ModalTitle in it, or pass aria-label.');
  }, []);
  return (
    <DialogPrimitive.Close
      ref={buttonRef}
      aria-label="Close"
      className={cn(
        'absolute top-3 end-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-pk-muted',
        'transition-colors duration-150 hover:bg-pk-surface-muted hover:text-pk-ink motion-reduce:transition-none',
        'pk-focus-ring',
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

/** The top strip: centred, with a line under it and room for the "×" button. */
export function ModalHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-header"
      className={cn('border-b border-pk-border px-14 pt-6 pb-4 text-center', className)}
      {...props}
    />
  );
}

/** The props of {@link ModalTitle}: those of Radix Dialog's Title, an `<h2>`. */
export interface ModalTitleProps extends ComponentProps<typeof DialogPrimitive.Title> {
  /**
   * Render its only child, another heading level such as an `<h3>`, instead of an `<h2>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** The heading that names the dialog (an `<h2>`). */
export function ModalTitle({ className, ...props }: ModalTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="modal-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  );
}

/** The props of {@link ModalDescription}: those of Radix Dialog's Description, a `<p>`. */
export interface ModalDescriptionProps extends ComponentProps<typeof DialogPrimitive.Description> {
  /**
   * Render its only child instead of a `<p>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** A paragraph read as the dialog's description. */
export function ModalDescription({ className, ...props }: ModalDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-description"
      className={cn('leading-relaxed', className)}
      {...props}
    />
  );
}

/** The padded main area, a column with a gap between its children. */
export function ModalBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="modal-body" className={cn('flex flex-col gap-4 px-6 py-6', className)} {...props} />;
}

/** A row of actions aligned to the end, with a line above it. */
export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-footer"
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-t border-pk-border px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}

/** The props of {@link ModalClose}: those of Radix Dialog's Close, a `<button>`. */
export interface ModalCloseProps extends ComponentProps<typeof DialogPrimitive.Close> {
  /**
   * Give the closing behaviour to its only child, such as a kit Button, instead of rendering a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/** A button that closes the modal. */
export function ModalClose(props: ModalCloseProps) {
  return <DialogPrimitive.Close data-slot="modal-close" {...props} />;
}
