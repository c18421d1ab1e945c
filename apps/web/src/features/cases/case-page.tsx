import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Drawer,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { MESSAGES, patchCaseRecord, PRACTICE_AREAS, type Case, type CaseAnswer, type CaseMembersResponse, type CaseConflict, type CaseFile, type CaseReportFormat, type Citation, type DocumentTypeChangeConflict, type SourceFileType } from '@dd/contracts';
import { ApiClientProvider, useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { indexTree } from '../../lib/index-tree.ts';
import { RenderLater } from '../../lib/progressive-list.tsx';
import { useStableHandlers } from '../../lib/use-stable-handlers.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { MenuOnDemand } from '../../ui/menu-on-demand.tsx';
import { MountOnceOpened } from '../../ui/mount-once-opened.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { caseMembersQuery, caseMembersQueryKey } from '../case-members/case-members-queries.ts';
import { CASE_PERMISSIONS, type CasePermissions } from '../case-members/case-permissions.ts';
import { CasePresence } from '../case-members/case-presence.tsx';
import { CaseSharing, ShareButton } from '../case-members/case-sharing.tsx';
import { roleCheckedApiClient } from '../case-members/role-checked-api-client.ts';
import { useColleagueChange } from '../case-members/use-colleague-change.ts';
import { patchLiveQuery } from '../realtime/patch-live-query.ts';
import { useCurrentUser } from '../session/session-context.ts';
import { useRealtimeConnected } from '../realtime/use-realtime-connected.ts';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { AddDocumentsDialog } from './add-documents-dialog.tsx';
import { answerKeys, answerRowOf, useAnswerKeys } from './answer-keyboard.ts';
import { AssignmentFilter, type AssignmentFilterValue } from './assignment-filter.tsx';
import { CaseComment, CaseCommentText } from './case-comment.tsx';
import { CaseFileSection, type FileActions } from './case-file-section.tsx';
import { CaseFolder } from './case-folder.tsx';
import { CaseStatusBadge } from './case-status-badge.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import { answerConflictOf, caseConflictOf, type EditConflict, type SaveOutcome } from './edit-conflict.ts';
import {
  addCustomQuestions,
  caseQuery,
  changeDocumentType,
  caseQueryKey,
  CASES_QUERY_KEY,
  deleteCase,
  deleteCaseFile,
  deleteCustomQuestion,
  downloadReport,
  editAnswer,
  editCaseTitle,
  regenerateAnswer,
  REPORT_FORMAT_NAMES,
  rewordCustomQuestion,
  saveComment,
  showSavedCase,
  verifyAnswer,
} from './case-queries.ts';
import { CaseEngineSwitch } from './case-engine-switch.tsx';
import type { CitationTarget } from './citation-viewer.tsx';
import { ResizeHandle } from './resize-handle.tsx';
import { RetypeConfirmDialog } from './retype-confirm-dialog.tsx';
import { ReviewGrid } from './review-grid.tsx';

const CitationViewer = lazy(() => import('./citation-viewer.tsx').then((m) => ({ default: m.CitationViewer })));
// The title tabs and the activity load with their first opening, so the case page's first load does not carry them.
const TitleReportTab = lazy(() => import('../title-reports/title-report-tab.tsx').then((m) => ({ default: m.TitleReportTab })));
const ChecklistTab = lazy(() => import('../title-reports/checklist-tab.tsx').then((m) => ({ default: m.ChecklistTab })));
const AnnexuresTab = lazy(() => import('../title-reports/annexures-tab.tsx').then((m) => ({ default: m.AnnexuresTab })));
const CaseActivityTab = lazy(() => import('../case-activity/case-activity-tab.tsx').then((m) => ({ default: m.CaseActivityTab })));

const PROPERTY_LAW = PRACTICE_AREAS.find((area) => area.slug === 'property-law')?.id;

/** What the viewer says of a file the product laid out as a PDF itself, whose pages its own program may number otherwise. */
const LAID_OUT: Partial<Record<SourceFileType, string>> = {
  docx: MESSAGES.documents.laidOutPages,
  eml: MESSAGES.documents.laidOutMessage,
  msg: MESSAGES.documents.laidOutMessage,
};

/**
 * A view kept drawn while another is shown: skipped by the renderer (`content-visibility: hidden`, which keeps its
 * layout, so showing it again does not lay out a thousand answers anew, as `hidden` made it), out of the accessibility
 * tree and out of reach of focus and clicks.
 */
const keptOut = (out: boolean) => (out ? ({ style: { contentVisibility: 'hidden' }, 'aria-hidden': true, inert: true } as const) : {});

const VIEWS = [
  { value: 'files', label: 'By document' },
  { value: 'grid', label: 'Review grid' },
  { value: 'title-report', label: 'Title report', propertyOnly: true },
  { value: 'checklist', label: 'Checklist', propertyOnly: true },
  { value: 'annexures', label: 'Annexures' },
  { value: 'activity', label: 'Activity' },
] as const;
type View = (typeof VIEWS)[number]['value'];

const myRoleOf = (sharing: CaseMembersResponse['data']) => sharing.myRole;

/** The title takes the header's width but for the avatars of who else has the case open, and wraps within it. */
const TITLE_SIDE = { flex: 1, minWidth: 0 } as const;

/** What stands for the record until it is built: alone at first, then under the case's header. */
const loadingCase = <LoadingSkeleton label="Loading the case" count={8} />;

/** `/cases/:caseId`: the case record, filling in live as answers arrive. */
export function CasePage() {
  const { caseId = '' } = useParams();
  const api = useApiClient();
  const query = useQuery(caseQuery(api, caseId));
  // The caller's role on the case, fetched beside the record (startPage sends both at once): the page is drawn once it
  // is known, so a member never sees, even for a moment, what their role does not allow. Read alone, the members'
  // changes leave the page as it is unless the role itself changed. Once it has failed, the page stays drawn (to read
  // only) while it is asked for again: a read with no data yet is pending again, and would take the record away.
  const role = useQuery({ ...caseMembersQuery(api, caseId), select: myRoleOf });
  // Within the record, a change the server refuses because the role changed meanwhile says so and reads it again.
  const queryClient = useQueryClient();
  const caseApi = useMemo(
    () => roleCheckedApiClient(api, toast.error, () => void queryClient.invalidateQueries({ queryKey: caseMembersQueryKey(caseId) })),
    [api, queryClient, caseId],
  );
  // The record is the page's heavy part: React builds it as a background render, in slices, when it first
  // arrives and whenever it changes, so the page keeps answering the lawyer's keys while answers stream in.
  // Another case's record, still shown while this one is built, is never offered as this one. On the page's first
  // render too (null until then): a record already in the cache as the page mounts is built after the header is
  // shown, not with it.
  const deferred = useDeferredValue<Case | null | undefined>(query.data, null);
  const record = deferred?.id === caseId ? deferred : undefined;
  // Each event carries what changed, and the page patches the record it shows: with a few hundred answers, fetching
  // the whole record on every event was most of a phone's work while a case is answered.
  const patch = (change: (current: Case) => Case) => patchLiveQuery(queryClient, caseQueryKey(caseId), change);
  useRealtimeEvent('case.progress', (progress) => progress.caseId === caseId && patch((current) => patchCaseRecord(current, progress)));
  useRealtimeEvent('case.answers.ready', ({ case: ready }) => {
    if (ready.id === caseId) patch(() => ready);
  });
  useRealtimeEvent('case.failed', ({ caseId: id }) => id === caseId && patch((current) => ({ ...current, status: 'failed' })));
  // A colleague on the case changed it (verified, edited, commented, shared): read the record and one's role again, so
  // the page shows their work without a reload.
  useColleagueChange((id) => {
    if (id !== caseId) return;
    void queryClient.invalidateQueries({ queryKey: caseQueryKey(caseId) });
    void queryClient.invalidateQueries({ queryKey: caseMembersQueryKey(caseId) });
  });
  useRealtimeConnected(() => {
    const shown = queryClient.getQueryData<Case>(caseQueryKey(caseId));
    if (!shown || shown.status === 'processing') void queryClient.invalidateQueries({ queryKey: caseQueryKey(caseId) });
  });

  // The record as it arrived, for the case's header: drawn as soon as the record is here, before the record's heavy
  // part is built in the background (`record`), so the case's title (the page's largest text) reaches the screen in a
  // short render of its own rather than with the rest.
  const arrived = query.data?.id === caseId ? query.data : undefined;
  const roleKnown = !(role.isPending && role.errorUpdateCount === 0);
  // A role that could not be read offers reading only; CaseSharing says so and offers to try again.
  const can = CASE_PERMISSIONS[role.data ?? 'viewer'];
  return (
    <Container size="xl" py="md">
      <title>{`${record?.title ?? 'Case'} · Due Diligence Assistant`}</title>
      {query.isError ? (
        <Stack>
          <Title order={1}>Case</Title>
          <LoadFailure message={failureMessage(query.error, MESSAGES.cases.getFailed)} onRetry={() => void query.refetch()} />
          <Button component={Link} to="/" variant="default" w="fit-content">
            Back to your cases
          </Button>
        </Stack>
      ) : arrived === undefined ? (
        <Stack>
          <Title order={1}>Case</Title>
          {loadingCase}
        </Stack>
      ) : (
        <ApiClientProvider client={caseApi}>
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap" justify="space-between">
              <div style={TITLE_SIDE}>
                {/* Renamed only once the role is known to allow it. */}
                <CaseTitle record={arrived} canRename={roleKnown && can.edit} />
              </div>
              <CasePresence caseId={arrived.id} />
            </Group>
            {record === undefined || !roleKnown ? loadingCase : <CaseRecord record={record} can={can} />}
          </Stack>
        </ApiClientProvider>
      )}
    </Container>
  );
}

/** `can`: what the caller's role on the case allows, one object per role, passed down to the sections and rows. */
function CaseRecord({ record, can }: { record: Case; can: CasePermissions }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // Read at the first render: read in an effect, it would render the whole record a second time.
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [target, setTarget] = useState<CitationTarget | null>(null);
  const [removing, setRemoving] = useState<CaseFile | 'case' | null>(null);
  // A type change that would remove the lawyer's work, waiting for their yes.
  const [retyping, setRetyping] = useState<{ caseFileId: string; docTypeId: number; conflict: DocumentTypeChangeConflict } | null>(null);
  const [view, setView] = useState<View>('files');
  // The review grid, once first shown, is kept while other views are (the answers by document always are).
  const [gridDrawn, setGridDrawn] = useState(false);
  const show = (next: View) => {
    setView(next);
    if (next === 'grid') setGridDrawn(true);
  };
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [paneWidth, setPaneWidth] = useState(640);
  const me = useCurrentUser().id;
  const [assignedFilter, setAssignedFilter] = useState<AssignmentFilterValue>('all');
  const anyAssigned = record.files.some((file) => file.assignee !== null);
  // Once no file is assigned (the last one given back meanwhile), the filter is gone and so is what it left out.
  const onlyMine = anyAssigned && assignedFilter === 'mine';
  const listed = useMemo(() => (onlyMine ? record.files.filter((file) => file.assignee?.id === me) : record.files), [onlyMine, record.files, me]);
  const noneMine = onlyMine && listed.length === 0;
  // A data room's files (an archive's) under their folders; the sections themselves are memoised on their files.
  const tree = useMemo(() => indexTree(listed, (file) => file.filename), [listed]);
  useAnswerKeys(view === 'files' && target === null, setAnnouncement);
  const scope = useMemo(() => ({ practiceAreaId: record.practiceAreaId, region: record.region }), [record.practiceAreaId, record.region]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: caseQueryKey(record.id) });

  /** A refused save: the conflict to show where it happened (the page reloads the record for "theirs"), or a failure. */
  const staleOrFailed = (error: unknown, answerId: string): SaveOutcome<CaseAnswer> => {
    const conflict = answerConflictOf(error, answerId);
    if (!conflict) return { status: 'failed' };
    void refresh();
    return { status: 'conflict', conflict };
  };
  // The answer whose source is open: focus goes back to it once the source closes, so its keys go on from there.
  const sourceOpenedFrom = useRef<HTMLElement | null>(null);
  const openFileSource = (caseFileId: string, citation: Citation) => {
    sourceOpenedFrom.current = answerRowOf(document.activeElement);
    const file = record.files.find((candidate) => candidate.id === caseFileId);
    setTarget({ caseFileId, filename: file?.filename ?? 'Document', source: file?.source ?? null, citation });
  };
  // The same object on every render: the document sections and their rows are memoised on it.
  const actions = useStableHandlers<FileActions>({
    openSource: (file, citation) => openFileSource(file.id, citation),
    async saveEdit(answer, text, version) {
      try {
        await showSavedCase(queryClient, await editAnswer(api, record.id, answer.id, text, version));
        return { status: 'saved' };
      } catch (error) {
        return staleOrFailed(error, answer.id);
      }
    },
    async saveComment(answer, comment, version) {
      try {
        await saveComment(api, { caseId: record.id, answerId: answer.id, comment, version });
        await refresh();
        return { status: 'saved' };
      } catch (error) {
        return staleOrFailed(error, answer.id);
      }
    },
    async setVerified(answer, verified) {
      await verifyAnswer(api, answer.id, verified, answer.version).catch((error: unknown) => {
        const conflict = answerConflictOf(error, answer.id);
        if (conflict) toast.error(MESSAGES.cases.changedSince(conflict.changedBy?.name ?? null));
      });
      await refresh();
    },
    async regenerate(answer) {
      await regenerateAnswer(api, answer.id).catch(() => undefined);
      await refresh();
    },
    async addQuestion(file, question) {
      try {
        await addCustomQuestions(api, file.id, [question]);
        await refresh();
        return true;
      } catch (error) {
        toast.error(failureMessage(error, MESSAGES.cases.answersFailed));
        return false;
      }
    },
    async rewordQuestion(file, customQuestionId, question) {
      try {
        await rewordCustomQuestion(api, file.id, customQuestionId, question);
        await refresh();
        return true;
      } catch (error) {
        toast.error(failureMessage(error, MESSAGES.cases.answersFailed));
        return false;
      }
    },
    async deleteQuestion(customQuestionId) {
      await deleteCustomQuestion(api, customQuestionId).catch(() => undefined);
      await refresh();
    },
    async changeType(file, docTypeId) {
      if (docTypeId === file.documentTypeId) return;
      try {
        const result = await changeDocumentType(api, { caseId: record.id, caseFileId: file.id, docTypeId });
        if (result.conflict) setRetyping({ caseFileId: file.id, docTypeId, conflict: result.conflict });
        else queryClient.setQueryData(caseQueryKey(record.id), result.case);
      } catch (error) {
        toast.error(failureMessage(error, MESSAGES.cases.typeChangeFailed));
        await refresh();
      }
    },
    deleteFile: (file) => setRemoving(file),
  });

  const retypeDiscardingWork = async (): Promise<boolean> => {
    if (!retyping) return true;
    try {
      const result = await changeDocumentType(api, { caseId: record.id, caseFileId: retyping.caseFileId, docTypeId: retyping.docTypeId, discardWork: true });
      if (result.conflict) return false;
      queryClient.setQueryData(caseQueryKey(record.id), result.case);
      return true;
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.cases.typeChangeFailed));
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    if (removing === 'case') {
      try {
        await deleteCase(api, record.id);
        queryClient.removeQueries({ queryKey: caseQueryKey(record.id) });
        await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
        navigate('/');
        return true;
      } catch (error) {
        toast.error(failureMessage(error, MESSAGES.cases.deleteFailed));
        return false;
      }
    }
    if (!removing) return true;
    try {
      await deleteCaseFile(api, removing.id);
      await refresh();
      return true;
    } catch {
      return false;
    }
  };

  // Each document in a render of its own, after the case's header: the first to reach a phone's screen is short.
  const fileSection = (file: CaseFile) => (
    <RenderLater key={file.id}>
      <CaseFileSection caseId={record.id} file={file} actions={actions} scope={scope} can={can} />
    </RenderLater>
  );

  const percent = record.progress.total === 0 ? 0 : Math.round((record.progress.done / record.progress.total) * 100);
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="wrap">
        <CaseStatusBadge status={record.status} />
        <Text size="sm" c="dimmed">
          {PRACTICE_AREAS.find((area) => area.id === record.practiceAreaId)?.name} · {record.region} · {record.files.length} document
          {record.files.length === 1 ? '' : 's'}
        </Text>
      </Group>
      <CaseSharing caseId={record.id} />
      {/* From the server's tally, which every refetch and realtime record brings up to date as answers arrive. */}
      <Text size="sm" fw={500}>
        {MESSAGES.answers.counts(record.answerCounts)}
      </Text>
      <CaseEngineSwitch record={record} disabled={!can.edit} />
      {record.modelAllowanceSpent && (
        <Alert color="yellow" role="status" data-testid="model-allowance-spent">
          {MESSAGES.cases.modelAllowanceSpent}
        </Alert>
      )}
      <div>
        <Progress value={percent} aria-label="Questions answered" animated={record.status === 'processing'} />
        <Text size="xs" c="dimmed" mt={4} role="status" aria-live="polite">
          {record.progress.done} of {record.progress.total} questions answered
        </Text>
      </div>
      <Group gap="xs">
        <MenuOnDemand
          opened={exporting}
          onChange={setExporting}
          target={
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              Export
            </Button>
          }
          items={(Object.keys(REPORT_FORMAT_NAMES) as CaseReportFormat[]).map((format) => ({
            label: `${REPORT_FORMAT_NAMES[format]} (${format})`,
            onClick: () => void downloadReport(api, record.id, format, record.title).catch(() => undefined),
          }))}
        />
        {can.edit && (
          <>
            <Button variant="default" onClick={() => setAdding(true)}>
              Add documents
            </Button>
            <ShareButton caseId={record.id} />
          </>
        )}
        {can.delete && (
          <Button variant="subtle" color="red" onClick={() => setRemoving('case')}>
            Delete case
          </Button>
        )}
      </Group>
      {can.review ? <CaseComment record={record} /> : <CaseCommentText comment={record.comment} />}
      {/*
        Pressed-or-not buttons rather than a segmented control, which measures itself on every render; apart and
        wrapping, so a phone shows every view's whole name on two rows rather than six clipped to two letters.
      */}
      <Group gap={6} role="group" aria-label="View">
        {VIEWS.filter((option) => !('propertyOnly' in option) || record.practiceAreaId === PROPERTY_LAW).map(({ value, label }) => (
          <Button key={value} variant={view === value ? 'filled' : 'default'} aria-pressed={view === value} onClick={() => show(value)}>
            {label}
          </Button>
        ))}
      </Group>
      {/* The views that list the documents one by one are the ones it narrows. */}
      {anyAssigned && (view === 'files' || view === 'grid') && (
        <>
          <AssignmentFilter value={assignedFilter} onChange={setAssignedFilter} />
          {noneMine && (
            <Text size="sm" role="status">
              No documents are assigned to you on this case.
            </Text>
          )}
        </>
      )}
      {/*
        The answers by document and the review grid stay once drawn, hidden while another view is shown: drawing a
        case's hundreds of answers again was most of the time a switch back took (0.9 s for 1,000 on a phone).
      */}
      <div {...keptOut(view !== 'files')}>
        <Stack gap="lg">
          <Text size="xs" c="dimmed" id="answer-keys">
            Keyboard: {answerKeys(can.edit)}
          </Text>
          {tree.map((node) =>
            node.kind === 'file' ? fileSection(node.item) : <CaseFolder key={`${node.path}/`} folder={node} renderFile={fileSection} />,
          )}
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
        </Stack>
      </div>
      {gridDrawn && (
        // With none of the documents to list, the grid is kept drawn out of sight: its own filter stays as it was.
        <div {...keptOut(view !== 'grid' || noneMine)}>
          <ReviewGrid files={listed} onSource={actions.openSource} />
        </div>
      )}
      {view === 'title-report' ? (
        <OnDemand what="title report">
          <TitleReportTab record={record} onSource={openFileSource} can={can} />
        </OnDemand>
      ) : view === 'checklist' ? (
        <OnDemand what="checklist">
          <ChecklistTab record={record} onSource={openFileSource} can={can} />
        </OnDemand>
      ) : view === 'annexures' ? (
        <OnDemand what="annexures">
          <AnnexuresTab record={record} onOpen={setTarget} can={can} />
        </OnDemand>
      ) : view === 'activity' ? (
        <OnDemand what="activity">
          <CaseActivityTab record={record} />
        </OnDemand>
      ) : null}
      <MountOnceOpened opened={target !== null}>
        <Drawer
          opened={target !== null}
          onClose={() => setTarget(null)}
          // After the drawer's own return of focus, which loses it when a key opened the source from the answer's row.
          onExitTransitionEnd={() => {
            if (sourceOpenedFrom.current?.isConnected) sourceOpenedFrom.current.focus();
            sourceOpenedFrom.current = null;
          }}
          position="right"
          size={wide ? paneWidth : '100%'}
          title="Source"
        >
          {wide && <ResizeHandle width={paneWidth} min={360} max={Math.max(360, window.innerWidth - 240)} onResize={setPaneWidth} />}
          {target && 'caseFileId' in target && target.source && LAID_OUT[target.source.type] && (
            // The pages shown and cited are those of the PDF laid out from the file, which its own program's may not match.
            <Text size="sm" mb="xs">
              {LAID_OUT[target.source.type]}
            </Text>
          )}
          {target && (
            <OnDemand what="document viewer" loading="Loading the document">
              <CitationViewer target={target} width={wide ? paneWidth - 64 : 320} />
            </OnDemand>
          )}
        </Drawer>
      </MountOnceOpened>
      <AddDocumentsDialog
        record={record}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(updated) => queryClient.setQueryData(caseQueryKey(record.id), updated)}
      />
      <RetypeConfirmDialog conflict={retyping?.conflict ?? null} onConfirm={retypeDiscardingWork} onClose={() => setRetyping(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={removing === 'case' ? 'Delete this case?' : 'Delete this file?'}
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        <Text size="sm">
          {removing === 'case'
            ? 'The case, its documents and every answer will be deleted. This cannot be undone.'
            : `${removing?.filename ?? ''} and its answers will be deleted. This cannot be undone.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** Code loaded on first use: if it cannot be loaded, this part of the page says so and the case stays on screen. */
function OnDemand({ what, loading = `Loading the ${what}`, children }: { what: string; loading?: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<LoadFailure message={`The ${what} could not be loaded. Retry reloads the page.`} onRetry={() => window.location.reload()} />}>
      <Suspense fallback={<LoadingSkeleton label={loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The case's title, editable in place ('Title updated successfully' / 'Failed to update title') by those who may rename it. */
function CaseTitle({ record, canRename }: { record: Case; canRename: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [baseVersion, setBaseVersion] = useState(record.version);
  const [conflict, setConflict] = useState<EditConflict<CaseConflict['current']> | null>(null);
  const save = async (fromVersion = baseVersion) => {
    if (draft === null) return;
    try {
      await showSavedCase(queryClient, await editCaseTitle(api, record.id, draft, fromVersion));
      await queryClient.invalidateQueries({ queryKey: [...CASES_QUERY_KEY, 'list'] });
      toast.success(MESSAGES.cases.titleUpdated);
      setDraft(null);
      setConflict(null);
    } catch (error) {
      const stale = caseConflictOf(error);
      if (!stale) {
        toast.error(failureMessage(error, MESSAGES.cases.titleUpdateFailed));
        return;
      }
      // Their title beside the lawyer's, which stays in the field until they choose.
      await showSavedCase(queryClient, stale.current);
      setBaseVersion(stale.current.version);
      setConflict(stale);
    }
  };
  const close = () => {
    setDraft(null);
    setConflict(null);
  };
  if (draft !== null && canRename) {
    return (
      // A form, so Enter in the field saves the title.
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <Group align="end" gap="xs">
            <TextInput label="Case title" value={draft} onChange={(event) => setDraft(event.currentTarget.value)} style={{ flex: 1 }} data-autofocus />
            <Button type="submit">Save</Button>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
          {conflict && (
            <ConflictNotice
              changedBy={conflict.changedBy}
              theirs={conflict.current.title}
              mine={draft}
              onKeepMine={() => void save(conflict.current.version)}
              onTakeTheirs={close}
            />
          )}
        </Stack>
      </form>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Title order={1}>
        <UserText>{record.title}</UserText>
      </Title>
      {canRename && (
        <ActionIcon
          variant="subtle"
          aria-label="Edit the title"
          onClick={() => {
            setBaseVersion(record.version);
            setDraft(record.title);
          }}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
