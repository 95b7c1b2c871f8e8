/** `@aula/ui/material-viewer`: a course material (document, link, video, audio) shown in place. */
export {
  defaultMaterialViewerLabels,
  MaterialViewer,
  type MaterialViewerLabels,
  type MaterialViewerProps,
} from './domain/material-viewer/material-viewer';
