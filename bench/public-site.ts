/**
 * Figures for the built public site: the JavaScript and CSS its home page loads (bytes and gzip), the home
 * page's Lighthouse scores (performance, accessibility, best practices, SEO) with the mobile and desktop
 * presets, then the mobile performance and accessibility of every page in its sitemap (each prerendered page
 * and each course of the live catalogue; --quick: one course).
 *
 *   pnpm bench --only public [--quick]   # in the bench's table
 *   pnpm exec tsx bench/public-site.ts [--runs 3] [--url http://host:port] [--bytes-only] [--quick]
 *
 * Without --url it starts the built server (apps/api/dist/server.js) on a free port with a throw-away data
 * directory, as the end-to-end tests do. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
 * Targets: home page JavaScript under 90 KB gzip; every Lighthouse score of the home page at least 95 on
 * mobile; on every public page, mobile performance at least 95 and accessibility 100.
 * Lighthouse scores move a few points between runs; --runs N reports the median of N runs per preset.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { addRow, printTable } from './lib/table';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const JS_BUDGET_GZIP = 90_000;
const MOBILE_MIN_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text: string | number, width: number) => String(text).padStart(width);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

/**
 * Copies the build, then checks the copy is whole: a prerendered home page whose every script and
 * stylesheet is there. A build running meanwhile in the same checkout can leave a half-written dist; the
 * copy is retried for a while before giving up.
 */
async function copyCompleteBuild(built: string, target: string): Promise<boolean> {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await rm(target, { recursive: true, force: true });
    await cp(built, target, { recursive: true });
    const home = await readFile(path.join(target, 'index.html'), 'utf8').catch(() => '');
    const assets = [...home.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    const present = await Promise.all(
      [...assets, '200.html'].map((file) =>
        stat(path.join(target, file)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (home.includes('<div id="root"><') && present.every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return false;
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aula-bench-'));
  // A copy of the build, so a rebuild running meanwhile in the same checkout cannot pull pages away mid-run.
  const built = path.join(repo, 'apps/school/dist');
  const staticDir = path.join(dataDir, 'site');
  if (!(await copyCompleteBuild(built, staticDir))) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(
      'apps/school/dist no está completo y prerenderizado: ejecuta `pnpm build` y espera a que acabe',
    );
  }
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, 'apps/api/dist/server.js')], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PUBLIC_URL: url,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-bench-password',
      ADMIN_EMAIL: 'admin@aula.test',
      // The benchmark signs in as this administrator with the password alone (decision 133).
      ADMIN_2FA: 'optional',
      LOG_LEVEL: 'warn',
      // The demo school's approved courses fill the catalogue measured below (decision 143).
      SEED_DEMO: '1',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('el servidor terminó al arrancar (¿falta `pnpm build`?)');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('el servidor no respondió en 120 s');
}

interface Asset {
  path: string;
  bytes: number;
  gzip: number;
}

/** Every script and stylesheet the home page loads until the network is quiet (hydration included). */
async function homeAssets(url: string): Promise<{ js: Asset[]; css: Asset[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ type: string; asset: Asset }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({
          type,
          asset: {
            path: new URL(response.url()).pathname,
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          },
        })),
      );
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(pending);
    const byPath = (type: string) => [
      ...new Map(
        loaded.filter((item) => item.type === type).map((item) => [item.asset.path, item.asset]),
      ).values(),
    ];
    return { js: byPath('script'), css: byPath('stylesheet') };
  } finally {
    await browser.close();
  }
}

function printAssets(title: string, assets: Asset[]) {
  const total = assets.reduce(
    (sum, asset) => ({ bytes: sum.bytes + asset.bytes, gzip: sum.gzip + asset.gzip }),
    {
      bytes: 0,
      gzip: 0,
    },
  );
  console.log(`\n${title}`);
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${asset.path.padEnd(44)} ${pad(asset.bytes, 9)} B ${pad(asset.gzip, 8)} B gzip`);
  }
  console.log(
    `  ${`total (${assets.length} files)`.padEnd(44)} ${pad(total.bytes, 9)} B ${pad(total.gzip, 8)} B gzip  (${kb(total.bytes)}, ${kb(total.gzip)} gzip)`,
  );
  return total;
}

interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  version: string;
}

async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Lighthouse exits non-zero on a runtime error but still prints its report, which names the error.
  const stdout = await promisify(execFile)(path.join(repo, 'node_modules/.bin/lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (result) => result.stdout,
    (error: { stdout?: string; message: string }) => error.stdout || Promise.reject(new Error(error.message)),
  );
  const report = JSON.parse(stdout) as {
    lighthouseVersion: string;
    runtimeError?: { code: string; message: string };
    categories: Record<Category, { score: number | null }>;
    audits: Record<string, { displayValue?: string }>;
  };
  if (report.runtimeError)
    throw new Error(`Lighthouse ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, report.audits[id]?.displayValue ?? '?']));
  return { scores, metrics, version: report.lighthouseVersion };
}

/** One Lighthouse run; a run that fails to record the page (NO_NAVSTART and the like) is tried again twice. */
async function lighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  (${preset}: ${(error as Error).message.split('\n')[0]}; retrying)`);
    }
  }
}

/**
 * Every public page the school lists in its sitemap: the prerendered pages and each course's page of the live
 * catalogue (the demo school's, see startServer); with `quick`, the prerendered pages, /cursos and one course.
 */
async function sitemapPages(url: string, quick: boolean): Promise<string[]> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  const courses = paths.filter((page) => page.startsWith('/cursos/'));
  const pages = quick ? [...paths.filter((page) => !courses.includes(page)), ...courses.slice(0, 1)] : paths;
  // Rendered once before measuring, as any page a visitor opened in the last minute is (decision 143).
  for (const page of pages) await fetch(`${url}${page}`);
  return pages;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * The figures above as rows of the bench's table (bench/run.ts `--only public`, or this file run alone): the
 * home page's JavaScript, its four Lighthouse scores on mobile and desktop, and the mobile performance and
 * accessibility of every public page.
 */
export async function measurePublicSite(options: {
  runs: number;
  quick: boolean;
  url?: string;
}): Promise<void> {
  const section = 'public site';
  const server = options.url
    ? { url: options.url.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const medianOf = async (page: string, preset: 'mobile' | 'desktop') => {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 0; run < options.runs; run += 1)
      pageRuns.push(await lighthouse(`${server.url}${page}`, preset));
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, median(pageRuns.map((run) => run.scores[category]))]),
      ) as Record<Category, number>,
      first: pageRuns[0] as LighthouseRun,
    };
  };
  try {
    console.log(`\n${section}: home page at ${server.url}/`);
    const { js, css } = await homeAssets(server.url);
    const jsTotal = printAssets('JavaScript loaded by the home page', js);
    printAssets('CSS loaded by the home page', css);
    addRow({
      section,
      figure: `home page JavaScript (${js.length} files)`,
      value: `${kb(jsTotal.gzip)} gzip`,
      target: `< ${kb(JS_BUDGET_GZIP)}`,
      met: jsTotal.gzip < JS_BUDGET_GZIP,
    });
    if (process.argv.includes('--bytes-only')) return;

    for (const preset of ['mobile', 'desktop'] as const) {
      const { scores, first } = await medianOf('/', preset);
      const { metrics } = first;
      console.log(
        `  / ${preset} (Lighthouse ${first.version}): FCP ${metrics['first-contentful-paint']}, LCP ${metrics['largest-contentful-paint']}, TBT ${metrics['total-blocking-time']}, CLS ${metrics['cumulative-layout-shift']}, SI ${metrics['speed-index']}`,
      );
      addRow({
        section,
        figure: `/ on ${preset}: ${CATEGORIES.join(', ')}`,
        value: CATEGORIES.map((category) => scores[category]).join(', '),
        target: preset === 'mobile' ? `each ≥ ${MOBILE_MIN_SCORE}` : '',
        met: preset === 'mobile' ? CATEGORIES.every((c) => scores[c] >= MOBILE_MIN_SCORE) : undefined,
      });
    }
    const pages = await sitemapPages(server.url, options.quick);
    console.log(`  ${pages.length} public pages from sitemap.xml, mobile, ${options.runs} run(s) each`);
    for (const page of pages.filter((each) => each !== '/')) {
      const { scores } = await medianOf(page, 'mobile');
      addRow({
        section,
        figure: `${page.length > 48 ? `${page.slice(0, 47)}…` : page} on mobile: performance, accessibility`,
        value: `${scores.performance}, ${scores.accessibility}`,
        target: `≥ ${MOBILE_MIN_SCORE}, 100`,
        met: scores.performance >= MOBILE_MIN_SCORE && scores.accessibility === 100,
      });
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measurePublicSite({
    runs: Math.max(1, Number(option('runs') ?? 1)),
    quick: process.argv.includes('--quick'),
    url: option('url'),
  })
    .then(() => {
      process.exitCode = printTable() > 0 ? 1 : 0;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(2);
    });
}
