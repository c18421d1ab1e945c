import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Loaded with this module only, so pdf.js stays out of the first page load.
pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

const unreadable = (
  <Text size="xs" c="dimmed">
    No preview available
  </Text>
);

/** The first page of a PDF, small, for lists. */
export function PdfThumbnail({ file }: { file: File }) {
  return (
    <Document file={file} loading={<Loader size="sm" />} error={unreadable} aria-label={`First page of ${file.name}`}>
      <Page pageNumber={1} width={96} renderTextLayer={false} renderAnnotationLayer={false} />
    </Document>
  );
}

/** A larger preview of a PDF with page navigation. */
export function PdfPageViewer({ file }: { file: File }) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  return (
    <div>
      <Document
        file={file}
        loading={<Loader />}
        error={unreadable}
        onLoadSuccess={(document) => {
          setPages(document.numPages);
          setPage(1);
        }}
      >
        <Page pageNumber={page} width={420} renderTextLayer={false} renderAnnotationLayer={false} />
      </Document>
      {pages > 0 && (
        <Group justify="center" mt="xs" gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Text size="sm" aria-live="polite">
            Page {page} of {pages}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </Group>
      )}
    </div>
  );
}
