import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive, Label as LabelPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';
import { labelClasses } from '../label/label';

type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Label shown beside the box and tied to it (clicking it toggles the box). */
  label?: ReactNode;
};

/**
 * Radix checkbox (a `button role="checkbox"`, so react-hook-form drives it through a Controller with
 * `checked` / `onCheckedChange`, not `register`).
 */
function Checkbox({ className, label, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlProps = useFieldControl(props);
  const id = controlProps.id ?? generatedId;

  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 rounded-sm border border-input bg-background shadow-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...controlProps}
      id={id}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current"
      >
        <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );

  if (label === undefined) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-center gap-2">
      {box}
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
