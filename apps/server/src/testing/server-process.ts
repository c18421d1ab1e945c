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
}

const environment = (options: ServerProcessOptions) => ({
  ...process.env,
  DATA_DIR: options.dataDir,
  PORT: String(options.port),
  HOST: '127.0.0.1',
  DATABASE_URL: options.databaseUrl ?? '',
  LOG_LEVEL: options.logLevel ?? 'warn',
  NODE_ENV: 'development',
});

const args = (options: ServerProcessOptions) => ['--import', 'tsx', 'src/main.ts', ...(options.role ? [`--role=${options.role}`] : [])];

/** The server as `npm start` runs it (without the web build); resolves once it says it is ready. */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const ready = options.role === 'worker' ? 'Working:' : 'Listening on';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args(options), { cwd: serverRoot, env: environment(options) });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve({ child, output: () => output });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
  });
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
