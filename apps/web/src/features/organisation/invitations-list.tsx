import { MESSAGES, type OrganisationInvitation } from '@dd/contracts';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { INVITATIONS_QUERY_KEY, invitationsQuery, revokeInvitation } from './organisation-queries.ts';
import { ROLE_NAMES } from './role-names.ts';

/** The firm's invitations still waiting for an answer, with who sent them, when they expire, and a way to revoke each. */
export function InvitationsList() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(invitationsQuery(api));
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (invitation: OrganisationInvitation) => {
    setRevoking(invitation.id);
    try {
      toast.success(await revokeInvitation(api, invitation.id));
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (!(error instanceof ApiError) || error.status !== 401) toast.error(failureMessage(error, MESSAGES.profile.unexpected));
    } finally {
      setRevoking(null);
    }
  };

  if (query.isPending) return <LoadingSkeleton label="Loading the invitations…" count={1} />;
  if (query.isError) {
    return <LoadFailure message={failureMessage(query.error, 'The invitations could not be loaded.')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <Text size="sm">No invitation is waiting for an answer.</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={640}>
      <Table verticalSpacing="sm" aria-label="Pending invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Invited by</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((invitation) => (
            <Table.Tr key={invitation.id} aria-label={invitation.email}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
              <Table.Td>{ROLE_NAMES[invitation.role]}</Table.Td>
              <Table.Td>{invitation.invitedBy?.name ?? 'A former member'}</Table.Td>
              <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  loading={revoking === invitation.id}
                  onClick={() => void revoke(invitation)}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
