import { z } from 'zod';

/** The three roles of spec section 6. */
export const roleSchema = z.enum(['ADMIN', 'TEACHER', 'STUDENT']);
export type Role = z.infer<typeof roleSchema>;

/** Every error body the server sends: one Spanish sentence under `error`. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Register and verify answer with a Spanish `message`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/login (spec section 3: token, username, name, roles, courses; plus id, surname, e-mail for the stored user). */
export const loginResponseSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  courses: z.array(z.number().int()).default([]),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /auth/me: who the token belongs to. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
