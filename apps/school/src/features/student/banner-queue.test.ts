import { describe, expect, it } from 'vitest';
import { type Banner, describeFailure, dropBanner, MAX_BANNERS, pushBanner } from './banner-queue';

const banner = (id: number, message = `m${id}`): Banner => ({ id, variant: 'danger', message });

describe('banner queue', () => {
  it('keeps the newest few and drops by id', () => {
    let list: Banner[] = [];
    for (let id = 1; id <= MAX_BANNERS + 2; id++) list = pushBanner(list, banner(id));
    expect(list.map((b) => b.id)).toEqual([3, 4, 5, 6]);
    expect(dropBanner(list, 4).map((b) => b.id)).toEqual([3, 5, 6]);
  });

  it('does not repeat the same message twice in a row', () => {
    const list = pushBanner(pushBanner([], banner(1, 'boom')), banner(2, 'boom'));
    expect(list).toHaveLength(1);
  });

  it('describes errors, strings and other values', () => {
    expect(describeFailure(new Error('boom'))).toBe('boom');
    expect(describeFailure('texto')).toBe('texto');
    expect(describeFailure({ code: 1 })).toBe('{"code":1}');
  });
});
