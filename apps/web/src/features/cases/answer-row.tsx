import { Button, Group, Stack, Table, Textarea } from '@mantine/core';
import { memo, useState } from 'react';
import { calibratedConfidencePercent, type CaseAnswer, type Citation } from '@dd/contracts';
import { formatDate } from '../../lib/format-date.ts';
import type { CasePermissions } from '../case-members/case-permissions.ts';
import { AnswerStatusBadge } from './answer-status-badge.tsx';
import { CompactButton } from './compact-button.tsx';
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

/** Mantine's table cell, written out (see below). */
const cellClass = `mantine-Table-td ${Table.classes.td} ${classes.cell}`;

/**
 * One question's answer: the lawyer's edit over the engine's (which stays visible), one button per verified
 * source named "Page N", and the actions — edit, comment, verify, ask again — each labelled for screen readers.
 * An answer needing review asserts nothing: it offers the passages, and the lawyer answers it or confirms a passage.
 * The answer is text from a document: it is rendered as text, never as markup.
 *
 * A case page shows a row per answer, dozens of them: the read-only row is Mantine's table row, text and buttons
 * written out as plain elements with Mantine's classes, since rendering each through Mantine's components (their
 * style props and style machinery) was most of the work a phone did as the rows arrived. Editing, one row at a time,
 * uses the components.
 */
/**
 * Memoised: a live update of one answer, or a key moving the focus, leaves the case's other rows as they are. `can`
 * (one object per role) leaves out what the caller's role does not allow: editing and answering again take an
 * editor, commenting and verifying a reviewer; a viewer's row has no actions.
 */
export const AnswerRow = memo(function AnswerRow({
  answer,
  actions,
  can,
  first = false,
}: {
  answer: CaseAnswer;
  actions: AnswerActions;
  can: CasePermissions;
  first?: boolean;
}) {
  const [editingState, setEditing] = useState<'answer' | 'comment' | null>(null);
  // An edit the role no longer allows (it changed while the lawyer typed) is put away.
  const editing = editingState === 'answer' ? (can.edit ? 'answer' : null) : editingState === 'comment' && can.review ? 'comment' : null;
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
  const confidence = calibratedConfidencePercent(answer);
  // Answered with no answer of the engine's: only the lawyer's edit settles one the engine gave for review.
  const engineNote = answer.answer === null && answer.status === 'answered' ? ' The engine gave its passage for review.' : engineSaid && ` The engine said: ${engineSaid}`;

  return (
    // A file's first answer is a Tab stop; from there the page's keys move between answers (answer-keyboard.ts).
    <tr
      className={`mantine-Table-tr ${Table.classes.tr}`}
      data-striped="odd"
      data-hover
      data-with-row-border
      tabIndex={first ? 0 : -1}
      data-answer-row={answer.question}
      aria-describedby="answer-keys"
    >
      <td className={cellClass}>
        <p className={classes.question}>{answer.question}</p>
      </td>
      <td className={cellClass}>
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
          <div className={classes.stack}>
            {answer.status === 'needs_review' && answer.editedAnswer === null ? (
              <>
                <PassagesToCheck citations={answer.citations} onOpen={actions.openCitation} withQuotes />
                {can.review && (
                  <div className={classes.group}>
                    {can.edit && (
                      <CompactButton tone="default" label={`Answer it: ${answer.question}`} onClick={() => start('answer')}>
                        Answer it
                      </CompactButton>
                    )}
                    <CompactButton tone="teal" label={`Confirm the passage for: ${answer.question}`} onClick={() => void actions.setVerified(answer, true)}>
                      Confirm the passage
                    </CompactButton>
                  </div>
                )}
              </>
            ) : (
              <p className={classes.answer}>{answer.editedAnswer ?? answer.answer ?? EMPTY_ANSWER[answer.status]}</p>
            )}
            {answer.editedAnswer !== null && (
              <p className={classes.note}>
                Edited by {answer.editedBy?.name ?? 'a former user'} on {when(answer.editedAt)}.{engineNote}
              </p>
            )}
            {answer.comment && <p className={classes.note}>Comment: {answer.comment}</p>}
            {answer.verifiedBy && (
              <p className={classes.note}>
                Verified by {answer.verifiedBy.name} on {when(answer.verifiedAt)}
              </p>
            )}
          </div>
        )}
      </td>
      <td className={cellClass}>
        <div className={classes.sources}>
          {sources.map((citation) => (
            <CompactButton key={`${citation.page}:${citation.start}`} tone="primary" source onClick={() => actions.openCitation(citation)}>
              Page {citation.page}
            </CompactButton>
          ))}
        </div>
      </td>
      <td className={cellClass}>
        <AnswerStatusBadge answer={answer} />
        {confidence !== null && (
          <p className={classes.note} title={`Calibrated on documents nobody tuned the engine on: of the answers it gives at this confidence, about ${confidence} in 100 are right.`}>
            Confidence {confidence}%
          </p>
        )}
      </td>
      {can.review && (
        <td className={cellClass}>
          {/*
            A title, not a Mantine tooltip: dozens of rows would each carry four floating elements. Plain buttons, not
            Mantine's ActionIcon: a case's rows carry a hundred of them, and rendering each through Mantine's style
            props was the bulk of the work a phone does as the rows arrive.
          */}
          <div className={classes.actions}>
            {can.edit && (
              <button
                type="button"
                className={classes.action}
                title="Edit answer"
                aria-label={`Edit the answer to: ${answer.question}`}
                data-icon="edit"
                data-edit-button
                onClick={() => start('answer')}
              />
            )}
            <button
              type="button"
              className={classes.action}
              data-icon="comment"
              title="Comment"
              aria-label={`Comment on: ${answer.question}`}
              onClick={() => start('comment')}
            />
            <button
              type="button"
              className={classes.action}
              data-tone="verify"
              data-icon="verify"
              title={answer.verifiedBy ? 'Unverify' : 'Verify'}
              aria-label={`${answer.verifiedBy ? 'Unverify' : 'Verify'} the answer to: ${answer.question}`}
              aria-pressed={answer.verifiedBy !== null}
              disabled={answer.status === 'pending'}
              onClick={() => void actions.setVerified(answer, answer.verifiedBy === null)}
            />
            {can.edit && (
              <button
                type="button"
                className={classes.action}
                data-icon="again"
                title="Answer again"
                aria-label={`Answer again: ${answer.question}`}
                disabled={answer.status === 'pending'}
                onClick={() => void actions.regenerate(answer)}
              />
            )}
          </div>
        </td>
      )}
    </tr>
  );
});
