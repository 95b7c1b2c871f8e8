import { CheckIcon } from 'lucide-react';
import type { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Label as LabelPrimitive, Slot } from 'radix-ui';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { useFieldControl } from '../field/field';
import { labelClasses } from '../label/label';

// The props of Radix's checkbox, kept as they were (the type only: no Radix checkbox code is shipped).
type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Label shown beside the box and tied to it (clicking it toggles the box). */
  label?: ReactNode;
};

type CheckedState = boolean | 'indeterminate';

const stateOf = (checked: CheckedState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/**
 * A `button role="checkbox"`, as Radix's was (so react-hook-form drives it through a Controller with
 * `checked` / `onCheckedChange`, not `register`), without Radix's checkbox code (decision 124): Space toggles
 * it, Enter does not (WAI-ARIA), 'indeterminate' is `aria-checked="mixed"`. With a `name` or `required`, a
 * hidden native checkbox carries its value into the form and its required check, and a form reset restores
 * `defaultChecked`.
 */
function Checkbox({
  className,
  label,
  checked: checkedProp,
  defaultChecked,
  onCheckedChange,
  required,
  name,
  value = 'on',
  form,
  asChild,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const controlProps = useFieldControl(props);
  const id = controlProps.id ?? generatedId;
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked ?? false,
    onChange: onCheckedChange,
  });
  const button = useRef<HTMLButtonElement>(null);
  const initial = useRef(defaultChecked ?? false);

  useEffect(() => {
    const owner = button.current?.form ?? button.current?.closest('form');
    if (!owner) return;
    const reset = () => setChecked(initial.current);
    owner.addEventListener('reset', reset);
    return () => owner.removeEventListener('reset', reset);
  }, [setChecked]);

  const Comp = asChild ? Slot.Root : 'button';
  const state = stateOf(checked);
  const box = (
    <Comp
      ref={button}
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      aria-required={required}
      data-state={state}
      data-disabled={controlProps.disabled ? '' : undefined}
      value={value}
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 rounded-sm border border-input bg-background shadow-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...controlProps}
      id={id}
      onKeyDown={(event) => {
        controlProps.onKeyDown?.(event);
        // A checkbox is toggled by Space only; Enter would submit the form.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        controlProps.onClick?.(event);
        if (!event.defaultPrevented) setChecked(checked === 'indeterminate' ? true : !checked);
      }}
    >
      {checked !== false ? (
        <span
          data-slot="checkbox-indicator"
          data-state={state}
          className="flex items-center justify-center text-current"
          style={{ pointerEvents: 'none' }}
        >
          <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </span>
      ) : null}
    </Comp>
  );
  const native =
    name !== undefined || required ? (
      <input
        type="checkbox"
        aria-hidden="true"
        tabIndex={-1}
        name={name}
        value={value}
        form={form}
        required={required}
        disabled={controlProps.disabled}
        checked={checked === true}
        // Mirrors the button; the button is what the user changes.
        onChange={() => {}}
        className="pointer-events-none absolute m-0 -translate-x-full opacity-0"
      />
    ) : null;

  if (label === undefined)
    return native ? (
      <>
        {box}
        {native}
      </>
    ) : (
      box
    );
  return (
    <div data-slot="checkbox-field" className="flex items-center gap-2">
      {box}
      {native}
      <LabelPrimitive.Root
        data-slot="checkbox-label"
        htmlFor={id}
        className={labelClasses({ plain: true, muted: controlProps.disabled })}
      >
        {label}
      </LabelPrimitive.Root>
    </div>
  );
}

export { Checkbox, type CheckboxProps };
