import { MESSAGES, type MessageResponse, TOKEN_LIFETIMES } from '@dd/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../session/session-context.ts';
import { USER_QUERY_KEY } from '../session/user-query.ts';

/**
 * The verification notice, and where the mailed link lands (`?status=verified` or `?status=invalid`); open to
 * logged-out visitors too, since the link may be opened in another browser.
 */
export function VerifyEmailPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');

  useEffect(() => {
    // The server has just marked the address verified: show the user as it now is.
    if (status === 'verified') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient, status]);

  const resend = useMutation({
    mutationFn: () =>
      api.request<MessageResponse>('/api/auth/email/verification-notification', {
        method: 'POST',
        toastErrors: false,
      }),
    onSuccess: () => toast.success(MESSAGES.auth.verificationSent),
    onError: () => toast.error(MESSAGES.auth.verificationFailed),
  });

  if (status === 'verified') {
    return (
      <PageCard title="Verify your email">
        <Stack gap="md" align="flex-start">
          <Alert color="teal" variant="light" role="status">
            {MESSAGES.auth.emailVerified}
          </Alert>
          <RouterAnchor to={user ? '/' : '/login'}>{user ? 'Go to the home page' : 'Log in'}</RouterAnchor>
        </Stack>
      </PageCard>
    );
  }

  return (
    <PageCard title="Verify your email">
      <Stack gap="md" align="flex-start">
        {status === 'invalid' && (
          <Alert color="red" variant="light" role="alert">
            {MESSAGES.auth.invalidVerificationLink}
          </Alert>
        )}
        {!user && <Text>Log in to send yourself a new verification link.</Text>}
        {!user && <RouterAnchor to="/login">Log in</RouterAnchor>}
        {user?.emailVerifiedAt && <Text>{MESSAGES.auth.alreadyVerified}</Text>}
        {user && !user.emailVerifiedAt && (
          <>
            <Text>We have sent a verification link to {user.email}</Text>
            <Text size="sm">
              Open it to confirm your address. Links expire after {TOKEN_LIFETIMES.emailVerificationMinutes} minutes; if
              yours has, or it never arrived, send a new one.
            </Text>
            <Button onClick={() => resend.mutate()} loading={resend.isPending} variant="light">
              Resend verification email
            </Button>
          </>
        )}
      </Stack>
    </PageCard>
  );
}
