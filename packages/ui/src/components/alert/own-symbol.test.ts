import { describe, expect, it } from 'vitest';
import { startsWithOwnSymbol } from './own-symbol';

describe('startsWithOwnSymbol', () => {
  it.each([
    ['⚠️ Por favor responde todas las preguntas antes de enviar el test.', true],
    ['  ⚠ Aviso', true],
    ['✅ Hecho', true],
    ['Por favor responde todas las preguntas.', false],
    ['Nota ⚠️ al final', false],
    ['', false],
    ['1. Primero', false],
  ])('%j → %s', (message, expected) => {
    expect(startsWithOwnSymbol(message)).toBe(expected);
  });

  it('is false for anything that is not text', () => {
    expect(startsWithOwnSymbol(null)).toBe(false);
    expect(startsWithOwnSymbol({ type: 'p' })).toBe(false);
  });
});
