import { CASE_LIMITS, MESSAGES, type Case } from '@dd/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { caseQueryKey, saveComment } from './case-queries.ts';

/** The lawyer's note on the whole case, which the reports carry on their cover. */
export function CaseComment({ record }: { record: Case }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const saved = record.comment ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft ?? saved;
  const save = async () => {
    setSaving(true);
    try {
      await saveComment(api, { caseId: record.id, comment: text.trim() });
      queryClient.setQueryData<Case>(caseQueryKey(record.id), (current) => current && { ...current, comment: text.trim() || null });
      setDraft(null);
      toast.success(MESSAGES.cases.commentSaved);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.cases.commentFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Case comment"
        description="A note on the whole matter, printed on the reports' cover."
        rows={2}
        resize="vertical"
        maxLength={CASE_LIMITS.commentMaxLength}
        value={text}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      {draft !== null && draft !== saved && (
        <Group gap="xs">
          <Button size="xs" loading={saving} onClick={() => void save()}>
            Save comment
          </Button>
          <Button size="xs" variant="default" disabled={saving} onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
