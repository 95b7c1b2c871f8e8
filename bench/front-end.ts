/**
 * Front-end figures on the built school served by the running, seeded server (run by bench/run.ts):
 * - JavaScript per route: every script a fresh load of the route fetches until the network is quiet (the
 *   entry, its static imports and the chunks the route's lazy import pulls in), gzip level 9. Budgets: the
 *   home page under 90 KB, each panel page (/admin, /teacher, /student and their sub-pages) under 200 KB.
 * - Lighthouse (mobile preset) on /login and on the student panel with a logged-in session: the session is
 *   put in localStorage the way the app stores it (token, username, user; apps/school/src/session), in a
 *   Chromium that Lighthouse then attaches to with storage reset disabled.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright';
import { type Child, freePort, repo } from './lib/processes';
import type { Seeded } from './lib/school';
import { ADMIN } from './lib/server-data';
import { addRow } from './lib/table';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'];
const BUDGETS = { home: 90_000, panel: 200_000 };
const LIGHTHOUSE_MIN = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Role = 'ADMIN' | 'TEACHER' | 'STUDENT';
interface StoredSession {
  token: string;
  username: string;
  user: {
    name: string;
    username: string;
    roles: Role[];
    courses: number[];
    token: string;
    id?: number;
    surname?: string;
    email?: string;
  };
}

function storeSession(context: BrowserContext, session: StoredSession | undefined) {
  if (!session) return Promise.resolve();
  return context.addInitScript((value: StoredSession) => {
    localStorage.setItem('token', value.token);
    localStorage.setItem('username', value.username);
    localStorage.setItem('user', JSON.stringify(value.user));
  }, session);
}

/** gzip bytes of every script a fresh load of `url` fetches. */
async function routeScripts(
  url: string,
  session: StoredSession | undefined,
): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const context = await browser.newContext();
    await storeSession(context, session);
    const page = await context.newPage();
    // The live stream stays open for good, so the network would never be idle; its code is counted all the same.
    await page.route('**/api/notifications/stream**', (route) => route.abort());
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url}: ${answer?.status()}`);
    const sizes = await Promise.all(scripts.values());
    return { files: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

/** Lighthouse (mobile) on `url`, in a Chromium whose localStorage already holds `session`. */
async function lighthouse(url: string, session: StoredSession | undefined) {
  const profile = await mkdtemp(path.join(tmpdir(), 'aula-bench-chrome-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...chromeArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/login', url).href, { waitUntil: 'networkidle' });
    if (session) {
      await page.evaluate((value: StoredSession) => {
        localStorage.setItem('token', value.token);
        localStorage.setItem('username', value.username);
        localStorage.setItem('user', JSON.stringify(value.user));
      }, session);
    }
    await page.goto('about:blank');
    const args = [
      url,
      `--port=${port}`,
      '--disable-storage-reset',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
    ];
    const stdout = await promisify(execFile)(path.join(repo, 'node_modules/.bin/lighthouse'), args, {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (result) => result.stdout,
      (error: { stdout?: string; message: string }) =>
        error.stdout || Promise.reject(new Error(error.message)),
    );
    const report = JSON.parse(stdout) as {
      finalDisplayedUrl: string;
      runtimeError?: { code: string; message: string };
      categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
      audits: Record<string, { displayValue?: string }>;
    };
    if (report.runtimeError)
      throw new Error(`Lighthouse ${report.runtimeError.code}: ${report.runtimeError.message}`);
    const scores = CATEGORIES.map((category) => Math.round((report.categories[category].score ?? 0) * 100));
    const lcp = report.audits['largest-contentful-paint']?.displayValue ?? '?';
    const tbt = report.audits['total-blocking-time']?.displayValue ?? '?';
    return { scores, lcp, tbt, finalUrl: report.finalDisplayedUrl };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

export async function measureFrontEnd(
  server: Child,
  { seeded, sign }: { seeded: Seeded; sign: (id: number) => Promise<string> },
): Promise<void> {
  const section = 'front end';
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const adminLogin = (await login.json()) as StoredSession['user'] & { id: number };
  const session = async (id: number, username: string, role: Role): Promise<StoredSession> => {
    const token = await sign(id);
    const user = {
      name: 'Marta',
      username,
      roles: [role],
      courses: [seeded.readingCourse],
      token,
      id,
      surname: 'Ruiz',
      email: `${username}@aula.test`,
    };
    return { token, username, user };
  };
  const admin: StoredSession = {
    token: adminLogin.token,
    username: ADMIN.username,
    user: {
      name: adminLogin.name,
      username: ADMIN.username,
      roles: ['ADMIN'],
      courses: [],
      token: adminLogin.token,
    },
  };
  const teacher = await session(seeded.teacher, 'bench_teacher', 'TEACHER');
  const student = await session(seeded.classStudents[0] as number, 'bench_s1', 'STUDENT');
  const course = seeded.readingCourse;
  const routes: [string, StoredSession | undefined, number | undefined][] = [
    ['/', undefined, BUDGETS.home],
    ['/login', undefined, undefined],
    ['/admin', admin, BUDGETS.panel],
    ['/teacher', teacher, BUDGETS.panel],
    [`/teacher/course/${course}`, teacher, BUDGETS.panel],
    ['/student', student, BUDGETS.panel],
    [`/student/course/${course}`, student, BUDGETS.panel],
    [`/student/course/${course}/task/${seeded.readingTask}`, student, BUDGETS.panel],
    [`/student/course/${course}/test/${seeded.readingTest}`, student, BUDGETS.panel],
  ];
  for (const [route, routeSession, budget] of routes) {
    const { files, gzip } = await routeScripts(`${server.url}${route}`, routeSession);
    addRow({
      section,
      figure: `JavaScript of ${route.replace(/\/\d+/g, '/{id}')}`,
      value: `${(gzip / 1000).toFixed(1)} KB gzip (${files} files)`,
      target: budget ? `< ${budget / 1000} KB gzip` : '',
      met: budget ? gzip < budget : undefined,
    });
  }
  // The live catalogue (decision 143), rendered by the server: the list and its first course's page.
  const catalogue = (await (await fetch(`${server.url}/api/public/courses`)).json()) as {
    courses: { path: string }[];
  };
  const coursePage = catalogue.courses[0]?.path;
  const lighthouseRoutes: [string, StoredSession | undefined][] = [
    ['/login', undefined],
    ['/student', student],
    ['/cursos', undefined],
    ...(coursePage ? [[coursePage, undefined] as [string, undefined]] : []),
  ];
  for (const [route, routeSession] of lighthouseRoutes) {
    const result = await lighthouse(`${server.url}${route}`, routeSession);
    const landed = new URL(result.finalUrl).pathname;
    // A panel is private (no search engine sees it): its SEO score is printed, not judged.
    const judged = routeSession ? result.scores.slice(0, 3) : result.scores;
    addRow({
      section,
      figure: `Lighthouse mobile ${route}${routeSession ? ' (logged in)' : ''}: perf/a11y/best/SEO`,
      value: `${result.scores.join(' / ')} (LCP ${result.lcp}, TBT ${result.tbt})${landed === route ? '' : `, landed on ${landed}`}`,
      target: `${routeSession ? 'perf/a11y/best' : 'each'} ≥ ${LIGHTHOUSE_MIN} (as the home page)`,
      met: landed === route && judged.every((score) => score >= LIGHTHOUSE_MIN),
    });
  }
}
