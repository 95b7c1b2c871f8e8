import type { MediaKind } from '../media-field/media-field';

/** How the editor stores a question's media; the app wires it to the teacher's media upload call. */
export interface QuestionMedia {
  /** A Spanish message when the file cannot be sent (type, size), checked before any upload. */
  check?: (file: File, kind: MediaKind) => string | null;
  /** Uploads the file and resolves with its stored name. */
  upload: (file: File, kind: MediaKind, onProgress: (fraction: number) => void) => Promise<string>;
  /** Where a stored file plays or shows. */
  url: (file: string) => string | null;
  /** The Spanish message of a failed upload. */
  failure: (error: unknown) => string;
}
