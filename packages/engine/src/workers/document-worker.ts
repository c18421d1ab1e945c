import { isIngestionError } from '../ingestion-error.ts';
import type { DocumentTaskName, WorkerReply, WorkerRequest } from './document-task-types.ts';
import { documentTasks, type TaskRunner } from './document-tasks.ts';

/*
 * A document worker: a child process of the document worker pool that runs one task at a time. Anything that
 * escapes a task (a pdf.js bug on a hostile file) ends this process, never the server: the pool reports it as
 * that file's error and starts a new worker.
 */

const send = (reply: WorkerReply) => process.send?.(reply);

const crash = (error: unknown) => {
  send({ type: 'crashed', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  process.exit(70);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
// The pool going away (server stopped or killed) leaves nobody to work for.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: WorkerRequest) => {
  const { id, limits } = request;
  const log = { warn: (details: Record<string, unknown>, message: string) => send({ type: 'warning', id, details, message }) };
  const load = documentTasks[request.task] as () => Promise<TaskRunner<DocumentTaskName>>;
  load()
    .then((run) => {
      // The step clock starts now: loading the task's code is the worker's own time, not the file's.
      send({ type: 'started', id });
      return run(request.input, { limits, progress: (progress) => send({ type: 'progress', id, progress }), log });
    })
    .then(
      (output) => send({ type: 'done', id, output } as WorkerReply),
      (error: unknown) =>
        send({
          type: 'failed',
          id,
          error: {
            code: isIngestionError(error) ? error.code : null,
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    );
});

send({ type: 'ready' });
