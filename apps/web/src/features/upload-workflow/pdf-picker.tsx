import { Input, Paper, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';

export interface PdfPickerProps {
  label: string;
  description: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A labelled file input that also takes PDFs dropped on it. */
export function PdfPicker({ label, description, multiple = false, disabled = false, onFiles }: PdfPickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Input.Wrapper label={label} description={description} id={id}>
      <Paper
        withBorder
        p="md"
        mt={4}
        radius="md"
        bg={dragging ? 'gray.1' : undefined}
        style={{ borderStyle: 'dashed', opacity: disabled ? 0.6 : 1 }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          multiple={multiple}
          disabled={disabled}
          // The browser's file input has a width of its own: it must not push a phone's page wider.
          style={{ maxWidth: '100%' }}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <Text size="xs" c="dimmed" mt={6}>
          or drop {multiple ? 'PDFs' : 'a PDF'} here
        </Text>
      </Paper>
    </Input.Wrapper>
  );
}
