import { formatByteSize, LIMITS } from '@dd/contracts';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, PDF_MIME_TYPE } from '@mantine/dropzone';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';

export interface PdfPickerProps {
  label: string;
  description: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A drop zone for PDFs that also opens the file chooser on click, Enter or Space. Whatever is dropped goes on,
 * rejected or not: each file gets its own verdict from the workflow, never a silent drop.
 */
export function PdfPicker({ label, description, multiple = false, disabled = false, onFiles }: PdfPickerProps) {
  const id = useId();
  const limits = multiple
    ? `PDF only, up to ${formatByteSize(LIMITS.pdfMaxBytes)} each and ${LIMITS.filesPerRequest} at a time`
    : `PDF only, up to ${formatByteSize(LIMITS.pdfMaxBytes)}`;
  return (
    <Input.Wrapper label={label} description={description} id={id}>
      <Dropzone
        mt={4}
        radius="md"
        multiple={multiple}
        disabled={disabled}
        accept={PDF_MIME_TYPE}
        onDrop={() => undefined}
        onDropAny={(accepted, rejected) => {
          const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
          if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
        }}
        role="button"
        aria-label={multiple ? 'Choose PDFs to upload' : 'Choose a PDF to upload'}
        aria-describedby={`${id}-limits`}
        aria-disabled={disabled}
        inputProps={{ id, 'aria-label': label, disabled }}
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden color="var(--mantine-color-blue-8)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} aria-hidden color="var(--mantine-color-red-8)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypePdf size={36} aria-hidden color="var(--mantine-color-gray-7)" />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {multiple ? 'Drop PDFs here or click to choose them' : 'Drop a PDF here or click to choose it'}
            </Text>
            <Text size="xs" c="gray.7" id={`${id}-limits`}>
              {limits}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Input.Wrapper>
  );
}
