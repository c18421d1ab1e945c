/**
 * The case-file work running in this process, so deleting a file or case stops it at once. Work running in
 * another process notices on its next write, when the file's rows are gone.
 */
const running = new Map<string, AbortController>();

/** A signal that aborts when the file's work is cancelled; call `done` once the work is over. */
export function trackCaseFileWork(caseFileId: string): { signal: AbortSignal; cancel(): void; done(): void } {
  const controller = new AbortController();
  running.set(caseFileId, controller);
  return {
    signal: controller.signal,
    cancel: () => controller.abort(new CaseFileWorkCancelled()),
    done: () => {
      if (running.get(caseFileId) === controller) running.delete(caseFileId);
    },
  };
}

export class CaseFileWorkCancelled extends Error {
  override name = 'CaseFileWorkCancelled';
  constructor() {
    super('The file was removed while it was being worked on');
  }
}

export function cancelCaseFileWork(caseFileIds: readonly string[]): void {
  for (const id of caseFileIds) running.get(id)?.abort(new CaseFileWorkCancelled());
}
