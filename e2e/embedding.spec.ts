import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from './support/page-errors';

/*
 * The published packages used from the outside: @aula/ui, @aula/forms, @aula/contract and @aula/api-client
 * are packed as they would be published (`pnpm pack`), installed into a throw-away Vite + React app outside
 * the workspace (e2e/embedding-app), type-checked and built there, and the app is driven in Chromium. A
 * workspace-only import, a missing dependency, broken type declarations or a missing stylesheet break it.
 * The packages must be built (`pnpm build`) before this runs.
 */

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const packages = ['forms', 'contract', 'api-client', 'ui'] as const;
const rootPackage = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));

let appDir = '';
let server: Server | undefined;
let appUrl = '';

/** The repository's pnpm (scripts/bin/pnpm: the machine's own or the pinned one), without script variables. */
async function pnpm(args: string[], cwd: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)));
  try {
    return await run(path.join(repo, 'scripts/bin/pnpm'), args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    // The command's own output says what broke (an unresolved import, a type error); execFile's message does not.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`pnpm ${args.join(' ')} falló en ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** The throw-away app's manifest: our tarballs, and React, Vite and TypeScript as in the workspace. */
function appManifest() {
  const tarball = (name: (typeof packages)[number]) => {
    const { version } = JSON.parse(readFileSync(path.join(repo, 'packages', name, 'package.json'), 'utf8'));
    return `file:./aula-${name}-${version}.tgz`;
  };
  const version = (name: string) => rootPackage.devDependencies[name];
  return {
    name: 'academia-anfitriona',
    private: true,
    type: 'module',
    dependencies: {
      '@aula/api-client': tarball('api-client'),
      '@aula/forms': tarball('forms'),
      '@aula/ui': tarball('ui'),
      react: version('react'),
      'react-dom': version('react-dom'),
    },
    devDependencies: {
      '@types/react': version('@types/react'),
      '@types/react-dom': version('@types/react-dom'),
      typescript: version('typescript'),
      vite: version('vite'),
    },
    // @aula/api-client needs @aula/contract and @aula/forms by version: from the tarballs, not the registry.
    pnpm: { overrides: { '@aula/contract': tarball('contract'), '@aula/forms': tarball('forms') } },
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function serve(root: string): Promise<string> {
  const files = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(pathname));
    try {
      if (!file.startsWith(root)) throw new Error('fuera de la carpeta servida');
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  server = files;
  return new Promise((resolve) => {
    files.listen(0, '127.0.0.1', () => {
      const { port } = files.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/`);
    });
  });
}

test.beforeAll(async () => {
  // Installing and building take under a minute on an idle machine; a busy CI runner needs more.
  test.setTimeout(240_000);
  for (const name of packages) {
    if (!existsSync(path.join(repo, 'packages', name, 'dist/index.js'))) {
      throw new Error(`Falta packages/${name}/dist: ejecuta \`pnpm build\` antes.`);
    }
  }
  appDir = await mkdtemp(path.join(tmpdir(), 'aula-embedding-'));
  for (const name of packages) {
    await pnpm(['pack', '--pack-destination', appDir], path.join(repo, 'packages', name));
  }
  await cp(path.join(repo, 'e2e/embedding-app'), appDir, { recursive: true });
  await writeFile(path.join(appDir, 'package.json'), JSON.stringify(appManifest(), null, 2));
  await pnpm(['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=silent'], appDir);
  await pnpm(['exec', 'tsc', '-p', 'tsconfig.json'], appDir);
  await pnpm(['exec', 'vite', 'build', '--logLevel', 'warn'], appDir);
  appUrl = await serve(path.join(appDir, 'dist'));
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('a test of every question kind embedded in another app is answered and submitted to the host', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A browser that cannot record: the speaking question offers a file instead.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'MediaRecorder'));
  await page.goto(appUrl);

  await expect(page.getByRole('article').filter({ hasText: 'Inglés B1' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Acceder al curso\s*: Inglés B1$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cursos grupales' })).toBeVisible();
  await expect(page.locator('[data-slot="due-status-badge"]')).toHaveText('3 días');
  await expect(page.locator('[data-slot="score-badge"]')).toContainText('9,5/10');

  await page.getByRole('button', { name: 'Descargar archivo' }).click();
  await expect(page.getByTestId('downloads')).toHaveText('1');

  const runner = page.getByRole('form', { name: 'Test de la unidad 1' });
  const submit = runner.getByRole('button', { name: /Enviar Test/ });
  await submit.click();
  await expect(runner.getByText('Por favor responde todas las preguntas')).toBeVisible();
  await expect(page.getByTestId('received')).toHaveText('');

  await runner.getByRole('radio', { name: 'went' }).check();
  await runner.getByRole('radio', { name: 'Librería' }).check();
  await runner.getByRole('checkbox', { name: 'eat' }).check();
  await runner.getByRole('textbox', { name: 'Hueco 1' }).fill('have lived');
  await runner.getByRole('combobox', { name: 'Hueco 2' }).selectOption('since');
  await runner.getByRole('combobox', { name: 'Pareja de «dog»' }).selectOption('perro');
  await runner.getByRole('combobox', { name: 'Pareja de «cat»' }).selectOption('gato');
  await runner.getByRole('button', { name: 'Subir «This»' }).click();
  await runner.getByRole('textbox', { name: 'Tu respuesta' }).fill('house');
  // No MediaRecorder in this page (see the init script): the spoken answer is a chosen file.
  await runner.getByLabel('Sube un archivo de audio').setInputFiles({
    name: 'presentacion.webm',
    mimeType: 'audio/webm',
    buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
  });
  await expect(runner.getByText('Tu grabación está guardada.')).toBeVisible();
  await expect(submit).toHaveText('Enviar Test (8/8)');
  await submit.click();

  await expect(page.getByTestId('received')).toHaveText(
    JSON.stringify([
      { questionId: 11, selectedOptionId: 112 },
      { questionId: 12, selectedOptionId: 121 },
      { questionId: 13, selectedOptionIds: [131] },
      { questionId: 14, gaps: ['have lived', 'since'] },
      {
        questionId: 15,
        pairs: [
          { left: 151, right: 158 },
          { left: 152, right: 157 },
        ],
      },
      { questionId: 16, order: [162, 161] },
      { questionId: 17, text: 'house' },
      { questionId: 18, recording: 'grabacion-anfitrion.webm' },
    ]),
  );
  const result = page.getByRole('dialog', { name: '¡Test Completado y Corregido!' });
  await expect(result).toBeVisible();
  // Seven of eight right: 8,75, shown with one decimal.
  await expect(result).toContainText('8,8/10');
  await expect(result).toContainText('Corregido por la academia anfitriona.');
  await result.getByRole('button', { name: 'Volver al curso' }).click();
  await expect(result).toBeHidden();
  expect(errors).toEqual([]);
});

test('the test runner speaks the language object the host passes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(appUrl);

  // English, shipped by the library as its own entry.
  const english = page.getByRole('form', { name: 'Unit 1 test' });
  await expect(english.getByText('Progress: 0 of 8 questions answered')).toBeVisible();
  await expect(english.getByRole('textbox', { name: 'Gap 1' })).toBeVisible();
  await expect(english.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
  await english.getByRole('button', { name: 'Submit test (0/8)' }).click();
  await expect(english.getByText('Please answer every question before you submit the test.')).toBeVisible();
  await expect(english.getByText('Not answered')).toHaveCount(8);

  // Italian, written by the host over the Spanish object: its words where it has them, Spanish elsewhere.
  const italian = page.getByRole('form', { name: 'Verifica dell’unità 1' });
  await expect(italian.getByText('Avanzamento: 0 domande su 8 con risposta')).toBeVisible();
  await expect(italian.getByText('Domanda 1 di 8')).toBeVisible();
  await expect(italian.getByRole('textbox', { name: 'Spazio 1' })).toBeVisible();
  await expect(italian.getByRole('textbox', { name: 'La tua risposta' })).toBeVisible();
  await expect(italian.getByRole('combobox', { name: 'Pareja de «dog»' })).toBeVisible();
  await italian.getByRole('button', { name: 'Invia il test (0/8)' }).click();
  await expect(italian.getByText('Rispondi a tutte le domande prima di inviare il test.')).toBeVisible();
  await expect(italian.getByText('Senza risposta')).toHaveCount(8);

  // The Spanish runner beside them keeps its words: a provider reaches only what it wraps.
  await expect(
    page
      .getByRole('form', { name: 'Test de la unidad 1' })
      .getByText('Progreso: 0 de 8 preguntas respondidas'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the shipped stylesheet styles the components and leaves the host page alone', async ({ page }) => {
  await page.goto(appUrl);
  await expect(page.locator('[data-slot="score-badge"]')).toBeVisible();

  // Only dist/styles.css gives these: the success token on a 9,5 and Tailwind's rounded corners.
  expect(await computed(page, '[data-slot="score-badge"]', 'background-color')).toBe('rgb(22, 121, 74)');
  expect(await computed(page, '[data-slot="score-badge"]', 'border-top-left-radius')).toBe('8px');
  // The reset reaches inside the components: the runner's questions are a list without numbers...
  expect(await computed(page, '[data-slot="test-runner"] ol', 'list-style-type')).toBe('none');
  // ...and nowhere else: the host's own list, heading and body keep the browser's styles.
  expect(await computed(page, '#host-list', 'list-style-type')).toBe('decimal');
  expect(await computed(page, 'h1', 'font-size')).toBe('32px');
  expect(await computed(page, 'body', 'margin-top')).toBe('8px');
});
