import { AdminDocument, AdminDocumentsResponse, AdminDocumentTypesResponse, Annotation, AnnotationsResponse } from '@dd/contracts';
import { anAdminDocumentType } from '../../test/catalogue-fixtures.ts';
import { reply, type FakeReply } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';

export const ADMIN_API = '/api/due-dilligence/chat/admin';
export const TYPES_ROUTE = 'GET /api/due-dilligence/chat/admin/catalogue/document-types';
export const admin = aUser({ id: 'admin-1', role: 'admin', name: 'Róisín Walsh', email: 'roisin@walsh-law.ie' });

export const lease = anAdminDocumentType({ id: 10, name: 'Lease' });
export const officialCopy = anAdminDocumentType({ id: 11, key: 'official-copy', name: 'Official copy' });
export const typesReply = (): FakeReply => reply.ok(AdminDocumentTypesResponse, { data: { documentTypes: [lease, officialCopy] } });

export const aDocument = (overrides: Partial<AdminDocument> = {}): AdminDocument =>
  AdminDocument.parse({
    id: 'file-1',
    filename: 'Unit 4 lease.pdf',
    pages: 4,
    status: 'ready',
    createdAt: '2025-03-01T09:00:00.000Z',
    owner: { id: 'user-2', name: 'Aoife Murphy', email: 'aoife@walsh-law.ie' },
    case: { id: 'case-1', title: 'Harbour Walk acquisition' },
    documentType: { id: lease.id, name: 'Lease' },
    answerCount: 12,
    annotationCount: 1,
    ...overrides,
  });

export const documentsReply = (documents: AdminDocument[], total = documents.length, page = 1): FakeReply =>
  reply.ok(AdminDocumentsResponse, { data: { documents, pagination: { page, perPage: 20, total } } });

export const anAnnotation = (overrides: Partial<Annotation> = {}): Annotation =>
  Annotation.parse({
    id: 'annotation-1',
    caseFileId: 'file-1',
    page: 1,
    quote: 'HARBOUR ESTATES LIMITED',
    start: 20,
    end: 43,
    verified: true,
    label: 'Landlord',
    questionId: 101,
    question: 'Who is the landlord?',
    value: 'Harbour Estates Limited',
    author: { id: admin.id, name: admin.name },
    createdAt: '2025-03-02T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...overrides,
  });

export const annotationsReply = (annotations: Annotation[]): FakeReply => reply.ok(AnnotationsResponse, { data: { annotations } });
