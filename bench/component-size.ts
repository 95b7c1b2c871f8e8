/**
 * What each public component of @aula/ui adds to a consumer's JavaScript: the built package (dist/) is bundled
 * by esbuild with only that one export imported from its entry, React and react-dom left out, minified, then
 * gzipped. Plus each subpath entry as a whole (what `import … from '@aula/ui/test-runner'` costs at most) and
 * the whole library. Measures the published build, so it needs `pnpm build` first.
 *
 *   pnpm exec tsx bench/component-size.ts
 *
 * Targets (1 KB = 1000 bytes): each badge under 2 KB, the test runner under 15 KB, each subpath entry under
 * its own budget, the whole library under 60 KB. Exits 1 when a target is missed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(repo, 'packages/ui');
const uiEntry = path.join(uiDir, 'dist/index.js');

const BADGE_TARGET = 2_000;
const TEST_RUNNER_TARGET = 15_000;
const LIBRARY_TARGET = 60_000;
const WHOLE_LIBRARY = 'whole library';

/**
 * The subpath entries of package.json's `exports` (decision 170), each with its budget: a little above its
 * size when it was made an entry, so growth is a decision, not an accident.
 */
const SUBPATH_TARGETS: Record<string, number> = {
  'test-runner': 12_500, // 11.5 KB when made an entry
  'course-card': 6_500, // 5.8 KB
  'material-viewer': 5_500, // 5.1 KB
  'score-badge': 1_000, // 0.8 KB
  'due-status-badge': 1_000, // 0.8 KB
  'course-table': 12_500, // 11.7 KB
  'strings/en': 2_500, // 2.0 KB
  'strings/de': 2_800, // 2.3 KB
  'strings/fr': 2_800, // 2.3 KB
};
const entryFile = (subpath: string | null) => path.join(uiDir, 'dist', `${subpath ?? 'index'}.js`);
const ENTRIES = [null, ...Object.keys(SUBPATH_TARGETS)];

export interface ComponentSize {
  name: string;
  gzipBytes: number;
  targetBytes?: number;
}

function targetFor(name: string): number | undefined {
  if (name.endsWith('Badge')) return BADGE_TARGET;
  if (name === 'TestRunner') return TEST_RUNNER_TARGET;
  if (name === WHOLE_LIBRARY) return LIBRARY_TARGET;
  return undefined;
}

/** A component is a capitalised function export (constants such as ROLE_LABELS are objects), with its entry. */
async function publicComponents(): Promise<{ name: string; entry: string }[]> {
  const components: { name: string; entry: string }[] = [];
  for (const subpath of ENTRIES) {
    const entry = entryFile(subpath);
    const module: Record<string, unknown> = await import(entry);
    for (const name of Object.keys(module)) {
      if (/^[A-Z][a-z]/.test(name) && typeof module[name] === 'function') components.push({ name, entry });
    }
  }
  return components.sort((a, b) => a.name.localeCompare(b.name));
}

/** The gzip size of a module made of the given export statements, bundled against dist/. */
async function gzipBytesOf(contents: string): Promise<number> {
  const result = await build({
    stdin: {
      contents,
      resolveDir: uiDir,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild no produjo ningún archivo');
  return gzipSync(output.contents, { level: 9 }).length;
}

const exportFrom = (names: string[], entry: string) =>
  `export { ${names.join(', ')} } from ${JSON.stringify(entry)};`;
const everythingFrom = (entry: string) => `export * from ${JSON.stringify(entry)};`;

export async function measureComponentSizes(): Promise<ComponentSize[]> {
  if (!existsSync(uiEntry)) throw new Error('Falta packages/ui/dist: ejecuta `pnpm build` antes.');
  const sizes: ComponentSize[] = [];
  for (const { name, entry } of await publicComponents()) {
    sizes.push({
      name,
      gzipBytes: await gzipBytesOf(exportFrom([name], entry)),
      targetBytes: targetFor(name),
    });
  }
  for (const [subpath, targetBytes] of Object.entries(SUBPATH_TARGETS)) {
    const gzipBytes = await gzipBytesOf(everythingFrom(entryFile(subpath)));
    sizes.push({ name: `@aula/ui/${subpath}`, gzipBytes, targetBytes });
  }
  // Every entry together: names never repeat across entries, so the star exports do not collide.
  const whole = ENTRIES.map((subpath) => everythingFrom(entryFile(subpath))).join('\n');
  sizes.push({
    name: WHOLE_LIBRARY,
    gzipBytes: await gzipBytesOf(whole),
    targetBytes: targetFor(WHOLE_LIBRARY),
  });
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function printTable(sizes: ComponentSize[]): boolean {
  const width = Math.max(...sizes.map((size) => size.name.length));
  console.log(`${'component'.padEnd(width)}  ${'gzip'.padStart(8)}  ${'target'.padStart(8)}  ok`);
  let allMet = true;
  for (const { name, gzipBytes, targetBytes } of sizes) {
    const met = targetBytes === undefined || gzipBytes <= targetBytes;
    allMet &&= met;
    const target = targetBytes === undefined ? '' : kb(targetBytes);
    const ok = targetBytes === undefined ? '' : met ? 'yes' : 'NO';
    console.log(`${name.padEnd(width)}  ${kb(gzipBytes).padStart(8)}  ${target.padStart(8)}  ${ok}`);
  }
  return allMet;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const allMet = printTable(await measureComponentSizes());
  process.exitCode = allMet ? 0 : 1;
}
