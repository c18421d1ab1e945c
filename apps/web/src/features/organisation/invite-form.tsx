import { OrganisationInvitationCreate } from '@dd/contracts';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { useSubmissionKey } from '../../lib/use-submission-key.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { INVITATIONS_QUERY_KEY, inviteMember } from './organisation-queries.ts';
import { ROLE_OPTIONS } from './role-names.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

const EMPTY = { email: '', role: 'member' } as const;

/**
 * Invites someone to the firm by email, as a member or an admin. The server mails the link; its refusal (already a
 * member, already invited) is shown under the email field. A retry of the same invitation carries the same
 * Idempotency-Key, so a lost answer never sends a second one.
 */
export function InviteForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const form = useForm({ resolver: zodResolver(OrganisationInvitationCreate), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (invitation) => {
    try {
      const { message } = await inviteMember(api, invitation, submissionKey.keyFor(`${invitation.email}:${invitation.role}`));
      submissionKey.succeeded();
      form.reset(EMPTY);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (error instanceof ApiError && error.status === 401) return;
      showServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Invite someone">
      <Stack gap="md">
        <FormErrorAlert message={errors.root?.server?.message} />
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            description="They accept the invitation signed in with this address."
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NativeSelect label="Role" data={ROLE_OPTIONS} error={errors.role?.message} maw={160} {...form.register('role')} />
        </Group>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
