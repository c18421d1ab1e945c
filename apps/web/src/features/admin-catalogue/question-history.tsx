import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { ANSWER_TYPE_LABELS } from '../catalogue/answer-type-label.ts';
import { questionVersionsQuery } from './admin-catalogue-queries.ts';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The earlier wordings of a question, newest first: cases answered with them still show them. */
export function QuestionHistory({ questionId, currentVersion }: { questionId: number; currentVersion: number }) {
  const api = useApiClient();
  const query = useQuery(questionVersionsQuery(api, questionId));
  const earlier = (query.data ?? []).filter((version) => version.version !== currentVersion);

  return (
    <Stack component="section" aria-labelledby="question-history" gap="xs">
      <Title order={3} size="h5" id="question-history">
        History
      </Title>
      {query.isPending && <LoadingSkeleton label="Loading the earlier wordings…" />}
      {query.isError && <LoadFailure message="The earlier wordings could not be loaded." onRetry={() => void query.refetch()} />}
      {query.isSuccess && earlier.length === 0 && <Text size="sm">No earlier wordings: this is the first version.</Text>}
      {earlier.length > 0 && (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Earlier wordings">
          {earlier.map((version) => (
            <Paper component="li" key={version.versionId} withBorder p="sm" radius="sm" bg="gray.0">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    Version {version.version}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(version.createdAt)}
                    {version.createdBy ? ` by ${version.createdBy}` : ''}
                  </Text>
                </Group>
                <Text size="sm">{version.question}</Text>
                <Group gap={6}>
                  <Badge tt="none" variant="light" radius="sm">
                    {ANSWER_TYPE_LABELS[version.answerType]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {version.regions.join(', ')}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
