import { describe, expect, it } from 'vitest';
import { type SubmittedWork, splitResults } from './results';

const work = (
  id: number,
  score: number | null,
  submittedAt: string,
  completedAt: string | null = null,
): SubmittedWork => ({
  activityResultId: id,
  activityTitle: 'T',
  courseName: 'C',
  studentName: 'S',
  studentUsername: 's',
  submittedAt,
  score,
  feedback: score === null ? null : 'ok',
  completedAt,
  fileName: null,
  hasFile: false,
  textAnswer: null,
});

describe('splitResults', () => {
  it('puts unscored work in pending (oldest first) and scored work in evaluated (latest grade first)', () => {
    const { pending, evaluated } = splitResults([
      work(1, null, '2030-01-02T00:00:00Z'),
      work(2, 8.5, '2030-01-01T00:00:00Z', '2030-01-05T00:00:00Z'),
      work(3, null, '2030-01-01T00:00:00Z'),
      work(4, 0, '2030-01-01T00:00:00Z', '2030-01-06T00:00:00Z'),
    ]);
    expect(pending.map((r) => r.activityResultId)).toEqual([3, 1]);
    expect(evaluated.map((r) => r.activityResultId)).toEqual([4, 2]);
  });
});
