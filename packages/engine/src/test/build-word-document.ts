import {
  AlignmentType,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  InsertedTextRun,
  LevelFormat,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';

/** A piece of a paragraph: text, bold text, a tracked insertion or deletion, a footnote at that point, or a comment on some text. */
export type WordPiece =
  | string
  | { bold: string }
  | { inserted: string }
  | { deleted: string }
  | { footnote: string }
  | { comment: string; on: string };

/** A block of a Word document to build; a clause is numbered 1., 1.1 or (a) by its level. */
export type WordBlockSpec =
  | { title: string }
  | { heading: string; level?: 1 | 2 | 3 }
  | { clause: string | WordPiece[]; level?: 0 | 1 | 2 }
  | { paragraph: string | WordPiece[] }
  | { table: string[][] }
  | { pageBreak: true };

/**
 * A lease in Word with what the Word reader must get right: a title and headings, clauses numbered 1., 1.1 and (a),
 * a table, a page break, a footnote, a tracked insertion and deletion, and a comment.
 */
export const WORD_LEASE: WordBlockSpec[] = [
  { title: 'LEASE OF COMMERCIAL PREMISES' },
  { heading: 'Particulars' },
  {
    table: [
      ['Item', 'Detail'],
      ['Landlord', 'Harbour Estates Limited'],
      ['Tenant', 'Seán Ó Briain trading as Briain Books'],
      ['Rent', '€1,000 a month'],
    ],
  },
  { heading: 'Terms' },
  { clause: 'Definitions', level: 0 },
  { clause: ['In this Lease the Premises means Unit 4, Harbour Walk', { footnote: 'As shown edged red on the plan.' }, '.'], level: 1 },
  { clause: 'The Term is fifteen years.', level: 1 },
  { clause: 'The Tenant shall:', level: 1 },
  { clause: ['keep the Premises in ', { inserted: 'good and substantial ' }, { deleted: 'reasonable ' }, 'repair;'], level: 2 },
  { clause: ['not assign the whole of the Premises ', { comment: 'Check the alienation covenant.', on: 'without consent' }, '.'], level: 2 },
  { pageBreak: true },
  { clause: 'Rent', level: 0 },
  { clause: 'The Tenant shall pay the Rent monthly in advance.', level: 1 },
  { paragraph: 'Signed by the parties on 1 March 2024.' },
];

const REVISION = { author: 'Conveyancer', date: '2024-03-01T09:00:00Z' };

const CLAUSE_LEVELS = [
  { level: 0, format: LevelFormat.DECIMAL, text: '%1.', indent: 0 },
  { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', indent: 1 },
  { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', indent: 2 },
].map(({ level, format, text, indent }) => ({
  level,
  format,
  text,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: 720 * (indent + 1), hanging: 720 } } },
}));

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/**
 * A real Word (.docx) file made with the docx package, as Word itself would save it: styles, numbering, footnotes and
 * comments in their own parts.
 */
export async function buildWordDocument(blocks: WordBlockSpec[] = WORD_LEASE): Promise<Uint8Array> {
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  const comments: ICommentOptions[] = [];
  let revision = 0;
  const pieces = (content: string | WordPiece[]): ParagraphChild[] =>
    (typeof content === 'string' ? [content] : content).flatMap((piece): ParagraphChild[] => {
      if (typeof piece === 'string') return [new TextRun(piece)];
      if ('bold' in piece) return [new TextRun({ text: piece.bold, bold: true })];
      if ('inserted' in piece) return [new InsertedTextRun({ text: piece.inserted, id: ++revision, ...REVISION })];
      if ('deleted' in piece) return [new DeletedTextRun({ text: piece.deleted, id: ++revision, ...REVISION })];
      if ('footnote' in piece) {
        const id = Object.keys(footnotes).length + 1;
        footnotes[id] = { children: [new Paragraph(piece.footnote)] };
        return [new FootnoteReferenceRun(id)];
      }
      const id = comments.length;
      comments.push({ id, author: REVISION.author, date: new Date(REVISION.date), children: [new Paragraph(piece.comment)] });
      return [new CommentRangeStart(id), new TextRun(piece.on), new CommentRangeEnd(id), new TextRun({ children: [new CommentReference(id)] })];
    });

  const children = blocks.map((block) => {
    if ('title' in block) return new Paragraph({ text: block.title, heading: HeadingLevel.TITLE });
    if ('heading' in block) return new Paragraph({ text: block.heading, heading: HEADINGS[block.level ?? 1] });
    if ('clause' in block) return new Paragraph({ children: pieces(block.clause), numbering: { reference: 'clauses', level: block.level ?? 0 } });
    if ('paragraph' in block) return new Paragraph({ children: pieces(block.paragraph) });
    if ('pageBreak' in block) return new Paragraph({ children: [new PageBreak()] });
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: block.table.map((row) => new TableRow({ children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) })),
    });
  });

  const document = new Document({
    creator: REVISION.author,
    numbering: { config: [{ reference: 'clauses', levels: CLAUSE_LEVELS }] },
    footnotes,
    comments: { children: comments },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
