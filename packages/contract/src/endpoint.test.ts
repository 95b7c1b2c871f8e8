import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpoint, pathTo, refusals, successSchema } from './endpoint';
import { adminEndpoints } from './endpoints/admin';
import { studentEndpoints } from './endpoints/student';
import { teacherEndpoints } from './endpoints/teacher';
import * as contract from './index';

/**
 * Every area of endpoints the package exports (each `…Endpoints` object), read from the package itself so that
 * a new area is checked without anyone remembering to list it here.
 */
const areas = Object.entries(contract).filter(([name]) => name.endsWith('Endpoints')) as [
  string,
  Record<string, Endpoint>,
][];
const all: Endpoint[] = areas.flatMap(([, area]) => Object.values(area));

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
  it('are read from every area the package exports', () => {
    expect(areas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'authEndpoints',
        'messageEndpoints',
        'twoFactorEndpoints',
        'schoolInboxEndpoints',
      ]),
    );
    expect(areas.length).toBeGreaterThanOrEqual(17);
    expect(all.length).toBeGreaterThan(120);
  });

  it('are each a method, a path under /api and a successful or refusing answer', () => {
    for (const e of all) {
      expect(['GET', 'POST', 'PUT', 'DELETE'], e.path).toContain(e.method);
      expect(e.path, e.path).toMatch(/^\/[\w\-/:.]*$/);
      expect(Object.keys(e.responses).length, `${e.method} ${e.path}`).toBeGreaterThan(0);
    }
  });

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

  // Readiness's 503 adds the parts that cannot answer; every other refusal is `{ error }`, a 5xx's with its `requestId`.
  it('answer every refusal with an object whose `error` is a text', () => {
    for (const e of all) {
      for (const [status, schema] of Object.entries(e.responses)) {
        if (Number(status) < 400) continue;
        const error = schema instanceof z.ZodObject ? schema.shape.error : undefined;
        expect(error instanceof z.ZodString, `${e.path} ${status}`).toBe(true);
      }
    }
  });
});
