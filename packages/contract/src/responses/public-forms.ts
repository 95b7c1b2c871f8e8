import { APPLICATION_STATUSES, POSITION_STATUSES } from '@aula/forms';
import { z } from 'zod';

/** An open position as the public site lists it. */
export const publicPositionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** ISO instant it was published. */
  publishedAt: z.string(),
});
export type PublicPosition = z.infer<typeof publicPositionSchema>;

/** A position in the administrator's list: closed ones too, with how many applications it has. */
export const adminPositionSchema = publicPositionSchema.extend({
  status: z.enum(POSITION_STATUSES),
  closedAt: z.string().nullable(),
  applications: z.number().int(),
  newApplications: z.number().int(),
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  positionTitle: z.string(),
  name: z.string(),
  email: z.string(),
  languages: z.string(),
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  cvName: z.string(),
  cvSize: z.number().int(),
  createdAt: z.string(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSummarySchema = z.object({ confirmed: z.number().int(), pending: z.number().int() });
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
