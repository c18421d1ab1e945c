import { describe, expect, it } from 'vitest';
import { asksAboutRenewal, speaksOfRenewal } from './find-renewal.ts';

describe('speaksOfRenewal', () => {
  it('hears renewal in its own words and in the words that carry a term on', () => {
    for (const text of [
      'Thereafter, this Agreement shall renew automatically for one additional three year period.',
      'This Agreement is renewable by agreement in writing.',
      'This Agreement shall continue until January 18, 2022, and thereafter shall continue automatically for successive annual periods.',
      'This Agreement shall automatically stay in force for a maximum of [* * *].',
      'The term shall be extended from year to year unless either party gives notice.',
      'The Term will be extended for a further period of twelve months.',
    ]) {
      expect(speaksOfRenewal(text), text).toBe(true);
    }
  });

  it('hears none in a contract that only ends', () => {
    for (const text of [
      'The term of this Agreement commences on the Effective Date and continues in perpetuity.',
      'This Agreement shall expire on December 31, 2028 unless mutually extended by written agreement of the Parties.',
      'Either party may terminate this Agreement on ninety days written notice.',
    ]) {
      expect(speaksOfRenewal(text), text).toBe(false);
    }
  });
});

describe('asksAboutRenewal', () => {
  it('knows the questions about the document renewing itself, and no other', () => {
    expect(asksAboutRenewal('Does the agreement renew automatically, and for what renewal term?')).toBe(true);
    expect(asksAboutRenewal('What notice must be given to prevent renewal?')).toBe(true);
    expect(asksAboutRenewal('Does the tenant have a right to renew the lease under the 1954 Act?')).toBe(false);
    expect(asksAboutRenewal('Must the tenant renew the fixtures?')).toBe(false);
  });
});
