import { MESSAGES, ProfileUpdateFields, type User } from '@dd/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { useProfileUpdate } from './use-profile-update.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

/** Both fields are required here: the form always shows and sends the two. */
const DetailsForm = ProfileUpdateFields.required();

/** The lawyer's name and email; a new email must be verified again, and the form says so before it is sent. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const save = useProfileUpdate();
  const form = useForm({
    resolver: zodResolver(DetailsForm),
    // Follows the saved account (another tab's change arrives over realtime) without undoing what is being typed.
    values: { name: user.name, email: user.email },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    const saved = await save(fields, form);
    if (saved) form.reset({ name: saved.name, email: saved.email });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={errors.root?.server?.message} />
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          description={MESSAGES.profile.emailReverification}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Update name and email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
