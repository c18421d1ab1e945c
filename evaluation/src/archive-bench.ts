/**
 * `npm run bench` section: a data room of 100 files sent as one ZIP to the server as `npm start` runs it, from the
 * request to every file staged (unpacked in a document worker, each file read and classified), with the most memory
 * the server and a document worker held, beside pdftotext reading the same PDFs one after another on one core
 * (decision 71). The files are the CUAD contracts of `../shared/eval`, five copies of each in folders of their own.
 *
 *   node --import tsx evaluation/src/archive-bench.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProcessPdfResponse } from '@dd/contracts';
import { buildZip } from '@dd/engine/fixtures';
import { pdftotextTime } from '@dd/server/bench/pdftotext-time.ts';
import { connectLawyer } from '@dd/server/cases/test-cases.ts';
import { freePort, startServerProcess, stopGracefully } from '@dd/server/testing/server-process.ts';
import { findCuadContracts } from './cuad-contracts.ts';
import { distinctCopy } from './distinct-copy.ts';
import { peakMemoryDuring } from './peak-memory.ts';

const FILES = 100;
const MB = 1024 * 1024;
const print = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const contracts = findCuadContracts();
  if (!contracts || contracts.length === 0) {
    print('(the CUAD contracts are not beside the repository in ../shared/eval: this section needs them)');
    return;
  }
  const sources = await Promise.all(contracts.map(async (contract) => ({ name: contract.file, bytes: await readFile(contract.path) })));
  const files = Array.from({ length: FILES }, (_, i) => {
    const source = sources[i % sources.length]!;
    const copy = Math.floor(i / sources.length);
    return { name: `Copy ${copy + 1}/${source.name}`, bytes: distinctCopy(source.bytes, copy) };
  });
  const archive = buildZip(files.map(({ name, bytes }) => ({ name, data: bytes })));

  const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-archive-bench-'));
  const port = await freePort();
  const server = await startServerProcess({ dataDir, port });
  try {
    const lawyer = await connectLawyer(`http://127.0.0.1:${port}`);
    const reference = await pdftotextTime(files, dataDir);
    const form = new FormData();
    form.set('practice_area_id', '2');
    form.append('files[]', new Blob([archive], { type: 'application/zip' }), 'Data room.zip');
    const started = performance.now();
    const measured = await peakMemoryDuring(server, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/process-pdf`, { method: 'POST', headers: { authorization: `Bearer ${lawyer.token}` }, body: form });
      if (response.status !== 200) throw new Error(`process-pdf answered ${response.status}: ${await response.text()}`);
      return ProcessPdfResponse.parse(await response.json()).files;
    });
    const elapsed = performance.now() - started;
    const staged = measured.result.filter((file) => file.uploadId !== null);
    const pages = staged.reduce((sum, file) => sum + file.pages, 0);
    print(`pdftotext, the ${files.length} PDFs (${pages} pages) one after another on one core: ${reference === null ? 'not installed' : seconds(reference)}`);
    print(
      `server: a ZIP of ${files.length} files (${(archive.length / MB).toFixed(1)} MB) → ${staged.length} staged: ${seconds(elapsed)}; ` +
        `at most ${Math.round(measured.server / MB)} MB in the server, ${Math.round(measured.worker / MB)} MB in a document worker (goal < 1 GB each)`,
    );
    lawyer.socket.close();
  } finally {
    await stopGracefully(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
