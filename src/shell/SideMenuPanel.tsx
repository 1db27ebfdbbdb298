import * as Dialog from '@radix-ui/react-dialog';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { focusAfterPaint } from '../kit/focus-after-paint';
import { useScrollLock } from '../kit/use-scroll-lock';
import { useInertOutside } from '../kit/use-inert-outside';
import { CloseGlyph } from './icons';
import { useRef, type RefObject } from 'react';
import { ShellNavLink } from './ShellNavLink';
import type { ShellLink } from './shellLinks';
import { ColorSchemeToggle } from './ColorSchemeToggle';

interface SideMenuPanelProps {
  id: string;
  links: ShellLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The side menu, a modal dialog: focus moves in and stays, Escape or a click outside closes it and focus goes back
 * to the burger. When a navigation closes it, focus goes to the new page instead (the layout moves it there).
 */
export function SideMenuPanel({ id, links, open, onOpenChange, returnFocusTo }: SideMenuPanelProps) {
  const closedByVisitor = useRef(false);
  // While the menu is open the page behind is inert, live regions and all, so a reading cursor cannot leave it.
  const inertOutside = useInertOutside();
  // The page behind stays put and keeps its width (Radix's Overlay would hold it by restyling all of it).
  useScrollLock(open);
  return (
    // Not Radix's modal mode, which hides the page with aria-hidden on its own: on the header that holds the burger,
    // which Firefox then drops from its accessibility tree, and Orca, losing the burger it had in focus, said
    // nothing of the menu as focus arrived. The kit's inert page (burger aside), the focus trap below and
    // aria-modal make it modal instead.
    <Dialog.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        closedByVisitor.current = !next;
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <div ref={inertOutside} data-slot="side-menu-layer">
          {/* A click on it is outside the menu, which closes it. Radix turns pointer events off on <body>. */}
          <div
            aria-hidden="true"
            style={{ pointerEvents: 'auto' }}
            className="fixed inset-0 z-50 bg-black/50"
          />
          <Dialog.Content
            id={id}
            aria-modal="true"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              closedByVisitor.current = false;
              // Focus moves in once the menu is on screen, not in the handler that opened it.
              event.preventDefault();
              focusAfterPaint(event.currentTarget as HTMLElement);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Two frames later, once the burger has said it is collapsed (SideMenu).
              if (closedByVisitor.current)
                requestAnimationFrame(() => requestAnimationFrame(() => returnFocusTo.current?.focus()));
            }}
            className="fixed inset-y-0 end-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-pk-surface p-6 text-pk-ink shadow-pk-raised [--pk-slide-from:100%] rtl:[--pk-slide-from:-100%] motion-safe:animate-[pk-slide-in_300ms_ease-out]"
          >
            <FocusScope asChild loop trapped onMountAutoFocus={(event) => event.preventDefault()}>
              <div className="contents">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="text-sm font-bold uppercase tracking-wider">Menu</Dialog.Title>
                  <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10">
                    <CloseGlyph className="size-5" />
                    <span className="sr-only">Close menu</span>
                  </Dialog.Close>
                </div>
                <nav aria-label="Side menu">
                  <ul className="flex flex-col gap-2">
                    {links.map((link) => (
                      <li key={link.label}>
                        <ShellNavLink link={link} className="w-full" />
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="mt-auto flex items-center justify-between border-t border-pk-border pt-4">
                  <span className="text-sm font-semibold" aria-hidden="true">
                    Theme
                  </span>
                  <ColorSchemeToggle />
                </div>
              </div>
            </FocusScope>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
