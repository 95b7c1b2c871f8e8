import { type AdminPosition, schoolInboxEndpoints as endpoints, type JobApplication } from '@aula/contract';
import { JOB_MESSAGES } from '@aula/forms';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import {
  contactMessages,
  jobApplications,
  jobPositions,
  newsletterSubscriptions,
  storedFiles,
} from '../db/schema';
import { HttpError, loggableError } from '../errors';
import { sendStoredFile } from '../files/download';
import { serve } from '../http/contract-routes';
import { csvLine } from './csv';
import { schedulePublicFormsPurge } from './retention';

async function positionsOf(db: Db, id?: number): Promise<AdminPosition[]> {
  const rows = await db
    .select({
      position: jobPositions,
      applications: count(jobApplications.id),
      newApplications: sql<number>`count(*) filter (where ${jobApplications.status} = 'new')`.mapWith(Number),
    })
    .from(jobPositions)
    .leftJoin(jobApplications, eq(jobApplications.positionId, jobPositions.id))
    .where(id === undefined ? undefined : eq(jobPositions.id, id))
    .groupBy(jobPositions.id)
    .orderBy(desc(jobPositions.createdAt), desc(jobPositions.id));
  return rows.map(({ position, applications, newApplications }) => ({
    id: position.id,
    title: position.title,
    description: position.description,
    status: position.status,
    publishedAt: position.createdAt.toISOString(),
    closedAt: position.closedAt?.toISOString() ?? null,
    applications,
    newApplications,
  }));
}

async function applicationsOf(db: Db, id?: number): Promise<JobApplication[]> {
  const rows = await db
    .select({
      application: jobApplications,
      positionTitle: jobPositions.title,
      cvName: storedFiles.originalName,
      cvSize: storedFiles.size,
    })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.cvFileId))
    .where(id === undefined ? undefined : eq(jobApplications.id, id))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map(({ application: a, positionTitle, cvName, cvSize }) => ({
    id: a.id,
    positionId: a.positionId,
    positionTitle,
    name: a.name,
    email: a.email,
    languages: a.languages,
    message: a.message,
    status: a.status,
    cvName,
    cvSize,
    createdAt: a.createdAt.toISOString(),
  }));
}

function sendCsv(reply: FastifyReply, fileName: string, lines: string[]) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(`${lines.join('\r\n')}\r\n`);
}

/**
 * The administrator's 'Web pública' section (decision 144): positions (publish, edit, close), applications
 * (read, download the CV, mark), contact messages, and the confirmed newsletter addresses as CSV. Behind the
 * same session and ADMIN checks as the rest of /admin.
 */
export const schoolInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  const stopPurge = schedulePublicFormsPurge(app);
  app.addHook('onClose', async () => stopPurge());

  serve(app, endpoints.positions, { handler: async () => positionsOf(db) });

  serve(app, endpoints.createPosition, {
    handler: async (request, reply) => {
      const { title, description, status } = request.body;
      const closedAt = status === 'closed' ? new Date() : null;
      const [row] = await db
        .insert(jobPositions)
        .values({ title, description, status, closedAt })
        .returning({ id: jobPositions.id });
      const [position] = await positionsOf(db, row?.id);
      return reply.status(201).send(position as AdminPosition);
    },
  });

  serve(app, endpoints.updatePosition, {
    handler: async (request) => {
      const { title, description, status } = request.body;
      // Closing keeps the first closing date; opening again clears it.
      const closedAt = status === 'closed' ? sql`coalesce(${jobPositions.closedAt}, now())` : null;
      const [row] = await db
        .update(jobPositions)
        .set({ title, description, status, closedAt })
        .where(eq(jobPositions.id, request.params.id))
        .returning({ id: jobPositions.id });
      if (!row) throw new HttpError(404, JOB_MESSAGES.positionMissing);
      const [position] = await positionsOf(db, row.id);
      return position as AdminPosition;
    },
  });

  serve(app, endpoints.applications, { handler: async () => applicationsOf(db) });

  serve(app, endpoints.markApplication, {
    handler: async (request) => {
      const [row] = await db
        .update(jobApplications)
        .set({ status: request.body.status })
        .where(eq(jobApplications.id, request.params.id))
        .returning({ id: jobApplications.id });
      if (!row) throw new HttpError(404, JOB_MESSAGES.applicationMissing);
      const [application] = await applicationsOf(db, row.id);
      return application as JobApplication;
    },
  });

  serve(app, endpoints.applicationCv, {
    handler: async (request, reply) => {
      const [file] = await db
        .select({ file: storedFiles })
        .from(jobApplications)
        .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.cvFileId))
        .where(eq(jobApplications.id, request.params.id));
      if (!file) throw new HttpError(404, JOB_MESSAGES.applicationMissing);
      return sendStoredFile(reply, files, file.file);
    },
  });

  serve(app, endpoints.deleteApplication, {
    handler: async (request) => {
      const [row] = await db
        .delete(jobApplications)
        .where(eq(jobApplications.id, request.params.id))
        .returning({ cvFileId: jobApplications.cvFileId });
      if (!row) throw new HttpError(404, JOB_MESSAGES.applicationMissing);
      // The row is gone (committed); the CV's row and bytes follow. Bytes left by a failure here are orphans
      // the next start removes.
      await files.discard(db, row.cvFileId).catch((error: unknown) => {
        request.log.warn(loggableError(error), 'could not remove the CV of a deleted application');
      });
      return { message: JOB_MESSAGES.applicationDeleted };
    },
  });

  serve(app, endpoints.deleteContactMessage, {
    handler: async (request) => {
      const [row] = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, request.params.id))
        .returning({ id: contactMessages.id });
      if (!row) throw new HttpError(404, JOB_MESSAGES.messageMissing);
      return { message: JOB_MESSAGES.messageDeleted };
    },
  });

  serve(app, endpoints.contactMessages, {
    handler: async () => {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map(({ createdAt, ...message }) => ({ ...message, createdAt: createdAt.toISOString() }));
    },
  });

  serve(app, endpoints.newsletterSummary, {
    handler: async () => {
      const [row] = await db
        .select({
          confirmed:
            sql<number>`count(*) filter (where ${isNotNull(newsletterSubscriptions.confirmedAt)})`.mapWith(
              Number,
            ),
          pending:
            sql<number>`count(*) filter (where ${isNull(newsletterSubscriptions.confirmedAt)})`.mapWith(
              Number,
            ),
        })
        .from(newsletterSubscriptions);
      return { confirmed: row?.confirmed ?? 0, pending: row?.pending ?? 0 };
    },
  });

  serve(app, endpoints.newsletterCsv, {
    handler: async (_request, reply) => {
      const rows = await db
        .select({ email: newsletterSubscriptions.email, confirmedAt: newsletterSubscriptions.confirmedAt })
        .from(newsletterSubscriptions)
        .where(isNotNull(newsletterSubscriptions.confirmedAt))
        .orderBy(newsletterSubscriptions.email);
      const lines = [
        csvLine(['correo_electronico', 'confirmado']),
        ...rows.map((row) => csvLine([row.email, row.confirmedAt?.toISOString() ?? ''])),
      ];
      return sendCsv(reply, 'suscriptores-boletin.csv', lines);
    },
  });
};
