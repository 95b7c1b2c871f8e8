import { describe, expect, it } from 'vitest';
import { describedBy } from './described-by';

describe('describedBy', () => {
  it('joins the ids that apply, in order', () => {
    expect(describedBy('campo-error', 'campo-ayuda')).toBe('campo-error campo-ayuda');
  });

  it('leaves out missing parts', () => {
    expect(describedBy(undefined, 'campo-ayuda', false, null, '')).toBe('campo-ayuda');
  });

  it('returns undefined when nothing applies, so the attribute is omitted', () => {
    expect(describedBy()).toBeUndefined();
    expect(describedBy(undefined, false, '  ')).toBeUndefined();
  });

  it('splits a caller list and drops repeats', () => {
    expect(describedBy('campo-error', ' otra  campo-error ', 'campo-ayuda')).toBe(
      'campo-error otra campo-ayuda',
    );
  });
});
