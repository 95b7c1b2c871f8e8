import { z } from 'zod';
import { sessionUserSchema } from './auth';

/** PUT /account/profile: the account as it is now, for the stored user, and what to tell the person. */
export const profileResponseSchema = sessionUserSchema.extend({ message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
