import { api } from '../../api/auth';
import { type VerificationOutcome, verificationFailure, verificationSuccess } from './auth-errors';

type Verify = (token: string) => Promise<{ message?: string }>;

/**
 * A verification token is single-use, and React StrictMode runs effects twice in development: every
 * mount for the same token shares one request. A network failure is forgotten so that a later visit can
 * try again (the server never saw the token).
 */
export function createVerifier(verify: Verify) {
  const inFlight = new Map<string, Promise<VerificationOutcome>>();
  return function verifyOnce(token: string): Promise<VerificationOutcome> {
    let outcome = inFlight.get(token);
    if (!outcome) {
      outcome = verify(token).then(
        (answer) => verificationSuccess(answer.message),
        (error: unknown) => {
          const failure = verificationFailure(error);
          if (failure.kind === 'error' && failure.network) inFlight.delete(token);
          return failure;
        },
      );
      inFlight.set(token, outcome);
    }
    return outcome;
  };
}

export const verifyAccount = createVerifier((token) => api.auth.verify(token));
