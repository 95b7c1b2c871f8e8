import { ApiError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { confirmFailure, createConfirmer } from './confirm-email';

const refused = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }));
const EXPIRED = 'El enlace para cambiar el correo electrónico ha caducado. Pide uno nuevo en Configuración.';
const INVALID = 'El enlace para cambiar el correo electrónico no es válido o ya se ha usado.';

describe('confirmFailure', () => {
  it("tells the link's states by the server's exact texts", () => {
    expect(confirmFailure(refused(400, EXPIRED))).toEqual({ kind: 'expired', message: EXPIRED });
    expect(confirmFailure(refused(400, INVALID))).toEqual({ kind: 'invalid', message: INVALID });
    const taken = 'Ese correo electrónico ya pertenece a otra cuenta. Tu correo electrónico no ha cambiado.';
    expect(confirmFailure(refused(409, taken))).toEqual({ kind: 'error', message: taken });
    expect(confirmFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });
});

describe('createConfirmer', () => {
  it('sends one request per token however often it is asked, and again after a lost connection', async () => {
    const sent: string[] = [];
    let online = false;
    const confirmOnce = createConfirmer(async (token) => {
      sent.push(token);
      if (!online) throw new TypeError('Failed to fetch');
      return { message: 'hecho' };
    });
    expect((await confirmOnce('a')).kind).toBe('network');
    online = true;
    const [first, second] = await Promise.all([confirmOnce('a'), confirmOnce('a')]);
    expect(first).toEqual({ kind: 'success', message: 'hecho' });
    expect(second).toBe(first);
    expect(sent).toEqual(['a', 'a']);
  });
});
