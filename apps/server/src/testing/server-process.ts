import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

export interface ServerProcessOptions {
  dataDir: string;
  port: number;
  /** `--role=…`; all by default. */
  role?: 'all' | 'api' | 'worker';
  databaseUrl?: string;
  /** warn by default; info logs every request with its response time. */
  logLevel?: 'warn' | 'info';
  /** More of the server's environment (e.g. TRUST_PROXY), over the defaults above. */
  env?: Record<string, string>;
}

const environment = (options: ServerProcessOptions) => ({
  ...process.env,
  DATA_DIR: options.dataDir,
  PORT: String(options.port),
  HOST: '127.0.0.1',
  DATABASE_URL: options.databaseUrl ?? '',
  LOG_LEVEL: options.logLevel ?? 'warn',
  NODE_ENV: 'development',
  ...options.env,
});

const args = (options: ServerProcessOptions) => ['--import', 'tsx', 'src/main.ts', ...(options.role ? [`--role=${options.role}`] : [])];

/**
 * How long a started process may take to say it is ready. Generous: on a machine busy with other work a start
 * that takes 3 s alone has taken over 20, and a test that waits for the process's own signal loses nothing by it.
 */
export const READY_TIMEOUT_MS = 120_000;

/** The limit of a test that starts `starts` processes one after another: their readiness, then its own work. */
export const processTestTimeout = (starts = 1) => starts * READY_TIMEOUT_MS + 60_000;

/** Collects what a child process prints, stdout and stderr together. */
export function watchOutput(child: ChildProcess): ServerProcess {
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/**
 * Resolves once the process prints `signal`, its own word that it is ready; rejects, with what it printed, if it
 * exits first or stays silent past READY_TIMEOUT_MS (and is then killed).
 */
export function untilReady(watched: ServerProcess, signal: string): Promise<void> {
  const { child } = watched;
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (watched.output().includes(signal)) settle();
    };
    const exited = (code: number | null) => settle(new Error(`The process exited (${code}) before it was ready:\n${watched.output()}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(new Error(`The process did not print "${signal}" within ${READY_TIMEOUT_MS / 1000} s:\n${watched.output()}`));
    }, READY_TIMEOUT_MS);
    // Listeners added after watchOutput's, so the output is collected before it is checked.
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
    if (child.exitCode !== null) exited(child.exitCode);
  });
}

/** The server as `npm start` runs it (without the web build); resolves once it says it is ready. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const server = watchOutput(spawn(process.execPath, args(options), { cwd: serverRoot, env: environment(options) }));
  await untilReady(server, options.role === 'worker' ? 'Working:' : 'Listening on');
  return server;
}

/** Runs the server and waits for it to end: for a start that must be refused. */
export function runServerToExit(options: ServerProcessOptions): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args(options), { cwd: serverRoot, env: environment(options) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** SIGKILL, as a crash or `kill -9` would end it. */
export const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** SIGTERM, then waits for the orderly shutdown; answers the exit code. */
export const stopGracefully = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
