import { Text } from '@mantine/core';
import { useUploadWorkflow } from './upload-workflow-context.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the workflow ends for now: the files with their types and questions, ready for answering. */
export function WorkflowSummary() {
  const { state } = useUploadWorkflow();
  if (state.files.length === 0) return null;
  const questions = state.files.reduce(
    (total, entry) => total + entry.questions.length + (state.customQuestions[entry.file.name]?.length ?? 0),
    0,
  );
  return (
    <Text fw={600} role="status">
      {`${count(state.files.length, 'document', 'documents')}, ${count(questions, 'question', 'questions')} ready for answering`}
    </Text>
  );
}
