import { Stack, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { CaseFile } from '@dd/contracts';
import type { IndexFolder } from '../../lib/index-tree.ts';
import { IndexFolderName } from '../../ui/index-tree-list.tsx';

/** A heading's level under the case's title (h1): h2 at the top, a level down for each folder holding it, h6 at most. */
export const headingOrderAt = (depth: number) => Math.min(2 + depth, 6) as TitleOrder;

/**
 * A folder of the case's files (a data room's, sent as an archive, or an email's attachments, headed as such after
 * the message): its heading, then what it holds, indented under it. `renderFile` draws a file's section, memoised on the file: a folder drawn again draws again none of its files
 * that did not change.
 */
export function CaseFolder({ folder, renderFile }: { folder: IndexFolder<CaseFile>; renderFile: (file: CaseFile) => ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={headingOrderAt(folder.depth)} size="h4" id={id}>
        <IndexFolderName folder={folder} iconSize={20} />
      </Title>
      <Stack gap="lg" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
        {folder.children.map((node) =>
          node.kind === 'file' ? renderFile(node.item) : <CaseFolder key={`${node.path}/`} folder={node} renderFile={renderFile} />,
        )}
      </Stack>
    </Stack>
  );
}
