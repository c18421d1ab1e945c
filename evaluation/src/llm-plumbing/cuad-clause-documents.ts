import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionToAnswer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { CATALOGUE_SEED } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionToAnswer } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { CUAD_FIELDS } from '../answer-evaluation.ts';
import { scoreAnswer } from '../answer-scoring.ts';
import { companyOfContract, MASTER_CLAUSES_FILE, readMasterClauses, type MasterClauseRow } from '../cuad-clause-labels.ts';
import { DEFAULT_CUAD_ROOT, findCuadContracts } from '../cuad-contracts.ts';
import type { JudgedAnswer } from '../judged-answer.ts';
import { loadEvaluationSplits, splitOfDocument } from '../splits/evaluation-splits.ts';
import { cuadOracleGold } from './oracle-gold.ts';
import type { BeforeAnswering } from './start-oracle-model.ts';

/** Other categories' clauses set among the fields' own, so that a question's evidence stands among clauses of other kinds. */
const OTHER_CATEGORIES = ['Anti-Assignment', 'Cap On Liability', 'Audit Rights', 'Insurance', 'Termination For Convenience', 'License Grant'];
/** About a page of a contract. */
const PAGE_CHARACTERS = 3000;

export interface CuadClauseDocument {
  /** The row's CUAD file name. */
  id: string;
  pages: { page: number; text: string }[];
  labels: Record<string, string[]>;
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A document made of one master_clauses row's labelled clause texts, in a contract's usual order (title, parties,
 * dates, other clauses, term and renewal, other clauses, governing law), a paragraph each, in pages of about 3,000
 * characters: the experts' exact wording of CUAD's eight fields, in 474 contracts' variety.
 */
export function cuadClauseDocument(row: MasterClauseRow): CuadClauseDocument {
  const spans = (category: string) => row.clauses.get(category) ?? [];
  const others = OTHER_CATEGORIES.flatMap(spans);
  const paragraphs = [
    ...spans('Document Name'),
    // A party's name as a line of its own, ended as a sentence is.
    ...spans('Parties').map((party) => (/[.!?]$/.test(party) ? party : `${party}.`)),
    ...spans('Agreement Date'),
    ...spans('Effective Date'),
    ...others.slice(0, 4),
    ...spans('Expiration Date'),
    ...spans('Renewal Term'),
    ...spans('Notice Period To Terminate Renewal'),
    ...others.slice(4, 8),
    ...spans('Governing Law'),
  ];
  const pages: { page: number; text: string }[] = [];
  let page = '';
  for (const paragraph of paragraphs) {
    if (page && page.length + paragraph.length > PAGE_CHARACTERS) {
      pages.push({ page: pages.length + 1, text: page });
      page = '';
    }
    page = page ? `${page}\n${paragraph}` : paragraph;
  }
  if (page) pages.push({ page: pages.length + 1, text: page });
  return { id: row.filename, pages, labels: Object.fromEntries(CUAD_FIELDS.map(({ field }) => [field, spans(field)])) };
}

/**
 * The documents of every master_clauses row but those of the 20 contracts the CUAD set answers as PDFs (whose rows
 * label its frozen part), each in its part of `cuad-clauses` in splits/frozen-splits.json. Undefined without the
 * shared data.
 */
export async function cuadClauseDocuments(root = DEFAULT_CUAD_ROOT): Promise<CuadClauseDocument[] | undefined> {
  if (!existsSync(join(root, MASTER_CLAUSES_FILE))) return undefined;
  const companies = (findCuadContracts(root) ?? []).map(({ file }) => companyOfContract(file));
  const rows = (await readMasterClauses(root)).filter((row) => !companies.some((company) => squeeze(row.filename).includes(company)));
  return rows.map(cuadClauseDocument).filter((document) => document.pages.length > 0);
}

/**
 * The LLM engine's plumbing on CUAD's clause texts: each document's eight fields asked as the CUAD set asks them
 * and scored as it scores them. The contracts of the CUAD set are too few to show how our checks read the many ways
 * contracts word a date or a term; these show it.
 */
export async function evaluateCuadClauseDocuments(
  answerOptions: AnswerOptions,
  beforeAnswering: BeforeAnswering,
): Promise<{ judged: JudgedAnswer[]; answerMs: Map<string, number> }> {
  const documents = (await cuadClauseDocuments()) ?? [];
  const splitOf = splitOfDocument(loadEvaluationSplits(), 'cuad-clauses', documents.map(({ id }) => id));
  const bank = CATALOGUE_SEED.find((type) => type.key === 'commercial-contract')!;
  const questions: QuestionToAnswer[] = CUAD_FIELDS.map(({ questionKey }) => seedQuestionToAnswer(bank.questions.find((q) => q.key === questionKey)!));
  const judged: JudgedAnswer[] = [];
  const answerMs = new Map<string, number>();
  for (const document of documents) {
    beforeAnswering(
      document.id,
      document.pages,
      CUAD_FIELDS.map(({ field }, i) => ({ questionId: field, question: questions[i]!.text, gold: cuadOracleGold(document.labels[field]!) })),
    );
    const started = performance.now();
    const answers = await answerQuestions({ document: { pages: document.pages }, region: 'EN', questions }, answerOptions);
    answerMs.set(document.id, performance.now() - started);
    CUAD_FIELDS.forEach(({ field, scoring }, i) => {
      const labels = document.labels[field]!;
      const answer = answers[i]!;
      judged.push({
        set: 'cuad',
        documentId: document.id,
        split: splitOf(document.id),
        questionId: field,
        expectedFound: labels.length > 0,
        status: answer.status,
        right: scoreAnswer(answer, labels, scoring) === 'right',
        confidence: answer.confidence,
        answer,
      });
    });
  }
  return { judged, answerMs };
}
