import { readFile } from 'node:fs/promises';
import type { ServerProcess } from '@dd/server/testing/server-process.ts';

/** Resident memory of a process and of each of its children (the document workers), read from /proc. */
async function residentMemory(pid: number): Promise<{ own: number; children: number[] }> {
  const rss = async (id: number) => {
    const status = await readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  };
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).split(/\s+/).filter(Boolean).map(Number);
  return { own: await rss(pid), children: await Promise.all(children.map(rss)) };
}

/** The most memory the server's process and any one of its workers held while `work` ran, sampled every 250 ms. */
export async function peakMemoryDuring<T>(server: ServerProcess, work: () => Promise<T>): Promise<{ result: T; server: number; worker: number }> {
  const pid = server.child.pid!;
  let peakServer = 0;
  let peakWorker = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { own, children } = await residentMemory(pid);
      peakServer = Math.max(peakServer, own);
      peakWorker = Math.max(peakWorker, ...children, 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    return { result: await work(), server: peakServer, worker: peakWorker };
  } finally {
    running = false;
    await sampling;
  }
}

