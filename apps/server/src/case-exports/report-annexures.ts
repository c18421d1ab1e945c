import type { Annexure, ReportAnnexure } from '@dd/contracts';

/** The case's annexures as a report lists them: a detected one by its label and pages, an uploaded one by its file. */
export function reportAnnexures(annexures: readonly Annexure[]): ReportAnnexure[] {
  return annexures.map((annexure) =>
    annexure.source === 'detected'
      ? {
          source: 'detected',
          name: annexure.title,
          parentFilename: annexure.parentFilename,
          pages: { start: annexure.startPage, end: annexure.endPage },
          status: annexure.status,
          readAs: null,
          error: null,
        }
      : {
          source: 'uploaded',
          name: annexure.filename ?? annexure.title,
          parentFilename: annexure.parentFilename,
          pages: null,
          status: annexure.status,
          readAs: annexure.kind,
          error: annexure.error,
        },
  );
}

/** The columns every format lists the annexures under, each cell's text from {@link annexureCells}. */
export const ANNEXURE_COLUMNS = ['Annexure', 'Where it is', 'Read as'] as const;

/** "lease.pdf, pages 12–13" for a detected annexure; "Uploaded, attached to lease.pdf" for an uploaded one. */
function whereItIs(annexure: ReportAnnexure): string {
  if (annexure.pages) {
    const { start, end } = annexure.pages;
    return `${annexure.parentFilename ?? ''}, ${start === end ? `page ${start}` : `pages ${start}–${end}`}`;
  }
  return annexure.parentFilename ? `Uploaded, attached to ${annexure.parentFilename}` : 'Uploaded';
}

/** What an uploaded annexure was read as, or why it has not been; a detected one is read as part of its file. */
function readAs(annexure: ReportAnnexure): string {
  if (annexure.source === 'detected') return '';
  if (annexure.status === 'failed') return `Could not be read${annexure.error ? `: ${annexure.error}` : ''}`;
  return annexure.readAs ?? 'Not yet read';
}

/** An annexure's row in the order of {@link ANNEXURE_COLUMNS}. */
export const annexureCells = (annexure: ReportAnnexure): string[] => [annexure.name, whereItIs(annexure), readAs(annexure)];

/** What a report says when the case has no annexures, so the reader knows they were looked for. */
export const NO_ANNEXURES_TEXT = 'No annexures were found in the case’s documents, and none were uploaded.';
