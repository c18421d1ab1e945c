import type { FastifyBaseLogger } from 'fastify';

/** Work a response need not wait for (sending mail), logged when it fails and awaited on shutdown. */
export interface BackgroundTasks {
  run(description: string, task: () => Promise<unknown>): void;
  /** Resolves once everything started so far has settled. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(description, task) {
      const running = task()
        .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
