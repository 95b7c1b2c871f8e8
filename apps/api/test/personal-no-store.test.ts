import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AccessWorld, accessWorld } from './support/access-world';
import { describeWithDatabase } from './support/harness';
import { login, registerVerified } from './support/helpers';
import { auth } from './support/teacher';

/** Personal API answers carried no `Cache-Control: no-store`. */
describeWithDatabase('personal API responses are not stored by caches', (ctx) => {
  let app: App;
  let w: AccessWorld;
  beforeAll(async () => {
    app = await ctx.app();
    w = await accessWorld(app);
  });

  it('says no-store on every answer to a request with a session, and on the login', async () => {
    const urls: [string, string | undefined][] = [
      ['/api/auth/me', w.a.student.token],
      ['/api/student/courses', w.a.student.token],
      ['/api/student/activity-results', w.a.student.token],
      ['/api/teacher/courses', w.a.teacher.token],
      ['/api/teacher/activity-results', w.a.teacher.token],
      ['/api/admin/users', w.admin.token],
      // Refusals too: a wrong role, an invalid token.
      ['/api/admin/users', w.a.student.token],
      ['/api/auth/me', 'not-a-token'],
    ];
    for (const [url, token] of urls) {
      const response = await app.inject({ method: 'GET', url, headers: auth(token) });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: response.statusCode,
        cache: 'no-store',
      });
    }
    const payload = await registerVerified(app);
    const loggedIn = await login(app, payload.username, payload.password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves a downloaded file its own private, no-store', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/teacher/course/${w.a.courseId}/material/download/${w.a.fileId}`,
      headers: auth(w.a.teacher.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
