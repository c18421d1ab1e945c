import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchLiveQuery } from './patch-live-query.ts';

interface Tally {
  done: number;
  total: number;
}

const KEY = ['cases', 'case', 'case-1'];
const setDone = (done: number) => (current: Tally) => ({ ...current, done });

/** A client whose read of KEY stays out until the test lands it with what the server held when it began. */
function withReadOut(shown: Tally | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (shown) client.setQueryData(KEY, shown);
  let land: (read: Tally) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const read = client.fetchQuery<Tally>({
    queryKey: KEY,
    staleTime: 0,
    queryFn: () =>
      new Promise<Tally>((resolve, reject) => {
        land = resolve;
        fail = reject;
      }),
  });
  return { client, land: (tally: Tally) => (land(tally), read), fail: (error: Error) => (fail(error), read.catch(() => undefined)) };
}

describe('patchLiveQuery', () => {
  it('applies the update to what is shown at once', () => {
    const client = new QueryClient();
    client.setQueryData<Tally>(KEY, { done: 1, total: 4 });
    patchLiveQuery(client, KEY, setDone(2));
    expect(client.getQueryData(KEY)).toEqual({ done: 2, total: 4 });
  });

  it('applies again, in the order they came, the updates sent while a read that began before them was out', async () => {
    const read = withReadOut({ done: 1, total: 4 });
    patchLiveQuery(read.client, KEY, setDone(3));
    patchLiveQuery(read.client, KEY, setDone(4));
    expect(read.client.getQueryData(KEY)).toEqual({ done: 4, total: 4 });

    await read.land({ done: 2, total: 4 });

    expect(read.client.getQueryData(KEY)).toEqual({ done: 4, total: 4 });
  });

  it('waits for the first read when nothing is shown yet', async () => {
    const read = withReadOut(undefined);
    patchLiveQuery(read.client, KEY, setDone(4));
    expect(read.client.getQueryData(KEY)).toBeUndefined();

    await read.land({ done: 3, total: 4 });

    expect(read.client.getQueryData(KEY)).toEqual({ done: 4, total: 4 });
  });

  it('keeps the update shown when the read fails, and leaves later reads alone', async () => {
    const read = withReadOut({ done: 1, total: 4 });
    patchLiveQuery(read.client, KEY, setDone(3));
    await read.fail(new Error('offline'));
    expect(read.client.getQueryData(KEY)).toEqual({ done: 3, total: 4 });

    await read.client.fetchQuery<Tally>({ queryKey: KEY, staleTime: 0, queryFn: () => Promise.resolve({ done: 2, total: 5 }) });

    expect(read.client.getQueryData(KEY)).toEqual({ done: 2, total: 5 });
  });
});
