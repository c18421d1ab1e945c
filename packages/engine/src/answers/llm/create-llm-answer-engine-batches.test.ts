import type { ModelCallUsage } from '@dd/contracts';
import { MockLanguageModelV3 } from 'ai/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAITHFUL_ANSWERS, LLM_TEST_QUESTIONS, readTestLease } from '../../test/llm-test-lease.ts';
import type { CitablePage } from '../verify-citation.ts';
import { ANSWER_SYSTEM_PROMPT } from './build-answer-prompt.ts';
import { createPassageIndex } from '../retrieve-passages.ts';
import { segmentDocument } from '../segment-document.ts';
import { createLlmAnswerEngine, type LlmAnswerEngineOptions } from './create-llm-answer-engine.ts';
import { estimateTokens } from './estimate-tokens.ts';

type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type UserPart = { type: string; text?: string; providerOptions?: unknown };

const userParts = (options: CallOptions): UserPart[] =>
  options.prompt.filter((message) => message.role === 'user').flatMap((message) => message.content as UserPart[]);
const questionsOf = (options: CallOptions) =>
  (userParts(options).at(-1)?.text ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { id: string; question: string; expected: string });

const NOT_FOUND = { status: 'not_found', answer: null, quote: null, page: null, value: null };

/**
 * A model that answers each question of a call faithfully, unless `vary` says otherwise for that question: undefined
 * leaves it out of the batch; `throw` fails the whole call.
 */
function batchModel(vary: (question: string, asked: number) => unknown = () => null) {
  return new MockLanguageModelV3({
    modelId: 'mock-model',
    doGenerate: async (options) => {
      const asked = questionsOf(options);
      const answers = asked.flatMap(({ id, question }) => {
        const varied = vary(question, asked.length);
        if (varied === undefined) return [];
        return [{ id, ...((varied ?? FAITHFUL_ANSWERS[question] ?? NOT_FOUND) as object) }];
      });
      return {
        content: [{ type: 'text', text: JSON.stringify({ answers }) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 100, noCache: 40, cacheRead: 60, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

function engineWith(model: MockLanguageModelV3, options: Partial<LlmAnswerEngineOptions> = {}) {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const engine = createLlmAnswerEngine({ model, log: { warn: (details, message) => warnings.push({ details, message }) }, ...options });
  return { engine, warnings };
}

/** A long schedule of furniture: pages that speak of none of the questions, to make the lease too long to send whole. */
const INVENTORY = Array.from({ length: 30 }, (_, page) =>
  Array.from({ length: 12 }, (_, line) => `Item ${page * 12 + line + 1}: one oak chair, one walnut desk and one brass lamp, all in good order.`),
);
/** A rent review clause whose date is only in a definition on another page. */
const REVIEW = [
  ['5. DEFINITIONS', '5.1 "Review Date" means 1 March 2024.'],
  ['6. RENT REVIEW', '6.1 The yearly rent shall be reviewed on the Review Date to the open market rent.'],
];

/**
 * Schedules that speak of what remains in force for how long, of everything but the lease; and, last, the sentence
 * that ends the lease, which says neither.
 */
const WARRANTIES = Array.from({ length: 12 }, (_, page) =>
  Array.from({ length: 10 }, (_, line) => `${page + 20}.${line + 1} The warranty of fitting ${page * 10 + line + 1} remains in force for as long as the lease of the fitting.`),
);
const DURATION = [['12. DURATION', '12.4 This Lease shall continue until 28 February 2034 unless determined earlier.']];

let pages: CitablePage[];
let longPages: CitablePage[];
let durationPages: CitablePage[];
beforeAll(async () => {
  [pages, longPages, durationPages] = await Promise.all([readTestLease(), readTestLease([...REVIEW, ...INVENTORY]), readTestLease([...WARRANTIES, ...DURATION])]);
}, 60_000);

describe('the LLM engine asks a document its questions together', () => {
  it('sends a short document whole, page by page, first; the questions last; the same document part for every batch, marked for caching', async () => {
    const model = batchModel();
    const { engine } = engineWith(model, { questionsPerCall: 2 });

    const answers = await engine.answer({ document: { pages }, region: 'EN', questions: LLM_TEST_QUESTIONS });

    expect(answers.map((answer) => [answer.questionId, answer.status, answer.engine])).toEqual(LLM_TEST_QUESTIONS.map((q) => [q.id, 'answered', 'llm:mock-model']));
    expect(model.doGenerateCalls).toHaveLength(2);
    const [first, second] = model.doGenerateCalls.map(userParts) as [UserPart[], UserPart[]];
    expect(first[0]!.text).toBe(second[0]!.text);
    for (const page of pages) expect(first[0]!.text).toContain(`[Page ${page.page}]\n${page.text}`);
    expect(first[0]!.providerOptions).toEqual({ anthropic: { cacheControl: { type: 'ephemeral' } } });
    expect(model.doGenerateCalls.map(questionsOf).map((asked) => asked.map(({ question }) => question))).toEqual([
      ['What is the yearly rent?', 'Can the Tenant assign the Property?'],
      ['Which law governs the lease?', 'How long is the term?'],
    ]);
    expect(questionsOf(model.doGenerateCalls[0]!)[0]).toEqual({ id: 'q1', question: 'What is the yearly rent?', expected: 'an amount of money' });
  });

  it('asks a whole document even what the retriever finds no passage for', async () => {
    const model = batchModel();
    const { engine } = engineWith(model);

    const [answer] = await engine.answer({ document: { pages }, questions: [{ id: 'x', text: 'Zebras?' }] });

    expect(answer).toMatchObject({ status: 'not_found', engine: 'llm:mock-model' });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('sends a longer document as the passages for its questions, widened to their clauses and definitions, within the budget', async () => {
    const model = batchModel((question) =>
      question === 'When is the rent reviewed?'
        ? { status: 'answered', answer: '1 March 2024', quote: '"Review Date" means 1 March 2024.', page: 4, value: null }
        : null,
    );
    const contextTokens = 3_000;
    const { engine } = engineWith(model, { contextTokens });
    expect(estimateTokens(longPages.map((page) => page.text).join('\n'))).toBeGreaterThan(contextTokens);

    const [review, rent] = await engine.answer({
      document: { pages: longPages },
      region: 'EN',
      questions: [{ id: 'review', text: 'When is the rent reviewed?', answerType: 'date' }, LLM_TEST_QUESTIONS[0]!],
    });

    expect(model.doGenerateCalls).toHaveLength(1);
    const [document, questions] = userParts(model.doGenerateCalls[0]!).map((part) => part.text!) as [string, string];
    expect(document).toMatch(/too long to send whole/);
    expect(document).toMatch(/\[Passage \d+ \| page 5 \| 6\.1 \| 6\. RENT REVIEW\]\n6\.1 The yearly rent shall be reviewed on the Review Date/);
    // The definition the clause uses, from another page, though the question never names it.
    expect(document).toMatch(/\[Passage \d+ \| page 4 \| 5\.1 \| 5\. DEFINITIONS\]\n5\.1 "Review Date" means 1 March 2024\./);
    expect(document).toContain('The Tenant shall pay the yearly rent of £32,500');
    expect(estimateTokens(ANSWER_SYSTEM_PROMPT + document + questions)).toBeLessThanOrEqual(contextTokens);
    expect(review).toMatchObject({ status: 'answered', answer: '1 March 2024', citations: [{ page: 4, verified: true }] });
    expect(rent).toMatchObject({ status: 'answered', answer: '£32,500' });
  });

  it('sends, as a passage, what the built-in engine cites for a question, though the retriever ranks it low', async () => {
    const question = { id: 'duration', text: 'For how long does the lease remain in force?', answerType: 'duration' as const };
    const retrieved = createPassageIndex(segmentDocument(durationPages)).retrieve(question, { limit: 6 });
    expect(retrieved.map(({ unit }) => unit.text).join('\n')).not.toContain('28 February 2034');
    const model = batchModel();
    const { engine } = engineWith(model, { contextTokens: 3_000 });

    await engine.answer({ document: { pages: durationPages }, region: 'EN', questions: [question] });

    const [document] = userParts(model.doGenerateCalls[0]!).map((part) => part.text!);
    expect(document).toMatch(/too long to send whole/);
    expect(document).toContain('12.4 This Lease shall continue until 28 February 2034 unless determined earlier.');
  });

  it('asks again alone each question a batch left out or answered unusably, keeping the rest of the batch', async () => {
    const model = batchModel((question, asked) => {
      if (asked === 1) return null;
      if (question === 'Which law governs the lease?') return undefined;
      if (question === 'How long is the term?') return { ...FAITHFUL_ANSWERS[question], status: 'probably' };
      return null;
    });
    const { engine, warnings } = engineWith(model);

    const answers = await engine.answer({ document: { pages }, region: 'EN', questions: LLM_TEST_QUESTIONS });

    expect(answers.map((answer) => [answer.questionId, answer.status, answer.engine])).toEqual(LLM_TEST_QUESTIONS.map((q) => [q.id, 'answered', 'llm:mock-model']));
    expect(model.doGenerateCalls.map(questionsOf).map((asked) => asked.map(({ question }) => question))).toEqual([
      LLM_TEST_QUESTIONS.map((q) => q.text),
      ['Which law governs the lease?'],
      ['How long is the term?'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('asks each question alone when the batch fails, and the built-in engine answers one that fails alone too', async () => {
    const model = batchModel((question, asked) => {
      if (asked > 1) throw new Error('The batch was too much for the model');
      if (question === 'Which law governs the lease?') throw new Error('The model is overloaded');
      return null;
    });
    const { engine, warnings } = engineWith(model);

    const answers = await engine.answer({ document: { pages }, region: 'EN', questions: LLM_TEST_QUESTIONS });

    expect(answers.map((answer) => [answer.questionId, answer.engine])).toEqual([
      ['rent', 'llm:mock-model'],
      ['assign', 'llm:mock-model'],
      ['law', 'builtin'],
      ['term', 'llm:mock-model'],
    ]);
    expect(model.doGenerateCalls).toHaveLength(5);
    expect(warnings.map(({ details }) => [details.questionId, details.fallback, details.reason])).toEqual([['law', 'error', 'The model is overloaded']]);
  });

  it('reports each call it makes, and stops calling once the allowance of tokens is spent', async () => {
    const model = batchModel();
    const { engine, warnings } = engineWith(model, { questionsPerCall: 1, concurrency: 1 });
    const calls: ModelCallUsage[] = [];

    const answers = await engine.answer(
      { document: { pages }, region: 'EN', questions: LLM_TEST_QUESTIONS },
      { onModelCall: (usage) => calls.push(usage), modelTokenAllowance: 150 },
    );

    // 120 tokens a call: the second call starts within the allowance, the third would not.
    expect(answers.map((answer) => answer.engine)).toEqual(['llm:mock-model', 'llm:mock-model', 'builtin', 'builtin']);
    expect(calls).toEqual([
      { questions: 1, context: 'whole', inputTokens: 100, outputTokens: 20, cachedInputTokens: 60, ms: expect.any(Number), outcome: 'ok' },
      { questions: 1, context: 'whole', inputTokens: 100, outputTokens: 20, cachedInputTokens: 60, ms: expect.any(Number), outcome: 'ok' },
    ]);
    expect(warnings.filter(({ details }) => details.fallback === 'allowance').map(({ details }) => details.questionId)).toEqual(['law', 'term']);
    expect(warnings.filter(({ message }) => /allowance of language-model tokens is spent/.test(message))).toHaveLength(1);
  });
});
