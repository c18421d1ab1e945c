import { describe, expect, it } from 'vitest';
import { detectAnnexures } from './detect-annexures.ts';

const pages = (...texts: string[]) => texts.map((text, i) => ({ page: i + 1, text }));

const clauses = (n: number) =>
  `${n}.1 The Tenant shall keep the Premises in good and substantial repair.\n${n}.2 The Tenant shall not alter the Premises.`;

describe('detectAnnexures', () => {
  it('finds schedules, annexures and the plan with their page ranges', () => {
    const lease = pages(
      // 1: cross-references in running text are not sections.
      `THIS LEASE is made on 1 June 2022\n\n1. The rights granted are set out in Schedule 2 and the Tenant shall keep\n` +
        `the Premises in no worse condition than shown in the Schedule of Condition annexed\nto this Lease, and see\n` +
        `Schedule 3 to this Lease for the rights reserved.`,
      // 2: a table of contents lists the sections without being them.
      `CONTENTS\n1. Definitions ........ 3\n2. Rent ........ 3\nSchedule 1 The Property ........ 5\n` +
        `Schedule 2 Rights Granted ........ 6\nSchedule 3 Rights Reserved ........ 7\nAnnexure A Rent Deposit Deed ........ 8`,
      clauses(3),
      clauses(4),
      `SCHEDULE 1\nTHE PROPERTY\nThe land and buildings known as Unit 4, Harbour Road, Bristol.`,
      `SCHEDULE 2 – RIGHTS GRANTED\n1. A right of way over the Estate Roads.`,
      `2. The right to park four cars in the Car Park.\n\nSchedule 3 Rights Reserved\n\n1. The right to enter the Premises.`,
      `ANNEXURE A\nForm of Rent Deposit Deed\nTHIS DEED is made between the parties.`,
      `The Deposit shall be held in a separate account.`,
      `The Plan\n`,
    );

    expect(detectAnnexures(lease)).toEqual([
      { title: 'SCHEDULE 1 – THE PROPERTY', startPage: 5, endPage: 5 },
      { title: 'SCHEDULE 2 – RIGHTS GRANTED', startPage: 6, endPage: 7 },
      { title: 'Schedule 3 Rights Reserved', startPage: 7, endPage: 7 },
      { title: 'ANNEXURE A – Form of Rent Deposit Deed', startPage: 8, endPage: 9 },
      { title: 'The Plan', startPage: 10, endPage: 10 },
    ]);
  });

  it('reads appendices, exhibits, ordinal schedules and numbered plans, and a running heading as one section', () => {
    const agreement = pages(
      clauses(1),
      `THE FIRST SCHEDULE\nThe Services\nThe Supplier shall provide the services.`,
      `Appendix ii: Service Levels\nAvailability of 99.9 per cent.`,
      `Appendix ii: Service Levels\nResponse times of four hours.`,
      `Exhibit A to the Supply Agreement\nForm of Purchase Order`,
      `Plan 1\n`,
      `Plan 2 – Car Parking\n`,
    );

    expect(detectAnnexures(agreement)).toEqual([
      { title: 'THE FIRST SCHEDULE – The Services', startPage: 2, endPage: 2 },
      { title: 'Appendix ii: Service Levels', startPage: 3, endPage: 4 },
      { title: 'Exhibit A to the Supply Agreement', startPage: 5, endPage: 5 },
      { title: 'Plan 1', startPage: 6, endPage: 6 },
      { title: 'Plan 2 – Car Parking', startPage: 7, endPage: 7 },
    ]);
  });

  it('skips a list of the sections and the heading that names the document itself', () => {
    const report = pages(
      `APPENDIX 4\nReport on Title\n${clauses(1)}`,
      `APPENDIX 4\n${clauses(2)}`,
      `The report has these annexures:\nAnnexure A Register Extract\nAnnexure B Title Plan\nAnnexure C Searches\n${clauses(3)}`,
      `ANNEXURE A\nRegister Extract\nTitle number WK1`,
      `ANNEXURE B\nTitle Plan`,
    );

    expect(detectAnnexures(report)).toEqual([
      { title: 'ANNEXURE A – Register Extract', startPage: 4, endPage: 4 },
      { title: 'ANNEXURE B – Title Plan', startPage: 5, endPage: 5 },
    ]);
  });

  it('finds nothing in a document without annexures', () => {
    expect(detectAnnexures(pages(clauses(1), 'As set out in\nSchedule 1 of the Deed, the\nparties agree.'))).toEqual([]);
    expect(detectAnnexures([])).toEqual([]);
  });
});
