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
});
