import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { defaultCourseLanguage } from '../src/courses/language';
import { deployFile, envFileLines, envOf } from './support/deploy-recipe';

/** Every variable the server's settings read from `values` (a recording proxy in place of process.env). */
function settingsRead(values: Record<string, string>): Set<string> {
  const names = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.get(target, name);
    },
    has(target, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.has(target, name);
    },
  });
  loadConfig(env);
  defaultCourseLanguage(env);
  return names;
}

/**
 * deploy/aula.env.example is the school's list of settings: it must name every variable the server reads
 * (config.ts, and the default course language read beside it) and nothing else, and each value it shows
 * must be one the server starts with.
 */
describe('deploy/aula.env.example', () => {
  it('lists every setting the server reads, once, and nothing else', async () => {
    const lines = envFileLines(await deployFile('aula.env.example'));
    const listed = lines.map((line) => line.name);
    // A setting read only when another is set shows up with the file's own values.
    const read = new Set([...settingsRead({}), ...settingsRead(envOf(lines))]);
    expect(new Set(listed).size, 'a setting is listed twice').toBe(listed.length);
    expect([...listed].sort(), '- read but not listed, + listed but never read').toEqual([...read].sort());
  });

  it('shows only values the server starts with', async () => {
    const lines = envFileLines(await deployFile('aula.env.example'));
    const everyLine = envOf(lines);
    expect(() => loadConfig(everyLine)).not.toThrow();
    expect(defaultCourseLanguage(everyLine)).toBe('es');

    const config = loadConfig(envOf(lines.filter((line) => line.set)));
    expect(config).toMatchObject({
      host: '127.0.0.1',
      trustProxy: 1,
      processes: 1,
      publicUrl: 'https://aula.example.org',
      databaseUrl: 'postgres://aula:CHANGE-ME@127.0.0.1:5432/aula',
      redisUrl: 'redis://127.0.0.1:6379',
      mailFrom: 'Aula <no-reply@aula.example.org>',
    });
  });

  it('leaves PORT and DATA_DIR to aula@.service, since an EnvironmentFile overrides the unit', async () => {
    const set = envFileLines(await deployFile('aula.env.example')).filter((line) => line.set);
    expect(set.map((line) => line.name)).not.toContain('PORT');
    expect(set.map((line) => line.name)).not.toContain('DATA_DIR');
    const unit = await deployFile('aula@.service');
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/aula\/%i$/m);
  });
});
