import { MESSAGES, type MessageResponse, ResetPasswordRequest } from '@dd/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';

/** Reached from the mailed link `/reset-password?token=…&email=…`. */
export function ResetPasswordPage() {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: {
      token: searchParams.get('token') ?? '',
      email: searchParams.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.request<MessageResponse>('/api/auth/reset-password', {
        method: 'POST',
        body: values,
        toastErrors: false,
      });
      toast.success(MESSAGES.auth.passwordReset);
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(form, error);
      else toast.error(failureMessage(error, MESSAGES.auth.genericError));
    }
  });

  return (
    <PageCard title="Reset your password">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={errors.root?.server?.message} />
          {errors.token && (
            <Alert color="red" variant="light" role="alert">
              This reset link is incomplete. <RouterAnchor to="/forgot-password">Request a new link</RouterAnchor>.
            </Alert>
          )}
          <input type="hidden" {...form.register('token')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="New password"
            type="password"
            autoComplete="new-password"
            description="At least 8 characters."
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
          <Button type="submit" loading={isSubmitting} fullWidth>
            Reset password
          </Button>
          <RouterAnchor to="/forgot-password" size="sm">
            Link expired? Request a new one
          </RouterAnchor>
        </Stack>
      </form>
    </PageCard>
  );
}
