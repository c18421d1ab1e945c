import { register } from 'node:module';

// The worker's own code is TypeScript: compile it on load, then start (see typescript-hooks.mjs).
register('./typescript-hooks.mjs', import.meta.url);
await import('./document-worker.ts');
