import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COURSES } from '../src/seed/demo/courses';
import { TEACHERS } from '../src/seed/demo/people';

/** Read as text: the app's module brings the UI library's browser types, which this package does not load. */
async function homePageTeachers() {
  const source = await readFile(
    new URL('../../school/src/features/public/content/teachers.ts', import.meta.url),
    'utf8',
  );
  return [...source.matchAll(/name: '([^']+)',\s*teaches: '([^']+)'/g)].map(([, name, teaches]) => ({
    name,
    teaches,
  }));
}

const LANGUAGE_NAMES = { en: 'Inglés', es: 'Español', de: 'Alemán', fr: 'Francés' } as const;

describe("the home page's teachers", () => {
  it('are the demo school’s teachers, teaching the language of their demo courses', async () => {
    const teachers = await homePageTeachers();
    expect(teachers).toHaveLength(6);
    const demo = TEACHERS.map((teacher) => ({
      name: `${teacher.name} ${teacher.surname}`,
      teaches: new Set(
        COURSES.filter((course) => course.teacher === teacher.username).map(
          (course) => LANGUAGE_NAMES[course.language],
        ),
      ),
    }));
    expect(teachers.map((teacher) => teacher.name).sort()).toEqual(demo.map((t) => t.name).sort());
    for (const teacher of teachers) {
      const own = demo.find((t) => t.name === teacher.name);
      expect([...(own?.teaches ?? [])], teacher.name).toEqual([teacher.teaches]);
    }
  });
});
