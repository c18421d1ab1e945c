import http from 'node:http';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { PROPERTY_LAW, scannedPdf } from './test-documents.ts';

describe('POST /api/process-pdf over a real connection', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    t = await createTestApp({ config: { logLevel: 'info' }, logStream });
  });
  afterAll(() => t?.close());

  it('stops reading the files of a client that disconnects', { timeout: 40_000 }, async () => {
    const { token, user } = await registerUser(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const scans = await Promise.all(
      ['ONE', 'TWO', 'THREE'].map((n) => scannedPdf([`SCHEDULE ${n}`, `Part ${n} of the rights granted to the Tenant.`])),
    );
    const form = new FormData();
    form.append('practice_area_id', String(PROPERTY_LAW));
    scans.forEach((scan, i) => form.append('files[]', new Blob([scan], { type: 'application/pdf' }), `scan-${i}.pdf`));
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await body.arrayBuffer());

    await new Promise<void>((resolve) => {
      const request = http.request(`${address}/api/process-pdf`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': body.headers.get('content-type')! },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      // The lawyer closes the tab a second into the OCR of the first scan.
      request.end(payload, () => setTimeout(() => request.destroy(), 1000));
    });

    await expect.poll(() => log.includes('processing abandoned'), { timeout: 30_000, interval: 100 }).toBe(true);
    const done = t.notifications.filter((n) => n.userId === user.id && (n.payload as { status: string }).status === 'done');
    expect(done.length).toBeLessThan(scans.length);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(done.length);
  });
});
