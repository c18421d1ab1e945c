import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';

const drizzleFolder = new URL('../../drizzle/', import.meta.url);

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Runs one migration file statement by statement, as drizzle's migrator does. */
async function apply(db: PGlite, tag: string): Promise<void> {
  const text = await readFile(new URL(`${tag}.sql`, drizzleFolder), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await db.exec(statement);
  }
}

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
});
afterAll(() => db?.close());

it('gives every user who registered before firms existed a firm of their own, as its admin', async () => {
  const journal = JSON.parse(await readFile(new URL('meta/_journal.json', drizzleFolder), 'utf8')) as Journal;
  const firms = journal.entries.find((entry) => entry.tag.endsWith('_firms'))!;
  for (const entry of journal.entries.filter((one) => one.idx < firms.idx)) await apply(db, entry.tag);
  await db.exec(`
    insert into users (name, email, email_normalized, password_hash, created_at)
    values ('Aoife Murphy', 'Aoife@Firm.ie', 'aoife@firm.ie', 'x', '2025-02-01T09:00:00Z'),
           ('Brian O''Neill', 'brian@firm.ie', 'brian@firm.ie', 'x', '2025-03-01T09:00:00Z');
  `);

  await apply(db, firms.tag);

  const { rows } = await db.query<{ name: string; firm: string; role: string; created: string; members: number }>(`
    select u.name, o.name as firm, u.organisation_role as role, o.created_at = u.created_at as created,
           (select count(*)::int from users m where m.organisation_id = o.id) as members
    from users u join organisations o on o.id = u.organisation_id order by u.name
  `);
  expect(rows).toEqual([
    { name: 'Aoife Murphy', firm: 'Aoife Murphy’s firm', role: 'admin', created: true, members: 1 },
    { name: "Brian O'Neill", firm: "Brian O'Neill’s firm", role: 'admin', created: true, members: 1 },
  ]);
  // Every user must have a firm from now on.
  await expect(db.exec(`insert into users (name, email, email_normalized, password_hash) values ('No Firm', 'n@f.ie', 'n@f.ie', 'x')`)).rejects.toThrow(
    /organisation_id/,
  );
});
