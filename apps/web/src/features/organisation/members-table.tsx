import { MESSAGES, ORGANISATION_ROLES, type Organisation, type OrganisationMember, type OrganisationRole } from '@dd/contracts';
import { Badge, Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { DemoteMemberDialog, RemoveMemberDialog } from './member-dialogs.tsx';
import { changeMemberRole, ORGANISATION_QUERY_KEY } from './organisation-queries.ts';
import { ROLE_NAMES, ROLE_OPTIONS } from './role-names.ts';

const isRole = (value: string): value is OrganisationRole => (ORGANISATION_ROLES as readonly string[]).includes(value);

type Acting = { action: 'demote' | 'remove'; member: OrganisationMember } | null;

/**
 * The firm's members with their roles. For an admin (`manage`), each role is a select (making an admin a member
 * is asked first) and each other member can be removed, after a confirmation.
 */
export function MembersTable({ organisation, meId, manage }: { organisation: Organisation; meId: string; manage: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<Acting>(null);
  const [promoting, setPromoting] = useState<string | null>(null);

  const promote = async (member: OrganisationMember) => {
    setPromoting(member.id);
    try {
      const { message } = await changeMemberRole(api, member, 'admin');
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY });
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (!(error instanceof ApiError) || error.status !== 401) toast.error(failureMessage(error, MESSAGES.profile.unexpected));
    } finally {
      setPromoting(null);
    }
  };

  const chooseRole = (member: OrganisationMember, role: string) => {
    if (!isRole(role) || role === member.role) return;
    if (role === 'admin') void promote(member);
    else setActing({ action: 'demote', member });
  };

  return (
    <>
      <Table.ScrollContainer type="native" minWidth={manage ? 640 : 480}>
        <Table verticalSpacing="sm" aria-label="Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              {manage && (
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organisation.members.map((member) => (
              <Table.Tr key={member.id} aria-label={member.name}>
                <Table.Td>
                  <Text fw={600}>
                    {member.name}
                    {member.id === meId && ' (you)'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                <Table.Td>
                  {manage ? (
                    <NativeSelect
                      aria-label={`Role of ${member.name}`}
                      size="xs"
                      w={120}
                      value={member.role}
                      data={ROLE_OPTIONS}
                      disabled={promoting === member.id}
                      onChange={(event) => chooseRole(member, event.currentTarget.value)}
                    />
                  ) : (
                    <Badge variant={member.role === 'admin' ? 'filled' : 'light'}>{ROLE_NAMES[member.role]}</Badge>
                  )}
                </Table.Td>
                {manage && (
                  <Table.Td>
                    {/* The server refuses to remove the admin asking: another admin of the firm must. */}
                    {member.id !== meId && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Remove ${member.name}`}
                        onClick={() => setActing({ action: 'remove', member })}
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {acting?.action === 'demote' && (
        <DemoteMemberDialog member={acting.member} self={acting.member.id === meId} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'remove' && (
        <RemoveMemberDialog member={acting.member} firmName={organisation.name} onClose={() => setActing(null)} />
      )}
    </>
  );
}
