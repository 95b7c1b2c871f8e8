import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMITS, truncate } from './truncate';

describe('truncate', () => {
  it('keeps a text of exactly the limit whole', () => {
    const text = 'a'.repeat(80);
    expect(truncate(text, 80)).toEqual({ text, truncated: false });
  });

  it('cuts one character over the limit and adds an ellipsis', () => {
    expect(truncate(`${'a'.repeat(80)}b`, 80)).toEqual({ text: `${'a'.repeat(80)}...`, truncated: true });
  });

  it('counts accented letters and emoji as one character each', () => {
    expect(truncate('ñandú🎓ñandú', 6)).toEqual({ text: 'ñandú🎓...', truncated: true });
    expect(truncate('ñandú🎓', 6).truncated).toBe(false);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Curso de inglés para viajar', 9)).toEqual({ text: 'Curso de...', truncated: true });
  });

  it('uses the spec limits: 80 for active, 100 for pending and all courses', () => {
    expect(DESCRIPTION_LIMITS).toEqual({ active: 80, pending: 100, all: 100 });
  });
});
