import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { REQUEST_ID } from '../src/http/request-ids';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeWithDatabase } from './support/harness';
import { login, register, unique, validRegistration, verificationTokenFor } from './support/helpers';
import { LogCapture } from './support/logs';
import { auth, makeCourse, multipart, teacherWorld } from './support/teacher';

describeWithDatabase('logs: who did what and how it ended, never a secret', (ctx) => {
  const logs = new LogCapture();
  let app: App;
  const secrets: Record<string, string> = {};

  const entries = (msg: string) => logs.entries.filter((entry) => entry.msg === msg);

  beforeAll(async () => {
    app = await ctx.app(
      {
        // Everything the server can log, at every level.
        logLevel: 'trace',
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          rules: { ...DEFAULT_RATE_LIMITS.rules, loginPair: { points: 2, durationSeconds: 900 } },
        },
      },
      { logStream: logs.stream },
    );

    // Registration, the e-mailed link, login, and calls with the session.
    const person = validRegistration({ password: `clave-${unique()}`, passwordConfirm: '' });
    person.passwordConfirm = person.password;
    secrets.password = person.password;
    expect((await register(app, person)).statusCode).toBe(201);
    secrets.verificationToken = await verificationTokenFor(app.db, person.email);
    const verified = await app.inject({
      method: 'GET',
      url: `/api/auth/verify?token=${secrets.verificationToken}`,
    });
    expect(verified.statusCode).toBe(200);
    const session = await login(app, person.username, person.password);
    expect(session.statusCode).toBe(200);
    secrets.sessionToken = session.json().token;
    secrets.username = person.username;
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(secrets.sessionToken) }))
        .statusCode,
    ).toBe(200);

    // Wrong passwords until the account is held back.
    for (let i = 0; i < 3; i++) await login(app, person.username, `${person.password}-mal`);

    // Refusals: no valid session (401), the wrong role (403).
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth('no-es-un-token') });
    await app.inject({ method: 'GET', url: '/api/teacher/courses', headers: auth(secrets.sessionToken) });

    // A file up and down, and an administrator's decision.
    const world = await teacherWorld(app);
    secrets.teacherToken = world.teacher.token;
    secrets.fileContents = `Apuntes privados ${unique()} del tema 3`;
    const body = await multipart([
      ['title', 'Apuntes'],
      ['youtubeLink', ''],
      ['file', Buffer.from(secrets.fileContents), 'apuntes.txt'],
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/teacher/course/${world.course.id}/add-material`,
      headers: { ...auth(world.teacher.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const downloaded = await app.inject({
      method: 'GET',
      url: `/api/teacher/course/${world.course.id}/material/download/${uploaded.json().filename}`,
      headers: auth(world.teacher.token),
    });
    expect(downloaded.body).toBe(secrets.fileContents);
    const pending = await makeCourse(app.db, world.teacher.id, { approved: false });
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/admin/approve-course/${pending.id}`,
      headers: auth(world.admin.token),
    });
    expect(approved.statusCode).toBe(200);
    secrets.pendingCourse = String(pending.id);
    secrets.adminId = String(world.admin.id);
  });

  it('never holds a password, a session or verification token, or a file’s contents', () => {
    expect(logs.lines.length).toBeGreaterThan(20);
    for (const name of ['password', 'verificationToken', 'sessionToken', 'teacherToken', 'fileContents']) {
      expect(logs.text, name).not.toContain(secrets[name]);
    }
    expect(logs.text).not.toContain('$argon2id$');
    // The verification link is logged with its token blanked out.
    expect(logs.text).toContain('/api/auth/verify?token=[REDACTED]');
  });

  it('logs each login with request id, user and outcome', () => {
    const logins = logs.entries.filter((entry) => entry.event === 'login');
    expect(logins.map((entry) => [entry.outcome, entry.reason])).toEqual([
      ['success', undefined],
      ['failure', 'wrong-password'],
      ['failure', 'wrong-password'],
      ['limited', undefined],
    ]);
    for (const entry of logins) {
      expect(entry).toMatchObject({ username: secrets.username, ip: '127.0.0.1' });
      expect(entry.reqId).toMatch(REQUEST_ID);
    }
    expect(logins[0]?.userId).toEqual(expect.any(Number));
    expect(logins[3]?.level).toBe(40);
  });

  it('logs refusals (401, 403) with the user when there is one', () => {
    const refused = entries('request refused');
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ statusCode: 401, reqId: expect.any(String) }),
        expect.objectContaining({ statusCode: 403, userId: expect.any(Number) }),
      ]),
    );
  });

  it("logs an administrator's decision with who and which course", () => {
    expect(logs.entries.filter((entry) => entry.event === 'admin-action')).toEqual([
      expect.objectContaining({
        action: 'approve',
        courseId: Number(secrets.pendingCourse),
        userId: Number(secrets.adminId),
        reqId: expect.any(String),
      }),
    ]);
  });
});
