import { Badge } from '@mantine/core';
import type { CaseAnswer } from '@dd/contracts';

const LOOK: Record<CaseAnswer['status'], { label: string; color: string }> = {
  pending: { label: 'Answering…', color: 'gray' },
  answered: { label: 'Answered', color: 'blue' },
  not_found: { label: 'Not found', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

/** Where an answer stands: the lawyer's marks (verified, edited) before the engine's status. */
export function AnswerStatusBadge({ answer }: { answer: CaseAnswer }) {
  if (answer.verifiedBy) return <Badge color="teal" variant="light">Verified</Badge>;
  if (answer.editedAnswer !== null) return <Badge color="violet" variant="light">Edited</Badge>;
  const look = LOOK[answer.status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
