/** Moves the item at `index` one place up (-1) or down (+1); at either end the list is returned unchanged. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}

/**
 * The admin's unsaved order applied to the questions as the server now has them: questions that have gone
 * drop out, and questions added since come last, where the server put them.
 */
export function applyOrder<T extends { id: number }>(items: readonly T[], order: readonly number[] | null): T[] {
  if (!order) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  return [...ordered, ...items.filter((item) => !order.includes(item.id))];
}

/** Whether two orders differ. */
export const orderChanged = (a: readonly number[], b: readonly number[]) =>
  a.length !== b.length || a.some((id, index) => id !== b[index]);
