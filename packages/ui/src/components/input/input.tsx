import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';

/** Shared look of the text controls (Input, Textarea, PasswordInput). */
const controlClasses =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-danger md:text-sm';

function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const controlProps = useFieldControl(props);
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClasses,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
        className,
      )}
      {...controlProps}
    />
  );
}

export { controlClasses, Input };
