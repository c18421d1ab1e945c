import type { AccuracyDisagreement, QuestionAccuracy } from '@dd/contracts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { AdminPage } from '../admin-area/admin-page.tsx';
import { accuracyQuery, annotatorPath } from './admin-documents-queries.ts';
import { DocumentTypeFilter } from './document-type-filter.tsx';

const VERDICT_WORDS: Record<AccuracyDisagreement['verdict'], string> = { disagreed: 'Disagreed', not_answered: 'Not answered' };

const ENGINE_STATUS_WORDS: Record<NonNullable<AccuracyDisagreement['engine']['status']>, string> = {
  pending: 'still answering',
  answered: 'answered',
  needs_review: 'flagged a passage for review',
  not_found: 'found no answer',
  failed: 'failed',
};

const FIGURES: readonly { label: string; of: (question: QuestionAccuracy) => number }[] = [
  { label: 'Annotated files', of: (question) => question.annotatedFiles },
  { label: 'Agreed', of: (question) => question.agreed },
  { label: 'Disagreed', of: (question) => question.disagreed },
  { label: 'Not answered', of: (question) => question.notAnswered },
];

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/** The share in words, so no figure is left to a bar's colour or length. */
const agreement = ({ agreed, annotatedFiles }: QuestionAccuracy) =>
  `${Math.round((agreed / annotatedFiles) * 100)} per cent agreed (${agreed} of ${files(annotatedFiles)})`;

/** `/admin/accuracy`: the engine's stored answers measured against the admins' annotations, question by question. */
export function AccuracyPage() {
  const api = useApiClient();
  const [documentTypeId, setDocumentTypeId] = useState<number | null>(null);
  const query = useQuery(accuracyQuery(api, documentTypeId));

  return (
    <AdminPage section="/admin/accuracy" title="Accuracy" intro="For each question an annotation answers, how many annotated files the engine’s answer agrees with, and where it does not. Annotate more files from the Documents page to widen the measure.">
      <DocumentTypeFilter value={documentTypeId} onChange={setDocumentTypeId} />
      {query.isPending ? (
        <LoadingSkeleton label="Loading the accuracy…" count={4} />
      ) : query.isError ? (
        <LoadFailure message={failureMessage(query.error, 'The accuracy could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {query.data.length === 1 ? '1 annotated question' : `${query.data.length} annotated questions`}
          </Text>
          {query.data.length === 0 ? (
            <Text>No annotation answers a question{documentTypeId === null ? '' : ' of this document type'} yet.</Text>
          ) : (
            <Stack gap="md">
              {query.data.map((question) => (
                <QuestionFigures key={question.questionId} question={question} />
              ))}
            </Stack>
          )}
        </>
      )}
    </AdminPage>
  );
}

function QuestionFigures({ question }: { question: QuestionAccuracy }) {
  const headingId = `accuracy-question-${question.questionId}`;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {question.question}
        </Title>
        <Text size="sm">{question.documentTypeName}</Text>
        <Table withTableBorder={false} w="auto" aria-label={`Figures for “${question.question}”`}>
          <Table.Tbody>
            {FIGURES.map(({ label, of }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{of(question)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{agreement(question)}</Text>
        {question.disagreements.length > 0 && (
          <>
            <Title order={3} size="h5">
              Where the engine did not agree
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {question.disagreements.map((disagreement) => (
                <Disagreement key={disagreement.caseFileId} disagreement={disagreement} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Disagreement({ disagreement }: { disagreement: AccuracyDisagreement }) {
  const { engine } = disagreement;
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Text size="sm">
          <RouterAnchor to={annotatorPath(disagreement.caseFileId)}>{disagreement.filename}</RouterAnchor>: {VERDICT_WORDS[disagreement.verdict]}
        </Text>
        {disagreement.annotations.map((annotation) => (
          <Text key={annotation.id} size="sm">
            Annotated {annotation.value === null ? 'quote' : `“${annotation.value}”`}, page {annotation.page}: “{annotation.quote}”
          </Text>
        ))}
        <Text size="sm">
          Engine {engine.status === null ? 'was not asked' : ENGINE_STATUS_WORDS[engine.status]}
          {engine.answer !== null && `: “${engine.answer}”`}
        </Text>
      </Stack>
    </Paper>
  );
}
