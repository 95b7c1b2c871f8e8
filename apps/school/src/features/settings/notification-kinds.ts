import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_BY_ROLE, type NotificationKind } from '@aula/forms';

/** The kinds any of the account's roles receives, in the order the contract lists them. */
export function kindsForRoles(roles: readonly string[]): NotificationKind[] {
  const byRole: Partial<Record<string, readonly NotificationKind[]>> = NOTIFICATION_KINDS_BY_ROLE;
  const wanted = new Set(roles.flatMap((role) => byRole[role] ?? []));
  return NOTIFICATION_KINDS.filter((kind) => wanted.has(kind));
}
