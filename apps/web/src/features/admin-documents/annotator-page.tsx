import type { AdminDocumentQuestion, Annotation, AnnotationInput } from '@dd/contracts';
import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { AdminNav } from '../admin-area/admin-nav.tsx';
import {
  ADMIN_DOCUMENTS_QUERY_KEY,
  adminDocumentQuery,
  annotationsQuery,
  annotationsQueryKey,
  asInput,
  FILE_STATUS_WORDS,
  saveAnnotations,
} from './admin-documents-queries.ts';
import { AnnotationForm, emptyDraft, type AnnotationDraft } from './annotation-form.tsx';
import type { PageSelection } from './annotator-pdf.tsx';

// pdf.js is large and needs a real browser: it loads with the viewer, after the page's own lists and forms.
const AnnotatorPdf = lazy(() => import('./annotator-pdf.tsx').then((m) => ({ default: m.AnnotatorPdf })));

/** What the form is doing: adding an annotation, or changing the one with `id`. */
type Editing = { id: string | null; initial: AnnotationDraft; key: number } | null;

const draftOf = (annotation: Annotation): AnnotationDraft => ({
  page: String(annotation.page),
  quote: annotation.quote,
  questionId: annotation.questionId === null ? '' : String(annotation.questionId),
  label: annotation.label,
  value: annotation.value ?? '',
});

/** The draft as the save call takes it; the server checks it, so a refusal comes back in its words. */
const inputOf = (draft: AnnotationDraft, id: string | null): AnnotationInput => ({
  ...(id !== null && { id }),
  // Whatever is not a page number is sent as page 0, which the server refuses in words.
  page: /^\d+$/.test(draft.page.trim()) ? Number(draft.page.trim()) : 0,
  quote: draft.quote.trim(),
  label: draft.label,
  questionId: draft.questionId === '' ? null : Number(draft.questionId),
  value: draft.value.trim() || null,
});

/** `/admin/documents/:caseFileId`: a file's pages beside its annotations, to mark the right answers on them. */
export function AnnotatorPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { caseFileId = '' } = useParams();
  const document = useQuery(adminDocumentQuery(api, caseFileId));
  const annotations = useQuery(annotationsQuery(api, caseFileId));
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string>();
  const [removeError, setRemoveError] = useState<string>();
  const [status, setStatus] = useState('');
  const { ref: pdfColumn, width } = useElementSize();

  const save = useMutation({
    mutationFn: (list: readonly AnnotationInput[]) => saveAnnotations(api, caseFileId, list),
    onSuccess: (saved) => {
      queryClient.setQueryData(annotationsQueryKey(caseFileId), saved);
      // The table's counts and the accuracy figures follow the annotations.
      void queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'annotations' });
    },
  });

  const open = (id: string | null, initial: AnnotationDraft) => {
    setFormError(undefined);
    setEditing((current) => ({ id, initial, key: (current?.key ?? 0) + 1 }));
  };

  const saveDraft = (draft: AnnotationDraft) => {
    if (!editing || !annotations.data) return;
    const kept = annotations.data.map(asInput);
    const edited = inputOf(draft, editing.id);
    // Where an unmoved quote stands tells apart the same words said twice on its page.
    const withPlace = (original: AnnotationInput) =>
      original.page === edited.page && original.quote === edited.quote ? { ...edited, start: original.start, end: original.end } : edited;
    const list = editing.id === null ? [...kept, edited] : kept.map((annotation) => (annotation.id === editing.id ? withPlace(annotation) : annotation));
    setFormError(undefined);
    save.mutate(list, {
      onSuccess: () => {
        setEditing(null);
        setStatus(editing.id === null ? `Annotation “${draft.label}” added.` : `Annotation “${draft.label}” saved.`);
      },
      onError: (error) => setFormError(failureMessage(error, 'The annotation could not be saved.')),
    });
  };

  const remove = (annotation: Annotation) => {
    if (!annotations.data) return;
    setRemoveError(undefined);
    save.mutate(
      annotations.data.filter((other) => other.id !== annotation.id).map(asInput),
      {
        onSuccess: () => setStatus(`Annotation “${annotation.label}” removed.`),
        onError: (error) => setRemoveError(failureMessage(error, 'The annotation could not be removed.')),
      },
    );
  };

  const heading = document.data?.document.filename ?? 'Annotate a document';
  return (
    <Container size="xl" py="md">
      <title>{`${heading} · Annotate · Due Diligence Assistant`}</title>
      <Stack gap="lg">
        <AdminNav current="/admin/documents" />
        <RouterAnchor to="/admin/documents">Back to the documents</RouterAnchor>
        <Title order={1}>{heading}</Title>
        <Text size="sm" role="status" aria-live="polite">
          {status}
        </Text>
        {document.isPending || annotations.isPending ? (
          <LoadingSkeleton label="Loading the document…" count={4} />
        ) : document.isError || annotations.isError ? (
          <LoadFailure
            message={failureMessage(document.error ?? annotations.error, 'The document could not be loaded.')}
            onRetry={() => {
              void document.refetch();
              void annotations.refetch();
            }}
          />
        ) : (
          <>
            <Text>
              {document.data.document.documentType.name}, {document.data.document.case.title}, owned by {document.data.document.owner.name} (
              {document.data.document.owner.email}). {FILE_STATUS_WORDS[document.data.document.status]}
              {document.data.document.pages !== null && `, ${document.data.document.pages} ${document.data.document.pages === 1 ? 'page' : 'pages'}`}.
            </Text>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <section aria-labelledby="annotator-pages">
                  <Title order={2} id="annotator-pages" mb="sm">
                    Pages
                  </Title>
                  <div ref={pdfColumn}>
                    <Suspense fallback={<LoadingSkeleton label="Loading the viewer…" count={3} />}>
                      <AnnotatorPdf
                        caseFileId={caseFileId}
                        annotations={annotations.data}
                        width={Math.max(280, width)}
                        onAnnotateSelection={({ page, quote }: PageSelection) => open(null, emptyDraft(page, quote))}
                      />
                    </Suspense>
                  </div>
                </section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <Title order={2}>Annotations</Title>
                  {editing ? (
                    <Paper withBorder p="md">
                      <AnnotationForm
                        key={editing.key}
                        title={editing.id === null ? 'New annotation' : 'Edit annotation'}
                        initial={editing.initial}
                        questions={document.data.questions}
                        pageCount={document.data.document.pages}
                        saving={save.isPending}
                        error={formError}
                        onSave={saveDraft}
                        onCancel={() => setEditing(null)}
                      />
                    </Paper>
                  ) : (
                    <Button variant="default" onClick={() => open(null, emptyDraft())} style={{ alignSelf: 'flex-start' }}>
                      Add annotation
                    </Button>
                  )}
                  {removeError && (
                    <Alert color="red" variant="light" role="alert">
                      {removeError}
                    </Alert>
                  )}
                  <AnnotationList
                    annotations={annotations.data}
                    questions={document.data.questions}
                    busy={save.isPending}
                    onEdit={(annotation) => open(annotation.id, draftOf(annotation))}
                    onRemove={remove}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}

function AnnotationList({
  annotations,
  questions,
  busy,
  onEdit,
  onRemove,
}: {
  annotations: readonly Annotation[];
  questions: readonly AdminDocumentQuestion[];
  busy: boolean;
  onEdit: (annotation: Annotation) => void;
  onRemove: (annotation: Annotation) => void;
}) {
  if (annotations.length === 0) return <Text>No annotation yet. Select text on a page, or add one by typing its quote.</Text>;
  const questionOf = (annotation: Annotation) => annotation.question ?? questions.find((question) => question.id === annotation.questionId)?.question;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Annotations of this file">
      {annotations.map((annotation) => (
        <Paper component="li" key={annotation.id} withBorder p="sm" aria-label={annotation.label}>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {annotation.label}
            </Title>
            <Text size="sm">Question: {questionOf(annotation) ?? 'none'}</Text>
            <Text size="sm">Value: {annotation.value ?? 'the quote itself'}</Text>
            <Text size="sm">
              Page {annotation.page}: “{annotation.quote}”{annotation.verified ? '' : ' (not verified on the page)'}
            </Text>
            <Text size="sm">By {annotation.author?.name ?? 'a former user'}</Text>
            <Group gap="xs" mt={4}>
              <Button size="xs" variant="default" disabled={busy} onClick={() => onEdit(annotation)} aria-label={`Edit ${annotation.label}`}>
                Edit
              </Button>
              <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => onRemove(annotation)} aria-label={`Remove ${annotation.label}`}>
                Remove
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
