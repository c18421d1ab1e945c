import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES, type CaseAnswer } from '@dd/contracts';

// Light badges: the theme darkens their text to pass WCAG AA on the tint. Needs review also carries an icon, so it
// stands apart from not found's yellow by more than its hue.
const LOOK: Record<CaseAnswer['status'], { label: string; color: string }> = {
  pending: { label: 'Answering…', color: 'gray' },
  answered: { label: 'Answered', color: 'blue' },
  needs_review: { label: MESSAGES.answers.needsReview, color: 'orange' },
  not_found: { label: 'Not found', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

/** Where an answer stands: the lawyer's marks (verified, edited) before the engine's status. */
export function AnswerStatusBadge({ answer }: { answer: CaseAnswer }) {
  if (answer.verifiedBy) return <Badge color="teal" variant="light">Verified</Badge>;
  if (answer.editedAnswer !== null) return <Badge color="violet" variant="light">Edited</Badge>;
  const look = LOOK[answer.status];
  return (
    <Badge
      color={look.color}
      variant="light"
      leftSection={answer.status === 'needs_review' ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
    >
      {look.label}
    </Badge>
  );
}
