import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { AppConfig } from '../src/config';
import { ERROR_MESSAGES } from '../src/errors';
import { REQUEST_ID } from '../src/http/request-ids';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../src/rate-limit/limits';
import { type AccessWorld, accessWorld } from './support/access-world';
import { describeEachDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { type InjectedAnswer, injectAnswer } from './support/live-stream';
import { QUIET_MAIL_RETRY } from './support/logged-database';
import { LogCapture } from './support/logs';
import { ROLE_OF, ROLES, type Row, rowFor } from './support/route-calls';
import { serverApp } from './support/server-database';
import { FAILING_SQLSTATE, watchingStatements, watchStatements } from './support/statement-faults';
import { makeUser, type TestUser } from './support/teacher';

/**
 * The fault "a database statement fails", in every route of the server's route table, on both databases
 * (PGlite in its worker thread, as the server runs it). Each route is called by a caller that may use it,
 * with the rows of support/route-calls.ts, once for each statement it makes before its answer, with that
 * statement failing. Each must answer the generic Spanish 500, log the cause without the statement's values,
 * and leave the school serving the next user. A HEAD runs its GET's handler: only its first statement fails,
 * for the status.
 */

/** Far above any answer here: one that takes longer is stuck (a worker that no longer answers, say). */
const ANSWER_WITHIN_MS = 15_000;

/** Routes that answer without a statement; the test checks that they still do. */
const NO_STATEMENTS: Record<string, string> = {
  'GET /api/health': 'liveness: the process answers; readiness asks the database',
  'GET /api/auth/oidc/status': 'whether sign-in with Google is configured: the configuration alone',
  'GET /api/auth/oidc/start': 'Google is not configured in this suite: a redirect saying so',
  'GET /api/auth/oidc/callback': 'likewise (google-sign-in.test.ts runs both against a provider)',
  'GET /api/notifications/stream':
    'opened without a last event id it reads nothing; a failed catch-up read ends the stream (live-streams.ts)',
};

/**
 * Routes that answer first and work after, so the answer tells nothing by its timing (decision 130): their
 * answer cannot show the failure, which must be logged instead.
 */
const ANSWER_FIRST = new Set(['POST /api/auth/forgot-password', 'POST /api/public/newsletter']);

/**
 * Routes that may still succeed when a statement after their first fails, and why. The ones that try again
 * must have sent more statements after the failure; the others must have logged it. Each must still do so.
 */
const TRIES_AGAIN: Record<string, string> = {
  'POST /api/student/activity/:id/submit-test':
    'a batch of results that fails as a whole is stored again one by one (result-batch.ts)',
};
/** Routes whose last statement tidies up after the work is done (only that last one is excused), and why. */
const DONE_BEFORE: Record<string, string> = {
  'POST /api/student/activity/:id/submit-test':
    'the hand-in is stored; the recordings it does not use follow at best (the sweep deletes them later)',
  'DELETE /api/admin/job-applications/:id':
    'the application is deleted; its CV follows at best (the bytes left are swept at start)',
};

/**
 * The answer to a failed statement: the generic 500, except where the route's answer is the database's state.
 * Either carries the request id of its X-Request-Id header (added where the body is checked).
 */
const FAILED_ANSWER: Record<string, { status: number; body: object }> = {
  'GET /api/health/ready': {
    status: 503,
    body: { error: ERROR_MESSAGES.unavailable, notReady: ['database'] },
  },
};
const INTERNAL = { status: 500, body: { error: ERROR_MESSAGES.internal } };

/** Each route is called several times by the same caller: no limit may answer instead of the route. */
const SETTINGS: Partial<AppConfig> = {
  logLevel: 'warn',
  mailRetry: QUIET_MAIL_RETRY,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    rules: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS.rules).map(([name, rule]) => [name, { ...rule, points: 10_000 }]),
    ) as RateLimitConfig['rules'],
  },
};

describeEachDatabase('a failing statement in every route', (ctx) => {
  const logs = new LogCapture();
  let app: App;
  let world: AccessWorld;
  let bystander: TestUser;

  beforeAll(async () => {
    app = await serverApp(ctx, SETTINGS, { logStream: logs.stream });
    await app.ready();
    world = await accessWorld(app);
    bystander = await makeUser(app, ['STUDENT'], 'Otra', 'Persona');
    watchStatements(app.database);
  }, 120_000);

  /** The first role the row lets through to its handler (a 400 for a wrong password gets there too). */
  function callerOf(row: Row) {
    if (!row.roles) return undefined;
    const role = ROLES.find((r) => ![403, 404].includes(row.roles?.[r] ?? 403));
    if (!role) throw new Error('a route no role may call');
    return role;
  }

  /** A fresh call of the route's row, by a caller that may make it, counting (or failing) its statements. */
  async function send(method: string, url: string, failAt?: number) {
    const row = rowFor(method, url);
    if (!row) throw new Error(`${method} ${url} has no row in support/route-calls.ts`);
    const call = await row.call(world, app);
    const role = callerOf(row);
    const caller =
      role &&
      {
        student: world.a.student,
        teacher: world.a.teacher,
        otherTeacher: world.b.teacher,
        admin: world.admin,
      }[role];
    // A route that ends sessions ends a fresh user's, so the world's stay open for the next routes.
    const token = role && row.endsSessions ? (await makeUser(app, ROLE_OF[role])).token : caller?.token;
    const options = {
      method: method as 'GET',
      url: call.url,
      headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(call.payload ? { payload: call.payload } : {}),
    };
    const { result, watch } = await watchingStatements(() => answerOf(options), failAt);
    const expected = row.public ?? (role ? row.roles?.[role] : undefined);
    return { answer: result, watch, issued: watch.issued, expected };
  }
  type Sent = Awaited<ReturnType<typeof send>>;

  /**
   * The answer, or 'cut' when it ended before its body did: a download whose headers had gone when a
   * statement failed can only end broken. An answer that never comes fails the test within seconds.
   */
  async function answerOf(options: InjectOptions): Promise<InjectedAnswer | 'cut'> {
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      );
    });
    const answer = injectAnswer(app, options).catch((error: Error) => {
      if (error.message === 'response destroyed before completion') return 'cut' as const;
      throw error;
    });
    try {
      return await Promise.race([answer, stuck]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The listed routes that did succeed despite a failed statement. */
  const excused = new Set<string>();

  /** What is wrong with the answer to a call whose statement `failAt` failed, if anything. */
  async function judge(
    key: string,
    what: string,
    failAt: number,
    sent: Sent,
    from: number,
  ): Promise<string[]> {
    const { answer, watch, expected } = sent;
    const problems: string[] = [];
    if (answer === 'cut') {
      if (!watch.failed) problems.push(`${what}: cut, though no statement failed`);
    } else if (ANSWER_FIRST.has(key)) {
      if (answer.statusCode !== expected)
        problems.push(`${what}: ${answer.statusCode}, expected ${expected}`);
      await waitFor(() => watch.failed, `${what}: the failing statement`).catch((error: Error) =>
        problems.push(error.message),
      );
    } else if (!watch.failed) {
      return [`${what}: only ${watch.issued} statements this time`];
    } else if (
      answer.statusCode === expected &&
      failAt > 1 &&
      key in DONE_BEFORE &&
      watch.issued === failAt
    ) {
      // Its last statement, the tidying after the work: the work stands, and the failure must be logged.
      excused.add(key);
    } else if (answer.statusCode === expected && failAt > 1 && key in TRIES_AGAIN) {
      excused.add(key);
      return watch.issued > failAt ? [] : [`${what}: ${answer.statusCode} without trying again`];
    } else {
      const want = FAILED_ANSWER[key] ?? INTERNAL;
      const body = answer.body.startsWith('{') ? answer.json() : answer.body;
      const requestId = answer.headers['x-request-id'];
      // A HEAD's answer has no body to check.
      const bodyWrong = what.startsWith('HEAD')
        ? false
        : !isDeepStrictEqual(body, { ...want.body, requestId });
      if (answer.statusCode !== want.status || bodyWrong) {
        problems.push(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    // The line that logs the failure names the request whose answer it explains.
    const requestId = answer === 'cut' ? undefined : answer.headers['x-request-id'];
    if (answer !== 'cut' && !REQUEST_ID.test(String(requestId)))
      problems.push(`${what}: X-Request-Id ${requestId}`);
    await waitFor(() => failureLogged(from, requestId), `${what}: the error in the log`).catch(() =>
      problems.push(
        `${what}: no warning or error logged with SQLSTATE ${FAILING_SQLSTATE} and reqId ${requestId}`,
      ),
    );
    return problems;
  }

  /**
   * Log lines since line `from`, at warn or above, that carry the injected failure's SQLSTATE and the
   * request's id (any, for an answer cut short, whose headers are not seen).
   */
  const failureLogged = (from: number, requestId: unknown) =>
    logs.lines.slice(from).some((line) => {
      const entry = JSON.parse(line) as { level: number; reqId?: string };
      return (
        entry.level >= 40 &&
        line.includes(`"code":"${FAILING_SQLSTATE}"`) &&
        (requestId === undefined ? REQUEST_ID.test(String(entry.reqId)) : entry.reqId === requestId)
      );
    });

  it('answers the Spanish 500, logs it, and serves the next user', async () => {
    const problems: string[] = [];
    const routes = app.routeTable;
    expect(routes.length).toBeGreaterThan(150);
    let faults = 0;
    for (const { method, url } of routes) {
      // The lists name a HEAD by its GET, whose handler it runs.
      const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
      const head = method === 'HEAD';
      const clean = await send(method, url).catch((error: Error) => error);
      if (clean instanceof Error || clean.answer === 'cut' || clean.answer.statusCode !== clean.expected) {
        const got =
          clean instanceof Error ? clean.message : clean.answer === 'cut' ? 'cut' : clean.answer.statusCode;
        problems.push(
          `${key} without a fault: ${got}, expected ${clean instanceof Error ? 'an answer' : clean.expected}`,
        );
        continue;
      }
      if (key in NO_STATEMENTS || ANSWER_FIRST.has(key)) {
        if (clean.issued !== 0)
          problems.push(`${key} answered after ${clean.issued} statements, not before any`);
        if (!ANSWER_FIRST.has(key)) continue;
        const worked = await waitFor(
          () => clean.watch.issued > 0,
          `the work ${key} does after its answer`,
        ).then(
          () => true,
          (error: Error) => {
            problems.push(error.message);
            return false;
          },
        );
        if (!worked) continue;
      } else if (clean.issued === 0) {
        problems.push(`${key} made no statement: list it in NO_STATEMENTS, saying why`);
        continue;
      }
      const last = ANSWER_FIRST.has(key) ? 1 : clean.issued;
      for (let failAt = 1; failAt <= (head ? 1 : last); failAt++) {
        const what = `${method} ${url} with statement ${failAt} of ${last} failing`;
        const from = logs.lines.length;
        faults += 1;
        const sent = await send(method, url, failAt).catch((error: Error) => error);
        // A cache warmed by the calls before spared statements, and every one left has failed in turn.
        if (!(sent instanceof Error) && !sent.watch.failed && failAt > 1 && sent.issued < failAt) break;
        if (sent instanceof Error) {
          problems.push(`${what}: ${sent.message}`);
        } else {
          problems.push(...(await judge(key, what, failAt, sent, from)));
        }
        if (logs.lines.slice(from).some((line) => line.includes('Failed query'))) {
          problems.push(`${what}: Drizzle's message, with the parameters, reached the log`);
        }
        const next = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${bystander.token}` },
        });
        if (next.statusCode !== 200)
          problems.push(`${what}: the next user got ${next.statusCode} ${next.body}`);
      }
    }
    expect(problems).toEqual([]);
    const listed = new Set([...Object.keys(TRIES_AGAIN), ...Object.keys(DONE_BEFORE)]);
    expect(
      [...listed].filter((key) => !excused.has(key)),
      'listed, yet never succeeded despite a failure',
    ).toEqual([]);
    // About three statements a route: a loop that stopped early would fail far fewer.
    expect(faults).toBeGreaterThan(2 * routes.length);
  }, 240_000);
});
