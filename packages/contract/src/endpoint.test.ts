import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpoint, pathTo, refusals, successSchema } from './endpoint';
import { adminEndpoints } from './endpoints/admin';
import { attendanceEndpoints } from './endpoints/attendance';
import { authEndpoints } from './endpoints/auth';
import { bookingEndpoints } from './endpoints/bookings';
import { calendarEndpoints } from './endpoints/calendar';
import { studentEndpoints } from './endpoints/student';
import { teacherEndpoints } from './endpoints/teacher';

const all: Endpoint[] = [
  authEndpoints,
  adminEndpoints,
  studentEndpoints,
  teacherEndpoints,
  attendanceEndpoints,
  bookingEndpoints,
  calendarEndpoints,
].flatMap((area) => Object.values(area));

describe('pathTo', () => {
  const download = endpoint({
    method: 'GET',
    path: '/student/course/:id/material/download/:filename',
    responses: refusals(404),
  });

  it('fills each parameter as one encoded segment', () => {
    expect(pathTo(download, { id: 3, filename: 'a b/..' })).toBe(
      '/student/course/3/material/download/a%20b%2F..',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathTo(download, { id: 3 } as never)).toThrow('needs its parameter filename');
  });
});

describe('successSchema', () => {
  it('is the 200 answer, or the 201 of what the endpoint creates', () => {
    expect(successSchema(adminEndpoints.statistics)).toBe(adminEndpoints.statistics.responses[200]);
    expect(successSchema(studentEndpoints.enroll)).toBe(studentEndpoints.enroll.responses[201]);
  });

  it('says which endpoint has none', () => {
    expect(() => successSchema(teacherEndpoints.downloadResult)).toThrow(
      'GET /activity-result/:id/download declares no successful answer',
    );
  });
});

describe('the endpoints', () => {
  it('are each declared once (method and path)', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name in their params schema exactly the parameters of their path', () => {
    for (const e of all) {
      const inPath = [...e.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(declared, `${e.method} ${e.path}`).toEqual(inPath);
    }
  });

  it('answer every refusal as { error }', () => {
    for (const e of all) {
      for (const [status, schema] of Object.entries(e.responses)) {
        if (Number(status) >= 400)
          expect(schema.safeParse({ error: 'x' }).success, `${e.path} ${status}`).toBe(true);
      }
    }
  });
});
