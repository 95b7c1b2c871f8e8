import { describe, expect, it } from 'vitest';
import { teacherName } from './paths';

describe('teacherName', () => {
  it("gives the full name or 'Por asignar'", () => {
    expect(teacherName({ name: 'Marta', surname: 'Ruiz' })).toBe('Marta Ruiz');
    expect(teacherName(null)).toBe('Por asignar');
  });
});
