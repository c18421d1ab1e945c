import { useEffect, useState } from 'react';

/**
 * Whether the browser has finished the page's first work. What a page can do without at first (who else has the case
 * open) is asked for then, so that it never competes with the page's own first paint for the network or the main
 * thread.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // jsdom and Safari have no idle callbacks: the next task will do.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const callback = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(callback);
  }, []);
  return idle;
}
