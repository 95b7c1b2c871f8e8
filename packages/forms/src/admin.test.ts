import { describe, expect, it } from 'vitest';
import {
  adminCourseListQuerySchema,
  adminCourseParamsSchema,
  adminUserListQuerySchema,
  isPagedQuery,
} from './admin';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminUserListQuerySchema', () => {
  it('accepts no parameters at all (the spec client)', () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({});
  });

  it('turns page and size into numbers, upper-cases the role and drops a blank search', () => {
    expect(adminUserListQuerySchema.parse({ q: '   ', role: 'teacher', page: '2', size: '50' })).toEqual({
      q: undefined,
      role: 'TEACHER',
      page: 2,
      size: 50,
    });
    expect(adminUserListQuerySchema.parse({ q: '  ana ' }).q).toBe('ana');
  });

  it.each([
    [{ page: '0' }, 'La página debe ser un número entero mayor o igual que 1.'],
    [{ page: '-1' }, 'La página debe ser un número entero mayor o igual que 1.'],
    [{ page: '1e3' }, 'La página debe ser un número entero mayor o igual que 1.'],
    [{ page: '99999999999' }, 'La página debe ser un número entero mayor o igual que 1.'],
    [{ size: '101' }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    [{ size: ['1', '2'] }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    [{ role: 'GUEST' }, 'El rol debe ser ADMIN, TEACHER o STUDENT.'],
    [{ q: 'x'.repeat(101) }, 'La búsqueda no puede superar los 100 caracteres.'],
  ])('%o → %s', (query, message) => {
    expect(firstMessage(adminUserListQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('adminCourseListQuerySchema', () => {
  it('accepts the three statuses in any case', () => {
    expect(adminCourseListQuerySchema.parse({ status: 'Completed' }).status).toBe('completed');
    expect(firstMessage(adminCourseListQuerySchema.safeParse({ status: 'finalizado' }))).toBe(
      'El estado debe ser pending, active o completed.',
    );
  });
});

describe('adminCourseParamsSchema', () => {
  it('takes a positive whole id', () => {
    expect(adminCourseParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', 'abc', '4.2', '2147483648']) {
      expect(firstMessage(adminCourseParamsSchema.safeParse({ id }))).toBe(
        'El identificador del curso no es válido.',
      );
    }
  });
});

describe('isPagedQuery', () => {
  it('is true as soon as page or size is given', () => {
    expect(isPagedQuery({})).toBe(false);
    expect(isPagedQuery({ page: 1 })).toBe(true);
    expect(isPagedQuery({ size: 5 })).toBe(true);
  });
});
