import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { Account } from '../auth/accounts';
import type { Db } from '../db/client';
import { contentDisposition, endedPlainlyOnFailure } from '../files/download';
import type { FileStorage } from '../files/storage';
import { EXPORT_SOURCES } from './export-data';
import type { ExportedFile, ExportedJson } from './export-source';

/** The folder every entry of the ZIP sits in, so unpacking it makes one folder and not a dozen files. */
export const EXPORT_FOLDER = 'aula-mis-datos';

const README = `Tus datos en Aula
=================

Esta carpeta contiene los datos de tu cuenta que guarda Aula, en un formato que puedes leer y llevarte
a otro servicio (artículos 15 y 20 del Reglamento General de Protección de Datos).

- cuenta.json: tu perfil (nombre, apellidos, nombre de usuario, correo electrónico), tus roles, si tu
  correo está verificado y cuándo creaste la cuenta. Tu contraseña no se incluye: Aula solo guarda una
  huella de ella que no permite recuperarla.
- cursos.json: los cursos que impartes, con sus actividades y materiales ("teaching"), y los cursos en
  los que estás inscrito ("enrolled").
- entregas.json: tus entregas de tareas y tests, con su nota, los comentarios del profesor y, en los
  tests, la respuesta que elegiste en cada pregunta.
- entregas/: los archivos que entregaste, tal como los subiste. Cada nombre empieza por el número de
  la entrega que aparece en entregas.json.

Las fechas están en UTC, en formato ISO 8601 (por ejemplo, 2026-11-25T09:30:00.000Z).
`;

/**
 * The account's data as a ZIP stream (decision 134): the JSON of every source first, then the stored files,
 * each opened only when the ZIP reaches it, so a large file goes through without being held in memory and
 * at most one file is open at a time.
 */
export async function exportZip(
  db: Db,
  files: FileStorage,
  account: Account,
  log: FastifyBaseLogger,
): Promise<Readable> {
  const json: ExportedJson[] = [];
  const stored: ExportedFile[] = [];
  for (const source of EXPORT_SOURCES) {
    const part = await source(db, account);
    json.push(...part.json);
    stored.push(...part.files);
  }

  const zip = new ZipFile();
  const entry = (path: string) => `${EXPORT_FOLDER}/${path}`;
  zip.addBuffer(Buffer.from(README), entry('LEEME.txt'));
  for (const { path, content } of json) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(content, null, 2)}\n`), entry(path));
  }
  for (const { fileId, path } of stored) {
    // Uploads are mostly compressed already (PDF, images, office files): storing them saves the CPU.
    zip.addReadStreamLazy(entry(path), { compress: false }, (done) => {
      files.open(fileId).then(
        (bytes) => {
          if (!bytes) log.warn({ fileId }, 'the bytes of an exported file are gone: its entry is empty');
          // yazl does not listen to a lazily given stream's errors: unheard, a piece that fails to load
          // half-way (a failed statement on PostgreSQL) would end the process.
          bytes?.once('error', (error) => zip.emit('error', error));
          done(null, bytes ?? Readable.from([]));
        },
        (error: unknown) => done(error as Error, Readable.from([])),
      );
    });
  }
  zip.end();
  // yazl's output is a PassThrough; its typings only promise a ReadableStream.
  const output = zip.outputStream as unknown as Readable;
  // A file that fails half-way ends the download broken rather than hanging it.
  zip.on('error', (error: Error) => output.destroy(error));
  return endedPlainlyOnFailure(output, log, 'a data export');
}

/** Streams the ZIP as a download that no cache keeps. */
export function sendZip(reply: FastifyReply, zip: Readable, fileName: string) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'private, no-store')
    .send(zip);
}
