import { CASE_LIMITS, MESSAGES, type Case } from '@dd/contracts';
import { Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { caseQueryKey, saveComment } from './case-queries.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { caseConflictOf, type EditConflict } from './edit-conflict.ts';

/**
 * The lawyer's note on the whole case, which the reports carry on their cover. It is saved when the lawyer leaves
 * the field, so tabbing away never loses it; live updates of the case leave a draft being typed alone.
 */
export function CaseComment({ record }: { record: Case }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const saved = record.comment ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  // The version the draft was started from, so a save made over someone else's change is refused, not lost.
  const [baseVersion, setBaseVersion] = useState(record.version);
  const [conflict, setConflict] = useState<EditConflict<Case> | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft ?? saved;
  const save = async (version = baseVersion) => {
    if (draft === null || draft.trim() === saved.trim()) return;
    setSaving(true);
    try {
      await saveComment(api, { caseId: record.id, comment: draft.trim(), version });
      queryClient.setQueryData<Case>(caseQueryKey(record.id), (current) => current && { ...current, comment: draft.trim() || null, version: version + 1 });
      setDraft(null);
      setConflict(null);
      toast.success(MESSAGES.cases.commentSaved);
    } catch (error) {
      const stale = caseConflictOf(error);
      if (stale) setConflict(stale);
      else toast.error(failureMessage(error, MESSAGES.cases.commentFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Case comment"
        description="A note on the whole matter, printed on the reports' cover. Saved when you leave the field."
        rows={2}
        resize="vertical"
        maxLength={CASE_LIMITS.commentMaxLength}
        value={text}
        disabled={saving}
        onFocus={() => {
          if (draft === null) setBaseVersion(record.version);
        }}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          if (!conflict) void save();
        }}
      />
      {conflict && (
        <ConflictNotice
          changedBy={conflict.changedBy}
          theirs={conflict.current.comment ?? ''}
          mine={text}
          onKeepMine={() => {
            setBaseVersion(conflict.current.version);
            void save(conflict.current.version);
          }}
          onTakeTheirs={() => {
            queryClient.setQueryData<Case>(caseQueryKey(record.id), conflict.current);
            setConflict(null);
            setDraft(null);
          }}
        />
      )}
    </Stack>
  );
}

/** The note on the whole case, as text, for a member whose role does not let them write it; nothing when there is none. */
export function CaseCommentText({ comment }: { comment: string | null }) {
  if (!comment) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        Case comment
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {comment}
      </Text>
    </Stack>
  );
}
