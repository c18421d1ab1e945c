import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANSWER_SET } from '../answer-set/index.ts';
import { EvaluationSplitsError, loadEvaluationSplits, splitOfDocument } from './evaluation-splits.ts';

const folder = mkdtempSync(join(tmpdir(), 'dd-splits-'));
let written = 0;
const splitsFile = (content: unknown) => {
  const path = join(folder, `splits-${++written}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('the frozen splits', () => {
  it('puts listed documents in the frozen part and the others in the tuning part, ids as strings', () => {
    const splits = loadEvaluationSplits(splitsFile({ about: 'test', nli: { frozen: [3], tuning: [7] }, ukie: { frozen: ['lease-new'] } }));

    const nli = splitOfDocument(splits, 'nli', [3, 7]);
    expect([nli(3), nli('7')]).toEqual(['frozen', 'tuning']);
    const ukie = splitOfDocument(splits, 'ukie', ['lease-old', 'lease-new']);
    expect([ukie('lease-old'), ukie('lease-new')]).toEqual(['tuning', 'frozen']);
    expect(splitOfDocument(splits, 'title', ['register-a'])('register-a')).toBe('tuning');
  });

  it('refuses an id the set does not have, a document in neither list of a set that lists both, and a document it was not given', () => {
    const splits = loadEvaluationSplits(splitsFile({ about: 'test', nli: { frozen: [3], tuning: [7] }, ukie: { frozen: ['lease-nwe'] } }));

    expect(() => splitOfDocument(splits, 'ukie', ['lease-old', 'lease-new'])).toThrow(new EvaluationSplitsError('ukie: the splits list lease-nwe, which the set does not have'));
    expect(() => splitOfDocument(splits, 'nli', [3, 7, 9])).toThrow('nli: 9 is in neither the frozen nor the tuning list');
    expect(() => splitOfDocument(splits, 'nli', [3, 7])(12)).toThrow('nli: no document 12');
  });

  it('refuses a malformed file, a repeated id and a document in both parts, saying which file and why', () => {
    expect(() => loadEvaluationSplits(splitsFile('{ "about": '))).toThrow(EvaluationSplitsError);
    expect(() => loadEvaluationSplits(splitsFile({ about: 'test', cuad: { frozen: 'a.pdf' } }))).toThrow(/splits-\d+\.json: .*frozen/s);
    expect(() => loadEvaluationSplits(splitsFile({ about: 'test', cuad: { frozen: ['a.pdf'], tuned: ['b.pdf'] } }))).toThrow(/tuned/);
    expect(() => loadEvaluationSplits(splitsFile({ about: 'test', cuad: { frozen: ['a.pdf', 'a.pdf'] } }))).toThrow('cuad: frozen lists a.pdf more than once');
    expect(() => loadEvaluationSplits(splitsFile({ about: 'test', nli: { frozen: [3], tuning: [3, 4] } }))).toThrow(/nli lists 3 as both frozen and tuning/);
  });

  it('reads the committed file, whose UK and Irish frozen documents are all in the answer set', () => {
    const splits = loadEvaluationSplits();

    expect(splits.get('contractnli')?.frozen.size).toBe(30);
    expect(splits.get('cuad')?.frozen.size).toBe(10);
    const splitOf = splitOfDocument(splits, 'ukie', ANSWER_SET.map(({ id }) => id));
    expect(ANSWER_SET.filter(({ id }) => splitOf(id) === 'frozen').length).toBe(splits.get('ukie')?.frozen.size ?? 0);
  });
});
