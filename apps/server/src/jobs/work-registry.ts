/**
 * Work on one record running in this process (a case file being read or answered, an upload being read), so
 * deleting the record stops it at once. Work running in another process notices on its next write, when the
 * record is gone.
 */
const running = new Map<string, AbortController>();

export class WorkCancelled extends Error {
  override name = 'WorkCancelled';
  constructor() {
    super('The record was removed while it was being worked on');
  }
}

/** A signal that aborts when the record's work is cancelled; call `done` once the work is over. */
export function trackWork(recordId: string): { signal: AbortSignal; cancel(): void; done(): void } {
  const controller = new AbortController();
  running.set(recordId, controller);
  return {
    signal: controller.signal,
    cancel: () => controller.abort(new WorkCancelled()),
    done: () => {
      if (running.get(recordId) === controller) running.delete(recordId);
    },
  };
}

export function cancelWork(recordIds: readonly string[]): void {
  for (const id of recordIds) running.get(id)?.abort(new WorkCancelled());
}
