import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { IMAGE_ACCEPT, isAcceptedImage, requiredImageFile } from '../lib/image-file.ts';
import { blobQueryKey } from '../lib/use-authenticated-blob.ts';
import { BlobImage, type BlobImageProps } from './blob-image.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { ImageFileInput } from './image-file-input.tsx';
import { zodResolver } from '../lib/zod-resolver.ts';

export type ImageUploadValues = Record<string, File | null>;

export interface ImageUploadFormProps {
  /** The multipart file part the image is sent as, and the form field its errors come back under. */
  field: string;
  label: string;
  submitLabel: string;
  /** How the chosen image is previewed: its alt text, and the shape it will be shown in. */
  preview: Omit<BlobImageProps, 'blob'>;
  /**
   * Sends the form data and words the outcome (its toast, the server's errors on the form). Resolves to the saved
   * image's address, or undefined when nothing was saved.
   */
  save: (body: FormData, form: UseFormReturn<ImageUploadValues>) => Promise<{ imageUrl: string | null } | undefined>;
}

/** One image (a profile picture, a logo): chosen, checked as it is chosen, previewed, then saved. */
export function ImageUploadForm({ field, label, submitLabel, preview, save }: ImageUploadFormProps) {
  const queryClient = useQueryClient();
  // A new key gives a fresh, empty file input once an image is saved.
  const [inputKey, setInputKey] = useState(0);
  const schema = useMemo(() => z.object({ [field]: requiredImageFile(field) }), [field]);
  const form = useForm<ImageUploadValues>({ resolver: zodResolver(schema), defaultValues: { [field]: null } });
  const { errors, isSubmitting } = form.formState;
  const chosen = useWatch({ control: form.control, name: field });

  const onSubmit = form.handleSubmit(async (values) => {
    const file = values[field];
    if (!file) return;
    const body = new FormData();
    body.set(field, file);
    const saved = await save(body, form);
    if (!saved) return;
    // The image may keep its address while its bytes change.
    await queryClient.invalidateQueries({ queryKey: blobQueryKey(saved.imageUrl) });
    form.reset({ [field]: null });
    setInputKey((key) => key + 1);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={errors.root?.server?.message} />
        <Controller
          control={form.control}
          name={field}
          render={({ field: input, fieldState }) => (
            <ImageFileInput
              key={inputKey}
              label={label}
              name={input.name}
              accept={IMAGE_ACCEPT}
              description="PNG, JPEG or WebP, up to 2 MB."
              error={fieldState.error?.message}
              ref={input.ref}
              onBlur={input.onBlur}
              onChange={(file) => {
                input.onChange(file);
                // Say what is wrong with a file when it is chosen, not once it is sent.
                void form.trigger(field);
              }}
            />
          )}
        />
        {chosen && isAcceptedImage(chosen) && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Preview
            </Text>
            <BlobImage blob={chosen} {...preview} />
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
