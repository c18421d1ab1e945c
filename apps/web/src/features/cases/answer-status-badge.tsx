import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { MESSAGES, type CaseAnswer } from '@dd/contracts';

// Light badges (the theme darkens their text to pass WCAG AA on the tint). Needs review also carries an icon, so it
// stands apart from not found's yellow by more than its hue.
const LOOK: Record<CaseAnswer['status'], { label: string; color: string }> = {
  pending: { label: 'Answering…', color: 'gray' },
  answered: { label: 'Answered', color: 'blue' },
  needs_review: { label: MESSAGES.answers.needsReview, color: 'orange' },
  not_found: { label: 'Not found', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

/** The widest badge, "Needs review" with its icon: 12 px icon, 4 px gap, 96 px of label, 10 px padding each side. */
export const WIDEST_BADGE_PX = 12 + 4 + 96 + 2 * 10;

/** Mantine's light badge in a colour, as its variables: what the Badge component would set on the element. */
const lightBadge = (color: string) =>
  ({ '--badge-bg': `var(--mantine-color-${color}-light)`, '--badge-color': `var(--mantine-color-${color}-light-color)` }) as CSSProperties;

/**
 * Where an answer stands: the lawyer's marks (verified, edited) before the engine's status. Mantine's Badge markup
 * and classes written out: a case page shows one per answer, and the component's style machinery was a large part
 * of a phone's work as the rows arrive.
 */
export function AnswerStatusBadge({ answer }: { answer: CaseAnswer }) {
  if (answer.verifiedBy) return <LightBadge color="teal" label="Verified" />;
  if (answer.editedAnswer !== null) return <LightBadge color="violet" label="Edited" />;
  const look = LOOK[answer.status];
  return <LightBadge color={look.color} label={look.label} warning={answer.status === 'needs_review'} />;
}

function LightBadge({ color, label, warning = false }: { color: string; label: string; warning?: boolean }) {
  return (
    <span
      className={`mantine-Badge-root ${Badge.classes.root}`}
      data-variant="light"
      data-size="md"
      data-with-left-section={warning || undefined}
      style={lightBadge(color)}
    >
      {warning && (
        <span className={`mantine-Badge-section ${Badge.classes.section}`} data-position="left">
          <IconAlertTriangle size={12} aria-hidden />
        </span>
      )}
      <span className={`mantine-Badge-label ${Badge.classes.label}`}>{label}</span>
    </span>
  );
}
