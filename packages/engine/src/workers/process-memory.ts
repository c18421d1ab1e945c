import { readFile } from 'node:fs/promises';

/**
 * The resident memory of a process in bytes, from Linux's /proc; null where there is no /proc (the worker's
 * V8 heap limit still applies there) or the process has gone.
 */
export async function residentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kilobytes = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : null;
}
