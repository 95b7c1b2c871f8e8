import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoot } from '../paths';

/** Shipped with the server, read from disk on first use: no network, nothing in the client bundle. */
export const COMMON_PASSWORDS_FILE = path.join(apiRoot, 'src/security/common-passwords.txt');

let loaded: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const text = await readFile(COMMON_PASSWORDS_FILE, 'utf8');
  return new Set(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')));
}

/**
 * Whether a password is among the 10,000 most common ones (decision 071). Letter case does not make a common
 * password less guessable, so 'Password1' counts as 'password1'.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return (await loaded).has(password.toLowerCase());
}
