import { describe, expect, it } from 'vitest';
import { questionData, unrevealingOrder } from '../src/questions/question-views';

const ordering = (ids: (number | null)[]) => ({
  text: 'Ordena la frase',
  kind: 'ordering' as const,
  options: [],
  items: ['I', 'am', 'here', 'now'].map((text, index) => ({ id: ids[index] ?? null, text })),
});

describe('the ids of items to order', () => {
  it('never rise in the correct order, even when the teacher keeps ids that would', () => {
    const stored = { items: [5, 9, 12, 20].map((id, index) => ({ id, text: `${index}` })) };
    const { items = [] } = questionData(ordering([5, 9, 12, 20]), stored);
    const byId = [...items].sort((a, b) => a.id - b.id).map((item) => item.text);
    expect(byId).not.toEqual(['I', 'am', 'here', 'now']);
    expect(items.map((item) => item.text)).toEqual(['I', 'am', 'here', 'now']);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual([5, 9, 12, 20]);
  });

  it('keep ids that already reveal nothing as they are', () => {
    const stored = { items: [9, 5, 12, 20].map((id, index) => ({ id, text: `${index}` })) };
    const { items = [] } = questionData(ordering([9, 5, 12, 20]), stored);
    expect(items.map((item) => item.id)).toEqual([9, 5, 12, 20]);
  });

  it('are shown in an order that is not the correct one, for new random ids too', () => {
    for (let trial = 0; trial < 50; trial++) {
      const { items = [] } = questionData(ordering([]));
      expect(unrevealingOrder(items).map((item) => item.text)).not.toEqual(['I', 'am', 'here', 'now']);
      const byId = [...items].sort((a, b) => a.id - b.id).map((item) => item.text);
      expect(byId).not.toEqual(['I', 'am', 'here', 'now']);
    }
  });
});
