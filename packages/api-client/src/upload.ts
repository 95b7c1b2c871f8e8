import { ApiError, NotAuthenticatedError } from './request';

export interface UploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest an upload uses; tests pass a stand-in. */
export type XhrConstructor = new () => Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
>;

/**
 * Sends a form with XMLHttpRequest (fetch cannot report upload progress) with the requester's semantics:
 * 'Usuario no autenticado' without a token, an ApiError carrying status and body on a non-OK answer, the
 * parsed JSON otherwise; an abort rejects with an AbortError and a network failure with a TypeError, like fetch.
 */
export function sendFormWithProgress(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  { getToken, Xhr }: { getToken: (() => string | null) | null; Xhr: XhrConstructor | undefined },
  { onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  // A public form (a job application) has no getToken and sends none.
  const token = getToken ? getToken() : null;
  if (getToken && !token) return Promise.reject(new NotAuthenticatedError());
  const Constructor = Xhr ?? (globalThis.XMLHttpRequest as XhrConstructor | undefined);
  if (!Constructor) return Promise.reject(new Error('XMLHttpRequest no está disponible.'));
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Envío cancelado', 'AbortError'));
      return;
    }
    const xhr = new Constructor();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText));
        return;
      }
      onProgress?.(1);
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        resolve(xhr.responseText);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Envío cancelado', 'AbortError'));
    };
    xhr.send(form);
  });
}
