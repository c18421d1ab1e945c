import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
import { MESSAGES, type CaseAnswer, type CaseFile, type Citation } from '@dd/contracts';
import { ProgressiveList } from '../../lib/progressive-list.tsx';
import { FileName } from '../../ui/user-text.tsx';
import { AnswerStatusBadge, WIDEST_BADGE_PX } from './answer-status-badge.tsx';
import { EMPTY_ANSWER } from './empty-answer.ts';
import { PassagesToCheck } from './passages-to-check.tsx';

/** The grid's status filter: every answer, or only those of one status, each with how many there are. */
const FILTERS = [
  { value: 'all', label: 'All answers' },
  { value: 'answered', label: 'Answered' },
  { value: 'needs_review', label: MESSAGES.answers.needsReview },
  { value: 'not_found', label: 'Not found' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** How many files' rows the grid draws in the task that opens it; each next batch comes in a task of its own. */
const GRID_ROWS_AT_ONCE = 4;

const matches = (filter: Filter, answer: CaseAnswer) => filter === 'all' || answer.status === filter;

/**
 * Files as rows and the questions of one document type as columns, each cell the short answer with its first
 * source: twenty leases compared at a glance, as in Harvey's and Kira's review tables. A status filter narrows the
 * grid to the files and questions with such an answer ("Needs review": what is left for the lawyer to check).
 * `files`: the case's files the page lists (all of them, or those assigned to the lawyer).
 */
export const ReviewGrid = memo(function ReviewGrid({ files: listed, onSource }: { files: readonly CaseFile[]; onSource: (file: CaseFile, citation: Citation) => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const answers = listed.flatMap((file) => file.answers);
  const types = [...new Map(listed.map((file) => [file.documentTypeId, file.documentTypeName])).entries()];
  const shown = types
    .map(([typeId, typeName]) => {
      const files = listed.filter((file) => file.documentTypeId === typeId && (filter === 'all' || file.answers.some((answer) => matches(filter, answer))));
      const questions = [...new Set(files.flatMap((file) => file.answers.filter((answer) => matches(filter, answer)).map((answer) => answer.question)))];
      return { typeId, typeName, files, questions };
    })
    .filter(({ files }) => files.length > 0);
  const chosen = FILTERS.find(({ value }) => value === filter)?.label ?? '';
  return (
    <Stack gap="lg">
      <Group gap="xs" role="group" aria-label="Show answers">
        {FILTERS.map(({ value, label }) => (
          <Button key={value} size="xs" variant={filter === value ? 'filled' : 'default'} aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {label} ({answers.filter((answer) => matches(value, answer)).length})
          </Button>
        ))}
      </Group>
      {shown.length === 0 && <Text size="sm">No answers are marked “{chosen}”.</Text>}
      {shown.map(({ typeId, typeName, files, questions }) => (
        <Stack key={typeId} gap="xs">
          <Title order={2} size="h4">
            {typeName}
          </Title>
          <Table.ScrollContainer type="native" minWidth={Math.max(600, 220 * (questions.length + 1))}>
            <Table withColumnBorders striped aria-label={`Review grid: ${typeName}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  {questions.map((question) => (
                    <Table.Th key={question}>{question}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {/* A few files' rows at once, the rest a batch a task: forty leases' thousand cells opened in one task took 0.9 s on a phone. */}
                <ProgressiveList
                  items={files}
                  batch={GRID_ROWS_AT_ONCE}
                  renderItem={(file) => (
                    <Table.Tr key={file.id}>
                      <Table.Th scope="row">
                        <FileName name={file.filename} />
                      </Table.Th>
                      {questions.map((question) => (
                        <GridCell
                          key={question}
                          answer={file.answers.find((candidate) => candidate.question === question)}
                          onSource={(citation) => onSource(file, citation)}
                        />
                      ))}
                    </Table.Tr>
                  )}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
});

/** A cell that needs review holds its badge whole: the columns share the grid's width by their headers' length. */
const REVIEW_CELL_MIN_PX = WIDEST_BADGE_PX + 2 * 10;

/** One file's answer to one question: the answer with its first source, or, needing review, the badge and passages. */
function GridCell({ answer, onSource }: { answer: CaseAnswer | undefined; onSource: (citation: Citation) => void }) {
  if (!answer) return <Table.Td />;
  if (answer.status === 'needs_review' && answer.editedAnswer === null) {
    return (
      <Table.Td style={{ verticalAlign: 'top', minWidth: REVIEW_CELL_MIN_PX }}>
        <Stack gap={4} align="flex-start">
          <AnswerStatusBadge answer={answer} />
          <PassagesToCheck citations={answer.citations} onOpen={onSource} />
        </Stack>
      </Table.Td>
    );
  }
  const source = answer.citations.find((citation) => citation.verified);
  return (
    <Table.Td style={{ verticalAlign: 'top' }}>
      <Text size="sm" lineClamp={4}>
        {answer.editedAnswer ?? answer.answer ?? EMPTY_ANSWER[answer.status]}
      </Text>
      {source && (
        // 24 px high, WCAG 2.2's smallest target, as the answer rows' buttons (decision 81).
        <Button size="compact-xs" h={24} variant="subtle" onClick={() => onSource(source)}>
          Page {source.page}
        </Button>
      )}
    </Table.Td>
  );
}
