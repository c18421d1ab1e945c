import { MESSAGES, type DocumentType } from '@dd/contracts';
import { Alert, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { DocumentPicker } from './document-picker.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import type { WorkflowActions } from './use-workflow-actions.ts';

export interface SingleUploadProps {
  types: DocumentType[];
  actions: WorkflowActions;
}

/** Spec §2 single upload: the first file's type is chosen here and then locked; later files use the dialog. */
export function SingleUpload({ types, actions }: SingleUploadProps) {
  const { state, dispatch } = useUploadWorkflow();
  const { uploadProgress, failure } = actions;
  const isFirst = state.files.length === 0;
  const needsType = isFirst && state.documentTypeId === null;

  return (
    <Stack gap="sm">
      <NativeSelect
        label="Document type"
        description={state.documentTypeLocked ? 'Set by the first document; later documents ask for their own type.' : undefined}
        disabled={state.documentTypeLocked}
        value={state.documentTypeId === null ? '' : String(state.documentTypeId)}
        data={[{ value: '', label: 'Choose a type…' }, ...types.map((type) => ({ value: String(type.id), label: type.name }))]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value) dispatch({ type: 'documentTypeSelected', documentTypeId: Number(value) });
        }}
      />
      <SingleDocumentPicker disabled={needsType || uploadProgress !== null} onFile={(file) => void actions.uploadSingle(file)} />
      {needsType && (
        <Text size="xs" c="dimmed">
          Choose the document type of your first document, then upload it.
        </Text>
      )}
      {uploadProgress !== null && (
        <Progress
          value={Math.round(uploadProgress * 100)}
          aria-label="Upload progress"
          animated={uploadProgress >= 1}
        />
      )}
      {failure && (
        <Alert color="red" title={MESSAGES.upload.fileFailed}>
          <Text size="sm" fw={500}>
            {failure.fileName}
          </Text>
          <Text size="sm">{failure.message}</Text>
        </Alert>
      )}
    </Stack>
  );
}

function SingleDocumentPicker({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  return (
    <DocumentPicker
      label="Upload a document"
      description="One document at a time."
      accept="documents"
      disabled={disabled}
      onFiles={([file]) => {
        if (file) onFile(file);
      }}
    />
  );
}
