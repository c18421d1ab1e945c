/** The element of index.html whose JSON lists each page's chunks (written by page-chunks-by-address.ts). */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/** A page of the table: its address as a regular expression (the router's), and the chunks its code needs. */
export interface PageChunks {
  pattern: [source: string, flags: string];
  files: string[];
}

/**
 * Asks for the chunks of the page at `pathname` while the app's own are being fetched, so its code is in by the
 * time the app renders it rather than asked for then. They are fetched only (modulepreload): the page's code runs
 * when the app imports it. The development server writes no list, and then nothing is asked for.
 */
export function preloadPageChunks(pathname: string) {
  const list = document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!list) return;
  // The first page whose address matches, as the router's switch chooses.
  const page = (JSON.parse(list) as PageChunks[]).find(({ pattern: [source, flags] }) => new RegExp(source, flags).test(pathname));
  for (const file of page?.files ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As index.html's own modulepreload links: module scripts are fetched in CORS mode.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
