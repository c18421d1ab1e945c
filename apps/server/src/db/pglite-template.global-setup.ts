import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectPglite } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data folder, for createTestDatabase to start each test file from. */
    pgliteTemplate: string | undefined;
  }
}

/** Vitest global setup: migrate one PGlite once and hand its dump to every test file. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const client = new PGlite();
  const connection = await connectPglite(client);
  const dump = await client.dumpDataDir('none');
  await connection.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'dd-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
