import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answer, QuestionToAnswer } from '@dd/contracts';
import type { AnswerEngine } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../render-document-pdf.ts';
import { evaluateContractNli } from './contractnli-evaluation.ts';
import { contractNliFile, NDA_TEXT, writeContractNliFiles } from './contractnli-fixture.ts';
import { CONTRACTNLI_QUESTIONS } from './contractnli-questions.ts';

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An engine that answers as told, quoting the words given from whichever page of the extracted document holds
 * them: what the evaluation does with an answer is under test here, not how an engine finds one.
 */
function scriptedEngine(script: Record<string, { say: 'Yes' | 'No'; quote: string }>): AnswerEngine {
  return {
    name: 'llm:scripted',
    async answer({ document, questions }) {
      return questions.map((question: QuestionToAnswer): Answer => {
        const line = script[question.id];
        const pattern = new RegExp(line?.quote.split(' ').join('\\s+') ?? '$^');
        const page = document.pages.find(({ text }) => pattern.test(text));
        const found = page && pattern.exec(page.text);
        if (!line || !page || !found) {
          return { questionId: question.id, status: 'not_found', answer: null, confidence: 0, citations: [], engine: 'llm:scripted' };
        }
        return {
          questionId: question.id,
          status: 'answered',
          answer: line.say,
          value: { type: 'boolean', value: line.say === 'Yes', subjectTo: null },
          confidence: 0.7,
          citations: [{ page: page.page, quote: found[0], start: found.index, end: found.index + found[0].length, verified: true }],
          engine: 'llm:scripted',
        };
      });
    },
  };
}

describe('the ContractNLI evaluation', () => {
  it('renders an NDA as a PDF of several pages whose text reads back as the source, every word in order', async () => {
    const extracted = await extractPdfText(await renderDocumentPdf([NDA_TEXT], 'NDA'), { ocr: false });

    expect(extracted.pageCount).toBeGreaterThan(1);
    expect(squeeze(extracted.pages.map(({ text }) => text).join(' '))).toBe(squeeze(NDA_TEXT));
  });

  it('asks the seventeen questions of each NDA, each a yes/no question with hints', () => {
    const questions = Object.values(CONTRACTNLI_QUESTIONS);
    expect(questions).toHaveLength(17);
    for (const question of questions) {
      expect(question.answerType).toBe('yes_no');
      expect(question.text).toMatch(/^(Is|Does|Do|May|Must)\b.*\?$/);
      expect(question.hints?.length).toBeGreaterThan(0);
    }
  });

  it('judges each answer against its label and finds whether its quote, on whatever page, lies on the evidence', async () => {
    const { path, splitsPath } = await writeContractNliFiles(contractNliFile([11, 12]), { about: 'test', contractnli: { frozen: [12], tuning: [11] } });
    const folder = await mkdtemp(join(tmpdir(), 'dd-contractnli-pdfs-'));
    const engine = scriptedEngine({
      'nda-11': { say: 'Yes', quote: 'shall not reverse engineer' },
      'nda-5': { say: 'Yes', quote: 'disclose Confidential Information to those of its employees' },
      // Right, but quoting the governing-law clause rather than the definition.
      'nda-3': { say: 'Yes', quote: 'governed by the laws of England' },
      'nda-4': { say: 'No', quote: 'solely for the purpose of evaluating' },
      // NotMentioned in the labels: answered, so wrong.
      'nda-18': { say: 'No', quote: 'review the project milestones' },
    });

    const evaluation = await evaluateContractNli({ path, splitsPath, folder, answerOptions: { engine } });

    expect(evaluation.engine).toBe('llm:scripted');
    expect(await readdir(folder)).toEqual(['11.pdf', '12.pdf']);
    expect(evaluation.documents.map(({ id, split }) => [id, split])).toEqual([
      [11, 'tuning'],
      [12, 'frozen'],
    ]);
    const of = (hypothesis: string) => evaluation.outcomes.find((outcome) => outcome.documentId === 11 && outcome.hypothesis === hypothesis)!;
    expect(of('nda-11').answer.citations[0]!.page).toBeGreaterThan(1);
    expect(of('nda-11')).toMatchObject({ gold: 'yes', said: 'yes', right: true, quoteOnEvidence: true, quoteLocated: true });
    expect(of('nda-5')).toMatchObject({ gold: 'yes', said: 'yes', right: true, quoteOnEvidence: true });
    expect(of('nda-3')).toMatchObject({ gold: 'yes', said: 'yes', right: true, quoteOnEvidence: false, quoteLocated: true });
    expect(of('nda-4')).toMatchObject({ gold: 'yes', said: 'no', right: false, quoteOnEvidence: true });
    expect(of('nda-18')).toMatchObject({ gold: 'not_found', said: 'no', right: false, quoteOnEvidence: false });
    expect(of('nda-20')).toMatchObject({ gold: 'not_found', said: 'not_found', right: true, quoteOnEvidence: null, quoteLocated: null });

    expect(evaluation.judged).toHaveLength(34);
    expect(evaluation.judged.filter((judged) => judged.right)).toHaveLength(2 * 15);
    const frozenPurpose = evaluation.outcomes.find((outcome) => outcome.documentId === 12 && outcome.hypothesis === 'nda-4')!;
    expect(evaluation.judged.find((judged) => judged.documentId === '12' && judged.questionId === 'nda-4')).toEqual({
      set: 'contractnli',
      documentId: '12',
      split: 'frozen',
      questionId: 'nda-4',
      expectedFound: true,
      status: 'answered',
      right: false,
      confidence: 0.7,
      answer: frozenPurpose.answer,
    });
  });

  it('evaluates only the parts asked for', async () => {
    const { path, splitsPath } = await writeContractNliFiles(contractNliFile([11, 12]), { about: 'test', contractnli: { frozen: [12], tuning: [11] } });

    const evaluation = await evaluateContractNli({ path, splitsPath, splits: ['tuning'], answerOptions: { engine: scriptedEngine({}) } });

    expect(new Set(evaluation.judged.map((judged) => judged.documentId))).toEqual(new Set(['11']));
    expect(evaluation.judged.every((judged) => judged.split === 'tuning' && judged.status === 'not_found')).toBe(true);
  });

  it('says it skipped the set when the shared data is not there', async () => {
    const evaluation = await evaluateContractNli({ path: join(tmpdir(), 'no-shared-eval-here', 'dev.json') });

    expect(evaluation).toMatchObject({ engine: 'builtin', judged: [], skipped: 'the shared ContractNLI file (../shared/eval/contractnli/dev.json) is not present' });
  });
});
