import { caseRoleAllows, MESSAGES, type Case, type CaseFile, type CaseMembersResponse } from '@dd/contracts';
import { NativeSelect, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { assignCaseFile, caseMembersQuery } from '../case-members/case-members-queries.ts';
import { patchLiveQuery } from '../realtime/patch-live-query.ts';
import { useCurrentUser } from '../session/session-context.ts';
import { caseQueryKey } from './case-queries.ts';

type Assignee = NonNullable<CaseFile['assignee']>;

/** The select's value for a file given to nobody. */
const NOBODY = '';

/** Who may be given a file of the case: its owner and the members who review it (reviewers and editors). */
const assignableOf = ({ owner, members }: CaseMembersResponse['data']): Assignee[] => [
  { id: owner.id, name: owner.name },
  ...members.filter((member) => caseRoleAllows(member.role, 'reviewer')).map(({ id, name }) => ({ id, name })),
];

/** The record with one file's assignee as saved; the other files stay the same objects, so their sections do not draw again. */
const withAssignee = (record: Case, caseFileId: string, assignee: Assignee | null): Case => ({
  ...record,
  files: record.files.map((file) => (file.id === caseFileId ? { ...file, assignee } : file)),
});

/** "Assigned to Ciarán Byrne", or "Assigned to you", for everyone on the case; nothing while nobody is. */
export function FileAssignee({ assignee }: { assignee: Assignee | null }) {
  const me = useCurrentUser();
  if (!assignee) return null;
  return <Text size="sm">{`Assigned to ${assignee.id === me.id ? 'you' : assignee.name}`}</Text>;
}

/**
 * Gives the file to the case's owner or a member who reviews it, or to nobody: for its owner and editors. It asks for
 * who works on the case itself (the page has already read it), so their arrival redraws the selects alone. A refusal is
 * said under the select, which goes back to the file's assignee as it was.
 */
export function FileAssigneeSelect({ caseId, file }: { caseId: string; file: CaseFile }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const assignable = useQuery({ ...caseMembersQuery(api, caseId), select: assignableOf }).data;
  /** The choice being sent, shown until the server answers. */
  const [sending, setSending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!assignable) return null;

  const { assignee } = file;
  // Someone no longer among those who review (their role lowered since) is still shown as the file's assignee.
  const people = assignee && !assignable.some((person) => person.id === assignee.id) ? [assignee, ...assignable] : assignable;

  const assign = async (userId: string | null) => {
    setSending(userId ?? NOBODY);
    setRefusal(null);
    try {
      const saved = await assignCaseFile(api, caseId, file.id, { userId });
      // Patched in rather than read again; a read of the record still out when this lands is patched too.
      patchLiveQuery<Case>(queryClient, caseQueryKey(caseId), (record) => withAssignee(record, saved.data.caseFileId, saved.data.assignee));
      toast.success(saved.message);
    } catch (error) {
      // A 401 has already ended the session; a 403 has been toasted, and the page now asks again what the lawyer may do.
      if (!(error instanceof ApiError && (error.status === 401 || error.toasted))) {
        setRefusal((error instanceof ApiError && error.fieldErrors.userId?.[0]) || failureMessage(error, MESSAGES.profile.unexpected));
      }
    } finally {
      setSending(null);
    }
  };

  return (
    <NativeSelect
      size="xs"
      aria-label={`Assignee of ${file.filename}`}
      value={sending ?? assignee?.id ?? NOBODY}
      data={[
        { value: NOBODY, label: 'Nobody' },
        ...people.map((person) => ({ value: person.id, label: person.id === me.id ? `${person.name} (you)` : person.name })),
      ]}
      disabled={sending !== null}
      error={refusal}
      errorProps={{ role: 'alert' }}
      onChange={(event) => void assign(event.currentTarget.value === NOBODY ? null : event.currentTarget.value)}
    />
  );
}
