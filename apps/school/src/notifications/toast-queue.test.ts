import { ApiError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import type { ToastMessage } from './toast/toast-message';
import { dropToast, MAX_TOASTS, pushToast, withErrorCode } from './toast-queue';

const toast = (id: number, title = `m${id}`): ToastMessage => ({ id: String(id), variant: 'danger', title });

describe('toast queue', () => {
  it('keeps the newest few and drops by id', () => {
    let list: ToastMessage[] = [];
    for (let id = 1; id <= MAX_TOASTS + 2; id++) list = pushToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual(['3', '4', '5', '6']);
    expect(dropToast(list, '4').map((t) => t.id)).toEqual(['3', '5', '6']);
  });

  it('does not repeat the same message twice in a row', () => {
    const list = pushToast(pushToast([], toast(1, 'boom')), toast(2, 'boom'));
    expect(list).toHaveLength(1);
  });

  it('shows the same text again when it comes with another variant', () => {
    const list = pushToast([toast(1, 'boom')], { id: '2', variant: 'info', title: 'boom' });
    expect(list).toHaveLength(2);
  });
});

describe("a failure's toast", () => {
  const failure: Omit<ToastMessage, 'id'> = { variant: 'danger', title: 'Error al guardar' };
  const fault = new ApiError(500, JSON.stringify({ error: 'Error interno.', requestId: '7KQ2M9XD4TRB' }));

  it("ends with a server fault's 'Código de error'", () => {
    expect(withErrorCode(failure, fault).description).toBe('Código de error: 7KQ2M9XD4TRB');
    expect(withErrorCode({ ...failure, description: 'Error interno.' }, fault).description).toBe(
      'Error interno. Código de error: 7KQ2M9XD4TRB',
    );
  });

  it('is left as it is for any other failure', () => {
    const refused = new ApiError(409, JSON.stringify({ error: 'Ya existe.' }));
    expect(withErrorCode(failure, refused)).toEqual(failure);
    expect(withErrorCode(failure, new TypeError('Failed to fetch'))).toEqual(failure);
  });
});
