// Loaded on demand by ./dialogs (decision 110).
export { ActivityForm } from './course/activity-form/activity-form';
export { ConfirmDeleteDialog } from './course/confirm-delete-dialog/confirm-delete-dialog';
export { MaterialForm } from './course/material-form/material-form';
export { CourseForm } from './panel/course-form/course-form';
