import http from 'node:http';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf, PROPERTY_LAW } from './test-documents.ts';

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

  let address = '';
  const listening = async () => (address ||= await t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('answers a client that waits for its files to be read', async () => {
    const { token } = await registerUser(t.app);
    const form = new FormData();
    form.append('practice_area_id', String(PROPERTY_LAW));
    form.append('files[]', new Blob([await leasePdf()], { type: 'application/pdf' }), 'lease.pdf');

    const response = await fetch(`${await listening()}/api/process-pdf`, { method: 'POST', headers: bearer(token), body: form });

    expect(response.status).toBe(200);
    const [file] = ((await response.json()) as { files: { error: string | null; uploadId: string | null }[] }).files;
    expect(file).toMatchObject({ error: null, uploadId: expect.any(String) });
  });

  it('stops reading the files of a client that disconnects', async () => {
    const { token, user } = await registerUser(t.app);
    const address = await listening();
    const lease = await leasePdf();
    const leases = Array.from({ length: 30 }, (_, i) => ({ bytes: lease, filename: `lease-${i}.pdf` }));
    const form = new FormData();
    form.append('practice_area_id', String(PROPERTY_LAW));
    for (const file of leases) form.append('files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await body.arrayBuffer());

    const request = http.request(`${address}/api/process-pdf`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': body.headers.get('content-type')! },
    });
    const closed = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('close', () => resolve());
    });
    request.end(payload);
    // The lawyer closes the tab once the first of a long batch of leases is being read.
    await expect.poll(() => t.notifications.some((n) => n.userId === user.id), { timeout: 20_000, interval: 10 }).toBe(true);
    request.destroy();
    await closed;

    await expect.poll(() => log.includes('processing abandoned'), { timeout: 20_000, interval: 50 }).toBe(true);
    const done = t.notifications.filter((n) => n.userId === user.id && (n.payload as { status: string }).status === 'done');
    expect(done.length).toBeLessThan(leases.length);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(done.length);
  });
});
