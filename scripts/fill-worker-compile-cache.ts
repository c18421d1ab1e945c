import { fileURLToPath } from 'node:url';
import { fillWorkerCompileCache } from '../packages/engine/src/workers/fill-worker-compile-cache.ts';

/**
 * `node --import tsx scripts/fill-worker-compile-cache.ts`: the document workers' compiled TypeScript made ahead, for
 * an install its workers cannot write to (the Docker image runs it while it is built; decision 84).
 */
const folders = ['packages/engine/src', 'packages/contracts/src'].map((folder) => fileURLToPath(new URL(`../${folder}`, import.meta.url)));
const files = await fillWorkerCompileCache(folders);
process.stdout.write(`The document workers' compile cache holds ${files.length} modules.\n`);
