import { Button, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CHECKLIST_NOTE_MAX_LENGTH, MESSAGES, type Case, type ChecklistItem, type ChecklistItemConflict, type ChecklistItemInput } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import type { CasePermissions } from '../case-members/case-permissions.ts';
import { patchLiveQuery } from '../realtime/patch-live-query.ts';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import type { OpenFileSource } from './citation-buttons.tsx';
import { FindingCard } from './finding-card.tsx';
import { checklistQuery, checklistQueryKey, drawUpChecklist, saveChecklistItem } from './title-report-queries.ts';

/** The badge says the result in words: its colour only repeats it. */
const STATUS: Record<ChecklistItem['status'], { label: string; color: string }> = {
  pass: { label: 'Pass', color: 'teal' },
  flag: { label: 'Flag', color: 'red' },
  missing: { label: 'Missing', color: 'gray' },
};

/** The checks of one register, in the order the server gives them. */
interface RegisterChecks {
  key: string;
  caseFileId: string;
  titleNumber: string | null;
  items: ChecklistItem[];
}

const byRegister = (items: readonly ChecklistItem[]): RegisterChecks[] => {
  const groups = new Map<string, RegisterChecks>();
  for (const item of items) {
    const key = `${item.caseFileId}|${item.titleNumber ?? ''}`;
    const group = groups.get(key) ?? { key, caseFileId: item.caseFileId, titleNumber: item.titleNumber, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
};

type SaveItem = (item: ChecklistItem, input: ChecklistItemInput) => Promise<boolean>;

/**
 * The checks each register system asks of a title, run over the case's registers: pass, flag or missing, with
 * the engine's finding and the register's evidence. The lawyer verifies each and may keep a note on it. By role
 * (`can`): an editor draws it up again, a reviewer verifies checks and keeps notes, a viewer reads them.
 */
export function ChecklistTab({ record, onSource, can }: { record: Case; onSource: OpenFileSource; can: CasePermissions }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(checklistQuery(api, record.id));
  const items = query.data;
  const [drawing, setDrawing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const key = checklistQueryKey(record.id);

  useRealtimeEvent('checklist.ready', ({ caseId, items: drawn }) => {
    if (caseId === record.id) patchLiveQuery<ChecklistItem[]>(queryClient, key, () => drawn);
  });

  const drawUp = async (regenerate: boolean): Promise<boolean> => {
    setDrawing(true);
    try {
      queryClient.setQueryData<ChecklistItem[]>(key, await drawUpChecklist(api, record.id, regenerate));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.titleReports.checklistFailed));
      return false;
    } finally {
      setDrawing(false);
    }
  };

  const replaceItem = (changed: ChecklistItem) =>
    queryClient.setQueryData<ChecklistItem[]>(key, (current) => current?.map((known) => (known.id === changed.id ? changed : known)));
  const save: SaveItem = async (item, input) => {
    try {
      // From the version shown: an item someone changed meanwhile is refused (409), shown as it now is, and said so.
      replaceItem(await saveChecklistItem(api, item.id, { ...input, version: item.version }));
      return true;
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409 ? (error.body as ChecklistItemConflict) : null;
      if (stale) {
        replaceItem(stale.current);
        toast.error(MESSAGES.cases.changedSince(stale.changedBy?.name ?? null));
      } else toast.error(failureMessage(error, MESSAGES.titleReports.itemFailed));
      return false;
    }
  };

  const filename = (caseFileId: string) => record.files.find((file) => file.id === caseFileId)?.filename;
  return (
    <Stack gap="md">
      <Title order={2}>Checklist</Title>
      {query.isError ? (
        <LoadFailure message={failureMessage(query.error, MESSAGES.titleReports.checklistFailed)} onRetry={() => void query.refetch()} />
      ) : items === undefined ? (
        <LoadingSkeleton label="Drawing up the checklist" count={4} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" role="status" aria-live="polite">
              {items.filter((item) => item.verified).length} of {items.length} verified
            </Text>
            {can.edit && (
              <Button variant="default" loading={drawing} onClick={() => setConfirming(true)}>
                Draw up again
              </Button>
            )}
          </Group>
          {byRegister(items).map((group) => (
            <Stack key={group.key} gap="xs">
              <div>
                <Title order={3} size="h4">
                  {group.titleNumber ? `Title number ${group.titleNumber}` : (filename(group.caseFileId) ?? 'Register')}
                </Title>
                {group.titleNumber && (
                  <Text size="xs" c="dimmed">
                    {filename(group.caseFileId)}
                  </Text>
                )}
              </div>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {group.items.map((item) => (
                  <ChecklistRow key={item.id} item={item} files={record.files} onSource={onSource} save={can.review ? save : null} />
                ))}
              </Stack>
            </Stack>
          ))}
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Draw up the checklist again?"
        confirmLabel="Draw up again"
        onConfirm={() => drawUp(true)}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          The checks are run again on the case’s registers as they are now. Verifications and notes of checks whose result has not
          changed are kept; a check whose result has changed must be verified again.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** One check: its result and evidence, whether the lawyer has verified it (and who did), and their note; `save` null to read only. */
function ChecklistRow({ item, files, onSource, save }: { item: ChecklistItem; files: Case['files']; onSource: OpenFileSource; save: SaveItem | null }) {
  /** The note as the lawyer is writing it; null while it is the saved one. */
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!save) {
    return (
      <FindingCard badge={STATUS[item.status]} title={item.label} text={item.finding} citations={item.evidence} files={files} onSource={onSource}>
        <Text size="xs" c="dimmed">
          {item.verified ? ['Verified', item.verifiedBy && `by ${item.verifiedBy.name}`, item.verifiedAt && `on ${formatDate(item.verifiedAt)}`].filter(Boolean).join(' ') : 'Not verified'}
        </Text>
        {item.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            Note: {item.note}
          </Text>
        )}
      </FindingCard>
    );
  }
  const run = async (input: ChecklistItemInput) => {
    setSaving(true);
    const saved = await save(item, input);
    setSaving(false);
    return saved;
  };
  const saveNote = async () => {
    if (note === null) return;
    if (await run({ verified: item.verified, note: note.trim() || null })) {
      setNote(null);
      toast.success(MESSAGES.titleReports.itemSaved);
    }
  };
  return (
    <FindingCard badge={STATUS[item.status]} title={item.label} text={item.finding} citations={item.evidence} files={files} onSource={onSource}>
      <Checkbox
        label="Verified"
        aria-label={`Verified: ${item.label}`}
        checked={item.verified}
        disabled={saving}
        onChange={(event) => void run({ verified: event.currentTarget.checked })}
      />
      {item.verified && item.verifiedBy && (
        <Text size="xs" c="dimmed">
          Verified by {item.verifiedBy.name}
          {item.verifiedAt && ` on ${formatDate(item.verifiedAt)}`}
        </Text>
      )}
      <Group align="end" gap="xs">
        <Textarea
          style={{ flex: 1 }}
          label="Note"
          aria-label={`Note on: ${item.label}`}
          rows={2}
          maxLength={CHECKLIST_NOTE_MAX_LENGTH}
          value={note ?? item.note ?? ''}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          aria-label={`Save note: ${item.label}`}
          loading={saving && note !== null}
          disabled={note === null || note.trim() === (item.note ?? '')}
          onClick={() => void saveNote()}
        >
          Save note
        </Button>
      </Group>
    </FindingCard>
  );
}
