import { formatByteSize } from '@dd/contracts/plain';
import { ingestionErrors, type IngestionError } from './ingestion-error.ts';

/** The limits pdf.js itself enforces while it decodes streams and parses page content. */
export interface PdfParserLimits {
  streamMaxBytes: number;
  documentDecodedMaxBytes: number;
  pageMaxOperators: number;
}

/**
 * The hooks our patch to pdf.js's worker (patches/pdfjs-dist+*.patch) calls: before a decode buffer grows and
 * after each content-stream operator is read. Throwing stops that stream or page inside pdf.js.
 */
interface PdfjsResourceHooks {
  growDecodedStream(addedBytes: number, streamBytes: number): void;
  countOperator(): void;
  /** pdf.js leaves out of the page image an image over its `maxImageSize`; this only takes note. */
  dropImage(pixels: number): void;
  /** pdf.js draws a tiling pattern by reading its content, which may use the pattern again, without end. */
  enterTilingPattern(): void;
  leaveTilingPattern(): void;
}

/** Patterns inside patterns: real files nest one or two; a pattern that paints itself nests without end. */
const MAX_TILING_PATTERN_DEPTH = 32;

declare global {
  var pdfjsResourceGuard: PdfjsResourceHooks | undefined;
}

export interface PdfResourceGuard {
  /** Operators are counted per page: call before each page's text is read or its image rendered. */
  beginPage(page: number): void;
  /**
   * Throws the limit that was passed. pdf.js recovers from errors inside a page (stopAtErrors: false) and would
   * otherwise carry on with the page cut short, so the guard remembers the first limit passed.
   */
  throwIfExceeded(): void;
  /** The first page from which an image was left out for having too many pixels, if any. */
  readonly droppedImagePage: number | null;
  release(): void;
}

const count = (n: number) => n.toLocaleString('en-GB');

let active: PdfResourceGuard | null = null;

/**
 * Counts what pdf.js decodes and parses for one document. pdf.js runs in the calling thread in Node, so the
 * counts are this process's: one guarded document at a time (the document workers read one at a time).
 */
export function guardPdfResources(limits: PdfParserLimits): PdfResourceGuard {
  if (active) throw new Error('Another PDF is being read in this process');
  let decodedBytes = 0;
  let operators = 0;
  let page = 0;
  let exceeded: IngestionError | null = null;
  let droppedImagePage: number | null = null;
  let tilingDepth = 0;

  const stop = (reason: string): never => {
    exceeded ??= ingestionErrors.unsafe(reason);
    throw exceeded;
  };

  globalThis.pdfjsResourceGuard = {
    growDecodedStream(addedBytes, streamBytes) {
      if (streamBytes > limits.streamMaxBytes) {
        stop(`a stream in it decompresses to more than ${formatByteSize(limits.streamMaxBytes)}`);
      }
      decodedBytes += addedBytes;
      if (decodedBytes > limits.documentDecodedMaxBytes) {
        stop(`its streams decompress to more than ${formatByteSize(limits.documentDecodedMaxBytes)} altogether`);
      }
    },
    countOperator() {
      if (++operators > limits.pageMaxOperators) {
        stop(`page ${page} has more than ${count(limits.pageMaxOperators)} drawing and text operations`);
      }
    },
    dropImage() {
      droppedImagePage ??= page;
    },
    enterTilingPattern() {
      if (tilingDepth >= MAX_TILING_PATTERN_DEPTH) {
        stop(`page ${page} has patterns nested more than ${MAX_TILING_PATTERN_DEPTH} deep`);
      }
      tilingDepth++;
    },
    leaveTilingPattern() {
      tilingDepth--;
    },
  };

  const guard: PdfResourceGuard = {
    beginPage(n) {
      page = n;
      operators = 0;
    },
    throwIfExceeded() {
      if (exceeded) throw exceeded;
    },
    get droppedImagePage() {
      return droppedImagePage;
    },
    release() {
      if (active !== guard) return;
      active = null;
      globalThis.pdfjsResourceGuard = undefined;
    },
  };
  active = guard;
  return guard;
}
