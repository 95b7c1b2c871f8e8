import { accountEndpoints } from '@aula/api-client';
import { ACCOUNT_MESSAGES } from '@aula/forms';
import { api } from '../../api';
import { isNetworkFailure, serverMessage } from '../../api-errors';
import { SETTINGS_TEXTS } from './settings-errors';

export type ConfirmOutcome =
  | { kind: 'success' | 'expired' | 'invalid' | 'error'; message: string }
  | { kind: 'network'; message: string };

/** A refused confirmation: the link's own states by the server's exact texts, else an error. */
export function confirmFailure(error: unknown): ConfirmOutcome {
  if (isNetworkFailure(error)) return { kind: 'network', message: SETTINGS_TEXTS.connection };
  const server = serverMessage(error);
  if (server === ACCOUNT_MESSAGES.emailLinkExpired) return { kind: 'expired', message: server };
  if (server === ACCOUNT_MESSAGES.emailLinkInvalid) return { kind: 'invalid', message: server };
  return { kind: 'error', message: server ?? SETTINGS_TEXTS.connection };
}

type Confirm = (token: string) => Promise<{ message: string }>;

/**
 * The link works once, and React StrictMode runs effects twice in development: every mount for the same
 * token shares one request. A network failure is forgotten, so trying again sends it again (the server
 * never saw it).
 */
export function createConfirmer(confirm: Confirm) {
  const inFlight = new Map<string, Promise<ConfirmOutcome>>();
  return function confirmOnce(token: string): Promise<ConfirmOutcome> {
    let outcome = inFlight.get(token);
    if (!outcome) {
      outcome = confirm(token).then(
        (answer): ConfirmOutcome => ({ kind: 'success', message: answer.message }),
        (error: unknown) => {
          const failure = confirmFailure(error);
          if (failure.kind === 'network') inFlight.delete(token);
          return failure;
        },
      );
      inFlight.set(token, outcome);
    }
    return outcome;
  };
}

export const confirmEmailOnce = createConfirmer((token) =>
  api.call(accountEndpoints.confirmEmail, { body: { token }, auth: false }),
);
