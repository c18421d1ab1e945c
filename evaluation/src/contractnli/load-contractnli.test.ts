import { describe, expect, it } from 'vitest';
import { contractNliFile, NDA_CLAUSES, NDA_TEXT, writeContractNliFiles } from './contractnli-fixture.ts';
import { CONTRACTNLI_QUESTIONS } from './contractnli-questions.ts';
import { ContractNliDataError, loadContractNli } from './load-contractnli.ts';

const SPLITS = { about: 'test', contractnli: { frozen: [2], tuning: [1] }, cuad: { tuning: [], frozen: [] } };

async function refusal(file: unknown, splits: unknown = SPLITS): Promise<ContractNliDataError> {
  const { path, splitsPath } = await writeContractNliFiles(file, splits);
  const error = await loadContractNli(path, splitsPath).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContractNliDataError);
  return error as ContractNliDataError;
}

describe('loading ContractNLI', () => {
  it('reads every document into its part, with each label and the text of its evidence', async () => {
    const { path, splitsPath } = await writeContractNliFiles(contractNliFile([1, 2]), SPLITS);

    const set = await loadContractNli(path, splitsPath);

    expect(Object.keys(set.hypotheses).sort()).toEqual(Object.keys(CONTRACTNLI_QUESTIONS).sort());
    expect(set.documents.map(({ id, split }) => [id, split])).toEqual([
      [1, 'tuning'],
      [2, 'frozen'],
    ]);
    const reverseEngineering = set.documents[0]!.annotations['nda-11']!;
    expect(reverseEngineering.choice).toBe('Entailment');
    expect(reverseEngineering.evidence.map(({ start, end }) => NDA_TEXT.slice(start, end))).toEqual([NDA_CLAUSES.reverseEngineering]);
    expect(set.documents[0]!.annotations['nda-18']).toEqual({ choice: 'NotMentioned', evidence: [] });
  });

  it('refuses a file that is not JSON, naming it', async () => {
    const error = await refusal('{"documents": [');
    expect(error.message).toMatch(/^The ContractNLI file \(.*dev\.json\) is not JSON: /);
  });

  it('refuses a label that is not one of the three, saying where', async () => {
    const file = contractNliFile([1, 2]);
    file.documents[1]!.annotation_sets[0]!.annotations['nda-11']!.choice = 'Maybe' as never;
    const error = await refusal(file);
    expect(error.message).toContain('is not as expected');
    expect(error.message).toContain('expected one of "Entailment"|"Contradiction"|"NotMentioned"');
    expect(error.message).toContain('documents[1].annotation_sets[0].annotations["nda-11"].choice');
  });

  it('refuses evidence pointing at a span that does not exist, or a span outside the text', async () => {
    const missing = contractNliFile([1, 2]);
    missing.documents[0]!.annotation_sets[0]!.annotations['nda-5']!.spans = [9];
    expect((await refusal(missing)).message).toContain('span 9 does not exist (the document has 5)');

    const outside = contractNliFile([1, 2]);
    outside.documents[0]!.spans[4] = [NDA_TEXT.length - 5, NDA_TEXT.length + 10];
    expect((await refusal(outside)).message).toContain(`is not within the text (${NDA_TEXT.length} characters)`);
  });

  it('refuses a document that leaves a hypothesis unlabelled', async () => {
    const file = contractNliFile([1, 2]);
    delete file.documents[1]!.annotation_sets[0]!.annotations['nda-20'];
    expect((await refusal(file)).message).toContain('document 2 labels');
  });

  it('refuses splits that list a document the file does not hold, leave one out, put one in both parts, or leave ContractNLI out', async () => {
    const file = contractNliFile([1, 2]);
    const splitsRefusal = async (splits: unknown) => {
      const { path, splitsPath } = await writeContractNliFiles(file, splits);
      return loadContractNli(path, splitsPath).then(
        () => 'loaded',
        (error: Error) => `${error.name}: ${error.message}`,
      );
    };
    expect(await splitsRefusal({ about: 'test', contractnli: { frozen: [2, 7], tuning: [1] } })).toContain('contractnli: the splits list 7, which the set does not have');
    expect(await splitsRefusal({ about: 'test', contractnli: { frozen: [], tuning: [1] } })).toContain('contractnli: 2 is in neither the frozen nor the tuning list');
    expect(await splitsRefusal({ about: 'test', contractnli: { frozen: [1, 2], tuning: [1] } })).toContain('contractnli lists 1 as both frozen and tuning');
    expect(await splitsRefusal({ about: 'test', contractnli: { frozen: [2] } })).toMatch(/^ContractNliDataError: The frozen splits \(.*\) do not list ContractNLI's frozen and tuning documents\.$/);
  });
});
