import { describe, expect, it } from 'vitest';
import { ownerName } from './course-row';

describe('ownerName (spec section 2: teacher, else user, else "No asignado")', () => {
  const emma = { name: 'Emma', surname: 'Thompson', username: 'prof.emma' };
  const juan = { name: 'Juan', surname: 'Pérez', username: 'jperez' };

  it('prefers the teacher', () => {
    expect(ownerName({ teacher: emma, user: juan }, 'No asignado')).toBe('Emma Thompson');
  });

  it('falls back to the user', () => {
    expect(ownerName({ teacher: null, user: juan }, 'No asignado')).toBe('Juan Pérez');
    expect(ownerName({ user: juan }, 'No asignado')).toBe('Juan Pérez');
  });

  it('says "No asignado" without either', () => {
    expect(ownerName({ teacher: null, user: null }, 'No asignado')).toBe('No asignado');
    expect(ownerName({}, 'Sin profesor')).toBe('Sin profesor');
  });

  it('uses the username when the owner has no name', () => {
    expect(ownerName({ teacher: { name: '', surname: ' ', username: 'anon' } }, 'No asignado')).toBe('anon');
  });
});
