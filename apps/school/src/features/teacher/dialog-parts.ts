// Loaded on demand by ./dialogs (decision 110).
export {
  ActivityForm,
  ConfirmDeleteDialog,
  CourseForm,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  MaterialForm,
} from '@aula/ui';
