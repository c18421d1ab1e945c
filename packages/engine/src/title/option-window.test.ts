import { describe, expect, it } from 'vitest';
import { optionWindowEnds, optionWindowNote } from './option-window.ts';

const iso = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe('an option’s window, judged against the report’s date', () => {
  it('reads the last day an option can be exercised, stated or counted from a date', () => {
    expect(iso(optionWindowEnds('UNILATERAL NOTICE in respect of an option to purchase exercisable until 1 May 2028.'))).toBe('2028-05-01');
    expect(iso(optionWindowEnds('Notice of an option to purchase the land exercisable within 10 years from 1 May 2018.'))).toBe('2028-05-01');
    expect(iso(optionWindowEnds('Notice of an option granted by a deed dated 3 March 2021 for a period of eighteen months from 3 March 2021.'))).toBe('2022-09-03');
  });

  it('reads no window where the entry is not an option’s, or does not say when it ends', () => {
    expect(optionWindowEnds('UNILATERAL NOTICE in respect of a lease dated 1 May 2018 for 10 years from 1 May 2018.')).toBeNull();
    expect(optionWindowEnds('AGREED NOTICE in respect of an option to purchase contained in a deed dated 1 May 2018.')).toBeNull();
  });

  it('says the option is spent, closing within the year, or open until its last day', () => {
    const option = 'Notice of an option to purchase exercisable within 10 years from 1 May 2018.';
    expect(optionWindowNote(option, new Date('2029-01-01'))).toMatch(/^By the report’s date the option’s period ended \(1 May 2028\): .*cancelled/);
    expect(optionWindowNote(option, new Date('2027-11-29'))).toMatch(/^The option can be exercised until 1 May 2028, within a year of the report’s date/);
    expect(optionWindowNote(option, new Date('2024-06-01'))).toBe('The option can be exercised until 1 May 2028: a buyer takes the land subject to it.');
  });
});
