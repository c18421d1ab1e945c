import { TagsInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/form-errors.ts';

export interface TagFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description: string;
}

/**
 * A list of words or phrases as tags: Enter adds one, and a paste adds what was pasted. Phrases may contain
 * commas (statute titles do), so only Enter separates them, and an Enter with nothing typed does not submit
 * the form: a second press after adding a tag is a slip, not a request to save.
 */
export function TagField<T extends FieldValues>({ control, name, label, description }: TagFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={`${description} Press Enter after each.`}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          splitChars={[]}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.currentTarget.value.trim() === '') event.preventDefault();
          }}
          clearable
          error={firstErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}
