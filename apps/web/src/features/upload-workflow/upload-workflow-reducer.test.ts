import { failedProcessedFile, MESSAGES, ProcessedFile, Question } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { aFile } from '../../test/fixtures.ts';
import {
  initialUploadWorkflowState,
  itemsToAdd,
  rejectFile,
  uploadWorkflowReducer,
  type UploadWorkflowAction,
  type UploadWorkflowState,
} from './upload-workflow-reducer.ts';

/** A question as the questions call returns it, checked against the contract. */
const aQuestion = (id: number, question: string, answerType: Question['answerType'], order: number): Question =>
  Question.parse({ id, versionId: id * 10, question, answerType, hints: [], regions: ['England', 'Wales'], order });

const leaseQuestions = [aQuestion(1, 'Who is the landlord?', 'party', 1), aQuestion(2, 'When does the term end?', 'date', 2)];
const registerQuestions = [aQuestion(9, 'What is the title number?', 'identifier', 1)];

const run = (...actions: UploadWorkflowAction[]): UploadWorkflowState =>
  actions.reduce(uploadWorkflowReducer, initialUploadWorkflowState);

const lease = aFile('lease.pdf', 'application/pdf');
const register = aFile('register.pdf', 'application/pdf');

/** Property Law chosen, in England, with the lease document type picked for the first file. */
const ready: UploadWorkflowAction[] = [
  { type: 'practiceAreaSelected', practiceAreaId: 1 },
  { type: 'regionSelected', region: 'England' },
  { type: 'documentTypeSelected', documentTypeId: 10 },
];

describe('upload workflow reducer', () => {
  it('starts empty with the document-type choice open', () => {
    expect(initialUploadWorkflowState).toEqual({
      practiceAreaId: null,
      region: null,
      documentTypeId: null,
      documentTypeLocked: false,
      files: [],
      activeFileName: null,
      customQuestions: {},
      staging: null,
    });
  });

  it('makes the first file active with its questions and locks the document-type choice', () => {
    const state = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions });

    expect(state.files).toEqual([
      {
        file: lease,
        docTypeId: 10,
        questions: leaseQuestions,
        isNewFile: true,
        documentTypeChanged: false,
        uploadId: null,
        pages: null,
        annexures: [],
        source: null,
        sha256: null,
      },
    ]);
    expect(state.activeFileName).toBe('lease.pdf');
    expect(state.documentTypeLocked).toBe(true);
    expect(state.documentTypeId).toBe(10);
  });

  it('ignores a document-type choice once locked', () => {
    const locked = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions });

    expect(uploadWorkflowReducer(locked, { type: 'documentTypeSelected', documentTypeId: 11 })).toBe(locked);
  });

  it('adds later files with their own type, keeping the first one active', () => {
    const state = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions },
      { type: 'fileAdded', file: register, docTypeId: 20, questions: registerQuestions },
    );

    expect(state.files.map((entry) => [entry.file.name, entry.docTypeId])).toEqual([
      ['lease.pdf', 10],
      ['register.pdf', 20],
    ]);
    expect(state.activeFileName).toBe('lease.pdf');
    expect(state.documentTypeId).toBe(10);
  });

  it('rejects a file whose name is already in the list with the spec message', () => {
    const state = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions });
    const sameName = aFile('lease.pdf', 'application/pdf', 99);

    expect(rejectFile(state, 'lease.pdf')).toBe('You have already uploaded this file');
    expect(MESSAGES.upload.duplicateFile).toBe('You have already uploaded this file');
    expect(rejectFile(state, 'register.pdf')).toBeNull();
    expect(uploadWorkflowReducer(state, { type: 'fileAdded', file: sameName, docTypeId: 20, questions: [] })).toBe(state);
  });

  it('resets document type, files and active file and reopens the choice when the practice area changes', () => {
    const state = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions },
      { type: 'customQuestionsSaved', fileName: 'lease.pdf', questions: [{ questions: 'Is there a break clause?', customQuestionId: null, isEdited: false }] },
      { type: 'practiceAreaSelected', practiceAreaId: 2 },
    );

    expect(state).toEqual({ ...initialUploadWorkflowState, practiceAreaId: 2, region: 'England' });
  });

  it('keeps everything when the same practice area is chosen again', () => {
    const before = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions });

    expect(uploadWorkflowReducer(before, { type: 'practiceAreaSelected', practiceAreaId: 1 })).toBe(before);
  });

  it('changes the active file only to a file in the list', () => {
    const state = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions },
      { type: 'fileAdded', file: register, docTypeId: 20, questions: registerQuestions },
      { type: 'activeFileSelected', fileName: 'register.pdf' },
    );

    expect(state.activeFileName).toBe('register.pdf');
    expect(uploadWorkflowReducer(state, { type: 'activeFileSelected', fileName: 'missing.pdf' })).toBe(state);
  });

  it('stores loaded questions on their file', () => {
    const state = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: [] },
      { type: 'fileQuestionsLoaded', fileName: 'lease.pdf', questions: leaseQuestions },
    );

    expect(state.files[0]?.questions).toEqual(leaseQuestions);
  });

  it('marks a file whose document type changed, with the new type questions', () => {
    const added = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions });
    const same = uploadWorkflowReducer(added, {
      type: 'fileDocumentTypeChanged',
      fileName: 'lease.pdf',
      docTypeId: 10,
      questions: leaseQuestions,
    });
    const changed = uploadWorkflowReducer(added, {
      type: 'fileDocumentTypeChanged',
      fileName: 'lease.pdf',
      docTypeId: 20,
      questions: registerQuestions,
    });

    expect(same.files[0]?.documentTypeChanged).toBe(false);
    expect(changed.files[0]).toMatchObject({ docTypeId: 20, questions: registerQuestions, documentTypeChanged: true });
  });

  it('keeps custom questions per file name', () => {
    const mine = [{ questions: 'Is there a break clause?', customQuestionId: null, isEdited: false }];
    const theirs = [{ questions: 'Any rights of light?', customQuestionId: 'cq-4', isEdited: true }];
    const state = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions },
      { type: 'fileAdded', file: register, docTypeId: 20, questions: registerQuestions },
      { type: 'customQuestionsSaved', fileName: 'lease.pdf', questions: mine },
      { type: 'customQuestionsSaved', fileName: 'register.pdf', questions: theirs },
    );

    expect(state.customQuestions).toEqual({ 'lease.pdf': mine, 'register.pdf': theirs });
  });

  it('removes a file with its custom questions, moving the active file and reopening the choice when none remain', () => {
    const two = run(
      ...ready,
      { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions },
      { type: 'fileAdded', file: register, docTypeId: 20, questions: registerQuestions },
      { type: 'customQuestionsSaved', fileName: 'lease.pdf', questions: [{ questions: 'Q?', customQuestionId: null, isEdited: false }] },
    );

    const one = uploadWorkflowReducer(two, { type: 'fileRemoved', fileName: 'lease.pdf' });
    expect(one.files.map((entry) => entry.file.name)).toEqual(['register.pdf']);
    expect(one.activeFileName).toBe('register.pdf');
    expect(one.customQuestions).toEqual({});
    expect(one.documentTypeLocked).toBe(true);

    const none = uploadWorkflowReducer(one, { type: 'fileRemoved', fileName: 'register.pdf' });
    expect(none.files).toEqual([]);
    expect(none.activeFileName).toBeNull();
    expect(none.documentTypeLocked).toBe(false);
  });

  it('starts over on reset', () => {
    const state = run(...ready, { type: 'fileAdded', file: lease, docTypeId: 10, questions: leaseQuestions }, { type: 'reset' });

    expect(state).toEqual(initialUploadWorkflowState);
  });

  it('stages files as processing, then gives each its detected type or its error, ignoring other batches', () => {
    const broken = aFile('broken.pdf', 'application/pdf');
    const processed = (filename: string, overrides: Partial<ProcessedFile>): ProcessedFile =>
      ProcessedFile.parse({
        filename,
        documentType: null,
        documentTypeName: null,
        confidence: 0,
        classificationReason: null,
        error: null,
        annexures: [],
        content: '',
        pages: 1,
        ocrPages: [],
        uploadId: null,
        sha256: null,
        source: null,
        ...overrides,
      });
    const started = run(...ready, { type: 'stagingStarted', batchId: 'b1', files: [lease, register, broken] });
    expect(started.staging?.items.map((item) => [item.name, item.processing, item.include])).toEqual([
      ['lease.pdf', true, true],
      ['register.pdf', true, true],
      ['broken.pdf', true, true],
    ]);
    expect(itemsToAdd(started.staging)).toEqual([]);

    const stale = uploadWorkflowReducer(started, { type: 'stagingFailed', batchId: 'b0', error: 'old' });
    expect(stale).toBe(started);

    const done = uploadWorkflowReducer(started, {
      type: 'stagingProcessed',
      batchId: 'b1',
      files: [
        processed('lease.pdf', { documentType: 10, documentTypeName: 'Lease', uploadId: 'u1', pages: 12 }),
        processed('register.pdf', { classificationReason: 'No register headings' }),
        processed('broken.pdf', { error: 'This PDF is damaged.' }),
      ],
    });
    expect(done.staging?.items.map((item) => [item.name, item.docType, item.error, item.include])).toEqual([
      ['lease.pdf', 10, null, true],
      ['register.pdf', null, null, true],
      ['broken.pdf', null, 'This PDF is damaged.', false],
    ]);
    expect(itemsToAdd(done.staging).map((item) => item.name)).toEqual(['lease.pdf']);

    const typed = uploadWorkflowReducer(done, {
      type: 'stagingItemChanged',
      fileName: 'register.pdf',
      change: { docType: 20, docTypeName: 'Official copy' },
    });
    expect(itemsToAdd(typed.staging).map((item) => item.name)).toEqual(['lease.pdf', 'register.pdf']);
    const excluded = uploadWorkflowReducer(typed, { type: 'stagingItemChanged', fileName: 'lease.pdf', change: { include: false } });
    expect(itemsToAdd(excluded.staging).map((item) => item.name)).toEqual(['register.pdf']);
    expect(uploadWorkflowReducer(excluded, { type: 'stagingClosed' }).staging).toBeNull();
  });

  it('adds several files at once, the first becoming active with its process-pdf details', () => {
    const state = run(...ready, {
      type: 'filesAdded',
      files: [
        { file: lease, docTypeId: 10, questions: leaseQuestions, processed: { uploadId: 'u1', pages: 12, annexures: [], source: null, sha256: null } },
        { file: register, docTypeId: 20, questions: registerQuestions, processed: { uploadId: 'u2', pages: 3, annexures: [], source: null, sha256: null } },
      ],
    });

    expect(state.files.map((entry) => [entry.file.name, entry.uploadId, entry.pages])).toEqual([
      ['lease.pdf', 'u1', 12],
      ['register.pdf', 'u2', 3],
    ]);
    expect(state.activeFileName).toBe('lease.pdf');
    expect(state.documentTypeLocked).toBe(true);
  });

  it('puts the PDF laid out from a Word document in its place by its upload, staged or by then one of the case files', () => {
    const source = { type: 'docx', unacceptedChanges: false, comments: false } as const;
    const word = aFile('lease.docx', '');
    const rendition = aFile('lease.docx', 'application/pdf');
    const added = run(...ready, {
      type: 'filesAdded',
      files: [
        { file: word, docTypeId: 10, questions: leaseQuestions, processed: { uploadId: 'u1', pages: 3, annexures: [], source, sha256: null } },
        { file: register, docTypeId: 20, questions: registerQuestions, processed: { uploadId: 'u2', pages: 3, annexures: [], source: null, sha256: null } },
      ],
    });

    const swapped = uploadWorkflowReducer(added, { type: 'stagedPdfFetched', uploadId: 'u1', file: rendition });
    expect(swapped.files[0]).toEqual({ ...added.files[0], file: rendition });
    expect(swapped.files[0]?.file).toBe(rendition);
    expect(swapped.files[1]?.file).toBe(register);
    expect(swapped.activeFileName).toBe('lease.docx');

    const staged = uploadWorkflowReducer(run(...ready, { type: 'stagingStarted', batchId: 'b1', files: [word] }), {
      type: 'stagingProcessed',
      batchId: 'b1',
      files: [ProcessedFile.parse({ ...failedProcessedFile('lease.docx', ''), error: null, documentType: 10, uploadId: 'u1', source })],
    });
    expect(uploadWorkflowReducer(staged, { type: 'stagedPdfFetched', uploadId: 'u1', file: rendition }).staging?.items[0]?.file).toBe(rendition);
    // An upload the workflow no longer holds (discarded, or reset since) changes nothing.
    expect(uploadWorkflowReducer(staged, { type: 'stagedPdfFetched', uploadId: 'u9', file: rendition }).staging?.items[0]?.file).toBe(word);
  });

  it('matches a batch’s verdicts to its items by name: an archive gives way to its files, which have no File until their PDFs are fetched', () => {
    const archive = aFile('data-room.zip', 'application/zip');
    const read = (filename: string, uploadId: string | null, error: string | null = null) =>
      ProcessedFile.parse({ ...failedProcessedFile(filename, ''), error, documentType: error ? null : 10, uploadId });
    const started = run(...ready, { type: 'stagingStarted', batchId: 'b1', files: [archive, lease] });

    const done = uploadWorkflowReducer(started, {
      type: 'stagingProcessed',
      batchId: 'b1',
      files: [read('lease.pdf', 'u1'), read('02 Leases/Side letter.doc', null, 'This file cannot be read.'), read('02 Leases/Lease.pdf', 'u2')],
    });
    expect(done.staging?.items.map((item) => [item.name, item.file, item.uploadId, item.error])).toEqual([
      ['lease.pdf', lease, 'u1', null],
      ['02 Leases/Side letter.doc', null, null, 'This file cannot be read.'],
      ['02 Leases/Lease.pdf', null, 'u2', null],
    ]);
    expect(itemsToAdd(done.staging).map((item) => item.name)).toEqual(['lease.pdf', '02 Leases/Lease.pdf']);

    const pdf = aFile('02 Leases/Lease.pdf', 'application/pdf');
    expect(uploadWorkflowReducer(done, { type: 'stagedPdfFetched', uploadId: 'u2', file: pdf }).staging?.items[2]?.file).toBe(pdf);
  });
});
