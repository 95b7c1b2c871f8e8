import { plural } from '@lingui/core/macro';

/** The counts of the public-site sections, with their plurals ('1 candidatura', never '1 candidaturas'). */

/** '3 candidaturas (1 nueva)' */
export const applicationsCount = (total: number, fresh: number) =>
  `${plural(total, { one: '# candidatura', other: '# candidaturas' })} (${plural(fresh, { one: '# nueva', other: '# nuevas' })})`;

/** '1 suscriptor confirmado · 2 pendientes de confirmar' */
export const subscribersCount = (confirmed: number, pending: number) =>
  `${plural(confirmed, { one: '# suscriptor confirmado', other: '# suscriptores confirmados' })} · ${plural(pending, { one: '# pendiente de confirmar', other: '# pendientes de confirmar' })}`;
