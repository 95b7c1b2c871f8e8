// Loaded on demand by ./dialogs (decision 110).
export { ActivityForm, ConfirmDeleteDialog, CourseForm, MaterialForm } from '@aula/ui';
