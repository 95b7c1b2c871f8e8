import { publicFormEndpoints as endpoints } from '@aula/contract';
import { HONEYPOT_FIELD, PUBLIC_FORM_MESSAGES as M } from '@aula/forms';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SCHOOL_EMAIL } from '../config';
import { contactMessages } from '../db/schema';
import { serve } from '../http/contract-routes';
import { queueMail } from '../mail/outbox';
import { contactNotice } from './mails';

/**
 * /contacto (decision 144): the message is stored for the administrators and e-mailed to the school
 * (SCHOOL_EMAIL) in one transaction. A filled honeypot gets the same answer and stores nothing.
 */
export function serveContact(app: FastifyInstance): void {
  const { db, config } = app;
  serve(app, endpoints.contact, {
    handler: async (request, reply) => {
      await app.rateLimits.attempt({ contactIp: request.ip });
      const { [HONEYPOT_FIELD]: honeypot, ...message } = request.body;
      if (!honeypot) {
        await db.transaction(async (tx) => {
          await tx.insert(contactMessages).values(message);
          await queueMail(tx, contactNotice(config.schoolEmail ?? DEFAULT_SCHOOL_EMAIL, message));
        });
        app.mail.wake();
      }
      return reply.status(201).send({ message: M.contactSent });
    },
  });
}
