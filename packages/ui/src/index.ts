export { DESCRIPTION_LIMITS, truncate } from './admin/truncated-text/truncate';
export { TruncatedText, type TruncatedTextProps } from './admin/truncated-text/truncated-text';
export { Alert, type AlertProps, alertVariants } from './components/alert/alert';
export { Badge, type BadgeProps, badgeVariants } from './components/badge/badge';
export { Button, type ButtonProps, buttonVariants } from './components/button/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card/card';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmStatus,
} from './components/confirm-dialog/confirm-dialog';
export {
  DatePicker,
  type DatePickerProps,
  DateTimePicker,
  type DateTimePickerProps,
} from './components/date-picker/date-picker';
export { parseDateTimeText } from './components/date-picker/date-text';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog/dialog';
export { describedBy } from './components/field/described-by';
export { Field, type FieldProps, useFieldControl } from './components/field/field';
export { FilePicker, type FilePickerProps } from './components/file-picker/file-picker';
export { controlClasses, Input } from './components/input/input';
export { Label } from './components/label/label';
export { ListState, type ListStateProps, type ListStatus } from './components/list-state/list-state';
export { NativeSelect } from './components/native-select/native-select';
export { PasswordInput, type PasswordInputProps } from './components/password-input/password-input';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/spinner';
export { Textarea } from './components/textarea/textarea';
export { UploadProgress, type UploadProgressProps } from './components/upload-progress/upload-progress';
export * from './domain';
export { cn } from './lib/cn';
export { moveEntry } from './lib/move-entry';
export { useControllableState } from './lib/use-controllable-state';
export { useDragDrop } from './lib/use-drag-drop';
export { useHydrated } from './lib/use-hydrated';
export { type SiteButtonVariants, siteButtonVariants } from './site/site-button';
export { type RenderLink, renderAnchor, type SiteImage, type SiteLinkProps } from './site/site-link';
export { es } from './strings/es';
export { UiStringsProvider, type UiStringsProviderProps, useUiStrings } from './strings/strings-provider';
export type { UiStrings } from './strings/ui-strings';
export { formatLongDateTime, formatNumericDate } from './student/format';
