import { describe, expect, it } from 'vitest';
import { matchTokens, matchTokenSpans } from './match-tokens.ts';
import { createPhraseMatcher } from './phrase-matcher.ts';

describe('matchTokens', () => {
  it('ignores case, accents, punctuation and spacing, and reads & as and', () => {
    expect(matchTokens('A:  Property\nREGISTER')).toEqual(['a', 'property', 'register']);
    expect(matchTokens('Tailte Éireann — Land & Property')).toEqual(['tailte', 'eireann', 'land', 'and', 'property']);
  });

  it('reads American spellings of document words as the British ones', () => {
    expect(matchTokens('LICENSE AGREEMENT; Commercialization; Statement of Defense')).toEqual([
      'licence',
      'agreement',
      'commercialisation',
      'statement',
      'of',
      'defence',
    ]);
  });

  it('keeps where each word stands in the text', () => {
    const text = 'A: Tailte Éireann & Co';
    expect(matchTokenSpans(text).map(({ token, start, end }) => [token, text.slice(start, end)])).toEqual([
      ['a', 'A'],
      ['tailte', 'Tailte'],
      ['eireann', 'Éireann'],
      ['and', '&'],
      ['co', 'Co'],
    ]);
  });
});

describe('createPhraseMatcher', () => {
  const phrases = ['lease', 'agreement for lease', 'this lease', 'rent'];
  const owners = ['lease', 'afl', 'lease', 'lease'];
  const matcher = createPhraseMatcher(phrases, (id) => owners[id]!);

  it('finds every phrase with its word offsets', () => {
    expect(matcher.find(matchTokens('The rent, and the rent review.'))).toEqual([
      { ids: [3], start: 1, end: 2 },
      { ids: [3], start: 4, end: 5 },
    ]);
  });

  it('does not count a phrase inside a longer one for another owner', () => {
    const matches = matcher.find(matchTokens('AGREEMENT FOR LEASE of the premises'));

    expect(matches).toEqual([{ ids: [1], start: 0, end: 3 }]);
  });

  it('still counts a phrase inside a longer one of the same owner', () => {
    const matches = matcher.find(matchTokens('This Lease is made'));

    expect(matches).toEqual([
      { ids: [2], start: 0, end: 2 },
      { ids: [0], start: 1, end: 2 },
    ]);
  });
});
