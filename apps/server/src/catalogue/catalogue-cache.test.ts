import { describe, expect, it } from 'vitest';
import type { ChangeListener, ChangeNotices } from '../db/change-notices.ts';
import { CATALOGUE_MAX_AGE_MS, createCatalogueCache } from './catalogue-cache.ts';

function fakeNotices(): ChangeNotices & { listeners: ChangeListener[] } {
  const listeners: ChangeListener[] = [];
  return { listeners, subscribe: (listener) => void listeners.push(listener), heardAtCommit: false, close: async () => undefined };
}

describe('catalogue cache', () => {
  it('keeps a value until a catalogue notice or a lost connection, but not past its maximum age', async () => {
    let now = 0;
    let reads = 0;
    const changes = fakeNotices();
    const cache = createCatalogueCache({ changes, now: () => now });
    const read = () => cache.get('types:1:', async () => ++reads);

    expect([await read(), await read()]).toEqual([1, 1]);
    changes.listeners.forEach((listener) => listener.changed({ kind: 'user', userId: 'someone' }));
    expect(await read()).toBe(1);
    changes.listeners.forEach((listener) => listener.changed({ kind: 'catalogue' }));
    expect(await read()).toBe(2);
    changes.listeners.forEach((listener) => listener.reset());
    expect(await read()).toBe(3);

    now += CATALOGUE_MAX_AGE_MS - 1;
    expect(await read()).toBe(3);
    now += 1;
    expect(await read()).toBe(4);
  });

  it('does not keep what a read that began before a change returned', async () => {
    const cache = createCatalogueCache();
    let finish: (value: string) => void = () => undefined;
    const before = cache.get('questions:1:2:', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('as it was');
    expect(await before).toBe('as it was');
    expect(await cache.get('questions:1:2:', async () => 'as it is')).toBe('as it is');
  });
});
