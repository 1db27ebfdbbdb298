import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type ComponentProps, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { cn } from './cn';

const fieldVariants = cva(
  [
    'w-full rounded-[4px] border bg-pk-surface px-4 text-sm text-pk-ink placeholder:text-pk-muted',
    'transition-colors duration-150 motion-reduce:transition-none',
    'disabled:cursor-not-allowed disabled:bg-pk-surface-muted disabled:opacity-70',
    'read-only:bg-pk-surface-muted',
  ],
  {
    variants: {
      validation: {
        // Left out: no validation state.
        none: 'border-pk-border-strong focus-visible:border-pk-ink',
        success: 'border-pk-success-text',
        danger: 'border-pk-danger-text bg-pk-danger-soft',
      },
    },
    defaultVariants: { validation: 'none' },
  },
);

/** A field's validation state, in the words of the kit's tones: `'success'`, or `'danger'` for a wrong value. */
export type FieldValidation = 'success' | 'danger';

const messageClasses: Record<FieldValidation | 'none', string> = {
  none: 'text-pk-muted',
  success: 'text-pk-success-text',
  danger: 'text-pk-danger-text',
};

/** The props `Input` and `Textarea` share. */
interface FieldProps {
  /**
   * The validation state, shown by the border and the message's colour, and by an icon before the message (a tick,
   * or an exclamation mark), so colour is not its only sign; left out, the field has none. `'danger'`
   * also marks the field invalid (`aria-invalid`). The message, if any, describes the field in every state.
   */
  validation?: FieldValidation;
  /** Help, success or error text shown under the field and linked to it as its description (`aria-describedby`). */
  message?: ReactNode;
  /** Your own description ids; the message's id is added after them. */
  'aria-describedby'?: string;
  /** The field's id: give the same one to the `FieldLabel`'s `htmlFor`. */
  id?: string;
  /**
   * Greyed out and out of the tab order.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Focusable but not editable, on a grey fill.
   * @defaultValue false
   */
  readOnly?: boolean;
}

/** Joins the caller's `aria-describedby` with the message's id. */
function describedBy(own: string | undefined, messageId: string | undefined): string | undefined {
  return [own, messageId].filter(Boolean).join(' ') || undefined;
}

function FieldMessage({
  id,
  validation,
  children,
}: {
  id: string;
  validation: FieldValidation | undefined;
  children: ReactNode;
}) {
  // A shape beside the colour (WCAG 1.4.1): a tick for success, an exclamation mark for an error.
  const Icon = validation === 'success' ? CircleCheck : validation === 'danger' ? CircleAlert : null;
  return (
    <p
      id={id}
      data-slot="field-message"
      className={cn(
        'mt-1.5 text-xs font-medium',
        Icon && 'flex items-start gap-1',
        messageClasses[validation ?? 'none'],
      )}
    >
      {Icon && <Icon aria-hidden="true" data-slot="field-message-icon" className="mt-px size-3.5 shrink-0" />}
      {Icon ? <span>{children}</span> : children}
    </p>
  );
}

/** The props of {@link FieldLabel}: a `<label>`'s. */
export interface FieldLabelProps extends ComponentProps<'label'> {
  /** The id of the field it names. */
  htmlFor?: string;
}

/** The visible label of a field. */
export function FieldLabel({ className, ...props }: FieldLabelProps) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller passes htmlFor or wraps the control
    <label
      data-slot="field-label"
      className={cn('mb-1.5 block text-sm font-semibold', className)}
      {...props}
    />
  );
}

/**
 * What a field and its message share: `aria-invalid` in the danger state, and `aria-describedby` joining the
 * caller's own description with the message's id.
 */
function useFieldMessage(
  validation: FieldValidation | undefined,
  message: ReactNode,
  ownDescribedBy: string | undefined,
) {
  const messageId = useId();
  return {
    fieldProps: {
      'aria-invalid': validation === 'danger' || undefined,
      'aria-describedby': describedBy(ownDescribedBy, message ? messageId : undefined),
    },
    messageElement: message ? (
      <FieldMessage id={messageId} validation={validation}>
        {message}
      </FieldMessage>
    ) : null,
  };
}

/** The props of {@link Input}: an `<input>`'s, and its validation state and message. */
export type InputProps = ComponentProps<'input'> &
  FieldProps & {
    /**
     * Use the type that fits (`email`, `password`, `search`…) for the right keyboard and autofill.
     * @defaultValue 'text'
     */
    type?: HTMLInputTypeAttribute;
  };

/**
 * Paper Kit's text input, optionally in the success or danger validation state, with an optional message under it.
 * @remarks `Input` and `Textarea` are native `<input>` and `<textarea>` elements. Every field needs a name: a
 * `FieldLabel` (or `<label>`) whose `htmlFor` is the field's id, or an `aria-label`. A placeholder is not a name,
 * and it disappears once the visitor types.
 *
 * A `message` is read after the field's name as its description (`aria-describedby`). In the danger state, give one:
 * the field is also marked `aria-invalid`, and colour is never the only sign, since the message says in words what
 * is right or wrong.
 *
 * In an `InputGroup`, addons are decoration: give icons `aria-hidden="true"` and let the label name the input.
 */
export function Input({
  className,
  validation,
  message,
  'aria-describedby': ariaDescribedBy,
  ...props
}: InputProps) {
  const { fieldProps, messageElement } = useFieldMessage(validation, message, ariaDescribedBy);
  return (
    <>
      <input
        data-slot="input"
        {...fieldProps}
        className={cn(fieldVariants({ validation }), 'h-10', 'pk-focus-ring', className)}
        {...props}
      />
      {messageElement}
    </>
  );
}

/** The props of {@link Textarea}: a `<textarea>`'s, and its validation state and message. */
export type TextareaProps = ComponentProps<'textarea'> & FieldProps;

/** A multi-line field with the same validation states as `Input`, which the visitor can make taller. */
export function Textarea({
  className,
  validation,
  message,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const { fieldProps, messageElement } = useFieldMessage(validation, message, ariaDescribedBy);
  return (
    <>
      <textarea
        data-slot="textarea"
        {...fieldProps}
        className={cn(
          fieldVariants({ validation }),
          'min-h-28 resize-y py-2.5 leading-relaxed',
          'pk-focus-ring',
          className,
        )}
        {...props}
      />
      {messageElement}
    </>
  );
}

/**
 * An input with a leading or trailing addon (an icon, a unit). The whole group takes the focus style while its input
 * is focused, through `:focus-within`, with no JavaScript state.
 */
export function InputGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="input-group"
      className={cn(
        'group flex h-10 w-full items-center rounded-[4px] border border-pk-border-strong bg-pk-surface text-pk-ink',
        'transition-colors duration-150 motion-reduce:transition-none',
        'focus-within:border-pk-ink focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-pk-ring focus-within:outline-solid',
        'has-disabled:bg-pk-surface-muted has-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}

/**
 * An icon or unit before or after the group's input.
 */
export function InputGroupAddon({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="input-group-addon"
      className={cn(
        'flex h-full shrink-0 items-center px-3 text-pk-muted transition-colors group-focus-within:text-pk-ink [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The input inside an `InputGroup`: borderless, the group draws the frame and the focus ring. It has no validation
 * state or message of its own.
 */
export function InputGroupInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input-group-input"
      className={cn(
        'h-full min-w-0 flex-1 bg-transparent px-1 text-sm text-pk-ink outline-none placeholder:text-pk-muted first:ps-4 last:pe-4',
        'disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
