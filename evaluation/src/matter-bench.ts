/**
 * `npm run bench` section: real matters through the server as `npm start` runs it (embedded database, built-in
 * engine, its document workers), each beside pdftotext reading the same files one after another on one core:
 *
 * - the twenty CUAD contracts of `../shared/eval` in one generate request, from the request to `case.answers.ready`;
 * - a matter of 200 documents (about 5,500 pages): the UK/IE set's corporate documents and the CUAD contracts
 *   over again, each copy its own file, sent as a lawyer can (a generate of 50, then three additions of 50),
 *   with how steadily its progress came and the most memory the server and each document worker held.
 *
 * Skipped, saying so, when the shared evaluation data is not beside the repository.
 *
 *   node --import tsx evaluation/src/matter-bench.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CaseResponse, DocumentTypesResponse, LIMITS, PRACTICE_AREAS, type Case, type RealtimeEventPayload } from '@dd/contracts';
import { pdftotextTime } from '@dd/server/bench/pdftotext-time.ts';
import { findCuadContracts } from './cuad-contracts.ts';
import { EVALUATION_DOCUMENTS } from './documents/index.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { freePort, startServerProcess, stopGracefully } from '@dd/server/testing/server-process.ts';
import { type FilePart } from '@dd/server/uploads/test-documents.ts';
import { caseForm, CHAT, connectLawyer } from '@dd/server/cases/test-cases.ts';
import { distinctCopy } from './distinct-copy.ts';
import { peakMemoryDuring } from './peak-memory.ts';

const MATTER_DOCUMENTS = 200;
const MB = 1024 * 1024;
const print = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface TypedFile extends FilePart {
  docTypeId: number;
}

async function main() {
  const contracts = findCuadContracts();
  if (!contracts || contracts.length === 0) {
    print('(the CUAD contracts are not beside the repository in ../shared/eval: this section needs them)');
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dd-matter-bench-'));
  const port = await freePort();
  const server = await startServerProcess({ dataDir, port });
  const base = `http://127.0.0.1:${port}`;
  const lawyer = await connectLawyer(base);
  const headers = { authorization: `Bearer ${lawyer.token}` };
  // When each case's progress arrived, to see how steadily it came.
  const arrivals: (Pick<RealtimeEventPayload<'case.progress'>, 'caseId' | 'status' | 'done' | 'total'> & { at: number })[] = [];
  lawyer.socket.on('case.progress', ({ caseId, status, done, total }: RealtimeEventPayload<'case.progress'>) =>
    arrivals.push({ caseId, status, done, total, at: performance.now() }),
  );
  try {
    const corporate = PRACTICE_AREAS.find((area) => area.slug === 'corporate-law')!.id;
    const types = DocumentTypesResponse.parse(await (await fetch(`${base}${CHAT}/document-types/${corporate}?region=England`, { headers })).json()).data
      .documentTypes;
    const contractType = types.find((type) => type.key === 'commercial-contract')!.id;
    const contractFiles = await Promise.all(
      contracts.map(async (contract) => ({ bytes: await readFile(contract.path), filename: contract.file })),
    );

    /** Sends the files (a generate, then additions, 50 at a time) and waits until the case is ready with all of them. */
    const runCase = async (files: readonly TypedFile[]) => {
      const batches = Array.from({ length: Math.ceil(files.length / LIMITS.filesPerRequest) }, (_, i) => files.slice(i * LIMITS.filesPerRequest, (i + 1) * LIMITS.filesPerRequest));
      const send = async (url: string, batch: readonly TypedFile[], fields: Record<string, string>) => {
        const form = caseForm({ fields, filesMeta: batch.map((file) => ({ filename: file.filename, docTypeId: file.docTypeId })), files: [...batch] });
        const response = await fetch(url, { method: 'POST', headers, body: form });
        if (response.status !== 202) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        return CaseResponse.parse(await response.json()).data.case;
      };
      const started = performance.now();
      const created = await send(`${base}${CHAT}/response/ai/generate`, batches[0]!, { practice_area_id: String(corporate), region: 'England' });
      for (const batch of batches.slice(1)) await send(`${base}${CHAT}/response/ai/generate/edit/${created.id}`, batch, {});
      const sent = performance.now() - started;
      // Told by the case's events, as the page is: reading a record of thousands of answers over and over would
      // take the processor from the work being timed. A settling seen before the last files joined is passed over.
      let after = started + sent;
      let record: Case = created;
      let ready = 0;
      for (;;) {
        const settled = () => arrivals.find((arrival) => arrival.caseId === created.id && arrival.at > after && arrival.status === 'ready' && arrival.done === arrival.total);
        while (!settled()) await new Promise((resolve) => setTimeout(resolve, 10));
        const arrival = settled()!;
        record = await lawyer.read(created.id);
        if (record.status === 'ready' && record.files.length === files.length && record.progress.done === record.progress.total) {
          ready = arrival.at - started;
          break;
        }
        after = arrival.at;
      }
      const progress = arrivals.filter((arrival) => arrival.caseId === created.id);
      return { record, sent, ready, progress };
    };

    // Twenty contracts in one request.
    const twenty = contractFiles.map((file) => ({ ...file, docTypeId: contractType }));
    const reference = await pdftotextTime(twenty, dataDir);
    const { record, ready } = await runCase(twenty);
    const pages = record.files.reduce((sum, file) => sum + (file.pages ?? 0), 0);
    print(`pdftotext, the ${twenty.length} CUAD contracts (${pages} pages) one after another on one core: ${reference === null ? 'not installed' : seconds(reference)}`);
    print(`server: generate → case.answers.ready, ${twenty.length} contracts, ${record.progress.total} answers: ${seconds(ready)}  (goal < 10 s)`);

    // A matter of 200 documents.
    const byKey = new Map(types.map((type) => [type.key, type.id]));
    const ukDocuments = await Promise.all(
      EVALUATION_DOCUMENTS.filter((document) => document.practiceArea === 'corporate-law').map(async (document) => ({
        bytes: await renderDocumentPdf(document.pages, document.title),
        filename: `${document.id}.pdf`,
        docTypeId: (document.expectedTypeKey && byKey.get(document.expectedTypeKey)) || contractType,
      })),
    );
    const copies = Array.from({ length: MATTER_DOCUMENTS - ukDocuments.length }, (_, i) => {
      const contract = contractFiles[i % contractFiles.length]!;
      const copy = Math.floor(i / contractFiles.length);
      return { bytes: distinctCopy(contract.bytes, copy), filename: copy === 0 ? contract.filename : `copy ${copy} of ${contract.filename}`, docTypeId: contractType };
    });
    const matter = [...ukDocuments, ...copies];
    const matterReference = await pdftotextTime(matter, dataDir);
    const measured = await peakMemoryDuring(server, () => runCase(matter));
    const { record: done, sent, ready: matterReady, progress } = measured.result;
    const matterPages = done.files.reduce((sum, file) => sum + (file.pages ?? 0), 0);
    const gaps = progress.slice(1).map((event, i) => event.at - progress[i]!.at);
    print(`pdftotext, the matter's ${matter.length} documents (${matterPages} pages) one after another on one core: ${matterReference === null ? 'not installed' : seconds(matterReference)}`);
    print(
      `server: a matter of ${done.files.length} documents, ${done.progress.total} answers, sent in ${Math.ceil(matter.length / LIMITS.filesPerRequest)} requests (${seconds(sent)}), ready after ${seconds(matterReady)} (${(matterPages / (matterReady / 1000)).toFixed(0)} pages a second)`,
    );
    print(`  progress: ${progress.length} events, the longest wait between two ${seconds(Math.max(0, ...gaps))}`);
    print(`  memory: the server's process at most ${(measured.server / MB).toFixed(0)} MB, a document worker at most ${(measured.worker / MB).toFixed(0)} MB (goal each < 1024 MB)`);
    print(`  files failed: ${done.files.filter((file) => file.status === 'failed').length}`);
  } finally {
    lawyer.socket.disconnect();
    await stopGracefully(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
