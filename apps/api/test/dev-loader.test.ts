import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/paths';

/**
 * The server's source also runs without a bundler: `pnpm dev` and the accounts CLI start it with tsx, that is
 * Node's own loader, which reads a dependency by its "main" and "exports" only (a bundler also reads "module").
 * A package whose named exports exist only in its ES build (rrule) once stopped the dev server at its first
 * line while every bundled build and test passed. Loading the app's whole module graph this way finds any such
 * import, in any file.
 */
const run = promisify(execFile);
const tsx = createRequire(path.join(apiRoot, 'package.json')).resolve('tsx');

describe('the source under Node’s own loader', () => {
  it('loads the app and every module it reaches, as pnpm dev does', async () => {
    const script = `const app = await import(${JSON.stringify(path.join(apiRoot, 'src/app.ts'))});
process.stdout.write(typeof app.buildApp);`;
    const { stdout } = await run(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
      cwd: apiRoot,
    });
    expect(stdout).toBe('function');
  }, 60_000);
});
