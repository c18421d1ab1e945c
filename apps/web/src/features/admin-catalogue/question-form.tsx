import { ANSWER_TYPES, QuestionInput, REGIONS, type AdminDocumentType, type AdminQuestion } from '@dd/contracts';
import { Badge, Button, Divider, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formErrorMap, showServerErrors } from '../../lib/form-errors.ts';
import { FormErrorAlert } from '../../ui/form-error-alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { ANSWER_TYPE_LABELS } from '../catalogue/answer-type-label.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { QuestionHistory } from './question-history.tsx';
import { RegionCheckboxes } from './region-checkboxes.tsx';
import { TagField } from './tag-field.tsx';
import { useAdminCatalogueActions } from './use-admin-catalogue-actions.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

const ANSWER_TYPE_OPTIONS = ANSWER_TYPES.map((value) => ({ value, label: ANSWER_TYPE_LABELS[value] }));

export interface QuestionFormProps {
  documentType: AdminDocumentType;
  /** The question being edited; none to add one. */
  question: AdminQuestion | null;
  onClose: () => void;
}

/**
 * Adds a question to a document type, or rewords one. A rewording is a new version: cases already answered
 * keep the wording they were answered with, and the history lists the earlier ones.
 */
export function QuestionForm({ documentType, question, onClose }: QuestionFormProps) {
  const actions = useAdminCatalogueActions();
  // QuestionUpdate is QuestionInput with every field optional, so a full form passes both.
  const form = useForm({
    resolver: zodResolver(QuestionInput, { error: formErrorMap }),
    defaultValues: question
      ? { question: question.question, answerType: question.answerType, hints: [...question.hints], regions: [...question.regions] }
      : { question: '', answerType: 'text' as const, hints: [], regions: [...documentType.regions] },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      if (question) await actions.updateQuestion(documentType.id, question.id, fields);
      else await actions.addQuestion(documentType.id, fields);
      toast.success(ADMIN_MESSAGES.questionSaved);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <Modal opened onClose={onClose} title={question ? 'Edit question' : `Add a question to ${documentType.name}`} size="xl">
      <Stack gap="lg">
        {question && (
          <Group gap="xs">
            <Badge tt="none" variant="light" radius="sm">
              Version {question.version}
            </Badge>
            <Text size="sm">Saving creates version {question.version + 1}; cases already answered keep their wording.</Text>
          </Group>
        )}
        {question?.hypothesis && (
          <Text size="sm">
            The learned NDA model reads this question. Changing its hints or regions keeps that; a new wording or answer type
            ends it, and the question is then answered by the rules alone.
          </Text>
        )}
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={errors.root?.server?.message} />
            <Textarea
              label="Question"
              description="As a lawyer reads it, ending with a question mark."
              rows={3}
              resize="vertical"
              error={errors.question?.message}
              {...form.register('question')}
            />
            <NativeSelect
              label="Answer type"
              description="The shape of the answer, which the answer engines extract."
              data={ANSWER_TYPE_OPTIONS}
              error={errors.answerType?.message}
              {...form.register('answerType')}
            />
            <TagField
              control={form.control}
              name="hints"
              label="Hints"
              description="Words and phrases a clause answering it uses; they guide the search of the document."
            />
            <RegionCheckboxes
              control={form.control}
              name="regions"
              description="Where a lawyer asks this question, among the regions where its document type applies."
              options={REGIONS.filter((region) => documentType.regions.includes(region))}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={question !== null && !isDirty}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
        {question && (
          <>
            <Divider />
            <QuestionHistory questionId={question.id} currentVersion={question.version} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
