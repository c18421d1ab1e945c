import { describe, expect, it } from 'vitest';
import { documentPreamble, documentTitle } from './document-front.ts';

const first = {
  page: 1,
  text: [
    'Exhibit 10.8',
    'EXECUTION COPY',
    'SPONSORSHIP AND SERVICES AGREEMENT',
    'This Sponsorship and Services Agreement is made as of the 19th day of December, 2018 by and between',
    'HOF Village, LLC and Constellation NewEnergy, Inc.',
    'RECITALS',
    'A. HOF Village is developing a destination resort.',
  ].join('\n'),
};

describe('documentTitle', () => {
  it('takes the first line in capitals that names a kind of document, past exhibit and copy marks', () => {
    const title = documentTitle([first]);
    expect(title).toMatchObject({ page: 1, text: 'SPONSORSHIP AND SERVICES AGREEMENT' });
    expect(first.text.slice(title!.start, title!.end)).toBe(title!.text);
  });

  it('takes a title in title case, and none when the first lines name no document', () => {
    expect(documentTitle([{ page: 1, text: 'Lease of Unit 4\nThis Lease is dated 1 May 2020.' }])?.text).toBe('Lease of Unit 4');
    expect(documentTitle([{ page: 1, text: 'Minutes were kept.\nThe weather was fine.' }])).toBeNull();
    expect(documentTitle([{ page: 1, text: 'THIS DEED OF GUARANTEE is dated 7 June 2022\nBY:' }])?.text).toBe('DEED OF GUARANTEE');
    expect(documentTitle([{ page: 1, text: 'THIS IS A NOTICE of nothing in particular.' }])).toBeNull();
  });
});

describe('documentPreamble', () => {
  it('ends where the recitals or the operative clauses begin', () => {
    const preamble = documentPreamble([first]);
    expect(preamble?.text.endsWith('HOF Village, LLC and Constellation NewEnergy, Inc.')).toBe(true);
    expect(preamble?.text).not.toContain('RECITALS');
  });
});
