import { describe, expect, it } from 'vitest';
import { headingsOfValues, isColumnHeadings } from './column-headings.ts';

describe('column headings', () => {
  it('knows a registry table’s headings from a line that says something', () => {
    expect(isColumnHeadings('Entry Proprietor Date of Registration Consideration Date of Entry')).toBe(true);
    expect(isColumnHeadings('No. Date Instrument Particulars')).toBe(true);
    expect(isColumnHeadings("Registration date and plan ref. Property description Date of lease and term Lessee's title")).toBe(true);
    expect(isColumnHeadings('Date of entry')).toBe(true);
    expect(isColumnHeadings('Proprietor')).toBe(false);
    expect(isColumnHeadings('PROPRIETOR: JOHN SMITH of 12 High Street')).toBe(false);
    expect(isColumnHeadings('1 JAMES MACLEOD 02 MAR 2015 £412,500 01 MAR 2015')).toBe(false);
    // A panel of labels beside their values, headed as such.
    expect(isColumnHeadings('Particular Detail', 2)).toBe(true);
    expect(isColumnHeadings('ITEM DETAIL', 2)).toBe(true);
    expect(isColumnHeadings('Particular care', 2)).toBe(false);
  });

  it('knows headings of securities, folios and leases, and a heading a narrow column broke inside itself', () => {
    expect(isColumnHeadings('Entry No. Nature of Security Debtor Creditor Date of Registration')).toBe(true);
    expect(isColumnHeadings('Entry No. Description of Land Townland Area Ref. to Registry Map (hectares)')).toBe(true);
    expect(isColumnHeadings('Entry No. Date of Registration Registered Owner(s)')).toBe(true);
    expect(isColumnHeadings('Date of Lease Lessor Lessee Term Yearly Rent')).toBe(true);
    // "Consideration" and "Registration" set in columns too narrow for them: "Consideratio" over "n", "Re" over "gistration".
    expect(isColumnHeadings('Entry No. Proprietor Consideratio n Date of Re gistration')).toBe(true);
    // Set in capitals in a column a letter or two wide, and read so by OCR.
    expect(isColumnHeadings('ENTR Y NO. REGISTERED OWNER CONSIDERA TION DATE OF ENTRY REG. DATE')).toBe(true);
    expect(isColumnHeadings('N 0. DATE INSTRUMENT PARTICULARS')).toBe(true);
    expect(isColumnHeadings('No. Reg.Date Instrument No. Nature of Burden In whose favour')).toBe(true);
    // A column a letter wide, its "o" read by OCR as signs alone.
    expect(isColumnHeadings('N [¢] Specification Date of Registration')).toBe(true);
    expect(isColumnHeadings('N [¢] Proprietor Date of Registration Consideratio n Date of Entry')).toBe(true);
    // Or as a sign between the cell's rules; headings listed in one cell with their commas.
    expect(isColumnHeadings('N [e] BURDENS DATE OF REGISTRATION')).toBe(true);
    expect(isColumnHeadings('N [6] BURDENS DATE OF REGISTRATION')).toBe(true);
    expect(isColumnHeadings('N o PROPRIETOR DATE OF REGISTRATION, CONSIDERATION AND DATE OF ENTRY')).toBe(true);
    expect(isColumnHeadings('(a) the land, and the road')).toBe(false);
    expect(isColumnHeadings('— — —')).toBe(false);
    // Capitals in a column a letter wide, a sum secured, a townland's barony.
    expect(isColumnHeadings('N O DEBTOR CREDITOR SUM SECURED DATE OF REGISTRATION')).toBe(true);
    expect(isColumnHeadings('No . Description of land Townland and Barony Ref. to Registry Map')).toBe(true);
    expect(isColumnHeadings('Y NO.', 1)).toBe(true);
    expect(isColumnHeadings('1 10 Downing Street', 1)).toBe(false);
    expect(isColumnHeadings('Land to the north of the road')).toBe(false);
    expect(isColumnHeadings('Re the land in this title')).toBe(false);
  });

  it('puts a row’s values under its headings in order, or none when they cannot be told apart', () => {
    const headings = 'Entry Proprietor Date of Registration Consideration Date of Entry';
    const registered = { start: 30, text: '02 MAR 2015' };
    const entered = { start: 50, text: '01 MAR 2015' };

    expect(headingsOfValues(headings, 'date', [entered, registered])).toEqual(
      new Map([
        [registered, 'Date of Registration'],
        [entered, 'Date of Entry'],
      ]),
    );
    expect([...(headingsOfValues(headings, 'money', [{ start: 40 }])?.values() ?? [])]).toEqual(['Consideration']);
    expect(headingsOfValues(headings, 'date', [registered])).toBeNull();
    expect(headingsOfValues('No. Date Instrument Particulars', 'date', [registered])?.get(registered)).toBe('Date');
    expect(headingsOfValues('Registration date Consideration', 'date', [registered])?.get(registered)).toBe('Registration date');
  });
});
