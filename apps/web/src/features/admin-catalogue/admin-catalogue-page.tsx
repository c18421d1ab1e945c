import { PRACTICE_AREAS, type AdminDocumentType } from '@dd/contracts';
import { Button, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { adminDocumentTypesQuery } from './admin-catalogue-queries.ts';
import { DocumentTypeBadges } from './document-type-badges.tsx';
import { DocumentTypeForm, type DocumentTypeFormProps } from './document-type-form.tsx';
import { RetireDocumentType } from './retire-document-type.tsx';

const [FIRST_AREA] = PRACTICE_AREAS;

/** The practice area in the address (`?area=property-law`), or the first one. */
const areaFrom = (params: URLSearchParams) =>
  PRACTICE_AREAS.find((area) => area.slug === params.get('area')) ?? FIRST_AREA;

/** Catalogue administration: a practice area's document types, retired ones included. */
export function AdminCataloguePage() {
  const api = useApiClient();
  const [params, setParams] = useSearchParams();
  const area = areaFrom(params);
  const query = useQuery(adminDocumentTypesQuery(api, area.id));
  const [editing, setEditing] = useState<DocumentTypeFormProps['target'] | null>(null);
  const [retiring, setRetiring] = useState<AdminDocumentType | null>(null);

  return (
    <AdminPage section="/admin/catalogue" title="Catalogue administration" intro="The document types of each practice area and the questions asked of them. Changes apply to new due diligence at once; cases already answered keep the wording they were answered with.">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Practice area"
          data={PRACTICE_AREAS.map(({ slug, name }) => ({ value: slug, label: name }))}
          value={area.slug}
          onChange={(event) => setParams({ area: event.currentTarget.value })}
          w={260}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ practiceAreaId: area.id, practiceAreaName: area.name })}
        >
          New document type
        </Button>
      </Group>
      <Title order={2} size="h3">
        {area.name} document types
      </Title>
      {query.isPending && <LoadingSkeleton label={`Loading the ${area.name} document types…`} count={6} />}
      {query.isError && (
        <LoadFailure message={`The ${area.name} document types could not be loaded.`} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && query.data.length === 0 && <Text>{area.name} has no document types yet.</Text>}
      {query.isSuccess && query.data.length > 0 && (
        <Table.ScrollContainer type="native" minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Document type</Table.Th>
                <Table.Th scope="col">Regions</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((documentType) => (
                <Table.Tr key={documentType.id} aria-label={documentType.name}>
                  <Table.Td>
                    <Stack gap={4}>
                      <RouterAnchor to={`/admin/catalogue/document-types/${documentType.id}`} fw={600}>
                        {documentType.name}
                      </RouterAnchor>
                      <DocumentTypeBadges documentType={documentType} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{documentType.regions.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing({ documentType })}>
                        Edit
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setRetiring(documentType)}>
                        {documentType.retiredAt === null ? 'Retire' : 'Restore'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <DocumentTypeForm target={editing} onClose={() => setEditing(null)} />}
      {retiring && <RetireDocumentType documentType={retiring} onClose={() => setRetiring(null)} />}
    </AdminPage>
  );
}
