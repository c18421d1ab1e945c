import { formatByteSize, LIMITS, MESSAGES } from '@dd/contracts';
import { Group, Input, Stack, Text } from '@mantine/core';
import { IconFiles, IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ACCEPTED_DOCUMENT_TYPES, containerKind, DOCUMENT_ACCEPT, ONE_DOCUMENT_ACCEPT } from './accepted-documents.ts';

export interface DocumentPickerProps {
  label: string;
  description: string;
  /**
   * What the zone asks for: PDFs alone (annexures, which are read as PDFs only), or any case document: a PDF, a
   * Word document or scans, which the server reads through a PDF it lays out from them; and, where it takes several,
   * a .zip of them (a data room's export), which the server unpacks.
   */
  accept?: 'pdf' | 'documents';
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

const PDF = 'application/pdf';

/** The zone's words, by what it takes and how many. */
const WORDING = {
  pdf: {
    one: { name: 'Choose a PDF to upload', prompt: 'Drop a PDF here or click to choose it', kinds: 'PDF only' },
    many: { name: 'Choose PDFs to upload', prompt: 'Drop PDFs here or click to choose them', kinds: 'PDF only' },
  },
  documents: {
    one: { name: 'Choose a document to upload', prompt: 'Drop a document here or click to choose it', kinds: 'PDF, Word (.docx) or scans (PNG, JPEG, TIFF)' },
    many: { name: 'Choose documents to upload', prompt: 'Drop documents here or click to choose them', kinds: MESSAGES.documents.kindsOrArchive },
  },
} as const;

/**
 * Whether a dragged file looks like one the zone takes. While dragging, the browser tells a file's type but not its
 * name, and often gives a .docx or a .tif no type at all: such a file is not refused here (each file dropped still
 * gets its own verdict from the workflow). An archive or an email is taken only where several documents are.
 */
const looksAccepted = (accept: 'pdf' | 'documents', multiple: boolean, type: string) => {
  if (accept === 'pdf') return type === PDF;
  if (!multiple && containerKind({ name: '', type }) !== null) return false;
  return type === '' || ACCEPTED_DOCUMENT_TYPES.includes(type);
};

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
 * A drop zone for documents (or PDFs alone) that also opens the file chooser on click, Enter or Space. Whatever is
 * dropped goes on, rejected or not: each file gets its own verdict from the workflow, never a silent drop. Our own
 * element over the browser's drag and drop and a file input (the dropzone libraries' current releases need Node 22
 * to install).
 */
export function DocumentPicker({ label, description, accept = 'pdf', multiple = false, disabled = false, onFiles }: DocumentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<Dragged>('idle');
  const { name, prompt, kinds } = multiple ? WORDING[accept].many : WORDING[accept].one;
  const each = formatByteSize(LIMITS.pdfMaxBytes);
  const limits = !multiple
    ? `${kinds}, up to ${each}`
    : accept === 'documents'
      ? `${kinds}, up to ${each} each (a .zip up to ${formatByteSize(LIMITS.archiveMaxBytes)}) and ${LIMITS.filesPerRequest} at a time`
      : `${kinds}, up to ${each} each and ${LIMITS.filesPerRequest} at a time`;

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
    const fits = files.length > 0 && files.every((item) => looksAccepted(accept, multiple, item.type)) && (multiple || files.length === 1);
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
        aria-label={name}
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
          accept={accept === 'pdf' ? PDF : multiple ? DOCUMENT_ACCEPT : ONE_DOCUMENT_ACCEPT}
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
          ) : accept === 'pdf' ? (
            <IconFileTypePdf size={36} aria-hidden color="var(--mantine-color-gray-7)" />
          ) : (
            <IconFiles size={36} aria-hidden color="var(--mantine-color-gray-7)" />
          )}
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {prompt}
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
