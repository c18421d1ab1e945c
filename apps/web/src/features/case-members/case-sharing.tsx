import type { CaseMembersResponse } from '@dd/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconShare, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { formatList } from '../../lib/format-list.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { caseMembersQuery } from './case-members-queries.ts';
import { CASE_ROLE_ALLOWS } from './case-permissions.ts';

// Only owners and editors share a case, and only when they choose to: its code loads when the dialog first opens.
const ShareDialog = lazy(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog })));

type Sharing = CaseMembersResponse['data'];

/** "Aoife Murphy’s case, shared with you (reviewer) and Ciarán Byrne (editor)." or, to its owner, "Shared with …". */
function sharedWith(sharing: Sharing, meId: string): string {
  const mine = sharing.members.filter((member) => member.id === meId);
  const others = sharing.members.filter((member) => member.id !== meId);
  const names = [...mine.map((member) => `you (${member.role})`), ...others.map((member) => `${member.name} (${member.role})`)];
  if (sharing.myRole === 'owner') return `Shared with ${formatList(names)}.`;
  return `${sharing.owner.name}’s case, shared with ${formatList(names)}.`;
}

/**
 * Who works on the case, for everyone on it: its owner and its members with their roles, and to a member what their
 * role lets them do. A case nobody shares shows its owner nothing, as before cases could be shared.
 */
export function CaseSharing({ caseId }: { caseId: string }) {
  const api = useApiClient();
  const me = useCurrentUser();
  const query = useQuery(caseMembersQuery(api, caseId));
  if (query.isError) {
    return (
      <LoadFailure
        message={failureMessage(query.error, 'Who works on this case could not be loaded. Until it is, the case is shown to read only.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const sharing = query.data;
  if (!sharing || (sharing.myRole === 'owner' && sharing.members.length === 0)) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {sharedWith(sharing, me.id)}
        {sharing.myRole !== 'owner' && ` ${CASE_ROLE_ALLOWS[sharing.myRole]}`}
      </Text>
    </Group>
  );
}

/** "Share": the firm's members and the role each has on the case, for its owner and editors to change. */
export function ShareButton({ caseId }: { caseId: string }) {
  const [opened, setOpened] = useState(false);
  // Each opening starts from the roles as they are, not from choices left unsaved when it was last closed.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpened(true);
        }}
      >
        Share
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ShareDialog caseId={caseId} opened={opened} opening={opening} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
