import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The legal pages' text as a visitor reads it, with the build settings of this test. */
async function legalText() {
  vi.resetModules();
  const { privacySections } = await import('./privacy');
  const { termsSections } = await import('./terms');
  const bodies = [...privacySections, ...termsSections].map((section) => section.body);
  return renderToStaticMarkup(createElement(Fragment, null, ...bodies));
}

describe("the school's own details on the public site", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('gives the addresses of SCHOOL_EMAIL and SCHOOL_PRIVACY_EMAIL on the legal pages', async () => {
    vi.stubEnv('SCHOOL_EMAIL', 'secretaria@academia.es');
    vi.stubEnv('SCHOOL_PRIVACY_EMAIL', 'dpd@academia.es');
    const text = await legalText();
    expect(text).toContain('mailto:secretaria@academia.es');
    expect(text).toContain('mailto:dpd@academia.es');
    expect(text).not.toMatch(/@[\w.-]+\.example\b/);
  });

  it('writes privacy requests to SCHOOL_EMAIL when no privacy address is set', async () => {
    vi.stubEnv('SCHOOL_EMAIL', 'secretaria@academia.es');
    const text = await legalText();
    expect(text.match(/mailto:([^"]+)/g)?.every((link) => link === 'mailto:secretaria@academia.es')).toBe(
      true,
    );
  });

  it("takes the footer's year from the clock", async () => {
    vi.useFakeTimers({ now: new Date('2031-01-01T08:00:00Z'), toFake: ['Date'] });
    const { copyright } = await import('./site');
    expect(copyright()).toBe('© 2031 Aula. Todos los derechos reservados.');
  });
});
