import type { User } from '@dd/contracts';
import { notFound } from '@dd/http-kit';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { CheckedImage } from '../http/image-upload.ts';
import type { Notify } from '../notifier.ts';
import { generateStorageKey, type Storage, type StoredObject } from '../storage/storage.ts';
import { findUserByEmail, updateUser } from './user-repository.ts';
import { presentUser } from './user-presenter.ts';

export interface UserServiceDeps {
  db: Database;
  storage: Storage;
  notify: Notify;
  clock: () => Date;
}

/**
 * Saves a new name and/or picture. The new picture is stored before the row points at it and the old one is
 * deleted only after, so a failure at any step never leaves the account without a readable picture.
 */
export async function updateProfile(
  deps: UserServiceDeps,
  user: UserRow,
  changes: { name: string | undefined; picture: CheckedImage | undefined },
): Promise<User> {
  const pictureKey = changes.picture ? generateStorageKey('profile-pictures') : undefined;
  if (changes.picture && pictureKey) await deps.storage.put(pictureKey, changes.picture.bytes, changes.picture.contentType);

  let updated: UserRow | undefined;
  try {
    updated = await updateUser(
      deps.db,
      user.id,
      { ...(changes.name !== undefined && { name: changes.name }), ...(pictureKey && { profilePicKey: pictureKey }) },
      deps.clock(),
    );
  } catch (error) {
    if (pictureKey) await deps.storage.delete(pictureKey);
    throw error;
  }
  if (!updated) {
    if (pictureKey) await deps.storage.delete(pictureKey);
    throw notFound();
  }
  if (pictureKey && user.profilePicKey) await deps.storage.delete(user.profilePicKey);

  const presented = presentUser(updated);
  deps.notify(updated.id, 'user.updated', { user: presented });
  return presented;
}

/** One of the user's own images, or 404 when they have none. */
export async function readUserImage(deps: Pick<UserServiceDeps, 'storage'>, key: string | null): Promise<StoredObject> {
  const stored = key ? await deps.storage.get(key) : null;
  if (!stored) throw notFound();
  return stored;
}

export type PromotionResult = { outcome: 'promoted' | 'already-admin'; user: UserRow } | { outcome: 'not-found' };

/** Makes the account with this email (any case) an admin. */
export async function promoteToAdmin(db: Database, email: string, now: Date): Promise<PromotionResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: 'not-found' };
  if (user.role === 'admin') return { outcome: 'already-admin', user };
  return { outcome: 'promoted', user: (await updateUser(db, user.id, { role: 'admin' }, now)) ?? user };
}
