import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isEvaluationContract, type FrozenSplits } from './evaluation-contracts.ts';

const root = mkdtempSync(join(tmpdir(), 'evaluation-contracts-'));
mkdirSync(join(root, 'cuad'));
writeFileSync(join(root, 'cuad', 'metadata.json'), JSON.stringify([{ original_filename: 'OddlyNamedCo_2020_EX-10.1_Service Agreement.pdf' }]));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const splits: FrozenSplits = {
  contractnli: { tuning: [], frozen: [] },
  cuad: { tuning: ['01_service_reynolds.pdf'], frozen: ['04_distributor_scansource.pdf'] },
};

describe('isEvaluationContract', () => {
  it('leaves out the evaluated contracts by source file and by company, and nothing else', () => {
    const isEvaluation = isEvaluationContract(root, splits);
    expect(isEvaluation('OddlyNamedCo_2020_EX-10.1_Service Agreement.pdf')).toBe(true);
    expect(isEvaluation('ReynoldsConsumerProductsInc_20200121_S-1A_EX-10.22_Service Agreement.pdf')).toBe(true);
    expect(isEvaluation('ScansourceInc_20190822_10-K_EX-10.38_Distributor Agreement2.pdf')).toBe(true);
    expect(isEvaluation('CybergyHoldingsInc_20140520_10-Q_EX-10.27_Affiliate Agreement.pdf')).toBe(false);
  });

  it('refuses an evaluation file it cannot name a company from', () => {
    expect(() => isEvaluationContract(root, { ...splits, cuad: { tuning: ['contract.pdf'], frozen: [] } })).toThrow('is not named NN_kind_company.pdf');
  });
});
