import type { Plugin } from 'vite';

/** Mantine's own `useId`, which its inputs, labels and popovers call to link an element to its label. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * React's id, as Mantine's hook first gives it. Mantine's hook then swaps it for a random one in a layout effect:
 * a state update React carries out before the browser may paint, which made every first showing of a case record
 * (its comment box, its type pickers, its question fields) run all of the record's effects and render it again in
 * the task that committed it. React's ids are unique within the app and the same on every render, which is all a
 * label's link needs.
 */
const REACT_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');
}
`;

/**
 * Serves React's id in place of Mantine's `useId` module in the production build (the development server and the
 * unit tests load Mantine's own, which renders the same markup); a build that no longer finds the module fails.
 */
export function stableMantineIds(): Plugin {
  let replaced = false;
  return {
    name: 'stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0] ?? id)) return null;
      replaced = true;
      return REACT_ID_SOURCE;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error("Mantine's use-id module (@mantine/hooks/esm/use-id/use-id.mjs) was not in the bundle: see stable-mantine-ids.ts");
      }
    },
  };
}
