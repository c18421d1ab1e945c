import type { AdminUser } from '@dd/contracts';
import { presentUser } from '../users/user-presenter.ts';
import type { AdminUserRow } from './admin-user-repository.ts';

/** The account as its owner sees it, less the images only its owner may fetch, and with its status and use. */
export function presentAdminUser({ user, caseCount }: AdminUserRow): AdminUser {
  const { logoUrl: _logoUrl, profilePicUrl: _profilePicUrl, ...account } = presentUser(user);
  return { ...account, disabledAt: user.disabledAt?.toISOString() ?? null, caseCount };
}
