import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';
import { controlClasses } from '../input/input';

/** A native <select> with the look of the text controls; it takes its wiring from the Field around it. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  const controlProps = useFieldControl(props);
  return (
    <div data-slot="native-select" className="relative">
      <select className={cn(controlClasses, 'h-10 appearance-none py-2 pr-9', className)} {...controlProps}>
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
