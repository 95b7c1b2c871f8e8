import { describe, expect, it } from 'vitest';
import { moveEntry } from './move-entry';

describe('moveEntry', () => {
  it('moves an entry within bounds only', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
