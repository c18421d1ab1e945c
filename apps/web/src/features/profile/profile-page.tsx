import { MESSAGES, ProfileUpdateFields, type ProfileUpdateResponse } from '@dd/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/form-errors.ts';
import { IMAGE_ACCEPT, isAcceptedImage, requiredImageFile } from '../../lib/image-file.ts';
import { blobQueryKey } from '../../lib/use-authenticated-blob.ts';
import { BlobImage } from '../../ui/blob-image.tsx';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { ImageFileInput } from '../../ui/image-file-input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { USER_QUERY_KEY } from '../session/user-query.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The profile update's fields with the picture, which travels as the `profile_pic` file part. */
const ProfileForm = ProfileUpdateFields.extend({ profile_pic: requiredImageFile('profile_pic') });

export function ProfilePage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // A new key gives a fresh, empty file input once a picture is saved.
  const [inputKey, setInputKey] = useState(0);
  const form = useForm({ resolver: zodResolver(ProfileForm), defaultValues: { profile_pic: null } });
  const { errors, isSubmitting } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'profile_pic' });

  const onSubmit = form.handleSubmit(async ({ profile_pic }) => {
    if (!profile_pic) return;
    const body = new FormData();
    body.set('profile_pic', profile_pic);
    try {
      const response = await api.request<ProfileUpdateResponse>('/api/user-profile-update', {
        method: 'POST',
        body,
        toastErrors: false,
      });
      queryClient.setQueryData(USER_QUERY_KEY, response.user);
      // The picture may keep its address while its bytes change.
      await queryClient.invalidateQueries({ queryKey: blobQueryKey(response.user.profilePicUrl) });
      form.reset({ profile_pic: null });
      setInputKey((key) => key + 1);
      toast.success(MESSAGES.profile.updated);
    } catch (error) {
      // A 401 has already ended the session and gone to the login page.
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) showServerErrors(form, error);
      toast.error(MESSAGES.profile.unexpected);
    }
  });

  return (
    <Container size="sm" py="md">
      <title>Profile · Due Diligence Assistant</title>
      <Stack gap="lg">
        <Title order={1}>Profile</Title>
        <Paper withBorder p="lg" radius="md">
          <Group gap="lg" wrap="nowrap">
            <UserAvatar user={user} size={96} />
            {/* Free to shrink beside the picture, so a long address wraps instead of widening a phone's page. */}
            <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Text fw={600}>{user.name}</Text>
              <Text size="sm">{user.email}</Text>
              {!user.profilePicUrl && <Text size="sm">No profile picture yet.</Text>}
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <FormErrorAlert message={errors.root?.server?.message} />
              <Controller
                control={form.control}
                name="profile_pic"
                render={({ field, fieldState }) => (
                  <ImageFileInput
                    key={inputKey}
                    label="Profile picture"
                    name={field.name}
                    accept={IMAGE_ACCEPT}
                    description="PNG, JPEG or WebP, up to 2 MB."
                    error={fieldState.error?.message}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    onChange={(file) => {
                      field.onChange(file);
                      void form.trigger('profile_pic');
                    }}
                  />
                )}
              />
              {chosen && isAcceptedImage(chosen) && (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Preview
                  </Text>
                  <BlobImage
                    blob={chosen}
                    alt="Preview of the new profile picture"
                    w={96}
                    h={96}
                    radius="50%"
                    fit="cover"
                  />
                </Stack>
              )}
              <Group>
                <Button type="submit" loading={isSubmitting}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
