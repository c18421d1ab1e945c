import { formatByteSize, LIMITS } from '@dd/contracts';
import { Group, Input, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

export interface PdfPickerProps {
  label: string;
  description: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

const PDF = 'application/pdf';

/** What is being dragged over the zone: nothing yet, files it takes, or files it will say no to. */
type Dragged = 'idle' | 'accept' | 'reject';

const BORDER: Record<Dragged, string> = {
  idle: 'var(--mantine-color-gray-5)',
  accept: 'var(--mantine-color-blue-7)',
  reject: 'var(--mantine-color-red-7)',
};
const BACKGROUND: Record<Dragged, string | undefined> = {
  idle: undefined,
  accept: 'var(--mantine-color-blue-0)',
  reject: 'var(--mantine-color-red-0)',
};

/**
 * A drop zone for PDFs that also opens the file chooser on click, Enter or Space. Whatever is dropped goes on,
 * rejected or not: each file gets its own verdict from the workflow, never a silent drop. Our own element over the
 * browser's drag and drop and a file input (the dropzone libraries' current releases need Node 22 to install).
 */
export function PdfPicker({ label, description, multiple = false, disabled = false, onFiles }: PdfPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<Dragged>('idle');
  const limits = multiple
    ? `PDF only, up to ${formatByteSize(LIMITS.pdfMaxBytes)} each and ${LIMITS.filesPerRequest} at a time`
    : `PDF only, up to ${formatByteSize(LIMITS.pdfMaxBytes)}`;

  const take = (files: File[]) => {
    if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const choose = () => {
    if (!disabled) input.current?.click();
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    const files = [...event.dataTransfer.items].filter((item) => item.kind === 'file');
    const fits = files.length > 0 && files.every((item) => item.type === PDF) && (multiple || files.length === 1);
    setDragged(files.length === 0 ? 'idle' : fits ? 'accept' : 'reject');
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragged('idle');
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragged('idle');
    take([...event.dataTransfer.files]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose();
  };

  return (
    <Input.Wrapper label={label} description={description} id={id}>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={multiple ? 'Choose PDFs to upload' : 'Choose a PDF to upload'}
        aria-describedby={`${id}-limits`}
        aria-disabled={disabled}
        // The chooser's own click bubbles up here: it must not open the chooser again.
        onClick={(event) => event.target !== input.current && choose()}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        style={{
          marginTop: 4,
          padding: 'var(--mantine-spacing-md)',
          border: `1px dashed ${BORDER[dragged]}`,
          borderRadius: 'var(--mantine-radius-md)',
          backgroundColor: BACKGROUND[dragged],
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={PDF}
          multiple={multiple}
          disabled={disabled}
          aria-label={label}
          hidden
          onChange={(event) => {
            take([...(event.currentTarget.files ?? [])]);
            // The same file chosen again is a new choice.
            event.currentTarget.value = '';
          }}
        />
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          {dragged === 'accept' ? (
            <IconUpload size={36} aria-hidden color="var(--mantine-color-blue-8)" />
          ) : dragged === 'reject' ? (
            <IconX size={36} aria-hidden color="var(--mantine-color-red-8)" />
          ) : (
            <IconFileTypePdf size={36} aria-hidden color="var(--mantine-color-gray-7)" />
          )}
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {multiple ? 'Drop PDFs here or click to choose them' : 'Drop a PDF here or click to choose it'}
            </Text>
            <Text size="xs" c="gray.7" id={`${id}-limits`}>
              {limits}
            </Text>
          </Stack>
        </Group>
      </div>
    </Input.Wrapper>
  );
}
