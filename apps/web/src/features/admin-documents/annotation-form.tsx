import type { AdminDocumentQuestion } from '@dd/contracts';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';

/** What the admin fills in; kept as typed, so a refused save loses nothing. */
export interface AnnotationDraft {
  /** As typed: the server says what is wrong with it. */
  page: string;
  quote: string;
  /** The bank question's id as the select holds it; empty for none. */
  questionId: string;
  label: string;
  value: string;
}

export const emptyDraft = (page = 1, quote = ''): AnnotationDraft => ({ page: String(page), quote, questionId: '', label: '', value: '' });

const NO_QUESTION = '';

/**
 * An annotation's fields: where it stands (page and quote, typed or pasted, or taken from a selection) and what
 * it answers. The label follows the chosen question until the admin writes their own.
 */
export function AnnotationForm({
  title,
  initial,
  questions,
  pageCount,
  saving,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  initial: AnnotationDraft;
  questions: readonly AdminDocumentQuestion[];
  pageCount: number | null;
  saving: boolean;
  error: string | undefined;
  onSave: (draft: AnnotationDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const headingId = useId();
  const questionText = (id: string) => questions.find((question) => String(question.id) === id)?.question ?? '';
  const update = (fields: Partial<AnnotationDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const chooseQuestion = (questionId: string) =>
    setDraft((current) => ({
      ...current,
      questionId,
      label: current.label.trim() === '' || current.label === questionText(current.questionId) ? questionText(questionId) : current.label,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <TextInput
          label="Page"
          description={pageCount === null ? undefined : `From 1 to ${pageCount}.`}
          required
          inputMode="numeric"
          value={draft.page}
          onChange={(event) => update({ page: event.currentTarget.value })}
          w={160}
        />
        <Textarea
          label="Quote"
          description="The words on the page, as they stand there."
          required
          minRows={3}
          value={draft.quote}
          onChange={(event) => update({ quote: event.currentTarget.value })}
        />
        <NativeSelect
          label="Question"
          description="The question of this document type it answers, if any."
          data={[{ value: NO_QUESTION, label: 'No question' }, ...questions.map((question) => ({ value: String(question.id), label: question.question }))]}
          value={draft.questionId}
          onChange={(event) => chooseQuestion(event.currentTarget.value)}
        />
        <TextInput label="Label" required value={draft.label} onChange={(event) => update({ label: event.currentTarget.value })} />
        <TextInput
          label="Value"
          description="The right answer in words; leave it empty when the quote itself is the answer."
          value={draft.value}
          onChange={(event) => update({ value: event.currentTarget.value })}
        />
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            Save annotation
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
        <FormErrorAlert message={error} />
      </Stack>
    </form>
  );
}
