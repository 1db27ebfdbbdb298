import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { focusRing } from './button';
import { cn } from './cn';
import { bodyPortal, useLandmarkPortal, useTriggerRef, type LandmarkPortal } from './landmark-portal';

/**
 * Paper Kit's dropdown: a white card of items that fill with a semantic colour when highlighted (`color` on
 * DropdownMenuContent, as the kit's coloured navbars use it). Radix supplies the menu roles and the keyboard:
 * Enter, Space or ArrowDown opens it, the arrow keys move, typing jumps to an item, Escape closes.
 */
const DropdownMenuPortalContext = createContext<LandmarkPortal>(bodyPortal);

/**
 * Not modal by default (`modal={false}`): a modal menu hides the rest of the page from assistive technology and
 * locks scrolling, which is out of proportion for a navbar menu. It still closes on Escape or a click outside; Tab
 * does nothing while focus is in the menu (Radix keeps menus out of the tab sequence).
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  const portal = useLandmarkPortal();
  return (
    <DropdownMenuPortalContext value={portal}>
      <DropdownMenuPrimitive.Root modal={modal} {...props} />
    </DropdownMenuPortalContext>
  );
}

export function DropdownMenuTrigger({ ref, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const { setTrigger } = useContext(DropdownMenuPortalContext);
  const triggerRef = useTriggerRef(setTrigger, ref);
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" ref={triggerRef} {...props} />;
}

const dropdownMenuItemVariants = cva(
  [
    'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-[4px] px-3 text-sm select-none',
    'transition-colors duration-100 motion-reduce:transition-none',
    'data-disabled:pointer-events-none data-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    focusRing,
  ],
  {
    variants: {
      color: {
        default: 'data-highlighted:bg-default data-highlighted:text-default-foreground',
        primary: 'data-highlighted:bg-primary data-highlighted:text-primary-foreground',
        info: 'data-highlighted:bg-info data-highlighted:text-info-foreground',
        success: 'data-highlighted:bg-success data-highlighted:text-success-foreground',
        warning: 'data-highlighted:bg-warning data-highlighted:text-warning-foreground',
        danger: 'data-highlighted:bg-danger data-highlighted:text-danger-foreground',
      },
    },
    defaultVariants: { color: 'default' },
  },
);

type DropdownMenuColor = NonNullable<VariantProps<typeof dropdownMenuItemVariants>['color']>;

const DropdownMenuColorContext = createContext<DropdownMenuColor>('default');

interface DropdownMenuContentProps extends ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /** The fill of the highlighted item. */
  color?: DropdownMenuColor;
}

export function DropdownMenuContent({
  className,
  color = 'default',
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: DropdownMenuContentProps) {
  const { container } = useContext(DropdownMenuPortalContext);
  return (
    <DropdownMenuColorContext value={color}>
      <DropdownMenuPrimitive.Portal container={container}>
        <DropdownMenuPrimitive.Content
          data-slot="dropdown-menu-content"
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={cn(
            'z-50 flex max-h-(--radix-dropdown-menu-content-available-height) min-w-48 flex-col gap-0.5 overflow-y-auto rounded-card border border-border bg-surface p-2 text-ink shadow-raised',
            'origin-(--radix-dropdown-menu-content-transform-origin) motion-safe:transition-[opacity,scale] motion-safe:duration-150 starting:scale-95 starting:opacity-0',
            className,
          )}
          {...props}
        />
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuColorContext>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  const color = useContext(DropdownMenuColorContext);
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(dropdownMenuItemVariants({ color }), className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-muted uppercase', className)}
      {...props}
    />
  );
}
