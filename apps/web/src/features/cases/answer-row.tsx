import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconMessage, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { CaseAnswer, Citation } from '@dd/contracts';
import { formatDate } from '../../lib/format-date.ts';
import { AnswerStatusBadge } from './answer-status-badge.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import type { EditConflict, SaveOutcome } from './edit-conflict.ts';
import { EMPTY_ANSWER } from './empty-answer.ts';
import { PassagesToCheck } from './passages-to-check.tsx';
import classes from './answer-row.module.css';

export interface AnswerActions {
  openCitation(citation: Citation): void;
  /** Saves the text made from `version` of the answer. */
  saveEdit(answer: CaseAnswer, text: string, version: number): Promise<SaveOutcome<CaseAnswer>>;
  saveComment(answer: CaseAnswer, comment: string, version: number): Promise<SaveOutcome<CaseAnswer>>;
  setVerified(answer: CaseAnswer, verified: boolean): Promise<void>;
  regenerate(answer: CaseAnswer): Promise<void>;
}

const when = (iso: string | null) => (iso ? formatDate(iso) : '');

/**
 * One question's answer: the lawyer's edit over the engine's (which stays visible), one button per verified
 * source named "Page N", and the actions — edit, comment, verify, ask again — each labelled for screen readers.
 * An answer needing review asserts nothing: it offers the passages, and the lawyer answers it or confirms a passage.
 * The answer is text from a document: it is rendered as text, never as markup.
 */
export function AnswerRow({ answer, actions, first = false }: { answer: CaseAnswer; actions: AnswerActions; first?: boolean }) {
  const [editing, setEditing] = useState<'answer' | 'comment' | null>(null);
  const [draft, setDraft] = useState('');
  // The version the draft was started from: live updates of the answer never move it, so a save says what it changed.
  const [baseVersion, setBaseVersion] = useState(answer.version);
  const [conflict, setConflict] = useState<EditConflict<CaseAnswer> | null>(null);
  const sources = answer.citations.filter((citation) => citation.verified);
  const start = (what: 'answer' | 'comment') => {
    setDraft(what === 'answer' ? (answer.editedAnswer ?? answer.answer ?? '') : (answer.comment ?? ''));
    setBaseVersion(answer.version);
    setConflict(null);
    setEditing(what);
  };
  const save = async (version = baseVersion) => {
    const outcome = editing === 'answer' ? await actions.saveEdit(answer, draft, version) : await actions.saveComment(answer, draft, version);
    if (outcome.status === 'saved') {
      setEditing(null);
      setConflict(null);
    }
    if (outcome.status === 'conflict') setConflict(outcome.conflict);
  };
  const keepMine = (current: CaseAnswer) => {
    setBaseVersion(current.version);
    void save(current.version);
  };
  const theirValue = (current: CaseAnswer) => (editing === 'answer' ? (current.editedAnswer ?? current.answer ?? '') : (current.comment ?? ''));
  const engineSaid = answer.answer ?? EMPTY_ANSWER[answer.status];

  return (
    // A file's first answer is a Tab stop; from there the page's keys move between answers (answer-keyboard.ts).
    <Table.Tr tabIndex={first ? 0 : -1} data-answer-row={answer.question} aria-describedby="answer-keys">
      <Table.Td style={{ verticalAlign: 'top', width: '28%' }}>
        <Text size="sm" fw={500}>
          {answer.question}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {editing ? (
          <Stack gap="xs">
            <Textarea
              label={editing === 'answer' ? `Your answer to: ${answer.question}` : `Comment on: ${answer.question}`}
              rows={3}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data-autofocus
            />
            {conflict ? (
              <ConflictNotice
                changedBy={conflict.changedBy}
                theirs={theirValue(conflict.current)}
                mine={draft}
                onKeepMine={() => keepMine(conflict.current)}
                onTakeTheirs={() => {
                  setConflict(null);
                  setEditing(null);
                }}
              />
            ) : (
              <Group gap="xs">
                <Button size="xs" onClick={() => void save()}>
                  Save
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <Stack gap={4}>
            {answer.status === 'needs_review' && answer.editedAnswer === null ? (
              <>
                <PassagesToCheck citations={answer.citations} onOpen={actions.openCitation} withQuotes />
                <Group gap="xs">
                  <Button size="compact-xs" variant="default" aria-label={`Answer it: ${answer.question}`} onClick={() => start('answer')}>
                    Answer it
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="teal"
                    aria-label={`Confirm the passage for: ${answer.question}`}
                    onClick={() => void actions.setVerified(answer, true)}
                  >
                    Confirm the passage
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {answer.editedAnswer ?? answer.answer ?? EMPTY_ANSWER[answer.status]}
              </Text>
            )}
            {answer.editedAnswer !== null && (
              <Text size="xs" c="dimmed">
                Edited by {answer.editedBy?.name ?? 'a former user'} on {when(answer.editedAt)}.{engineSaid && ` The engine said: ${engineSaid}`}
              </Text>
            )}
            {answer.comment && (
              <Text size="xs" c="dimmed">
                Comment: {answer.comment}
              </Text>
            )}
            {answer.verifiedBy && (
              <Text size="xs" c="dimmed">
                Verified by {answer.verifiedBy.name} on {when(answer.verifiedAt)}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Group gap={4}>
          {sources.map((citation) => (
            <Button
              key={`${citation.page}:${citation.start}`}
              size="compact-xs"
              variant="light"
              data-source-button
              onClick={() => actions.openCitation(citation)}
            >
              Page {citation.page}
            </Button>
          ))}
        </Group>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <AnswerStatusBadge answer={answer} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {/*
          A title, not a Mantine tooltip: dozens of rows would each carry four floating elements. Plain buttons, not
          Mantine's ActionIcon: a case's rows carry a hundred of them, and rendering each through Mantine's style
          props was the bulk of the work a phone does as the rows arrive.
        */}
        <Group gap={2} wrap="nowrap" className={classes.actions}>
          <button
            type="button"
            className={classes.action}
            title="Edit answer"
            aria-label={`Edit the answer to: ${answer.question}`}
            data-edit-button
            onClick={() => start('answer')}
          >
            <IconPencil size={16} aria-hidden />
          </button>
          <button type="button" className={classes.action} title="Comment" aria-label={`Comment on: ${answer.question}`} onClick={() => start('comment')}>
            <IconMessage size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={classes.action}
            data-tone="verify"
            title={answer.verifiedBy ? 'Unverify' : 'Verify'}
            aria-label={`${answer.verifiedBy ? 'Unverify' : 'Verify'} the answer to: ${answer.question}`}
            aria-pressed={answer.verifiedBy !== null}
            disabled={answer.status === 'pending'}
            onClick={() => void actions.setVerified(answer, answer.verifiedBy === null)}
          >
            <IconCheck size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={classes.action}
            title="Answer again"
            aria-label={`Answer again: ${answer.question}`}
            disabled={answer.status === 'pending'}
            onClick={() => void actions.regenerate(answer)}
          >
            <IconRefresh size={16} aria-hidden />
          </button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
