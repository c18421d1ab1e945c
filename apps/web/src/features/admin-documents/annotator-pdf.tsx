import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import type { Annotation } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { highlightTextItem } from '../cases/highlight-quote.ts';
import { adminDocumentPdf } from './admin-documents-queries.ts';

// Loaded with this module only, so pdf.js stays out of every other page.
pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

/** Text the admin selected on one page, to annotate. */
export interface PageSelection {
  page: number;
  quote: string;
}

export interface AnnotatorPdfProps {
  caseFileId: string;
  annotations: readonly Pick<Annotation, 'page' | 'quote'>[];
  width: number;
  onAnnotateSelection: (selection: PageSelection) => void;
}

/** A piece of a page's text marked when it belongs to any annotation of that page. */
const markAnnotations = (text: string, quotes: readonly string[]) => {
  for (const quote of quotes) {
    const marked = highlightTextItem(text, quote);
    if (marked.startsWith('<mark>')) return marked;
  }
  return highlightTextItem(text, '');
};

/** The selection in the document, when it lies within one page's text. */
function currentSelection(): PageSelection | null {
  const selection = window.getSelection();
  const quote = selection?.toString().replace(/\s+/g, ' ').trim();
  if (!selection || !quote || selection.rangeCount === 0) return null;
  const pageOf = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('[data-page-number]');
  const start = pageOf(selection.anchorNode);
  if (!start || start !== pageOf(selection.focusNode)) return null;
  return { page: Number(start.getAttribute('data-page-number')), quote };
}

/** Every page of the file, the annotated quotes marked; selecting text on a page offers to annotate it. */
export function AnnotatorPdf({ caseFileId, annotations, width, onAnnotateSelection }: AnnotatorPdfProps) {
  const api = useApiClient();
  const pdf = useQuery({ queryKey: ['admin-document-pdf', caseFileId], queryFn: () => adminDocumentPdf(api, caseFileId), staleTime: Infinity });
  const [pageCount, setPageCount] = useState(0);
  const [selection, setSelection] = useState<PageSelection | null>(null);
  const quotesOn = useCallback((page: number) => annotations.filter((annotation) => annotation.page === page).map((annotation) => annotation.quote), [annotations]);
  const noteSelection = () => setSelection(currentSelection());

  if (pdf.isPending) return <Loader aria-label="Loading the document" />;
  if (pdf.isError) return <Alert color="red">The document could not be loaded.</Alert>;
  return (
    <Stack gap="sm">
      <Paper withBorder p="xs" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{selection ? `Selected on page ${selection.page}: “${selection.quote}”` : 'Select text on a page to annotate it.'}</Text>
          <Button size="xs" disabled={!selection} onClick={() => selection && onAnnotateSelection(selection)}>
            Annotate the selection
          </Button>
        </Group>
      </Paper>
      <div onMouseUp={noteSelection} onKeyUp={noteSelection}>
        <Document
          file={pdf.data}
          loading={<Loader aria-label="Opening the document" />}
          error={<Alert color="red">The document could not be shown.</Alert>}
          onLoadSuccess={({ numPages }) => setPageCount(numPages)}
        >
          <Stack gap="md">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
              <Paper key={page} withBorder component="section" aria-label={`Page ${page}`}>
                <Page pageNumber={page} width={width} renderAnnotationLayer={false} customTextRenderer={({ str }) => markAnnotations(str, quotesOn(page))} />
              </Paper>
            ))}
          </Stack>
        </Document>
      </div>
    </Stack>
  );
}
