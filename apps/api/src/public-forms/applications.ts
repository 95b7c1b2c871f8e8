import { publicFormEndpoints as endpoints } from '@aula/contract';
import { DEFAULT_LOCALE } from '@aula/domain';
import {
  type ApplicationFields,
  applicationFieldsSchema,
  HONEYPOT_FIELD,
  PUBLIC_FORM_MESSAGES as M,
} from '@aula/forms';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_SCHOOL_EMAIL } from '../config';
import { jobApplications, jobPositions } from '../db/schema';
import { HttpError } from '../errors';
import type { StoredFile } from '../files/storage';
import { receiveUpload, type UploadedPart } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';
import { serve } from '../http/contract-routes';
import { mailI18n } from '../mail/i18n';
import { queueMail } from '../mail/outbox';
import { applicationAcknowledgement, applicationNotice } from './mails';

/** Multipart limits of an application; the CV may pass its limit by one byte, for the inspector to see. */
export const APPLICATION_UPLOAD_LIMITS = {
  fileSize: UPLOAD_RULES.cv.maxBytes + 1,
  files: 1,
  fields: 6,
  parts: 7,
  // The longest field holds 5,000 characters of up to 4 bytes each.
  fieldSize: 24 * 1024,
  fieldNameSize: 50,
} as const;

const MULTIPART_ERRORS: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: M.cvTooLarge },
  FST_FILES_LIMIT: { status: 400, message: M.unknownField },
  FST_PARTS_LIMIT: { status: 400, message: M.unknownField },
  FST_FIELDS_LIMIT: { status: 400, message: M.unknownField },
  FST_PROTO_VIOLATION: { status: 400, message: M.unknownField },
};

function asHttpError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  return known ? new HttpError(known.status, known.message) : error;
}

function checkFields(fields: Record<string, string>): ApplicationFields {
  const parsed = applicationFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? M.unknownField);
  return parsed.data;
}

/**
 * Reads the application form: its fields (checked before a byte of the CV is stored, when they come first as
 * the page sends them) and the CV through the upload pipeline under the CV rules. A refused form keeps nothing.
 */
async function readApplication(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: ApplicationFields; cv: StoredFile }> {
  if (!request.isMultipart()) throw new HttpError(400, M.cvRequired);
  const fields: Record<string, string> = {};
  const read = async (store: (part: UploadedPart) => Promise<StoredFile>) => {
    let cv: StoredFile | undefined;
    for await (const part of request.parts({ limits: APPLICATION_UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, M.messageMax);
        if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, M.unknownField);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'cv' || cv || !part.filename) {
        part.file.resume();
        throw new HttpError(400, part.fieldname === 'cv' && !cv ? M.cvRequired : M.unknownField);
      }
      checkFields(fields);
      cv = await store(part);
    }
    if (!cv) throw new HttpError(400, M.cvRequired);
    return { fields: checkFields(fields), cv };
  };
  try {
    return await receiveUpload(request, app, UPLOAD_RULES.cv, read, { public: true });
  } catch (error) {
    throw asHttpError(error);
  }
}

/** 'Trabaja con nosotros' (decision 144): open positions and the application form with its CV. */
export function serveApplications(app: FastifyInstance): void {
  const { db, config } = app;

  serve(app, endpoints.openPositions, {
    handler: async () => {
      const rows = await db
        .select()
        .from(jobPositions)
        .where(eq(jobPositions.status, 'open'))
        .orderBy(desc(jobPositions.createdAt), desc(jobPositions.id));
      return rows.map(({ id, title, description, createdAt }) => ({
        id,
        title,
        description,
        publishedAt: createdAt.toISOString(),
      }));
    },
  });

  serve(app, endpoints.apply, {
    handler: async (request, reply) => {
      const isOpen = and(eq(jobPositions.id, request.params.id), eq(jobPositions.status, 'open'));
      // Checked before the CV streams, and again (locked) when the application is stored.
      const [open] = await db.select({ id: jobPositions.id }).from(jobPositions).where(isOpen);
      if (!open) throw new HttpError(404, M.positionClosed);
      await app.rateLimits.attempt({ applicationIp: request.ip });
      const { fields, cv } = await readApplication(app, request);
      const { [HONEYPOT_FIELD]: honeypot, locale = DEFAULT_LOCALE, ...application } = fields;
      const stored =
        !honeypot &&
        (await db
          .transaction(async (tx) => {
            const [position] = await tx
              .select({ title: jobPositions.title })
              .from(jobPositions)
              .where(isOpen)
              .for('share');
            if (!position) throw new HttpError(404, M.positionClosed);
            const full = { ...application, message: application.message ?? '' };
            await tx
              .insert(jobApplications)
              .values({ positionId: request.params.id, ...full, cvFileId: cv.id });
            // The given address may be anyone's: one acknowledgement per window, and the school's text only.
            if (await app.rateLimits.allowMail('application', application.email)) {
              await queueMail(
                tx,
                applicationAcknowledgement(mailI18n(locale), application.email, position.title),
              );
            }
            const adminUrl = `${config.publicUrl}/admin?seccion=candidaturas`;
            const school = config.schoolEmail ?? DEFAULT_SCHOOL_EMAIL;
            await queueMail(tx, applicationNotice(school, full, position.title, adminUrl));
            return true;
          })
          .catch(async (error: unknown) => {
            await app.files.discard(db, cv.id);
            throw error;
          }));
      // A filled honeypot: the CV is not kept and the answer is the usual one.
      if (!stored) await app.files.discard(db, cv.id);
      else app.mail.wake();
      return reply.status(201).send({ message: M.applicationSent });
    },
  });
}
