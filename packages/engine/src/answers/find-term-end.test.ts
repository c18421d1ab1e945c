import { describe, expect, it } from 'vitest';
import { asksWhenItEnds, saysWhenItEnds } from './find-term-end.ts';

describe('saysWhenItEnds', () => {
  it('knows the sentence that says when the document ends, on a date, until an event, for as long as something lasts or never', () => {
    for (const sentence of [
      'The term of this Agreement (the “Term”), unless sooner terminated as provided herein, shall commence effective as of the date hereof and shall expire on December 31, 2028.',
      'Section 7.1 This Agreement shall continue until January 18, 2022, and thereafter shall continue automatically for successive annual periods.',
      'The term of this Agreement commences on the Effective Date and continues in perpetuity, unless termination occurs pursuant to Sections 4.2 through 4.4.',
      'The term of this Agreement ("Term") shall commence upon the Effective Date and, unless earlier terminated pursuant to this Article 11, shall expire on the last day of the Royalty Term.',
      'This Agreement shall become effective as of the Effective Date and shall continue to be in full force and effect for so long as each party remains a Shareholder of the Company.',
      'This Agreement shall come into force on the Commencement Date and shall continue for an initial term expiring on 31 March 2026 (the "Initial Term").',
      'Subject to Section 10, this Agreement shall continue until 1 May 2030.',
    ]) {
      expect(saysWhenItEnds(sentence), sentence).toBe(true);
    }
  });

  it('does not take a power to end it, an event that ends it early, or something under it ending, for its term', () => {
    for (const sentence of [
      'This Agreement may be terminated by either party upon thirty days written notice.',
      'Either party may terminate this Agreement upon notice if the other commits a material breach.',
      'This Agreement shall terminate automatically upon the insolvency of either party.',
      'The obligations of confidence under this Agreement shall continue for a period of five years after termination.',
      'If the Servicer is terminated under this Agreement, it will continue to perform its obligations under this Agreement until the date stated in the notice.',
      'During the term of this Agreement and for a period of seven (7) years after its expiration each Party shall keep the other’s know-how confidential.',
      'Articles 6 to 9 shall survive any termination or expiration of this Agreement.',
    ]) {
      expect(saysWhenItEnds(sentence), sentence).toBe(false);
    }
  });
});

describe('asksWhenItEnds', () => {
  it('knows a question about when the document itself ends', () => {
    expect(asksWhenItEnds('What is the initial term, and on what date does it expire?')).toBe(true);
    expect(asksWhenItEnds('When does the bond or guarantee expire (practical completion, making good of defects, a fixed date)?')).toBe(true);
    expect(asksWhenItEnds('For how long does the agreement remain in force?')).toBe(true);
  });

  it('leaves a question about what lasts after it ends to the other rules', () => {
    expect(asksWhenItEnds('How long do the confidentiality obligations last after the agreement ends?')).toBe(false);
    expect(asksWhenItEnds('Is there a non-supersession clause, and for how long do the missives remain in force after settlement?')).toBe(false);
  });
});
