import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdempotencyKeyHeaders } from '@dd/contracts';
import { currentAuth } from '../http/authentication.ts';
import { finishIdempotentRequest, startIdempotentRequest, type IdempotencyDeps } from './idempotency-service.ts';
import type { IdempotencyClaim } from './idempotent-request-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header; it declares `IdempotencyKeyHeaders` as its headers schema. */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs, set when it carried one on an idempotent route. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** Marks a response sent again for a repeated key, as other APIs with idempotency keys do. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A key belongs to one call on one record: the method and path, parameters included, without the query. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

/**
 * Routes that declare `config: { idempotent: true }` take an `Idempotency-Key` header: the same key from the
 * same user within 24 hours answers with the first request's response and runs nothing again. The key is
 * claimed once the request is authorised and valid (a refused or invalid request claims nothing, so it can be
 * corrected and sent again with the same key) and settled as its response goes out.
 */
export function registerIdempotencyKeys(app: FastifyInstance, deps: IdempotencyDeps): void {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent && !route.schema?.headers) {
      throw new Error(`${route.method} ${route.url} takes an Idempotency-Key but does not declare the header`);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = (request.headers as IdempotencyKeyHeaders)['idempotency-key'];
    if (key === undefined) return;
    const started = await startIdempotentRequest(deps, { userId: currentAuth(request).user.id, key, route: routeOf(request) });
    if (started.kind === 'claimed') {
      request.idempotencyClaim = started.claim;
      return;
    }
    // The stored body as JSON text: sent as it is, not checked again against a response schema that may have grown.
    return reply
      .code(started.statusCode)
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(started.body));
  });

  // Settled before the response leaves, so a client that has its answer always finds the key answered.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    await finishIdempotentRequest(deps, claim, { statusCode: reply.statusCode, body: succeeded ? JSON.parse(payload) : undefined });
    return payload;
  });
}
