import type PgBoss from 'pg-boss';

/** PostgreSQL's code for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 5;

/**
 * Creates a queue unless it exists. Processes starting together on a new database each create every queue, and
 * pg-boss's create_queue (a partition per queue) can deadlock with another process's: the aborted one has changed
 * nothing, and trying again finds the queue made or makes it.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt * Math.random()));
    }
  }
}
