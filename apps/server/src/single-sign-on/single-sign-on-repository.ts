import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { oidcLogins, organisations, ssoHandoffs, type OidcLoginRow, type OrganisationRow } from '../db/schema.ts';

/** Records a sign-in begun, and forgets those begun long enough ago to have been abandoned. */
export async function insertOidcLogin(db: Database, login: OidcLoginRow, now: Date): Promise<void> {
  await db.delete(oidcLogins).where(lte(oidcLogins.expiresAt, now));
  await db.insert(oidcLogins).values(login);
}

/** The sign-in begun with this state, taken so that it cannot be used twice; undefined when unknown, used or expired. */
export async function takeOidcLogin(db: Database, stateHash: string, now: Date): Promise<OidcLoginRow | undefined> {
  const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).returning();
  return row && row.expiresAt > now ? row : undefined;
}

export async function insertSsoHandoff(db: Database, handoff: { codeHash: string; userId: string; returnTo: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.delete(ssoHandoffs).where(lte(ssoHandoffs.expiresAt, now));
  await db.insert(ssoHandoffs).values(handoff);
}

/** The user a handoff code signs in, taken so that it cannot be used twice; undefined when unknown, used or expired. */
export async function takeSsoHandoff(db: Database, codeHash: string, now: Date): Promise<{ userId: string; returnTo: string } | undefined> {
  const [row] = await db
    .delete(ssoHandoffs)
    .where(and(eq(ssoHandoffs.codeHash, codeHash), gt(ssoHandoffs.expiresAt, now)))
    .returning({ userId: ssoHandoffs.userId, returnTo: ssoHandoffs.returnTo });
  return row;
}

/** The firm whose people of this email domain sign in through the provider. */
export async function findOrganisationByDomain(db: Database, emailDomain: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.emailDomain, emailDomain));
  return row;
}
