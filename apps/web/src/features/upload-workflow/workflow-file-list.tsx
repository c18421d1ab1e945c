import type { DocumentType } from '@dd/contracts';
import { Button, Group, NativeSelect, Table, UnstyledButton } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { foldersOf, indexTree, type IndexNode } from '../../lib/index-tree.ts';
import { LazyPdfThumbnail } from './lazy-pdf-preview.tsx';
import { FileName, PathName } from '../../ui/user-text.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import type { WorkflowFile } from './upload-workflow-reducer.ts';
import type { WorkflowActions } from './use-workflow-actions.ts';

/** The table's columns, which a folder's row spans. */
const COLUMNS = 6;

/** A name's indent by the folders holding it, beyond the cell's own padding: the index tree's steps, in a table. */
const indent = (depth: number) =>
  depth === 0 ? undefined : { paddingInlineStart: `calc(var(--table-horizontal-spacing, var(--mantine-spacing-xs)) + var(--mantine-spacing-md) * ${depth})` };

/**
 * The case's files: name, type (which can still be changed), pages and annexures; choosing one makes it the
 * active file, and Remove can be undone for a moment. Files of an archive are listed under their folders, as the
 * data room's index has them, each by its own name (its whole path read out).
 */
export function WorkflowFileList({ types, actions }: { types: DocumentType[]; actions: Pick<WorkflowActions, 'changeFileType' | 'removeFile'> }) {
  const { state, dispatch } = useUploadWorkflow();
  if (state.files.length === 0) return null;

  const fileRow = (entry: WorkflowFile, depth: number) => {
    const name = entry.file.name;
    const active = state.activeFileName === name;
    return (
      <Table.Tr key={name} bg={active ? 'blue.0' : undefined}>
        <Table.Td>
          <LazyPdfThumbnail file={entry.file} />
        </Table.Td>
        <Table.Td style={indent(depth)}>
          <UnstyledButton
            fw={active ? 700 : 500}
            aria-current={active ? 'true' : undefined}
            onClick={() => dispatch({ type: 'activeFileSelected', fileName: name })}
          >
            <PathName path={name} />
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
          <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => actions.removeFile(name)}>
            Remove
          </Button>
        </Table.Td>
      </Table.Tr>
    );
  };
  // The tree drawn row by row: a folder's row, then what it holds, each a step further in.
  const rows = (nodes: IndexNode<WorkflowFile>[]): ReactNode[] =>
    nodes.flatMap((node) =>
      node.kind === 'file'
        ? [fileRow(node.item, foldersOf(node.item.file.name).length)]
        : [
            <Table.Tr key={`${node.path}/`}>
              <Table.Th colSpan={COLUMNS} style={indent(node.depth)}>
                <Group gap={6} wrap="nowrap">
                  <IconFolder size={18} aria-hidden />
                  <FileName name={node.name} />
                </Group>
              </Table.Th>
            </Table.Tr>,
            ...rows(node.children),
          ],
    );

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
      <Table.Tbody>{rows(indexTree(state.files, (entry) => entry.file.name))}</Table.Tbody>
    </Table>
  );
}
