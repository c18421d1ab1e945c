import { z } from 'zod';
import { CaseActor } from './cases.ts';

/**
 * One thing done to a case, from its audit trail: who did it (null once their account is deleted), what (the
 * action's code and the same as a sentence, written by the server so every client says it alike), and when.
 */
export const AuditEvent = z.object({
  id: z.string(),
  /** What was done, as `subject.verb`: "case.export", "answer.verify", "title-report.activate". */
  action: z.string(),
  /** The action as a sentence built from its details: "Exported the case as Word". */
  summary: z.string(),
  actor: CaseActor.nullable(),
  /** What the action was done to, as recorded: file names, the answer's question, the format, the version. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

/** A case's audit trail, newest first. */
export const CaseAuditResponse = z.object({ data: z.object({ events: z.array(AuditEvent) }) });
export type CaseAuditResponse = z.infer<typeof CaseAuditResponse>;
