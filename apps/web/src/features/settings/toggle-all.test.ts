import { REGIONS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { toggleAll, toggleOne } from './toggle-all.ts';

describe('toggle-all (spec §2)', () => {
  it('selects all when none are selected', () => {
    expect(toggleAll([], REGIONS)).toEqual([...REGIONS]);
  });

  it('selects all when only some are selected', () => {
    expect(toggleAll(['Wales', 'Scotland'], REGIONS)).toEqual([...REGIONS]);
  });

  it('clears all when all are selected, in any order', () => {
    expect(toggleAll([...REGIONS].reverse(), REGIONS)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const selected = ['Wales'];
    toggleAll(selected, REGIONS);
    expect(selected).toEqual(['Wales']);
  });
});

describe('toggling one value', () => {
  it('adds an unselected value in the canonical order', () => {
    expect(toggleOne(['Wales'], REGIONS, 'Scotland')).toEqual(['Scotland', 'Wales']);
  });

  it('removes a selected value', () => {
    expect(toggleOne(['Scotland', 'Wales'], REGIONS, 'Scotland')).toEqual(['Wales']);
  });
});
