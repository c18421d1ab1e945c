import { MESSAGES, type AdminUser, type AdminUsersQuery, type AdminUserUpdate, type AdminUsersResponse } from '@dd/contracts';
import { HttpError, notFound } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { AccessTokenService } from '../auth/access-token-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import type { UserRow } from '../db/schema.ts';
import type { Notify } from '../notifier.ts';
import { presentUser } from '../users/user-presenter.ts';
import { findUserById, updateUser } from '../users/user-repository.ts';
import { presentAdminUser } from './admin-user-presenter.ts';
import { findAdminUser, listAdminUsers, lockActiveAdmins } from './admin-user-repository.ts';

export interface AdminUserDeps {
  db: Database;
  accessTokens: AccessTokenService;
  notify: Notify;
  clock: () => Date;
  config: Pick<Config, 'adminEmails'>;
}

const USERS_PER_PAGE = 20;

export async function listUsers(deps: Pick<AdminUserDeps, 'db'>, query: AdminUsersQuery): Promise<AdminUsersResponse['data']> {
  const { rows, total } = await listAdminUsers(deps.db, { page: query.page, perPage: USERS_PER_PAGE, search: query.search || undefined });
  return { users: rows.map(presentAdminUser), pagination: { page: query.page, perPage: USERS_PER_PAGE, total } };
}

const isActiveAdmin = (user: { role: UserRow['role']; disabled: boolean }) => user.role === 'admin' && !user.disabled;

/**
 * Promotes, demotes, disables or enables an account, refusing any change that would leave the firm without an
 * active admin. Disabling revokes every token of the account in the same transaction; each change is audited.
 * A change to what the account already is changes nothing.
 */
export async function changeUser(deps: AdminUserDeps, actor: UserRow, userId: string, change: AdminUserUpdate): Promise<AdminUser> {
  if (!isUuid(userId)) throw notFound();
  const now = deps.clock();

  const changed = await deps.db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const target = await findUserById(tx, userId);
    if (!target) throw notFound();
    const before = { role: target.role, disabled: target.disabledAt !== null };
    const after = { role: change.role ?? before.role, disabled: change.disabled ?? before.disabled };

    if (isActiveAdmin(before) && !isActiveAdmin(after) && activeAdmins.length <= 1) throw new HttpError(409, MESSAGES.accounts.lastAdmin);
    // Login makes a listed address an admin again, so a demotion would quietly undo itself.
    if (before.role === 'admin' && after.role === 'user' && deps.config.adminEmails.includes(target.emailNormalized)) {
      throw new HttpError(409, MESSAGES.accounts.listedAdmin);
    }

    const actions = [
      ...(after.role === before.role ? [] : [after.role === 'admin' ? 'user.promote' : 'user.demote']),
      ...(after.disabled === before.disabled ? [] : [after.disabled ? 'user.disable' : 'user.enable']),
    ];
    if (actions.length === 0) return undefined;

    const updated = await updateUser(tx, target.id, { role: after.role, disabledAt: after.disabled ? (target.disabledAt ?? now) : null }, now);
    if (after.disabled && !before.disabled) await deps.accessTokens.revokeAll(target.id, tx);
    for (const action of actions) {
      await recordAudit(tx, { userId: actor.id, action, subjectType: 'user', subjectId: target.id, at: now });
    }
    return updated;
  });

  if (changed) {
    // A demoted admin's very next request must not pass as an admin's on a remembered lookup, and a disabled
    // account's sockets are re-checked before the "user.updated" below could reach them.
    deps.accessTokens.accountChanged(changed.id);
    // The account's own tabs follow a change of role (the admin area appears or goes) without a reload.
    deps.notify(changed.id, 'user.updated', { user: presentUser(changed) });
  }
  const row = await findAdminUser(deps.db, userId);
  if (!row) throw notFound();
  return presentAdminUser(row);
}
