import { PRACTICE_AREAS, type AdminDocumentType, type AdminQuestion } from '@dd/contracts';
import { Breadcrumbs, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { formatList } from '../../lib/format-list.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { adminDocumentTypesQuery, adminQuestionsQuery } from './admin-catalogue-queries.ts';
import { AdminQuestionList } from './admin-question-list.tsx';
import { DocumentTypeBadges } from './document-type-badges.tsx';
import { DocumentTypeForm } from './document-type-form.tsx';
import { QuestionForm } from './question-form.tsx';
import { RetireDocumentType } from './retire-document-type.tsx';
import { RetireQuestion } from './retire-question.tsx';

function SignalList({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function DocumentTypeDetails({ documentType }: { documentType: AdminDocumentType }) {
  const { signals } = documentType;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>{documentType.description}</Text>
        <Text size="sm">Applies in {formatList(documentType.regions)}.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <SignalList title="Titles" items={signals.titles} />
          <SignalList title="Phrases (weight)" items={signals.phrases.map((phrase) => `${phrase.text} (${phrase.weight})`)} />
          <SignalList title="Structure" items={signals.structure} />
          <SignalList title="Negative signals" items={signals.negative} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Questions({ documentType }: { documentType: AdminDocumentType }) {
  const api = useApiClient();
  const query = useQuery(adminQuestionsQuery(api, documentType.id));
  const [editing, setEditing] = useState<{ question: AdminQuestion | null } | null>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);

  return (
    <Stack component="section" aria-labelledby="admin-questions" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="admin-questions">
          Questions
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ question: null })}>
          Add question
        </Button>
      </Group>
      {query.isPending && <LoadingSkeleton label={`Loading the questions for ${documentType.name}…`} count={6} />}
      {query.isError && (
        <LoadFailure message={`The questions for ${documentType.name} could not be loaded.`} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && query.data.length === 0 && <Text>No questions yet. Add the first one.</Text>}
      {query.isSuccess && query.data.length > 0 && (
        <AdminQuestionList
          documentType={documentType}
          questions={query.data}
          onEdit={(question) => setEditing({ question })}
          onRetire={setRetiring}
        />
      )}
      {editing && <QuestionForm documentType={documentType} question={editing.question} onClose={() => setEditing(null)} />}
      {retiring && <RetireQuestion documentTypeId={documentType.id} question={retiring} onClose={() => setRetiring(null)} />}
    </Stack>
  );
}

/** One document type for the admin: its details and signals, and its questions to add, reword, order and retire. */
export function AdminDocumentTypePage() {
  const api = useApiClient();
  const documentTypeId = Number(useParams().documentTypeId);
  const query = useQuery(adminDocumentTypesQuery(api, null));
  const documentType = query.data?.find((type) => type.id === documentTypeId);
  const area = PRACTICE_AREAS.find((practiceArea) => practiceArea.id === documentType?.practiceAreaId);
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);

  return (
    <Container size="xl" py="md">
      <title>{`${documentType?.name ?? 'Document type'} · Catalogue administration · Due Diligence Assistant`}</title>
      <Stack gap="lg">
        <Breadcrumbs>
          <RouterAnchor to="/admin/catalogue">Catalogue administration</RouterAnchor>
          {area && <RouterAnchor to={`/admin/catalogue?area=${area.slug}`}>{area.name}</RouterAnchor>}
        </Breadcrumbs>
        {query.isPending && <LoadingSkeleton label="Loading the document type…" />}
        {query.isError && <LoadFailure message="The document type could not be loaded." onRetry={() => void query.refetch()} />}
        {query.isSuccess && !documentType && (
          <Stack gap="sm">
            <Title order={1}>Document type not found</Title>
            <Text>
              There is no document type with this address.{' '}
              <RouterAnchor to="/admin/catalogue">Back to catalogue administration</RouterAnchor>
            </Text>
          </Stack>
        )}
        {documentType && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={6}>
                <Title order={1}>{documentType.name}</Title>
                <DocumentTypeBadges documentType={documentType} />
              </Stack>
              <Group gap="xs">
                <Button variant="default" onClick={() => setEditing(true)}>
                  Edit document type
                </Button>
                <Button variant="default" onClick={() => setRetiring(true)}>
                  {documentType.retiredAt === null ? 'Retire document type' : 'Restore document type'}
                </Button>
              </Group>
            </Group>
            <DocumentTypeDetails documentType={documentType} />
            <Questions documentType={documentType} />
            {editing && <DocumentTypeForm target={{ documentType }} onClose={() => setEditing(false)} />}
            {retiring && <RetireDocumentType documentType={documentType} onClose={() => setRetiring(false)} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
