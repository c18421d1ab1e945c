import type { DocumentType, Region } from '@dd/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { formatList } from '../../lib/format-list.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { questionsQuery } from './catalogue-queries.ts';
import { QuestionList } from './question-list.tsx';
import { visibleQuestions } from './use-catalogue-view.ts';

export interface DocumentTypePanelProps {
  type: DocumentType;
  regions: readonly Region[];
  term: string;
  onClearSearch: () => void;
}

/** The chosen document type: what it is, where it applies, and its questions in the selected regions. */
export function DocumentTypePanel({ type, regions, term, onClearSearch }: DocumentTypePanelProps) {
  const api = useApiClient();
  const query = useQuery(questionsQuery(api, type.practiceAreaId, type.id));
  const inRegions = visibleQuestions(query.data ?? [], regions, '');
  const shown = visibleQuestions(inRegions, regions, term);
  const positions = new Map(inRegions.map((question, index) => [question.id, index + 1]));

  return (
    <Paper component="section" aria-labelledby="catalogue-chosen-type" withBorder p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="catalogue-chosen-type">
            {type.name}
          </Title>
          <Text>{type.description}</Text>
          <Text size="sm" c="dimmed">
            Applies in {formatList(type.regions)}.
          </Text>
        </Stack>
        {query.isPending && <LoadingSkeleton label={`Loading the questions for ${type.name}…`} count={5} />}
        {query.isError && (
          <LoadFailure message={`The questions for ${type.name} could not be loaded.`} onRetry={() => void query.refetch()} />
        )}
        {query.isSuccess && inRegions.length === 0 && (
          <Text>None of the questions for this document type apply in the selected regions.</Text>
        )}
        {query.isSuccess && inRegions.length > 0 && term !== '' && (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {shown.length} of {inRegions.length} questions match “{term}”.
            </Text>
            <Button size="xs" variant="subtle" onClick={onClearSearch}>
              Show all questions
            </Button>
          </Group>
        )}
        {shown.length > 0 && <QuestionList questions={shown} positions={positions} typeRegions={type.regions} highlight={term} />}
      </Stack>
    </Paper>
  );
}
