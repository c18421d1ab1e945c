import { Badge } from '@mantine/core';
import type { CaseStatus } from '@dd/contracts';

const LOOK: Record<CaseStatus, { label: string; color: string }> = {
  draft: { label: 'No documents', color: 'gray' },
  processing: { label: 'Answering', color: 'blue' },
  ready: { label: 'Ready', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

/** Where a case stands, in the case list and on its page alike. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return (
    <Badge variant="light" color={LOOK[status].color}>
      {LOOK[status].label}
    </Badge>
  );
}
