import type { PlumbingFigures } from './llm-plumbing-evaluation.ts';

const SET_NAMES = { cuad: 'CUAD', 'cuad-clauses': 'CUAD clauses', uk: 'UK/IE', 'uk-calibration': 'UK/IE', 'uk-check': 'UK/IE', contractnli: 'ContractNLI' } as const;

const share = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`);
const perDocument = (total: number, documents: number) => (documents === 0 ? 'n/a' : Math.round(total / documents).toLocaleString('en-GB'));

/** The plumbing figures, a table per mode: what came back right of what a faithful model could answer, and the cost. */
export function formatLlmPlumbingReport(figures: PlumbingFigures[]): string {
  const lines = [
    'LLM ENGINE PLUMBING (the LLM engine alone, over HTTP, against the oracle model: it answers a question right,',
    'quoting the evidence, if and only if the gold evidence is in its prompt, and otherwise says not found)',
    'gold in document: questions the document addresses whose gold evidence is in the extracted text in the same words;',
    'right: of those, answered right with a verified quote (target 98%); in prompt: of those, a prompt held the evidence;',
    'retriever recall: the same, over the documents sent as passages (target 95%).',
  ];
  const modes = [...new Set(figures.map((figure) => figure.mode))];
  for (const mode of modes.filter((one) => !one.contrary)) {
    lines.push('', `${mode.name} (AI_CONTEXT_TOKENS ${mode.contextTokens}, AI_QUESTIONS_PER_CALL 25)`);
    lines.push(
      `${'set'.padEnd(14)}${'part'.padEnd(13)}${'right'.padEnd(22)}${'in prompt'.padEnd(22)}${'retriever recall'.padEnd(24)}${'wrong when answered'.padEnd(22)}` +
        `${'labels not in text'.padEnd(20)}calls/doc  tokens in/doc (cached)  out/doc  ms/doc`,
    );
    for (const f of figures.filter((figure) => figure.mode === mode)) {
      lines.push(
        `${SET_NAMES[f.set].padEnd(14)}${f.split.padEnd(13)}${share(f.rightAndVerified, f.goldInDocument).padEnd(22)}${share(f.evidenceInPrompt, f.goldInDocument).padEnd(22)}` +
          `${(f.passageDocuments === 0 ? 'no document' : `${share(f.passageEvidenceInPrompt, f.passageGold)} ${f.passageDocuments} doc`).padEnd(24)}` +
          `${share(f.wrongWhenAnswered, f.answered).padEnd(22)}${String(f.labelNotInText).padEnd(20)}` +
          `${(f.documents === 0 ? 'n/a' : (f.calls / f.documents).toFixed(1)).padEnd(11)}` +
          `${`${perDocument(f.inputTokens, f.documents)} (${perDocument(f.cachedInputTokens, f.documents)})`.padEnd(24)}` +
          `${perDocument(f.outputTokens, f.documents).padEnd(9)}${perDocument(f.answerMs, f.documents)}`,
      );
    }
  }
  for (const mode of modes.filter((one) => one.contrary)) {
    lines.push(
      '',
      `${mode.name}: the oracle answers each yes-or-no question whose evidence it reads the other way, with the right quote;`,
      'shown: those answers asserted (each one wrong); to review: sent to the lawyer with the quote instead.',
      `${'set'.padEnd(14)}${'part'.padEnd(13)}${'yes/no in document'.padEnd(20)}${'shown (wrong)'.padEnd(22)}to review`,
    );
    for (const f of figures.filter((figure) => figure.mode === mode && figure.yesOrNoInDocument > 0)) {
      lines.push(
        `${SET_NAMES[f.set].padEnd(14)}${f.split.padEnd(13)}${String(f.yesOrNoInDocument).padEnd(20)}${share(f.yesOrNoAnswered, f.yesOrNoInDocument).padEnd(22)}` +
          share(f.yesOrNoToReview, f.yesOrNoInDocument),
      );
    }
  }
  return lines.join('\n');
}
