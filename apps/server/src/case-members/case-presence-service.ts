import { CASE_PRESENCE, type CasePresenceViewer } from '@dd/contracts';
import { findCase } from '../cases/case-repository.ts';
import type { Database } from '../db/database.ts';
import type { Notify } from '../notifier.ts';
import { notifyCase } from './case-member-service.ts';
import { listPresent, markAbsent, markAbsentEverywhere, markPresent } from './case-presence-repository.ts';

export interface CasePresenceDeps {
  db: Database;
  notify: Notify;
  clock: () => Date;
}

/** The case the policy found, with its owner: who hears of a change in who has it open. */
export interface PresenceTarget {
  caseId: string;
  ownerId: string;
  userId: string;
}

const expiry = (now: Date) => new Date(now.getTime() - CASE_PRESENCE.expiresMs);

/** Everyone on the case hears who has it open. */
const tellViewers = (deps: CasePresenceDeps, caseId: string, ownerId: string, viewers: CasePresenceViewer[]) =>
  notifyCase(deps, caseId, ownerId, 'case.presence', { caseId, viewers });

/**
 * The user has the case open (the page's first call, then its heartbeat). Everyone on the case hears of an arrival;
 * a heartbeat of someone already present tells no one. Returns who has the case open, the caller among them.
 */
export async function announcePresence(deps: CasePresenceDeps, target: PresenceTarget): Promise<CasePresenceViewer[]> {
  const now = deps.clock();
  const since = expiry(now);
  const arrived = await markPresent(deps.db, { caseId: target.caseId, userId: target.userId, now, since });
  const viewers = await listPresent(deps.db, target.caseId, since);
  // A platform admin looking in is not shown to the firm, so their arrival changes nothing anyone sees.
  if (arrived && viewers.some((viewer) => viewer.id === target.userId)) await tellViewers(deps, target.caseId, target.ownerId, viewers);
  return viewers;
}

/** The user closed the case's page: everyone on the case hears who is left. */
export async function withdrawPresence(deps: CasePresenceDeps, target: PresenceTarget): Promise<CasePresenceViewer[]> {
  const since = expiry(deps.clock());
  const left = await markAbsent(deps.db, { caseId: target.caseId, userId: target.userId, since });
  const viewers = await listPresent(deps.db, target.caseId, since);
  if (left) await tellViewers(deps, target.caseId, target.ownerId, viewers);
  return viewers;
}

/** Tells everyone on the case who has it open, after members were taken off it: their avatars go at once. */
export async function retellPresence(deps: CasePresenceDeps, caseId: string, ownerId: string): Promise<void> {
  await tellViewers(deps, caseId, ownerId, await listPresent(deps.db, caseId, expiry(deps.clock())));
}

/**
 * The user logged out: every case they had open hears they have left at once. Their page's own goodbye comes after
 * the token is revoked, too late to be heard.
 */
export async function withdrawPresenceEverywhere(deps: CasePresenceDeps, userId: string): Promise<void> {
  for (const caseId of await markAbsentEverywhere(deps.db, { userId, since: expiry(deps.clock()) })) {
    const found = await findCase(deps.db, caseId);
    if (found) await retellPresence(deps, caseId, found.userId);
  }
}
