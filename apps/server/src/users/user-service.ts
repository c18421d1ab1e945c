import type { User } from '@dd/contracts';
import { notFound } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { emailTakenError } from '../auth/auth-service.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { CheckedImage } from '../http/image-upload.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Notify } from '../notifier.ts';
import { generateStorageKey, type Storage, type StoredObject } from '../storage/storage.ts';
import { findUserByEmail, normalizeEmail, updateUser } from './user-repository.ts';
import { presentUser } from './user-presenter.ts';

export interface UserServiceDeps {
  db: Database;
  storage: Storage;
  notify: Notify;
  jobs: JobSender;
  clock: () => Date;
}

/** The images a profile update takes, by their form field: where each is stored and which column points at it. */
export const PROFILE_IMAGES = {
  profile_pic: { prefix: 'profile-pictures', column: 'profilePicKey' },
  logo: { prefix: 'logos', column: 'logoKey' },
} as const;
export type ProfileImageField = keyof typeof PROFILE_IMAGES;
export const PROFILE_IMAGE_FIELDS = Object.keys(PROFILE_IMAGES) as ProfileImageField[];
type ImageKeys = Partial<Record<(typeof PROFILE_IMAGES)[ProfileImageField]['column'], string>>;

export interface ProfileChanges {
  name: string | undefined;
  email: string | undefined;
  images: Partial<Record<ProfileImageField, CheckedImage>>;
}

const deleteAll = (storage: Storage, keys: (string | null | undefined)[]) =>
  Promise.all(keys.filter((key): key is string => typeof key === 'string').map((key) => storage.delete(key)));

/** Stores each new image under a fresh key; removes those already stored if one fails. */
async function storeImages(storage: Storage, images: ProfileChanges['images']): Promise<ImageKeys> {
  const keys: ImageKeys = {};
  try {
    for (const field of PROFILE_IMAGE_FIELDS) {
      const image = images[field];
      if (!image) continue;
      const { prefix, column } = PROFILE_IMAGES[field];
      const key = generateStorageKey(prefix);
      keys[column] = key;
      await storage.put(key, image.bytes, image.contentType);
    }
  } catch (error) {
    await deleteAll(storage, Object.values(keys));
    throw error;
  }
  return keys;
}

/**
 * Saves a new name, email and/or images. New images are stored before the row points at them and the old ones
 * deleted only after, so a failure at any step never leaves the account without a readable image. A new email
 * address (not merely a change of case) is unverified until its owner follows the link mailed to it.
 */
export async function updateProfile(deps: UserServiceDeps, user: UserRow, changes: ProfileChanges): Promise<User> {
  const emailNormalized = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  const emailChanged = emailNormalized !== undefined && emailNormalized !== user.emailNormalized;
  const imageKeys = await storeImages(deps.storage, changes.images);
  const now = deps.clock();

  let updated: UserRow | undefined;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const row = await updateUser(
        tx,
        user.id,
        {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.email !== undefined && { email: changes.email, emailNormalized }),
          ...(emailChanged && { emailVerifiedAt: null }),
          ...imageKeys,
        },
        now,
      );
      if (row && emailChanged) {
        await recordAudit(tx, {
          userId: user.id,
          action: 'user.email-change',
          subjectType: 'user',
          subjectId: user.id,
          details: { from: user.email, to: row.email },
          at: now,
        });
      }
      return row;
    });
  } catch (error) {
    await deleteAll(deps.storage, Object.values(imageKeys));
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (!updated) {
    await deleteAll(deps.storage, Object.values(imageKeys));
    throw notFound();
  }
  const replaced = PROFILE_IMAGE_FIELDS.map((field) => PROFILE_IMAGES[field].column).filter((column) => imageKeys[column]);
  await deleteAll(deps.storage, replaced.map((column) => user[column]));
  if (emailChanged) await deps.jobs.send('mail.email-verification', { userId: user.id });

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
