import { EventEmitter } from 'node:events';

/**
 * Uploads read in this process announce themselves here, so a request waiting for them answers at once; one
 * read by a worker process is found by the waiting request's next look at the database.
 */
const settled = new EventEmitter().setMaxListeners(0);

export function announceUploadSettled(uploadId: string): void {
  settled.emit(uploadId);
}

/** Resolves when one of `uploadIds` settles here, after `timeoutMs`, or when `signal` aborts (never rejects). */
export function whenUploadSettles(uploadIds: readonly string[], timeoutMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      for (const id of uploadIds) settled.off(id, finish);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    for (const id of uploadIds) settled.once(id, finish);
    signal.addEventListener('abort', finish, { once: true });
  });
}
