import { useId, type ComponentProps, type ReactNode } from 'react';
import { focusRing } from './button';
import { cn } from './cn';

/**
 * Checkbox and Radio: native inputs, so forms, labels, keyboard and screen readers work as the platform makes them,
 * drawn in Paper Kit's style. The box and its text form one `<label>`, so a click on the text toggles the input.
 */
interface ChoiceProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** Extra text under the label, linked to the input as its description. */
  description?: ReactNode;
}

const boxClasses = cn(
  'peer size-5 shrink-0 cursor-pointer appearance-none border-2 border-border-strong bg-surface',
  'transition-colors duration-150 motion-reduce:transition-none',
  'checked:border-primary-edge checked:bg-primary disabled:cursor-not-allowed',
  // In forced colours (Windows High Contrast) fills vanish, and with them the drawn check and dot: the platform's
  // own box, in the system's colours, shows the state instead.
  'forced-colors:appearance-auto',
  focusRing,
);

function ChoiceRow({
  type,
  label,
  description,
  className,
  id,
  mark,
  boxShape,
  ...props
}: ChoiceProps & { type: 'checkbox' | 'radio'; mark: ReactNode; boxShape: string }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div
      data-slot={type}
      className={cn('inline-grid grid-cols-[auto_1fr] gap-x-3 text-sm has-disabled:opacity-60', className)}
    >
      <label className="col-span-2 inline-flex cursor-pointer items-start gap-3 has-disabled:cursor-not-allowed">
        <span className="relative mt-0.5 inline-flex">
          <input
            type={type}
            id={inputId}
            aria-describedby={descriptionId}
            className={cn(boxClasses, boxShape)}
            {...props}
          />
          {mark}
        </span>
        <span className="leading-6">{label}</span>
      </label>
      {description && (
        <span id={descriptionId} className="col-start-2 text-xs text-muted">
          {description}
        </span>
      )}
    </div>
  );
}

export type CheckboxProps = ChoiceProps;

export function Checkbox(props: CheckboxProps) {
  return (
    <ChoiceRow
      type="checkbox"
      boxShape="rounded-[4px]"
      mark={
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-5 text-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:hidden"
        >
          <path
            d="M5 10.5l3.2 3.2L15 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      }
      {...props}
    />
  );
}

export type RadioProps = ChoiceProps;

/** Group radios that share a `name` in a `<fieldset>` with a `<legend>`, so the group has a name too. */
export function Radio(props: RadioProps) {
  return (
    <ChoiceRow
      type="radio"
      boxShape="rounded-full"
      mark={
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-[6px] rounded-full bg-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:hidden"
        />
      }
      {...props}
    />
  );
}
