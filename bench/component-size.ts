/**
 * What each public component of @aula/ui adds to a consumer's JavaScript: the built package (dist/) is bundled
 * by esbuild with only that one export imported, React and react-dom left out, minified, then gzipped. Plus the
 * whole library without the charts. Measures the published build, so it needs `pnpm build` first.
 *
 *   pnpm exec tsx bench/component-size.ts
 *
 * Targets (1 KB = 1000 bytes): each badge under 2 KB, the test runner under 15 KB, the library without charts
 * under 60 KB. Exits 1 when a target is missed.
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
const WHOLE_LIBRARY = 'whole library without charts';
// The statistics dashboard draws the charts, so it goes with them.
const CHART_EXPORTS = new Set(['BarChart', 'DonutChart', 'StatisticsDashboard']);

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

/** A component is a capitalised function export (constants such as ROLE_LABELS are objects). */
async function publicComponents(): Promise<string[]> {
  const library: Record<string, unknown> = await import(uiEntry);
  return Object.keys(library)
    .filter((name) => /^[A-Z][a-z]/.test(name) && typeof library[name] === 'function')
    .sort();
}

async function allExports(): Promise<string[]> {
  return Object.keys(await import(uiEntry)).sort();
}

async function gzipBytesOf(names: string[]): Promise<number> {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from ${JSON.stringify(uiEntry)};`,
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

export async function measureComponentSizes(): Promise<ComponentSize[]> {
  if (!existsSync(uiEntry)) throw new Error('Falta packages/ui/dist: ejecuta `pnpm build` antes.');
  const sizes: ComponentSize[] = [];
  for (const name of await publicComponents()) {
    sizes.push({ name, gzipBytes: await gzipBytesOf([name]), targetBytes: targetFor(name) });
  }
  const withoutCharts = (await allExports()).filter((name) => !CHART_EXPORTS.has(name));
  sizes.push({
    name: WHOLE_LIBRARY,
    gzipBytes: await gzipBytesOf(withoutCharts),
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
