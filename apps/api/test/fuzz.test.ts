import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AccessWorld, accessWorld, hostileTokens } from './support/access-world';
import { classBodies } from './support/class-bodies';
import { PAST_CLASS_START } from './support/classes';
import { describeWithDatabase } from './support/harness';
import { injectAnswer, LIVE_STREAM_ROUTE } from './support/live-stream';
import { LogCapture } from './support/logs';
import { makePosition } from './support/public-forms';
import { makeSpeakingTest, SAMPLE_AUDIO } from './support/question-fixtures';
import { QUERY_KEYS } from './support/route-queries';
import { sessionToken } from './support/sessions';
import { notSpanish } from './support/spanish';
import { SAMPLE_FILES } from './support/student-fixtures';
import { makeActivity, makeResult, makeTest, makeUser, SAMPLES, type TestUser } from './support/teacher';

/**
 * Hostile input: thousands of random and malformed params, queries, bodies, multipart parts and
 * headers to every route of the server's route table, mostly with a valid token of the route's role (so the
 * handlers are reached) and also without or with a forged one. Every answer must be a 2xx (the input
 * happened to be valid) or a 4xx whose body is `{ error }` with one of the server's Spanish messages —
 * never a 5xx, a stack trace, SQL or an English word. The seed is fixed, so a failure reproduces.
 * PGlite only: the inputs exercise validation and handlers, not the database engine (the role and
 * object-access suites run on both).
 */

const SEED = Number(process.env.AULA_FUZZ_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.AULA_FUZZ_RUNS ?? 60);
fc.configureGlobal({ seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true });

const due = '2030-07-01T10:00:00.000Z';

/** Strings that have broken parsers, queries and paths elsewhere. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1A',
  'NaN',
  'Infinity',
  '-0',
  '2147483648',
  '99999999999999999999999',
  '１２',
  "' OR '1'='1",
  '1 OR 1=1',
  "1'; DROP TABLE users; --",
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  '%00',
  '\u0000',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'toString',
  '😀👩‍👩‍👧',
  'a'.repeat(5000),
  'null',
  'true',
  '[]',
  '{}',
];

/**
 * Characters that valid-looking text must survive or be refused for, spliced INTO a valid value
 * (a lone NUL is refused as too short long before it reaches the database; 'Tema\0' was not).
 */
const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\u0085',
  '\r\n',
  'ａ',
  'а',
  'ﬁ',
  '%00',
];

/** Dates at the edges of what JavaScript and PostgreSQL hold, with and without offsets. */
const EDGE_DATES = [
  '0000-01-01T00:00:00+01:00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+00:01',
  '9999-12-31T23:59:59-01:00',
  '9999-12-31T23:00:00-14:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2030-02-30T10:00:00Z',
  '2030-07-01T24:00:00Z',
  '2030-07-01T10:00:00+24:00',
  '0000-01-01',
  '9999-12-31',
  '1969-12-31T23:59:59.999999999-00:00',
];

/** A text with one hostile character at some position. */
const spliced = (text: string) =>
  fc
    .tuple(fc.constantFrom(...HOSTILE_CHARACTERS), fc.nat({ max: Math.max(text.length, 1) }))
    .map(([char, at]) => `${text.slice(0, at)}${char}${text.slice(at)}`);

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: spliced('Texto válido') },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_DATES) },
);

/** Any JSON value, with the nasty strings among the leaves. */
const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53, -(2 ** 31), 0.1, 10.05, -0) },
);

interface Sent {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------------------

/** A valid body of each JSON route, for mutation: most random inputs are then almost right. */
function validBodies(w: AccessWorld): Record<string, object> {
  const testBody = {
    title: 'Test',
    description: 'Elige',
    dueDate: due,
    questions: [
      { id: null, text: '¿Sí?', options: [{ text: 'Sí', correct: true }, { text: 'No' }] },
      // One question of each other kind, for the mutations to reach their rules.
      {
        id: null,
        text: 'Completa',
        kind: 'gaps',
        passage: 'Yo [1].',
        gaps: [{ accepted: ['soy'], choices: ['soy', 'es'] }],
      },
      {
        id: null,
        text: 'Une',
        kind: 'matching',
        pairs: [
          { left: 'a', right: 'b' },
          { left: 'c', right: 'd' },
        ],
      },
      { id: null, text: 'Ordena', kind: 'ordering', items: [{ text: 'uno' }, { text: 'dos' }] },
      { id: null, text: 'Escribe', kind: 'short', accepted: ['sí'], ignoreAccents: true },
      { id: null, text: 'Habla', kind: 'speaking', maxSeconds: 60 },
    ],
  };
  return {
    // Never the right password: the world's accounts must outlive the run.
    'POST /api/account/delete': { password: 'no-es-la-clave', confirmation: 'ELIMINAR' },
    'POST /api/auth/register': {
      name: 'Ana',
      surname: 'García',
      username: 'ana_fuzz',
      email: 'ana.fuzz@example.com',
      roles: ['STUDENT'],
      password: 'una-clave-larga-9',
      passwordConfirm: 'una-clave-larga-9',
      locale: 'de',
    },
    'POST /api/auth/login': { username: w.a.student.username, password: 'una-clave-larga-9' },
    'POST /api/auth/forgot-password': { login: w.a.student.username },
    'POST /api/auth/oidc/exchange': { ticket: 'un-ticket-que-no-existe' },
    'POST /api/auth/oidc/username': { ticket: 'un-ticket-que-no-existe', username: 'ana_fuzz' },
    'POST /api/auth/reset-password': {
      token: 'un-enlace-que-no-existe',
      password: 'una-clave-larga-9',
      passwordConfirm: 'una-clave-larga-9',
    },
    // Configuración (decision 132): never the caller's real password, so no fuzzed call ends its session.
    'PUT /api/account/profile': { name: 'Ana', surname: 'García' },
    'PUT /api/account/locale': { locale: 'en' },
    'PUT /api/account/password': {
      currentPassword: 'no-es-la-suya',
      password: 'una-clave-larga-9',
      passwordConfirm: 'una-clave-larga-9',
    },
    'POST /api/account/email': { currentPassword: 'no-es-la-suya', email: 'ana.nueva@example.com' },
    'POST /api/account/confirm-email': { token: 'un-enlace-que-no-existe' },
    'POST /api/auth/login/second-factor': { challenge: 'un-desafio-que-no-existe', code: '123456' },
    'POST /api/auth/login/enrol': { challenge: 'un-desafio-que-no-existe' },
    'POST /api/auth/login/enrol/confirm': { challenge: 'un-desafio-que-no-existe', code: '123456' },
    'POST /api/auth/two-factor/setup': { password: 'una-clave-larga-9' },
    'POST /api/auth/two-factor/confirm': { code: '123456' },
    'POST /api/auth/two-factor/disable': { password: 'una-clave-larga-9', code: '123456' },
    'POST /api/auth/two-factor/recovery-codes': { password: 'una-clave-larga-9' },
    'POST /api/teacher/create-course': {
      name: 'Alemán A1',
      description: 'Curso de alemán para principiantes.',
      level: 'A1',
      type: 'GRUPAL',
      language: 'de',
      completedAt: '2030-06-30',
      approved: false,
      completed: false,
    },
    'POST /api/teacher/activity/:activityId/evaluate': {
      score: 7.5,
      feedback: 'Bien',
      autoCorrected: false,
      completed: true,
      completedAt: '2030-01-01',
    },
    'POST /api/teacher/course/:courseId/activity': {
      title: 'Tarea',
      description: 'Hazla',
      type: 'TASK',
      dueDate: due,
    },
    'PUT /api/teacher/activity/:activityId': { title: 'Tarea', description: 'Hazla', dueDate: due },
    'POST /api/teacher/course/:courseId/test': testBody,
    'PUT /api/teacher/test/:activityId': testBody,
    'POST /api/student/activity/:id/submit-test': { answers: w.a.testAnswers },
    // An answer of each other kind too (to questions the test has not), for the mutations to reach
    // their rules; the whole draft is then refused, which is what a mutation mostly meets anyway.
    'PUT /api/student/activity/:id/answers': {
      answers: [
        ...w.a.testAnswers,
        { questionId: 900_001, selectedOptionIds: [1, 2] },
        { questionId: 900_002, gaps: ['soy', ''] },
        { questionId: 900_003, pairs: [{ left: 1, right: 2 }] },
        { questionId: 900_004, order: [2, 1] },
        { questionId: 900_005, text: 'sí' },
      ],
      revision: 1,
    },
    ...classBodies,
    'PUT /api/teacher/course/:courseId/class/:classStart/attendance': {
      marks: [{ studentId: w.a.student.id, status: 'present' }],
    },
    'POST /api/public/contact': {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Horarios',
      message: '¿Hay clases por la tarde?',
    },
    'POST /api/public/newsletter': { email: 'ana@example.com', locale: 'fr' },
    'POST /api/public/newsletter/confirm': { token: 'un-enlace-que-no-existe' },
    'POST /api/admin/job-positions': { title: 'Profesora de francés', description: 'Grupos de tarde.' },
    'PUT /api/admin/job-positions/:id': {
      title: 'Profesora de francés',
      description: 'Grupos de tarde.',
      status: 'closed',
    },
    'PUT /api/admin/job-applications/:id/status': { status: 'reviewed' },
    // 'message' reaches every role: the right caller may be a teacher or a student.
    'PUT /api/notifications/preferences': {
      preferences: [{ kind: 'message', inApp: true, email: 'digest' }],
    },
    'POST /api/messages/announcements': {
      courseId: w.a.courseId,
      subject: 'Aviso',
      body: 'Mañana no hay clase.',
    },
    'POST /api/teacher/course/:courseId/openings': {
      date: '2030-07-01',
      time: '19:00',
      durationMinutes: 60,
      capacity: 4,
    },
  };
}

/** Every string leaf of a value, with its path (for nested bodies such as a test's questions). */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** The valid body with one string leaf changed: a hostile character spliced in, or an edge date. */
function hostileLeaf(valid: object): fc.Arbitrary<unknown> {
  const leaves = stringLeaves(valid);
  const leafAt = (path: (string | number)[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], valid) as string;
  return fc.constantFrom(...leaves).chain((path) => {
    const isDate = /date|At$/i.test(String(path[path.length - 1]));
    const replacement = isDate
      ? fc.oneof(fc.constantFrom(...EDGE_DATES), spliced(leafAt(path)))
      : spliced(leafAt(path));
    return replacement.map((leaf) => withLeaf(valid, path, leaf));
  });
}

/** The valid body with one change: a field dropped, replaced by anything, or an unknown field added. */
function mutated(valid: object) {
  const keys = Object.keys(valid);
  return fc.oneof(
    // Weighted like the other mutations together: the leaves are where the 500s hid.
    ...(stringLeaves(valid).length ? [hostileLeaf(valid), hostileLeaf(valid), hostileLeaf(valid)] : []),
    fc.constant(valid),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = valid as Record<string, unknown>;
      return rest;
    }),
    fc.tuple(fc.constantFrom(...keys), anyJson).map(([key, value]) => ({ ...valid, [key]: value })),
    // A computed key makes `__proto__` an own field, sent as such.
    fc
      .tuple(fc.constantFrom('role', 'roles', 'admin', 'score', 'teacherId', '__proto__', 'x'), anyJson)
      .map(([key, value]) => ({ ...valid, [key]: value })),
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  'garbage',
  ';;;',
];

const FILE_NAMES = [
  'tarea.pdf',
  'tema.txt',
  'a.exe',
  '../../../etc/passwd.pdf',
  '',
  '.pdf',
  `${'x'.repeat(300)}.pdf`,
  'ñandú «1».docx',
  'con\u0000nul.pdf',
  'tarea\u202efdp.exe.pdf',
  'cero\u200banchura.pdf',
  'sin-extension',
];
const FILE_BYTES = [
  SAMPLE_FILES.pdf,
  SAMPLE_FILES.png,
  SAMPLE_FILES.exe,
  SAMPLES.txt,
  SAMPLES.badUtf8,
  SAMPLES.withNul,
  SAMPLES.docx,
  Buffer.alloc(0),
];
const FIELD_NAMES = [
  'body',
  'recipientId',
  'courseId',
  'title',
  'youtubeLink',
  'textAnswer',
  'username',
  'file',
  'role',
  'x',
  '__proto__',
  'constructor',
  '',
];

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type: string };

const partArb: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.oneof(fc.constantFrom(...FIELD_NAMES), nastyString), value: nastyString }),
  fc.record({ name: fc.constantFrom('title', 'textAnswer', 'youtubeLink'), value: spliced('Texto válido') }),
  fc.record({
    name: fc.constantFrom('file', 'file', 'archivo', ''),
    filename: fc.oneof(fc.constantFrom(...FILE_NAMES), nastyString),
    bytes: fc.oneof(
      fc.constantFrom(...FILE_BYTES),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    ),
    type: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', ''),
  }),
);

function multipartPayload(parts: Part[], boundary: string, cut: number | null): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n${type}\r\n`,
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  return cut === null ? whole : whole.subarray(0, Math.floor(whole.length * cut));
}

/** A form close to the route's own (its fields and a real file), then anything. */
function multipartArb(validParts: Part[]): fc.Arbitrary<Sent> {
  const parts = fc.oneof(
    fc.constant(validParts),
    fc.tuple(fc.constant(validParts), partArb).map(([valid, extra]) => [...valid, extra]),
    fc.shuffledSubarray(validParts),
    fc.array(partArb, { maxLength: 8 }),
  );
  return fc
    .record({
      parts,
      boundary: fc.constantFrom('aulafuzz', 'x', '-'.repeat(70)),
      headerBoundary: fc.constantFrom('same', 'other', 'none'),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 5 }),
    })
    .map(({ parts, boundary, headerBoundary, cut }) => ({
      payload: multipartPayload(parts, boundary, cut),
      headers: {
        'content-type':
          headerBoundary === 'none'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${headerBoundary === 'same' ? boundary : 'otra'}`,
      },
    }));
}

function bodyArb(key: string, w: AccessWorld): fc.Arbitrary<Sent> {
  const valid = validBodies(w)[key];
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  const arbitraries: fc.WeightedArbitrary<Sent>[] = [
    { weight: 2, arbitrary: fc.constant({ headers: {} }) },
    { weight: 2, arbitrary: anyJson.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', 'nul'),
          ),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([text, type]) => ({ payload: text, headers: { 'content-type': type } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...CONTENT_TYPES))
        .map(([bytes, type]) => ({ payload: Buffer.from(bytes), headers: { 'content-type': type } })),
    },
  ];
  if (valid) arbitraries.push({ weight: 8, arbitrary: mutated(valid).map(json) });
  const form = validMultipart(key, w);
  arbitraries.push({ weight: form ? 8 : 1, arbitrary: multipartArb(form ?? []) });
  return fc.oneof(...arbitraries);
}

function validMultipart(key: string, w: AccessWorld): Part[] | undefined {
  const pdf = { name: 'file', filename: 'tema.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' };
  if (key === 'POST /api/teacher/course/:courseId/add-material' || key === 'PUT /api/teacher/material/:id')
    return [
      { name: 'title', value: 'Tema' },
      { name: 'youtubeLink', value: 'https://youtu.be/dQw4w9WgXcQ' },
      pdf,
    ];
  if (key === 'POST /api/public/job-positions/:id/applications')
    return [
      { name: 'name', value: 'Ana García' },
      { name: 'email', value: 'ana@example.com' },
      { name: 'languages', value: 'Francés, español' },
      { name: 'message', value: 'Doy clases desde 2015.' },
      { ...pdf, name: 'cv' },
    ];
  if (key === 'POST /api/teacher/course/:courseId/test-media')
    return [{ name: 'file', filename: 'escucha.mp3', bytes: SAMPLE_AUDIO.mp3, type: 'audio/mpeg' }];
  if (key === 'POST /api/student/activity/:id/recording/:questionId')
    return [{ name: 'file', filename: 'voz.webm', bytes: SAMPLE_AUDIO.webm, type: 'audio/webm' }];
  // Messages: to course A's teacher, and a reply; both with an attachment.
  if (key === 'POST /api/messages')
    return [
      { name: 'recipientId', value: String(w.a.teacher.id) },
      { name: 'courseId', value: String(w.a.courseId) },
      { name: 'body', value: 'Hola, ¿mañana hay clase?' },
      pdf,
    ];
  if (key === 'POST /api/messages/:conversationId') return [{ name: 'body', value: 'Gracias' }, pdf];
  if (key === 'POST /api/student/activity/:id/submit-task')
    return [
      { name: 'username', value: w.a.student.username },
      { name: 'textAnswer', value: 'Mi respuesta' },
      pdf,
    ];
  return undefined;
}

/**
 * Routes that end sessions (decision 131): called with a throwaway user's fresh session, so the world's
 * tokens stay open for the routes after them.
 */
const ENDS_SESSIONS = new Set(['POST /api/auth/logout', 'POST /api/auth/sessions/end-others']);

/** Writes that take no body at all (the id in the path says everything). */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/sessions/end-others',
  'POST /api/student/enroll/:courseId',
  'PUT /api/admin/approve-course/:id',
  'PUT /api/admin/complete-course/:id',
  'DELETE /api/admin/reject-course/:id',
  'DELETE /api/teacher/material/:id',
  'DELETE /api/teacher/activity/:activityId',
  'POST /api/student/course/:id/openings/:openingId/booking',
  'DELETE /api/student/course/:id/openings/:openingId/booking',
  'DELETE /api/teacher/course/:courseId/openings/:openingId',
  'POST /api/calendar/feed',
  'POST /api/public/newsletter/unsubscribe',
  'POST /api/notifications/unsubscribe/:token',
  'DELETE /api/admin/job-applications/:id',
  'DELETE /api/admin/contact-messages/:id',
  'POST /api/messages/:conversationId/read',
  'POST /api/notifications/:notificationId/read',
  'POST /api/notifications/read-all',
]);
/**
 * The e-mail link's call: an odd or repeated parameter counts as a missing token (verify.test.ts), as the
 * page that makes it reads only `token`. Google's callback takes whatever the provider adds (iss, scope,
 * authuser…): openid-client reads the address whole.
 */
const LENIENT_QUERY = new Set(['GET /api/auth/verify', 'GET /api/auth/oidc/callback']);
const UNKNOWN_PARAMETER = 'La petición contiene parámetros no permitidos.';
const UNKNOWN_FIELD = 'La petición contiene campos no permitidos.';

// ---------------------------------------------------------------------------------------------------------
// Params, queries, headers, callers
// ---------------------------------------------------------------------------------------------------------

function paramArb(w: AccessWorld, fresh: number[]): fc.Arbitrary<string> {
  const ids = [
    ...[w.a, w.b].flatMap((side) => [
      side.courseId,
      side.pendingCourseId,
      side.materialId,
      side.taskId,
      side.testId,
      side.resultId,
    ]),
    ...fresh,
  ];
  const files = [w.a.fileId, w.b.fileId, w.a.resultFileId];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.map(String), ...files) },
    { weight: 2, arbitrary: nastyString.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 3_000_000_000 }).map(String) },
    // Not valid percent-encoding: the router must refuse it, not crash.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%c0%ae%c0%ae', '..', '.', '%2e%2e') },
  );
}

function queryArb(key: string, w: AccessWorld): fc.Arbitrary<string> {
  const known = QUERY_KEYS[key] ?? [];
  const value = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        w.a.teacher.username,
        w.a.student.username,
        'ADMIN',
        'teacher',
        'active',
        'pending',
        '1',
        '2',
        '100',
        '101',
        'ana',
      ),
    },
    { weight: 3, arbitrary: nastyString },
  );
  const pair = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: known.length ? fc.constantFrom(...known) : nastyString },
      { weight: 1, arbitrary: nastyString },
    ),
    value,
    fc.boolean(),
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) =>
      pairs
        .map(
          ([k, v, raw]) =>
            `${encodeURIComponent(k)}=${raw ? v.replace(/[#&?\s]/g, '') : encodeURIComponent(v)}`,
        )
        .join('&'),
    );
}

/**
 * Raw (already encoded) query values that have broken search boxes and parsers: each one is sent alone in
 * one parameter of an otherwise valid request, so it reaches the schema, the handler and the database.
 */
const HOSTILE_QUERY_VALUES = [
  '%00',
  'ana%00',
  '%00%00%00',
  // Not UTF-8: a lone surrogate, an overlong dot, a cut sequence, a stray byte.
  '%ED%A0%80',
  '%C0%AE',
  '%F0%9F',
  '%FF',
  '%',
  '%zz',
  encodeURIComponent('😀👩‍👩‍👧 ñ'),
  encodeURIComponent('\u202e\u200b'),
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('%_\\'),
  'a'.repeat(20_000),
  '9'.repeat(400),
  '-1',
  '1e309',
  '',
];

/** The same parameter as an array, an object or twice: a schema expecting text must not be handed these. */
const HOSTILE_QUERY_SHAPES = (name: string) => [
  `${name}=a&${name}=b`,
  `${name}[]=a`,
  `${name}[x]=a`,
  `${name}[__proto__]=a`,
  name,
];

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'x-forwarded-for',
    'cookie',
    'origin',
    'content-encoding',
    'x-http-method-override',
  ),
  fc.oneof(
    fc.constantFrom('gzip', 'DELETE', '127.0.0.1, 10.0.0.1', '*/*', 'es', 'token=abc'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  ),
  { maxKeys: 3 },
);

type Caller = 'right' | 'none' | 'forged' | 'wrongRole' | 'garbage';
const callerArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Caller>('right') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'forged', 'wrongRole', 'garbage') },
);

/** What is wrong with an answer (a kind, to report each once, and the detail), or undefined. */
function checkAnswer(
  method: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  logged: string,
): { kind: string; detail: string } | undefined {
  const { statusCode, body } = response;
  const detail = `${statusCode} ${body.slice(0, 300)}`;
  if (statusCode >= 500)
    return { kind: `5xx ${logged.slice(0, 200)}`, detail: `${detail} logged: ${logged}` };
  if (statusCode < 400 || method === 'HEAD') return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return { kind: `not JSON ${statusCode}`, detail };
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return { kind: `unparsable ${statusCode}`, detail };
  }
  const keys = answer && typeof answer === 'object' ? Object.keys(answer) : [];
  if (keys.length !== 1 || keys[0] !== 'error') return { kind: `shape ${keys.join(',')}`, detail };
  const why = notSpanish((answer as { error: unknown }).error);
  return why ? { kind: why, detail } : undefined;
}

// ---------------------------------------------------------------------------------------------------------

describeWithDatabase('fuzz: hostile input to every route', (ctx) => {
  let app: App;
  let world: AccessWorld;
  let forged: string[];
  let throwaway: TestUser;
  const fresh: number[] = [];
  let speaking: { activityId: number; questionId: number };
  // The server's own account of a 5xx (its error and stack), to report with the request.
  const logs = new LogCapture();

  beforeAll(async () => {
    app = await ctx.app({ logLevel: 'error' }, { logStream: logs.stream });
    await app.ready();
    world = await accessWorld(app);
    forged = Object.values(await hostileTokens(app, world.admin.id));
    throwaway = await makeUser(app, ['STUDENT'], 'Sesión', 'Desechable');
    // Position 1, open, so the application form reaches its parser.
    await makePosition(app.db);
    // Activities a hand-in, a test answer or an evaluation has not used up yet, so later inputs still
    // reach the parsers and handlers instead of a 409.
    for (let i = 0; i < 20; i++) {
      const task = await makeActivity(app.db, world.a.courseId);
      const handedIn = await makeActivity(app.db, world.a.courseId);
      await makeResult(app, handedIn.id, world.a.student.id, { withFile: false });
      const test = await makeTest(app.db, world.a.courseId, [2]);
      fresh.push(task.id, handedIn.id, test.activity.id);
    }
    speaking = await makeSpeakingTest(app.db, world.a.courseId);
  });

  /** tokenFor, but a throwaway user's fresh session where a real one would be ended. */
  async function tokenOfRoute(key: string, caller: Caller, pick: number): Promise<string | undefined> {
    const url = key.slice(key.indexOf(' ') + 1);
    const token = tokenFor(url, caller, pick);
    if (!ENDS_SESSIONS.has(key) || !token || forged.includes(token)) return token;
    return sessionToken(app, throwaway.id);
  }

  /** The token of the route's own role (to reach the handler) or of another one. */
  function tokenFor(url: string, caller: Caller, pick: number): string | undefined {
    const roleToken = url.startsWith('/api/admin/')
      ? world.admin.token
      : url.startsWith('/api/student/')
        ? world.a.student.token
        : url.startsWith('/api/teacher/')
          ? world.a.teacher.token
          : pick % 2 === 0
            ? world.a.teacher.token
            : world.a.student.token;
    const others = [world.admin.token, world.a.student.token, world.b.teacher.token].filter(
      (t) => t !== roleToken,
    );
    switch (caller) {
      case 'right':
        return roleToken;
      case 'none':
        return undefined;
      case 'forged':
        return forged[pick % forged.length];
      case 'wrongRole':
        return others[pick % others.length];
      case 'garbage':
        return undefined;
    }
  }

  it('every route refuses an unknown query parameter, and every route with a body an unknown field', async () => {
    const bodies = validBodies(world);
    const problems: string[] = [];
    const [freshTask] = fresh;
    for (const route of app.routeTable) {
      if (route.method === 'HEAD') continue;
      const key = `${route.method} ${route.url}`;
      const token = await tokenOfRoute(key, 'right', 0);
      // Ids of world A's rows, so that the caller reaches validation (a fresh task for the hand-in).
      const path = key.includes('/recording/')
        ? `/api/student/activity/${speaking.activityId}/recording/${speaking.questionId}`
        : route.url
            .replace(':file', 'abcdefgh12.mp3')
            .replace(/:\w+/g, key.endsWith('submit-task') ? String(freshTask) : '1');
      const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const body = bodies[key];
      const form = validMultipart(key, world);
      const asJson = (value: object) => ({
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(value),
      });
      const expectRefusal = async (what: string, url: string, sent: Sent, message: string) => {
        const response = await app.inject({ method: route.method as 'GET', url, ...sent });
        if (response.statusCode !== 400 || response.json().error !== message)
          problems.push(`${key} with ${what}: ${response.statusCode} ${response.body}`);
      };
      const withBody = body ? asJson(body) : { headers: auth };
      if (LENIENT_QUERY.has(key)) continue;
      // The parameters a route requires are there, so only the unknown one can be refused.
      const required = key.endsWith('/evaluate')
        ? `username=${world.a.student.username}&`
        : key.endsWith('/unsubscribe')
          ? 'token=un-enlace-que-no-existe&'
          : '';
      await expectRefusal('?desconocido=1', `${path}?${required}desconocido=1`, withBody, UNKNOWN_PARAMETER);
      if (body) {
        await expectRefusal('an unknown field', path, asJson({ ...body, desconocido: 1 }), UNKNOWN_FIELD);
      } else if (form) {
        const extra = multipartPayload([{ name: 'desconocido', value: '1' }, ...form], 'aulafuzz', null);
        const headers = { ...auth, 'content-type': 'multipart/form-data; boundary=aulafuzz' };
        await expectRefusal('an unknown part', path, { headers, payload: extra }, UNKNOWN_FIELD);
      } else if (route.method !== 'GET' && !BODYLESS.has(key)) {
        problems.push(`${key} takes a body this test does not know: add it to validBodies or validMultipart`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never answers a 5xx to hostile characters or edge dates inside otherwise valid bodies', async () => {
    // The main run mostly stops at its random query strings; here the right caller sends only the body, so
    // each spliced character and edge date reaches the schemas, the handlers and the database.
    const statuses = new Map<number, number>();
    const problems = new Map<string, string>();
    let cases = 0;
    const [freshTest] = fresh.filter((_, i) => i % 3 === 2);
    for (const [key, valid] of Object.entries(validBodies(world))) {
      if (stringLeaves(valid).length === 0) continue;
      const [method, url] = key.split(' ') as [string, string];
      const path = url
        .replace(':courseId', String(world.a.courseId))
        .replace(':classStart', String(PAST_CLASS_START))
        .replace(':activityId', String(url.includes('/test/') ? world.a.testId : world.a.taskId))
        .replace(':id', String(freshTest));
      const query = key.endsWith('/evaluate')
        ? `?username=${encodeURIComponent(world.a.student.username)}`
        : '';
      const token = tokenFor(url, 'right', 0);
      await fc.assert(
        fc.asyncProperty(hostileLeaf(valid), async (body) => {
          const response = await app.inject({
            method: method as 'POST',
            url: `${path}${query}`,
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: JSON.stringify(body),
          });
          cases += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = checkAnswer(method, response, logs.lines.splice(0).join('').slice(0, 600));
          if (problem && !problems.has(problem.kind))
            problems.set(problem.kind, `${problem.detail} ← ${key} ${JSON.stringify(body).slice(0, 300)}`);
        }),
      );
    }
    console.info(
      `fuzz (hostile leaves): ${cases} requests (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect([...problems.values()]).toEqual([]);
  }, 90_000); // ~800 requests: near the default 30 s on a loaded machine.

  it('never answers a 5xx to hostile values in each query and path parameter of every route', async () => {
    // The main run's random query strings are mostly refused as a whole; here each parameter a route takes
    // (and each path parameter) gets one hostile value at a time, with the right caller, so it reaches the
    // handler and the database.
    const problems = new Map<string, string>();
    let cases = 0;
    for (const route of app.routeTable) {
      if (route.method === 'HEAD' || ENDS_SESSIONS.has(`${route.method} ${route.url}`)) continue;
      const key = `${route.method} ${route.url}`;
      const token = tokenFor(route.url, 'right', 0);
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const params = route.url.match(/:\w+/g) ?? [];
      const variants: [string, string][] = [];
      for (const name of QUERY_KEYS[key] ?? []) {
        for (const value of HOSTILE_QUERY_VALUES) variants.push([route.url, `${name}=${value}`]);
        for (const shape of HOSTILE_QUERY_SHAPES(name)) variants.push([route.url, shape]);
      }
      for (const param of params) {
        for (const value of HOSTILE_QUERY_VALUES) {
          if (value === '') continue;
          variants.push([route.url.replace(param, value), '']);
        }
      }
      for (const [url, query] of variants) {
        const path = url.replace(/:\w+/g, String(world.a.courseId));
        const request = { method: route.method as 'GET', url: query ? `${path}?${query}` : path, headers };
        const response =
          key === LIVE_STREAM_ROUTE ? await injectAnswer(app, request) : await app.inject(request);
        cases += 1;
        const problem = checkAnswer(route.method, response, logs.lines.splice(0).join('').slice(0, 600));
        if (problem && !problems.has(problem.kind))
          problems.set(problem.kind, `${problem.detail} ← ${route.method} ${request.url.slice(0, 200)}`);
      }
    }
    console.info(`fuzz (query and path parameters): ${cases} requests (seed ${SEED})`);
    expect([...problems.values()]).toEqual([]);
    // The server and its database still answer.
    const after = await app.inject({
      method: 'GET',
      url: '/api/messages?q=ana',
      headers: { authorization: `Bearer ${world.a.teacher.token}` },
    });
    expect(after.statusCode).toBe(200);
  }, 120_000);

  it(
    'never answers a 5xx, a stack, SQL or English; every refusal is a Spanish { error }',
    async () => {
      const statuses = new Map<number, number>();
      const problems = new Map<string, string>();
      let cases = 0;
      for (const route of app.routeTable) {
        const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
        const request = fc.record({
          params: fc.array(paramArb(world, fresh), { minLength: 3, maxLength: 3 }),
          query: queryArb(key, world),
          body:
            route.method === 'GET' || route.method === 'HEAD'
              ? fc.constant<Sent>({ headers: {} })
              : bodyArb(key, world),
          headers: extraHeaders,
          caller: callerArb,
          pick: fc.nat(),
          garbage: fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic YWRtaW46YWRtaW4=',
            'Bearer a.b',
            'bearer  x y',
            'Token abc',
          ),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ params, query, body, headers, caller, pick, garbage }) => {
            let index = 0;
            const path = route.url.replace(/:\w+/g, () => params[index++] ?? '1');
            const token = await tokenOfRoute(key, caller, pick);
            const authorization = caller === 'garbage' ? garbage : token ? `Bearer ${token}` : undefined;
            const request = {
              method: route.method as 'GET',
              url: query ? `${path}?${query}` : path,
              headers: { ...headers, ...body.headers, ...(authorization ? { authorization } : {}) },
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            };
            // An open live stream never ends: its answer is its status and headers.
            const response =
              key === LIVE_STREAM_ROUTE ? await injectAnswer(app, request) : await app.inject(request);
            cases += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const logged = logs.lines.splice(0).join('').slice(0, 600);
            const problem = checkAnswer(route.method, response, logged);
            // Every kind of problem once, with the whole request, so one run lists them all.
            if (problem && !problems.has(problem.kind)) {
              problems.set(
                problem.kind,
                `${problem.detail} ← ${route.method} ${path}?${query} ${JSON.stringify({ headers: { ...headers, ...body.headers, authorization }, payload: String(body.payload ?? '').slice(0, 300) })}`,
              );
            }
          }),
        );
      }
      console.info(
        `fuzz: ${cases} requests over ${app.routeTable.length} routes (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect([...problems.values()]).toEqual([]);
      expect(cases).toBe(app.routeTable.length * RUNS_PER_ROUTE);
    },
    Math.max(120_000, RUNS_PER_ROUTE * 3_000),
  );
});
