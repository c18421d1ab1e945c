import { ChangePasswordRequest, LIMITS, type MessageResponse } from '@dd/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** A new password, given with the current one; the server ends the account's other sessions. */
export function ChangePasswordForm() {
  const api = useApiClient();
  const form = useForm({ resolver: zodResolver(ChangePasswordRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const { message } = await api.request<MessageResponse>('/api/user/password', { method: 'PUT', body: fields });
      form.reset(EMPTY);
      toast.success(message);
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (error instanceof ApiError && error.status === 401) return;
      showServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={errors.root?.server?.message} />
        <TextInput
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          description={`At least ${LIMITS.passwordMinLength} characters.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextInput
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
