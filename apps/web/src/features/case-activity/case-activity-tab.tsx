import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AuditEvent, Case } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { caseActivityQuery } from './case-activity-queries.ts';

/** To the minute: a trail tells apart what was done the same day. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The account that acted may since have been deleted; what it did stays in the trail. */
const actorName = (event: AuditEvent) => event.actor?.name ?? 'A deleted user';

/**
 * The case's audit trail: who viewed, uploaded, edited, verified, exported or deleted what, and when, newest
 * first. Recorded by the server as each thing is done; this only reads it, each time the view is opened.
 */
export function CaseActivityTab({ record }: { record: Case }) {
  const api = useApiClient();
  const activity = useQuery(caseActivityQuery(api, record.id));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>Activity</Title>
        {/* The export and other case actions stay on screen beside this view: what they add is fetched on asking. */}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={activity.isFetching}
          disabled={activity.isPending}
          onClick={() => void activity.refetch()}
        >
          Refresh
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {activity.isFetching && !activity.isPending ? 'Refreshing the activity…' : ''}
      </VisuallyHidden>
      {activity.isError && (
        <LoadFailure message={failureMessage(activity.error, 'The case’s activity could not be loaded.')} onRetry={() => void activity.refetch()} />
      )}
      {activity.isPending ? (
        <LoadingSkeleton label="Loading the case’s activity" />
      ) : activity.data === undefined ? null : activity.data.length === 0 ? (
        <Text size="sm">Nothing has been recorded on this case yet.</Text>
      ) : (
        <Stack component="ol" aria-label="Activity on this case, newest first" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.data.map((event) => (
            <Paper component="li" key={event.id} withBorder p="sm" radius="sm">
              {/* A summary names files, which can be one long word: it breaks rather than widen a phone's page. */}
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {event.summary}
              </Text>
              <Text size="xs" c="dimmed">
                {actorName(event)} · <time dateTime={event.createdAt}>{dateTime.format(new Date(event.createdAt))}</time>
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
