import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServices {
  apiUrl: string;
  researchUrl: string;
  api: ChildProcess;
  research: ChildProcess;
  /** What the processes printed, for a failure's report. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url} exited with code ${process.exitCode} before it was healthy`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

export interface StartServicesOptions {
  env?: NodeJS.ProcessEnv;
  /** A data folder to start on (and keep); by default a fresh one, removed on stop. */
  dataDir?: string;
}

/**
 * The API and the research host as `npm start` runs them, each its own process on a free port: what a hostile
 * upload reaches in production.
 */
export async function startServices({ env = {}, dataDir: givenDataDir }: StartServicesOptions = {}): Promise<RunningServices> {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), 'dd-hostile-')));
  const [port, researchPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${port}`;
  const researchUrl = `http://localhost:${researchPort}`;
  const common = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(port),
    RESEARCH_PORT: String(researchPort),
    APP_URL: apiUrl,
    RATE_LIMIT_MULTIPLIER: '100',
    ...env,
  };
  let output = '';
  const start = (entry: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: common, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return child;
  };
  const api = start('apps/server/src/main.ts');
  const research = start('apps/research/src/main.ts');
  const stop = async () => {
    for (const child of [api, research]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitForHealth(apiUrl, api, 120_000), waitForHealth(researchUrl, research, 120_000)]);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { apiUrl, researchUrl, api, research, output: () => output, stop };
}
