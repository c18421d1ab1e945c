import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a live update into what a query shows, and again into what a read of it still out (or paused offline) brings. That read
 * may have begun before the update was sent: landing after it, it would put back what the update changed, and a
 * case whose last event came meanwhile would stay short of its total until the page was opened again. Updates
 * received while a read is out are applied again in the order they came, so the last one sent is the last applied;
 * each must therefore give the same result applied twice. With nothing shown yet (the first read still out), the
 * update waits for that read.
 */
export function patchLiveQuery<T>(queryClient: QueryClient, queryKey: QueryKey, change: (current: T) => T): void {
  const patch = () => queryClient.setQueryData<T>(queryKey, (current) => (current === undefined ? current : change(current)));
  patch();
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.state.fetchStatus === 'idle') return;
  const stop = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'updated' || query.state.fetchStatus !== 'idle') return;
    stop();
    // A read that failed or was cancelled left what was shown, this update included.
    if (event.action.type === 'success') patch();
  });
}
