/** The counts of the public-site sections, in Spanish with their plurals ('1 candidatura', never '1 candidaturas'). */

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** '3 candidaturas (1 nueva)' */
export const applicationsCount = (total: number, fresh: number) =>
  `${count(total, 'candidatura', 'candidaturas')} (${count(fresh, 'nueva', 'nuevas')})`;

/** '1 suscriptor confirmado · 2 pendientes de confirmar' */
export const subscribersCount = (confirmed: number, pending: number) =>
  `${count(confirmed, 'suscriptor confirmado', 'suscriptores confirmados')} · ${count(pending, 'pendiente de confirmar', 'pendientes de confirmar')}`;
