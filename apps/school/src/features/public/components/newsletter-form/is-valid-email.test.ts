import { describe, expect, it } from 'vitest';
import { isValidEmail } from './is-valid-email';

describe('isValidEmail', () => {
  it('accepts text@text.text', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana.garcia+boletin@correo.aula.es')).toBe(true);
  });

  it('ignores surrounding spaces', () => {
    expect(isValidEmail('  ana@example.com ')).toBe(true);
  });

  it('rejects addresses without @, without a dot after it, or with spaces inside', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('ana')).toBe(false);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('ana@.com')).toBe(false);
    expect(isValidEmail('ana garcia@example.com')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
  });
});
