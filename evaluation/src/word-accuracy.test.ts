import { describe, expect, it } from 'vitest';
import { wordAccuracy, wordErrors } from './word-accuracy.ts';

describe('OCR word accuracy', () => {
  it('counts each word substituted, dropped or added, whatever the line breaks', () => {
    expect(wordErrors('The Tenant shall pay the Rent', 'The Tenant\nshall pay the Rent')).toEqual({ words: 6, errors: 0 });
    expect(wordErrors('The Tenant shall pay the Rent', 'The Tenant sha11 pay Rent')).toEqual({ words: 6, errors: 2 });
    expect(wordErrors('I am pleased to offer', '| am pleased to offer you')).toEqual({ words: 5, errors: 2 });
    expect(wordErrors('Entry 1', '')).toEqual({ words: 2, errors: 2 });
  });

  it('pools readings by their words', () => {
    expect(wordAccuracy([{ words: 90, errors: 9 }, { words: 10, errors: 1 }])).toBeCloseTo(0.9);
    expect(wordAccuracy([])).toBeNull();
  });
});
