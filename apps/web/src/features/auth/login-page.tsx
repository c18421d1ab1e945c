import { type LoginResponse, MESSAGES } from '@dd/contracts';
import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { useReturnTo, withReturnTo } from '../../lib/return-to.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../session/session-context.ts';
import { SSO_ERROR_PARAM, ssoErrorMessage, ssoStartAddress, ssoStatusQuery } from './single-sign-on-queries.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

/** The form's checks, with zod, arrive as the user reaches the form: the page is drawn without them. */
const login = lazyResolver(() => import('./login-resolver.ts').then((module) => module.loginResolver));

/**
 * Logs in, then goes to the page the address's `returnTo` names (an invitation, say), or home; where the
 * installation has an identity provider, also by the firm's account, which comes back here with `sso_error` when
 * it was refused.
 */
export function LoginPage() {
  const api = useApiClient();
  const { signIn } = useSession();
  const returnTo = useReturnTo();
  const [searchParams] = useSearchParams();
  const ssoError = ssoErrorMessage(searchParams.get(SSO_ERROR_PARAM));
  const ssoEnabled = useQuery(ssoStatusQuery(api)).data === true;
  const form = useForm({ resolver: login.resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      const { token, user } = await api.request<LoginResponse>('/api/auth/login', {
        method: 'POST',
        body: credentials,
      });
      toast.success(MESSAGES.auth.loggedIn);
      signIn(token, user, returnTo);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // Spec §8: wrong credentials are told under the email field.
        const message = error.serverMessage ?? MESSAGES.auth.invalidCredentials;
        form.setError('email', { type: 'server', message }, { shouldFocus: true });
      } else showServerErrors(form, error);
    }
  });

  return (
    <PageCard title="Log in">
      <form onSubmit={(event) => void onSubmit(event)} onFocus={login.preload} noValidate>
        <Stack gap="md">
          {/* A password login's failure replaces the provider's refusal: the latest is what the user needs. */}
          <FormErrorAlert message={errors.root?.server?.message ?? ssoError ?? undefined} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Log in
          </Button>
          <Group justify="space-between" gap="xs">
            <RouterAnchor to="/forgot-password" size="sm">
              Forgot your password?
            </RouterAnchor>
            <RouterAnchor to={withReturnTo('/register', returnTo)} size="sm">
              Create an account
            </RouterAnchor>
          </Group>
        </Stack>
      </form>
      {/* Last in the card, so that its arrival, once the server has said, moves nothing already shown. */}
      {ssoEnabled && (
        <Stack gap="md" mt="md">
          <Divider label="or" labelPosition="center" />
          {/* A link the browser follows, not a fetch: the server sends it on to the firm's identity provider. */}
          <Button component="a" href={ssoStartAddress(returnTo)} variant="default" fullWidth>
            {MESSAGES.sso.button}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
