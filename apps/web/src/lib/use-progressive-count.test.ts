import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

describe('progressive count', () => {
  it('shows a first batch at once, then grows batch by batch to the whole list, never past it', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(20, 8);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
    expect(new Set(seen)).toEqual(new Set([8, 16, 20]));
  });

  it('shows a short list whole from the start', () => {
    expect(renderHook(() => useProgressiveCount(3)).result.current).toBe(3);
  });
});
