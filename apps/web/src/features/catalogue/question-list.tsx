import type { Question, Region } from '@dd/contracts';
import { Badge, Group, Highlight, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ANSWER_TYPE_LABELS } from './answer-type-label.ts';
import { isRegionSpecific } from './catalogue-filter.ts';

export interface QuestionListProps {
  questions: readonly Question[];
  /** Each question's place in its type's full list, so a search result keeps the number the lawyer knows it by. */
  positions: ReadonlyMap<number, number>;
  /** The regions of the question's document type: only questions asked in fewer are marked with theirs. */
  typeRegions: readonly Region[];
  highlight: string;
}

/** A document type's questions in order, each with its answer type and, when region-specific, its regions. */
export function QuestionList({ questions, positions, typeRegions, highlight }: QuestionListProps) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
      {questions.map((question) => (
        <Paper component="li" key={question.id} withBorder p="sm" radius="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Text component="span" fw={600} c="dimmed" miw={24} aria-hidden>
              {positions.get(question.id)}.
            </Text>
            <Stack gap={6} style={{ flex: 1 }}>
              <Highlight highlight={highlight} component="p" m={0}>
                {question.question}
              </Highlight>
              <Group gap={6}>
                <Badge tt="none" variant="light" radius="sm">
                  <VisuallyHidden>Answer type: </VisuallyHidden>
                  {ANSWER_TYPE_LABELS[question.answerType]}
                </Badge>
                {isRegionSpecific(question.regions, typeRegions) && (
                  <>
                    <VisuallyHidden>Asked in:</VisuallyHidden>
                    {question.regions.map((region) => (
                      <Badge tt="none" key={region} variant="outline" color="gray" radius="sm">
                        {region}
                      </Badge>
                    ))}
                  </>
                )}
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
