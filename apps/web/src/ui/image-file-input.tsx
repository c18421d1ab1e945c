import { Input } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';

export interface ImageFileInputProps {
  label: string;
  name: string;
  accept: string;
  description?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
}

/**
 * A native file input with a visible label, so the label names the input itself: keyboard and screen-reader
 * users reach the browser's own picker, and tests attach files to it by its label.
 */
export function ImageFileInput({ label, name, accept, description, error, ref, onChange, onBlur }: ImageFileInputProps) {
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Input
        component="input"
        type="file"
        ref={ref}
        name={name}
        accept={accept}
        error={error}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
        styles={{ input: { paddingTop: 5, height: 'auto', minHeight: 36, cursor: 'pointer' } }}
      />
    </Input.Wrapper>
  );
}
