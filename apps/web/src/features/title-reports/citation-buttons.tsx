import { Button, Group } from '@mantine/core';
import type { CaseFile, FileCitation } from '@dd/contracts';

/** Opens a cited page of one of the case's files in the source pane. */
export type OpenFileSource = (caseFileId: string, citation: FileCitation) => void;

/**
 * One "p. N" button per verified citation, named for screen readers by the page and file it opens. A quote the
 * engine could not find again in the document is never offered as a source.
 */
export function CitationButtons({ citations, files, onSource }: { citations: FileCitation[]; files: readonly CaseFile[]; onSource: OpenFileSource }) {
  const sources = citations.filter((citation) => citation.verified);
  if (sources.length === 0) return null;
  const filename = (caseFileId: string) => files.find((file) => file.id === caseFileId)?.filename ?? 'a document no longer in the case';
  return (
    <Group gap={4}>
      {sources.map((citation, index) => (
        <Button
          key={`${citation.caseFileId}:${citation.page}:${citation.start}:${index}`}
          size="compact-xs"
          variant="light"
          aria-label={`Open the source on page ${citation.page} of ${filename(citation.caseFileId)}`}
          onClick={() => onSource(citation.caseFileId, citation)}
        >
          p. {citation.page}
        </Button>
      ))}
    </Group>
  );
}
