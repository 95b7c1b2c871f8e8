import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';
import { controlClasses } from '../input/input';

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const controlProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-20 py-2', className)}
      {...controlProps}
    />
  );
}

export { Textarea };
