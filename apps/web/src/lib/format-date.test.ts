import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('writes every month as British English does ("3 Sept 2026")', () => {
    const british = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 3, 12);
      expect(formatDate(date.toISOString())).toBe(british.format(date));
    }
  });

  it('shows the day in the reader’s time zone, as the browser’s own formatting would', () => {
    const lateEvening = new Date(2026, 10, 21, 23, 30);
    expect(formatDate(lateEvening.toISOString())).toBe('21 Nov 2026');
  });
});
