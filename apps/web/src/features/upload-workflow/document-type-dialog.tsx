import type { DocumentType } from '@dd/contracts';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '../../ui/lazy-modal.tsx';
import { FileName } from '../../ui/user-text.tsx';
import type { PendingFile } from './use-workflow-actions.ts';

export interface DocumentTypeDialogProps {
  pending: PendingFile | null;
  types: DocumentType[];
  onConfirm: (docTypeId: number) => void;
  onCancel: () => void;
}

/** Spec §2: a later file's document type, chosen in a dialog that cannot be confirmed without one. */
export function DocumentTypeDialog({ pending, types, onConfirm, onCancel }: DocumentTypeDialogProps) {
  return (
    <LazyModal opened={pending !== null} onClose={onCancel} title="Choose the document type" centered>
      {pending && (
        <DocumentTypeChoice
          key={pending.file.name}
          pending={pending}
          types={types}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </LazyModal>
  );
}

function DocumentTypeChoice({ pending, types, onConfirm, onCancel }: DocumentTypeDialogProps & { pending: PendingFile }) {
  const detected = types.some((type) => type.id === pending.detectedTypeId) ? pending.detectedTypeId : null;
  const [choice, setChoice] = useState(detected === null ? '' : String(detected));
  return (
    <Stack>
      <Text size="sm">
        Which kind of document is{' '}
        <strong>
          <FileName name={pending.file.name} />
        </strong>
        ?
        {detected !== null && ' We have suggested the type we recognised.'}
      </Text>
      <NativeSelect
        label="Document type"
        value={choice}
        data={[{ value: '', label: 'Choose a type…' }, ...types.map((type) => ({ value: String(type.id), label: type.name }))]}
        onChange={(event) => setChoice(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={choice === ''} onClick={() => onConfirm(Number(choice))}>
          Add document
        </Button>
      </Group>
    </Stack>
  );
}
