import { extractPdfText } from '@dd/engine/documents';
import { describe, expect, it } from 'vitest';
import type { RegisterBlock } from './drawn-register.ts';
import { renderDrawnRegister } from './render-drawn-register.ts';

const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Each page's words, with the lines the extractor set aside as running heads (a header repeated on every page is one). */
async function textOf(blocks: RegisterBlock[]) {
  const extracted = await extractPdfText(await renderDrawnRegister({ title: 'Test folio', blocks }), { ocr: false });
  return extracted.pages.map(({ text, headerFooter }) => spaced([...headerFooter, text].join('\n')));
}

describe('drawing a register as blocks', () => {
  it('draws headings, text and a table whose cells come back as text from the PDF', async () => {
    const pages = await textOf([
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 70, 98, 287],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [['1', '12-MAR-2015', 'D2015LR012345P', 'MARY KELLY of Ballymore House, County Dublin is full owner.']],
        borders: true,
      },
    ]);

    expect(pages).toHaveLength(1);
    for (const words of ['Part 2 - Ownership', 'Title ABSOLUTE', 'Instrument', 'Particulars', '12-MAR-2015', 'D2015LR012345P', 'MARY KELLY']) {
      expect(pages[0]).toContain(words);
    }
  });

  it('runs a long table on to the next page, its header again there only when asked, and breaks pages where told', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [String(i + 1), `Lease number ${i + 1} of the schedule.`]);
    const table = { kind: 'table' as const, widths: [40, 400], header: ['Entry', 'Particulars'], rows };

    const repeated = await textOf([{ ...table, repeatHeader: true }]);
    const once = await textOf([table]);
    const broken = await textOf([{ kind: 'paragraph', text: 'First page' }, { kind: 'page-break' }, { kind: 'paragraph', text: 'Second page' }]);

    expect(repeated).toHaveLength(2);
    expect(repeated[1]).toContain('Lease number 40 of the schedule.');
    expect(repeated.map((page) => page.includes('Particulars'))).toEqual([true, true]);
    expect(once.map((page) => page.includes('Particulars'))).toEqual([true, false]);
    expect(broken.map((page) => page.trim())).toEqual(['First page', 'Second page']);
  });
});
