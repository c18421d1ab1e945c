import type { Readable } from 'node:stream';
import { AlignmentType, Document, Footer, Header, HeadingLevel, ImageRun, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { redFlagHeading, type CaseReport, type ReportTitleReport } from '@dd/contracts';
import {
  answerConfidenceText,
  answerText,
  CHECKLIST_STATUS_LABELS,
  checklistNotesText,
  CONFIDENCE_TERM_TEXT,
  DOCUMENTS_SUMMARY_COLUMNS,
  documentsSummaryRow,
  EMPTY_SECTION_TEXT,
  fileDetailsText,
  fileSourcesText,
  notesText,
  PRIVILEGED_TEXT,
  reportDate,
  SEVERITY_LABELS,
  sourcesText,
  titleReportIntro,
} from './build-case-report.ts';
import { ANNEXURE_COLUMNS, annexureCells, NO_ANNEXURES_TEXT } from './report-annexures.ts';

/** A firm logo a report can carry: Word takes PNG and JPEG (a WebP logo is left out). */
export interface ReportLogo {
  bytes: Buffer;
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

const LOGO_HEIGHT = 60;

const lines = (text: string, options: { bold?: boolean } = {}) =>
  text.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, bold: options.bold })] }));

const cell = (text: string, options: { bold?: boolean; width: number }) =>
  new TableCell({ width: { size: options.width, type: WidthType.PERCENTAGE }, children: lines(text, options) });

/** A table with a header row; each row's cells in the columns' order. */
const table = (columns: readonly { title: string; width: number }[], rows: readonly string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((column) => cell(column.title, { bold: true, width: column.width })) }),
      ...rows.map((row) => new TableRow({ children: row.map((text, index) => cell(text, { width: columns[index]!.width })) })),
    ],
  });

const FACT_COLUMNS = [
  { title: 'Entry', width: 30 },
  { title: 'What the register says', width: 35 },
  { title: 'Source (file, page and quote)', width: 35 },
];
const CHECKLIST_COLUMNS = [
  { title: 'Check', width: 22 },
  { title: 'Result', width: 10 },
  { title: 'Finding', width: 28 },
  { title: 'Evidence', width: 22 },
  { title: 'Lawyer', width: 18 },
];

/** The report on title: red flags first, then each section, then the checklist as the lawyer left it. */
function titleReportParagraphs(title: ReportTitleReport) {
  return [
    new Paragraph({ text: 'Report on title', heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    ...lines(titleReportIntro(title)),
    new Paragraph({ text: 'Red flags', heading: HeadingLevel.HEADING_2 }),
    ...(title.redFlags.length === 0
      ? [new Paragraph({ text: 'No red flags were found on the registers.' })]
      : title.redFlags.flatMap((flag) => [
          new Paragraph({ children: [new TextRun({ text: `${SEVERITY_LABELS[flag.severity]}: ${redFlagHeading(flag)}`, bold: true })] }),
          ...lines(flag.reason),
          ...lines(fileSourcesText(flag.sources)),
        ])),
    ...title.sections.flatMap((section) => [
      new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_2 }),
      section.facts.length === 0
        ? new Paragraph({ text: EMPTY_SECTION_TEXT })
        : table(
            FACT_COLUMNS,
            section.facts.map((fact) => [fact.label, fact.value, fileSourcesText(fact.sources)]),
          ),
    ]),
    ...(title.checklist.length === 0
      ? []
      : [
          new Paragraph({ text: 'Title checklist', heading: HeadingLevel.HEADING_2 }),
          table(
            CHECKLIST_COLUMNS,
            title.checklist.map((item) => [
              `${item.titleNumber ? `${item.titleNumber}: ` : ''}${item.label}`,
              CHECKLIST_STATUS_LABELS[item.status],
              item.finding,
              fileSourcesText(item.sources),
              checklistNotesText(item),
            ]),
          ),
        ]),
  ];
}

/** The summary's shares of the page, which Word's table spreads over its whole width. */
const SUMMARY_SHARES = DOCUMENTS_SUMMARY_COLUMNS.reduce((total, { share }) => total + share, 0);

const COLUMNS = [
  { title: 'Question', width: 25 },
  { title: 'Answer', width: 25 },
  { title: 'Source (page and quote)', width: 30 },
  { title: 'Notes', width: 20 },
];

/**
 * The case record as a Word document: a cover with the matter's details, the report on title, a table of answers per
 * file, then the annexures.
 */
export function renderCaseReportDocx(report: CaseReport, logo: ReportLogo | null): Readable {
  const cover = [
    ...(logo
      ? [
          new Paragraph({
            children: [
              new ImageRun({
                type: logo.type,
                data: logo.bytes,
                transformation: { height: LOGO_HEIGHT, width: Math.round((logo.width / logo.height) * LOGO_HEIGHT) },
                altText: { name: 'Firm logo', description: 'Firm logo', title: 'Firm logo' },
              }),
            ],
          }),
        ]
      : []),
    new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: `Due diligence report · ${report.practiceArea} · ${report.region}` }),
    new Paragraph({ text: `Prepared by ${report.preparedBy.name} (${report.preparedBy.email}) on ${reportDate(report)}` }),
    new Paragraph({ text: `${report.files.length} document${report.files.length === 1 ? '' : 's'} reviewed` }),
    ...(report.comment ? [new Paragraph({ text: 'Comment', heading: HeadingLevel.HEADING_2 }), ...lines(report.comment)] : []),
    // What the report covers, on its cover, as the PDF's has it.
    new Paragraph({ text: 'Documents', heading: HeadingLevel.HEADING_2 }),
    table(
      DOCUMENTS_SUMMARY_COLUMNS.map(({ title, share }) => ({ title, width: (100 * share) / SUMMARY_SHARES })),
      report.files.map(documentsSummaryRow),
    ),
    new Paragraph({ text: CONFIDENCE_TERM_TEXT }),
  ];
  const files = report.files.flatMap((file) => [
    new Paragraph({ text: file.filename, heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    new Paragraph({ text: fileDetailsText(file) }),
    ...(file.error ? [new Paragraph({ children: [new TextRun({ text: `This document could not be read: ${file.error}`, bold: true })] })] : []),
    ...(file.answers.length === 0
      ? []
      : [
          table(
            COLUMNS,
            file.answers.map((answer) => [
              answer.question,
              [answerText(answer), answerConfidenceText(answer)].filter(Boolean).join('\n'),
              sourcesText(answer),
              notesText(answer),
            ]),
          ),
        ]),
  ]);
  const annexures = [
    new Paragraph({ text: 'Annexures', heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    report.annexures.length === 0
      ? new Paragraph({ text: NO_ANNEXURES_TEXT })
      : table(
          ANNEXURE_COLUMNS.map((title) => ({ title, width: 100 / ANNEXURE_COLUMNS.length })),
          report.annexures.map(annexureCells),
        ),
  ];
  const document = new Document({
    creator: report.preparedBy.name,
    title: report.title,
    description: `Due diligence report: ${report.title}`,
    sections: [
      {
        // Every page headed with the case and its privilege, and numbered, as the PDF's are.
        headers: { default: new Header({ children: [new Paragraph({ text: report.title }), new Paragraph({ text: PRIVILEGED_TEXT })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
        children: [...cover, ...(report.titleReport ? titleReportParagraphs(report.titleReport) : []), ...files, ...annexures],
      },
    ],
  });
  // Zipped as it is sent rather than into one buffer first.
  return Packer.toStream(document) as Readable;
}
