import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, HttpError } from '../errors';

export const UPLOAD_MESSAGES = {
  uploadInProgress: 'Ya hay una subida en curso. Espera a que termine e inténtalo de nuevo.',
} as const;

/** At most this many uploads of one account stream at the same time (across its activities and courses). */
export const DEFAULT_UPLOADS_PER_ACCOUNT = 3;

/**
 * Uploads in flight on this instance (decision 095): one per account and target (a task's hand-in, a
 * course's material form) and a few per account, so that one student cannot open thousands of slow uploads.
 * A slot is held while the body streams and given back however the upload ends.
 */
export class UploadSlots {
  private readonly targets = new Set<string>();
  private readonly perAccount = new Map<number | string, number>();

  constructor(private readonly maxPerAccount = DEFAULT_UPLOADS_PER_ACCOUNT) {}

  /** Uploads streaming now (tests wait on it). */
  get inFlight(): number {
    return this.targets.size;
  }

  /** Takes a slot or throws 429; call the returned function exactly when the upload has ended. */
  take(userId: number | string, target: string): () => void {
    const key = `${userId} ${target}`;
    const held = this.perAccount.get(userId) ?? 0;
    if (this.targets.has(key) || held >= this.maxPerAccount) {
      throw new HttpError(429, UPLOAD_MESSAGES.uploadInProgress, { 'Retry-After': '10' });
    }
    this.targets.add(key);
    this.perAccount.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.targets.delete(key);
      const left = (this.perAccount.get(userId) ?? 1) - 1;
      if (left > 0) this.perAccount.set(userId, left);
      else this.perAccount.delete(userId);
    };
  }

  /**
   * A slot for the signed-in user on this request's route and parameters (its path, without the query); a
   * public form's upload (a job application, decision 144) counts against the sender's address instead.
   */
  takeFor(request: FastifyRequest, { public: open = false } = {}): () => void {
    const path = request.url.split('?')[0] ?? request.url;
    let owner: number | string = `address ${request.ip}`;
    if (!open) {
      // Read here, not through auth's sessionUser: files is platform and knows no domain (decision 168).
      if (!request.user) throw new HttpError(401, ERROR_MESSAGES.unauthenticated);
      owner = request.user.id;
    }
    return this.take(owner, `${request.method} ${path}`);
  }
}
