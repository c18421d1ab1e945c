import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPencil, IconX } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { MESSAGES, type CaseCustomQuestion, type CaseFile, type Citation, type Region } from '@dd/contracts';
import type { CasePermissions } from '../case-members/case-permissions.ts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError, failureMessage } from '../../lib/api-error.ts';
import { ProgressiveList } from '../../lib/progressive-list.tsx';
import { toast } from '../../ui/toast.tsx';
import { DocumentSourceNotes } from '../upload-workflow/document-source-notes.tsx';
import { useDocumentTypes } from '../upload-workflow/use-document-types.ts';
import { foldersOf } from '../../lib/index-tree.ts';
import { PathName } from '../../ui/user-text.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { AnswerRow, type AnswerActions } from './answer-row.tsx';
import { WIDEST_BADGE_PX } from './answer-status-badge.tsx';
import { headingOrderAt } from './case-folder.tsx';
import { downloadOriginal } from './case-queries.ts';
import { FileAssignee, FileAssigneeSelect } from './file-assignee.tsx';

/** The actions column: four 28 px buttons 2 px apart (answer-row.module.css) and the cell's 10 px padding each side. */
const ACTIONS_COLUMN_PX = 4 * 28 + 3 * 2 + 2 * 10;

/** The status column: the widest badge and the cell's padding. A share of the table's width cut it to "Needs rev…" at any width. */
const STATUS_COLUMN_PX = WIDEST_BADGE_PX + 2 * 10 + 8;

/** An answer row's height before it is drawn: a line of question and answer, and the cell's padding. */
const ESTIMATED_ROW_PX = 72;

const FILE_STATUS: Record<CaseFile['status'], { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  reading: { label: 'Reading', color: 'blue' },
  answering: { label: 'Answering', color: 'blue' },
  ready: { label: 'Ready', color: 'teal' },
  failed: { label: 'Could not be read', color: 'red' },
};

/** Where the case's document types come from: its practice area and region. */
export interface TypeScope {
  practiceAreaId: number;
  region: Region;
}

/**
 * The file's type, changeable once the case's document types have loaded. It asks for them itself, so their
 * arrival redraws the selects alone, not the whole case.
 */
function FileTypeSelect({ file, scope, onChange }: { file: CaseFile; scope: TypeScope; onChange: (docTypeId: number) => void }) {
  const { types } = useDocumentTypes(scope.practiceAreaId, scope.region);
  if (types.length === 0) return null;
  return (
    <NativeSelect
      size="xs"
      aria-label={`Document type of ${file.filename}`}
      value={String(file.documentTypeId)}
      data={[
        ...(types.some((type) => type.id === file.documentTypeId) ? [] : [{ value: String(file.documentTypeId), label: file.documentTypeName }]),
        ...types.map((type) => ({ value: String(type.id), label: type.name })),
      ]}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/**
 * Saves the file as the lawyer uploaded it (the viewer shows the PDF laid out from it). The button waits while it
 * downloads, as a scan can be large. Its name adds the file's to the words shown, as each such document of the case
 * has one.
 */
function DownloadOriginal({ file }: { file: CaseFile }) {
  const api = useApiClient();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadOriginal(api, file);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(failureMessage(error, MESSAGES.documents.originalDownloadFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={saving}
      aria-label={`Download the original of ${file.filename}`}
      onClick={() => void save()}
    >
      Download the original
    </Button>
  );
}

export interface FileActions extends Omit<AnswerActions, 'openCitation'> {
  openSource(file: CaseFile, citation: Citation): void;
  addQuestion(file: CaseFile, question: string): Promise<boolean>;
  rewordQuestion(file: CaseFile, customQuestionId: string, question: string): Promise<boolean>;
  deleteQuestion(customQuestionId: string): Promise<void>;
  changeType(file: CaseFile, docTypeId: number): Promise<void>;
  deleteFile(file: CaseFile): void;
}

/**
 * One document of the case: its type (which the lawyer may change: answers the new type asks for too stay), pages,
 * status and who is to work through it, then its answers as a grid, and questions of the lawyer's own. `can` leaves
 * out what the caller's role on the case does not allow: a viewer reads, a reviewer also comments, verifies and asks,
 * an editor changes the rest.
 */
export const CaseFileSection = memo(function CaseFileSection({
  caseId,
  file,
  actions,
  scope,
  can,
}: {
  caseId: string;
  file: CaseFile;
  actions: FileActions;
  scope: TypeScope;
  can: CasePermissions;
}) {
  const [question, setQuestion] = useState('');
  const status = FILE_STATUS[file.status];
  // One object while the file is unchanged: its rows are memoised on it.
  const answerActions: AnswerActions = useMemo(() => ({ ...actions, openCitation: (citation) => actions.openSource(file, citation) }), [actions, file]);
  const ask = async () => {
    if (question.trim() && (await actions.addQuestion(file, question.trim()))) setQuestion('');
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`file-${file.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            {/* Under its folders' headings, a file of an archive is named by its own name (its whole path read out). */}
            <Title order={headingOrderAt(foldersOf(file.filename).length)} size="h4" id={`file-${file.id}`}>
              <PathName path={file.filename} />
            </Title>
            <Text size="sm" c="dimmed">
              {file.documentTypeName}
              {file.pages !== null && ` · ${file.pages} page${file.pages === 1 ? '' : 's'}`}
              {file.annexures.length > 0 && ` · annexures: ${file.annexures.map((annexure) => annexure.title).join(', ')}`}
            </Text>
            <FileAssignee assignee={file.assignee} />
          </div>
          <Group gap="xs">
            {can.edit && <FileAssigneeSelect caseId={caseId} file={file} />}
            {can.edit && <FileTypeSelect file={file} scope={scope} onChange={(docTypeId) => void actions.changeType(file, docTypeId)} />}
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            {can.edit && (
              <Button size="xs" variant="subtle" color="red" onClick={() => actions.deleteFile(file)} aria-label={`Delete ${file.filename}`}>
                Delete file
              </Button>
            )}
          </Group>
        </Group>
        <DocumentSourceNotes source={file.source} action={<DownloadOriginal file={file} />} />
        {file.error && (
          <Text size="sm" c="red.8" role="alert">
            {file.error}
          </Text>
        )}
        {file.answers.length > 0 && (
          // On a phone the answers start below the fold: off screen, the browser skips styling and laying out the
          // table until it scrolls near (it stays in the accessibility tree and find-in-page), the reserved height
          // a guess of the rows' until they have been drawn once ('auto' then remembers theirs).
          <Table.ScrollContainer
            type="native"
            minWidth={720}
            style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${file.answers.length * ESTIMATED_ROW_PX}px` }}
          >
            {/*
              Columns sized by the header, not by measuring every answer: the rows arrive a few at a time, and an
              automatic table measured all of its cells again with each arrival, the longest layouts a phone made.
              The widths are those the measured table gave its columns.
            */}
            <Table striped highlightOnHover verticalSpacing="xs" layout="fixed" aria-label={`Answers for ${file.filename}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="28%">Question</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th w="12%">Source</Table.Th>
                  <Table.Th w={STATUS_COLUMN_PX}>Status</Table.Th>
                  {/* A viewer has no actions on an answer: the column would be empty. */}
                  {can.review && (
                    <Table.Th w={ACTIONS_COLUMN_PX}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <ProgressiveList
                  items={file.answers}
                  renderItem={(answer, index) => <AnswerRow key={answer.id} answer={answer} actions={answerActions} can={can} first={index === 0} />}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {file.customQuestions.length > 0 && (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Your questions about ${file.filename}`}>
            {file.customQuestions.map((own) => (
              <OwnQuestion key={own.id} file={file} own={own} actions={actions} can={can} />
            ))}
          </Stack>
        )}
        {file.status !== 'failed' && can.review && (
          <Group align="end" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label="Ask your own question about this document"
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void ask();
              }}
            />
            <Button variant="default" onClick={() => void ask()} disabled={!question.trim()}>
              Ask
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});

/** Who asked a question on a shared case, when it was someone else: one's own questions need no name. */
function AskedBy({ askedBy }: { askedBy: CaseCustomQuestion['askedBy'] }) {
  const me = useCurrentUser();
  if (!askedBy || askedBy.id === me.id) return null;
  return (
    <Text component="span" size="xs" c="dimmed">
      {` · asked by ${askedBy.name}`}
    </Text>
  );
}

/**
 * One of the lawyers' own questions: reworded in place (its answer is then redone) by a reviewer or more, removed by
 * an editor or the owner.
 */
function OwnQuestion({ file, own, actions, can }: { file: CaseFile; own: CaseCustomQuestion; actions: FileActions; can: CasePermissions }) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    const text = draft?.trim() ?? '';
    if (text === '' || text === own.question) return setDraft(null);
    if (await actions.rewordQuestion(file, own.id, text)) setDraft(null);
  };
  if (draft !== null && can.review) {
    return (
      <Group component="li" gap="xs" align="end">
        <TextInput
          style={{ flex: 1 }}
          label={`Reword your question: ${own.question}`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
            if (event.key === 'Escape') setDraft(null);
          }}
          data-autofocus
          autoFocus
        />
        <Button size="xs" onClick={() => void save()}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Group>
    );
  }
  return (
    <Group component="li" gap={4} wrap="nowrap">
      <Text size="sm" style={{ flex: 1 }}>
        {own.question}
        <AskedBy askedBy={own.askedBy} />
      </Text>
      {can.review && (
        <ActionIcon variant="subtle" title="Reword" aria-label={`Reword your question: ${own.question}`} onClick={() => setDraft(own.question)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
      {can.edit && (
        <ActionIcon
          variant="subtle"
          color="red"
          title="Remove"
          aria-label={`Remove your question: ${own.question}`}
          onClick={() => void actions.deleteQuestion(own.id)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
