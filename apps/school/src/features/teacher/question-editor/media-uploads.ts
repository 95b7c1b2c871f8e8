import { useState } from 'react';
import type { MediaUploadStatus } from '../media-field/media-field';

/** The question editor's uploads by key, with `busy` while one is on its way (the form waits to save). */
export interface MediaUploads {
  status: (key: string) => MediaUploadStatus;
  set: (key: string, status: MediaUploadStatus) => void;
  busy: boolean;
}

/**
 * The form that holds the editor keeps its uploads: a file still uploading is not in the questions yet, and
 * saving must wait for it.
 */
export function useMediaUploads(): MediaUploads {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, MediaUploadStatus>>(new Map());
  return {
    status: (key) => statuses.get(key) ?? { state: 'idle' },
    set: (key, status) => setStatuses((current) => new Map(current).set(key, status)),
    busy: [...statuses.values()].some((status) => status.state === 'uploading'),
  };
}
