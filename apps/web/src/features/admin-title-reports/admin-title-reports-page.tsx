import { Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { TitleReport } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { allTitleReportsQuery, matchingReports } from './admin-title-reports-queries.ts';

const STATUS: Record<TitleReport['status'], string> = { pending: 'Drafting', ready: 'Ready', failed: 'Failed' };

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const count = (n: number) => `${n} version${n === 1 ? '' : 's'}`;

/** `/admin/title-reports`: every version of every lawyer's reports on title, to see how they are used across the firm. */
export function AdminTitleReportsPage() {
  const api = useApiClient();
  const me = useCurrentUser();
  const query = useQuery(allTitleReportsQuery(api));
  const [filter, setFilter] = useState('');
  // The list can be long: typing stays quick while the rows are filtered behind it.
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => (query.data ? matchingReports(query.data, deferredFilter) : []), [query.data, deferredFilter]);

  return (
    <AdminPage section="/admin/title-reports" title="Title reports" intro="Every version of every case’s report on title, newest first. A case opens from here only for its own lawyer: the titles of your own cases are links, the others’ are not.">
      <TextInput
        type="search"
        label="Filter by case or owner"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      {query.isPending && <LoadingSkeleton label="Loading the title reports…" count={6} />}
      {query.isError && <LoadFailure message={failureMessage(query.error, 'The title reports could not be loaded.')} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {shown.length === query.data.length ? count(query.data.length) : `${shown.length} of ${count(query.data.length)}`}
          </Text>
          {query.data.length === 0 ? (
            <Text>No report on title has been generated yet.</Text>
          ) : shown.length === 0 ? (
            <Text>No case title or owner matches “{deferredFilter.trim()}”.</Text>
          ) : (
            <Table.ScrollContainer type="native" minWidth={900}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Title report versions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Case</Table.Th>
                    <Table.Th scope="col">Owner</Table.Th>
                    <Table.Th scope="col">Version</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Active</Table.Th>
                    <Table.Th scope="col">Created</Table.Th>
                    <Table.Th scope="col">Red flags</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((report) => (
                    <VersionRow key={report.id} report={report} mine={report.owner.id === me.id} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </AdminPage>
  );
}

function VersionRow({ report, mine }: { report: TitleReport; mine: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        {mine ? (
          <RouterAnchor to={`/cases/${report.caseId}`} fw={600}>
            {report.caseTitle}
          </RouterAnchor>
        ) : (
          <Text size="sm" fw={600}>
            {report.caseTitle}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{mine ? `${report.owner.name} (you)` : report.owner.name}</Table.Td>
      <Table.Td>v{report.version}</Table.Td>
      <Table.Td>
        {STATUS[report.status]}
        {report.error && (
          <Text size="xs" c="dimmed">
            {report.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{report.active ? 'Active' : 'No'}</Table.Td>
      <Table.Td>
        {report.createdBy?.name ?? 'A deleted user'}
        <Text size="xs" c="dimmed">
          <time dateTime={report.createdAt}>{dateTime.format(new Date(report.createdAt))}</time>
        </Text>
      </Table.Td>
      {/* A version still drafting or that failed has no red flags to count yet. */}
      <Table.Td>{report.status === 'ready' ? report.redFlags.length : '—'}</Table.Td>
    </Table.Tr>
  );
}
