import { clearStaleSpool } from '@dd/http-kit';
import { buildResearchApp, RESEARCH_TEMP_DIR } from './app.ts';
import { loadResearchConfig, ResearchConfigError } from './config.ts';
import type { ResearchConfig } from './config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

let config: ResearchConfig;
try {
  config = loadResearchConfig(process.env);
} catch (error) {
  if (!(error instanceof ResearchConfigError)) throw error;
  console.error(`Research host not started. ${error.message}`);
  process.exit(1);
}

await clearStaleSpool(RESEARCH_TEMP_DIR);
const app = buildResearchApp(config);

async function shutDown(signal: NodeJS.Signals) {
  app.log.info({ signal }, 'Research host shutting down');
  // Requests in flight get a grace period; a stuck one must not keep a restart waiting for ever.
  setTimeout(() => {
    app.log.error('Research host did not close in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  process.exit(0);
}
process.once('SIGINT', (signal) => void shutDown(signal));
process.once('SIGTERM', (signal) => void shutDown(signal));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { mainApiUrl: config.mainApiUrl, corsOrigins: config.corsOrigins },
    `Research host listening at ${address}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'Research host could not start');
  process.exit(1);
}
