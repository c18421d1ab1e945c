import type { ConfigurationType, UserConfigurationItem, UserConfigurationPayload } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { presentUserConfigurations } from './user-configuration-presenter.ts';
import { listUserConfigurations, upsertUserConfigurations } from './user-configuration-repository.ts';

export interface UserConfigurationDeps {
  db: Database;
  clock: () => Date;
}

/** The user's items of one type, active or not. */
export async function listConfiguration(
  deps: UserConfigurationDeps,
  userId: string,
  type: ConfigurationType,
): Promise<UserConfigurationItem[]> {
  return presentUserConfigurations(await listUserConfigurations(deps.db, userId, [type]));
}

/**
 * Saves each item as active, or inactive when `should_remove`; an item sent twice takes its last state. Answers
 * every item of the types sent, as they are after the change.
 */
export async function saveConfiguration(
  deps: UserConfigurationDeps,
  userId: string,
  payloads: readonly UserConfigurationPayload[],
): Promise<UserConfigurationItem[]> {
  const latest = new Map(payloads.map((item) => [`${item.type}\u0000${item.value}`, item]));
  const items = [...latest.values()].map((item) => ({ type: item.type, value: item.value, isActive: !item.should_remove }));
  const types = [...new Set(items.map((item) => item.type))];
  return deps.db.transaction(async (tx) => {
    await upsertUserConfigurations(tx, userId, items, deps.clock());
    return presentUserConfigurations(await listUserConfigurations(tx, userId, types));
  });
}
