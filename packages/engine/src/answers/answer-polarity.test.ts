import { describe, expect, it } from 'vitest';
import { saysYes, statesAbsence, statesWithout } from './answer-polarity.ts';

describe('saysYes', () => {
  it('reads a negation in the answering sentence as no', () => {
    expect(saysYes('Can the tenant assign?', 'The Tenant shall not assign the Premises.')).toBe(false);
    expect(saysYes('Can the tenant assign?', 'The Tenant may assign the whole of the Premises.')).toBe(true);
  });

  it('cancels a negation the question asks about with the same one in the sentence', () => {
    const question = 'Does each party warrant that it has not assigned or transferred the released claims?';
    expect(saysYes(question, 'Each party warrants that it has not assigned to any other person any claim released.')).toBe(true);
    expect(saysYes('Does the employee warrant that there is no repudiatory breach?', 'The Employee warrants that he has not committed any repudiatory breach.')).toBe(true);
  });

  it('does not read limits, "not merely" or what a party may require of another as a no', () => {
    expect(saysYes('Can the guarantor end its liability by notice?', 'The Guarantor may, by giving not less than three months\' notice, determine his liability.')).toBe(true);
    expect(saysYes('Is the rent review capped?', 'The reviewed rent will not be less than the rent payable before, and will not be more than 3% higher.')).toBe(true);
    expect(saysYes('Is the guarantor liable as principal obligor?', 'The Guarantor is liable as a primary obligor and not merely as surety.')).toBe(true);
    expect(saysYes('May the employer place the employee on garden leave?', 'During garden leave we may require you not to attend work.')).toBe(true);
    expect(saysYes('May the employer place the employee on garden leave?', 'During any notice period the Company may require the Employee to remain away from work on full pay and not to contact customers or suppliers.')).toBe(true);
  });

  it('reads doing a thing "without" it, or first, as not doing it, but not "without limiting"', () => {
    const recourse = 'Can the beneficiary claim without first proceeding against the debtor or other security?';
    expect(saysYes(recourse, 'The Bank need not take any action against the Customer before making a demand on the Guarantor.')).toBe(true);
    expect(saysYes(recourse, 'The Guarantor waives any right it may have of first requiring the Lender to proceed against the Debtor.')).toBe(true);
    expect(saysYes(recourse, 'The Bank must first take action against the Customer before making a demand on the Guarantor.')).toBe(false);
    expect(saysYes('Does the guarantee waive the guarantor\'s defences?', 'The Bank may give time to the Customer without affecting the Guarantor\'s liability.')).toBe(true);
    expect(saysYes('Must the tenant repair?', 'Without limiting clause 3, the Tenant must keep the Premises in repair.')).toBe(true);
  });

  it('reads "contracted out", "waived" and "deferred" in a question as the negation they mean', () => {
    const contractedOut = 'Is the tenancy contracted out of sections 24 to 28 of the Landlord and Tenant Act 1954?';
    expect(saysYes(contractedOut, 'Sections 24 to 28 of the Landlord and Tenant Act 1954 do not apply to this lease.')).toBe(true);
    expect(saysYes(contractedOut, 'The provisions of sections 24 to 28 are excluded in relation to this tenancy.')).toBe(true);
    expect(saysYes('Are the guarantor\'s rights of subrogation deferred?', 'Until paid in full the Guarantor shall not exercise any right of subrogation.')).toBe(true);
    expect(saysYes('Does the guarantee waive the guarantor\'s defences?', 'The Guarantor waives any defence it may have.')).toBe(true);
    expect(saysYes('Can the lender claim at once?', 'The Guarantor waives any right of first requiring the Lender to proceed against the Debtor.')).toBe(true);
  });

  it('reads restricting or preventing an act as the negation it means, and naming a restriction as none', () => {
    expect(saysYes('Does the covenant restrict canvassing customers?', 'The Seller shall not canvass any Customer for twelve months.')).toBe(true);
    expect(saysYes('Does the covenant restrict canvassing customers?', 'The Seller may canvass any Customer after Completion.')).toBe(false);
    expect(saysYes('Does the letter stop the investor from funding a rival?', 'Nothing in this letter prevents the Investor from funding any other business.')).toBe(false);
    expect(saysYes('May the seller hold shares in a rival?', 'None of the covenants in this clause shall prevent the Seller from holding listed shares.')).toBe(true);
    expect(saysYes('Does the deed restrict dealings with the unit?', 'Any dealing made in breach of the prohibition on dealings is excepted from registration.')).toBe(true);
    expect(saysYes('Is the restricted period shortened by garden leave?', 'The restrictions shall not be shortened by any period of garden leave.')).toBe(false);
  });

  it('reads "disclaims" and "opted out" as what "gives no" and "shall not apply" say', () => {
    expect(saysYes('Does the seller disclaim any warranty as to the accuracy of the data?', 'The Seller gives no warranty as to the accuracy of the Data.')).toBe(true);
    expect(saysYes('Has the worker opted out of the weekly limit?', 'The worker agrees that the weekly limit shall not apply to the engagement.')).toBe(true);
  });

  it('does not read a word offered as one of several choices as a negation', () => {
    expect(saysYes('Do the articles adopt, modify or exclude the Model Articles?', 'The Model Articles apply to the Company.')).toBe(true);
  });
});

describe('statesAbsence', () => {
  const topic = (word: string) => /^(?:warranty|certificate|cert|deposit)$/i.test(word);

  it('finds that there is none, in words or as a label answered no', () => {
    expect(statesAbsence('There are no notices.', topic)).toBe(true);
    expect(statesAbsence('Land Cert Issued: No', topic)).toBe(true);
    expect(statesAbsence('The Buyer confirms that no warranty and indemnity insurance has been obtained.', topic)).toBe(true);
  });

  it('finds that there is none where a negation reaches any or a thing of the topic', () => {
    expect(statesAbsence('The Buyer does not give any warranty about the roof.', topic)).toBe(true);
    expect(statesAbsence('Nothing obliges the Tenant to pay a deposit.', topic)).toBe(true);
    // Too far from its negation to be what it denies.
    expect(statesAbsence('Nothing in this lease shall oblige the Landlord to repair, and the Tenant shall pay a deposit.', topic)).toBe(false);
    expect(statesAbsence('The Landlord will not issue a certificate before completion.', topic)).toBe(true);
    expect(statesAbsence('The guarantee is given without any deposit.', topic)).toBe(true);
  });

  it('does not read an entry that is there as absent because it holds a "no" of its own', () => {
    expect(statesAbsence('RESTRICTION: No disposition by a sole proprietor is to be registered.', topic)).toBe(false);
    expect(statesAbsence('A rent deposit of £3,600 is payable.', topic)).toBe(false);
  });
});

describe('statesWithout', () => {
  const limit = (word: string) => /^limit/i.test(word);

  it('reads doing without the thing asked about as its absence, unless the question itself asks about "without"', () => {
    expect(statesWithout('Is the guarantee limited in amount?', 'This guarantee secures all sums without any limit.', limit)).toBe(true);
    expect(statesWithout('Is the guarantee limited in amount?', 'This guarantee is limited to £50,000.', limit)).toBe(false);
    expect(statesWithout('Is it given without any limit?', 'This guarantee secures all sums without any limit.', limit)).toBe(false);
  });
});
