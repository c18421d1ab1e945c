import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import type { Citation, DocumentSource } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { FileName } from '../../ui/user-text.tsx';
import { caseFilePdf } from './case-queries.ts';
import { highlightTextItem } from './highlight-quote.ts';

// Loaded with this module only, so pdf.js stays out of the first page load.
pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

/**
 * A page to show: of a case file (with what the file was, where it was not a PDF), or of another PDF of the case by
 * its API path (an uploaded annexure's own, always a PDF).
 */
export type CitationTarget = ({ caseFileId: string; source: DocumentSource | null } | { url: string }) & {
  filename: string;
  /**
   * The page, and the quote to mark on it: empty when a page is opened rather than a quote (an annexure's first).
   * On a scanned page the quote is marked by its boxes, as the scan has no text layer to find it in.
   */
  citation: Pick<Citation, 'page' | 'quote' | 'boxes'>;
};

/** The quote's boxes on a scanned page, scaled from PDF points to the page as drawn. */
function ScanMarks({ boxes, scale }: { boxes: NonNullable<Citation['boxes']>; scale: number }) {
  return boxes.map((box, index) => (
    <mark
      key={index}
      data-scan-mark
      aria-hidden
      style={{
        position: 'absolute',
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        height: box.height * scale,
        background: 'rgba(255, 213, 0, 0.4)',
        pointerEvents: 'none',
      }}
    />
  ));
}

/** The cited page of a PDF with the quote marked (in its text layer, or over a scan by its boxes) and scrolled into view. */
export function CitationViewer({ target, width }: { target: CitationTarget; width: number }) {
  const api = useApiClient();
  const pdf = useQuery({
    queryKey: 'url' in target ? ['pdf', target.url] : ['case-file-pdf', target.caseFileId],
    queryFn: () => ('url' in target ? api.getBlob(target.url) : caseFilePdf(api, target.caseFileId)),
    staleTime: Infinity,
  });
  const pageRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  const { quote, page, boxes } = target.citation;
  const renderText = useCallback(({ str }: { str: string }) => highlightTextItem(str, quote), [quote]);
  const showQuote = () => pageRef.current?.querySelector('mark')?.scrollIntoView({ block: 'center' });

  if (pdf.isPending) return <Loader aria-label="Loading the document" />;
  if (pdf.isError) return <Alert color="red">The document could not be loaded.</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <FileName name={target.filename} />, page {page}
        {quote && `: “${quote}”`}
      </Text>
      <Document file={pdf.data} loading={<Loader />} error={<Alert color="red">The document could not be shown.</Alert>}>
        <Page
          inputRef={pageRef}
          pageNumber={page}
          width={width}
          renderAnnotationLayer={false}
          customTextRenderer={renderText}
          onLoadSuccess={(loaded) => setScale(loaded.width / loaded.originalWidth)}
          onRenderTextLayerSuccess={showQuote}
          onRenderSuccess={showQuote}
        >
          {boxes && scale !== null && <ScanMarks boxes={boxes} scale={scale} />}
        </Page>
      </Document>
    </Stack>
  );
}
