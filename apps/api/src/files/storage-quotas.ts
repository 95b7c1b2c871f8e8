import { HttpError } from '../errors';

/**
 * How many stored bytes one account may hold or send (decision 161). Counted in the database, so every
 * instance sees the same numbers and a restart forgets nothing.
 */
export interface StorageQuotas {
  /** Recordings one student may keep per speaking question of a test (times its speaking questions). */
  recordingsPerQuestion: number;
  /** Their bytes, likewise per speaking question. */
  recordingBytesPerQuestion: number;
  /** Bytes of the recordings one student holds in tests not handed in yet, across every test. */
  recordingBytesPerAccount: number;
  /** A recording no answer or draft names is deleted once it is this old. */
  recordingGraceMs: number;
  /** Bytes of attachments one account may send in ATTACHMENT_WINDOW_MS. */
  attachmentBytesPerDay: number;
}

export const MB = 1024 * 1024;
export const ATTACHMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A recording is at most 5 minutes (a question's longest) and 10 MB; browsers record speech at well under
 * 5 MB for 5 minutes. Three per question leave room for answers a draft still names while another is made.
 */
export const DEFAULT_STORAGE_QUOTAS: StorageQuotas = {
  recordingsPerQuestion: 3,
  recordingBytesPerQuestion: 30 * MB,
  recordingBytesPerAccount: 300 * MB,
  recordingGraceMs: 7 * 24 * 60 * 60 * 1000,
  attachmentBytesPerDay: 200 * MB,
};

export const STORAGE_QUOTA_MESSAGES = {
  activityRecordings: 'Has alcanzado el límite de grabaciones de esta actividad.',
  accountRecordings:
    'Has alcanzado el límite de grabaciones de tu cuenta. Entrega los tests que tengas empezados para poder grabar más.',
  attachments:
    'Has alcanzado el límite de archivos adjuntos de las últimas 24 horas. Envía el mensaje sin archivo o inténtalo más tarde.',
} as const;

/** 'Has enviado muchas grabaciones seguidas. Inténtalo de nuevo en 3 minutos.' (whole minutes, rounded up). */
export function recordingsTooFastMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Has enviado muchas grabaciones seguidas. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export const quotaRefusal = (message: string) => new HttpError(413, message);
