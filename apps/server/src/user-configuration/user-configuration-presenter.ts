import { CONFIGURATION_TYPES, CONFIGURATION_VALUES, type UserConfigurationItem } from '@dd/contracts';
import type { UserConfigurationRow } from '../db/schema.ts';

const rank = (row: UserConfigurationRow) =>
  CONFIGURATION_TYPES.indexOf(row.type) * 100 + CONFIGURATION_VALUES[row.type].indexOf(row.value);

/** Items in the order the spec lists types and values (regions, then practice areas), whatever the order saved. */
export function presentUserConfigurations(rows: readonly UserConfigurationRow[]): UserConfigurationItem[] {
  return [...rows]
    .sort((a, b) => rank(a) - rank(b))
    .map((row) => ({ type: row.type, value: row.value, is_active: row.isActive }));
}
