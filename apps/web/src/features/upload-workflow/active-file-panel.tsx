import { Badge, Grid, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ANSWER_TYPE_LABELS } from '../catalogue/answer-type-label.ts';
import { CustomQuestions } from './custom-questions.tsx';
import { DocumentSourceNotes } from './document-source-notes.tsx';
import { FileName } from '../../ui/user-text.tsx';
import { LazyPdfPageViewer } from './lazy-pdf-preview.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';

/** The active file: its questions in order, the lawyer's own questions, its annexures and a page preview. */
export function ActiveFilePanel() {
  const { state } = useUploadWorkflow();
  const active = state.files.find((entry) => entry.file.name === state.activeFileName);
  const heading = useRef<HTMLHeadingElement>(null);
  const fileCount = state.files.length;
  // A control that did its work and went away (Add files, a closed dialog, a locked input) leaves the focus on
  // the page itself: it is taken to the file that was just added, so a keyboard user carries on from there.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [state.activeFileName, fileCount]);
  if (!active) return null;
  const name = active.file.name;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="active-file-heading">
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} size="h3" id="active-file-heading" ref={heading} tabIndex={-1}>
              <FileName name={name} />
            </Title>
            <DocumentSourceNotes source={active.source} />
            <Stack gap="xs">
              <Title order={3} size="h5">
                Questions
              </Title>
              <Stack component="ol" gap={6} pl="md" m={0} aria-label={`Questions for ${name}`}>
                {active.questions.map((question) => (
                  <li key={question.id}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" style={{ flex: 1 }}>
                        {question.question}
                      </Text>
                      <Badge tt="none" variant="light" radius="sm">
                        <VisuallyHidden>Answer type: </VisuallyHidden>
                        {ANSWER_TYPE_LABELS[question.answerType]}
                      </Badge>
                    </Group>
                  </li>
                ))}
              </Stack>
            </Stack>
            <CustomQuestions key={name} fileName={name} />
            {active.annexures.length > 0 && (
              <Stack gap={4} component="section" aria-label="Annexures">
                <Title order={3} size="h5">
                  Annexures
                </Title>
                <Stack component="ul" gap={2} pl="md" m={0}>
                  {active.annexures.map((annexure) => (
                    <Text component="li" size="sm" key={`${annexure.title}-${annexure.startPage}`}>
                      {annexure.startPage === annexure.endPage
                        ? `${annexure.title}: page ${annexure.startPage}`
                        : `${annexure.title}: pages ${annexure.startPage}–${annexure.endPage}`}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LazyPdfPageViewer key={name} file={active.file} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
