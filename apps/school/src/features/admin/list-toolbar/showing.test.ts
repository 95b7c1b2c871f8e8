import { describe, expect, it } from 'vitest';
import { pageCount, showingText } from './showing';

describe('showingText', () => {
  const users = ['usuario', 'usuarios'] as const;

  it('says how many of how many, in Spanish', () => {
    expect(showingText(5, 12, users)).toBe('Mostrando 5 de 12 usuarios');
  });

  it('agrees the noun with the total', () => {
    expect(showingText(1, 1, users)).toBe('Mostrando 1 de 1 usuario');
    expect(showingText(0, 0, users)).toBe('Mostrando 0 de 0 usuarios');
  });

  it('groups thousands as Spain does', () => {
    expect(showingText(20, 100000, ['curso', 'cursos'])).toBe('Mostrando 20 de 100.000 cursos');
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});
