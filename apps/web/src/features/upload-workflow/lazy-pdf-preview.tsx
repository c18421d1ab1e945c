import { Loader, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';

const PdfThumbnail = lazy(() => import('./pdf-preview.tsx').then((m) => ({ default: m.PdfThumbnail })));
const PdfPageViewer = lazy(() => import('./pdf-preview.tsx').then((m) => ({ default: m.PdfPageViewer })));

const noPreview = (
  <Text size="xs" c="dimmed">
    No preview available
  </Text>
);

/**
 * A preview is a convenience: when pdf.js cannot load or run (an old browser, a chunk lost to a redeploy), the
 * lawyer still has the workflow, with a note in place of the picture.
 */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? noPreview : this.props.children;
  }
}

/**
 * The first page of a PDF, small; pdf.js loads only when a preview is first shown. A file of an archive has none until
 * its PDF is fetched (`null`), nor any when it cannot be: the note says so meanwhile.
 */
export function LazyPdfThumbnail({ file }: { file: File | null }) {
  if (!file) return noPreview;
  return (
    <PreviewBoundary>
      <Suspense fallback={<Loader size="xs" aria-label="Loading preview" />}>
        <PdfThumbnail file={file} />
      </Suspense>
    </PreviewBoundary>
  );
}

/** A larger preview with page navigation; pdf.js loads only when a preview is first shown. */
export function LazyPdfPageViewer({ file }: { file: File }) {
  return (
    <PreviewBoundary>
      <Suspense fallback={<Loader aria-label="Loading preview" />}>
        <PdfPageViewer file={file} />
      </Suspense>
    </PreviewBoundary>
  );
}
