import type { Citation } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { judgeAnswer, normaliseValue, type AnnotatedAnswer } from './annotation-agreement.ts';

const cite = (page: number, start: number, end: number, verified = true): Citation => ({ page, start, end, quote: 'x'.repeat(end - start), verified });
const answered = (answer: string | null, citations: Citation[] = [cite(1, 0, 10)]) => ({ status: 'answered' as const, answer, citations });
const span = (page: number, start: number, end: number): AnnotatedAnswer => ({ page, start, end, value: null });
const valued = (value: string): AnnotatedAnswer => ({ page: 1, start: 0, end: 10, value });

describe('normaliseValue', () => {
  it('ignores case, whitespace, punctuation, symbols, apostrophes and thousands separators', () => {
    expect(normaliseValue('  HARBOUR  Estates\nLimited. ')).toBe('harbour estates limited');
    expect(normaliseValue('£325,000')).toBe(normaliseValue('325000'));
    expect(normaliseValue('Tenant’s covenants')).toBe(normaliseValue("tenants covenants"));
    expect(normaliseValue('Unit 4, Harbour Walk')).toBe('unit 4 harbour walk');
  });

  it('keeps what tells values apart: digits, decimals, words', () => {
    expect(normaliseValue('10 years')).not.toBe(normaliseValue('15 years'));
    expect(normaliseValue('1.5%')).toBe('1 5');
    expect(normaliseValue('1 March 2024')).not.toBe(normaliseValue('1st day of March 2024'));
  });
});

describe('judgeAnswer', () => {
  it('agrees when the answer matches the value once normalised', () => {
    expect(judgeAnswer([valued('Harbour Estates Limited')], answered('HARBOUR ESTATES LIMITED'))).toBe('agreed');
    expect(judgeAnswer([valued('Harbour Estates Limited')], answered('Quayside Coffee Limited'))).toBe('disagreed');
  });

  it('with a value, compares words only: a citation on the span does not make a wrong value right', () => {
    expect(judgeAnswer([valued('15 years')], answered('10 years', [cite(1, 0, 10)]))).toBe('disagreed');
  });

  it('without a value, agrees when a verified citation overlaps the span on the same page', () => {
    expect(judgeAnswer([span(2, 100, 150)], answered('…', [cite(2, 140, 200)]))).toBe('agreed');
    expect(judgeAnswer([span(2, 100, 150)], answered('…', [cite(2, 150, 200)]))).toBe('disagreed');
    expect(judgeAnswer([span(2, 100, 150)], answered('…', [cite(3, 100, 150)]))).toBe('disagreed');
    expect(judgeAnswer([span(2, 100, 150)], answered('…', [cite(2, 100, 150, false)]))).toBe('disagreed');
  });

  it('agrees with any one of several annotations of the question', () => {
    expect(judgeAnswer([valued('Quayside Coffee Limited'), span(1, 0, 5)], answered('Harbour', [cite(1, 3, 8)]))).toBe('agreed');
  });

  it('is not answered when the engine found nothing, failed, is still answering or was not asked', () => {
    for (const status of ['not_found', 'failed', 'pending'] as const) {
      expect(judgeAnswer([span(1, 0, 10)], { status, answer: null, citations: [] })).toBe('not_answered');
    }
    expect(judgeAnswer([span(1, 0, 10)], undefined)).toBe('not_answered');
  });
});
