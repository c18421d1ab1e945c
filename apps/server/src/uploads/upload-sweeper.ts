import type { FastifyBaseLogger } from 'fastify';

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Sweeps every 10 minutes until stopped; a failed sweep is logged and the next one tries again. */
export function startUploadSweeper(sweep: () => Promise<number>, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(sweep)
      .then((swept) => {
        if (swept > 0) log.info({ swept }, 'Expired uploads swept');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Sweeping expired uploads failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
