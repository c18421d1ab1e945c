/** Spec §2's toggle-all control: selects all if not all are selected, otherwise clears all. */
export function toggleAll<T>(selected: readonly T[], all: readonly T[]): T[] {
  const allSelected = all.every((value) => selected.includes(value));
  return allSelected ? [] : [...all];
}

/** Selects or deselects one value, keeping the order of `all` so selections read the same everywhere. */
export function toggleOne<T>(selected: readonly T[], all: readonly T[], value: T): T[] {
  const next = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  return all.filter((item) => next.includes(item));
}
