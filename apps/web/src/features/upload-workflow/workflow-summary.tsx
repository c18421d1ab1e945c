import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { fileFingerprint, useSubmissionKey } from '../../lib/use-submission-key.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { generateCase, type GenerateCaseInput } from '../cases/case-queries.ts';
import { modelSettingsQuery } from '../language-model/model-settings-queries.ts';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import { discardUploads } from './workflow-queries.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Where the workflow ends: the files with their types and questions, and "Generate", which makes them a case
 * (staged files by their upload, the others sent again) and opens it to fill in live. Generate is disabled while
 * it runs, and a retry of the same files after a failure carries the same Idempotency-Key: one matter, one case.
 */
export function WorkflowSummary() {
  const { state, dispatch } = useUploadWorkflow();
  const api = useApiClient();
  const [, navigate] = useLocation();
  const [generating, setGenerating] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const submissionKey = useSubmissionKey();
  const settings = useQuery(modelSettingsQuery(api)).data;
  // The lawyer's choice, once made; until then the default the installation or the firm sets.
  const [builtinOnlyChoice, setBuiltinOnly] = useState<boolean | null>(null);
  const builtinOnly = builtinOnlyChoice ?? (settings?.builtinOnlyByDefault === true || settings?.firmBuiltinOnlyByDefault === true);
  if (state.files.length === 0 || state.practiceAreaId === null || state.region === null) return null;
  const { practiceAreaId, region } = state;
  const questions = state.files.reduce(
    (total, entry) => total + entry.questions.length + (state.customQuestions[entry.file.name]?.length ?? 0),
    0,
  );

  const generate = async () => {
    setGenerating(true);
    const files: GenerateCaseInput['files'] = state.files.map((entry) => ({
      file: entry.file,
      uploadId: entry.uploadId,
      meta: {
        filename: entry.file.name,
        docTypeId: entry.docTypeId,
        questionIds: entry.questions.map((question) => question.id),
        customQuestions: (state.customQuestions[entry.file.name] ?? []).map(({ questions: text }) => ({ questions: text })),
      },
    }));
    const modelChoice = settings?.engine ? { builtinOnly } : {};
    const fingerprint = JSON.stringify({
      practiceAreaId,
      region,
      ...modelChoice,
      // A stored file is its upload: the one the workflow keeps of a Word document or scan becomes the PDF laid out
      // from it once fetched, which may land between an attempt and its retry, still the same submission.
      files: files.map(({ file, uploadId, meta }) => ({ file: uploadId === null ? fileFingerprint(file) : null, uploadId, meta })),
    });
    try {
      const created = await generateCase(api, { practiceAreaId, region, files, ...modelChoice, idempotencyKey: submissionKey.keyFor(fingerprint) });
      submissionKey.succeeded();
      dispatch({ type: 'reset' });
      navigate(`/cases/${created.id}`);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.cases.answersFailed));
      setGenerating(false);
    }
  };

  return (
    <Group justify="space-between" wrap="wrap">
      <Text fw={600} role="status">
        {`${count(state.files.length, 'document', 'documents')}, ${count(questions, 'question', 'questions')} ready for answering`}
      </Text>
      <Group gap="sm">
        {settings?.engine && (
          <Checkbox
            label="Built-in engine only: send none of these documents to the language model"
            checked={builtinOnly}
            disabled={generating}
            onChange={(event) => setBuiltinOnly(event.currentTarget.checked)}
          />
        )}
        <Button size="md" variant="default" disabled={generating} onClick={() => setDiscarding(true)}>
          Discard all
        </Button>
        <Button size="md" loading={generating} onClick={() => void generate()}>
          Generate
        </Button>
      </Group>
      <ConfirmDialog
        opened={discarding}
        title="Discard these documents?"
        confirmLabel="Discard all"
        destructive
        onConfirm={async () => {
          const staged = [...state.files, ...(state.staging?.items ?? [])].flatMap((entry) => entry.uploadId ?? []);
          dispatch({ type: 'reset' });
          await discardUploads(api, staged);
          return true;
        }}
        onClose={() => setDiscarding(false)}
      >
        <Text size="sm">The documents, their types and your own questions will be removed. Nothing is sent for answering.</Text>
      </ConfirmDialog>
    </Group>
  );
}
