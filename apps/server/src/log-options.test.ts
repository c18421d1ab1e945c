import { PassThrough, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './db/schema.ts';
import { logDestination } from './log-options.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('logDestination', () => {
  it('writes pretty lines on a terminal, JSON lines to a pipe or file, and to a given stream when there is one', () => {
    expect(logDestination(undefined, { isTTY: true })).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(logDestination(undefined, { isTTY: false })).toEqual({});
    expect(logDestination(undefined, {})).toEqual({});
    const stream = new PassThrough();
    expect(logDestination(stream, { isTTY: true })).toEqual({ stream });
  });
});

describe('errors in the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // Written as each line is logged (pino writes to a plain stream at once), so nothing needs waiting for.
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ config: { logLevel: 'error' }, logStream });
  });
  afterAll(() => t?.close());

  it('keep the SQL, the code and the request id of a failed query, never the values it was sent', async () => {
    const secret = 'Heads of terms: Harbour Estates to pay £2.4m';
    // Three ways the database refuses a user's text: a NUL in JSON, text where a number goes, a value too big.
    const failures = await Promise.all([
      t.database.db.insert(auditLog).values({ action: 'case.rename', subjectType: 'case', subjectId: 'x', details: { title: `${secret}\u0000` } }),
      t.database.db.execute(sql`select ${secret}::integer`),
      t.database.db.execute(sql`select ${'2147483648'}::integer where ${secret} <> ''`),
    ].map((query) => query.then(() => undefined, (error: unknown) => error)));
    for (const error of failures) {
      expect(error).toBeInstanceOf(Error);
      t.app.log.error({ err: error, requestId: 'request-1' }, 'Unhandled error');
    }

    const logged = lines.filter((line) => line.includes('request-1'));
    expect(logged).toHaveLength(3);
    for (const line of logged) {
      expect(line).not.toContain('Harbour');
      const entry = JSON.parse(line) as { requestId: string; err: { message: string; stack: string; cause: { code: string } } };
      expect(entry.requestId).toBe('request-1');
      expect(entry.err.message).toMatch(/^Failed query: (insert into "audit_log"|select \$1::integer)/);
      expect(entry.err.stack).toContain('Failed query:');
      expect(entry.err.cause.code).toMatch(/^22/);
    }
  });
});
