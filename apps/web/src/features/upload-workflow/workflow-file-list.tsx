import type { DocumentType } from '@dd/contracts';
import { Button, Table, UnstyledButton } from '@mantine/core';
import { LazyPdfThumbnail } from './lazy-pdf-preview.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';


/** The case's files: name, type, pages and annexures; choosing one makes it the active file. */
export function WorkflowFileList({ types }: { types: DocumentType[] }) {
  const { state, dispatch } = useUploadWorkflow();
  if (state.files.length === 0) return null;
  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? 'Unknown type';

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
                  {name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{typeName(entry.docTypeId)}</Table.Td>
              <Table.Td>{entry.pages ?? '—'}</Table.Td>
              <Table.Td>{entry.annexures.length}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => dispatch({ type: 'fileRemoved', fileName: name })}
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
