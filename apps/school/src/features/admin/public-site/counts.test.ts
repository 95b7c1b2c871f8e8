import { expect, it } from 'vitest';
import { applicationsCount, subscribersCount } from './counts';

it('writes each count of the public-site sections with its plural', () => {
  expect(applicationsCount(1, 1)).toBe('1 candidatura (1 nueva)');
  expect(applicationsCount(3, 0)).toBe('3 candidaturas (0 nuevas)');
  expect(subscribersCount(1, 1)).toBe('1 suscriptor confirmado · 1 pendiente de confirmar');
  expect(subscribersCount(0, 2)).toBe('0 suscriptores confirmados · 2 pendientes de confirmar');
});
