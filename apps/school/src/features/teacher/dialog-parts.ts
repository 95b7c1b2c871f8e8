// Loaded on demand by ./dialogs (decision 110).
export {
  ConfirmDeleteDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@aula/ui';
