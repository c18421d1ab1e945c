import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { PRACTICE_AREAS, type CaseScope, type CaseSummary } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { CASE_ROLE_NAMES } from '../case-members/case-permissions.ts';
import { useColleagueChange } from '../case-members/use-colleague-change.ts';
import { CASES_QUERY_KEY, casesQuery, FIRST_CASES_PAGE, FIRST_CASES_SCOPE } from './case-queries.ts';
import { CaseStatusBadge } from './case-status-badge.tsx';
import { PagePagination } from '../../ui/page-pagination.tsx';
import { UserText } from '../../ui/user-text.tsx';

const SCOPES: { value: CaseScope; label: string; none: string }[] = [
  { value: 'all', label: 'All', none: 'No cases yet. Start a new due diligence to create one.' },
  { value: 'mine', label: 'Mine', none: 'No cases of your own yet. Start a new due diligence to create one.' },
  { value: 'shared', label: 'Shared with me', none: 'No case has been shared with you yet.' },
];

/** Under a case that is not the user's own: whose it is, and the user's role on it. */
function SharedCaseNote({ item }: { item: CaseSummary }) {
  if (item.myRole === 'owner') return null;
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <Text size="xs" c="dimmed">
        Owner: {item.owner.name}
      </Text>
      <Badge size="sm" variant="light" color="gray">
        <VisuallyHidden>Your role: </VisuallyHidden>
        {CASE_ROLE_NAMES[item.myRole]}
      </Badge>
    </Group>
  );
}

/**
 * The user's cases, newest first, searchable by title or file name, a page at a time; each opens its case page. They
 * are the user's own and those colleagues shared with them, or either alone; a shared case says whose it is and the
 * user's role on it.
 */
export function CaseList() {
  const api = useApiClient();
  const [page, setPage] = useState(FIRST_CASES_PAGE);
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<CaseScope>(FIRST_CASES_SCOPE);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({ ...casesQuery(api, page, debounced, scope), placeholderData: keepPreviousData });
  // A colleague's change of a case the user is on (renamed, shared with them, taken off them) shows without a reload.
  const queryClient = useQueryClient();
  useColleagueChange(() => void queryClient.invalidateQueries({ queryKey: [...CASES_QUERY_KEY, 'list'] }));
  // The table is built as a background render when the first page arrives, in slices, not in the response's task.
  const pending = useDeferredValue(query.isPending);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-cases">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="your-cases">
            Your cases
          </Title>
          <Group gap="sm" wrap="wrap">
            {/* Pressed-or-not buttons, as the case page's views: a segmented control measures itself on every render. */}
            <Group gap={6} role="group" aria-label="Show cases">
              {SCOPES.map(({ value, label }) => (
                <Button
                  key={value}
                  size="xs"
                  variant={scope === value ? 'filled' : 'default'}
                  aria-pressed={scope === value}
                  onClick={() => {
                    setScope(value);
                    setPage(FIRST_CASES_PAGE);
                  }}
                >
                  {label}
                </Button>
              ))}
            </Group>
            <TextInput
              aria-label="Search cases by title or file name"
              placeholder="Search by title or file name"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(FIRST_CASES_PAGE);
              }}
            />
          </Group>
        </Group>
        {pending || query.isPending ? (
          <LoadingSkeleton label="Loading your cases" />
        ) : query.isError ? (
          <LoadFailure message={failureMessage(query.error, 'Your cases could not be loaded.')} onRetry={() => void query.refetch()} />
        ) : query.data.cases.length === 0 ? (
          <Text c="dimmed">{debounced ? 'No case matches your search.' : SCOPES.find((option) => option.value === scope)?.none}</Text>
        ) : (
          <>
            <Table.ScrollContainer type="native" minWidth={640}>
              <Table highlightOnHover aria-label="Your cases">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Practice area</Table.Th>
                    <Table.Th>Region</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Documents</Table.Th>
                    <Table.Th>Updated</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.cases.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/cases/${item.id}`}>
                          <UserText>{item.title}</UserText>
                        </Anchor>
                        <SharedCaseNote item={item} />
                      </Table.Td>
                      <Table.Td>{PRACTICE_AREAS.find((area) => area.id === item.practiceAreaId)?.name}</Table.Td>
                      <Table.Td>{item.region}</Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <CaseStatusBadge status={item.status} />
                          {item.status === 'processing' && (
                            <Progress
                              size="sm"
                              value={item.progress.total ? (item.progress.done / item.progress.total) * 100 : 0}
                              aria-label={`${item.progress.done} of ${item.progress.total} questions answered`}
                            />
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{item.fileCount}</Table.Td>
                      <Table.Td>{formatDate(item.updatedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <PagePagination pagination={query.data.pagination} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
