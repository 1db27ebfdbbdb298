'use client';

import { composeEventHandlers } from '@radix-ui/primitive';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { useDirection, type Direction } from './direction';

/** On, off, or `null`: not set yet (drawn half-way, and described as such). */
export type SwitchValue = boolean | null;

export interface SwitchProps extends Omit<
  ComponentProps<typeof SwitchPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'dir'
> {
  /** On, off or not set (`null`), when the page keeps the value (controlled). */
  checked?: SwitchValue;
  /**
   * The starting value, when the switch keeps it (uncontrolled).
   * @defaultValue false
   */
  defaultChecked?: SwitchValue;
  /** Called with the new value; never while disabled or read-only. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Refuses every change, like `disabled`, but stays focusable and readable.
   * @defaultValue false
   */
  readOnly?: boolean;
  /** Dimmed, out of the tab order, and refuses every change. */
  disabled?: boolean;
  /**
   * The word shown while on.
   * @defaultValue 'ON'
   */
  onLabel?: string;
  /**
   * The word shown while off.
   * @defaultValue 'OFF'
   */
  offLabel?: string;
  /**
   * Read to screen readers as the switch's description while the value is `null`.
   * @defaultValue 'Not set'
   */
  indeterminateDescription?: string;
  /**
   * Which way it reads. Right to left, the "on" end is the left one: the knob sits there while on, and ArrowLeft
   * sets it on. Left out, the `DirectionProvider`'s, else the page's.
   */
  dir?: Direction;
}

/**
 * A bootstrap-switch style toggle on Radix's switch: ON and OFF labels slide with the knob. Space and Enter toggle;
 * the arrow pointing at the "on" end sets it on, the other sets it off (ArrowRight and ArrowLeft, the other way
 * round right to left).
 * @remarks Radix renders a `button` with `role="switch"` and `aria-checked`, so a screen reader says "switch, on" or
 * "off". Name it with a `<label htmlFor>` pointing at its `id`, or with `aria-label`, by what it sets ("Email me
 * replies"), never by its state. The ON and OFF words are decoration, hidden from assistive technology.
 *
 * While the value is `null` (not set), the switch reads as off and is described as "Not set"
 * (`indeterminateDescription`). A read-only switch stays focusable and says `aria-readonly` but refuses every
 * change; a disabled one leaves the tab order.
 */
export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  readOnly = false,
  disabled,
  onLabel = 'ON',
  offLabel = 'OFF',
  indeterminateDescription = 'Not set',
  dir,
  className,
  onKeyDown,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState<SwitchValue>(defaultChecked);
  const value = checked === undefined ? uncontrolled : checked;
  const descriptionId = useId();
  const indeterminate = value === null;
  const direction = useDirection(dir);
  const onKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const change = (next: boolean) => {
    if (readOnly || disabled || next === value) return;
    if (checked === undefined) setUncontrolled(next);
    onCheckedChange?.(next);
  };

  const handleKeyDown = composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      change(event.key === onKey);
    }
  });

  return (
    <>
      <SwitchPrimitive.Root
        data-slot="switch"
        // On the button itself, so its `rtl:` classes follow the same direction as its keys.
        dir={direction}
        data-indeterminate={indeterminate || undefined}
        checked={value === true}
        onCheckedChange={change}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        aria-describedby={
          [ariaDescribedBy, indeterminate ? descriptionId : undefined].filter(Boolean).join(' ') || undefined
        }
        className={cn(
          'group relative inline-flex h-7 w-[4.75rem] shrink-0 cursor-pointer overflow-hidden rounded-pk-pill border-2 border-pk-border-strong bg-pk-surface-muted',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-readonly:cursor-default',
          'pk-focus-ring',
          className,
        )}
        {...props}
      >
        {/* ON | knob | OFF in reading order, slid so the window shows "ON knob" when on, "knob OFF" when off, and the
            knob centred when unset. Right to left the strip is mirrored, so it slides the other way. */}
        <span
          aria-hidden="true"
          className={cn(
            'absolute inset-y-0 start-0 flex w-[7.5rem] -translate-x-[3rem] rtl:translate-x-[3rem] items-center transition-transform duration-200 motion-reduce:transition-none',
            'group-data-[state=checked]:translate-x-0 group-data-indeterminate:-translate-x-[1.5rem] rtl:group-data-indeterminate:translate-x-[1.5rem]',
          )}
        >
          {/* Hidden, not made transparent, while unset: forced colours would repaint transparent text. */}
          <span className="flex h-full w-[3rem] items-center justify-center bg-pk-primary text-[0.625rem] font-bold tracking-wide text-pk-primary-foreground group-data-indeterminate:invisible forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none">
            {onLabel}
          </span>
          <span className="size-6 shrink-0 rounded-full border border-pk-border-strong bg-pk-surface shadow-pk-card" />
          <span className="flex h-full w-[3rem] items-center justify-center text-[0.625rem] font-bold tracking-wide text-pk-ink group-data-indeterminate:invisible">
            {offLabel}
          </span>
        </span>
      </SwitchPrimitive.Root>
      {/* Outside the button, so it describes the switch without becoming part of its name. */}
      {indeterminate && (
        <span id={descriptionId} className="sr-only">
          {indeterminateDescription}
        </span>
      )}
    </>
  );
}
