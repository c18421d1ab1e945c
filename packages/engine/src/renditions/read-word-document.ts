import { ingestionErrors } from '../ingestion-error.ts';
import { hasOleStream } from './has-ole-stream.ts';
import { openWordPackage, type WordPackage, type WordPackageLimits } from './open-word-package.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { childElement, childElements, isOn, onOff, parseXml, wholeNumber, type XmlElement, type XmlLimits } from './parse-xml.ts';
import { formatListNumber, readListNumbering, type ListNumbering } from './read-list-numbering.ts';
import { outlineHeadingLevel, readWordStyles, type WordStyles } from './read-word-styles.ts';
import { symbolCharacter } from './symbol-character.ts';

/** A stretch of a paragraph's text in one style. Text holds "\n" for a line break and "\t" for a tab. */
export interface WordRun {
  text: string;
  bold: boolean;
  /** Raised and smaller, as a footnote's mark is. */
  superscript: boolean;
}

export interface WordParagraph {
  kind: 'paragraph';
  runs: WordRun[];
  /** 0 for a title, 1–9 for a heading, null for body text. */
  headingLevel: number | null;
  /** The number or bullet Word shows before the paragraph ("1.1", "(a)", "•"), or null. */
  listNumber: string | null;
  /** The paragraph's list level, 0–8 (0 outside lists), which sets its indent. */
  listLevel: number;
  align: 'left' | 'center' | 'right';
}

export interface WordTableCell {
  /** The text of each of the cell's paragraphs, list numbers included (a nested table's rows, one a line). */
  paragraphs: string[];
  /** Columns of the table's grid the cell spans. */
  span: number;
  /** The cell continues the one above it (a vertical merge): it is shown empty, without a rule above it. */
  continuesAbove: boolean;
}

export interface WordTable {
  kind: 'table';
  /** Widths of the table's grid columns, in twentieths of a point; empty when the document gives none. */
  columnWidths: number[];
  rows: WordTableCell[][];
}

export interface WordPageBreak {
  kind: 'page-break';
}

export type WordBlock = WordParagraph | WordTable | WordPageBreak;

/** A Word document's text in reading order, read with its tracked changes accepted and its comments left out. */
export interface WordDocument {
  blocks: WordBlock[];
  /** It has tracked changes (insertions, deletions, moves, formatting) not yet accepted. */
  unacceptedChanges: boolean;
  /** It has comments. */
  comments: boolean;
}

export type WordReadingLimits = WordPackageLimits & XmlLimits;

const MB = 1024 * 1024;

/**
 * Decompression and parsing limits for one Word document. A 500-page contract is a document.xml of 5 to 10 MB, some
 * 300,000 to 600,000 elements; a part may be five times that. Parsed, an element takes about 200 bytes, so 3 million
 * of them (a 50 MB part's worth) take some 600 MB, within a document worker's memory.
 */
export const WORD_READING_LIMITS: WordReadingLimits = {
  partMaxBytes: 50 * MB,
  totalMaxBytes: 200 * MB,
  maxCompressionRatio: 200,
  ratioMinBytes: 1 * MB,
  maxDepth: 200,
  maxElements: 3_000_000,
};

export const paragraphText = (paragraph: WordParagraph) => paragraph.runs.map((run) => run.text).join('');

/** Elements that record a change not yet accepted or rejected. */
const TRACKED_CHANGES = [
  'w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:rPrChange', 'w:pPrChange', 'w:sectPrChange', 'w:tblPrChange',
  'w:tblPrExChange', 'w:trPrChange', 'w:tcPrChange', 'w:tblGridChange', 'w:numberingChange', 'w:cellIns', 'w:cellDel',
  'w:cellMerge',
];

type NoteKind = 'footnote' | 'endnote';

interface NoteReference {
  kind: NoteKind;
  id: string;
  mark: string;
}

interface Reading {
  styles: WordStyles;
  numbering: ListNumbering;
  /** The complex fields open at this point: for each, whether its result (what Word shows) has begun. */
  fields: boolean[];
  notes: Record<NoteKind, Map<string, XmlElement>>;
  noteFormats: Record<NoteKind, string>;
  notesCounted: Record<NoteKind, number>;
  noteReferences: NoteReference[];
}

/** What a paragraph's runs hold, in order: text, or a page break that splits the paragraph across two pages. */
type Inline = WordRun | 'page-break';

interface InlineContext {
  reading: Reading;
  paragraphStyle: string | null;
  items: Inline[];
  /** Text boxes met in the paragraph, read after it. */
  floating: WordBlock[];
}

/**
 * The branch of an mc:AlternateContent to read, exactly one: the fallback, which every reader understands (a text
 * box's VML copy), or else the first choice.
 */
function chosenBranch(alternate: XmlElement): XmlElement | null {
  return childElement(alternate, 'mc:Fallback') ?? childElement(alternate, 'mc:Choice');
}

const fieldVisible = (reading: Reading) => reading.fields.every((inResult) => inResult);

function pushText(items: Inline[], run: WordRun): void {
  if (run.text === '') return;
  const last = items.at(-1);
  if (typeof last === 'object' && last.bold === run.bold && last.superscript === run.superscript) last.text += run.text;
  else items.push(run);
}

/** The text of an equation: its m:t pieces in order. */
function mathText(element: XmlElement): string {
  return element.children.map((node) => (typeof node === 'string' ? node : mathText(node))).join('');
}

/** The text boxes in a drawing, a VML shape or an embedded object, not counting those inside the boxes themselves. */
function* textBoxes(element: XmlElement): Generator<XmlElement> {
  for (const child of childElements(element)) {
    if (child.name === 'w:txbxContent') yield child;
    else if (child.name === 'mc:AlternateContent') {
      const branch = chosenBranch(child);
      if (branch) yield* textBoxes(branch);
    } else yield* textBoxes(child);
  }
}

function noteReference(reading: Reading, kind: NoteKind, id: string, customMark: boolean): NoteReference {
  // A note with a mark of its own (a "*") is left out of the count, as Word does.
  const mark = customMark ? '' : formatListNumber(++reading.notesCounted[kind], reading.noteFormats[kind]);
  const reference = { kind, id, mark };
  reading.noteReferences.push(reference);
  return reference;
}

/** How a run's text shows: hidden text (w:vanish) not at all, and w:caps in capitals whatever its letters. */
interface RunStyle {
  bold: boolean;
  superscript: boolean;
  hidden: boolean;
  capitals: boolean;
}

function readRunContent(run: XmlElement, context: InlineContext, style: RunStyle): void {
  const { reading, items } = context;
  let customMarkOf: NoteReference | null = null;
  const visible = () => !style.hidden && fieldVisible(reading);
  const text = (value: string) => {
    if (visible()) pushText(items, { text: value, bold: style.bold, superscript: style.superscript });
  };
  for (const child of childElements(run)) {
    switch (child.name) {
      case 'w:t': {
        const value = child.children.filter((node) => typeof node === 'string').join('');
        if (customMarkOf) {
          customMarkOf.mark = value.trim();
          customMarkOf = null;
        }
        text(style.capitals ? value.toUpperCase() : value);
        break;
      }
      case 'w:tab':
      case 'w:ptab':
        text('\t');
        break;
      case 'w:br':
        if (child.attributes['w:type'] === 'page') {
          if (visible()) items.push('page-break');
        } else text('\n');
        break;
      case 'w:cr':
        text('\n');
        break;
      case 'w:noBreakHyphen':
        text('-');
        break;
      case 'w:sym': {
        const code = Number.parseInt(child.attributes['w:char'] ?? '', 16);
        if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) text(symbolCharacter(child.attributes['w:font'] ?? null, code));
        break;
      }
      case 'w:fldChar': {
        const type = child.attributes['w:fldCharType'];
        if (type === 'begin') reading.fields.push(false);
        else if (type === 'separate' && reading.fields.length > 0) reading.fields[reading.fields.length - 1] = true;
        else if (type === 'end') reading.fields.pop();
        break;
      }
      case 'w:footnoteReference':
      case 'w:endnoteReference': {
        if (!visible()) break;
        const kind = child.name === 'w:footnoteReference' ? 'footnote' : 'endnote';
        const reference = noteReference(reading, kind, child.attributes['w:id'] ?? '', isOn(child.attributes['w:customMarkFollows']));
        if (reference.mark === '') customMarkOf = reference;
        else pushText(items, { text: reference.mark, bold: style.bold, superscript: true });
        break;
      }
      case 'w:drawing':
      case 'w:pict':
      case 'w:object':
        for (const box of textBoxes(child)) readBlocks(box, reading, context.floating);
        break;
      case 'mc:AlternateContent': {
        const branch = chosenBranch(child);
        if (branch) readRunContent(branch, context, style);
        break;
      }
      default:
        // Soft hyphens show only where Word broke a line; instruction text, deleted text, comment and page-number
        // marks are not shown at all.
        break;
    }
  }
}

function readRun(run: XmlElement, context: InlineContext): void {
  const { styles } = context.reading;
  const properties = childElement(run, 'w:rPr');
  const characterStyle = childElement(properties, 'w:rStyle')?.attributes['w:val'];
  const property = <T>(read: (properties: XmlElement) => T | undefined): T | undefined =>
    (properties ? read(properties) : undefined) ??
    (characterStyle === undefined ? undefined : styles.runProperty(characterStyle, read)) ??
    (context.paragraphStyle === null ? undefined : styles.runProperty(context.paragraphStyle, read));
  const vertical = property((p) => childElement(p, 'w:vertAlign')?.attributes['w:val']);
  readRunContent(run, context, {
    bold: property((p) => onOff(childElement(p, 'w:b'))) ?? false,
    superscript: vertical === 'superscript',
    hidden: property((p) => onOff(childElement(p, 'w:vanish'))) ?? false,
    capitals: property((p) => onOff(childElement(p, 'w:caps'))) ?? false,
  });
}

function readInline(parent: XmlElement, context: InlineContext): void {
  for (const child of childElements(parent)) {
    switch (child.name) {
      case 'w:r':
        readRun(child, context);
        break;
      case 'w:hyperlink':
      case 'w:smartTag':
      case 'w:customXml':
      case 'w:fldSimple':
      case 'w:dir':
      case 'w:bdo':
      case 'w:ins':
      case 'w:moveTo':
        readInline(child, context);
        break;
      case 'w:sdt': {
        const content = childElement(child, 'w:sdtContent');
        if (content) readInline(content, context);
        break;
      }
      case 'mc:AlternateContent': {
        const branch = chosenBranch(child);
        if (branch) readInline(branch, context);
        break;
      }
      case 'm:oMath':
      case 'm:oMathPara':
        if (fieldVisible(context.reading)) pushText(context.items, { text: mathText(child), bold: false, superscript: false });
        break;
      default:
        // Deleted and moved-away text (accepted as deleted), bookmarks, comment ranges, proofing marks.
        break;
    }
  }
}

function alignment(value: string | undefined): WordParagraph['align'] {
  if (value === 'center') return 'center';
  if (value === 'right' || value === 'end') return 'right';
  return 'left';
}

/** Section types after which the next section starts on a new page (nextPage is also what a section without one does). */
const PAGE_SECTIONS = new Set(['nextPage', 'oddPage', 'evenPage']);

/**
 * Reads one paragraph into `out`. Runs carried over from paragraphs whose mark was deleted (a tracked join of two
 * paragraphs) start it; returns the runs to carry into the next paragraph when its own mark is deleted.
 */
function readParagraph(paragraph: XmlElement, reading: Reading, out: WordBlock[], carried: WordRun[]): WordRun[] {
  const { styles, numbering } = reading;
  const own = childElement(paragraph, 'w:pPr');
  const styleId = childElement(own, 'w:pStyle')?.attributes['w:val'] ?? styles.defaultParagraphStyle;
  const property = <T>(read: (properties: XmlElement) => T | undefined): T | undefined =>
    (own ? read(own) : undefined) ?? (styleId === null ? undefined : styles.paragraphProperty(styleId, read));

  const context: InlineContext = { reading, paragraphStyle: styleId, items: [], floating: [] };
  readInline(paragraph, context);
  const runs = (items: Inline[]) => items.filter((item): item is WordRun => item !== 'page-break');

  const mark = childElement(own, 'w:rPr');
  if (childElement(mark, 'w:del') || childElement(mark, 'w:moveFrom')) {
    out.push(...context.floating);
    return [...carried, ...runs(context.items)];
  }

  const numberProperties = childElement(own, 'w:numPr');
  const numId =
    childElement(numberProperties, 'w:numId')?.attributes['w:val'] ??
    property((p) => childElement(childElement(p, 'w:numPr'), 'w:numId')?.attributes['w:val']);
  const listed = numId !== undefined && numId !== '0';
  const listLevel = !listed
    ? 0
    : (wholeNumber(childElement(numberProperties, 'w:ilvl')) ??
      property((p) => wholeNumber(childElement(childElement(p, 'w:numPr'), 'w:ilvl'))) ??
      (styleId === null ? undefined : numbering.levelOfStyle(numId, styleId)) ??
      0);
  const level = Math.min(8, Math.max(0, listLevel));
  const headingLevel = outlineHeadingLevel(own) ?? (styleId === null ? null : styles.headingLevel(styleId));
  const align = alignment(property((p) => childElement(p, 'w:jc')?.attributes['w:val']));

  if (property((p) => onOff(childElement(p, 'w:pageBreakBefore')))) out.push({ kind: 'page-break' });
  const listNumber = listed ? numbering.next(numId, level) : null;
  const segments: WordRun[][] = [[...carried]];
  for (const item of context.items) {
    if (item === 'page-break') segments.push([]);
    else segments.at(-1)!.push(item);
  }
  segments.forEach((segment, i) => {
    if (i > 0) out.push({ kind: 'page-break' });
    const first = i === 0;
    // The rest of a paragraph after a page break is shown only when it has text; the paragraph itself always is.
    if (!first && segment.every((run) => run.text.trim() === '')) return;
    if (first && segment.length === 0 && segments.length > 1 && listNumber === null) return;
    out.push({ kind: 'paragraph', runs: segment, headingLevel, listNumber: first ? listNumber : null, listLevel: level, align });
  });
  out.push(...context.floating);

  const section = childElement(own, 'w:sectPr');
  if (section && PAGE_SECTIONS.has(childElement(section, 'w:type')?.attributes['w:val'] ?? 'nextPage')) out.push({ kind: 'page-break' });
  return [];
}

/** A cell's or a note's text as lines: each paragraph with its list number, each row of a nested table on one line. */
function linesOf(blocks: WordBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'paragraph') {
      const text = paragraphText(block).replace(/\t/g, ' ').trim();
      const line = block.listNumber ? `${block.listNumber} ${text}`.trim() : text;
      return line === '' ? [] : [line];
    }
    if (block.kind === 'table') {
      return block.rows
        .map((row) => row.map((cell) => cell.paragraphs.join(' ')).filter((text) => text !== '').join('  '))
        .filter((line) => line !== '');
    }
    return [];
  });
}

/** Columns a cell may span: a table wider than this is no table Word would lay out. */
const MAX_SPAN = 64;

function readRow(row: XmlElement, reading: Reading): WordTableCell[] | null {
  const rowProperties = childElement(row, 'w:trPr');
  if (childElement(rowProperties, 'w:del')) return null;
  const cells: WordTableCell[] = [];
  const visit = (parent: XmlElement) => {
    for (const child of childElements(parent)) {
      if (child.name === 'w:tc') {
        const properties = childElement(child, 'w:tcPr');
        const span = Math.min(MAX_SPAN, Math.max(1, wholeNumber(childElement(properties, 'w:gridSpan')) ?? 1));
        const horizontal = childElement(properties, 'w:hMerge');
        const previous = cells.at(-1);
        if (horizontal && horizontal.attributes['w:val'] !== 'restart' && previous) {
          previous.span += span;
          continue;
        }
        const vertical = childElement(properties, 'w:vMerge');
        const continuesAbove = vertical !== null && vertical.attributes['w:val'] !== 'restart';
        const blocks: WordBlock[] = [];
        if (!continuesAbove) readBlocks(child, reading, blocks);
        cells.push({ paragraphs: linesOf(blocks), span, continuesAbove });
      } else if (child.name === 'w:sdt') {
        const content = childElement(child, 'w:sdtContent');
        if (content) visit(content);
      } else if (child.name === 'w:customXml') {
        visit(child);
      } else if (child.name === 'mc:AlternateContent') {
        const branch = chosenBranch(child);
        if (branch) visit(branch);
      }
    }
  };
  visit(row);
  return cells;
}

function readTable(table: XmlElement, reading: Reading): WordTable {
  const columnWidths = childElements(childElement(table, 'w:tblGrid'), 'w:gridCol').map((column) =>
    Math.max(0, wholeNumber(column, 'w:w') ?? 0),
  );
  const rows: WordTableCell[][] = [];
  const visit = (parent: XmlElement) => {
    for (const child of childElements(parent)) {
      if (child.name === 'w:tr') {
        const row = readRow(child, reading);
        if (row && row.length > 0) rows.push(row);
      } else if (child.name === 'w:sdt') {
        const content = childElement(child, 'w:sdtContent');
        if (content) visit(content);
      } else if (['w:customXml', 'w:ins', 'w:moveTo'].includes(child.name)) {
        visit(child);
      } else if (child.name === 'mc:AlternateContent') {
        const branch = chosenBranch(child);
        if (branch) visit(branch);
      }
    }
  };
  visit(table);
  return { kind: 'table', columnWidths, rows };
}

/** Reads the paragraphs and tables of a body, a table cell, a text box or a note into `out`, in order. */
function readBlocks(container: XmlElement, reading: Reading, out: WordBlock[]): void {
  let carried: WordRun[] = [];
  const visit = (parent: XmlElement) => {
    for (const child of childElements(parent)) {
      switch (child.name) {
        case 'w:p':
          carried = readParagraph(child, reading, out, carried);
          break;
        case 'w:tbl':
          out.push(readTable(child, reading));
          break;
        case 'w:sdt': {
          const content = childElement(child, 'w:sdtContent');
          if (content) visit(content);
          break;
        }
        case 'w:customXml':
        case 'w:ins':
        case 'w:moveTo':
          visit(child);
          break;
        case 'mc:AlternateContent': {
          const branch = chosenBranch(child);
          if (branch) visit(branch);
          break;
        }
        default:
          // Deleted and moved-away content, the section's own properties, bookmarks, and embedded foreign content
          // (w:altChunk), which is not Word's to read.
          break;
      }
    }
  };
  visit(container);
  if (carried.length > 0) out.push({ kind: 'paragraph', runs: carried, headingLevel: null, listNumber: null, listLevel: 0, align: 'left' });
}

/** Where a package's relationships of a part point, by the last segment of their type ("styles", "footnotes"). */
function relationshipTargets(pkg: WordPackage, part: string, parse: (text: string) => XmlElement): Map<string, string> | null {
  const slash = part.lastIndexOf('/');
  const folder = part.slice(0, slash + 1);
  const text = pkg.text(`${folder}_rels/${part.slice(slash + 1)}.rels`);
  if (text === null) return null;
  const targets = new Map<string, string>();
  for (const relationship of childElements(parse(text), 'rel:Relationship')) {
    const { Type: type, Target: target, TargetMode: mode } = relationship.attributes;
    if (!type || !target || mode === 'External') continue;
    const kind = type.slice(type.lastIndexOf('/') + 1);
    const segments: string[] = [];
    for (const segment of (target.startsWith('/') ? target : folder + target).split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    if (!targets.has(kind)) targets.set(kind, segments.join('/'));
  }
  return targets;
}

function readNotes(root: XmlElement | null, kind: NoteKind): Map<string, XmlElement> {
  const notes = new Map<string, XmlElement>();
  for (const note of childElements(root, `w:${kind}`)) {
    const id = note.attributes['w:id'];
    const type = note.attributes['w:type'];
    // Separators are the rules Word draws above the notes, not notes.
    if (id !== undefined && (type === undefined || type === 'normal') && !notes.has(id)) notes.set(id, note);
  }
  return notes;
}

/** The notes referred to in the text, each once, under a heading at the end: their marks start their paragraphs. */
function readReferencedNotes(reading: Reading): WordBlock[] {
  const blocks: WordBlock[] = [];
  const read = new Set<string>();
  // Notes referring to notes add to the list as it is read; each note is read once, so it ends.
  for (let i = 0; i < reading.noteReferences.length; i++) {
    const { kind, id, mark } = reading.noteReferences[i]!;
    const note = reading.notes[kind].get(id);
    if (!note || read.has(`${kind} ${id}`)) continue;
    read.add(`${kind} ${id}`);
    reading.fields = [];
    const noteBlocks: WordBlock[] = [];
    readBlocks(note, reading, noteBlocks);
    const first = noteBlocks.find((block): block is WordParagraph => block.kind === 'paragraph');
    if (first) Object.assign(first, { listNumber: mark || null, listLevel: 0, headingLevel: null });
    else noteBlocks.unshift({ kind: 'paragraph', runs: [], headingLevel: null, listNumber: mark || null, listLevel: 0, align: 'left' });
    blocks.push(...noteBlocks);
  }
  if (blocks.length === 0) return [];
  return [{ kind: 'paragraph', runs: [{ text: 'Notes', bold: true, superscript: false }], headingLevel: 1, listNumber: null, listLevel: 0, align: 'left' }, ...blocks];
}

/**
 * Reads a Word (.docx) document: its text in reading order as paragraphs (with headings and list numbers as Word
 * shows them), tables and page breaks, its footnotes and endnotes gathered at the end, tracked changes accepted and
 * comments left out. Headers and footers are not read. Refuses, with an IngestionError, what is not a readable Word
 * document or would cost more than the limits to read: a password-protected or Word 97–2003 document, a damaged
 * zip, a decompression bomb, XML entities, XML nested or sized beyond the limits.
 */
export function readWordDocument(bytes: Uint8Array, limits: WordReadingLimits = WORD_READING_LIMITS): WordDocument {
  if (sniffFileType(bytes) === 'doc') {
    if (hasOleStream(bytes, 'EncryptedPackage')) throw ingestionErrors.encryptedWord();
    if (hasOleStream(bytes, 'WordDocument')) throw ingestionErrors.legacyWord();
    throw ingestionErrors.unsupportedDocument('Microsoft Office 97–2003');
  }
  const pkg = openWordPackage(bytes, limits);
  const tally = { elements: 0 };
  const changes = new Set<string>();
  const parse = (text: string, trackChanges = false) => {
    const { root, names } = parseXml(text, limits, tally);
    if (trackChanges) for (const name of TRACKED_CHANGES) if (names.has(name)) changes.add(name);
    return root;
  };
  const parsePart = (name: string | undefined, trackChanges = false) => {
    const text = name === undefined ? null : pkg.text(name);
    return text === null ? null : parse(text, trackChanges);
  };

  const documentPart = relationshipTargets(pkg, '', parse)?.get('officeDocument') ?? 'word/document.xml';
  const documentRoot = parsePart(documentPart, true);
  const body = childElement(documentRoot, 'w:body');
  if (!documentRoot || documentRoot.name !== 'w:document' || !body) throw ingestionErrors.unreadableWord();
  const parts = relationshipTargets(pkg, documentPart, parse);
  const part = (type: string, fallback: string) => (parts ? parts.get(type) : fallback);

  const styles = readWordStyles(parsePart(part('styles', 'word/styles.xml')));
  const numbering = readListNumbering(parsePart(part('numbering', 'word/numbering.xml')), styles);
  const section = childElements(body, 'w:sectPr').at(-1) ?? null;
  const noteFormat = (kind: NoteKind, fallback: string) =>
    childElement(childElement(section, `w:${kind}Pr`), 'w:numFmt')?.attributes['w:val'] ?? fallback;
  const reading: Reading = {
    styles,
    numbering,
    fields: [],
    notes: {
      footnote: readNotes(parsePart(part('footnotes', 'word/footnotes.xml'), true), 'footnote'),
      endnote: readNotes(parsePart(part('endnotes', 'word/endnotes.xml'), true), 'endnote'),
    },
    // Word numbers footnotes 1, 2, 3 and endnotes i, ii, iii unless the document says otherwise.
    noteFormats: { footnote: noteFormat('footnote', 'decimal'), endnote: noteFormat('endnote', 'lowerRoman') },
    notesCounted: { footnote: 0, endnote: 0 },
    noteReferences: [],
  };
  const blocks: WordBlock[] = [];
  readBlocks(body, reading, blocks);
  blocks.push(...readReferencedNotes(reading));
  const comments = parsePart(part('comments', 'word/comments.xml'));
  return {
    blocks,
    unacceptedChanges: changes.size > 0,
    comments: childElements(comments, 'w:comment').length > 0,
  };
}
