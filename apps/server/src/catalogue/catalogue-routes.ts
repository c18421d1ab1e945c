import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentTypesResponse, PracticeAreasResponse, QuestionsResponse, RegionQuery } from '@dd/contracts';
import type { Database } from '../db/database.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { listAreaDocumentTypes, listTypeQuestions } from './catalogue-service.ts';
import { serializeOncePerBody } from './serialize-once.ts';
import { practiceAreaList } from './practice-areas.ts';

const CHAT = '/due-dilligence/chat';

/** The question bank as lawyers read it: practice areas, their document types and each type's questions. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: { db: Database; cache: CatalogueCache }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${CHAT}/area-of-practice`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['catalogue'],
        summary: 'The six practice areas, ids 1–6 in the order of the specification',
        security: bearerAuth,
        response: { 200: PracticeAreasResponse, ...errorResponses(401) },
      },
    },
    async () => ({ data: { practiceAreas: practiceAreaList() } }),
  );

  api.get(
    `${CHAT}/document-types/:practiceAreaId`,
    {
      config: { access: 'user' },
      serializerCompiler: serializeOncePerBody,
      schema: {
        tags: ['catalogue'],
        summary: 'The document types of a practice area (id or slug), in catalogue order; ?region= keeps those that apply there',
        security: bearerAuth,
        params: z.object({ practiceAreaId: z.string().describe('Practice area id (1–6) or slug') }),
        querystring: RegionQuery,
        response: { 200: DocumentTypesResponse, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => listAreaDocumentTypes(deps, request.params.practiceAreaId, request.query.region),
  );

  api.get(
    `${CHAT}/pratice-area/:area/document-types/:docTypeId/questions`,
    {
      config: { access: 'user' },
      serializerCompiler: serializeOncePerBody,
      schema: {
        tags: ['catalogue'],
        summary: 'The questions of a document type in its practice area, in order and current wording; ?region= keeps those asked there',
        security: bearerAuth,
        params: z.object({
          area: z.string().describe('Practice area id (1–6) or slug'),
          docTypeId: z.string().describe('Document type id'),
        }),
        querystring: RegionQuery,
        response: { 200: QuestionsResponse, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => listTypeQuestions(deps, request.params, request.query.region),
  );
}
