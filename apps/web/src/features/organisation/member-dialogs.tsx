import { MESSAGES, type OrganisationMember } from '@dd/contracts';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { CASES_QUERY_KEY } from '../cases/case-queries.ts';
import { changeMemberRole, ORGANISATION_QUERY_KEY, removeMember } from './organisation-queries.ts';

/**
 * A confirmation whose work may be refused: the server's refusal (the firm's last admin, removing oneself) is
 * shown in the dialog, which stays open; success closes it with the server's message toasted.
 */
function useRefusableAction(act: () => Promise<string>, afterwards: () => Promise<unknown>) {
  const [refusal, setRefusal] = useState<string>();
  const confirm = async () => {
    setRefusal(undefined);
    try {
      toast.success(await act());
      await afterwards();
      return true;
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (!(error instanceof ApiError) || error.status !== 401) setRefusal(failureMessage(error, MESSAGES.profile.unexpected));
      return false;
    }
  };
  return { refusal, confirm };
}

/** Asks before an admin is made a plain member, and says what they, or the admin themself, will lose. */
export function DemoteMemberDialog({ member, self, onClose }: { member: OrganisationMember; self: boolean; onClose: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { refusal, confirm } = useRefusableAction(
    async () => (await changeMemberRole(api, member, 'member')).message,
    () => queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY }),
  );
  return (
    <ConfirmDialog
      opened
      title={self ? 'Stop being an admin of the firm?' : `Make ${member.name} a member?`}
      confirmLabel="Make member"
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        {self
          ? 'You will no longer be able to change the firm’s name and logo, its members or its invitations. Another admin can make you an admin again.'
          : `${member.name} will no longer be able to change the firm’s name and logo, its members or its invitations. Their account and cases are kept.`}
      </Text>
      <FormErrorAlert message={refusal} />
    </ConfirmDialog>
  );
}

/** Asks before a member is removed, and says that their cases pass to the admin removing them. */
export function RemoveMemberDialog({ member, firmName, onClose }: { member: OrganisationMember; firmName: string; onClose: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { refusal, confirm } = useRefusableAction(
    () => removeMember(api, member),
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY }),
        // Their cases are now the admin's own: the case list shows them.
        queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
      ]),
  );
  return (
    <ConfirmDialog opened title={`Remove ${member.name} from the firm?`} confirmLabel="Remove" destructive onConfirm={confirm} onClose={onClose}>
      <Text>{`${member.name} will no longer be a member of ${firmName}: they keep their account, in a firm of their own. Their cases will pass to you.`}</Text>
      <FormErrorAlert message={refusal} />
    </ConfirmDialog>
  );
}
