import { describe, expect, it, vi } from 'vitest';

describe('formatList', () => {
  it('says a list as a sentence does, with a formatter made on first use rather than when a page’s code loads', async () => {
    const ListFormat = Intl.ListFormat;
    let made = 0;
    const counting = class extends ListFormat {
      constructor(...args: ConstructorParameters<typeof ListFormat>) {
        super(...args);
        made += 1;
      }
    };
    // Read-only in TypeScript's description of Intl, though the browser's and Node's let it be replaced.
    Object.defineProperty(Intl, 'ListFormat', { value: counting, configurable: true, writable: true });
    try {
      vi.resetModules();
      const { formatList } = await import('./format-list.ts');
      expect(made).toBe(0);
      expect(formatList(['England', 'Wales'])).toBe('England and Wales');
      expect(formatList(['Scotland', 'England', 'Wales'])).toBe('Scotland, England and Wales');
      expect(formatList([])).toBe('');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'ListFormat', { value: ListFormat, configurable: true, writable: true });
    }
  });
});
