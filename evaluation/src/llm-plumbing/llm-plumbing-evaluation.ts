import { AI_DEFAULTS, type ModelCallUsage } from '@dd/contracts';
import { createAnswerEngine, type AnswerOptions } from '@dd/engine';
import { evaluateCuadAnswers, judgeCuadAnswers } from '../answer-evaluation.ts';
import {
  evaluateAnswerSet,
  evaluateCalibrationCheckSet,
  evaluateCalibrationSet,
  judgeAnswerSet,
  type AnswerSetEvaluation,
} from '../answer-set/answer-set-evaluation.ts';
import { evaluateContractNli } from '../contractnli/contractnli-evaluation.ts';
import type { EvaluationSplit, JudgedAnswer } from '../judged-answer.ts';
import { loadEvaluationSplits } from '../splits/evaluation-splits.ts';
import { evaluateCuadClauseDocuments } from './cuad-clause-documents.ts';
import { startOracleModel, type BeforeAnswering, type OracleModel } from './start-oracle-model.ts';

/**
 * `cuad-clauses`: documents made of CUAD's labelled clause texts (cuad-clause-documents.ts); `uk-calibration`: the
 * UK/IE calibration documents (decision 49), a part of their own; `uk-check`: the calibration's check part (decision
 * 73), which nothing in the engine or its checks was tuned or fitted on.
 */
export const PLUMBING_SETS = ['cuad', 'cuad-clauses', 'uk', 'uk-calibration', 'uk-check', 'contractnli'] as const;
export type PlumbingSet = (typeof PLUMBING_SETS)[number];
/** A set's part as the plumbing reports it: the calibration documents and the check part are each one of their own. */
export type PlumbingPart = EvaluationSplit | 'calibration' | 'check';

/** How much of the model's context the engine may fill. */
export interface PlumbingMode {
  name: string;
  contextTokens: number;
  /** The oracle turns every yes or no round (startOracleModel): what the checks let through is measured. */
  contrary?: boolean;
}

/**
 * The product's default, where every document of the sets is sent whole; and the 16,000-token context of a model a
 * firm runs on its own machine, where most contracts are too long and go as their passages, so that what the
 * retriever misses shows. Then the default context again with every yes or no the oracle gives turned round: the
 * mistake the polarity checks exist to catch.
 */
export const PLUMBING_MODES: PlumbingMode[] = [
  { name: 'default context', contextTokens: AI_DEFAULTS.contextTokens },
  { name: '16k context', contextTokens: 16_000 },
  { name: 'yes and no turned round', contextTokens: AI_DEFAULTS.contextTokens, contrary: true },
];

/** One set's figures in one mode and part. */
export interface PlumbingFigures {
  set: PlumbingSet;
  mode: PlumbingMode;
  split: PlumbingPart;
  documents: number;
  questions: number;
  /** Questions the document addresses whose gold evidence is in its extracted text: what a faithful model can answer. */
  goldInDocument: number;
  /** Of those, answered right with a verified quote. */
  rightAndVerified: number;
  /** Of those, asked in a prompt that held the evidence. */
  evidenceInPrompt: number;
  /** Documents sent as passages in at least one call: too long to send whole. */
  passageDocuments: number;
  /** Gold in those documents' text, and how much of it a prompt held: the retriever's recall. */
  passageGold: number;
  passageEvidenceInPrompt: number;
  /** Questions the document addresses whose labelled evidence is not in the extracted text in the same words. */
  labelNotInText: number;
  answered: number;
  wrongWhenAnswered: number;
  /** Of the gold in the document, the yes-or-no questions; and, of those, the answers shown and those sent to review. */
  yesOrNoInDocument: number;
  yesOrNoAnswered: number;
  yesOrNoToReview: number;
  calls: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  /** Milliseconds answering, over the part's documents. */
  answerMs: number;
}

interface SetRun {
  judged: JudgedAnswer[];
  answerMs: Map<string, number>;
}

const answerSetRun = (evaluation: AnswerSetEvaluation): SetRun => ({
  judged: judgeAnswerSet(evaluation),
  answerMs: new Map(evaluation.documents.map((d) => [d.id, d.answerMs])),
});

async function runSet(set: PlumbingSet, answerOptions: AnswerOptions, beforeAnswering: BeforeAnswering): Promise<SetRun> {
  switch (set) {
    case 'cuad': {
      const evaluation = await evaluateCuadAnswers(undefined, answerOptions, loadEvaluationSplits(), ['tuning', 'frozen'], beforeAnswering);
      return { judged: evaluation.skipped ? [] : judgeCuadAnswers(evaluation), answerMs: new Map(evaluation.contracts.map((c) => [c.file, c.answerMs])) };
    }
    case 'cuad-clauses':
      return evaluateCuadClauseDocuments(answerOptions, beforeAnswering);
    case 'uk':
      return answerSetRun(await evaluateAnswerSet({ answerOptions, beforeAnswering }));
    case 'uk-calibration':
      return answerSetRun(await evaluateCalibrationSet(answerOptions, beforeAnswering));
    case 'uk-check':
      return answerSetRun(await evaluateCalibrationCheckSet(answerOptions, beforeAnswering));
    case 'contractnli': {
      const evaluation = await evaluateContractNli({ answerOptions, beforeAnswering });
      return { judged: evaluation.judged, answerMs: new Map(evaluation.documents.map((d) => [String(d.id), d.answerMs])) };
    }
  }
}

const PARTS_OF_THEIR_OWN: Partial<Record<PlumbingSet, PlumbingPart>> = { 'uk-calibration': 'calibration', 'uk-check': 'check' };

/** The parts a set reports: the calibration documents and the check part are judged with the tuning label and reported apart. */
const partsOf = (set: PlumbingSet): { split: EvaluationSplit; part: PlumbingPart }[] => {
  const own = PARTS_OF_THEIR_OWN[set];
  return own
    ? [{ split: 'tuning', part: own }]
    : [
        { split: 'tuning', part: 'tuning' },
        { split: 'frozen', part: 'frozen' },
      ];
};

function figuresOf(
  set: PlumbingSet,
  mode: PlumbingMode,
  { split, part }: { split: EvaluationSplit; part: PlumbingPart },
  run: SetRun,
  oracle: OracleModel,
  usage: Map<string, ModelCallUsage[]>,
): PlumbingFigures {
  const judged = run.judged.filter((answer) => answer.split === split);
  const documents = [...new Set(judged.map((answer) => answer.documentId))];
  const record = (answer: JudgedAnswer) => oracle.recordOf(answer.documentId, answer.questionId);
  const addressed = judged.filter((answer) => answer.expectedFound);
  const inDocument = addressed.filter((answer) => record(answer)?.inDocument);
  const yesOrNo = inDocument.filter((answer) => record(answer)?.yesOrNo);
  const answered = judged.filter((answer) => answer.status === 'answered');
  const calls = documents.flatMap((id) => usage.get(id) ?? []);
  const sentAsPassages = new Set(documents.filter((id) => (usage.get(id) ?? []).some((call) => call.context === 'passages')));
  const passageGold = inDocument.filter((answer) => sentAsPassages.has(answer.documentId));
  const sum = (pick: (call: ModelCallUsage) => number) => calls.reduce((total, call) => total + pick(call), 0);
  return {
    set,
    mode,
    split: part,
    documents: documents.length,
    questions: judged.length,
    goldInDocument: inDocument.length,
    rightAndVerified: inDocument.filter((answer) => answer.right && answer.answer.citations.every((citation) => citation.verified)).length,
    evidenceInPrompt: inDocument.filter((answer) => record(answer)?.inPrompt).length,
    passageDocuments: sentAsPassages.size,
    passageGold: passageGold.length,
    passageEvidenceInPrompt: passageGold.filter((answer) => record(answer)?.inPrompt).length,
    labelNotInText: addressed.length - inDocument.length,
    answered: answered.length,
    wrongWhenAnswered: answered.filter((answer) => !answer.right).length,
    yesOrNoInDocument: yesOrNo.length,
    yesOrNoAnswered: yesOrNo.filter((answer) => answer.status === 'answered').length,
    yesOrNoToReview: yesOrNo.filter((answer) => answer.status === 'needs_review').length,
    calls: calls.length,
    inputTokens: sum((call) => call.inputTokens),
    cachedInputTokens: sum((call) => call.cachedInputTokens),
    outputTokens: sum((call) => call.outputTokens),
    answerMs: documents.reduce((total, id) => total + (run.answerMs.get(id) ?? 0), 0),
  };
}

/**
 * `npm run eval -- --engine llm`: the LLM engine, alone (not checked by the built-in engine), answering the sets
 * through the oracle model over real HTTP, in each mode. The oracle answers right exactly when the gold evidence is
 * in its prompt, so every answer lost is lost in our plumbing, or to a label worded otherwise than the text.
 */
export async function evaluateLlmPlumbing(sets: readonly PlumbingSet[], modes = PLUMBING_MODES): Promise<PlumbingFigures[]> {
  const figures: PlumbingFigures[] = [];
  for (const mode of modes) {
    const oracle = await startOracleModel({ contrary: mode.contrary ?? false });
    try {
      const engine = await createAnswerEngine(oracle.config({ contextTokens: mode.contextTokens }), { checkedByBuiltin: false });
      for (const set of sets) {
        const usage = new Map<string, ModelCallUsage[]>();
        let documentId = '';
        const beforeAnswering: BeforeAnswering = (id, pages, questions) => {
          documentId = id;
          oracle.expect(id, pages, questions);
        };
        const onModelCall = (call: ModelCallUsage) => {
          const calls = usage.get(documentId);
          if (calls) calls.push(call);
          else usage.set(documentId, [call]);
        };
        const run = await runSet(set, { engine, onModelCall }, beforeAnswering);
        for (const part of partsOf(set)) figures.push(figuresOf(set, mode, part, run, oracle, usage));
      }
    } finally {
      await oracle.close();
    }
  }
  return figures;
}
