import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID, preloadPageChunks, type PageChunks } from './preload-page-chunks.ts';

const pages: PageChunks[] = [
  { pattern: ['^\\/cases\\/([^/]+?)\\/?$', 'i'], files: ['/assets/case-page.js', '/assets/format-date.js'] },
  { pattern: ['^\\/?$', 'i'], files: ['/assets/home-page.js'] },
];

function writeList(list: PageChunks[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CHUNKS_ELEMENT_ID;
  script.textContent = JSON.stringify(list);
  document.head.append(script);
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);

afterEach(() => {
  for (const node of document.head.querySelectorAll(`#${PAGE_CHUNKS_ELEMENT_ID}, link[rel="modulepreload"]`)) node.remove();
});

describe("the opened page's chunks", () => {
  it('are preloaded, in CORS mode as module scripts are fetched, for the page at the address', () => {
    writeList(pages);
    preloadPageChunks('/cases/case-1');
    expect(preloaded()).toEqual([
      ['/assets/case-page.js', ''],
      ['/assets/format-date.js', ''],
    ]);
  });

  it('are none for an address no page has', () => {
    writeList(pages);
    preloadPageChunks('/nowhere');
    expect(preloaded()).toEqual([]);
  });

  it('are none without the list, as under the development server', () => {
    preloadPageChunks('/cases/case-1');
    expect(preloaded()).toEqual([]);
  });
});
