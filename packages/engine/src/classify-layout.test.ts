import { describe, expect, it } from 'vitest';
import { readPageLayout } from './classify-layout.ts';

/** The token range of the first occurrence of `phrase` (already in match tokens) on the page. */
function find(layout: ReturnType<typeof readPageLayout>, phrase: string): [number, number] {
  const words = phrase.split(' ');
  const start = layout.tokens.findIndex((_, index) => words.every((word, offset) => layout.tokens[index + offset] === word));
  if (start < 0) throw new Error(`"${phrase}" is not on the page`);
  return [start, start + words.length];
}

describe('readPageLayout', () => {
  const page = readPageLayout(
    [
      'AGREEMENT FOR LEASE',
      'THIS LEASE is dated 1 June 2022',
      '5. RENT REVIEW',
      'Present: A Smith (Chair), B Jones',
      'Part 1 (A) - Description of Property',
      'Completion shall take place on the Completion Date at the offices of the Buyer’s solicitors in London',
      'present and future advances are secured. This deed is supplemental to a lease of Unit 2 dated 1 May 2015.',
      'LICENSE, DEVELOPMENT AND SUPPLY AGREEMENT',
    ].join('\n'),
  );

  it('takes as a heading what opens its line, after numbering, and stops or runs on after punctuation', () => {
    expect(page.isHeading(...find(page, 'rent review'))).toBe(true);
    expect(page.isHeading(...find(page, 'present'))).toBe(true);
    expect(page.isHeading(...find(page, 'part 1'))).toBe(true);
    expect(page.isHeading(...find(page, 'completion'))).toBe(false);
    const prose = page.tokens.lastIndexOf('present');
    expect(page.isHeading(prose, prose + 1)).toBe(false);
  });

  it('takes as a name what opens its line or stands in a capitalised line, unless a preposition governs it', () => {
    expect(page.isName(...find(page, 'this lease'))).toBe(true);
    expect(page.isName(...find(page, 'agreement for lease'))).toBe(true);
    const [, end] = find(page, 'agreement for lease');
    expect(page.isName(end - 1, end)).toBe(false);
    const prose = page.tokens.lastIndexOf('lease');
    expect(page.isName(prose, prose + 1)).toBe(false);
  });

  it('follows a name or a governing preposition across a line break, and takes no lower-case prose for a name', () => {
    const wrapped = readPageLayout('SENIOR FACILITIES\nAGREEMENT\nThis deed is supplemental to a\nLease dated 1 May 2015, and the\nlease of the car park.');

    const at = (index: number) => [index, index + 1] as const;

    expect(wrapped.isName(0, 3)).toBe(true);
    expect(wrapped.isName(...at(wrapped.tokens.indexOf('lease')))).toBe(false);
    expect(wrapped.isName(...at(wrapped.tokens.lastIndexOf('lease')))).toBe(false);
  });

  it('takes no word for a heading or a name where a wrapped sentence carries on, nor a label for a name', () => {
    const letter = readPageLayout(
      'Re: Our client Corrib Plant Hire Limited - contract for sale dated 10 February 2020 - Unit 4, Innishmore\n' +
        'Folio 70211L County Cork\nContract: JCT Design and Build Contract 2016',
    );

    expect(letter.isName(...find(letter, 'folio'))).toBe(false);
    expect(letter.isHeading(...find(letter, 'folio'))).toBe(false);
    const [label] = find(letter, 'contract jct');
    expect(letter.isName(label, label + 1)).toBe(false);
    expect(letter.isName(...find(letter, 'jct design'))).toBe(false);
  });

  it('knows a label by its colon', () => {
    expect(page.isLabel(...find(page, 'present'))).toBe(true);
    expect(page.isLabel(...find(page, 'rent review'))).toBe(false);
  });

  it('reads each kind in a coordinated name with the shared noun, American spelling and all', () => {
    expect(page.coordinatedNames.map((name) => name.tokens.join(' '))).toEqual(['licence agreement', 'development agreement']);
    expect(page.coordinatedNames[0]!.start).toBe(find(page, 'licence development')[0]);
  });
});
