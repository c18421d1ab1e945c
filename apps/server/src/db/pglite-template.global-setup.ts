import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { catalogueSeedHash, syncCatalogueSeed } from '../catalogue/catalogue-seed-sync.ts';
import { connectPglite } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, seeded PGlite data folder, for createTestDatabase to start each test file from. */
    pgliteTemplate: string | undefined;
  }
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Changes whenever a migration, the catalogue seed or the PGlite version does, so a stale template is never reused. */
async function templateVersion(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  hash.update(catalogueSeedHash());
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest global setup: one migrated and seeded PGlite, dumped to a file every test file starts from. initdb,
 * the migrations and the seed take seconds, so the dump is kept in the temp folder between runs, keyed by what
 * it contains.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const file = path.join(tmpdir(), `dd-server-pglite-template-${await templateVersion()}.tar`);
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) {
    const client = new PGlite();
    const connection = await connectPglite(client);
    await syncCatalogueSeed(connection.db);
    const dump = await client.dumpDataDir('none');
    await connection.close();
    // Written aside and renamed, so a run starting at the same moment never reads half a template.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
