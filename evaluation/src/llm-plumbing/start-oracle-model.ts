import { FURTHER_QUOTES_MAX, type AiConfig } from '@dd/contracts';
import { aiConfigServedBy, answerEach, NOT_FOUND_OUTPUT, startChatCompletionsServer, type ChatRequest } from '@dd/engine/fixtures';
import { findEvidenceInPrompt, type EvidenceInPrompt } from './find-evidence-in-prompt.ts';
import type { OracleGold } from './oracle-gold.ts';

/** A question of the document being answered, with its gold. */
export interface OracleQuestion {
  questionId: string;
  question: string;
  gold: OracleGold;
}

/** What the oracle saw of one question: whether its evidence is in the document, and whether a prompt held it. */
export interface OracleRecord {
  /** The gold evidence is in the document as extracted (so a model reading all of it could quote it). */
  inDocument: boolean;
  /** A prompt that asked the question held the gold evidence. */
  inPrompt: boolean;
  /** Calls that asked it. */
  asked: number;
  /** The gold answer is a yes or no. */
  yesOrNo: boolean;
}

/** A set's evaluation tells this, before it answers a document, which questions it asks and their golds. */
export type BeforeAnswering = (documentId: string, pages: { page: number; text: string }[], questions: OracleQuestion[]) => void;

export interface OracleModel {
  /** An LLM engine's configuration that talks to the oracle, with the settings given. */
  config(settings?: Partial<AiConfig>): AiConfig;
  /** Sets the document about to be answered: its pages (as the engine reads them) and its questions' golds. */
  expect: BeforeAnswering;
  /** What the oracle saw of a question of a document, once it is answered. */
  recordOf(documentId: string, questionId: string): OracleRecord | undefined;
  requests: ChatRequest[];
  close(): Promise<void>;
}

const keyOf = (documentId: string, questionId: string) => `${documentId}\u0000${questionId}`;

/** Each passage of evidence found in `text`, in the gold's order. */
const evidenceFound = (text: string, gold: NonNullable<OracleGold>): EvidenceInPrompt[] =>
  gold.evidence.map((passage) => findEvidenceInPrompt(text, passage)).filter((found): found is EvidenceInPrompt => found !== null);

/** The first passage of evidence found in `text`, if any. */
const evidenceIn = (text: string, gold: NonNullable<OracleGold>): EvidenceInPrompt | null => evidenceFound(text, gold)[0] ?? null;


const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** An answer in the evidence's own words: each passage of evidence its quote holds (the parties its preamble names). */
function evidenceQuoted(quote: string, gold: NonNullable<OracleGold>): string {
  const quoted = ` ${wordsOf(quote)} `;
  return gold.evidence.filter((passage) => quoted.includes(` ${wordsOf(passage)} `)).join('; ') || quote;
}

/**
 * A stand-in model server that answers as a faithful model would, and no better: a question is answered right,
 * quoting its evidence word for word from the prompt with the page the prompt labels it on, if and only if the gold
 * evidence is in the prompt; otherwise, and where the document does not address the question, it says "not
 * found". Everything between the document and the answer shown is then ours: prompt assembly, whole-document or
 * retrieved context, parsing, verification and fallback. That is what `npm run eval -- --engine llm` measures.
 * `contrary`: a model's mistake instead, a yes or no turned round beside the right quote, so that the same run
 * measures how many such answers the engine's checks let through; it answers nothing else.
 */
export async function startOracleModel(options: { contrary?: boolean } = {}): Promise<OracleModel> {
  let current = new Map<string, { questionId: string; gold: OracleGold }>();
  let documentId = '';
  const records = new Map<string, OracleRecord>();

  const server = await startChatCompletionsServer(
    answerEach((asked, request) => {
      const known = current.get(asked.question);
      if (!known?.gold) return NOT_FOUND_OUTPUT;
      const record = records.get(keyOf(documentId, known.questionId))!;
      record.asked++;
      const [found, ...others] = evidenceFound(request.user, known.gold);
      if (!found) return NOT_FOUND_OUTPUT;
      record.inPrompt = true;
      const { value } = known.gold;
      // Evidence in several passages is cited as a faithful model cites it: the first as the quote, the rest beside it.
      const further = others.filter((other) => other.quote !== found.quote).slice(0, FURTHER_QUOTES_MAX);
      const furtherQuotes = further.length > 0 ? further.map(({ quote, page }) => ({ quote, page })) : null;
      if (options.contrary) {
        // Only a yes or no has an opposite to give; the others are not what this oracle measures.
        if (value?.type !== 'boolean') return NOT_FOUND_OUTPUT;
        const turned = { type: 'boolean', value: !value.value, subjectTo: null } as const;
        return { status: 'answered', answer: value.value ? 'No' : 'Yes', quote: found.quote, page: found.page, furtherQuotes, value: turned };
      }
      const quoted = [found, ...further].map(({ quote }) => quote).join('\n');
      return { status: 'answered', answer: known.gold.answer ?? evidenceQuoted(quoted, known.gold), quote: found.quote, page: found.page, furtherQuotes, value };
    }),
  );

  return {
    config: (settings = {}) => aiConfigServedBy(server, { model: 'oracle', ...settings }),
    expect(id, pages, questions) {
      documentId = id;
      const whole = pages.map((page) => `[Page ${page.page}]\n${page.text}`).join('\n');
      current = new Map(questions.map(({ questionId, question, gold }) => [question, { questionId, gold }]));
      for (const { questionId, gold } of questions) {
        records.set(keyOf(id, questionId), {
          inDocument: gold !== null && evidenceIn(whole, gold) !== null,
          inPrompt: false,
          asked: 0,
          yesOrNo: gold?.value?.type === 'boolean',
        });
      }
    },
    recordOf: (id, questionId) => records.get(keyOf(id, questionId)),
    requests: server.requests,
    close: () => server.close(),
  };
}
