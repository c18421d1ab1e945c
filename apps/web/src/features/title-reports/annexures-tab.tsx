import { Button, Group, Loader, NativeSelect, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, type Annexure, type Case, type CaseFile } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { fileFingerprint, useSubmissionKey } from '../../lib/use-submission-key.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import type { CasePermissions } from '../case-members/case-permissions.ts';
import { caseQueryKey } from '../cases/case-queries.ts';
import type { CitationTarget } from '../cases/citation-viewer.tsx';
import { patchLiveQuery } from '../realtime/patch-live-query.ts';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { DocumentPicker } from '../upload-workflow/document-picker.tsx';
import { annexurePdfPath, annexuresQuery, uploadAnnexures, withAnnexures } from './title-report-queries.ts';

const SOURCE: Record<Annexure['source'], string> = { detected: 'Found in a document', uploaded: 'Uploaded' };

const pages = ({ startPage, endPage }: Annexure) => (startPage === endPage ? `p. ${startPage}` : `pp. ${startPage}–${endPage}`);

/**
 * Where an annexure is read: a detected one in its parent file at its first page; an uploaded one that became a
 * case file (a deed, lease or charge) as that file; any other uploaded one as its own PDF.
 */
function annexureTarget(annexure: Annexure, files: readonly CaseFile[]): CitationTarget {
  const at = { page: annexure.startPage, quote: '' };
  const filename = annexure.filename ?? annexure.parentFilename ?? annexure.title;
  const inFile = (caseFileId: string) => ({ caseFileId, source: files.find((file) => file.id === caseFileId)?.source ?? null, filename, citation: at });
  if (annexure.source === 'detected' && annexure.parentCaseFileId) return inFile(annexure.parentCaseFileId);
  if (annexure.caseFileId) return inFile(annexure.caseFileId);
  return { url: annexurePdfPath(annexure.caseId, annexure.id), filename, citation: at };
}

/**
 * The case's annexures (schedules, plans, deeds attached to its documents), each opened in the viewer, and uploading
 * more, which takes an editor (`can`).
 */
export function AnnexuresTab({ record, onOpen, can }: { record: Case; onOpen: (target: CitationTarget) => void; can: CasePermissions }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const options = annexuresQuery(api, record.id);
  const annexures = useQuery(options);
  const { queryKey } = options;
  const [parentId, setParentId] = useState('');
  /** The share of the upload sent, while it is being sent. */
  const [sent, setSent] = useState<number | null>(null);
  /** The same files picked again after a failed upload are the same submission: they are not added twice. */
  const submissionKey = useSubmissionKey();

  useRealtimeEvent('annexure.ready', ({ caseId, annexure }) => {
    if (caseId !== record.id) return;
    patchLiveQuery<Annexure[]>(queryClient, queryKey, (current) => withAnnexures(current, [annexure]));
    // An uploaded deed, lease or charge joins the case as a file of its own, with its answers.
    if (annexure.caseFileId) void queryClient.invalidateQueries({ queryKey: caseQueryKey(record.id) });
  });

  const upload = async (files: File[]) => {
    setSent(0);
    const caseFileId = parentId || null;
    const fingerprint = JSON.stringify({ caseId: record.id, caseFileId, files: files.map(fileFingerprint) });
    try {
      const added = await uploadAnnexures(api, {
        caseId: record.id,
        caseFileId,
        files,
        onProgress: setSent,
        idempotencyKey: submissionKey.keyFor(fingerprint),
      });
      submissionKey.succeeded();
      queryClient.setQueryData(queryKey, (current) => withAnnexures(current ?? [], added));
      toast.success(MESSAGES.annexures.uploaded);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.annexures.uploadFailed));
    } finally {
      setSent(null);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>Annexures</Title>
      {/* A failed poll keeps the list on screen; only a first load that failed says so. */}
      {annexures.data === undefined ? (
        annexures.isError ? (
          <LoadFailure message={failureMessage(annexures.error, 'The annexures could not be loaded.')} onRetry={() => void annexures.refetch()} />
        ) : (
          <LoadingSkeleton label="Loading the annexures" />
        )
      ) : annexures.data.length === 0 ? (
        <Text size="sm">No annexures were found in the case’s documents, and none have been uploaded.</Text>
      ) : (
        <Table.ScrollContainer type="native" minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label="Annexures of this case">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Annexure</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Document</Table.Th>
                <Table.Th>Pages</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>View</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {annexures.data.map((annexure) => (
                <Table.Tr key={annexure.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {annexure.title}
                    </Text>
                    {annexure.filename && (
                      <Text size="xs" c="dimmed">
                        {annexure.filename}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{SOURCE[annexure.source]}</Table.Td>
                  <Table.Td>{annexure.parentFilename ?? '—'}</Table.Td>
                  <Table.Td>{pages(annexure)}</Table.Td>
                  <Table.Td>{annexure.kind ?? '—'}</Table.Td>
                  <Table.Td>
                    <AnnexureStatus annexure={annexure} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" aria-label={`Open ${annexure.title}`} onClick={() => onOpen(annexureTarget(annexure, record.files))}>
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {can.edit && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Upload annexures
          </Title>
          <NativeSelect
            label="Attach to"
            description="The document the annexures belong to, if any."
            value={parentId}
            disabled={sent !== null}
            data={[{ value: '', label: 'No document' }, ...record.files.map((file) => ({ value: file.id, label: file.filename }))]}
            onChange={(event) => setParentId(event.currentTarget.value)}
          />
          <DocumentPicker
            label="Annexures to upload"
            description="Each PDF is read; a deed, lease or charge joins the case as a document of its own, with its answers."
            multiple
            disabled={sent !== null}
            onFiles={(files) => void upload(files)}
          />
          {sent !== null && <Progress value={Math.round(sent * 100)} aria-label="Upload of the annexures" />}
        </Stack>
      )}
    </Stack>
  );
}

function AnnexureStatus({ annexure }: { annexure: Annexure }) {
  if (annexure.status === 'reading') {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Reading…</Text>
      </Group>
    );
  }
  if (annexure.status === 'failed') {
    return (
      <Text size="sm" c="red.9">
        {annexure.error ? `Could not be read: ${annexure.error}` : 'Could not be read'}
      </Text>
    );
  }
  return <Text size="sm">Ready</Text>;
}
