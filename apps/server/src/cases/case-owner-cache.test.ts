import { describe, expect, it, vi } from 'vitest';
import type { ChangeListener, ChangeNotices } from '../db/change-notices.ts';
import type { OwnedRecord } from '../http/access-policy.ts';
import { createCaseOwnerCache } from './case-owner-cache.ts';

function noticesAtCommit(heardAtCommit = true): ChangeNotices & { tell: ChangeListener } {
  const listeners: ChangeListener[] = [];
  return {
    heardAtCommit,
    subscribe: (listener) => void listeners.push(listener),
    close: async () => undefined,
    tell: {
      changed: (notice) => listeners.forEach((listener) => listener.changed(notice)),
      reset: () => listeners.forEach((listener) => listener.reset()),
    },
  };
}

const owned = (caseId: string, recordVersion: number): OwnedRecord => ({ caseId, userId: 'owner-1', recordVersion });

describe('the case owner cache', () => {
  it('reads a case once and keeps it until a notice names the case', async () => {
    const changes = noticesAtCommit();
    const cache = createCaseOwnerCache(changes);
    const lookup = vi.fn(async () => owned('case-1', 1));

    expect(await cache.owner('case-1', lookup)).toEqual(owned('case-1', 1));
    expect(await cache.owner('case-1', lookup)).toEqual(owned('case-1', 1));
    expect(lookup).toHaveBeenCalledTimes(1);

    changes.tell.changed({ kind: 'case', caseId: 'case-2' });
    changes.tell.changed({ kind: 'user', userId: 'owner-1' });
    await cache.owner('case-1', lookup);
    expect(lookup).toHaveBeenCalledTimes(1);

    changes.tell.changed({ kind: 'case', caseId: 'case-1' });
    expect(await cache.owner('case-1', async () => owned('case-1', 2))).toEqual(owned('case-1', 2));
    changes.tell.reset();
    expect(await cache.owner('case-1', async () => undefined)).toBeUndefined();
  });

  it('keeps nothing read while a notice came in, nor a case not found', async () => {
    const changes = noticesAtCommit();
    const cache = createCaseOwnerCache(changes);
    // The lookup read version 1; the change to version 2 committed, and was told, before its result came back.
    await cache.owner('case-1', async () => {
      changes.tell.changed({ kind: 'case', caseId: 'case-1' });
      return owned('case-1', 1);
    });
    expect(await cache.owner('case-1', async () => owned('case-1', 2))).toEqual(owned('case-1', 2));

    const lookup = vi.fn(async () => undefined);
    await cache.owner('case-3', lookup);
    await cache.owner('case-3', lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('is refused where notices arrive after their commit (PostgreSQL, several processes)', () => {
    expect(() => createCaseOwnerCache(noticesAtCommit(false))).toThrow(/heard at commit/);
  });
});
