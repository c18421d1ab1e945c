import { describe, expect, it } from 'vitest';
import { quotePolarity } from './quote-polarity.ts';

describe('quotePolarity', () => {
  it('reads a plain permission as yes and a plain prohibition as no', () => {
    expect(quotePolarity('May the Tenant assign?', 'The Tenant may assign the whole of the Property.')).toBe('yes');
    expect(quotePolarity('May the Tenant assign?', 'The Tenant shall not assign the whole or any part of the Property.')).toBe('no');
  });

  it('reads a prohibition lifted by an exception as restricted, not as a bare no', () => {
    const assign = 'May the Tenant assign the Property?';
    expect(quotePolarity(assign, 'The Tenant shall not assign the whole of the Property without the prior written consent of the Landlord.')).toBe('restricted');
    expect(quotePolarity(assign, 'The Tenant may not assign the Property except to a Group Company.')).toBe('restricted');
    expect(quotePolarity('May the recipient disclose the information?', 'The Recipient shall not disclose Confidential Information other than to its Representatives.')).toBe(
      'restricted',
    );
    expect(quotePolarity(assign, 'No assignment of the Property shall be made unless the Landlord has first consented.')).toBe('restricted');
  });

  it('reads a restriction by consent as yes to whether consent is needed', () => {
    expect(quotePolarity('Does the Tenant need consent to assign?', 'The Tenant shall not assign without the consent of the Landlord.')).toBe('yes');
  });

  it('does not read a consent "not to be unreasonably withheld" as a negation', () => {
    expect(quotePolarity('May the Tenant assign?', 'The Tenant may assign with the consent of the Landlord, such consent not to be unreasonably withheld or delayed.')).toBe(
      'yes',
    );
  });

  it('reads whether something is there by what the quote records', () => {
    expect(quotePolarity('Are there any restrictions?', 'There are no restrictions on the register.')).toBe('no');
    expect(quotePolarity('Is there a restriction?', 'RESTRICTION: No disposition by a sole proprietor is to be registered.')).toBe('yes');
  });

  it('reads an exception before the prohibition as lifting it too, but a "without" that is no consent as none', () => {
    expect(quotePolarity('May the Tenant underlet?', 'Except as permitted by clause 4, the Tenant shall not underlet the Property.')).toBe('restricted');
    expect(quotePolarity('May the Tenant underlet?', 'The Tenant shall not, without prejudice to clause 3, underlet the Property.')).toBe('no');
  });

  it('answers a question comparing a length by the one length the quote gives, whatever its other words', () => {
    const registrable = 'Is the term more than seven years, so that the lease must be registered at HM Land Registry?';
    expect(quotePolarity(registrable, 'Term: five years from 29 September 2017')).toBe('no');
    expect(quotePolarity(registrable, 'The term is fifteen (15) years from and including the Term Commencement Date.')).toBe('yes');
    expect(quotePolarity('Is the notice period less than three months?', 'Either party may end this agreement on not less than one month’s notice.')).toBe('yes');
    // Two lengths: the comparison cannot tell which is the term, and the words are read as before.
    expect(quotePolarity(registrable, 'The term is 5 years, with an option to renew for 10 years.')).toBe('yes');
  });

  it('reads the clause that speaks of the question, not a negation in another clause of the quote', () => {
    const relief = 'May the owner seek an injunction for a breach?';
    expect(
      quotePolarity(relief, 'Each party agrees that damages may not be an adequate remedy, and that the Owner shall be entitled to seek an injunction.'),
    ).toBe('yes');
    expect(quotePolarity('May the lender set off sums owed?', 'The Lender may set off any sum owed to it, but not any sum held on trust.')).toBe('yes');
    // One word in common does not single a clause out: the whole quote is read.
    expect(quotePolarity('Is interest charged on arrears?', 'No interest has been agreed, but the parties may agree arrears later.')).toBe('no');
  });

  it('reads a list under its lead-in, so that each item carries the prohibition that introduces it', () => {
    const quote = 'The Chargor shall not, without the consent of the Bank: (a) create any Security over the Shares; (b) sell the Shares.';
    expect(quotePolarity('Is the chargor restricted from creating security over the shares?', quote)).toBe('yes');
    expect(quotePolarity('May the chargor sell the shares?', quote)).toBe('restricted');
  });

  it('leaves out what a clause says in passing: a parenthesis, a long quotation, a street number', () => {
    expect(quotePolarity('May the employer pay in lieu of notice?', 'The Employer may pay the Employee in lieu of notice (but not any bonus).')).toBe('yes');
    expect(
      quotePolarity(
        'Does the charge apply for a restriction on the register?',
        'The Borrower applies for the following restriction on the register: "No disposition of the registered estate is to be registered without the consent of the Lender."',
      ),
    ).toBe('yes');
    expect(quotePolarity('Has the seller received any notices?', 'The Seller received a notice from the owner of No. 12 in May.')).toBe('yes');
  });

  it('reads a word made negative by its prefix, a provision that shall not apply, and doing without the thing asked about', () => {
    expect(quotePolarity('Are the company\'s objects restricted?', 'The objects of the Company are unrestricted.')).toBe('no');
    expect(quotePolarity('Is the statutory pre-emption right disapplied?', 'Section 561 of the Companies Act 2006 shall not apply to the Company.')).toBe('yes');
    expect(quotePolarity('Is the guarantee limited in amount?', 'This guarantee secures all sums due without any limit.')).toBe('no');
  });

  it('reads a prohibition lifted on a condition as yes to whether the condition must be met, and "with or without consent" as no condition', () => {
    const adherence = 'Must a new investor sign a deed of adherence?';
    expect(quotePolarity(adherence, 'No shares shall be issued to any person unless that person has first signed a deed of adherence.')).toBe('yes');
    expect(quotePolarity('Is the surety released by an assignment?', 'The Surety shall not be released by any assignment, whether made with or without the consent of the Landlord.')).toBe(
      'no',
    );
  });
});
