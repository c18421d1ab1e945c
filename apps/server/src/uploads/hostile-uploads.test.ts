import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, ProcessPdfResponse } from '@dd/contracts';
import { hostilePdfs } from '@dd/engine/fixtures';
import { clearStaleSpool, spoolDirectory } from '@dd/http-kit';
import { processTestTimeout } from '../testing/server-process.ts';
import { createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { leasePdf, processPdf } from './test-documents.ts';

const regressionClass = hostilePdfs().filter((file) => file.family === 'eof-in-array');
const bomb = hostilePdfs().find((file) => file.name === 'flate-bomb-content-2gib-spaces')!;

describe('hostile uploads to POST /api/process-pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { documentLimits: { ...DOCUMENT_LIMITS, streamMaxBytes: 32 * 1024 * 1024 } } });
  });
  afterAll(() => t?.close());

  it('reports a file that once brought the server down as damaged, and stages the good file beside it', { timeout: processTestTimeout() }, async () => {
    const { token } = await registerUser(t.app);

    const response = await processPdf(t.app, token, [
      ...regressionClass.map((file) => ({ bytes: file.bytes, filename: `${file.name}.pdf` })),
      { bytes: await leasePdf(), filename: 'lease.pdf' },
    ]);

    expect(response.statusCode).toBe(200);
    const files = ProcessPdfResponse.parse(response.json()).files;
    for (const file of files.slice(0, -1)) {
      expect(file.error, file.filename).toBe(
        'This PDF is damaged and cannot be read. Open it in a PDF reader, save a new copy and upload that.',
      );
    }
    expect(files.at(-1)).toMatchObject({ filename: 'lease.pdf', error: null, uploadId: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stops a decompression bomb at the configured limit and names it', { timeout: processTestTimeout() }, async () => {
    const { token } = await registerUser(t.app);

    const response = await processPdf(t.app, token, [{ bytes: bomb.bytes, filename: 'bomb.pdf' }]);

    expect(ProcessPdfResponse.parse(response.json()).files[0]).toMatchObject({
      uploadId: null,
      error: expect.stringMatching(/^This PDF could not be read safely: a stream in it decompresses to more than 32 MB\./),
    });
  });

  it('spools uploads in the data folder and leaves nothing there once answered', { timeout: processTestTimeout() }, async () => {
    const { token } = await registerUser(t.app);

    await processPdf(t.app, token, [{ bytes: await leasePdf(), filename: 'lease.pdf' }]);

    expect(await readdir(spoolDirectory(t.config.dataDir))).toEqual([]);
  });
});

describe('clearStaleSpool', () => {
  const exitedPid = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.once('exit', () => resolve(child.pid!));
    });

  it('removes what stopped processes left spooled and keeps the uploads of running ones', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-spool-'));
    const stopped = await exitedPid();
    for (const pid of [process.pid, stopped, process.ppid]) {
      await mkdir(path.join(spoolDirectory(dataDir, pid), 'upload-1'), { recursive: true });
      await writeFile(path.join(spoolDirectory(dataDir, pid), 'upload-1', '0'), 'half-written');
    }

    await clearStaleSpool(dataDir);

    expect(await readdir(path.dirname(spoolDirectory(dataDir)))).toEqual([String(process.ppid)]);
  });
});
