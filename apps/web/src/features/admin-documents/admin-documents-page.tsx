import { Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { adminDocumentsQuery, annotatorPath, FILE_STATUS_WORDS, FIRST_DOCUMENTS_PAGE } from './admin-documents-queries.ts';
import { DocumentTypeFilter } from './document-type-filter.tsx';
import { PagePagination } from '../../ui/page-pagination.tsx';

/** `/admin/documents`: every user's case files, to find one to annotate with the right answers. */
export function AdminDocumentsPage() {
  const api = useApiClient();
  const [page, setPage] = useState(FIRST_DOCUMENTS_PAGE);
  const [search, setSearch] = useState('');
  const [documentTypeId, setDocumentTypeId] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({ ...adminDocumentsQuery(api, page, debounced, documentTypeId), placeholderData: keepPreviousData });

  return (
    <AdminPage section="/admin/documents" title="Documents" intro="Every file of every lawyer’s cases, newest first. Annotate a file to mark the right answers on its pages; the Accuracy page measures the engine’s answers against them.">
      <Group align="flex-end" gap="md">
        <TextInput
          type="search"
          label="Search documents"
          description="By part of a file name, a case title or an owner’s email."
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(FIRST_DOCUMENTS_PAGE);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <DocumentTypeFilter
          value={documentTypeId}
          onChange={(next) => {
            setDocumentTypeId(next);
            setPage(FIRST_DOCUMENTS_PAGE);
          }}
        />
      </Group>
      {query.isPending ? (
        <LoadingSkeleton label="Loading the documents…" count={6} />
      ) : query.isError ? (
        <LoadFailure message={failureMessage(query.error, 'The documents could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {query.data.pagination.total === 1 ? '1 document' : `${query.data.pagination.total} documents`}
          </Text>
          {query.data.documents.length === 0 ? (
            <Text>{debounced || documentTypeId !== null ? 'No document matches your search.' : 'No document has been uploaded yet.'}</Text>
          ) : (
            <Table.ScrollContainer type="native" minWidth={1000}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Documents">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">File</Table.Th>
                    <Table.Th scope="col">Case</Table.Th>
                    <Table.Th scope="col">Owner</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Pages</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Answers</Table.Th>
                    <Table.Th scope="col">Annotations</Table.Th>
                    <Table.Th scope="col">Annotate</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.documents.map((document) => (
                    <Table.Tr key={document.id} aria-label={document.filename}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Text fw={600}>{document.filename}</Text>
                        <Text size="sm">Uploaded {formatDate(document.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>{document.case.title}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Text size="sm">{document.owner.name}</Text>
                        <Text size="sm">{document.owner.email}</Text>
                      </Table.Td>
                      <Table.Td>{document.documentType.name}</Table.Td>
                      <Table.Td>{document.pages ?? 'Not yet counted'}</Table.Td>
                      <Table.Td>{FILE_STATUS_WORDS[document.status]}</Table.Td>
                      <Table.Td>{document.answerCount}</Table.Td>
                      <Table.Td>{document.annotationCount}</Table.Td>
                      <Table.Td>
                        <RouterAnchor to={annotatorPath(document.id)} aria-label={`Annotate ${document.filename}`}>
                          Annotate
                        </RouterAnchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagePagination pagination={query.data.pagination} page={page} onChange={setPage} />
        </>
      )}
    </AdminPage>
  );
}
