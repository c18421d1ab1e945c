import { randomUUID } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@dd/contracts';
import { createDocumentWorkerPool, type DocumentWorkerPool } from '@dd/engine';
import { frameworkErrorHandler, registerErrorHandler, registerSecurityHeaders } from '@dd/http-kit';
import { registerAdminUserRoutes } from './admin-users/admin-user-routes.ts';
import { registerModelUsageRoutes } from './model-usage/model-usage-routes.ts';
import { registerAdminDocumentRoutes } from './admin-documents/admin-document-routes.ts';
import { registerAnnexureRoutes } from './annexures/annexure-routes.ts';
import { registerAuditRoutes } from './audit/audit-routes.ts';
import { createAccessTokenService } from './auth/access-token-service.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { registerAdminCatalogueRoutes } from './catalogue/admin-catalogue-routes.ts';
import { createCatalogueCache } from './catalogue/catalogue-cache.ts';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes.ts';
import { registerCaseExportRoutes } from './case-exports/case-export-routes.ts';
import { findCaseMemberRole } from './case-members/case-member-repository.ts';
import { registerCaseChangeNotices } from './case-members/case-change-notices.ts';
import { registerCaseMemberRoutes } from './case-members/case-member-routes.ts';
import { createCaseOwnerCache } from './cases/case-owner-cache.ts';
import { caseOwners } from './cases/case-policy.ts';
import { createCaseRecordCache } from './cases/case-record-cache.ts';
import { createCaseTallyCache } from './cases/case-tally-cache.ts';
import { registerCaseRoutes } from './cases/case-routes.ts';
import type { Config } from './config.ts';
import { listenForChanges } from './db/change-notices.ts';
import type { Database } from './db/database.ts';
import { PROBE_PATHS, registerHealthRoutes } from './health/health-routes.ts';
import { createReadiness } from './health/readiness.ts';
import { registerIdempotencyKeys } from './idempotency/register-idempotency-keys.ts';
import { registerTitleReportRoutes } from './title-reports/title-report-routes.ts';
import { registerAccessPolicy, type DeclaredRoute } from './http/access-policy.ts';
import { registerAuthentication } from './http/authentication.ts';
import { registerNotFoundHandler } from './http/not-found-handler.ts';
import { registerApiDocs } from './http/openapi.ts';
import { registerWebApp, shouldServeWebApp } from './http/web-app.ts';
import type { JobSender } from './jobs/job-queue.ts';
import { LOG_SERIALIZERS, logDestination } from './log-options.ts';
import { countingAnswerFallbacks } from './metrics/record-metrics.ts';
import { METRICS_PATH, registerMetrics } from './metrics/register-metrics.ts';
import type { Mailer } from './mail/mailer.ts';
import { createGatewayNotifier, type Notify } from './notifier.ts';
import type { RealtimeGateway } from './realtime/realtime-gateway.ts';
import { createRealtimeTokens, type RealtimeTokens } from './realtime/realtime-tokens.ts';
import type { Storage } from './storage/storage.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { registerUserConfigurationRoutes } from './user-configuration/user-configuration-routes.ts';
import { registerOrganisationRoutes } from './organisations/organisation-routes.ts';
import { createOidcClient } from './single-sign-on/oidc-client.ts';
import { registerSingleSignOnRoutes } from './single-sign-on/single-sign-on-routes.ts';
import { registerUserRoutes } from './users/user-routes.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  /** The durable job queue the services put background work on. */
  jobs: JobSender;
  /** Live updates; by default they go through the gateway given to `app.attachRealtime`. */
  notify?: Notify;
  /** The time as the app sees it: tests move it to expire tokens and links. */
  clock?: () => Date;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** The isolated processes that read documents; by default a pool of the configured size, closed with the app. */
  documentWorkers?: DocumentWorkerPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
    /** Routes live updates through the gateway and closes it when the app closes. */
    attachRealtime(gateway: RealtimeGateway): void;
    /** The access tokens as the realtime gateway checks them, at the handshake and whenever an account changes. */
    realtimeTokens: RealtimeTokens;
    /** The isolated processes that read and answer documents, for this process's jobs too. */
    documentWorkers: DocumentWorkerPool;
    /** Every API route with the access it declares (the access policy's record, walked by a test). */
    declaredRoutes: DeclaredRoute[];
  }
}

/** The whole API as a Fastify instance, not yet listening: main.ts serves it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, mailer, storage, jobs } = deps;
  const clock = deps.clock ?? (() => new Date());

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...logDestination(deps.logStream),
      serializers: LOG_SERIALIZERS,
      redact: ['req.headers.authorization'],
    },
    // Load balancers probe the health checks, and Prometheus scrapes, every few seconds: those would drown the log.
    logController: new LogController({
      disableRequestLogging: (request) => PROBE_PATHS.includes(request.url) || request.url === METRICS_PATH,
    }),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON and multipart only: a text/plain body is refused instead of reaching a schema as a bare string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A call with no body validates as an empty object, so each missing field is named ("The email field is required.").
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", config.researchUrl],
        upgradeInsecureRequests: config.appUrl.startsWith('https:') ? [] : null,
      },
    },
    // The API sends its images to the web app on the same origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['content-disposition', 'idempotent-replayed', 'retry-after', 'x-request-id'],
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.pdfMaxBytes, files: LIMITS.filesPerRequest, fields: 100, fieldSize: 1024 * 1024 },
  });
  app.decorateRequest('uploads', null);

  await registerApiDocs(app, config.apiDocs);

  // Caches of this process hear through these of changes made by any process (see db/change-notices.ts).
  const changes = await listenForChanges(db, app.log);
  app.addHook('onClose', () => changes.close());
  const accessTokens = createAccessTokenService({ db, clock, changes });
  const catalogue = createCatalogueCache({ changes });
  registerAuthentication(app, accessTokens);
  app.decorate('realtimeTokens', createRealtimeTokens(accessTokens, changes));
  const notifier = createGatewayNotifier(app.log);
  app.decorate('notify', deps.notify ?? notifier.notify);
  app.decorate('attachRealtime', (gateway: RealtimeGateway) => notifier.attach(gateway));
  app.addHook('preClose', () => notifier.close());
  const documentWorkers =
    deps.documentWorkers ?? createDocumentWorkerPool({ limits: config.documentLimits, log: countingAnswerFallbacks(app.log) });
  if (!deps.documentWorkers) app.addHook('onClose', () => documentWorkers.close());
  app.decorate('documentWorkers', documentWorkers);
  registerMetrics(app, { token: config.metrics.token, db, documentWorkers, workerLimit: config.documentLimits.workers });
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.decorate('readiness', createReadiness());

  await app.register(
    async (api) => {
      registerAccessPolicy(api, {
        owners: caseOwners(db, changes.heardAtCommit ? createCaseOwnerCache(changes) : undefined),
        caseMemberRole: (caseId, userId) => findCaseMemberRole(db, caseId, userId),
        routes: declaredRoutes,
      });
      registerCaseChangeNotices(api, { db, notify: app.notify });
      registerIdempotencyKeys(api, { db, clock });
      registerHealthRoutes(api, { db, storage, readiness: app.readiness, ai: config.ai });
      registerAuthRoutes(api, {
        db,
        config,
        mailer,
        storage,
        accessTokens,
        jobs,
        notify: app.notify,
        clock,
        log: app.log,
        rateLimits: config.rateLimits,
        dataDir: config.dataDir,
      });
      registerSingleSignOnRoutes(api, {
        db,
        config,
        oidc: config.oidc ? createOidcClient(config.oidc) : null,
        accessTokens,
        clock,
        log: app.log,
        rateLimits: config.rateLimits,
        appKey: config.appKey,
      });
      registerUserRoutes(api, { db, storage, notify: app.notify, jobs, clock, dataDir: config.dataDir, adminEmails: config.adminEmails });
      registerOrganisationRoutes(api, { db, storage, jobs, accessTokens, clock, dataDir: config.dataDir, appKey: config.appKey, rateLimits: config.rateLimits });
      registerAdminUserRoutes(api, { db, accessTokens, notify: app.notify, clock, config });
      registerUserConfigurationRoutes(api, { db, clock });
      registerCatalogueRoutes(api, { db, cache: catalogue });
      registerAdminCatalogueRoutes(api, { db, clock, cache: catalogue });
      registerAdminDocumentRoutes(api, { db, storage, clock });
      registerUploadRoutes(api, { db, storage, jobs, clock, config });
      registerCaseRoutes(api, { db, storage, jobs, clock, config, caseRecords: createCaseRecordCache(), caseTallies: createCaseTallyCache() });
      registerCaseExportRoutes(api, { db, storage, clock });
      registerCaseMemberRoutes(api, { db, clock, jobs, notify: app.notify });
      registerAnnexureRoutes(api, { db, storage, jobs, clock, config });
      registerTitleReportRoutes(api, { db, storage, jobs, clock, notify: app.notify });
      registerAuditRoutes(api, { db });
      registerModelUsageRoutes(api, { db, ai: config.ai, clock });
    },
    { prefix: '/api' },
  );

  const serveWebApp = shouldServeWebApp(config);
  if (serveWebApp) await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, { serveWebApp });

  return app;
}
