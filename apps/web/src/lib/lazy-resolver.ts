import type { Resolver } from 'react-hook-form';

/**
 * A form's resolver loaded on its first use, with its schema and zod: a page whose first paint is the form (login,
 * every lawyer's first page) is then drawn without downloading and evaluating zod first. `preload` starts the load
 * as the user reaches the form (its first focus), so a submit rarely waits for it; a load that failed is tried again
 * on the next use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver, whatever its values' types
export function lazyResolver<R extends Resolver<any, any, any>>(load: () => Promise<R>): { resolver: R; preload: () => void } {
  let loading: Promise<R> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = ((values, context, options) => loaded().then((resolve) => resolve(values, context, options))) as R;
  return { resolver, preload: () => void loaded().catch(() => undefined) };
}
