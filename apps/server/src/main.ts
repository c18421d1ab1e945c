import path from 'node:path';
import { formatCatalogueSync, syncCatalogueSeed } from './catalogue/catalogue-seed-sync.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { openDatabase } from './db/database.ts';
import { createMailer } from './mail/mailer.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { createPostgresRealtimeAdapter } from './realtime/postgres-realtime-adapter.ts';
import { createRealtimeGateway } from './realtime/realtime-gateway.ts';
import { PROCESS_ROLES, startRuntime, type ProcessRole } from './server-runtime.ts';
import { createStorage } from './storage/create-storage.ts';
import { clearStaleSpool } from '@dd/http-kit';

/** Beyond the jobs' grace (SHUTDOWN_GRACE_SECONDS), what closing sockets, requests and the database may take. */
const SHUTDOWN_CLOSING_MS = 4_000;

/** `--role=api|worker|all` (default all). */
function roleFromArguments(args: string[]): ProcessRole {
  const given = args.find((arg) => arg.startsWith('--role='))?.slice('--role='.length) ?? 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(given)) {
    throw new ConfigError(`--role must be one of ${PROCESS_ROLES.join(', ')} (was "${given}")`);
  }
  return given as ProcessRole;
}

async function main(): Promise<void> {
  const role = roleFromArguments(process.argv.slice(2));
  const config = await loadConfig();
  await clearStaleSpool(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const seeding = await syncCatalogueSeed(database.db);
  if (seeding.applied) process.stdout.write(`${formatCatalogueSync(seeding)}\n`);
  // Mail is sent long after start-up, by which time the app's logger exists.
  const mailLog = { info: (obj: object, msg?: string) => app.log.info(obj, msg) };
  const runtime = await startRuntime({
    role,
    config,
    database,
    storage: createStorage(config.storage, config.dataDir),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
      logger: mailLog,
    }),
  });
  const { app } = runtime;
  // Every role, workers included, can be scraped on the private port.
  const metricsServer =
    config.metrics.port === undefined ? null : await startMetricsServer({ port: config.metrics.port, host: config.metrics.host });
  if (metricsServer) process.stdout.write(`Metrics on http://${config.metrics.host}:${metricsServer.port}/metrics\n`);
  // On PostgreSQL several processes may serve one user: events travel between them through the database.
  const fanOut = config.databaseUrl ? createPostgresRealtimeAdapter(config.databaseUrl, app.log) : null;
  app.attachRealtime(
    createRealtimeGateway({
      // A worker process serves no sockets; its gateway only hands events to the adapter.
      httpServer: app.server,
      tokens: app.realtimeTokens,
      corsOrigin: config.corsOrigins,
      logger: app.log,
      adapter: fanOut?.adapter,
    }),
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'Second signal: stopping now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'Shutting down: finishing open requests');
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_CLOSING_MS).unref();
    try {
      await runtime.close({ graceMs: config.shutdownGraceMs });
      await metricsServer?.close();
      await fanOut?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));

  await runtime.startWorking();
  if (role === 'worker') {
    process.stdout.write('Working: taking background jobs from the queue\n');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Listening on ${config.appUrl}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
