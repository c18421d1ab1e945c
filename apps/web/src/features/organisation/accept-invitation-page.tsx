import { MESSAGES } from '@dd/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { withReturnTo } from '../../lib/return-to.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../session/session-context.ts';
import { acceptInvitation, ORGANISATION_QUERY_KEY } from './organisation-queries.ts';

const ACCEPT_INVITATION_PATH = '/invitations/accept';
const FIRM_PATH = '/firm';

/**
 * Where an invitation's mailed link lands (`/invitations/accept?token=…`). Signed in, the user joins the firm with
 * one press, then sees it; signed out, they are offered to log in or register, and come back here, token and all.
 */
export function AcceptInvitationPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  const accept = useMutation({
    mutationFn: () => acceptInvitation(api, token),
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData(ORGANISATION_QUERY_KEY, data.organisation);
      toast.success(message);
      navigate(FIRM_PATH, { replace: true });
    },
  });
  // A 401 has already ended the session and gone to the login page; anything else is said as the server says it.
  const refusal =
    accept.error && !(accept.error instanceof ApiError && accept.error.status === 401)
      ? failureMessage(accept.error, MESSAGES.profile.unexpected)
      : undefined;

  if (!token) {
    return (
      <PageCard title="Join a firm">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.organisation.invitationInvalid}
        </Alert>
      </PageCard>
    );
  }

  if (!user) {
    const here = `${ACCEPT_INVITATION_PATH}?${new URLSearchParams({ token }).toString()}`;
    return (
      <PageCard title="Join a firm">
        <Stack gap="md">
          <Text>You have been invited to join a firm on the Due Diligence Assistant.</Text>
          <Text>
            Log in with the email address the invitation was sent to, or create an account with it, and you will come
            back here to accept it.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={withReturnTo('/login', here)}>
              Log in
            </Button>
            <Button component={Link} to={withReturnTo('/register', here)} variant="default">
              Create an account
            </Button>
          </Group>
        </Stack>
      </PageCard>
    );
  }

  return (
    <PageCard title="Join a firm">
      <Stack gap="md" align="flex-start">
        <Text>You have been invited to join a firm on the Due Diligence Assistant.</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          You are logged in as {user.name} ({user.email}): the invitation must have been sent to this address. Joining
          moves your account to the firm that invited you.
        </Text>
        <FormErrorAlert message={refusal} />
        <Button onClick={() => accept.mutate()} loading={accept.isPending}>
          Join the firm
        </Button>
      </Stack>
    </PageCard>
  );
}
