import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CuadLabelError, matchMasterClauseRow, parseCsv, parsePythonStringList, readMasterClauses, type MasterClauseRow } from './cuad-clause-labels.ts';

describe('the CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['', '', ''],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });

  it('refuses a file that ends inside a quoted field', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CuadLabelError);
  });
});

describe('the Python list reader', () => {
  it('reads single- and double-quoted strings with their escapes', () => {
    expect(parsePythonStringList('[]')).toEqual([]);
    expect(parsePythonStringList(`['January 29, 2020', "Licensee's on\\xadgoing duty", 'a \\'b\\' c', 'line\\nbreak \\u2019s \\\\']`)).toEqual([
      'January 29, 2020',
      "Licensee's on\u00adgoing duty",
      "a 'b' c",
      'line\nbreak ’s \\',
    ]);
  });

  it('refuses what is not a list of strings rather than guessing', () => {
    expect(() => parsePythonStringList("'a'")).toThrow(CuadLabelError);
    expect(() => parsePythonStringList("['a', 3]")).toThrow(/unexpected 3/);
    expect(() => parsePythonStringList("['a")).toThrow(/unterminated/);
    expect(() => parsePythonStringList("['a'] x")).toThrow(/after the list/);
    expect(() => parsePythonStringList("['\\xZZ']")).toThrow(/bad escape/);
  });
});

const row = (filename: string, clauses: Record<string, string[]>): MasterClauseRow => ({ filename, clauses: new Map(Object.entries(clauses)) });

describe('matching a contract to its labels', () => {
  const rows = [
    row('AcmeCorp_2019_10-K_EX-10.1_123_EX-10.1_Distributor Agreement.pdf', { 'Governing Law': ['governed by the laws of Delaware'], Parties: ['Acme Corp'] }),
    row('AcmeCorp_2019_10-K_EX-10.2_124_EX-10.2_Distributor Agreement.pdf', { 'Governing Law': ['governed by the laws of Texas'], Parties: ['Acme Corp'] }),
    row('AcmeCorp_2019_8-K_EX-10.3_125_EX-10.3_Sponsorship Agreement.pdf', { Parties: ['Acme Corp'] }),
    row('OtherCo_2018_S-1_EX-10.4_126_EX-10.4_License Agreement.pdf', { Parties: ['Other Co'] }),
  ];

  it('takes the one row of the company and kind of agreement the file is named after', () => {
    expect(matchMasterClauseRow('07_license_otherco.pdf', '', rows).filename).toContain('OtherCo');
    expect(matchMasterClauseRow('01_sponsorship_acmecorp.pdf', '', rows).filename).toContain('Sponsorship');
  });

  it("decides between a company's agreements of one kind by which row's clauses stand in the text", () => {
    const text = 'This Agreement shall be governed by the laws\nof Texas. Acme  Corp';
    expect(matchMasterClauseRow('04_distributor_acmecorp.pdf', text, rows).filename).toContain('EX-10.2_124');
  });

  it('refuses a tie, a file with no row and a name it cannot read', () => {
    expect(() => matchMasterClauseRow('04_distributor_acmecorp.pdf', 'Acme Corp', rows)).toThrow(/match its text equally well/);
    expect(() => matchMasterClauseRow('02_license_nobody.pdf', '', rows)).toThrow(/no row .* license agreement of nobody/);
    expect(() => matchMasterClauseRow('contract.pdf', '', rows)).toThrow(CuadLabelError);
  });
});

describe('master_clauses.csv', () => {
  const root = mkdtempSync(join(tmpdir(), 'dd-cuad-clauses-'));
  mkdirSync(join(root, 'cuad-clauses'));
  const write = (csv: string) => writeFileSync(join(root, 'cuad-clauses', 'master_clauses.csv'), csv);

  it('gives each row its clause texts by category, leaving out the answer columns', async () => {
    write(
      'Filename,Parties,Parties-Answer,Notice Period To Terminate Renewal,Notice Period To Terminate Renewal- Answer\n' +
        `A_Distributor Agreement.pdf,"['Acme Corp', ""Acme's Distributor""]",Acme,[],\n`,
    );
    const [only, ...rest] = await readMasterClauses(root);

    expect(rest).toEqual([]);
    expect(only!.filename).toBe('A_Distributor Agreement.pdf');
    expect([...only!.clauses]).toEqual([
      ['Parties', ['Acme Corp', "Acme's Distributor"]],
      ['Notice Period To Terminate Renewal', []],
    ]);
  });

  it('reports a row whose cells do not fit the header, or a cell that is not a list, instead of mis-reading it', async () => {
    write('Filename,Parties,Parties-Answer\nA.pdf,[]\n');
    await expect(readMasterClauses(root)).rejects.toThrow('A.pdf: 2 columns, the header has 3');
    write("Filename,Parties,Parties-Answer\nA.pdf,Acme Corp,Acme\n");
    await expect(readMasterClauses(root)).rejects.toThrow(/Not a list of strings/);
  });
});
