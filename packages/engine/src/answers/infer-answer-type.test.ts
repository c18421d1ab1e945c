import { describe, expect, it } from 'vitest';
import { inferAnswerType } from './infer-answer-type.ts';

describe('inferAnswerType', () => {
  it.each([
    ['When does the term end?', 'date'],
    ['How much is the deposit?', 'money'],
    ['How long is the notice period for termination?', 'duration'],
    ['What percentage of the rent is payable as service charge?', 'percentage'],
    ['Who are the parties?', 'party'],
    ['Where is the property?', 'address'],
    ['Is the landlord obliged to insure?', 'yes_no'],
    ['Can the tenant sublet part?', 'yes_no'],
    ['What is the title number?', 'identifier'],
    ['Which law governs the agreement?', 'text'],
    ['How much notice must the tenant give to break?', 'duration'],
    ['What notice applies during probation?', 'duration'],
    ['What did the buyers pay?', 'money'],
    ['How big is the overdraft?', 'money'],
    ['What rent is payable under the lease?', 'money'],
    ['Is the guarantee limited in amount?', 'yes_no'],
    ['Is there a rent deposit, and how much is it?', 'money'],
  ])('reads "%s" as a %s question', (question, type) => {
    expect(inferAnswerType(question)).toBe(type);
  });
});
