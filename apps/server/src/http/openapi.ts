import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@dd/contracts';

/**
 * Builds the OpenAPI document from the routes' schemas (`app.swagger()`, always) and serves it with the Swagger
 * UI at /docs only when `serve` says so: a production API does not hand strangers a map of itself by default.
 */
export async function registerApiDocs(app: FastifyInstance, serve: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Due Diligence Assistant API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (serve) await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/** The error responses a route documents, all in the one error shape. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes): Record<Codes[number], typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Codes[number], typeof ErrorResponse>;
}

/** OpenAPI security requirement of routes that need `Authorization: Bearer <token>`. */
export const bearerAuth = [{ bearerAuth: [] }];
