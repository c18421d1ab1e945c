/**
 * `npm run bench` section: what the LLM engine sends a model for a lease's whole question bank, for leases of 10, 50
 * and 200 pages: calls, tokens in (and of those, a provider's prefix cache would hold) and out, and the engine's own
 * time, against a test model server on this machine that answers at once. Beside it, the design before decision 42:
 * one call per question with its passages (here: one question a call, in a context too small for the document).
 *
 *   node --import tsx evaluation/src/llm-answer-bench.ts
 */
import type { AiConfig, ModelCallUsage } from '@dd/contracts';
import { createAnswerEngine } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { aiConfigServedBy, answerEach, NOT_FOUND_OUTPUT, startChatCompletionsServer } from '@dd/engine/fixtures';
import { CATALOGUE_SEED } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionBank } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { leasePages } from './bench-lease.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

const print = (line = '') => process.stdout.write(`${line}\n`);

const DESIGNS: { name: string; settings: Partial<AiConfig> }[] = [
  { name: 'batched (25 a call, 100k context)', settings: {} },
  { name: 'per question (passages)', settings: { questionsPerCall: 1, contextTokens: 4_000 } },
];

const lease = CATALOGUE_SEED.find((type) => type.key === 'property-lease')!;
const questions = seedQuestionBank(lease, 'EN');
// A model that finds nothing: every question is asked, and none is asked again.
const server = await startChatCompletionsServer(answerEach(() => NOT_FOUND_OUTPUT));
print(`Lease question bank (${questions.length} questions, England), the LLM engine against a local test model server:`);
print(`${'pages'.padStart(5)}  ${'design'.padEnd(36)} ${'calls'.padStart(5)} ${'tokens in'.padStart(10)} ${'cached'.padStart(9)} ${'out'.padStart(7)} ${'ms'.padStart(7)}`);
try {
  for (const pages of [10, 50, 200]) {
    const document = await extractPdfText(await renderDocumentPdf(leasePages(pages), 'Lease'), { ocr: false });
    const citable = { pages: document.pages.map(({ page, text }) => ({ page, text })) };
    for (const { name, settings } of DESIGNS) {
      const engine = await createAnswerEngine(aiConfigServedBy(server, settings), { checkedByBuiltin: false });
      const calls: ModelCallUsage[] = [];
      const started = performance.now();
      await engine.answer({ document: citable, region: 'EN', questions }, { onModelCall: (call) => calls.push(call) });
      const ms = performance.now() - started;
      const sum = (pick: (call: ModelCallUsage) => number) => calls.reduce((total, call) => total + pick(call), 0).toLocaleString('en-GB');
      print(
        `${String(pages).padStart(5)}  ${name.padEnd(36)} ${String(calls.length).padStart(5)} ${sum((c) => c.inputTokens).padStart(10)} ` +
          `${sum((c) => c.cachedInputTokens).padStart(9)} ${sum((c) => c.outputTokens).padStart(7)} ${ms.toFixed(0).padStart(7)}`,
      );
    }
  }
  print('Tokens as the test server counts them (four characters a token); cached: the prefix an OpenAI-style cache would reuse.');
} finally {
  await server.close();
}
