import { CASE_MEMBER_ROLES, MESSAGES, type CaseMemberRole, type CaseMembersUpdate } from '@dd/contracts';
import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { organisationQuery } from '../organisation/organisation-queries.ts';
import { useCurrentUser } from '../session/session-context.ts';
import { caseMembersQuery, caseMembersQueryKey, saveCaseMembers } from './case-members-queries.ts';
import { CASE_ROLE_NAMES } from './case-permissions.ts';

/** A colleague's access to the case: a role, or none (they are not one of its members). */
type Access = CaseMemberRole | 'none';

const ACCESS_OPTIONS = [{ value: 'none', label: 'No access' }, ...CASE_MEMBER_ROLES.map((role) => ({ value: role, label: CASE_ROLE_NAMES[role] }))];

const isAccess = (value: string): value is Access => value === 'none' || (CASE_MEMBER_ROLES as readonly string[]).includes(value);

interface Colleague {
  id: string;
  name: string;
  email: string;
}

/** The server's refusal, said above the list; the colleagues its field errors name (`members.2.role`) are marked. */
interface Refusal {
  message?: string;
  colleagues: string[];
}

const NO_REFUSAL: Refusal = { colleagues: [] };

/** A 422's field errors, each said of the colleague it names by their place in the list sent ("Niamh Kelly: …"). */
function refusalOf(error: ApiError, sent: CaseMembersUpdate['members'], colleagues: readonly Colleague[]): Refusal {
  if (error.status !== 422) return { message: failureMessage(error, MESSAGES.profile.unexpected), colleagues: [] };
  const said: string[] = [];
  const named: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const [message] = messages;
    if (!message) continue;
    const index = /^members\.(\d+)(?:\.|$)/.exec(key)?.[1];
    const colleague = index === undefined ? undefined : colleagues.find((known) => known.id === sent[Number(index)]?.userId);
    if (colleague) named.push(colleague.id);
    const sentence = colleague ? `${colleague.name}: ${message}` : message;
    if (!said.includes(sentence)) said.push(sentence);
  }
  return { message: said.join(' ') || error.message, colleagues: named };
}

/**
 * Shares the case with members of the firm: each colleague (the owner aside) with a role, or none. Saving sends the
 * whole list as it is to be, so a colleague set to "No access" stops being a member.
 */
export function ShareDialog({ caseId, opened, opening, onClose }: { caseId: string; opened: boolean; opening: number; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Share this case" size="lg">
      <ShareForm key={opening} caseId={caseId} onDone={onClose} />
    </Modal>
  );
}

function ShareForm({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const sharing = useQuery(caseMembersQuery(api, caseId)).data;
  const firm = useQuery(organisationQuery(api));
  /** The roles the lawyer has chosen, by colleague; the others keep the role they have. */
  const [chosen, setChosen] = useState<Record<string, Access>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  if (firm.isError) return <LoadFailure message={failureMessage(firm.error, 'The firm’s members could not be loaded.')} onRetry={() => void firm.refetch()} />;
  if (!sharing || !firm.data) return <LoadingSkeleton label="Loading the firm’s members" count={3} />;

  const current = new Map(sharing.members.map((member) => [member.id, member.role]));
  const inFirm = firm.data.members.filter((member) => member.id !== sharing.owner.id);
  // A member the firm no longer lists is still shown, so that saving says what becomes of them.
  const colleagues: Colleague[] = [...inFirm, ...sharing.members.filter((member) => !inFirm.some((colleague) => colleague.id === member.id))];
  const accessOf = (colleague: Colleague): Access => chosen[colleague.id] ?? current.get(colleague.id) ?? 'none';
  const changed = colleagues.some((colleague) => accessOf(colleague) !== (current.get(colleague.id) ?? 'none'));

  const save = async () => {
    const members = colleagues.flatMap((colleague) => {
      const role = accessOf(colleague);
      return role === 'none' ? [] : [{ userId: colleague.id, role }];
    });
    setSaving(true);
    setRefusal(NO_REFUSAL);
    try {
      const saved = await saveCaseMembers(api, caseId, { members });
      queryClient.setQueryData(caseMembersQueryKey(caseId), saved.data);
      toast.success(saved.message);
      onDone();
    } catch (error) {
      // A 401 has already ended the session; a 403 has been toasted, and the page now asks again what the lawyer may do.
      if (!(error instanceof ApiError)) setRefusal({ message: MESSAGES.profile.unexpected, colleagues: [] });
      else if (error.status !== 401 && !error.toasted) setRefusal(refusalOf(error, members, colleagues));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      aria-label="Share this case"
    >
      <Stack gap="md">
        <Text size="sm">
          {`Members of ${firm.data.name} can work on this case with the role you give them. Editors can do everything but delete it; reviewers comment, verify answers and ask questions of their own; viewers read and export it.`}
        </Text>
        <FormErrorAlert message={refusal.message} />
        {colleagues.length === 0 ? (
          <Text size="sm">
            No one else is in your firm yet. Its admins invite colleagues on the{' '}
            <Anchor component={Link} to="/firm">
              Firm page
            </Anchor>
            .
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Colleagues">
            {colleagues.map((colleague) => (
              <Group key={colleague.id} component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                {/* Free to shrink beside the select, so a long address wraps instead of widening a phone's dialog. */}
                <Stack gap={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={600}>
                    {colleague.name}
                    {colleague.id === me.id && ' (you)'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {colleague.email}
                  </Text>
                </Stack>
                <NativeSelect
                  size="xs"
                  w={130}
                  style={{ flexShrink: 0 }}
                  aria-label={`Access for ${colleague.name}`}
                  value={accessOf(colleague)}
                  data={ACCESS_OPTIONS}
                  disabled={saving}
                  error={refusal.colleagues.includes(colleague.id)}
                  onChange={(event) => {
                    const { value } = event.currentTarget;
                    if (isAccess(value)) setChosen((before) => ({ ...before, [colleague.id]: value }));
                  }}
                />
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
