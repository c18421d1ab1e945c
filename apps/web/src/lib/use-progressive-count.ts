import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to show: a first batch at once, then a batch more after each paint, as background
 * renders. A long list then reaches the page in short tasks rather than one long one that freezes a phone.
 */
export function useProgressiveCount(total: number, batch = 4): number {
  const [count, setCount] = useState(batch);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + batch)), 0);
    return () => clearTimeout(timer);
  }, [count, total, batch]);
  return Math.min(count, total);
}
