import { ApiError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { OWN_DATA_TEXTS, ownDataFailure } from './own-data-errors';

describe('ownDataFailure', () => {
  it("shows the server's sentence, else the fallback", () => {
    const refused = new ApiError(400, JSON.stringify({ error: 'La contraseña no es correcta' }));
    expect(ownDataFailure(refused, OWN_DATA_TEXTS.deleteFailed)).toBe('La contraseña no es correcta');
    expect(ownDataFailure(new ApiError(500, ''), OWN_DATA_TEXTS.exportFailed)).toBe(
      OWN_DATA_TEXTS.exportFailed,
    );
  });

  it('tells an ended session and a lost connection apart', () => {
    expect(ownDataFailure(new ApiError(401, JSON.stringify({ error: 'x' })), '')).toBe(
      OWN_DATA_TEXTS.sessionOver,
    );
    expect(ownDataFailure(new TypeError('Failed to fetch'), '')).toBe(OWN_DATA_TEXTS.connection);
  });
});
