import { describe, expect, it } from 'vitest';
import { findRunningLines } from './find-running-lines.ts';
import type { LayoutLine } from './layout-line.ts';

const line = (text: string, y: number): LayoutLine => ({ text, items: [], x: 72, y, width: 300, height: 10, breakBefore: false });

const page = (...lines: LayoutLine[]) => ({ lines, height: 842 });

describe('findRunningLines', () => {
  it('finds lines repeated in the margins of most pages, numbers aside', () => {
    const pages = [1, 2, 3, 4].map((n) =>
      page(line('Harbour & Finch LLP', 30), line(`Clause ${n} of the lease says something of its own`, 100), line(`- ${n} -`, 800)),
    );

    const running = findRunningLines(pages);

    expect([...running].map((found) => found.text)).toEqual([
      'Harbour & Finch LLP',
      '- 1 -',
      'Harbour & Finch LLP',
      '- 2 -',
      'Harbour & Finch LLP',
      '- 3 -',
      'Harbour & Finch LLP',
      '- 4 -',
    ]);
  });

  it('leaves body text alone: long lines must repeat exactly, and only in the margins', () => {
    const pages = [1, 2, 3].map((n) =>
      page(
        line(`${n}.1 The Tenant shall keep the Premises in good and substantial repair`, 40),
        line('The same sentence in the middle of every page is body text.', 400),
      ),
    );

    expect(findRunningLines(pages).size).toBe(0);
  });

  it('needs more than half the pages', () => {
    const pages = [page(line('Draft', 30)), page(line('Draft', 30)), page(line('Final', 30)), page(line('Other', 30))];

    expect(findRunningLines(pages).size).toBe(0);
  });
});
