import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database.ts';
import { organisations, users } from '../db/schema.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { listSubjectAudit, recordAudit, recordAudits, recordAuditUnlessSince } from './audit-log-repository.ts';

let database: DatabaseConnection;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const [firm] = await database.db.insert(organisations).values({ name: 'Murphy & Co' }).returning();
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Aoife Murphy', email: 'aoife@firm.example', emailNormalized: 'aoife@firm.example', passwordHash: 'not-a-hash', organisationId: firm!.id })
    .returning();
  userId = user!.id;
});
afterAll(() => database?.close());

it('records an entry whose details carry a NUL or half a surrogate pair, in keys and values, rather than failing the action', async () => {
  const at = new Date('2024-03-01T10:00:00Z');
  const details = { title: 'Unit 4\u0000 \ud800Harbour', files: ['lease\udc00.pdf'], ['key\u0000']: { nested: 'a\ud83d' }, pages: 3, emoji: '\ud83d\ude00' };
  await recordAudit(database.db, { userId, action: 'case.rename', subjectType: 'case', subjectId: 'one', details, at });
  await recordAudits(database.db, [{ userId, action: 'answer.edit', subjectType: 'case', subjectId: 'one', details, at: new Date(at.getTime() + 1) }]);
  expect(await recordAuditUnlessSince(database.db, { userId, action: 'case.view', subjectType: 'case', subjectId: 'one', details, at: new Date(at.getTime() + 2) }, at)).toBe(true);

  const entries = await listSubjectAudit(database.db, 'case', 'one');
  expect(entries.map((entry) => entry.action)).toEqual(['case.view', 'answer.edit', 'case.rename']);
  for (const entry of entries) {
    // Each unstorable character is kept in place as U+FFFD; a whole surrogate pair (the emoji) is untouched.
    expect(entry.details).toEqual({
      title: 'Unit 4\ufffd \ufffdHarbour',
      files: ['lease\ufffd.pdf'],
      ['key\ufffd']: { nested: 'a\ufffd' },
      pages: 3,
      emoji: '\ud83d\ude00',
    });
  }
});
