import { MESSAGES, type DocumentType } from '@dd/contracts';
import { Button, Checkbox, Group, Loader, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { indexTree } from '../../lib/index-tree.ts';
import { IndexTreeList } from '../../ui/index-tree-list.tsx';
import { containerKind } from './accepted-documents.ts';
import { DocumentSourceNotes } from './document-source-notes.tsx';
import { LazyPdfThumbnail } from './lazy-pdf-preview.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import { itemsToAdd, type StagingItem, type StagingProgress } from './upload-workflow-reducer.ts';
import { PathName } from '../../ui/user-text.tsx';
import type { WorkflowActions } from './use-workflow-actions.ts';
import { discardUploads } from './workflow-queries.ts';


/**
 * What the server is doing with a file, from its `file.processed` events. An archive is unpacked, then its files are
 * read, each reporting under its own path: the archive's item says it waits on them.
 */
export function progressText(progress: StagingProgress | null, archive: boolean): string {
  if (!progress) return 'Waiting…';
  const { status, page, pages } = progress;
  if (archive && status === 'reading') return MESSAGES.documents.archiveUnpacking;
  if (archive && status === 'done') return MESSAGES.documents.archiveUnpacked;
  const where = page !== null && pages !== null ? ` page ${page} of ${pages}` : '';
  if (status === 'ocr') return `Reading${where} (OCR)…`;
  if (status === 'reading') return `Reading${where}…`;
  if (status === 'done') return 'Read; classifying…';
  return 'Could not be read';
}

export interface StagingPanelProps {
  types: DocumentType[];
  actions: WorkflowActions;
}

/** Spec §2 and §4: the staged files, each included or not and with its type, until "Add files". */
export function StagingPanel({ types, actions }: StagingPanelProps) {
  const { state, dispatch } = useUploadWorkflow();
  const api = useApiClient();
  const { staging } = state;
  if (!staging) return null;
  const count = itemsToAdd(staging).length;
  const processing = staging.items.some((item) => item.processing);
  // An included file with no type this region uses is never dropped silently: the lawyer is asked for one.
  const untyped = staging.items.filter((item) => item.include && !item.processing && !item.error && !hasTypeIn(item, types));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="staging-heading">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="staging-heading">
            Staged documents
          </Title>
          <Button
            variant="subtle"
            onClick={() => {
              dispatch({ type: 'stagingClosed' });
              void discardUploads(api, staging.items.flatMap((item) => item.uploadId ?? []));
            }}
          >
            Discard
          </Button>
        </Group>
        {/* The files of an archive under its folders, as the data room's index has them. */}
        <IndexTreeList
          label="Staged files"
          nodes={indexTree(staging.items, (item) => item.name)}
          headingOrder={3}
          renderFile={(item) => (
            <StagedFile key={item.name} item={item} types={types} uploaded={item.file ? actions.stagingUploads?.get(item.file) : undefined} />
          )}
        />
        <Group justify="flex-end">
          {untyped.length > 0 && (
            <Text size="sm" role="alert">
              {`Choose a type for ${untyped.map((item) => item.name).join(', ')}, or untick ${untyped.length === 1 ? 'it' : 'them'}.`}
            </Text>
          )}
          <Button
            disabled={count === 0 || processing || untyped.length > 0}
            loading={actions.adding}
            onClick={() => void actions.addStaged()}
          >
            {`Add files (${count})`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Whether the item's type is one the case's practice area and region use. */
const hasTypeIn = (item: StagingItem, types: DocumentType[]) => item.docType !== null && types.some((type) => type.id === item.docType);

interface StagedFileProps {
  item: StagingItem;
  types: DocumentType[];
  /** The share of the file sent so far, while its request is being sent. */
  uploaded: number | undefined;
}

function StagedFile({ item, types, uploaded }: StagedFileProps) {
  const { dispatch } = useUploadWorkflow();
  const name = item.name;
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={name}>
      <Group align="flex-start" wrap="nowrap">
        {!item.processing && !item.error && (
          <LazyPdfThumbnail file={item.file} />
        )}
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>
            <PathName path={name} />
          </Text>
          {item.processing && uploaded !== undefined && uploaded < 1 && item.progress === null ? (
            <Stack gap={4}>
              <Text size="sm">{`Uploading… ${Math.round(uploaded * 100)}%`}</Text>
              <Progress value={Math.round(uploaded * 100)} size="sm" aria-label={`Upload of ${name}`} />
            </Stack>
          ) : (
            item.processing && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{progressText(item.progress, item.file !== null && containerKind(item.file) !== null)}</Text>
              </Group>
            )
          )}
          {item.error && (
            <div>
              <Text size="sm" c="red.8" fw={600}>
                {MESSAGES.upload.fileFailed}
              </Text>
              <Text size="sm">{item.error}</Text>
            </div>
          )}
          {!item.processing && !item.error && (
            <>
              <DocumentSourceNotes source={item.source} />
              {item.docType === null ? (
                <Text size="sm" fw={600}>
                  Not recognised — choose a type
                  {item.classificationReason && <Text span size="sm" fw={400}>{` (${item.classificationReason})`}</Text>}
                </Text>
              ) : hasTypeIn(item, types) ? (
                <Text size="sm">Detected: {item.docTypeName}</Text>
              ) : (
                <Text size="sm" fw={600}>
                  {`Recognised as ${item.docTypeName ?? 'a type'}, which is not used in this region — choose a type`}
                </Text>
              )}
              <Group gap="md" align="flex-end">
                <NativeSelect
                  label={`Document type of ${name}`}
                  size="xs"
                  value={hasTypeIn(item, types) ? String(item.docType) : ''}
                  data={[
                    { value: '', label: 'Choose a type…' },
                    ...types.map((type) => ({ value: String(type.id), label: type.name })),
                  ]}
                  onChange={(event) => {
                    const chosen = types.find((type) => String(type.id) === event.currentTarget.value);
                    dispatch({
                      type: 'stagingItemChanged',
                      fileName: name,
                      change: { docType: chosen?.id ?? null, docTypeName: chosen?.name ?? null },
                    });
                  }}
                />
                <Checkbox
                  label={`Include ${name}`}
                  checked={item.include}
                  onChange={(event) =>
                    dispatch({ type: 'stagingItemChanged', fileName: name, change: { include: event.currentTarget.checked } })
                  }
                />
              </Group>
              {item.annexures.length > 0 && (
                <Text size="xs" c="dimmed">
                  {`Annexures: ${item.annexures.map((annexure) => `${annexure.title} (pages ${annexure.startPage}–${annexure.endPage})`).join('; ')}`}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
