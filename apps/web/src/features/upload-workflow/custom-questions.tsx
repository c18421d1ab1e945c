import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import type { CustomQuestion } from './upload-workflow-reducer.ts';

const NONE: CustomQuestion[] = [];

/** The lawyer's own questions for one file, kept by its name until the case exists. */
export function CustomQuestions({ fileName }: { fileName: string }) {
  const { state, dispatch } = useUploadWorkflow();
  const questions = state.customQuestions[fileName] ?? NONE;
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [editText, setEditText] = useState('');

  const save = (next: CustomQuestion[]) => dispatch({ type: 'customQuestionsSaved', fileName, questions: next });

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    save([...questions, { questions: text, customQuestionId: null, isEdited: false }]);
    setDraft('');
  };

  const saveEdit = (index: number) => {
    const text = editText.trim();
    if (text) save(questions.map((q, at) => (at === index ? { ...q, questions: text, isEdited: true } : q)));
    setEditing(null);
  };

  return (
    <Stack gap="xs" component="section" aria-label="Custom questions">
      <Title order={3} size="h5">
        Your own questions
      </Title>
      {questions.length > 0 && (
        <Stack component="ol" gap={4} pl="md" m={0}>
          {questions.map((question, index) => (
            <li key={`${index}-${question.questions}`}>
              {editing === index ? (
                <Group gap="xs" align="flex-end">
                  <TextInput
                    label="Edit question"
                    value={editText}
                    onChange={(event) => setEditText(event.currentTarget.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') saveEdit(index);
                    }}
                    style={{ flex: 1 }}
                  />
                  <Button size="xs" onClick={() => saveEdit(index)}>
                    Save
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </Group>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1 }}>
                    {question.questions}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit “${question.questions}”`}
                    onClick={() => {
                      setEditing(index);
                      setEditText(question.questions);
                    }}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete “${question.questions}”`}
                    onClick={() => save(questions.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Custom question"
          placeholder="Is there a break clause?"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          style={{ flex: 1 }}
        />
        <Button onClick={add} disabled={draft.trim() === ''}>
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
