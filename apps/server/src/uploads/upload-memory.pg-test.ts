import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessPdfResponse } from '@dd/contracts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { startS3Server, type S3Server } from '../storage/start-s3-server.ts';
import { freePort, startServerProcess, stopGracefully, type ServerProcess } from '../testing/server-process.ts';
import { leasePdf, officialCopyPdf, PROPERTY_LAW } from './test-documents.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 45 * MB;
/**
 * The bar: the upload must not raise the server's memory by the file's size. What growth there is, is
 * chunks already passed on and not yet collected (V8 collects external buffers in batches of tens of MB); the
 * code before streaming grew by about 105 MB here, holding the file twice over.
 */
const MAX_GROWTH_BYTES = FILE_BYTES;

/** A process's resident memory now and at its peak so far, from /proc. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kilobytes('VmRSS'), hwm: kilobytes('VmHWM') };
}

/** Runs `work`, sampling the process's RSS meanwhile: the most it grew above what it held before. */
async function peakGrowthDuring(pid: number, work: () => Promise<void>): Promise<{ before: number; peak: number; hwmGrowth: number }> {
  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  return { before: before.rss, peak: Math.max(peak, after.rss) - before.rss, hwmGrowth: after.hwm - before.hwm };
}

/**
 * A valid PDF of about `size` bytes: a real lease, grown by an incremental update that adds one uncompressed stream
 * no page refers to, so the file is large on the wire and on disk but quick to read.
 */
function paddedPdf(base: Uint8Array, size: number): Buffer {
  const original = Buffer.from(base);
  const tail = original.subarray(-1024).toString('latin1');
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)/.exec(tail)!;
  const objects = Number(/\/Size (\d+)/.exec(trailer[1]!)![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(trailer[1]!)![1]!;
  const padding = Buffer.alloc(size - original.length, '% padding for the memory test\n');
  const head = Buffer.from(`\n${objects} 0 obj\n<< /Length ${padding.length} >>\nstream\n`, 'latin1');
  const objectOffset = original.length + 1;
  const end = Buffer.from(
    `\nendstream\nendobj\nxref\n${objects} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${objects + 1} /Root ${root} /Prev ${trailer[2]} >>\n`,
    'latin1',
  );
  const xrefOffset = original.length + head.length + padding.length + '\nendstream\nendobj\n'.length;
  return Buffer.concat([original, head, padding, end, Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`, 'latin1')]);
}

describe.each(['local', 's3'] as const)('a 45 MB upload to a server process storing files on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let s3: S3Server | undefined;
  let server: ServerProcess | undefined;
  const environment = { ...process.env };
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dd-upload-memory-'));
    if (kind === 's3') {
      s3 = await startS3Server();
      const config = await s3.createBucket();
      // Read by the server process started below, as an operator's environment would be.
      Object.assign(process.env, {
        S3_BUCKET: config.bucket,
        S3_REGION: config.region,
        S3_ENDPOINT: config.endpoint,
        S3_ACCESS_KEY_ID: config.credentials!.accessKeyId,
        S3_SECRET_ACCESS_KEY: config.credentials!.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
    }
  });
  afterAll(async () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('S3_') && !(name in environment)) delete process.env[name];
    if (server) await stopGracefully(server.child);
    await s3?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is stored, read and sent back without the server holding the file', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ dataDir, port, databaseUrl: database.databaseUrl! });
    const pid = server.child.pid!;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ciara Walsh', email: 'ciara@firm.example', password: 'Correct horse 1', password_confirmation: 'Correct horse 1' }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const upload = async (bytes: Uint8Array, filename: string) => {
      const form = new FormData();
      form.append('practice_area_id', String(PROPERTY_LAW));
      form.append('files[]', new Blob([bytes], { type: 'application/pdf' }), filename);
      const response = await fetch(`${base}/api/process-pdf`, { method: 'POST', headers, body: form });
      expect(response.status).toBe(200);
      return ProcessPdfResponse.parse(await response.json()).files[0]!;
    };
    // Warmed up first, so what is measured is the file, not the first use of the code that reads it.
    expect((await upload(await officialCopyPdf(), 'register.pdf')).error).toBeNull();
    const large = paddedPdf(await leasePdf(), FILE_BYTES);

    let uploaded: Awaited<ReturnType<typeof upload>> | undefined;
    const storing = await peakGrowthDuring(pid, async () => {
      uploaded = await upload(large, 'lease-with-plans.pdf');
    });
    let received = 0;
    const sending = await peakGrowthDuring(pid, async () => {
      const response = await fetch(`${base}/api/uploads/${uploaded!.uploadId}/file`, { headers });
      expect(response.headers.get('content-length')).toBe(String(large.length));
      for await (const chunk of response.body!) received += (chunk as Uint8Array).length;
    });

    process.stdout.write(
      `[${kind}] ${(large.length / MB).toFixed(1)} MB: RSS before ${(storing.before / MB).toFixed(0)} MB, ` +
        `upload peak +${(storing.peak / MB).toFixed(1)} MB (VmHWM +${(storing.hwmGrowth / MB).toFixed(1)} MB), ` +
        `download peak +${(sending.peak / MB).toFixed(1)} MB (VmHWM +${(sending.hwmGrowth / MB).toFixed(1)} MB)\n`,
    );
    expect(uploaded).toMatchObject({ error: null, pages: 4 });
    expect(received).toBe(large.length);
    expect(storing.peak).toBeLessThan(MAX_GROWTH_BYTES);
    expect(sending.peak).toBeLessThan(MAX_GROWTH_BYTES);
  });
});
