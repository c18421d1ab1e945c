import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installObjectUrls, objectUrls } from './object-urls.ts';

// Pages and the PDF viewer load on demand, as in the browser: the first import of a chunk in a busy worker can
// take longer than the library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 4000 });

/**
 * Browser APIs Mantine relies on that jsdom does not provide. Every web test runs in jsdom: with `isolate: false`, a
 * file in Node's environment tears the shared window down between files, under any React work the file before it left
 * scheduled ("window is not defined", failing the whole run once).
 */
const completeJsdom = () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  installObjectUrls();
};

completeJsdom();

afterEach(() => {
  // The page goes first, while the fakes still stand in for the network: what it sends as it goes (a case page's
  // goodbye) reaches the test's fake API, never the real network.
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  window.localStorage.clear();
  objectUrls.reset();
});
