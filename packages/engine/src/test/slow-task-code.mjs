import { register } from 'node:module';

// Given to a document worker with NODE_OPTIONS=--import: registers hooks that hold back one module's loading by
// SLOW_TASK_CODE_MS, as a cold worker compiling its task's code on a busy machine does (slow-task-code-hooks.mjs).
register('./slow-task-code-hooks.mjs', import.meta.url);
