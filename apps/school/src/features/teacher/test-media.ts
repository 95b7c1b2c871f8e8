import {
  MEDIA_AUDIO_EXTENSIONS,
  MEDIA_AUDIO_MAX_BYTES,
  MEDIA_IMAGE_EXTENSIONS,
  MEDIA_IMAGE_MAX_BYTES,
  QUESTION_MESSAGES,
} from '@aula/forms';
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api/teacher';
import { serverMessage } from '../../api-errors';
import type { MediaKind } from './media-field/media-field';
import type { QuestionMedia } from './question-editor/question-media';

/** The file checks the server applies again (type by extension here, by bytes there; size per kind). */
export function testMediaFileError(file: { name: string; size: number }, kind: MediaKind): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = kind === 'audio' ? MEDIA_AUDIO_EXTENSIONS : MEDIA_IMAGE_EXTENSIONS;
  if (!allowed.includes(extension)) return QUESTION_MESSAGES.mediaType;
  if (file.size === 0) return QUESTION_MESSAGES.mediaEmpty;
  const max = kind === 'audio' ? MEDIA_AUDIO_MAX_BYTES : MEDIA_IMAGE_MAX_BYTES;
  if (file.size > max)
    return kind === 'audio' ? QUESTION_MESSAGES.mediaAudioTooLarge : QUESTION_MESSAGES.mediaImageTooLarge;
  return null;
}

/**
 * Playable addresses of a test's media. The server serves them only with the session token, so each file is
 * fetched once as a blob and shown through an object URL (released when the page goes); a file the teacher
 * just uploaded plays from the local copy at once.
 */
export function useMediaUrls() {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const requested = useRef(new Set<string>());
  const created = useRef<string[]>([]);

  useEffect(() => {
    const made = created.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const remember = useCallback((file: string, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    created.current.push(url);
    setUrls((current) => new Map(current).set(file, url));
  }, []);

  const urlOf = useCallback(
    (activityId: number | null, file: string): string | null => {
      const known = urls.get(file);
      if (known) return known;
      if (activityId !== null && !requested.current.has(file)) {
        requested.current.add(file);
        api.teacher.testMedia(activityId, file).then(
          (blob) => remember(file, blob),
          // A failed fetch leaves the transcript and the file name; the next render may try again.
          () => requested.current.delete(file),
        );
      }
      return null;
    },
    [urls, remember],
  );

  return { urlOf, remember };
}

/** The question editor's media for a test of `courseId` (`activityId` once it exists, to play stored files). */
export function useTestMedia(courseId: number, activityId: number | null): QuestionMedia {
  const { urlOf, remember } = useMediaUrls();
  return useMemo(
    () => ({
      check: (file, kind) => testMediaFileError(file, kind),
      upload: async (file, _kind, onProgress) => {
        const stored = await api.teacher.uploadTestMedia(courseId, file, { onProgress });
        remember(stored.file, file);
        return stored.file;
      },
      url: (file) => urlOf(activityId, file),
      failure: (error) => serverMessage(error) ?? t`No se pudo subir el archivo. Inténtalo de nuevo.`,
    }),
    [courseId, activityId, urlOf, remember],
  );
}
