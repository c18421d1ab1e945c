import { describe, expect, it } from 'vitest';
import { aFile } from '../../test/fixtures.ts';
import { initialUploadWorkflowState, NOT_PROCESSED, uploadWorkflowReducer } from './upload-workflow-reducer.ts';
import { draftOf, hasRecentDraft, readDraft, restoredState, writeDraft } from './workflow-draft.ts';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const lease = aFile('lease.pdf', 'application/pdf');

const withLease = (uploadId: string | null) =>
  uploadWorkflowReducer(
    { ...initialUploadWorkflowState, practiceAreaId: 1, region: 'Republic of Ireland' },
    { type: 'fileAdded', file: lease, docTypeId: 10, questions: [], processed: { ...NOT_PROCESSED, uploadId, pages: 3, sha256: 'f00d'.repeat(16) } },
  );

describe('the workflow draft', () => {
  it('keeps only files the server holds, and nothing when there are none', () => {
    expect(draftOf(withLease(null), NOW)).toBeNull();
    expect(draftOf(initialUploadWorkflowState, NOW)).toBeNull();
    expect(draftOf(withLease('upload-1'), NOW)?.files).toEqual([
      { uploadId: 'upload-1', name: 'lease.pdf', pages: 3, annexures: [], source: null, sha256: 'f00d'.repeat(16), docTypeId: 10, questions: [], documentTypeChanged: false },
    ]);
  });

  it('rebuilds the workflow around the files fetched back, locking the first type', () => {
    const draft = draftOf(withLease('upload-1'), NOW)!;
    const state = restoredState(draft, new Map([['upload-1', lease]]));
    expect(state.files.map((entry) => [entry.file.name, entry.uploadId, entry.docTypeId, entry.sha256])).toEqual([['lease.pdf', 'upload-1', 10, 'f00d'.repeat(16)]]);
    expect(state).toMatchObject({ practiceAreaId: 1, region: 'Republic of Ireland', documentTypeLocked: true, activeFileName: 'lease.pdf' });
    expect(restoredState(draft, new Map())).toMatchObject({ files: [], documentTypeLocked: false, activeFileName: null });
  });

  it('offers nothing from a draft that is unreadable, or older than the uploads it names', async () => {
    window.localStorage.setItem('dd.workflow-draft.user-1', '{not json');
    expect(hasRecentDraft('user-1', NOW)).toBe(false);
    expect(await readDraft('user-1', NOW)).toBeNull();
    expect(window.localStorage.getItem('dd.workflow-draft.user-1')).toBeNull();

    writeDraft('user-1', draftOf(withLease('upload-1'), NOW - 25 * HOUR));
    expect(hasRecentDraft('user-1', NOW)).toBe(false);
    expect(window.localStorage.getItem('dd.workflow-draft.user-1')).toBeNull();

    writeDraft('user-1', draftOf(withLease('upload-1'), NOW - HOUR));
    expect(hasRecentDraft('user-1', NOW)).toBe(true);
    expect((await readDraft('user-1', NOW))?.files).toHaveLength(1);
    expect(hasRecentDraft('user-2', NOW)).toBe(false);
    expect(await readDraft('user-2', NOW)).toBeNull();
  });

  it('reads a recent draft of the wrong shape as no draft, and forgets it', async () => {
    window.localStorage.setItem('dd.workflow-draft.user-1', JSON.stringify({ savedAt: NOW - HOUR, files: 'not a list' }));
    expect(hasRecentDraft('user-1', NOW)).toBe(true);
    expect(await readDraft('user-1', NOW)).toBeNull();
    expect(window.localStorage.getItem('dd.workflow-draft.user-1')).toBeNull();
  });

  it('keeps what a file was across a reload, and still reads a draft saved before files were told apart by kind or content', async () => {
    const source = { type: 'docx', unacceptedChanges: true, comments: false } as const;
    const word = aFile('lease.docx', '');
    const state = uploadWorkflowReducer(
      { ...initialUploadWorkflowState, practiceAreaId: 1, region: 'Republic of Ireland' },
      { type: 'fileAdded', file: word, docTypeId: 10, questions: [], processed: { ...NOT_PROCESSED, uploadId: 'upload-1', source } },
    );
    writeDraft('user-1', draftOf(state, NOW - HOUR));
    const restored = restoredState((await readDraft('user-1', NOW))!, new Map([['upload-1', word]]));
    expect(restored.files[0]?.source).toEqual(source);

    const { files, ...rest } = draftOf(withLease('upload-1'), NOW - HOUR)!;
    const older = { ...rest, files: files.map(({ source: _source, sha256: _sha256, ...file }) => file) };
    window.localStorage.setItem('dd.workflow-draft.user-1', JSON.stringify(older));
    expect((await readDraft('user-1', NOW))?.files).toEqual([expect.objectContaining({ uploadId: 'upload-1', source: null, sha256: null })]);
  });
});
