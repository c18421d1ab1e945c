import { MESSAGES } from '@dd/contracts';
import type { User } from '@dd/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '@dd/http-kit';
import { MainApiUnavailableError } from './main-api-user-client.ts';
import type { MainApiUserClient } from './main-api-user-client.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMainApiUser; null on routes that do not use it. */
    mainApiUser: User | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user of the main API. */
    requireMainApiUser: preHandlerAsyncHookHandler;
  }
}

/** Accepts the main API's bearer tokens by asking the main API whose they are (decision record 4). */
export function createRequireMainApiUser(client: MainApiUserClient): preHandlerAsyncHookHandler {
  return async function requireMainApiUser(request) {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, MESSAGES.global.unauthenticated);
    let user: User | null;
    try {
      user = await client.userForToken(token);
    } catch (error) {
      if (!(error instanceof MainApiUnavailableError)) throw error;
      request.log.warn({ err: error }, 'Could not check a token with the main API');
      throw new HttpError(503, MESSAGES.research.mainApiUnavailable);
    }
    if (!user) throw new HttpError(401, MESSAGES.global.unauthenticated);
    request.mainApiUser = user;
  };
}
