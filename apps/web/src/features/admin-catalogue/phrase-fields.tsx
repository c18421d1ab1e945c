import { ActionIcon, Button, Group, Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/form-errors.ts';
import type { DocumentTypeFields } from './document-type-fields.ts';

const WEIGHTS = ['1', '2', '3', '4', '5'];
const DEFAULT_WEIGHT = 3;

/** The weighted phrases that identify a document type: one row per phrase, weight 1 (weak) to 5 (decisive). */
export function PhraseFields({ control, errors }: { control: Control<DocumentTypeFields>; errors: FieldErrors<DocumentTypeFields> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'signals.phrases' });
  const listError = errors.signals?.phrases?.root?.message ?? errors.signals?.phrases?.message;

  return (
    <Input.Wrapper
      label="Phrases"
      description="Phrases found in the body of such a document, each weighted from 1 (weak) to 5 (decisive)."
      error={listError}
    >
      <Stack gap="xs" mt={6}>
        {fields.map((row, index) => {
          const rowErrors = errors.signals?.phrases?.[index];
          return (
            <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
              <Controller
                control={control}
                name={`signals.phrases.${index}.text`}
                render={({ field }) => (
                  <TextInput
                    aria-label={`Phrase ${index + 1}`}
                    style={{ flex: 1 }}
                    error={rowErrors?.text?.message}
                    {...field}
                  />
                )}
              />
              <Controller
                control={control}
                name={`signals.phrases.${index}.weight`}
                render={({ field }) => (
                  <NativeSelect
                    aria-label={`Weight of phrase ${index + 1}`}
                    data={WEIGHTS}
                    w={72}
                    value={String(field.value)}
                    onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={firstErrorMessage(rowErrors?.weight)}
                  />
                )}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove phrase ${index + 1}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button size="xs" variant="default" onClick={() => append({ text: '', weight: DEFAULT_WEIGHT })}>
            Add phrase
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
