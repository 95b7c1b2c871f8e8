import { notificationEndpoints as endpoints, type NotificationPreferences } from '@aula/contract';
import {
  defaultPreference,
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_BY_ROLE,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPreference,
} from '@aula/forms';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { notificationPreferences, type Role } from '../db/schema';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';

/** The kinds that reach someone with these roles, in NOTIFICATION_KINDS' order. */
export function kindsForRoles(roles: readonly Role[]): NotificationKind[] {
  const reaching = new Set<NotificationKind>(roles.flatMap((role) => NOTIFICATION_KINDS_BY_ROLE[role]));
  return NOTIFICATION_KINDS.filter((kind) => reaching.has(kind));
}

/** Each kind of the user's roles with their stored choice, or the default where they have not chosen. */
export async function preferencesOf(
  db: Db,
  userId: number,
  roles: readonly Role[],
): Promise<NotificationPreferences> {
  const stored = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(stored.map((row) => [row.kind, row]));
  return {
    preferences: kindsForRoles(roles).map((kind) => {
      const { inApp, email } = byKind.get(kind) ?? defaultPreference(kind);
      return { kind, inApp, email };
    }),
  };
}

/**
 * Stores the choices sent (the last one of a kind sent twice), all or none: a kind outside the user's roles
 * refuses the whole request.
 */
export async function savePreferences(
  db: Db,
  userId: number,
  roles: readonly Role[],
  preferences: readonly NotificationPreference[],
): Promise<void> {
  const allowed = new Set(kindsForRoles(roles));
  if (preferences.some(({ kind }) => !allowed.has(kind))) {
    throw new HttpError(400, NOTIFICATION_MESSAGES.kindUnknown);
  }
  // One row per kind: an upsert touching the same key twice is an error in PostgreSQL.
  const byKind = new Map(preferences.map((preference) => [preference.kind, preference]));
  await db
    .insert(notificationPreferences)
    .values([...byKind.values()].map(({ kind, inApp, email }) => ({ userId, kind, inApp, email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
    });
}

/** Configuración's notification choices: each user their own (the session names them). */
export function servePreferences(app: FastifyInstance): void {
  const { db } = app;
  serve(app, endpoints.preferences, {
    handler: async (request) => {
      const { id, roles } = sessionUser(request);
      return preferencesOf(db, id, roles);
    },
  });

  serve(app, endpoints.savePreferences, {
    handler: async (request) => {
      const { id, roles } = sessionUser(request);
      await savePreferences(db, id, roles, request.body.preferences);
      return preferencesOf(db, id, roles);
    },
  });
}
