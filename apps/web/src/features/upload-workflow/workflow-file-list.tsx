import type { DocumentType } from '@dd/contracts';
import { Button, NativeSelect, Table, UnstyledButton } from '@mantine/core';
import { LazyPdfThumbnail } from './lazy-pdf-preview.tsx';
import { FileName } from '../../ui/user-text.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import type { WorkflowActions } from './use-workflow-actions.ts';

/**
 * The case's files: name, type (which can still be changed), pages and annexures; choosing one makes it the
 * active file, and Remove can be undone for a moment.
 */
export function WorkflowFileList({ types, actions }: { types: DocumentType[]; actions: Pick<WorkflowActions, 'changeFileType' | 'removeFile'> }) {
  const { state, dispatch } = useUploadWorkflow();
  if (state.files.length === 0) return null;

  return (
    <Table aria-label="Case files" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Preview</Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>Document type</Table.Th>
          <Table.Th>Pages</Table.Th>
          <Table.Th>Annexures</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state.files.map((entry) => {
          const name = entry.file.name;
          const active = state.activeFileName === name;
          return (
            <Table.Tr key={name} bg={active ? 'blue.0' : undefined}>
              <Table.Td>
                <LazyPdfThumbnail file={entry.file} />
              </Table.Td>
              <Table.Td>
                <UnstyledButton
                  fw={active ? 700 : 500}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'activeFileSelected', fileName: name })}
                >
                  <FileName name={name} />
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  size="xs"
                  aria-label={`Document type of ${name}`}
                  value={String(entry.docTypeId)}
                  data={types.map((type) => ({ value: String(type.id), label: type.name }))}
                  onChange={(event) => void actions.changeFileType(name, Number(event.currentTarget.value))}
                />
              </Table.Td>
              <Table.Td>{entry.pages ?? '—'}</Table.Td>
              <Table.Td>{entry.annexures.length}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => actions.removeFile(name)}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
