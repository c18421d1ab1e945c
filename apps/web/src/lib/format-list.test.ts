import { describe, expect, it, vi } from 'vitest';
import { countConstructions } from '../test/count-constructions.ts';

describe('formatList', () => {
  it('says a list as a sentence does, with a formatter made on first use rather than when a page’s code loads', async () => {
    const formatters = countConstructions('ListFormat');
    try {
      vi.resetModules();
      const { formatList } = await import('./format-list.ts');
      expect(formatters.made()).toBe(0);
      expect(formatList(['England', 'Wales'])).toBe('England and Wales');
      expect(formatList(['Scotland', 'England', 'Wales'])).toBe('Scotland, England and Wales');
      expect(formatList([])).toBe('');
      expect(formatters.made()).toBe(1);
    } finally {
      formatters.restore();
    }
  });
});
