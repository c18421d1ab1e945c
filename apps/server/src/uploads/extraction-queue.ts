import pLimit from 'p-limit';

// OCR takes a core and hundreds of megabytes on a two-core machine: one document at a time per process.
const oneAtATime = pLimit(1);

/** Runs a document extraction when the ones queued before it have finished. */
export function inExtractionQueue<T>(task: () => Promise<T>): Promise<T> {
  return oneAtATime(task);
}
