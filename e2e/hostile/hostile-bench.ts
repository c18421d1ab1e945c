import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostileCorpus } from './corpus-files.ts';
import { runHostileCorpus, type HealthSample } from './run-hostile-corpus.ts';
import { startServices } from './start-services.ts';

/**
 * `npm run bench` section: the API and the research host on their default limits, at rest and while the
 * hostile corpus is sent to both, as two users would send it.
 */
const print = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function healthLine(service: string, samples: HealthSample[]) {
  const ms = samples.map((sample) => sample.ms);
  const failed = samples.filter((sample) => !sample.ok).length;
  const figures = [50, 95, 99].map((p) => `p${p} ${percentile(ms, p).toFixed(1)} ms`).join(', ');
  print(`${service.padEnd(14)} ${samples.length} checks: ${figures}, max ${Math.max(...ms).toFixed(1)} ms, ${failed} failed`);
}

const corpus = hostileCorpus();
// Memory at rest as a restart finds it: the first start of a data folder also creates the embedded database.
const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-hostile-bench-'));
await (await startServices({ dataDir })).stop();
const services = await startServices({ dataDir });
try {
  const report = await runHostileCorpus(services, corpus);
  print(`${corpus.length} hostile files to each service in ${(report.durationMs / 1000).toFixed(1)} s (2 document workers each)`);
  print();
  print('Resident memory of the service processes (their document workers are separate processes):');
  print(`API            at rest ${mb(report.restingRss.api)}, peak while reading ${mb(report.peakRss.api)}`);
  print(`research host  at rest ${mb(report.restingRss.research)}, peak while reading ${mb(report.peakRss.research)}`);
  print();
  print('GET /api/health every 250 ms while the corpus was read:');
  healthLine('API', report.health.filter((sample) => sample.service === 'api'));
  healthLine('research host', report.health.filter((sample) => sample.service === 'research'));
  print();
  const refusedSafely = report.api.filter((outcome) => outcome.message?.startsWith('This PDF could not be read safely'));
  print(
    `process-pdf: ${report.api.filter((outcome) => outcome.ok).length} staged, ${report.api.length - report.api.filter((o) => o.ok).length} refused ` +
      `with a reason (${refusedSafely.length} at a safety limit); both services ${services.api.exitCode === null && services.research.exitCode === null ? 'still running' : 'STOPPED'}`,
  );
} finally {
  await services.stop();
  await rm(dataDir, { recursive: true, force: true });
}
