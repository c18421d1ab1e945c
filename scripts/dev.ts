import { runProcesses } from './run-processes.ts';

/** `npm run dev`: the API and research host reloading on change, and Vite's dev server proxying to them. */
const node = process.execPath;
const development = { NODE_ENV: 'development' };

runProcesses([
  { name: 'server', command: node, args: ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], env: development },
  { name: 'research', command: node, args: ['--import', 'tsx', '--watch', 'apps/research/src/main.ts'], env: development },
  { name: 'web', command: 'npm', args: ['run', 'dev', '-w', '@dd/web'], env: development },
]);
