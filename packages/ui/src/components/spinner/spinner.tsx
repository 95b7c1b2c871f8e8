import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { esSpinner } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

const spinnerVariants = cva('animate-spin', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, for screen readers (announced politely through role="status"). */
    label?: string;
    /** Where the icon sits when the spinner is wider than it: centred, or at the start of a loading row. */
    align?: 'center' | 'start';
  };

function Spinner({ className, size, align = 'center', label, ...props }: SpinnerProps) {
  const text = useStrings('spinner', esSpinner);
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn(
        'inline-flex items-center text-muted-foreground',
        align === 'start' ? 'justify-start' : 'justify-center',
        className,
      )}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label ?? text.loading}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps, spinnerVariants };
