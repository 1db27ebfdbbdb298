import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { focusRing } from './button';
import { cn } from './cn';

/**
 * Paper Kit's modal, a Radix dialog: focus moves into it and stays there, Escape or a click on the overlay closes
 * it, and focus goes back to the opener.
 */
export function Modal(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export function ModalTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />;
}

/**
 * The overlay and the centred card, with a "×" button named "Close" in its corner.
 *
 * The card is labelled by its `ModalTitle` (required: without one, or an `aria-label`, it logs an error) and
 * described by its `ModalDescription`. A modal with nothing to describe it passes `aria-describedby={undefined}`,
 * which tells Radix (and the reader of the code) that leaving the description out is deliberate.
 */
export function ModalContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="modal-overlay"
        className="fixed inset-0 z-50 bg-black/50 motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0"
      />
      <DialogPrimitive.Content
        data-slot="modal-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto',
          'rounded-card bg-surface text-ink shadow-raised forced-colors:border',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-200 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        <ModalCornerClose />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
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
        'absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted',
        'transition-colors duration-150 hover:bg-surface-muted hover:text-ink motion-reduce:transition-none',
        focusRing,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

export function ModalHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-header"
      className={cn('border-b border-border px-14 pt-6 pb-4 text-center', className)}
      {...props}
    />
  );
}

export function ModalTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="modal-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export function ModalDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-description"
      className={cn('leading-relaxed', className)}
      {...props}
    />
  );
}

export function ModalBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="modal-body" className={cn('flex flex-col gap-4 px-6 py-6', className)} {...props} />;
}

export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-footer"
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-t border-border px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}

export function ModalClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="modal-close" {...props} />;
}
