import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import { HttpError, sendError } from '@dd/http-kit';
import { isWebAppRoute, sendWebAppIndex } from './web-app.ts';

/** Unknown routes: the web app's index for its client routes when it is served, otherwise a JSON 404. */
export function registerNotFoundHandler(app: FastifyInstance, options: { serveWebApp: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.serveWebApp && isWebAppRoute(request)) void sendWebAppIndex(reply);
    else sendError(reply, new HttpError(404, MESSAGES.global.notFound));
  });
}
