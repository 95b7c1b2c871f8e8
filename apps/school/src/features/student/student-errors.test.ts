import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { STUDENT_ENROL_MESSAGES } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import { describeFailure, enrolErrorMessage, parseRouteId } from './student-errors';

const apiError = (status: number, error = 'x') => new ApiError(status, JSON.stringify({ error }));

describe('enrolErrorMessage (spec, "Error catalogue")', () => {
  it.each([
    [400, 'Ya estás inscrito en este curso o no cumples los requisitos.'],
    [401, 'Sesión expirada. Por favor, inicia sesión nuevamente.'],
    [403, 'No tienes permisos para inscribirte en este curso.'],
    [404, 'El curso no existe o ya no está disponible.'],
    [500, 'Hubo un problema con la inscripción.'],
    [409, 'Hubo un problema con la inscripción.'],
  ])('%i → %s', (status, message) => {
    expect(enrolErrorMessage(apiError(status))).toBe(message);
  });

  it("tells our own 409 refusals (a full course, one's own course) as the server words them", () => {
    expect(enrolErrorMessage(apiError(409, STUDENT_ENROL_MESSAGES.courseFull))).toBe(
      STUDENT_ENROL_MESSAGES.courseFull,
    );
    expect(enrolErrorMessage(apiError(409, STUDENT_ENROL_MESSAGES.ownCourse))).toBe(
      STUDENT_ENROL_MESSAGES.ownCourse,
    );
  });

  it('treats a missing token as an expired session and a network failure as the default', () => {
    expect(enrolErrorMessage(new NotAuthenticatedError())).toBe(
      'Sesión expirada. Por favor, inicia sesión nuevamente.',
    );
    expect(enrolErrorMessage(new TypeError('Failed to fetch'))).toBe('Hubo un problema con la inscripción.');
  });
});

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999', null],
  ])('%s → %s', (value, id) => {
    expect(parseRouteId(value)).toBe(id);
  });
});

describe('describeFailure', () => {
  it('describes errors, strings and other values', () => {
    expect(describeFailure(new Error('boom'))).toBe('boom');
    expect(describeFailure('texto')).toBe('texto');
    expect(describeFailure({ code: 1 })).toBe('{"code":1}');
  });
});
