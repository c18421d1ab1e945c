import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableHandlers } from './use-stable-handlers.ts';

describe('useStableHandlers', () => {
  it('keeps one object across renders whose methods call the latest render’s handlers', () => {
    const { result, rerender } = renderHook(({ label }) => useStableHandlers({ describe: (n: number) => `${label} ${n}` }), {
      initialProps: { label: 'first' },
    });
    const stable = result.current;
    expect(stable.describe(1)).toBe('first 1');
    rerender({ label: 'second' });
    expect(result.current).toBe(stable);
    expect(stable.describe(2)).toBe('second 2');
  });
});
