import { Document, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { CaseReport } from '@dd/contracts';
import { answerText, notesText, reportDate, sourcesText } from './build-case-report.ts';

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

const COLUMNS = [
  { title: 'Question', width: 25 },
  { title: 'Answer', width: 25 },
  { title: 'Source (page and quote)', width: 30 },
  { title: 'Notes', width: 20 },
];

/** The case record as a Word document: a cover with the matter's details, then a table of answers per file. */
export async function renderCaseReportDocx(report: CaseReport, logo: ReportLogo | null): Promise<Buffer> {
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
  ];
  const files = report.files.flatMap((file) => [
    new Paragraph({ text: file.filename, heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    new Paragraph({ text: `${file.documentType}${file.pages === null ? '' : ` · ${file.pages} page${file.pages === 1 ? '' : 's'}`}` }),
    ...(file.error ? [new Paragraph({ children: [new TextRun({ text: `This document could not be read: ${file.error}`, bold: true })] })] : []),
    ...(file.answers.length === 0
      ? []
      : [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ tableHeader: true, children: COLUMNS.map((column) => cell(column.title, { bold: true, width: column.width })) }),
              ...file.answers.map(
                (answer) =>
                  new TableRow({
                    children: [answer.question, answerText(answer), sourcesText(answer), notesText(answer)].map((text, index) =>
                      cell(text, { width: COLUMNS[index]!.width }),
                    ),
                  }),
              ),
            ],
          }),
        ]),
  ]);
  const document = new Document({
    creator: report.preparedBy.name,
    title: report.title,
    description: `Due diligence report: ${report.title}`,
    sections: [{ children: [...cover, ...files] }],
  });
  return Packer.toBuffer(document);
}
