import {
  AdminDocumentType,
  AdminQuestion,
  DocumentType,
  DocumentTypesResponse,
  Question,
  QuestionsResponse,
  REGIONS,
} from '@dd/contracts';
import { reply, type FakeReply } from './fake-api.ts';

const SIGNALS = { titles: ['THIS LEASE is made'], phrases: [{ text: 'the Landlord lets', weight: 5 }], structure: [], negative: [] };

export const aDocumentType = (overrides: Partial<DocumentType> = {}): DocumentType =>
  DocumentType.parse({
    id: 10,
    key: 'property-lease',
    name: 'Lease',
    description: 'A lease of premises granting a term at a rent.',
    practiceAreaId: 1,
    regions: [...REGIONS],
    central: true,
    ...overrides,
  });

export const aQuestion = (overrides: Partial<Question> = {}): Question =>
  Question.parse({
    id: 100,
    versionId: 1000,
    question: 'Who is the landlord?',
    answerType: 'party',
    hints: ['Landlord'],
    regions: [...REGIONS],
    order: 1,
    ...overrides,
  });

export const anAdminDocumentType = (overrides: Partial<AdminDocumentType> = {}): AdminDocumentType =>
  AdminDocumentType.parse({
    ...aDocumentType(),
    signals: SIGNALS,
    retiredAt: null,
    source: 'seed',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

export const anAdminQuestion = (overrides: Partial<AdminQuestion> = {}): AdminQuestion =>
  AdminQuestion.parse({
    ...aQuestion(),
    version: 1,
    hypothesis: null,
    retiredAt: null,
    source: 'seed',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

export const documentTypesReply = (documentTypes: DocumentType[]): FakeReply =>
  reply.ok(DocumentTypesResponse, { data: { documentTypes } });

export const questionsReply = (questions: Question[]): FakeReply => reply.ok(QuestionsResponse, { data: { questions } });
