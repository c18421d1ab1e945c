import { describe, expect, it } from 'vitest';
import { applyOrder, moveItem, orderChanged } from './question-order.ts';

describe('question order', () => {
  it('moves an item up or down by one place', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('applies an unsaved order to the current questions, dropping gone ones and appending new ones', () => {
    const questions = [{ id: 1 }, { id: 2 }, { id: 4 }];
    expect(applyOrder(questions, [2, 3, 1])).toEqual([{ id: 2 }, { id: 1 }, { id: 4 }]);
    expect(applyOrder(questions, null)).toEqual(questions);
  });

  it('tells whether the order changed', () => {
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
    expect(orderChanged([1, 2], [2, 1])).toBe(true);
    expect(orderChanged([1], [1, 2])).toBe(true);
  });
});
