import { MESSAGES, type AdminUser } from '@dd/contracts';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { USER_QUERY_KEY } from '../session/user-query.ts';
import { ADMIN_USERS_QUERY_KEY, changeAccount, type AccountAction } from './admin-users-queries.ts';

interface Wording {
  title: (name: string) => string;
  confirmLabel: string;
  /** What the change means for the account's owner, or for the admin acting on their own account. */
  explanation: (self: boolean) => string;
  done: (name: string) => string;
  destructive: boolean;
}

const WORDING: Record<AccountAction, Wording> = {
  promote: {
    title: (name) => `Make ${name} an administrator?`,
    confirmLabel: 'Promote',
    explanation: () => 'They will be able to use the admin area: the firm’s users, the catalogue, documents and title reports.',
    done: MESSAGES.accounts.promoted,
    destructive: false,
  },
  demote: {
    title: (name) => `Remove ${name}’s administrator role?`,
    confirmLabel: 'Demote',
    explanation: (self) =>
      self
        ? 'You will lose access to the admin area at once. Your account and cases are kept.'
        : 'They keep their account and cases but can no longer use the admin area.',
    done: MESSAGES.accounts.demoted,
    destructive: true,
  },
  disable: {
    title: (name) => `Disable ${name}’s account?`,
    confirmLabel: 'Disable',
    explanation: (self) =>
      self
        ? 'You will be logged out everywhere at once, this page included, and cannot log in until another administrator enables your account.'
        : 'They are logged out everywhere at once and cannot log in until an administrator enables the account again. Their cases are kept.',
    done: MESSAGES.accounts.disabled,
    destructive: true,
  },
  enable: {
    title: (name) => `Enable ${name}’s account?`,
    confirmLabel: 'Enable',
    explanation: () => 'They can log in again with their password.',
    done: MESSAGES.accounts.enabled,
    destructive: false,
  },
};

/** Asks before changing an account, says what the change means, and shows the server's refusal in place. */
export function AccountActionDialog({
  user,
  action,
  self,
  onClose,
}: {
  user: AdminUser;
  action: AccountAction;
  /** The admin is acting on their own account. */
  self: boolean;
  onClose: () => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const wording = WORDING[action];

  const confirm = async () => {
    setRefusal(undefined);
    try {
      await changeAccount(api, user.id, action);
      toast.success(wording.done(user.name));
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      // The admin's own role or access has changed: the session learns it (a disabled account's next call is a 401).
      if (self) await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return true;
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (!(error instanceof ApiError) || error.status !== 401) setRefusal(failureMessage(error, MESSAGES.accounts.updateFailed));
      return false;
    }
  };

  return (
    <ConfirmDialog
      opened
      title={wording.title(user.name)}
      confirmLabel={wording.confirmLabel}
      destructive={wording.destructive}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{wording.explanation(self)}</Text>
      <FormErrorAlert message={refusal} />
    </ConfirmDialog>
  );
}
