import type { AdminUser } from '@dd/contracts';
import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { AccountActionDialog } from './account-action-dialog.tsx';
import { adminUsersQuery, FIRST_USERS_PAGE, type AccountAction } from './admin-users-queries.ts';
import { PagePagination } from '../../ui/page-pagination.tsx';

const ROLE_NAMES = { admin: 'Administrator', user: 'User' } as const;

/** The firm's accounts: who they are, what they may do, and the admin's changes to that. */
export function AdminUsersPage() {
  const api = useApiClient();
  const me = useCurrentUser();
  const [page, setPage] = useState(FIRST_USERS_PAGE);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({ ...adminUsersQuery(api, page, debounced), placeholderData: keepPreviousData });
  const [acting, setActing] = useState<{ user: AdminUser; action: AccountAction } | null>(null);

  return (
    <AdminPage section="/admin/users" title="Users" intro="Everyone with an account. Administrators manage the admin area; a disabled account is logged out at once and cannot log in until it is enabled again. The firm always keeps at least one active administrator.">
      <TextInput
        label="Search users"
        description="By part of a name or an email address."
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(FIRST_USERS_PAGE);
        }}
        maw={360}
      />
      {query.isPending ? (
        <LoadingSkeleton label="Loading the users…" count={6} />
      ) : query.isError ? (
        <LoadFailure message={failureMessage(query.error, 'The users could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : query.data.users.length === 0 ? (
        <Text>{debounced ? 'No user matches your search.' : 'There are no users yet.'}</Text>
      ) : (
        <>
          <Table.ScrollContainer type="native" minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Cases</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.users.map((user) => (
                  <Table.Tr key={user.id} aria-label={user.name}>
                    <Table.Td>
                      <Text fw={600}>
                        {user.name}
                        {user.id === me.id && ' (you)'}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Stack gap={2}>
                        <Text size="sm">{user.email}</Text>
                        <Text size="sm">{user.emailVerifiedAt ? 'Email verified' : 'Email not verified'}</Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant={user.role === 'admin' ? 'filled' : 'light'}>{ROLE_NAMES[user.role]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {user.disabledAt ? (
                        <Badge color="red.8" variant="filled">{`Disabled on ${formatDate(user.disabledAt)}`}</Badge>
                      ) : (
                        <Badge color="green.9" variant="light">Active</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{user.caseCount}</Table.Td>
                    <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setActing({ user, action: user.role === 'admin' ? 'demote' : 'promote' })}>
                          {user.role === 'admin' ? 'Demote' : 'Promote'}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setActing({ user, action: user.disabledAt ? 'enable' : 'disable' })}>
                          {user.disabledAt ? 'Enable' : 'Disable'}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagePagination pagination={query.data.pagination} page={page} onChange={setPage} />
        </>
      )}
      {acting && (
        <AccountActionDialog user={acting.user} action={acting.action} self={acting.user.id === me.id} onClose={() => setActing(null)} />
      )}
    </AdminPage>
  );
}
