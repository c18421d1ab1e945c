import { Box, Group, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import { MESSAGES } from '@dd/contracts';
import { IconFolder, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { IndexFolder, IndexNode } from '../lib/index-tree.ts';
import { FileName } from './user-text.tsx';

export interface IndexTreeListProps<T> {
  /** The list's name; a folder's own list is named by the folder's path. */
  label: string;
  nodes: readonly IndexNode<T>[];
  /** A file's list item, with its key. */
  renderFile: (item: T) => ReactNode;
  /** The heading level of the folders at the top; each folder within goes a level down, to h6 at most. */
  headingOrder: TitleOrder;
  gap?: MantineSpacing;
}

/** A folder's name as its heading shows it: a folder's, or an email's attachments', each with its icon. */
export function IndexFolderName({ folder, iconSize }: { folder: IndexFolder<unknown>; iconSize: number }) {
  return (
    <Group component="span" gap={6} wrap="nowrap">
      {folder.attachments ? <IconPaperclip size={iconSize} aria-hidden /> : <IconFolder size={iconSize} aria-hidden />}
      <FileName name={folder.attachments ? MESSAGES.documents.attachmentsOf(folder.name) : folder.name} />
    </Group>
  );
}

/**
 * Files listed as a data room's index: each folder a heading over the list of what it holds, indented under it, an
 * email's attachments headed as such after the message. A list with no folders is the plain list of its files.
 */
export function IndexTreeList<T>({ label, nodes, renderFile, headingOrder, gap = 'sm' }: IndexTreeListProps<T>) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {nodes.map((node) =>
        node.kind === 'file' ? (
          renderFile(node.item)
        ) : (
          // A path never ends with "/", so a folder's key is no file's.
          <li key={`${node.path}/`}>
            <Stack gap="xs">
              <Title order={Math.min(headingOrder + node.depth, 6) as TitleOrder} size="h5">
                <IndexFolderName folder={node} iconSize={18} />
              </Title>
              <Box pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
                <IndexTreeList
                  label={node.attachments ? MESSAGES.documents.attachmentsOf(node.path) : node.path}
                  nodes={node.children}
                  renderFile={renderFile}
                  headingOrder={headingOrder}
                  gap={gap}
                />
              </Box>
            </Stack>
          </li>
        ),
      )}
    </Stack>
  );
}
