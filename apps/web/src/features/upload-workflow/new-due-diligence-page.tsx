import { MESSAGES } from '@dd/contracts';
import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { ActiveFilePanel } from './active-file-panel.tsx';
import { DocumentTypeDialog } from './document-type-dialog.tsx';
import { DocumentPicker } from './document-picker.tsx';
import { SingleUpload } from './single-upload.tsx';
import { StagingPanel } from './staging-panel.tsx';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import { useDocumentTypes } from './use-document-types.ts';
import { useWorkflowActions } from './use-workflow-actions.ts';
import { WorkflowFileList } from './workflow-file-list.tsx';
import { WorkflowScope } from './workflow-scope.tsx';
import { WorkflowSummary } from './workflow-summary.tsx';

/** The upload workflow (spec §2, §4): practice area and region, single and multi-file upload, files and questions. */
export function NewDueDiligencePage() {
  const { practiceAreas, regions } = useSettings();
  // The workflow is built as a background render once the settings arrive, in slices that leave a phone's main
  // thread free between them, rather than in one task with the settings' response.
  const settingsLoading = useDeferredValue(practiceAreas.status === 'loading' || regions.status === 'loading', true);
  return (
    <Container size="xl" py="md">
      <title>New due diligence · Due Diligence Assistant</title>
      <Stack gap="lg">
        <Title order={1}>New due diligence</Title>
        {settingsLoading ? <CenteredLoader /> : <RestoredWorkflow />}
      </Stack>
    </Container>
  );
}

/** The workflow as the lawyer left it: a saved draft is restored before anything can be chosen over it. */
function RestoredWorkflow() {
  const { draftStatus, restoreDraft, discardDraft } = useUploadWorkflow();
  useEffect(() => {
    if (draftStatus === 'waiting') void restoreDraft();
  }, [draftStatus, restoreDraft]);
  if (draftStatus === 'waiting' || draftStatus === 'restoring') {
    return <CenteredLoader label="Restoring the files you were working on…" />;
  }
  if (draftStatus === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title="Your files are still on the server">
        <Stack gap="sm">
          <Text size="sm">{MESSAGES.upload.draftUnavailable}</Text>
          <Group gap="sm">
            <Button size="xs" onClick={() => void restoreDraft()}>
              Try again
            </Button>
            <Button size="xs" variant="default" onClick={discardDraft}>
              Start afresh
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <Workflow />;
}

function Workflow() {
  const { state } = useUploadWorkflow();
  // Closing the tab or reloading would lose what the lawyer gathered: the browser asks first.
  const hasWork = state.files.length > 0 || state.staging !== null;
  useEffect(() => {
    if (!hasWork) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasWork]);
  const { types } = useDocumentTypes(state.practiceAreaId, state.region);
  const actions = useWorkflowActions();
  const ready = state.practiceAreaId !== null && state.region !== null;

  return (
    <Stack gap="lg">
      <WorkflowScope />
      {ready && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="md" radius="md">
              <SingleUpload types={types} actions={actions} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="md" radius="md">
              <DocumentPicker
                label="Upload several documents"
                description="Documents are read and their types recognised; you choose which to add."
                accept="documents"
                multiple
                disabled={state.staging?.items.some((item) => item.processing) ?? false}
                onFiles={(files) => void actions.stageFiles(files)}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      <StagingPanel types={types} actions={actions} />
      <WorkflowFileList types={types} actions={actions} />
      <ActiveFilePanel />
      <WorkflowSummary />
      <DocumentTypeDialog
        pending={actions.pending}
        types={types}
        onConfirm={(docTypeId) => void actions.confirmPending(docTypeId)}
        onCancel={actions.cancelPending}
      />
    </Stack>
  );
}
