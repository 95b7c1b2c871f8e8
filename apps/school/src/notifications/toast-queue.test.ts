import type { ToastMessage } from '@aula/ui';
import { describe, expect, it } from 'vitest';
import { dropToast, MAX_TOASTS, pushToast } from './toast-queue';

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
