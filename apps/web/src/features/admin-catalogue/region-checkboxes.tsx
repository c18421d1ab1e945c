import { REGIONS, type Region } from '@dd/contracts';
import { Checkbox, Group } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/form-errors.ts';

export interface RegionCheckboxesProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  description: string;
  /** The regions on offer: every region, or those of the question's document type. */
  options?: readonly Region[];
}

/** The regions something applies in: every region visible at once, one checkbox each. */
export function RegionCheckboxes<T extends FieldValues>({
  control,
  name,
  description,
  options = REGIONS,
}: RegionCheckboxesProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label="Regions"
          description={description}
          value={field.value as string[]}
          // Kept in the spec's order, whatever order they were ticked in.
          onChange={(values) => field.onChange(options.filter((region) => values.includes(region)))}
          error={firstErrorMessage(fieldState.error)}
        >
          <Group gap="md" mt={6}>
            {options.map((region, index) => (
              <Checkbox key={region} value={region} label={region} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
