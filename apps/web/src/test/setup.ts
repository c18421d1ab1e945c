import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installObjectUrls, objectUrls } from './object-urls.ts';

/** Browser APIs Mantine relies on that jsdom does not provide (node-environment tests have no window). */
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

const hasDom = typeof window !== 'undefined';
if (hasDom) completeJsdom();

afterEach(() => {
  vi.unstubAllGlobals();
  if (!hasDom) return;
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  objectUrls.reset();
});
