import type { AuditEvent } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { listSubjectAudit } from './audit-log-repository.ts';
import { presentAuditEvent } from './audit-presenter.ts';

export interface AuditServiceDeps {
  db: Database;
}

/**
 * A case's audit trail, newest first. Only a case that exists gets this far (the access policy answers 404 for a
 * deleted one), so the entries left behind by a deleted case are never shown.
 */
export async function listCaseAudit(deps: AuditServiceDeps, caseId: string): Promise<AuditEvent[]> {
  return (await listSubjectAudit(deps.db, 'case', caseId)).map(presentAuditEvent);
}
