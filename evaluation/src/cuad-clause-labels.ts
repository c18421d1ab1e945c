import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** CUAD's expert labels for 499 contracts: one row per contract, each category's clause texts and short answer. */
export const MASTER_CLAUSES_FILE = join('cuad-clauses', 'master_clauses.csv');

export class CuadLabelError extends Error {}

/** One contract's row: its file name in CUAD and, by category, the clause texts the experts marked. */
export interface MasterClauseRow {
  filename: string;
  clauses: ReadonlyMap<string, string[]>;
}

/** Rows of a CSV file as RFC 4180 writes them: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new CuadLabelError('The CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

/** A Python list of string literals as CUAD writes its clause texts (`['…', "…'s …"]`, with \x, \u and \n escapes). */
export function parsePythonStringList(text: string): string[] {
  const strings: string[] = [];
  let i = text.indexOf('[');
  const fail = (why: string): never => {
    throw new CuadLabelError(`Not a list of strings (${why}): ${text.slice(0, 80)}`);
  };
  if (i < 0 || text.slice(0, i).trim() !== '') fail('no opening bracket');
  i++;
  for (;;) {
    while (/[\s,]/.test(text[i] ?? '')) i++;
    if (text[i] === ']') break;
    const quote = text[i];
    if (quote !== "'" && quote !== '"') fail(`unexpected ${text[i] ?? 'end'} at ${i}`);
    let value = '';
    for (i++; text[i] !== quote; i++) {
      if (i >= text.length) fail('unterminated string');
      if (text[i] !== '\\') {
        value += text[i];
        continue;
      }
      const escape = text[++i]!;
      const hexLength = escape === 'x' ? 2 : escape === 'u' ? 4 : escape === 'U' ? 8 : 0;
      if (hexLength > 0) {
        const hex = text.slice(i + 1, i + 1 + hexLength);
        if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== hexLength) fail(`bad escape \\${escape}${hex}`);
        value += String.fromCodePoint(parseInt(hex, 16));
        i += hexLength;
      } else value += ESCAPES[escape] ?? `\\${escape}`;
    }
    strings.push(value);
    i++;
  }
  if (text.slice(i + 1).trim() !== '') fail('text after the list');
  return strings;
}

/** Every row of master_clauses.csv, with the clause texts of each category (the `-Answer` columns left out). */
export async function readMasterClauses(root: string): Promise<MasterClauseRow[]> {
  const [header, ...rows] = parseCsv(await readFile(join(root, MASTER_CLAUSES_FILE), 'utf8'));
  if (!header || header[0] !== 'Filename') throw new CuadLabelError(`${MASTER_CLAUSES_FILE} has no Filename column first`);
  const categories = header.map((name, column) => ({ name: name.trim(), column })).filter(({ name, column }) => column > 0 && !/-\s*Answer$/.test(name));
  return rows
    .filter((cells) => cells.some((cell) => cell !== ''))
    .map((cells) => {
      if (cells.length !== header.length) throw new CuadLabelError(`${cells[0]}: ${cells.length} columns, the header has ${header.length}`);
      return { filename: cells[0]!, clauses: new Map(categories.map(({ name, column }) => [name, parsePythonStringList(cells[column]!)])) };
    });
}

/** Text compared without case, spacing or punctuation: PDF text breaks and spaces words where the labels do not. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How many of a row's labelled clause texts stand in the document's text. */
const clausesFoundIn = (row: MasterClauseRow, squeezedText: string) =>
  [...row.clauses.values()].flat().filter((clause) => squeeze(clause).length > 0 && squeezedText.includes(squeeze(clause))).length;

/** The agreement's kind and the company of a contract saved as `NN_<kind>_<company>.pdf`, in lower case. */
function nameParts(file: string): { kind: string; company: string } {
  const parts = /^\d+_([a-z]+)_([a-z0-9]+)\.pdf$/i.exec(file);
  if (!parts) throw new CuadLabelError(`${file}: not named NN_<kind>_<company>.pdf`);
  return { kind: parts[1]!.toLowerCase(), company: parts[2]!.toLowerCase() };
}

/** The company a contract saved as `NN_<kind>_<company>.pdf` is of, as a master_clauses file name holds it squeezed. */
export const companyOfContract = (file: string) => nameParts(file).company;

/**
 * The master_clauses row of a contract saved as `NN_<kind>_<company>.pdf`: the rows whose CUAD file name holds the
 * company and whose agreement (the name's last part) is of that kind. Where several could be it (one company's
 * several agreements), the row with the most of its labelled clause texts found in the contract's text is; a tie,
 * or no such row, is an error rather than a guess.
 */
export function matchMasterClauseRow(file: string, text: string, rows: readonly MasterClauseRow[]): MasterClauseRow {
  const { kind, company } = nameParts(file);
  const candidates = rows.filter(({ filename }) => squeeze(filename).includes(company) && squeeze(filename.split('_').at(-1)!).includes(kind));
  if (candidates.length === 0) throw new CuadLabelError(`${file}: no row of ${MASTER_CLAUSES_FILE} is a ${kind} agreement of ${company}`);
  if (candidates.length === 1) return candidates[0]!;
  const squeezedText = squeeze(text);
  const scored = candidates.map((row) => ({ row, found: clausesFoundIn(row, squeezedText) })).sort((a, b) => b.found - a.found);
  if (scored[0]!.found === scored[1]!.found) {
    throw new CuadLabelError(`${file}: ${scored[0]!.row.filename} and ${scored[1]!.row.filename} match its text equally well`);
  }
  return scored[0]!.row;
}
