import { runProcesses } from './run-processes.ts';

/** `npm start`: the whole product on embedded defaults — API, worker and realtime in one process, plus the research host. */
const node = process.execPath;
const production = { NODE_ENV: process.env.NODE_ENV ?? 'production' };

runProcesses([
  { name: 'server', command: node, args: ['--import', 'tsx', 'apps/server/src/main.ts'], env: production },
  { name: 'research', command: node, args: ['--import', 'tsx', 'apps/research/src/main.ts'], env: production },
]);
