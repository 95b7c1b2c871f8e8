import http from 'node:http';
import { type Child, serverScript, startNode } from './lib/processes';
import { BENCH_SESSION_PREFIX, prepareServerData, withAdminClient } from './lib/server-data';
import { addRow } from './lib/table';

/**
 * `pnpm bench --only live`: one server process on PostgreSQL holds `streams` open live streams
 * (GET /api/notifications/stream, as many browser tabs would) of USERS users, each within the per-user cap;
 * prints its resident memory (VmRSS) with them open, whether one event published once (a single batch
 * and NOTIFY, as notify() writes) reached every stream, and how fast; then a teacher announces to a course of
 * ANNOUNCED of those users (POST /api/messages/announcements), timed until each student's streams have it.
 */

const RSS_TARGET_MB = 300;
const ANNOUNCED = 200;
const ANNOUNCEMENT_TARGET_MS = 1_000;
/** 8 streams each: under the cap of 10 one user may hold (notifications/live-streams.ts). */
const USERS = 250;
const CHANNEL = 'aula_live_events';

interface OpenStream {
  userIndex: number;
  received: boolean;
  /** When it first received a new message's event. */
  messageAt?: number;
  request: http.ClientRequest;
}

function openStream(base: string, token: string, userIndex: number, agent: http.Agent): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const stream: OpenStream = {
      userIndex,
      received: false,
      request: http.get(
        `${base}/api/notifications/stream`,
        { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`stream answered ${response.statusCode}`));
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (chunk.includes('\ndata: ') || chunk.startsWith('data: ')) stream.received = true;
            if (/"type": ?"message"/.test(chunk)) stream.messageAt ??= performance.now();
          });
          resolve(stream);
        },
      ),
    };
    stream.request.on('error', reject);
  });
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

export async function measureLiveConnections(options: { postgresUrl: string; streams: number }) {
  const section = 'live';
  const data = await prepareServerData({
    kind: 'postgres',
    postgresUrl: options.postgresUrl,
    prefix: 'live',
  });
  const databaseUrl = data.databaseUrl as string;
  // One instance, as the target says; the per-account limits would refuse nothing here anyway.
  const env = { ...data.env, WEB_CONCURRENCY: '1', RATE_LIMITS: 'off' };
  let server: Child | undefined;
  const streams: OpenStream[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    console.log(
      `\n${section}: migrating, then ${USERS} users and ${options.streams.toLocaleString('en')} streams…`,
    );
    await (await startNode(serverScript, env, '/api/health')).stop();
    const ids = await withAdminClient(databaseUrl, async (client) => {
      const users = await client.query<{ id: number }>(
        `insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
         select 'Live', 'Bench', 'live' || i, 'live' || i || '@bench.aula.test', 'not-a-password-hash', true,
                now() - interval '1 hour'
           from generate_series(1, $1::int) as s(i)
         returning id`,
        [USERS],
      );
      await client.query(
        `insert into user_roles (user_id, role) select id, 'STUDENT'::role from users where username like 'live%'`,
      );
      await client.query(
        `insert into sessions (id, user_id, device, remembered, expires_at)
         select $1 || id, id, 'Bench', false, now() + interval '1 day' from users where username like 'live%'`,
        [BENCH_SESSION_PREFIX],
      );
      return users.rows.map((row) => row.id);
    });
    server = await startNode(serverScript, env, '/api/health');
    const idle = server.residentMb();
    const tokens = await Promise.all(ids.map((id) => data.sign(id)));

    const opening = performance.now();
    for (let next = 0; next < options.streams; next += 100) {
      const batch = Array.from({ length: Math.min(100, options.streams - next) }, (_, index) => {
        const userIndex = (next + index) % tokens.length;
        return openStream(server?.url ?? '', tokens[userIndex] as string, userIndex, agent);
      });
      streams.push(...(await Promise.all(batch)));
    }
    const openedMs = performance.now() - opening;
    // Let the garbage collector settle what opening left behind before reading the memory.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const resident = server.residentMb();
    addRow({
      section,
      figure: `server resident memory with ${streams.length.toLocaleString('en')} open streams (idle: ${idle.toFixed(0)} MB; opened in ${(openedMs / 1000).toFixed(1)} s)`,
      value: `${resident.toFixed(0)} MB`,
      target: `RSS < ${RSS_TARGET_MB} MB`,
      met: resident < RSS_TARGET_MB,
    });

    // One batch for every user, announced once, as notify() does in the transaction of a change.
    const published = performance.now();
    await withAdminClient(databaseUrl, async (client) => {
      await client.query('begin');
      const { rows } = await client.query<{ last: string }>(
        `with added as (
           insert into live_events (user_id, payload)
           select id, '{"type":"notifications-read"}'::jsonb from users where username like 'live%'
           returning id)
         select max(id)::text as last from added`,
      );
      await client.query('select pg_notify($1, $2)', [CHANNEL, rows[0]?.last ?? '0']);
      await client.query('commit');
    });
    const all = await waitUntil(() => streams.every((stream) => stream.received), 30_000);
    const reached = streams.filter((stream) => stream.received).length;
    addRow({
      section,
      figure: 'one event published once reaches every open stream',
      value: `${reached}/${streams.length} in ${((performance.now() - published) / 1000).toFixed(2)} s`,
      target: 'all',
      met: all,
    });
    addRow({
      section,
      figure: 'server resident memory after delivering it',
      value: `${server.residentMb().toFixed(0)} MB`,
      target: '',
    });
    await measureAnnouncement(server.url, databaseUrl, ids, streams, data.sign);
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    await server?.stop();
    await data.dispose();
  }
}

/**
 * A teacher announces to a course of ANNOUNCED students, each with their open streams: the time from sending
 * the request until every student has the new message on at least one stream (their inbox updates then).
 */
async function measureAnnouncement(
  base: string,
  databaseUrl: string,
  studentIds: number[],
  streams: OpenStream[],
  sign: (id: number) => Promise<string>,
) {
  const students = studentIds.slice(0, ANNOUNCED);
  const teacherId = await withAdminClient(databaseUrl, async (client) => {
    const teacher = await client.query<{ id: number }>(
      `insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
       values ('Profe', 'Bench', 'live-teacher', 'live-teacher@bench.aula.test', 'not-a-password-hash', true,
               now() - interval '1 hour')
       returning id`,
    );
    const id = teacher.rows[0]?.id as number;
    await client.query(`insert into user_roles (user_id, role) values ($1, 'TEACHER'::role)`, [id]);
    await client.query(
      `insert into sessions (id, user_id, device, remembered, expires_at)
       values ($1 || $2::text, $2::int, 'Bench', false, now() + interval '1 day')`,
      [BENCH_SESSION_PREFIX, id],
    );
    const course = await client.query<{ id: number }>(
      `insert into courses (name, description, language, approved, teacher_id)
       values ('Inglés B1 (bench)', 'Curso del anuncio', 'en', true, $1) returning id`,
      [id],
    );
    await client.query('insert into enrolments (course_id, student_id) select $1, unnest($2::int[])', [
      course.rows[0]?.id,
      students,
    ]);
    return id;
  });
  const courseId = await withAdminClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>('select id from courses where teacher_id = $1', [
      teacherId,
    ]);
    return rows[0]?.id as number;
  });
  const token = await sign(teacherId);
  const sent = performance.now();
  const response = await fetch(`${base}/api/messages/announcements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      courseId,
      subject: 'Cambio de aula',
      body: 'El jueves la clase es en el aula 3.',
    }),
  });
  const answeredMs = performance.now() - sent;
  if (response.status !== 201) throw new Error(`the announcement answered ${response.status}`);
  const announced = new Set(students.map((_, index) => index));
  const reachedAt = () => {
    const first = new Map<number, number>();
    for (const stream of streams) {
      if (!announced.has(stream.userIndex) || stream.messageAt === undefined) continue;
      first.set(stream.userIndex, Math.min(first.get(stream.userIndex) ?? Infinity, stream.messageAt));
    }
    return first;
  };
  const all = await waitUntil(() => reachedAt().size === announced.size, 30_000);
  const times = [...reachedAt().values()];
  const lastMs = times.length > 0 ? Math.max(...times) - sent : Number.NaN;
  addRow({
    section: 'live',
    figure: `an announcement to a course of ${ANNOUNCED} students reaches every one's open streams (answered in ${answeredMs.toFixed(0)} ms)`,
    value: `${times.length}/${ANNOUNCED} in ${lastMs.toFixed(0)} ms`,
    target: `all in < ${ANNOUNCEMENT_TARGET_MS} ms`,
    met: all && lastMs < ANNOUNCEMENT_TARGET_MS,
  });
}
