/**
 * Prerenders the public pages after `vite build` (the `build` script runs both):
 *
 *   1. copies the plain single-page shell Vite produced to dist/200.html: the server answers it for every
 *      path that has no file of its own (login, the panels, unknown paths);
 *   2. builds src/features/public/prerender-entry.tsx for Node and renders every public page to HTML;
 *   3. writes each page to dist/<path>/index.html (the home page to dist/index.html) with its own
 *      <title> and meta description, and preloads for the chunks its hydration will import;
 *   4. keeps the server bundle in dist/.ssr with catalogue.html, the shell with the catalogue's preloads: the
 *      server renders the live catalogue's pages with them (decision 143); dot folders are never served;
 *      and app-paths.json, the app's addresses that the shell answers with status 200 (appPagePaths of
 *      @aula/domain);
 *   5. writes a gzip and a brotli copy beside every text file (x.js.gz, x.js.br), for a server that serves
 *      precompressed files (@fastify/static's `preCompressed`) instead of compressing on every request.
 *
 * The pages are then readable without JavaScript, by people and by search engines, and hydrated in place.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { appPagePaths } from '@aula/domain';
import { build, type Manifest } from 'vite';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appRoot, 'dist');
// One folder per run: two builds in the same checkout must not empty each other's. Moved to dist/.ssr once
// the static pages are rendered.
const serverOutDir = path.join(appRoot, `node_modules/.cache/aula-prerender-${process.pid}`);
const ssrDir = path.join(dist, '.ssr');
const publicFeature = 'src/features/public';

interface PrerenderedPage {
  path: string;
  title: string;
  description: string;
  module: string;
  html: string;
}

/**
 * The school's address for canonical links, which must be absolute: the server's own PUBLIC_URL, read at
 * build time (README, environment), with the server's default when unset.
 */
const publicOrigin = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The chunk of a source file and every chunk it imports statically, as URLs. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} no está en el manifiesto de Vite`);
  if (seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string) {
  if (!pattern.test(html)) throw new Error(`prerender: la plantilla no contiene ${pattern}`);
  return html.replace(pattern, () => replacement);
}

function pageHtml(shell: string, page: PrerenderedPage, preloads: string[]) {
  let html = shell;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = withHeadLinks(html, page.path, preloads);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}

function withHeadLinks(html: string, canonical: string | undefined, preloads: string[]) {
  // Low priority: hydration starts only after the first paint, so these must not take bandwidth from the
  // stylesheet, the theme script and the banner that the first paint needs.
  const links = [
    // Every page names its own address: search engines then keep each under the address it is linked at.
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(publicOrigin + canonical)}">`] : []),
    ...preloads.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
  ].join('\n    ');
  return links ? replaceOnce(html, /<\/head>/, `  ${links}\n  </head>`) : html;
}

const COMPRESSIBLE = /\.(?:js|css|html|svg|txt|json|xml)$/;

/** Writes name.gz and name.br beside every text file worth compressing; answers how many files. */
async function precompress(directory: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    if (path.relative(directory, entry.parentPath).startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < 512) continue;
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}

function outputFile(route: string) {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route, 'index.html');
}

/** Builds the public pages for Node and renders each one to HTML. */
async function renderPages(): Promise<PrerenderedPage[]> {
  await build({
    root: appRoot,
    logLevel: 'warn',
    build: {
      ssr: path.join(appRoot, publicFeature, 'prerender-entry.tsx'),
      outDir: serverOutDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender-entry.js' } },
    },
    // Everything bundled, react included: the server imports this from dist/.ssr wherever the build is
    // deployed (STATIC_DIR), with no node_modules beside it (decision 143).
    ssr: { noExternal: true },
  });
  const entry = pathToFileURL(path.join(serverOutDir, 'prerender-entry.js')).href;
  const { prerenderPublicPages } = (await import(entry)) as {
    prerenderPublicPages: () => Promise<PrerenderedPage[]>;
  };
  return prerenderPublicPages();
}

async function main() {
  const started = performance.now();
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;

  // 1. The shell first: dist/index.html is about to become the prerendered home page.
  await writeFile(path.join(dist, '200.html'), shell);

  // 2. The server bundle renders the static pages, then stays for the server.
  const pages = await renderPages().catch(async (error: unknown) => {
    await rm(serverOutDir, { recursive: true, force: true });
    throw error;
  });
  await rm(ssrDir, { recursive: true, force: true });
  await rename(serverOutDir, ssrDir);

  // 3. One HTML file per page. Preload what hydration imports so it does not wait on a chain of requests.
  const alreadyLoaded = new Set(
    [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const hydrate = chunkClosure(manifest, `${publicFeature}/hydrate.tsx`);
  for (const page of pages) {
    const ownChunks = chunkClosure(manifest, `${publicFeature}/${page.module}`);
    const preloads = [...new Set([...hydrate, ...ownChunks])].filter((href) => !alreadyLoaded.has(href));
    const file = outputFile(page.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageHtml(shell, page, preloads));
  }

  // 4. The catalogue's template: the shell, preloading what hydrating a catalogue page imports.
  const catalogueChunks = chunkClosure(manifest, `${publicFeature}/pages/catalogue-page.tsx`);
  const cataloguePreloads = [...new Set([...hydrate, ...catalogueChunks])].filter(
    (href) => !alreadyLoaded.has(href),
  );
  await writeFile(path.join(ssrDir, 'catalogue.html'), withHeadLinks(shell, undefined, cataloguePreloads));
  await writeFile(path.join(ssrDir, 'app-paths.json'), JSON.stringify(appPagePaths));

  // The manifest served its purpose; it would only advertise the file layout.
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  const compressed = await precompress(dist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${pages.length} páginas públicas + 200.html, ${compressed} ficheros precomprimidos (gzip, brotli), ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
