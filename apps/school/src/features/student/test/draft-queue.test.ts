import { describe, expect, it } from 'vitest';
import { dropSnapshots, enqueueSnapshot, queuedSnapshots } from './draft-queue';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const snapshot = (revision: number, text: string) => ({ answers: [{ questionId: 1, text }], revision });

describe('the offline queue of a test draft', () => {
  it('keeps snapshots in revision order, per test', () => {
    const storage = memoryStorage();
    enqueueSnapshot(7, snapshot(1, 'a'), storage);
    enqueueSnapshot(7, snapshot(2, 'ab'), storage);
    enqueueSnapshot(8, snapshot(1, 'x'), storage);
    expect(queuedSnapshots(7, storage).map((s) => s.revision)).toEqual([1, 2]);
    expect(queuedSnapshots(8, storage)).toEqual([snapshot(1, 'x')]);
  });

  it('drops what the server has, and everything once the test is submitted', () => {
    const storage = memoryStorage();
    for (const revision of [1, 2, 3]) enqueueSnapshot(7, snapshot(revision, 'a'), storage);
    dropSnapshots(7, 2, storage);
    expect(queuedSnapshots(7, storage).map((s) => s.revision)).toEqual([3]);
    dropSnapshots(7, undefined, storage);
    expect(storage.items.size).toBe(0);
  });

  it('reads a damaged entry as an empty queue', () => {
    const storage = memoryStorage();
    storage.setItem('aula:test-draft:7', '{not json');
    expect(queuedSnapshots(7, storage)).toEqual([]);
    storage.setItem('aula:test-draft:7', JSON.stringify([{ revision: 'x' }, snapshot(4, 'ok')]));
    expect(queuedSnapshots(7, storage)).toEqual([snapshot(4, 'ok')]);
  });
});
