import { Badge, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { adminModelUsageQuery, changeBuiltinOnlyDefault, MODEL_SETTINGS_QUERY_KEY } from '../language-model/model-settings-queries.ts';

const number = (value: number) => value.toLocaleString('en-GB');
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-GB', { maximumFractionDigits: 0 })} s`;

function ColumnHeadings({ headings }: { headings: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headings.map((heading) => (
          <Table.Th scope="col" key={heading}>
            {heading}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** What the language model cost the firm, month by month and case by case, and the default for new cases. */
export function AdminModelUsagePage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(adminModelUsageQuery(api));
  // The position asked for, shown at once and until the page's figures have it; a refusal puts the switch back. It is
  // not disabled while saving, which would take a keyboard's focus from it: a change meanwhile is ignored.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  if (asked !== null && !saving && asked === query.data?.builtinOnlyByDefault) setAsked(null);

  const changeDefault = async (value: boolean) => {
    if (saving) return;
    setAsked(value);
    setSaving(true);
    try {
      await changeBuiltinOnlyDefault(api, value);
      await queryClient.invalidateQueries({ queryKey: MODEL_SETTINGS_QUERY_KEY });
    } catch (error) {
      setAsked(null);
      toast.error(failureMessage(error, 'The default could not be changed.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage
      section="/admin/language-model"
      title="Language model"
      intro="Which language model answers, what its calls cost over the last twelve months (tokens in, of them read from the provider's cache, and out), and whether new cases keep their documents from it by default."
    >
      {query.isPending ? (
        <LoadingSkeleton label="Loading the language model's use…" count={4} />
      ) : query.isError ? (
        <LoadFailure message={failureMessage(query.error, "The language model's use could not be loaded.")} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text>
            {query.data.engine ? `Answering: ${query.data.engine}.` : 'No language model is configured: the built-in engine answers every question.'}{' '}
            {query.data.maxTokensPerCase !== null && `Each case may spend ${number(query.data.maxTokensPerCase)} tokens.`}
          </Text>
          <Switch
            label="New cases are “built-in engine only” unless the lawyer allows the language model"
            description="Every firm’s new cases on this installation. A firm’s admins may also set it for their own firm alone."
            checked={asked ?? query.data.builtinOnlyByDefault}
            onChange={(event) => void changeDefault(event.currentTarget.checked)}
          />
          <Title order={2}>By month</Title>
          {query.data.months.length === 0 ? (
            <Text>No call has been made to a language model in the last twelve months.</Text>
          ) : (
            <Table.ScrollContainer type="native" minWidth={700}>
              <Table aria-label="Usage by month">
                <ColumnHeadings headings={['Month', 'Calls', 'Failed', 'Tokens in', 'Cached', 'Tokens out', 'Call time']} />
                <Table.Tbody>
                  {query.data.months.map((month) => (
                    <Table.Tr key={month.month}>
                      <Table.Td>{month.month}</Table.Td>
                      <Table.Td>{number(month.calls)}</Table.Td>
                      <Table.Td>{number(month.failedCalls)}</Table.Td>
                      <Table.Td>{number(month.inputTokens)}</Table.Td>
                      <Table.Td>{number(month.cachedInputTokens)}</Table.Td>
                      <Table.Td>{number(month.outputTokens)}</Table.Td>
                      <Table.Td>{seconds(month.callMs)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={2}>By case</Title>
          {query.data.cases.length > 0 && (
            <Table.ScrollContainer type="native" minWidth={800}>
              <Table aria-label="Usage by case">
                <ColumnHeadings headings={['Case', 'Owner', 'Calls', 'Tokens in', 'Tokens out', 'Allowance']} />
                <Table.Tbody>
                  {query.data.cases.map((row) => (
                    <Table.Tr key={row.caseId}>
                      <Table.Td>{row.title}</Table.Td>
                      <Table.Td>{row.ownerEmail}</Table.Td>
                      <Table.Td>{number(row.calls)}</Table.Td>
                      <Table.Td>{number(row.inputTokens)}</Table.Td>
                      <Table.Td>{number(row.outputTokens)}</Table.Td>
                      <Table.Td>{row.allowanceSpent ? <Badge color="yellow">Spent</Badge> : '—'}</Table.Td>
                    </Table.Tr>
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
