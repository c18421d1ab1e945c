import { ForgotPasswordRequest, MESSAGES, type MessageResponse } from '@dd/contracts';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';

export function ForgotPasswordPage() {
  const api = useApiClient();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ForgotPasswordRequest), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await api.request<MessageResponse>('/api/auth/forgot-password', {
        method: 'POST',
        body: values,
        toastErrors: false,
      });
      toast.success(MESSAGES.auth.resetLinkSent);
      setConfirmation(message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(form, error);
      else toast.error(failureMessage(error, MESSAGES.auth.genericError));
    }
  });

  return (
    <PageCard title="Forgot your password?">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">Enter the email you registered with and we will send you a link to choose a new password.</Text>
          <FormErrorAlert message={errors.root?.server?.message} />
          {confirmation && (
            <Alert color="teal" variant="light" role="status">
              {confirmation}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Send reset link
          </Button>
          <RouterAnchor to="/login" size="sm">
            Back to log in
          </RouterAnchor>
        </Stack>
      </form>
    </PageCard>
  );
}
