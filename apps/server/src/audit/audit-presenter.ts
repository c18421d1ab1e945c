import type { AuditEvent } from '@dd/contracts';
import type { AuditEntryWithActor } from './audit-log-repository.ts';

type Details = Record<string, unknown>;

/** Details are stored as JSON by many services over time: each value is read for what it is, never assumed. */
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(textOf).filter((text) => text !== null) : []);

const QUOTE_MAX_LENGTH = 80;
/** A question or title in quotes, shortened: the sentence is a line in a list, the details keep the whole. */
const quoted = (value: unknown): string | null => {
  const text = textOf(value)?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return `“${text.length > QUOTE_MAX_LENGTH ? `${text.slice(0, QUOTE_MAX_LENGTH - 1).trimEnd()}…` : text}”`;
};

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
const files = (value: unknown, otherwise: string) => {
  const names = textsOf(value);
  return names.length === 0 ? otherwise : list.format(names);
};
const file = (details: Details) => textOf(details.filename) ?? 'a file';

/** "the answer to “Is there a break clause?” in lease.pdf" */
const answer = (details: Details) => {
  const question = quoted(details.question);
  const filename = textOf(details.filename);
  return `${question ? `the answer to ${question}` : 'an answer'}${filename ? ` in ${filename}` : ''}`;
};
const question = (details: Details) => quoted(details.question) ?? 'a question';
const version = (details: Details) =>
  typeof details.version === 'number' ? `version ${details.version} of the title report` : 'a version of the title report';
const checklistItem = (details: Details) => {
  const label = quoted(details.label) ?? 'an item';
  const title = textOf(details.titleNumber);
  return `the checklist item ${label}${title ? ` of title ${title}` : ''}`;
};

/** Said of an answer the engine would not assert, once a lawyer has worked on it. */
const FLAGGED = ' (the engine had flagged it for review)';

const EXPORTS: Record<string, string> = {
  docx: 'the case as Word',
  pdf: 'the case as PDF',
  xlsx: 'the review grid as Excel',
  json: 'the case as data (JSON)',
};

/** Each action the services record on a case, as the sentence the trail shows. */
const SENTENCES: Record<string, (details: Details) => string> = {
  'case.view': () => 'Viewed the case',
  'case.create': (details) => `Created the case from ${files(details.files, 'its documents')}`,
  'case.title': (details) => `Renamed the case ${quoted(details.title) ?? ''}`.trimEnd(),
  'case.comment': (details) => (textOf(details.comment) ? 'Commented on the case' : 'Removed the comment on the case'),
  'case.export': (details) => `Exported ${EXPORTS[textOf(details.format) ?? ''] ?? 'the case'}`,
  'case.members': (details) => {
    const members = Array.isArray(details.members) ? details.members.map((member) => member as Details | null) : [];
    const named = members.flatMap((member) => {
      const name = textOf(member?.name);
      return name ? [`${name} (${textOf(member?.role) ?? 'member'})`] : [];
    });
    return named.length === 0 ? 'Stopped sharing the case' : `Shared the case with ${list.format(named)}`;
  },
  'case.transfer': (details) => `Took over the case from ${textOf(details.from) ?? 'a former member'}, who was removed from the firm`,
  'case_file.add': (details) => `Uploaded ${files(details.files, 'documents')}`,
  'case_file.retype': (details) => `Changed the document type of ${file(details)} to ${textOf(details.documentType) ?? 'another type'}`,
  'case_file.delete': (details) => `Deleted ${file(details)}`,
  'case_file.assign': (details) => (textOf(details.assignee) ? `Assigned ${file(details)} to ${textOf(details.assignee)}` : `Left ${file(details)} unassigned`),
  'answer.edit': (details) =>
    `${textOf(details.answer) ? `Edited ${answer(details)}` : `Removed the edit of ${answer(details)}`}${details.flaggedForReview === true ? FLAGGED : ''}`,
  'answer.comment': (details) => (textOf(details.comment) ? `Commented on ${answer(details)}` : `Removed the comment on ${answer(details)}`),
  'answer.verify': (details) =>
    textOf(details.confirmedPassage) ? `Confirmed the passage the engine flagged for review as ${answer(details)}` : `Verified ${answer(details)}${details.flaggedForReview === true ? FLAGGED : ''}`,
  'answer.unverify': (details) =>
    `Withdrew the verification of ${answer(details)}${details.status === 'needs_review' ? ', which needs review again' : ''}`,
  'answer.regenerate': (details) => `Regenerated ${answer(details)}`,
  'answer.discard': (details) => {
    const work = [textOf(details.editedAnswer) && 'edit', textOf(details.comment) && 'comment', textOf(details.verifiedAt) && 'verification'].filter(
      (kind) => typeof kind === 'string',
    );
    const type = textOf(details.documentType);
    return `Discarded the ${work.length === 0 ? 'work' : list.format(work)} on ${answer(details)}${type ? ` when the document type changed to ${type}` : ''}`;
  },
  'custom_question.add': (details) => `Added the question ${question(details)} to ${file(details)}`,
  'custom_question.reword': (details) => {
    const from = quoted(details.from);
    return `Reworded ${from ? `the question ${from}` : 'a question'} on ${file(details)} as ${question(details)}`;
  },
  'custom_question.delete': (details) => `Deleted the question ${question(details)} from ${file(details)}`,
  'annexure.upload': (details) => {
    const names = textsOf(Array.isArray(details.annexures) ? details.annexures.map((annexure) => (annexure as Details | null)?.filename) : []);
    const what = names.length === 0 ? 'annexures' : `${names.length === 1 ? 'the annexure' : 'the annexures'} ${list.format(names)}`;
    const parent = textOf(details.parentFilename);
    return `Uploaded ${what}${parent ? ` to ${parent}` : ''}`;
  },
  'title-report.generate': (details) => `Generated ${version(details)}`,
  'title-report.activate': (details) => `Made ${version(details)} the active one`,
  'title-report.delete': (details) => `Deleted ${version(details)}`,
  'checklist.generate': (details) =>
    `Drew up the title checklist${typeof details.items === 'number' ? ` (${details.items} check${details.items === 1 ? '' : 's'})` : ''}`,
  'checklist.verify': (details) => `Verified ${checklistItem(details)}`,
  'checklist.unverify': (details) => `Withdrew the verification of ${checklistItem(details)}`,
  'annotation.save': (details) => `Annotated ${file(details)} (an administrator's marks of the right answers)`,
};

/**
 * The sentence of an action. Entries recorded before the trail was shown (a case edit as one "case.edit", own
 * questions as one "custom_questions.save") have no sentence of their own and still say something true.
 */
export const summarize = (action: string, details: Details): string => SENTENCES[action]?.(details) ?? 'Changed the case';

export const presentAuditEvent = (row: AuditEntryWithActor): AuditEvent => ({
  id: String(row.id),
  action: row.action,
  summary: summarize(row.action, row.details),
  actor: row.userId !== null && row.actorName !== null ? { id: row.userId, name: row.actorName } : null,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});
