import { Label as LabelPrimitive } from 'radix-ui';
import { type AriaAttributes, type ComponentProps, createContext, type ReactNode, use, useId } from 'react';
import { cn } from '../../lib/cn';
import { esField } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { labelClasses } from '../label/label';
import { describedBy } from './described-by';

type FieldContextValue = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean | undefined;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** The attributes a form control takes from the Field around it. */
type FieldControlProps = {
  id?: string | undefined;
  disabled?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
};

/**
 * Wires a control (Input, Textarea, PasswordInput, Checkbox) to the Field it sits in: its id for the label,
 * the hint and error for `aria-describedby`, and the invalid / required / disabled state. The control's own
 * props win, so a page can still override any of them. Outside a Field the props pass through unchanged.
 */
function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.controlId,
    disabled: props.disabled ?? field.disabled,
    'aria-describedby': describedBy(field.errorId, field.hintId, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Visible label of the control. */
  label: ReactNode;
  /** The control: Input, Textarea, PasswordInput, Checkbox (they read the wiring from the Field). */
  children: ReactNode;
  /** Help text under the control, read after the error. */
  hint?: ReactNode;
  /** Validation message; when present the control is marked `aria-invalid`. */
  error?: ReactNode;
  /** Shows `*` (hidden from screen readers, which hear the strings' 'obligatorio' and `aria-required` instead). */
  required?: boolean;
  disabled?: boolean;
  /** Id given to the control; generated when omitted. */
  controlId?: string;
};

function Field({
  label,
  children,
  hint,
  error,
  required = false,
  disabled,
  controlId,
  className,
  ...props
}: FieldProps) {
  const text = useStrings('field', esField);
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <LabelPrimitive.Root data-slot="field-label" htmlFor={id} className={labelClasses({ muted: disabled })}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-danger">
              *
            </span>
            <span className="sr-only"> ({text.required})</span>
          </>
        )}
      </LabelPrimitive.Root>
      <FieldContext value={{ controlId: id, hintId, errorId, invalid: hasError, required, disabled }}>
        {children}
      </FieldContext>
      {hasHint && (
        <p id={hintId} data-slot="field-hint" className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="field-error" className="font-medium text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

export { Field, type FieldProps, useFieldControl };
