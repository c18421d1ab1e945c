import { OrganisationUpdateFields, type Organisation } from '@dd/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { ORGANISATION_QUERY_KEY, updateOrganisation } from './organisation-queries.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

/** The name is required here: this form always shows and sends it. */
const NameForm = OrganisationUpdateFields.required();

/** The firm's name, for its admins: sent as JSON, the server's message toasted, its refusal shown on the field. */
export function FirmNameForm({ organisation }: { organisation: Organisation }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(NameForm),
    // Follows the saved firm (another admin's change) without undoing what is being typed.
    values: { name: organisation.name },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const { message, data } = await updateOrganisation(api, { name });
      queryClient.setQueryData(ORGANISATION_QUERY_KEY, data.organisation);
      form.reset({ name: data.organisation.name });
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
        <TextInput label="Firm name" autoComplete="organization" error={errors.name?.message} {...form.register('name')} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
