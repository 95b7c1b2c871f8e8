// Loaded on demand by ./dialogs (decision 110).
export {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@aula/ui';
