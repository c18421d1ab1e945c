import { describe, expect, it } from 'vitest';
import { formatMessageDate, parseMessageDate } from './message-date.ts';

const shown = (text: string) => formatMessageDate(parseMessageDate(text), text);

describe('message dates', () => {
  it("reads a date with its time zone, and shows it at the sender's time and offset, as a lawyer writes a date", () => {
    expect(parseMessageDate('Fri, 02 Jan 2026 10:15:00 +0100 (BST)')).toEqual(new Date('2026-01-02T09:15:00Z'));
    expect(shown('Fri, 02 Jan 2026 10:15:00 +0000')).toBe('Friday 2 January 2026, 10:15 (+00:00)');
    expect(shown('Fri, 2 Jan 2026 10:15:00 +0100 (BST)')).toBe('Friday 2 January 2026, 10:15 (+01:00)');
    expect(shown('Thu, 1 Jan 2026 23:30:00 -0530')).toBe('Thursday 1 January 2026, 23:30 (-05:30)');
    expect(shown('Mon, 15 Feb 2021 08:19:04 GMT')).toBe('Monday 15 February 2021, 08:19 (+00:00)');
    expect(shown('2 Jan 2026 10:15 EST')).toBe('Friday 2 January 2026, 10:15 (-05:00)');
    expect(shown('2 Jan 26 10:15 +0000')).toBe('Friday 2 January 2026, 10:15 (+00:00)');
  });

  it('shows a date as the message wrote it where it names no time zone or cannot be read', () => {
    expect(parseMessageDate('2 Jan 2026 10:15')).toBeNull();
    expect(shown('2 Jan 2026 10:15')).toBe('2 Jan 2026 10:15');
    expect(shown('sometime next week +0000')).toBe('sometime next week +0000');
    expect(shown('Tue, 31 Feb 2026 10:15:00 +0000')).toBe('Tue, 31 Feb 2026 10:15:00 +0000');
    expect(shown('')).toBe('');
  });
});
