import { MESSAGES, RegisterRequest, type RegisterResponse } from '@dd/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { showServerErrors } from '../../lib/form-errors.ts';
import { IMAGE_ACCEPT, optionalImageFile } from '../../lib/image-file.ts';
import { useReturnTo, withReturnTo } from '../../lib/return-to.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { ImageFileInput } from '../../ui/image-file-input.tsx';
import { PageCard } from '../../ui/page-card.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../session/session-context.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

/** The registration payload plus its optional firm logo, which travels as a file part. */
const RegisterForm = z.intersection(RegisterRequest, z.object({ logo: optionalImageFile() }));

/** Creates the account and signs in, then goes to the page the address's `returnTo` names, or home. */
export function RegisterPage() {
  const api = useApiClient();
  const { signIn } = useSession();
  const returnTo = useReturnTo();
  const form = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', logo: null },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ logo, ...fields }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (logo) body.set('logo', logo);
    try {
      const { access_token, user } = await api.request<RegisterResponse>('/api/auth/register', {
        method: 'POST',
        body,
      });
      toast.success(MESSAGES.auth.registered);
      signIn(access_token, user, returnTo);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <PageCard title="Create your account">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={errors.root?.server?.message} />
          <TextInput
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
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
            autoComplete="new-password"
            description="At least 8 characters."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextInput
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Controller
            control={form.control}
            name="logo"
            render={({ field, fieldState }) => (
              <ImageFileInput
                label="Firm logo"
                name={field.name}
                accept={IMAGE_ACCEPT}
                description="Optional. PNG, JPEG or WebP, up to 2 MB."
                error={fieldState.error?.message}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(file) => {
                  field.onChange(file);
                  // Tell the lawyer about an unsuitable file when it is chosen, not after the whole form.
                  void form.trigger('logo');
                }}
              />
            )}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Register
          </Button>
          <Text size="sm">
            Already have an account? <RouterAnchor to={withReturnTo('/login', returnTo)}>Log in</RouterAnchor>
          </Text>
        </Stack>
      </form>
    </PageCard>
  );
}
