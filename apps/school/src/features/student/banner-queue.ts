/** A message of the student area's banner stack (spec section 8: alerts and toasts live 5 s). */
export interface Banner {
  id: number;
  variant: 'danger' | 'warning' | 'info' | 'success';
  title?: string;
  message: string;
}

export const BANNER_LIFETIME_MS = 5_000;
/** More at once would bury the page; the oldest give way. */
export const MAX_BANNERS = 4;

export function pushBanner(list: readonly Banner[], banner: Banner): Banner[] {
  // The same message twice in a row (an error thrown in a loop) is shown once.
  const last = list[list.length - 1];
  if (last && last.message === banner.message && last.variant === banner.variant) return [...list];
  return [...list, banner].slice(-MAX_BANNERS);
}

export function dropBanner(list: readonly Banner[], id: number): Banner[] {
  return list.filter((banner) => banner.id !== id);
}

/** The text of whatever reached window.onerror or an unhandled rejection. */
export function describeFailure(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}
