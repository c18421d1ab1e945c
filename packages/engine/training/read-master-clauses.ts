/**
 * CUAD's `master_clauses.csv`: one row per contract, the file name, then for each of the 41 categories a column of
 * the clause texts the experts marked (a Python-style list of strings) and a column of their short answer. A row
 * that cannot be read exactly (a wrong number of fields, a cell that is not a list of strings) is reported with its
 * line and left out, never guessed at.
 */
export interface MasterClausesRow {
  /** The line of the file the row starts on (1 is the header). */
  line: number;
  filename: string;
  /** Clause texts by category, in the file's order. */
  clauses: Map<string, string[]>;
}

export interface MasterClausesProblem {
  line: number;
  message: string;
}

export interface MasterClauses {
  categories: string[];
  rows: MasterClausesRow[];
  problems: MasterClausesProblem[];
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/** RFC 4180 records: fields in double quotes may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): { records: CsvRecord[]; problems: MasterClausesProblem[] } {
  const records: CsvRecord[] = [];
  const problems: MasterClausesProblem[] = [];
  const linesIn = (from: number, to: number) => {
    let count = 0;
    for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count++;
    return count;
  };
  let line = 1;
  let at = 0;
  while (at < text.length) {
    const start = line;
    const recordStart = at;
    const fields: string[] = [];
    let problem: string | undefined;
    for (;;) {
      if (text[at] === '"') {
        let value = '';
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) {
            problem = 'a quoted field is never closed';
            at = text.length;
            break;
          }
          value += text.slice(from, quote);
          if (text[quote + 1] === '"') {
            value += '"';
            from = quote + 2;
            continue;
          }
          at = quote + 1;
          break;
        }
        fields.push(value);
        if (problem) break;
        if (at < text.length && !',\r\n'.includes(text[at]!)) problem = 'text after the closing quote of a field';
      } else {
        const match = /[^,\r\n]*/y;
        match.lastIndex = at;
        const value = match.exec(text)![0];
        if (value.includes('"')) problem = 'a quote inside an unquoted field';
        fields.push(value);
        at += value.length;
      }
      if (problem || text[at] !== ',') break;
      at++;
    }
    const end = problem ? text.indexOf('\n', at) : at;
    at = end === -1 ? text.length : end;
    if (text[at] === '\r') at++;
    if (text[at] === '\n') at++;
    line += linesIn(recordStart, at);
    if (problem) problems.push({ line: start, message: problem });
    else if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
  }
  return { records, problems };
}

const PYTHON_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v' };
const STRING_LITERAL = /\s*(?:'((?:[^'\\]|\\[\s\S])*)'|"((?:[^"\\]|\\[\s\S])*)")\s*/y;
const ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([\s\S]))/g;

const unescapePython = (body: string) =>
  body.replace(ESCAPE, (_, x?: string, u?: string, bigU?: string, other?: string) => {
    const hex = x ?? u ?? bigU;
    if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (other === 'x' || other === 'u' || other === 'U') throw new Error('a malformed escape in a string');
    return PYTHON_ESCAPES[other!] ?? `\\${other}`;
  });

/** A Python list of string literals as `repr` writes it (`['a', "b's"]`); throws on anything else. */
export function parsePythonStringList(cell: string): string[] {
  const trimmed = cell.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) throw new Error('not a list in square brackets');
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  const strings: string[] = [];
  let at = 0;
  for (;;) {
    STRING_LITERAL.lastIndex = at;
    const literal = STRING_LITERAL.exec(inner);
    if (!literal) throw new Error(`expected a quoted string at character ${at + 1} of the list`);
    strings.push(unescapePython(literal[1] ?? literal[2]!));
    at = STRING_LITERAL.lastIndex;
    if (at === inner.length) return strings;
    if (inner[at] !== ',') throw new Error(`expected "," or "]" at character ${at + 1} of the list`);
    at++;
  }
}

/** The header: "Filename", then each category's column followed by its answer column ("<name>-Answer"). */
function readCategories(header: string[]): string[] {
  if (header[0] !== 'Filename' || header.length % 2 !== 1) throw new Error('master_clauses.csv: the header is not "Filename" then pairs of columns');
  const categories: string[] = [];
  for (let i = 1; i < header.length; i += 2) {
    const name = header[i]!.trim();
    // One answer column in CUAD v1 is spelt "Notice Period To Terminate Renewal- Answer".
    if (header[i + 1]!.replace(/\s+/g, '') !== `${name.replace(/\s+/g, '')}-Answer`) {
      throw new Error(`master_clauses.csv: column ${i + 2} should be the answers to "${name}", not "${header[i + 1]}"`);
    }
    categories.push(name);
  }
  return categories;
}

export function parseMasterClauses(text: string): MasterClauses {
  const { records, problems } = parseCsv(text.replace(/^\ufeff/, ''));
  const [header, ...body] = records;
  if (!header) throw new Error('master_clauses.csv is empty');
  const categories = readCategories(header.fields);
  const rows: MasterClausesRow[] = [];
  for (const record of body) {
    if (record.fields.length !== header.fields.length) {
      problems.push({ line: record.line, message: `${record.fields.length} fields where the header has ${header.fields.length}` });
      continue;
    }
    const clauses = new Map<string, string[]>();
    const cellProblems: string[] = [];
    categories.forEach((category, i) => {
      try {
        clauses.set(category, parsePythonStringList(record.fields[1 + 2 * i]!));
      } catch (error) {
        cellProblems.push(`"${category}": ${(error as Error).message}`);
      }
    });
    if (cellProblems.length > 0) problems.push({ line: record.line, message: `not a list of strings in ${cellProblems.join('; ')}` });
    else rows.push({ line: record.line, filename: record.fields[0]!, clauses });
  }
  problems.sort((a, b) => a.line - b.line);
  return { categories, rows, problems };
}
