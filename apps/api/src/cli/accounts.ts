/**
 * The operator's account commands (decision 070): `pnpm --filter @aula/api accounts <orden> …`.
 * See USAGE in accounts-command.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runAccountsCommand, USAGE } from './accounts-command';
import { readNewPassword } from './read-secret';

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  // pnpm runs the script inside apps/api; a relative DATA_DIR means what it means to the server, started
  // from where the command was typed (INIT_CWD).
  const from = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(from, process.env.DATA_DIR || 'data') });
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    console.error(
      `No hay ninguna base de datos en ${config.dataDir}. Indica DATA_DIR o DATABASE_URL como al servidor.`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.error(`Base de datos: ${database.description}`);
    return await runAccountsCommand(args, database, {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
      readPassword: () => readNewPassword(),
    });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuración no válida: ${error.message}` : error);
    process.exitCode = 1;
  },
);
