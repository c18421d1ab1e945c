import { describe, expect, it } from 'vitest';
import { asksForGoverningLaw, findGoverningLaw, namesForum } from './find-governing-law.ts';

const lawOf = (sentence: string) => findGoverningLaw(sentence)?.law ?? null;

describe('findGoverningLaw', () => {
  it('reads the law a choice-of-law sentence names, however the formula is worded', () => {
    expect(lawOf('This Agreement shall be governed by and construed in accordance with the laws of the State of Ohio, without\nreference to principles of conflicts of law.')).toBe('laws of the State of Ohio');
    expect(lawOf('(a) This Agreement shall be governed in all respects, including as to validity, interpretation and effect, by the Laws of the State of Illinois, without giving effect to its principles')).toBe('Laws of the State of Illinois');
    expect(lawOf('This Agreement shall be construed in accordance with the laws of the State of Kansas.')).toBe('laws of the State of Kansas');
    expect(lawOf('THIS AGREEMENT SHALL BE GOVERNED BY, AND CONSTRUED AND INTERPRETED IN ACCORDANCE\nWITH, THE LAW OF THE STATE OF NEW YORK.')).toBe('LAW OF THE STATE OF NEW YORK');
    expect(lawOf('This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.')).toBe('English law');
    expect(lawOf('Your employment is governed by the law of Northern Ireland.')).toBe('law of Northern Ireland');
  });

  it('ends the law where the sentence goes on to the courts or to conflict rules, keeping a name that holds "and"', () => {
    expect(lawOf('This Lease is governed by the law of Northern Ireland and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.')).toBe('law of Northern Ireland');
    expect(lawOf('This Deed is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.')).toBe('law of England and Wales');
    expect(lawOf('This Agreement shall be governed by the internal laws of the State of Nevada without giving effect to any choice of law rule.')).toBe('laws of the State of Nevada');
  });

  it('reads no law chosen for something else than the document, or none a lawyer could rely on', () => {
    expect(findGoverningLaw('The arbitration shall be governed by the laws of England.')).toBeNull();
    expect(findGoverningLaw('The Escrow Agreement shall be governed by the laws of Delaware.')).toBeNull();
    expect(findGoverningLaw('The arbitration shall be governed by the Commercial Rules of Arbitration of the American Arbitration Association.')).toBeNull();
    expect(findGoverningLaw('Supplier shall comply with all laws of the State of California governing the export of goods.')).toBeNull();
    expect(findGoverningLaw('This Agreement shall be governed by applicable law.')).toBeNull();
    expect(findGoverningLaw('This Agreement shall be governed by the substantive Laws of the [* * *], excluding its conflict rules.')).toBeNull();
    expect(findGoverningLaw('The rights of the parties are governed by the terms of this Agreement.')).toBeNull();
  });

  it('gives one key to the same law however it is capitalised or numbered', () => {
    expect(findGoverningLaw('THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK.')!.key).toBe(
      findGoverningLaw('This Agreement is governed by the law of the State of New York.')!.key,
    );
  });
});

describe('asksForGoverningLaw', () => {
  it('knows a question that asks for the law first, and whether it asks for the forum too', () => {
    expect(asksForGoverningLaw('Which law governs the lease?')).toEqual({ alsoForum: false });
    expect(asksForGoverningLaw('What is the governing law?')).toEqual({ alsoForum: false });
    expect(asksForGoverningLaw('Which law governs the agreement, and how are disputes resolved (courts, arbitration, expert determination)?')).toEqual({ alsoForum: true });
    expect(asksForGoverningLaw('Which law governs the contract, and which courts or tribunals have jurisdiction?')).toEqual({ alsoForum: true });
  });

  it('leaves a question that asks first for something else to the other rules', () => {
    expect(asksForGoverningLaw('How are disputes finally resolved (courts, arbitration, conciliation), and which law governs the contract?')).toBeNull();
    expect(asksForGoverningLaw('May the recipient disclose confidential information where required by law?')).toBeNull();
  });
});

describe('namesForum', () => {
  it('knows a sentence that says where disputes go', () => {
    expect(namesForum('Each party submits to the exclusive jurisdiction of the courts of England.')).toBe(true);
    expect(namesForum('Any dispute arising out of this Agreement shall be referred to arbitration in London.')).toBe(true);
    expect(namesForum('The parties shall first refer any dispute to mediation, failing which the courts of England and Wales decide.')).toBe(true);
  });

  it('does not take a court named for another purpose as the forum', () => {
    expect(namesForum('The Recipient may disclose Confidential Information where required by a court of competent jurisdiction, after notice.')).toBe(false);
    expect(namesForum('The Tenant shall comply with any order of the court.')).toBe(false);
  });
});
