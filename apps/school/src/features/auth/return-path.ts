import { safeReturnPath } from '@aula/forms';
import { useSearchParams } from 'react-router';

/**
 * The same-site path a visitor goes back to after login, registration and verification (a course's
 * 'Inscribirse', decision 143), read from `?next=`; anything that is not a path of this site is ignored.
 */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get('next'));
}

/** `path` carrying the return path on, when there is one. */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
