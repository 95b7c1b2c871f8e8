import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { HttpError, loggableError } from '../errors';
import type { FileStorage, StoredFile } from './storage';

export const DOWNLOAD_MESSAGES = {
  fileMissing: 'El archivo no está disponible.',
} as const;

/**
 * The `filename` segment of the material download routes (teacher and student) is the stored file's id:
 * unique, unguessable and free of characters that need escaping. The uploaded name is only shown and used
 * as the name the browser saves the download under.
 */
export const STORED_FILE_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 6266 / 5987: an ASCII fallback for old clients plus the exact UTF-8 name in filename*. */
export function contentDisposition(fileName: string): string {
  const name = fileName.trim() || 'archivo';
  // Quotes, backslashes, control and non-ASCII characters are replaced in the fallback; the real name
  // travels percent-encoded, where nothing can break out of the header.
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The bytes as sent. Once the headers are gone, a failure half-way (a piece that fails to load) can only end
 * the download broken; it is logged as the server logs a database error, and the download ends with a plain
 * error, since Fastify logs the one it is given as it is (Drizzle's message lists the parameters).
 */
export function endedPlainlyOnFailure(bytes: Readable, log: FastifyBaseLogger, what: string): Readable {
  const body = new PassThrough();
  bytes.once('error', (error) => {
    log.error(loggableError(error), `${what} stopped half-way`);
    body.destroy(new Error(`${what} stopped half-way`));
  });
  // A client that goes away stops the reading too.
  body.once('close', () => bytes.destroy());
  return bytes.pipe(body);
}

/**
 * Streams a stored file as a download: its recorded type and size, `Content-Disposition: attachment` with
 * its uploaded name, `nosniff` so a browser never renders it as something else, and no caching by shared
 * caches. A row whose bytes are gone answers 404 rather than a broken stream.
 */
export async function sendStoredFile(reply: FastifyReply, files: FileStorage, file: StoredFile) {
  const bytes = await files.open(file.id);
  if (!bytes) throw new HttpError(404, DOWNLOAD_MESSAGES.fileMissing);
  return (
    reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.originalName))
      .header('X-Content-Type-Options', 'nosniff')
      // Opened anyway (a browser that ignores the attachment), an uploaded HTML page runs nothing and reaches
      // nothing of the site: the app's policy plus `sandbox` (decision 081).
      .header(
        'Content-Security-Policy',
        `${reply.getHeader('content-security-policy') ?? "default-src 'none'"};sandbox`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(endedPlainlyOnFailure(bytes, reply.log, 'a download'))
  );
}
