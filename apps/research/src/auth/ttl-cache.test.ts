import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createTtlCache', () => {
  it('returns a value until its time is up, then forgets it', () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('a', 'first');

    vi.advanceTimersByTime(59_999);
    expect(cache.get('a')).toBe('first');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('starts the clock again when a key is set again', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'first');
    vi.advanceTimersByTime(800);

    cache.set('a', 'second');
    vi.advanceTimersByTime(800);

    expect(cache.get('a')).toBe('second');
  });

  it('drops the oldest entry to make room at the size limit', () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);

    cache.set('c', 4);

    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('knows nothing of keys never set', () => {
    expect(createTtlCache<number>({ ttlMs: 1, maxEntries: 1 }).get('missing')).toBeUndefined();
  });
});
