import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

/** The props `Checkbox` and `Radio` share (see `Checkbox` for what a screen reader gets from them). */
interface ChoiceProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The text beside the box; pressing it toggles the input too. */
  label: ReactNode;
  /**
   * Extra text under the label, linked to the input as its description (an `aria-describedby` given as well
   * replaces that link).
   */
  description?: ReactNode;
  /** The input's id; one is generated when left out. */
  id?: string;
  /** The form field's name; radios of one group share it. */
  name?: string;
  /**
   * What the form sends when it is checked.
   * @defaultValue 'on'
   */
  value?: string;
  /** Checked or not, when the page keeps the state (controlled). */
  checked?: boolean;
  /** Checked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called when the visitor checks the input, and for a checkbox also when they uncheck it. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Dims the row and takes it out of the tab order.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Classes for the row around the input, its label and description (not for the input itself). */
  className?: string;
}

const boxClasses = cn(
  'peer size-5 shrink-0 cursor-pointer appearance-none border-2 border-pk-border-strong bg-pk-surface',
  'transition-colors duration-150 motion-reduce:transition-none',
  'checked:border-pk-primary-edge checked:bg-pk-primary disabled:cursor-not-allowed',
  // In forced colours (Windows High Contrast) fills vanish, and with them the drawn check and dot: the platform's
  // own box, in the system's colours, shows the state instead.
  'forced-colors:appearance-auto',
  'pk-focus-ring',
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
        <span id={descriptionId} className="col-start-2 text-xs text-pk-muted">
          {description}
        </span>
      )}
    </div>
  );
}

/** The props of `Checkbox`: see `ChoiceProps`. */
export type CheckboxProps = ChoiceProps;

/**
 * A native checkbox with a label and an optional description.
 * @remarks `Checkbox` and `Radio` are native `<input>` elements, only redrawn, so the browser provides their role,
 * state, keys and form value. The box and its text form one `<label>`: the input is named by its `label`, and a
 * press on the text toggles it. A `description` is read after the name.
 *
 * Put radios that share a `name` in a `<fieldset>` with a `<legend>`, so the group has a name too; the same helps a
 * set of related checkboxes.
 */
export function Checkbox(props: CheckboxProps) {
  return (
    <ChoiceRow
      type="checkbox"
      boxShape="rounded-[4px]"
      mark={
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-5 text-pk-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:hidden"
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

/** The props of `Radio`: see `ChoiceProps`. */
export type RadioProps = ChoiceProps;

/**
 * A native radio button with a label and an optional description.
 */
export function Radio(props: RadioProps) {
  return (
    <ChoiceRow
      type="radio"
      boxShape="rounded-full"
      mark={
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-[6px] rounded-full bg-pk-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:hidden"
        />
      }
      {...props}
    />
  );
}
