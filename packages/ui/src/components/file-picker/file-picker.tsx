import { UploadIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { esFilePicker } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { buttonVariants } from '../button/button-variants';
import { describedBy } from '../field/described-by';
import { useFieldControl } from '../field/field';

export type FilePickerProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> & {
  /** The name of the chosen file, kept by the form (null or empty: nothing chosen). */
  fileName?: string | null;
  /** The button's words when the page names what to choose ('Elegir imagen'); the strings' otherwise. */
  chooseLabel?: string;
  /** Beside it while nothing is chosen, when the page says it its own way ('Ningún archivo subido'). */
  noneLabel?: string;
  /** Beside it once a file is chosen, when the page says more than its name ('Archivo seleccionado: …'). */
  chosenLabel?: (name: string) => string;
};

/**
 * A file input whose texts are the library's strings whatever the browser's language (the native one says
 * 'Choose File' and 'No file chosen' in an English browser, even on a Spanish page). The real <input type="file"> stays the control: it is
 * visually hidden but focusable, so Tab, Enter and Space, screen readers and the Field's label, hint and error
 * work as with any input. The visible button is a second <label> of it, so a click opens the picker without
 * script; the file name (or 'Ningún archivo seleccionado') is the input's description.
 */
export function FilePicker({
  fileName,
  chooseLabel,
  noneLabel,
  chosenLabel,
  className,
  ref,
  ...props
}: FilePickerProps) {
  const text = useStrings('filePicker', esFilePicker);
  const controlProps = useFieldControl(props);
  const generatedId = useId();
  const id = controlProps.id ?? generatedId;
  const statusId = `${id}-file`;
  return (
    <div
      data-slot="file-picker"
      className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}
    >
      <input
        ref={ref}
        type="file"
        {...controlProps}
        id={id}
        aria-describedby={describedBy(statusId, controlProps['aria-describedby'])}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-danger',
        )}
      >
        <UploadIcon aria-hidden="true" />
        {chooseLabel ?? text.choose}
      </label>
      <span
        id={statusId}
        data-slot="file-picker-status"
        className={cn('min-w-0 break-all text-sm', fileName ? 'text-foreground' : 'text-muted-foreground')}
      >
        {fileName ? (chosenLabel?.(fileName) ?? fileName) : (noneLabel ?? text.none)}
      </span>
    </div>
  );
}
