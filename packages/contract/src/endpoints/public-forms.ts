import {
  applicationStatusSchema,
  contactSchema,
  jobIdParamsSchema,
  newsletterSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeQuerySchema,
  positionParamsSchema,
  positionSchema,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { messageResponseSchema } from '../responses/auth';
import {
  adminPositionSchema,
  contactMessageSchema,
  jobApplicationSchema,
  newsletterSummarySchema,
  publicPositionSchema,
} from '../responses/public-forms';

/**
 * The public site's forms (decision 144): open to anyone, rate-limited per address, each with a
 * honeypot. The newsletter answers the same whether an address is new, pending or already subscribed.
 */
export const publicFormEndpoints = {
  openPositions: endpoint({
    method: 'GET',
    path: '/public/job-positions',
    responses: { 200: z.array(publicPositionSchema) },
  }),
  /** Multipart: name, email, languages, message, the honeypot, and `cv` (a PDF up to 5 MB). */
  apply: endpoint({
    method: 'POST',
    path: '/public/job-positions/:id/applications',
    params: positionParamsSchema,
    responses: { 201: messageResponseSchema, ...refusals(400, 404, 413, 429) },
  }),
  contact: endpoint({
    method: 'POST',
    path: '/public/contact',
    body: contactSchema,
    responses: { 201: messageResponseSchema, ...refusals(400, 413, 429) },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/public/newsletter',
    body: newsletterSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 413, 429) },
  }),
  confirmSubscription: endpoint({
    method: 'POST',
    path: '/public/newsletter/confirm',
    body: newsletterTokenSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 429) },
  }),
  /**
   * RFC 8058 one-click unsubscribe: mail programs POST `List-Unsubscribe=One-Click` as a form to the address in
   * the `List-Unsubscribe` header, token in the query; the page behind the e-mail's link sends no body.
   * Always 200: an unknown or used token unsubscribes nothing and says the same.
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/public/newsletter/unsubscribe',
    query: newsletterUnsubscribeQuerySchema,
    responses: { 200: messageResponseSchema, ...refusals(400) },
  }),
} as const;

/** The administrator's 'Web pública' section: positions, applications, contact messages, subscribers. */
export const schoolInboxEndpoints = {
  positions: endpoint({
    method: 'GET',
    path: '/admin/job-positions',
    responses: { 200: z.array(adminPositionSchema), ...refusals(401, 403) },
  }),
  createPosition: endpoint({
    method: 'POST',
    path: '/admin/job-positions',
    body: positionSchema,
    responses: { 201: adminPositionSchema, ...refusals(400, 401, 403) },
  }),
  /** Edits, closes or opens again a position. */
  updatePosition: endpoint({
    method: 'PUT',
    path: '/admin/job-positions/:id',
    params: jobIdParamsSchema,
    body: positionSchema,
    responses: { 200: adminPositionSchema, ...refusals(400, 401, 403, 404) },
  }),
  applications: endpoint({
    method: 'GET',
    path: '/admin/job-applications',
    responses: { 200: z.array(jobApplicationSchema), ...refusals(401, 403) },
  }),
  markApplication: endpoint({
    method: 'PUT',
    path: '/admin/job-applications/:id/status',
    params: jobIdParamsSchema,
    body: applicationStatusSchema,
    responses: { 200: jobApplicationSchema, ...refusals(400, 401, 403, 404) },
  }),
  /** The CV as a PDF attachment, so no 200 schema. */
  applicationCv: endpoint({
    method: 'GET',
    path: '/admin/job-applications/:id/cv',
    params: jobIdParamsSchema,
    responses: refusals(400, 401, 403, 404),
  }),
  /** Removes an application and its CV (retention, decision 144). */
  deleteApplication: endpoint({
    method: 'DELETE',
    path: '/admin/job-applications/:id',
    params: jobIdParamsSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  contactMessages: endpoint({
    method: 'GET',
    path: '/admin/contact-messages',
    responses: { 200: z.array(contactMessageSchema), ...refusals(401, 403) },
  }),
  deleteContactMessage: endpoint({
    method: 'DELETE',
    path: '/admin/contact-messages/:id',
    params: jobIdParamsSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  newsletterSummary: endpoint({
    method: 'GET',
    path: '/admin/newsletter',
    responses: { 200: newsletterSummarySchema, ...refusals(401, 403) },
  }),
  /** text/csv of the confirmed addresses, so no 200 schema. */
  newsletterCsv: endpoint({
    method: 'GET',
    path: '/admin/newsletter/subscribers.csv',
    responses: refusals(401, 403),
  }),
} as const;
