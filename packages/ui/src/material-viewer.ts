/** `@aula/ui/material-viewer`: a course material (document, link, video, audio) shown in place. */
export {
  MaterialViewer,
  type MaterialViewerProps,
} from './domain/material-viewer/material-viewer';
