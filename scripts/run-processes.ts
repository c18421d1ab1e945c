import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs the product's processes side by side as one command: output is passed through, a signal stops them
 * all, and if one dies the others are stopped too, so `npm start` never leaves half a product running.
 */
export function runProcesses(specs: ProcessSpec[]): void {
  const children: ChildProcess[] = [];
  let stopping = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const forceTimer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      process.exit(exitCode);
    }, 10_000);
    forceTimer.unref();
    Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(
      () => process.exit(exitCode),
    );
  };

  for (const spec of specs) {
    const child = spawn(spec.command, spec.args, { stdio: 'inherit', env: { ...process.env, ...spec.env } });
    child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${spec.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
        stopAll(code === 0 ? 0 : 1);
      }
    });
    children.push(child);
  }

  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
}
