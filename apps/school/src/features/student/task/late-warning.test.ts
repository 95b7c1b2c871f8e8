import { expect, it } from 'vitest';
import { lateWarning } from './late-warning';

const due = '2026-11-20T22:59:00.000Z';

it('warns before sending only once the due date has passed', () => {
  expect(lateWarning(due, new Date('2026-11-20T22:58:59Z'))).toBeNull();
  expect(lateWarning(due, new Date('2026-11-20T22:59:00Z'))).toBeNull();
  expect(lateWarning(due, new Date('2026-11-20T22:59:01Z'))).toBe(
    'La fecha límite de esta tarea ya pasó. Aún puedes entregarla, pero llegará fuera de plazo.',
  );
  expect(lateWarning('not a date', new Date())).toBeNull();
});
