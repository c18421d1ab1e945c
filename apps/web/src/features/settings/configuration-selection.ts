import type { ConfigurationType, UserConfigurationItem, UserConfigurationPayload } from '@dd/contracts';

/**
 * Spec §4: the selection is replaced by the items returned, each item in turn adding its value when active
 * and removing it when inactive. Values are kept in the order of `options`, and values that are not options
 * (a region the app no longer offers) are dropped.
 */
export function selectionFromItems<V extends string>(items: readonly UserConfigurationItem[], options: readonly V[]): V[] {
  const selected = new Set<string>();
  for (const item of items) {
    if (item.is_active) selected.add(item.value);
    else selected.delete(item.value);
  }
  return options.filter((option) => selected.has(option));
}

/** One payload per value whose selection differs between `before` and `after`; `should_remove` for deselected ones. */
export function changePayloads<V extends string>(
  type: ConfigurationType,
  before: readonly V[],
  after: readonly V[],
  options: readonly V[],
): UserConfigurationPayload[] {
  return options
    .filter((option) => before.includes(option) !== after.includes(option))
    .map((value) => ({ type, value, should_remove: !after.includes(value) }));
}

/** The items as the server will hold them once `payloads` are saved: an item is active unless should_remove. */
export function applyPayloads(
  items: readonly UserConfigurationItem[],
  payloads: readonly UserConfigurationPayload[],
): UserConfigurationItem[] {
  const changed = new Set(payloads.map((payload) => payload.value));
  return [
    ...items.filter((item) => !changed.has(item.value)),
    ...payloads.map(({ type, value, should_remove }) => ({ type, value, is_active: !should_remove })),
  ];
}

/** The payloads that undo `payloads`: every change flips a value, so undoing flips it back. */
export const undoPayloads = (payloads: readonly UserConfigurationPayload[]): UserConfigurationPayload[] =>
  payloads.map((payload) => ({ ...payload, should_remove: !payload.should_remove }));
