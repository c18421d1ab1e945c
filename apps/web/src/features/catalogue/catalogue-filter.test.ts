import { describe, expect, it } from 'vitest';
import { appliesIn, isRegionSpecific, matchesSearch } from './catalogue-filter.ts';

describe('catalogue filters', () => {
  it('keeps what applies in any selected region, and everything when none is selected', () => {
    expect(appliesIn(['England', 'Wales'], ['Wales', 'Scotland'])).toBe(true);
    expect(appliesIn(['Scotland'], ['England', 'Wales'])).toBe(false);
    expect(appliesIn(['Scotland'], [])).toBe(true);
  });

  it('searches case- and accent-insensitively in any of the texts', () => {
    expect(matchesSearch('SECURITY of tenure', 'Lease', 'Is the lease contracted out of security of tenure?')).toBe(true);
    expect(matchesSearch('clar', 'Declaración')).toBe(true);
    expect(matchesSearch('debenture', 'Lease', 'A lease of premises')).toBe(false);
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });

  it('calls a question region-specific when it leaves out a region its type covers', () => {
    expect(isRegionSpecific(['England', 'Wales'], ['Scotland', 'England', 'Wales'])).toBe(true);
    expect(isRegionSpecific(['Scotland'], ['Scotland'])).toBe(false);
    expect(isRegionSpecific(['Scotland', 'England'], ['England'])).toBe(false);
  });
});
