import type { User } from '@dd/contracts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { updateUser } from '../users/user-repository.ts';
import { presentUser } from '../users/user-presenter.ts';
import type { AccessTokenService } from './access-token-service.ts';

/**
 * Signs in an account its owner has proved (a password, the firm's identity provider): an address listed in
 * ADMIN_EMAILS is made an admin first, then a new access token is issued.
 */
export async function openSession(
  deps: { db: Database; config: Pick<Config, 'adminEmails'>; accessTokens: Pick<AccessTokenService, 'issue'>; clock: () => Date },
  account: UserRow,
): Promise<{ token: string; user: User }> {
  let user = account;
  if (user.role !== 'admin' && deps.config.adminEmails.includes(user.emailNormalized)) {
    user = (await updateUser(deps.db, user.id, { role: 'admin' }, deps.clock())) ?? user;
  }
  return { token: await deps.accessTokens.issue(user.id), user: presentUser(user) };
}
