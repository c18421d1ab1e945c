import { describe, expect, it } from 'vitest';
import { parseCsv, parseMasterClauses, parsePythonStringList } from './read-master-clauses.ts';

const HEADER = 'Filename,Governing Law,Governing Law-Answer,Notice Period To Terminate Renewal,Notice Period To Terminate Renewal- Answer';

describe('parsePythonStringList', () => {
  it('reads both quote styles and Python escapes', () => {
    expect(parsePythonStringList(`['a, b', "the Licensee's rights", 'line\\none', '\\'quoted\\'', 'caf\\xe9 \\u2014 done']`)).toEqual([
      'a, b',
      "the Licensee's rights",
      'line\none',
      "'quoted'",
      'café — done',
    ]);
    expect(parsePythonStringList('[]')).toEqual([]);
  });

  it('refuses what is not a list of strings', () => {
    expect(() => parsePythonStringList('Yes')).toThrow('not a list');
    expect(() => parsePythonStringList("['open]")).toThrow('expected a quoted string');
    expect(() => parsePythonStringList("['a' 'b']")).toThrow('expected "," or "]"');
    expect(() => parsePythonStringList("['a', 3]")).toThrow('expected a quoted string');
  });
});

describe('parseCsv', () => {
  it('keeps commas, line breaks and doubled quotes inside quoted fields, and numbers records by their first line', () => {
    const { records, problems } = parseCsv('a,b\r\n"x, ""y""","two\nlines"\nlast,\n');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'two\nlines'] },
      { line: 4, fields: ['last', ''] },
    ]);
  });
});

describe('parseMasterClauses', () => {
  it('reads each category’s clause texts, including an answer column spelt "- Answer"', () => {
    const parsed = parseMasterClauses(`${HEADER}\nA.pdf,"['Governed by the laws of Ohio.']",Ohio,[],\n`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.categories).toEqual(['Governing Law', 'Notice Period To Terminate Renewal']);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]!.clauses.get('Governing Law')).toEqual(['Governed by the laws of Ohio.']);
    expect(parsed.rows[0]!.clauses.get('Notice Period To Terminate Renewal')).toEqual([]);
  });

  it('reports a malformed row with its line and leaves it out instead of guessing', () => {
    const csv = [
      HEADER,
      `Good.pdf,"['Governed by the laws of Ohio.']",Ohio,[],`,
      `Short.pdf,"['Governed by Texas law.']",Texas`,
      `NotAList.pdf,Governed by Texas law.,Texas,[],`,
      `Unclosed.pdf,"['Governed by Texas law.]",Texas,[],`,
      `Stray.pdf,[],,"['ninety days']"x,`,
    ].join('\n');
    const parsed = parseMasterClauses(csv);
    expect(parsed.rows.map((row) => row.filename)).toEqual(['Good.pdf']);
    expect(parsed.problems).toEqual([
      { line: 3, message: '3 fields where the header has 5' },
      { line: 4, message: 'not a list of strings in "Governing Law": not a list in square brackets' },
      { line: 5, message: 'not a list of strings in "Governing Law": expected a quoted string at character 1 of the list' },
      { line: 6, message: 'text after the closing quote of a field' },
    ]);
  });

  it('refuses a file whose header is not pairs of category and answer columns', () => {
    expect(() => parseMasterClauses('Filename,Governing Law\n')).toThrow('the header is not "Filename" then pairs of columns');
    expect(() => parseMasterClauses('Filename,Governing Law,Parties-Answer\n')).toThrow('column 3 should be the answers to "Governing Law"');
  });
});
