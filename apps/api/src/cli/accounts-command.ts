import {
  AccountChangeError,
  disableAccount,
  enableAccount,
  resetTwoFactor,
  setPassword,
  setRoles,
} from '../auth/account-changes';
import type { Database } from '../db/client';

export const USAGE = `Uso: pnpm --filter @aula/api accounts <orden> <usuario> [roles]

Órdenes:
  set-password <usuario>         cambia la contraseña: se pide dos veces, o se lee la primera línea de la
                                 entrada estándar (echo '…' | …); nunca como argumento
  set-roles <usuario> <roles>    sustituye sus roles por los indicados: ADMIN, TEACHER, STUDENT
                                 (separados por comas o espacios)
  disable <usuario>              desactiva la cuenta: no puede iniciar sesión
  enable <usuario>               vuelve a activarla
  reset-2fa <usuario>            desactiva su verificación en dos pasos (perdió la aplicación y los
                                 códigos de recuperación); un administrador la activará de nuevo al entrar

Cada cambio cierra todas las sesiones abiertas de la cuenta y queda en el registro de auditoría
(admin_actions). Usa la misma configuración que el servidor: DATABASE_URL, o DATA_DIR con PGlite
(entonces detén antes el servidor: PGlite admite un solo proceso).
`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readPassword(): Promise<string>;
}

/** Runs one command of the operator's CLI on an open database; returns the exit code (2: bad usage). */
export async function runAccountsCommand(args: string[], database: Database, io: CliIo): Promise<number> {
  const [command, username, ...rest] = args;
  const actor = { via: 'cli' };
  const db = database.db;
  if (command === 'help' || command === '--help') {
    io.out(USAGE);
    return 0;
  }
  const known = ['set-password', 'set-roles', 'disable', 'enable', 'reset-2fa'];
  if (!command || !known.includes(command) || !username || (command === 'set-roles') !== rest.length > 0) {
    io.err(USAGE);
    return 2;
  }

  try {
    if (command === 'set-password') {
      await setPassword(db, username, await io.readPassword(), actor);
      io.out(`Contraseña de ${username} cambiada.`);
    } else if (command === 'set-roles') {
      const { roles } = await setRoles(db, username, rest.join(',').split(','), actor);
      io.out(`Roles de ${username}: ${roles.join(', ')}.`);
    } else if (command === 'disable') {
      await disableAccount(db, username, actor);
      io.out(`Cuenta de ${username} desactivada.`);
    } else if (command === 'enable') {
      await enableAccount(db, username, actor);
      io.out(`Cuenta de ${username} activada.`);
    } else {
      await resetTwoFactor(db, username, actor);
      io.out(`Verificación en dos pasos de ${username} desactivada.`);
    }
    io.out('Sus sesiones abiertas ya no son válidas.');
    return 0;
  } catch (error) {
    if (error instanceof AccountChangeError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
