import { describe, expect, it } from 'vitest';
import { citedClauseOf } from './cited-clause.ts';

describe('how a lawyer cites the passage a quote stands in', () => {
  it('names a numbered clause, a prescribed clause, a register entry and a schedule', () => {
    expect(citedClauseOf({ kind: 'clause', label: '7.2' })).toBe('Clause 7.2');
    expect(citedClauseOf({ kind: 'clause', label: '12.' })).toBe('Clause 12');
    expect(citedClauseOf({ kind: 'clause', label: 'LR4' })).toBe('Clause LR4');
    expect(citedClauseOf({ kind: 'register_entry', label: 'B2' })).toBe('Entry B2');
    expect(citedClauseOf({ kind: 'paragraph', label: 'SCHEDULE 2' })).toBe('Schedule 2');
  });

  it('names nothing where the document numbers nothing, nor a sub-paragraph’s letter on its own', () => {
    expect(citedClauseOf({ kind: 'paragraph', label: null })).toBeUndefined();
    expect(citedClauseOf({ kind: 'clause', label: '(a)' })).toBeUndefined();
    expect(citedClauseOf({ kind: 'heading', label: 'RENT' })).toBeUndefined();
  });
});
