/**
 * Counts what `new Intl[name](…)` makes until `restore` puts the browser's own constructor back: a module's test
 * shows that loading it makes no formatter (making one loads the browser's locale data) and its first use one.
 */
export function countConstructions(name: 'Collator' | 'ListFormat'): { made: () => number; restore: () => void } {
  const original = Intl[name] as new (...args: unknown[]) => object;
  let made = 0;
  const counting = class extends original {
    constructor(...args: unknown[]) {
      super(...args);
      made += 1;
    }
  };
  // Read-only in TypeScript's description of Intl, though browsers and Node let it be replaced.
  const put = (value: unknown) => Object.defineProperty(Intl, name, { value, configurable: true, writable: true });
  put(counting);
  return { made: () => made, restore: () => put(original) };
}
