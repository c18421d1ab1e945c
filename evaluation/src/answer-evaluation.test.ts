import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinAnswerEngine } from '@dd/engine';
import { CUAD_FIELDS, evaluateCuadAnswers, formatAnswerReport, judgeCuadAnswers, type AnswerEvaluation } from './answer-evaluation.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { loadEvaluationSplits } from './splits/evaluation-splits.ts';

const contract = (name: string, party: string, law: string) =>
  [
    `${name.toUpperCase()}`,
    `This ${name} is made on 3 March 2021 between ${party} Inc. and Northwind Trading LLC.`,
    `This Agreement shall be governed by and construed in accordance with the laws of the State of ${law}.`,
  ].join('\n');

const pythonList = (items: string[]) => `"[${items.map((item) => `'${item}'`).join(', ')}]"`;

/** A CUAD-like root: one labelled contract (tuning), one unlabelled one labelled by a master_clauses row (frozen). */
function cuadRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'dd-cuad-'));
  mkdirSync(join(root, 'cuad', 'contracts'), { recursive: true });
  mkdirSync(join(root, 'cuad-unlabelled'));
  mkdirSync(join(root, 'cuad-clauses'));
  writeFileSync(
    join(root, 'cuad', 'metadata.json'),
    JSON.stringify([{ file: '01_license_acme.pdf', 'Document Name': ['LICENSE AGREEMENT'], 'Governing Law': ['governed by and construed in accordance with the laws of the State of Ohio'] }]),
  );
  const header = ['Filename', ...CUAD_FIELDS.flatMap(({ field }) => [field, `${field}-Answer`])].join(',');
  const cells = (labels: Record<string, string[]>) => CUAD_FIELDS.flatMap(({ field }) => [pythonList(labels[field] ?? []), '']).join(',');
  writeFileSync(
    join(root, 'cuad-clauses', 'master_clauses.csv'),
    [
      header,
      `Globex_2020_EX-10.1_Distributor Agreement.pdf,${cells({ 'Document Name': ['DISTRIBUTOR AGREEMENT'], 'Governing Law': ['Delaware law applies exclusively to every dispute'] })}`,
      `Globex_2020_EX-10.2_Distributor Agreement.pdf,${cells({ 'Document Name': ['DISTRIBUTOR AGREEMENT'], 'Governing Law': ['laws of the State of Nevada'] })}`,
      '',
    ].join('\n'),
  );
  return root;
}

describe('the CUAD answers in a tuning and a frozen part', () => {
  let root: string;
  let splitsPath: string;
  let evaluation: AnswerEvaluation;

  beforeAll(async () => {
    root = cuadRoot();
    writeFileSync(join(root, 'cuad', 'contracts', '01_license_acme.pdf'), await renderDocumentPdf([contract('License Agreement', 'Acme', 'Ohio')], 'Acme'));
    writeFileSync(join(root, 'cuad-unlabelled', '02_distributor_globex.pdf'), await renderDocumentPdf([contract('Distributor Agreement', 'Globex', 'Nevada')], 'Globex'));
    splitsPath = join(root, 'splits.json');
    writeFileSync(splitsPath, JSON.stringify({ about: 'test', cuad: { tuning: ['01_license_acme.pdf'], frozen: ['02_distributor_globex.pdf'] } }));
    // The rules' own readings: what is judged here is the labelling and the scoring, not what the calibration asserts.
    evaluation = await evaluateCuadAnswers(root, { engine: createBuiltinAnswerEngine({ calibrate: false }) }, loadEvaluationSplits(splitsPath));
  }, 60_000);

  it('labels an unlabelled contract from the master_clauses row whose clauses stand in its text, and puts each in its part', () => {
    const law = (file: string) => evaluation.outcomes.find((outcome) => outcome.contract === file && outcome.field === 'Governing Law')!;

    expect(evaluation.contracts.map(({ file, split }) => [file, split])).toEqual([
      ['01_license_acme.pdf', 'tuning'],
      ['02_distributor_globex.pdf', 'frozen'],
    ]);
    expect(law('02_distributor_globex.pdf')).toMatchObject({ split: 'frozen', labelled: true, verdict: 'right' });
    expect(law('01_license_acme.pdf')).toMatchObject({ split: 'tuning', labelled: true, verdict: 'right' });
    const renewal = evaluation.outcomes.find((outcome) => outcome.contract === '02_distributor_globex.pdf' && outcome.field === 'Renewal Term')!;
    expect(renewal.labelled).toBe(false);
  });

  it('judges every field of both parts, and prints each part on its own', () => {
    const judged = judgeCuadAnswers(evaluation);

    expect(judged).toHaveLength(2 * CUAD_FIELDS.length);
    expect(judged.filter(({ split }) => split === 'frozen')).toHaveLength(CUAD_FIELDS.length);
    const law = judged.find((answer) => answer.documentId === '02_distributor_globex.pdf' && answer.questionId === 'Governing Law')!;
    expect(law).toMatchObject({ set: 'cuad', expectedFound: true, status: 'answered', right: true });
    expect(law.answer.citations[0]!.quote).toContain('Nevada');
    const report = formatAnswerReport(evaluation);
    expect(report).toMatch(/Tuning part: .*: 1 contracts/);
    expect(report).toMatch(/Frozen part: .*: 1 contracts\nfield/);
  });

  it('asked for the tuning part only (as the calibration is fitted), answers no frozen contract', async () => {
    const tuningOnly = await evaluateCuadAnswers(root, {}, loadEvaluationSplits(splitsPath), ['tuning']);

    expect(tuningOnly.contracts.map(({ file, split }) => [file, split])).toEqual([['01_license_acme.pdf', 'tuning']]);
    expect(tuningOnly.outcomes).toHaveLength(CUAD_FIELDS.length);
    expect(tuningOnly.outcomes.every(({ split }) => split === 'tuning')).toBe(true);
  });

  it('refuses a splits file naming a contract that is not there', async () => {
    const typo = join(root, 'typo.json');
    writeFileSync(typo, JSON.stringify({ about: 'test', cuad: { tuning: ['01_license_acme.pdf'], frozen: ['02_distributor_globx.pdf'] } }));

    await expect(evaluateCuadAnswers(root, {}, loadEvaluationSplits(typo))).rejects.toThrow('cuad: the splits list 02_distributor_globx.pdf, which the set does not have');
  });
});
