import type { User } from '@dd/contracts';
import type { UserRow } from '../db/schema.ts';

/**
 * The API's User. Image URLs carry the last update time, so a browser's cached picture is replaced the moment
 * a new one is saved.
 */
export function presentUser(row: UserRow): User {
  const version = row.updatedAt.getTime();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    logoUrl: row.logoKey ? `/api/user/logo?v=${version}` : null,
    profilePicUrl: row.profilePicKey ? `/api/user/profile-pic?v=${version}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
