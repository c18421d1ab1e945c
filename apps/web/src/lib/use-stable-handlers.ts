import { useInsertionEffect, useMemo, useRef } from 'react';

/**
 * The same object on every render, whose methods call the latest render's `handlers`: children memoised on it (a case's
 * hundreds of answer rows) are not drawn again because their parent was. A handler is called from an event, after
 * the render that made it has been committed, so it always sees that render's values.
 */
export function useStableHandlers<T extends { [K in keyof T]: (...args: never[]) => unknown }>(handlers: T): T {
  const latest = useRef(handlers);
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  return useMemo(
    () =>
      Object.fromEntries(
        // Read when a handler is called (from an event, after the commit), never while rendering.
        // eslint-disable-next-line react-hooks/refs
        (Object.keys(handlers) as (keyof T)[]).map((name) => [name, (...args: never[]) => latest.current[name](...args)]),
      ) as T,
    // The handlers' names are fixed for a component: only their bodies change from render to render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
