import { Button, Checkbox, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES, type Case, type ProcessedFile } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { indexTree } from '../../lib/index-tree.ts';
import { useSubmissionKey } from '../../lib/use-submission-key.ts';
import { IndexTreeList } from '../../ui/index-tree-list.tsx';
import { LazyModal } from '../../ui/lazy-modal.tsx';
import { toast } from '../../ui/toast.tsx';
import { PathName } from '../../ui/user-text.tsx';
import { DocumentPicker } from '../upload-workflow/document-picker.tsx';
import { DocumentSourceNotes } from '../upload-workflow/document-source-notes.tsx';
import { useDocumentTypes } from '../upload-workflow/use-document-types.ts';
import { discardUploads, processWithinLimits, withFreeNames } from '../upload-workflow/workflow-queries.ts';
import { addDocuments } from './case-queries.ts';

interface Candidate {
  result: ProcessedFile;
  docTypeId: number | null;
  include: boolean;
}

/**
 * Adds documents to an existing case: they are read and recognised as in the workflow (an archive's files under their
 * folders), the lawyer confirms each type (a file the case already has by name is refused), and the case answers them
 * in the background. Adding is disabled while it runs, and a retry of the same choice carries the same
 * Idempotency-Key, so nothing is added twice.
 */
export function AddDocumentsDialog({
  record,
  opened,
  onClose,
  onAdded,
}: {
  record: Case;
  opened: boolean;
  onClose: () => void;
  onAdded: (updated: Case) => void;
}) {
  const api = useApiClient();
  const { types } = useDocumentTypes(record.practiceAreaId, record.region);
  const [reading, setReading] = useState(false);
  /** How much of each file has been sent, while they are being sent. */
  const [sent, setSent] = useState<Map<File, number> | null>(null);
  const [adding, setAdding] = useState(false);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const submissionKey = useSubmissionKey();
  const known = (id: number | null) => id !== null && types.some((type) => type.id === id);
  const chosen = candidates.filter((candidate) => candidate.include && !candidate.result.error);
  const untyped = chosen.filter((candidate) => !known(candidate.docTypeId));

  const close = () => {
    setCandidates([]);
    onClose();
  };
  /** Closing without adding: the server can forget the files read for nothing. */
  const cancel = () => {
    void discardUploads(api, candidates.flatMap((candidate) => candidate.result.uploadId ?? []));
    close();
  };

  const read = async (files: File[]) => {
    const taken = new Set(record.files.map((file) => file.filename));
    const fresh = files.filter((file) => !taken.has(file.name));
    if (fresh.length < files.length) toast.error(files.length === 1 ? MESSAGES.upload.duplicateFile : MESSAGES.upload.duplicateFiles);
    if (fresh.length === 0) return;
    setReading(true);
    try {
      const read = await processWithinLimits(api, {
        files: fresh,
        practiceAreaId: record.practiceAreaId,
        region: record.region,
        batchId: crypto.randomUUID(),
        onProgress: setSent,
      });
      // The case's own files again, under another name or in an archive, are duplicates as a file of the same name is.
      const hashes = new Set(record.files.map((file) => file.sha256));
      const { verdicts, duplicates } = withFreeNames(api, read, ({ filename, sha256 }) => taken.has(filename) || (sha256 !== null && hashes.has(sha256)));
      if (duplicates > 0) toast.error(MESSAGES.upload.duplicateFiles);
      setCandidates(verdicts.map((result) => ({ result, docTypeId: result.documentType, include: result.error === null })));
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.upload.processingFailed));
    } finally {
      setReading(false);
      setSent(null);
    }
  };

  const add = async () => {
    setAdding(true);
    const files = chosen.map((candidate) => ({ uploadId: candidate.result.uploadId!, filename: candidate.result.filename, docTypeId: candidate.docTypeId! }));
    try {
      onAdded(await addDocuments(api, record.id, files, submissionKey.keyFor(JSON.stringify(files))));
      submissionKey.succeeded();
      toast.success(MESSAGES.upload.filesAdded);
      close();
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.upload.filesAddFailed));
    } finally {
      setAdding(false);
    }
  };

  return (
    <LazyModal opened={opened} onClose={cancel} title="Add documents to this case" size="lg">
      <Stack gap="md">
        <DocumentPicker
          label="Documents to add"
          description="Documents are read and their types recognised; you confirm each before it joins the case."
          accept="documents"
          multiple
          disabled={reading || adding}
          onFiles={(files) => void read(files)}
        />
        {reading && (
          <Stack gap={6} role="status">
            {[...(sent ?? new Map<File, number>())].map(([file, share]) => (
              <div key={file.name}>
                <Text size="xs">{share < 1 ? `${file.name}: uploading… ${Math.round(share * 100)}%` : `${file.name}: reading…`}</Text>
                <Progress value={Math.round(share * 100)} size="sm" aria-label={`Upload of ${file.name}`} />
              </div>
            ))}
            <Text size="sm">Reading the documents…</Text>
          </Stack>
        )}
        {candidates.length > 0 && (
          <IndexTreeList
            label="Documents to add"
            gap="xs"
            headingOrder={3}
            nodes={indexTree(candidates, (candidate) => candidate.result.filename)}
            renderFile={(candidate) => {
              // Names are the candidates' own: withFreeNames left out any repeated.
              const name = candidate.result.filename;
              const update = (change: Partial<Candidate>) =>
                setCandidates((current) => current.map((item) => (item.result.filename === name ? { ...item, ...change } : item)));
              return (
                <li key={name} aria-label={name}>
                  <Stack gap={6}>
                    <Group justify="space-between" align="flex-end" wrap="wrap">
                      <Text size="sm" fw={600}>
                        <PathName path={name} />
                      </Text>
                      {candidate.result.error ? (
                        <Text size="sm" c="red.9">
                          {candidate.result.error}
                        </Text>
                      ) : (
                        <Group gap="sm" align="flex-end">
                          <NativeSelect
                            size="xs"
                            label={`Document type of ${name}`}
                            value={known(candidate.docTypeId) ? String(candidate.docTypeId) : ''}
                            data={[{ value: '', label: 'Choose a type…' }, ...types.map((type) => ({ value: String(type.id), label: type.name }))]}
                            onChange={(event) => update({ docTypeId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
                          />
                          <Checkbox label={`Include ${name}`} checked={candidate.include} onChange={(event) => update({ include: event.currentTarget.checked })} />
                        </Group>
                      )}
                    </Group>
                    <DocumentSourceNotes source={candidate.result.source} />
                  </Stack>
                </li>
              );
            }}
          />
        )}
        {untyped.length > 0 && (
          <Text size="sm" role="alert">
            {`Choose a type for ${untyped.map((candidate) => candidate.result.filename).join(', ')}, or untick ${untyped.length === 1 ? 'it' : 'them'}.`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button disabled={chosen.length === 0 || untyped.length > 0} loading={adding} onClick={() => void add()}>
            {`Add to case (${chosen.length})`}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
