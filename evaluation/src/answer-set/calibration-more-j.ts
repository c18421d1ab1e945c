import { date, days, eur, gbp, months, names, no, notFound, percent, text, years, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_J: AnswerSetDocument[] = [
  {
    id: 'calibration-j-facility-sc-ardmhor-estates-term-loan',
    typeKey: 'facility-agreement',
    region: 'SC',
    title: 'Term loan facility agreement: Ardmhor Estates (Investments) Limited and Lothian and Border Banking Corporation plc',
    style: 'modern',
    pages: [
      `TERM LOAN FACILITY AGREEMENT
THIS TERM LOAN FACILITY AGREEMENT is dated 12 March 2025 and made between:
(1) ARDMHOR ESTATES (INVESTMENTS) LIMITED, a company incorporated in Scotland with registered number SC712448 and having its registered office at 40 Melville Street, Edinburgh EH3 7HA (the "Borrower"); and
(2) LOTHIAN AND BORDER BANKING CORPORATION PLC, a company incorporated in Scotland with registered number SC118604 and having its registered office at 2 St Andrew Square, Edinburgh EH2 2BD (the "Lender").
KEY TERMS
Facility\tSterling term loan facility
Commitment\t£8,750,000
Availability Period\tSee clause 2.3
Margin\t2.85 per cent per annum, subject to clause 7.3
Termination Date\t11 March 2030
Properties\tThe heritable properties described in Schedule 1
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement:
"Business Day" means a day (other than a Saturday or Sunday) on which banks are open for general business in Edinburgh and London.
"Existing Facilities" means the facilities made available to the Borrower by Clydeside Commercial Finance Limited under a facility letter dated 4 July 2019, as amended on 20 February 2023.
"Finance Documents" means this Agreement, the Transaction Security Documents, each Utilisation Request and each Compliance Certificate.
"Loan to Value" means, at any time, the aggregate amount of the Loans then outstanding expressed as a percentage of the market value of the Properties shown in the most recent Valuation.
"Parent" means Ardmhor Holdings Limited, a company incorporated in Scotland with registered number SC540973.
"Quarter Date" means each of 31 March, 30 June, 30 September and 31 December.
"Transaction Security Documents" means the documents listed in clause 14.1.
"Valuation" means a valuation of the Properties addressed to the Lender by Graham Lennox Chartered Surveyors or another firm of surveyors approved by the Lender.
1.2 Headings are for ease of reference only. References to a "Property" are to each of the heritable properties described in Schedule 1 and the buildings and fixtures on it.
2. THE FACILITY
2.1 Subject to the terms of this Agreement, the Lender makes available to the Borrower a sterling term loan facility in an aggregate amount equal to the Commitment of £8,750,000 (eight million seven hundred and fifty thousand pounds).
2.2 No revolving, ancillary or incremental facility is made available under this Agreement.
2.3 The Borrower may request a Loan at any time during the Availability Period, being the period from and including the date of this Agreement to and including the date falling 60 days after it. The Borrower may not deliver more than two Utilisation Requests, and any part of the Commitment undrawn at the end of the Availability Period shall be cancelled.
3. PURPOSE
3.1 The Borrower shall apply all amounts borrowed by it under the Facility towards (a) the refinancing of the Existing Facilities in full, (b) capital expenditure on the refurbishment of the Properties not exceeding £1,200,000 in aggregate, and (c) the payment of fees, costs and expenses incurred in connection with this Agreement.`,
      `4. CONDITIONS OF UTILISATION
4.1 The Borrower may not deliver the first Utilisation Request unless the Lender has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent) in form and substance satisfactory to it.
4.2 The second Utilisation Request may only be delivered if the Lender has received a certificate of practical completion, or an interim certificate of the project quantity surveyor, for the refurbishment works to which it relates.
5. REPAYMENT
5.1 The Borrower shall repay the Loans in instalments by repaying on each Quarter Date, starting with the Quarter Date falling on 30 September 2025, an amount equal to 1 per cent of the aggregate Loans outstanding at the end of the Availability Period.
5.2 The Borrower shall repay all outstanding Loans, together with accrued interest and all other amounts outstanding, in full on the Termination Date. Any amount repaid or prepaid may not be reborrowed.
6. PREPAYMENT AND CANCELLATION
6.1 Illegality: if it becomes unlawful for the Lender to perform any of its obligations or to fund or maintain any Loan, the Commitment shall be cancelled and the Borrower shall repay the Loans on the last day of the current Interest Period or, if earlier, the date specified by the Lender.
6.2 Disposals: on the disposal of any Property the Borrower shall prepay the Loans by an amount equal to the greater of the net disposal proceeds and 115 per cent of the Allocated Loan Amount for that Property shown in Schedule 1.
6.3 Insurance proceeds: the Borrower shall prepay the Loans in an amount equal to any insurance proceeds exceeding £250,000 in respect of any one claim, save to the extent that those proceeds are applied in reinstatement of the relevant Property within 12 months of receipt.
6.4 Voluntary prepayment: the Borrower may, if it gives the Lender not less than 10 Business Days' prior notice, prepay the whole or any part of the Loans (but, if in part, by a minimum amount of £250,000). A prepayment made under this clause 6.4 on or before the first anniversary of the date of this Agreement shall be accompanied by a prepayment fee of 1 per cent of the amount prepaid, and one made after that but on or before the second anniversary by a fee of 0.5 per cent.
6.5 Any prepayment under this clause 6 shall be made together with accrued interest on the amount prepaid and any Break Costs.
7. INTEREST
7.1 The rate of interest on each Loan for each day of an Interest Period is the percentage rate per annum which is the aggregate of the Margin and the Compounded Reference Rate for that day, being daily non-cumulative compounded SONIA calculated five Business Days in arrears in accordance with Schedule 4. If that rate is less than zero it shall be deemed to be zero.
7.2 Each Interest Period shall be three months, save that the first Interest Period for each Loan shall end on the next Quarter Date after its Utilisation Date and no Interest Period shall extend beyond the Termination Date. Interest is payable on the last day of each Interest Period.
7.3 Margin ratchet: if the Loan to Value shown in the most recent Compliance Certificate is 50 per cent or less, the Margin shall be 2.60 per cent per annum from the next Quarter Date until the Loan to Value next exceeds 50 per cent.
7.4 Default interest: if the Borrower fails to pay any amount payable by it under a Finance Document on its due date, interest shall accrue on the overdue amount from the due date up to the date of actual payment at a rate which is 2 per cent per annum higher than the rate which would have been payable if the overdue amount had constituted a Loan.
8. FEES
8.1 The Borrower shall pay to the Lender an arrangement fee of £87,500 on the first Utilisation Date, which shall be deducted from the proceeds of the first Loan.
8.2 The Borrower shall pay to the Lender a commitment fee computed at the rate of 40 per cent of the applicable Margin on the undrawn Commitment during the Availability Period, payable on the last day of the Availability Period.`,
      `8.3 No agency, exit or utilisation fee is payable.
9. FINANCIAL COVENANTS
9.1 The Borrower shall ensure that:
(a) Loan to Value does not at any time exceed 60 per cent; and
(b) Interest Cover, being the ratio of Net Rental Income to Finance Costs for each period of 12 months ending on a Quarter Date (tested on a projected basis), is not less than 200 per cent.
9.2 The Borrower shall deliver a Compliance Certificate with each set of quarterly management accounts, within 30 days after each Quarter Date. The Lender may commission a Valuation at any time, at the Borrower's cost once in each financial year and at any time while an Event of Default is continuing.
9.3 Cure: if the Loan to Value covenant is breached the Borrower may, within 15 Business Days of the Compliance Certificate showing the breach, prepay the Loans or deposit cash in a blocked account with the Lender in an amount sufficient to remedy the breach. The Borrower may exercise this right not more than twice during the life of the Facility and not in consecutive quarters.
10. GENERAL UNDERTAKINGS
10.1 Negative pledge: the Borrower shall not create or permit to subsist any Security over any of its assets other than the Transaction Security.
10.2 Disposals: the Borrower shall not sell, transfer, lease or otherwise dispose of any Property or any interest in it, except (a) the grant of an Occupational Lease in accordance with clause 11, or (b) a disposal of a whole Property for market value where the prepayment required by clause 6.2 is made on completion.
10.3 Financial indebtedness: the Borrower shall not incur or allow to remain outstanding any Financial Indebtedness other than under the Finance Documents and loans from the Parent which are subordinated to the Lender on terms satisfactory to it.
10.4 Acquisitions: the Borrower shall not acquire any company, business or heritable or other real property, or incorporate any subsidiary.
10.5 Distributions: the Borrower shall not declare or pay any dividend or make any distribution or repay any Parent loan unless no Default is continuing and Loan to Value, tested immediately afterwards, does not exceed 55 per cent.
10.6 The Borrower shall carry on no business other than the ownership, management and letting of the Properties.
11. PROPERTY UNDERTAKINGS
11.1 The Borrower shall not enter into, vary, renounce or accept a surrender of any Occupational Lease with a passing rent above £150,000 per annum without the consent of the Lender (not to be unreasonably withheld or delayed).
11.2 The Borrower shall keep the Properties insured with reputable insurers against loss or damage by fire and other usual risks to their full reinstatement value, with loss of rent cover for not less than three years, and shall procure that the Lender's interest is noted on each policy.
12. EVENTS OF DEFAULT
12.1 Each of the following is an Event of Default:
(a) Non-payment: the Borrower does not pay on the due date any amount payable under a Finance Document, unless the failure is caused by administrative or technical error and payment is made within 3 Business Days of its due date;
(b) Financial covenants: any requirement of clause 9.1 is not satisfied, subject to clause 9.3;
(c) Other obligations: the Borrower does not comply with any other provision of the Finance Documents and the failure, if capable of remedy, is not remedied within 20 Business Days;
(d) Misrepresentation: any representation made by the Borrower is incorrect in any material respect when made or deemed repeated;`,
      `(e) Cross default: any Financial Indebtedness of the Borrower or the Parent is not paid when due or is declared due before its specified maturity as a result of an event of default, but no Event of Default occurs under this paragraph (e) if the aggregate amount is less than £100,000 (or its equivalent);
(f) Insolvency: the Borrower or the Parent is unable or admits inability to pay its debts as they fall due, or any step is taken towards its winding up, administration, receivership or sequestration, or towards the appointment of a liquidator, administrator, receiver or similar officer over it or any of its assets;
(g) Diligence: any arrestment, inhibition, attachment or other diligence affecting any asset of the Borrower having an aggregate value of £50,000 is not discharged within 14 days;
(h) Material adverse change: any event or circumstance occurs which the Lender reasonably believes has or is reasonably likely to have a Material Adverse Effect.
12.2 On and at any time after the occurrence of an Event of Default which is continuing, the Lender may by notice to the Borrower cancel the Commitment, declare that all or part of the Loans, together with accrued interest, be immediately due and payable, and/or exercise any of its rights under the Transaction Security Documents.
13. CHANGES TO THE PARTIES
13.1 The Lender may assign any of its rights or transfer by novation any of its rights and obligations under the Finance Documents to another bank or financial institution or to a trust, fund or other entity regularly engaged in making or investing in loans.
13.2 The consent of the Borrower is required for an assignment or transfer by the Lender unless the assignment or transfer is to an Affiliate of the Lender or is made at a time when an Event of Default is continuing. The Borrower's consent must not be unreasonably withheld or delayed and will be deemed given ten Business Days after it was requested unless it is expressly refused within that time.
13.3 The Borrower may not assign any of its rights or transfer any of its rights or obligations under the Finance Documents.
14. SECURITY
14.1 The obligations of the Borrower under the Finance Documents are secured by the following:
(a) a standard security by the Borrower in favour of the Lender over each Property, to be registered in the Land Register of Scotland;
(b) an assignation in security by the Borrower of its rights to the rental income under the Occupational Leases;
(c) a bond and floating charge by the Borrower over the whole of its property and undertaking; and
(d) a share pledge by the Parent over the entire issued share capital of the Borrower.
15. GOVERNING LAW AND JURISDICTION
15.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by Scots law.
15.2 The Borrower submits to the jurisdiction of the Court of Session in Edinburgh. That submission is for the benefit of the Lender only and does not prevent the Lender from taking proceedings in any other court with jurisdiction.
SCHEDULE 1: THE PROPERTIES
Property\tTitle number\tAllocated Loan Amount
Units 1 to 6, Cardonald Trade Park, Glasgow G52 2RT\tGLA145203\t£3,900,000
Ardmhor House, 19 Rose Street, Aberdeen AB10 1UB\tABN88412\t£2,650,000`,
      `Block C, Kingsway West Business Park, Dundee DD2 3XF\tANG61177\t£2,200,000
SCHEDULE 2: CONDITIONS PRECEDENT
1. A copy of the articles of association and certificate of incorporation of each of the Borrower and the Parent.
2. A copy of a resolution of the board of directors of each of the Borrower and the Parent approving the terms of the Finance Documents to which it is a party.
3. Each Transaction Security Document, duly executed, together with all share certificates, stock transfer forms and notices required under them.
4. A report on title to each Property from Kinnear Rutherford WS, addressed to the Lender, and a Valuation showing a Loan to Value not exceeding 55 per cent on the basis of the Commitment.
5. A redemption statement from Clydeside Commercial Finance Limited and evidence that the Existing Facilities will be repaid, and all security for them discharged, on the first Utilisation Date.
6. Evidence of the insurances required by clause 11.2 and that the arrangement fee will be paid on the first Utilisation Date.
7. Evidence satisfactory to the Lender of the completion of all "know your customer" checks on the Borrower, the Parent and their ultimate beneficial owners.
SCHEDULES 3 AND 4 (Form of Utilisation Request; Compounded Rate Terms) are not reproduced in this copy.
IN WITNESS WHEREOF these presents consisting of this and the preceding pages together with the Schedules are executed in accordance with the Requirements of Writing (Scotland) Act 1995 as follows:
Subscribed for and on behalf of Ardmhor Estates (Investments) Limited by Fiona Catriona Baird, Director, at Edinburgh on 12 March 2025 before this witness: Andrew Sinclair Low, trainee solicitor, 1 Exchange Crescent, Edinburgh\tF. C. Baird
Subscribed for and on behalf of Lothian and Border Banking Corporation plc by Callum Rennie, Authorised Signatory, at Edinburgh on 12 March 2025\tC. Rennie`,
    ],
    gold: {
      borrower: names(
        '(1) ARDMHOR ESTATES (INVESTMENTS) LIMITED, a company incorporated in Scotland with registered number SC712448',
        'ARDMHOR ESTATES (INVESTMENTS) LIMITED',
      ),
      guarantors: notFound,
      lenders: names(
        [
          '(2) LOTHIAN AND BORDER BANKING CORPORATION PLC, a company incorporated in Scotland with registered number SC118604',
          'Commitment £8,750,000',
        ],
        'LOTHIAN AND BORDER BANKING CORPORATION PLC',
      ),
      agent: notFound,
      date: date('2025-03-12', 'THIS TERM LOAN FACILITY AGREEMENT is dated 12 March 2025'),
      facilities: text(
        [
          'the Lender makes available to the Borrower a sterling term loan facility in an aggregate amount equal to the Commitment of £8,750,000',
          'No revolving, ancillary or incremental facility is made available under this Agreement.',
        ],
        'term loan',
      ),
      amount: gbp(8750000, 'the Lender makes available to the Borrower a sterling term loan facility in an aggregate amount equal to the Commitment of £8,750,000'),
      purpose: text(
        'The Borrower shall apply all amounts borrowed by it under the Facility towards (a) the refinancing of the Existing Facilities in full, (b) capital expenditure on the refurbishment of the Properties not exceeding £1,200,000 in aggregate',
        'refinancing',
        'refurbishment',
      ),
      'availability-period': days(60, 'being the period from and including the date of this Agreement to and including the date falling 60 days after it'),
      'conditions-precedent': text(
        [
          'The Borrower may not deliver the first Utilisation Request unless the Lender has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent)',
          '3. Each Transaction Security Document, duly executed, together with all share certificates, stock transfer forms and notices required under them.',
          '4. A report on title to each Property from Kinnear Rutherford WS, addressed to the Lender, and a Valuation showing a Loan to Value not exceeding 55 per cent on the basis of the Commitment.',
          '5. A redemption statement from Clydeside Commercial Finance Limited and evidence that the Existing Facilities will be repaid',
        ],
        'Schedule 2',
        'Valuation',
      ),
      'interest-basis': text(
        [
          'the aggregate of the Margin and the Compounded Reference Rate for that day, being daily non-cumulative compounded SONIA calculated five Business Days in arrears',
          'Each Interest Period shall be three months, save that the first Interest Period for each Loan shall end on the next Quarter Date after its Utilisation Date',
        ],
        'SONIA',
        'three months',
      ),
      margin: percent(2.85, [
        'Margin 2.85 per cent per annum, subject to clause 7.3',
        'if the Loan to Value shown in the most recent Compliance Certificate is 50 per cent or less, the Margin shall be 2.60 per cent per annum',
      ]),
      'default-interest': percent(
        2,
        'interest shall accrue on the overdue amount from the due date up to the date of actual payment at a rate which is 2 per cent per annum higher than the rate which would have been payable if the overdue amount had constituted a Loan.',
      ),
      fees: gbp(87500, 'The Borrower shall pay to the Lender an arrangement fee of £87,500 on the first Utilisation Date'),
      'termination-date': date('2030-03-11', 'Termination Date 11 March 2030'),
      repayment: text(
        [
          'The Borrower shall repay the Loans in instalments by repaying on each Quarter Date, starting with the Quarter Date falling on 30 September 2025, an amount equal to 1 per cent of the aggregate Loans outstanding at the end of the Availability Period.',
          'The Borrower shall repay all outstanding Loans, together with accrued interest and all other amounts outstanding, in full on the Termination Date.',
        ],
        '1 per cent',
        'Termination Date',
      ),
      'mandatory-prepayment': text(
        [
          'Illegality: if it becomes unlawful for the Lender to perform any of its obligations or to fund or maintain any Loan, the Commitment shall be cancelled',
          'Disposals: on the disposal of any Property the Borrower shall prepay the Loans by an amount equal to the greater of the net disposal proceeds and 115 per cent of the Allocated Loan Amount',
          'Insurance proceeds: the Borrower shall prepay the Loans in an amount equal to any insurance proceeds exceeding £250,000 in respect of any one claim',
        ],
        'unlawful',
        'disposal',
        'insurance proceeds',
      ),
      'voluntary-prepayment': yes(
        [
          "the Borrower may, if it gives the Lender not less than 10 Business Days' prior notice, prepay the whole or any part of the Loans (but, if in part, by a minimum amount of £250,000).",
          'A prepayment made under this clause 6.4 on or before the first anniversary of the date of this Agreement shall be accompanied by a prepayment fee of 1 per cent of the amount prepaid',
          'Any prepayment under this clause 6 shall be made together with accrued interest on the amount prepaid and any Break Costs.',
        ],
        'prepayment fee',
        'Break Costs',
      ),
      'change-of-control': notFound,
      'financial-covenants': text(
        [
          '(a) Loan to Value does not at any time exceed 60 per cent; and',
          '(b) Interest Cover, being the ratio of Net Rental Income to Finance Costs for each period of 12 months ending on a Quarter Date (tested on a projected basis), is not less than 200 per cent.',
        ],
        '60 per cent',
        '200 per cent',
      ),
      'general-undertakings': text(
        [
          'Negative pledge: the Borrower shall not create or permit to subsist any Security over any of its assets other than the Transaction Security.',
          'Disposals: the Borrower shall not sell, transfer, lease or otherwise dispose of any Property or any interest in it',
          'Financial indebtedness: the Borrower shall not incur or allow to remain outstanding any Financial Indebtedness other than under the Finance Documents',
          'Acquisitions: the Borrower shall not acquire any company, business or heritable or other real property, or incorporate any subsidiary.',
          'Distributions: the Borrower shall not declare or pay any dividend or make any distribution or repay any Parent loan unless no Default is continuing',
        ],
        'Negative pledge',
        'Distributions',
      ),
      'events-of-default': text(
        [
          '(a) Non-payment: the Borrower does not pay on the due date any amount payable under a Finance Document',
          'no Event of Default occurs under this paragraph (e) if the aggregate amount is less than £100,000 (or its equivalent);',
          '(h) Material adverse change: any event or circumstance occurs which the Lender reasonably believes has or is reasonably likely to have a Material Adverse Effect.',
        ],
        '£100,000',
        'Material Adverse Effect',
      ),
      security: yes([
        '14.1 The obligations of the Borrower under the Finance Documents are secured by the following:',
        '(a) a standard security by the Borrower in favour of the Lender over each Property, to be registered in the Land Register of Scotland;',
        '(c) a bond and floating charge by the Borrower over the whole of its property and undertaking; and',
        '(d) a share pledge by the Parent over the entire issued share capital of the Borrower.',
      ]),
      transfers: text(
        [
          'The Lender may assign any of its rights or transfer by novation any of its rights and obligations under the Finance Documents to another bank or financial institution',
          'The consent of the Borrower is required for an assignment or transfer by the Lender unless the assignment or transfer is to an Affiliate of the Lender or is made at a time when an Event of Default is continuing.',
        ],
        'consent of the Borrower',
        'Affiliate',
      ),
      'governing-law': text(
        [
          'This Agreement and any non-contractual obligations arising out of or in connection with it are governed by Scots law.',
          'The Borrower submits to the jurisdiction of the Court of Session in Edinburgh.',
        ],
        'Scots law',
        'Court of Session',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much of the loan is allocated to the Aberdeen building?',
        gold: gbp(2650000, 'Ardmhor House, 19 Rose Street, Aberdeen AB10 1UB ABN88412 £2,650,000'),
      },
      {
        id: 'own-2',
        text: 'How often can the borrower cure an LTV breach?',
        gold: text('The Borrower may exercise this right not more than twice during the life of the Facility and not in consecutive quarters.', 'twice'),
      },
      {
        id: 'own-3',
        text: 'Can the borrower let space at a rent of £200,000 a year without asking the bank?',
        gold: no(
          'The Borrower shall not enter into, vary, renounce or accept a surrender of any Occupational Lease with a passing rent above £150,000 per annum without the consent of the Lender (not to be unreasonably withheld or delayed).',
          'consent of the Lender',
        ),
      },
    ],
  },
  {
    id: 'calibration-j-guarantee-ie-corrib-valley-tooling',
    typeKey: 'guarantee',
    region: 'IE',
    title: 'Guarantee and indemnity: Corrib Valley Tooling DAC in favour of Shannon Estuary Bank DAC',
    style: 'deed',
    pages: [
      `DATED 3 October 2024
CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY
as Guarantor
in favour of
SHANNON ESTUARY BANK DAC
as Bank
GUARANTEE AND INDEMNITY
THIS GUARANTEE AND INDEMNITY is made as a deed on the 3rd day of October 2024
BY:
CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY, a designated activity company incorporated in Ireland with registered number 587214 and having its registered office at Unit 7, Parkmore West Business Park, Galway H91 X2C6 (the "Guarantor");
IN FAVOUR OF:
SHANNON ESTUARY BANK DAC, a designated activity company incorporated in Ireland with registered number 411980 and having its registered office at 14 Harbour Row, Limerick V94 K7P2 (the "Bank").
RECITALS
(A) By a facility letter dated 26 September 2024 between the Bank and Tulla Engineering Holdings Limited, a private company limited by shares incorporated in Ireland with registered number 761035 (the "Borrower"), the Bank has agreed to make available to the Borrower a term loan facility of up to €6,400,000 (the "Facility Letter").
(B) The Borrower will use the facility to fund part of the consideration payable for its acquisition of the entire issued share capital of the Guarantor from its founding shareholders (the "Acquisition").
(C) The Guarantor is entering into this Guarantee in connection with the Acquisition. Its directors have concluded, for the reasons recorded in the minutes of their meeting held on 1 October 2024, that doing so is in the interests of and for the corporate benefit of the Guarantor, which will benefit from the working capital support and group purchasing arrangements of the Borrower's group.
NOW THIS DEED WITNESSES as follows:
1. DEFINITIONS
1.1 In this Guarantee:
"Guaranteed Liabilities" means all monies, obligations and liabilities, whether present or future, actual or contingent, now or hereafter due, owing or incurred by the Borrower to the Bank under or in connection with the Facility Letter and any other Finance Document (as defined in the Facility Letter), including interest (both before and after judgment), fees, commissions and costs, and whether incurred alone or jointly with any other person.
"Business Day" means a day (other than a Saturday, Sunday or public holiday) on which banks are open for general business in Dublin.
1.2 References to the Facility Letter include it as amended, supplemented, novated, extended or restated from time to time, including by any increase in the facility made available under it.
2. GUARANTEE AND INDEMNITY
2.1 The Guarantor irrevocably and unconditionally guarantees to the Bank the due and punctual payment and discharge by the Borrower of the Guaranteed Liabilities and undertakes that whenever the Borrower does not pay any of the Guaranteed Liabilities when due, the Guarantor shall immediately on demand pay that amount as if it were the principal obligor.`,
      `2.2 As a separate and independent obligation, the Guarantor agrees, as principal obligor and not merely as surety, to indemnify the Bank immediately on demand against any cost, loss or liability suffered by the Bank if any of the Guaranteed Liabilities is or becomes unenforceable, invalid or illegal, the amount of that cost, loss or liability being equal to the amount the Bank would otherwise have been entitled to recover.
3. LIMIT OF LIABILITY
3.1 The total amount recoverable from the Guarantor under this Guarantee shall not exceed €7,000,000 together with interest on that amount from the date of demand at the default rate under the Facility Letter and all costs and expenses of enforcing this Guarantee.
3.2 This Guarantee does not apply to any liability to the extent that it would result in this Guarantee constituting unlawful financial assistance within the meaning of section 82 of the Companies Act 2014 or breaching any other provision of Irish law governing the maintenance of capital.
4. CONTINUING SECURITY
4.1 This Guarantee is a continuing security and shall extend to the ultimate balance of the Guaranteed Liabilities, regardless of any intermediate payment or discharge in whole or in part.
4.2 The Guarantor shall not be entitled to terminate or revoke this Guarantee, or to limit its liability to the Guaranteed Liabilities outstanding at any date, by giving notice to the Bank or otherwise, until all the Guaranteed Liabilities have been irrevocably paid and discharged in full.
4.3 This Guarantee is in addition to and shall not be affected by any other guarantee or security now or later held by the Bank for any of the Guaranteed Liabilities.
5. WAIVER OF DEFENCES
5.1 The obligations of the Guarantor under this Guarantee shall not be discharged, reduced or otherwise affected by any act, omission or circumstance which, but for this clause, might operate to release or reduce them, including:
(a) any time, waiver, indulgence or consent granted to the Borrower or any other person;
(b) any amendment, variation, novation or replacement of the Facility Letter or any other document, however fundamental and whether or not more onerous, including any increase in the facility;
(c) the release of the Borrower or any other person, or the taking, variation, release, non-perfection or failure to enforce any security or guarantee held by the Bank;
(d) any incapacity, lack of power, insolvency, examinership, liquidation or change in the constitution of the Borrower or any other person.
6. IMMEDIATE RECOURSE
6.1 The Guarantor waives any right it may have of first requiring the Bank to proceed against or enforce any other right or security or claim payment from the Borrower or any other person before claiming from the Guarantor under this Guarantee.
7. DEFERRAL OF GUARANTOR'S RIGHTS
7.1 Until all the Guaranteed Liabilities have been irrevocably paid in full, and unless the Bank otherwise directs, the Guarantor shall not exercise any rights which it may have by reason of performance of its obligations under this Guarantee (a) to be indemnified by the Borrower, (b) to claim any contribution from any other guarantor of the Borrower's obligations, or (c) to take the benefit (in whole or in part and whether by way of subrogation or otherwise) of any rights of the Bank or of any security held by the Bank.
7.2 If the Guarantor receives any benefit, payment or distribution in breach of clause 7.1, it shall hold it on trust for the Bank and promptly pay it to the Bank.`,
      `8. DEMANDS AND PAYMENTS
8.1 Any demand under this Guarantee shall be made in writing, signed by an authorised officer of the Bank, and may be made at any time and from time to time after the Guaranteed Liabilities or any part of them have become due and payable and remain unpaid.
8.2 A demand shall be served by delivering it by hand or by sending it by registered post to the Guarantor at its registered office or by email to finance@corribvalleytooling.ie, and shall be deemed served, if delivered by hand, when left at that address, if posted, at 10.00 a.m. on the second Business Day after posting, and if emailed, when sent.
8.3 All payments by the Guarantor shall be made in euro, in immediately available funds, without set-off or counterclaim and free of any deduction or withholding.
9. SUMMARY APPROVAL PROCEDURE
9.1 The giving of this Guarantee constitutes financial assistance for the purposes of section 82 of the Companies Act 2014, and the Guarantor confirms that it has been authorised by the Summary Approval Procedure in accordance with sections 202 to 204 of that Act.
9.2 A special resolution of the Guarantor approving the giving of this Guarantee was passed on 1 October 2024, and the declaration of its directors made on 30 September 2024, accompanied by the report of an independent person, Ó Briain Quinlan & Co., Chartered Accountants, will be delivered to the Registrar of Companies within the period required by the Companies Act 2014.
10. REPRESENTATIONS
10.1 The Guarantor represents to the Bank that it has the power to enter into this Guarantee, that all necessary corporate action has been taken to authorise it, and that its obligations under this Guarantee are legal, valid, binding and enforceable.
11. ASSIGNMENT
11.1 The Bank may assign or transfer all or any of its rights under this Guarantee to any person to whom it assigns or transfers its rights under the Facility Letter. The Guarantor may not assign any of its rights or obligations.
12. GOVERNING LAW AND JURISDICTION
12.1 This Guarantee and any non-contractual obligations arising out of or in connection with it shall be governed by and construed in accordance with the laws of Ireland.
12.2 The courts of Ireland shall have exclusive jurisdiction to settle any dispute arising out of or in connection with this Guarantee, provided that nothing in this clause shall limit the right of the Bank to take proceedings against the Guarantor in any other court of competent jurisdiction.
IN WITNESS whereof this Guarantee has been executed and delivered as a deed by the Guarantor on the date first written above.
PRESENT when the COMMON SEAL of CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY was affixed hereto:
Director\tNiamh Ní Chonghaile
Director/Secretary\tPádraig Fennelly`,
    ],
    gold: {
      guarantor: names(
        'CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY, a designated activity company incorporated in Ireland with registered number 587214',
        'CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY',
      ),
      beneficiary: names(
        'SHANNON ESTUARY BANK DAC, a designated activity company incorporated in Ireland with registered number 411980',
        'SHANNON ESTUARY BANK DAC',
      ),
      'principal-debtor': names(
        'By a facility letter dated 26 September 2024 between the Bank and Tulla Engineering Holdings Limited, a private company limited by shares incorporated in Ireland with registered number 761035 (the "Borrower")',
        'Tulla Engineering Holdings Limited',
      ),
      date: date('2024-10-03', ['THIS GUARANTEE AND INDEMNITY is made as a deed on the 3rd day of October 2024', 'DATED 3 October 2024']),
      'guaranteed-obligations': text(
        '"Guaranteed Liabilities" means all monies, obligations and liabilities, whether present or future, actual or contingent, now or hereafter due, owing or incurred by the Borrower to the Bank under or in connection with the Facility Letter',
        'all monies',
        'Facility Letter',
      ),
      cap: eur(7000000, 'The total amount recoverable from the Guarantor under this Guarantee shall not exceed €7,000,000'),
      continuing: yes('This Guarantee is a continuing security and shall extend to the ultimate balance of the Guaranteed Liabilities'),
      'principal-obligor-and-indemnity': yes([
        'the Guarantor shall immediately on demand pay that amount as if it were the principal obligor.',
        'As a separate and independent obligation, the Guarantor agrees, as principal obligor and not merely as surety, to indemnify the Bank immediately on demand',
      ]),
      'waiver-of-defences': yes([
        'The obligations of the Guarantor under this Guarantee shall not be discharged, reduced or otherwise affected by any act, omission or circumstance which, but for this clause, might operate to release or reduce them, including:',
        '(a) any time, waiver, indulgence or consent granted to the Borrower or any other person;',
        '(b) any amendment, variation, novation or replacement of the Facility Letter or any other document',
        '(c) the release of the Borrower or any other person, or the taking, variation, release, non-perfection or failure to enforce any security or guarantee held by the Bank;',
      ]),
      'immediate-recourse': yes(
        'The Guarantor waives any right it may have of first requiring the Bank to proceed against or enforce any other right or security or claim payment from the Borrower or any other person before claiming from the Guarantor under this Guarantee.',
      ),
      demand: [
        text(
          [
            'Any demand under this Guarantee shall be made in writing, signed by an authorised officer of the Bank',
            'A demand shall be served by delivering it by hand or by sending it by registered post to the Guarantor at its registered office or by email to finance@corribvalleytooling.ie',
          ],
          'in writing',
          'registered post',
        ),
        // How (in writing, signed by an authorised officer) and when (once the liabilities are due and unpaid), from clause 8.1 alone.
        text(
          'Any demand under this Guarantee shall be made in writing, signed by an authorised officer of the Bank, and may be made at any time and from time to time after the Guaranteed Liabilities or any part of them have become due and payable and remain unpaid.',
          'in writing',
          'due and payable',
        ),
      ],
      'termination-by-guarantor': no(
        'The Guarantor shall not be entitled to terminate or revoke this Guarantee, or to limit its liability to the Guaranteed Liabilities outstanding at any date, by giving notice to the Bank or otherwise',
      ),
      'deferral-of-rights': yes(
        'Until all the Guaranteed Liabilities have been irrevocably paid in full, and unless the Bank otherwise directs, the Guarantor shall not exercise any rights which it may have by reason of performance of its obligations under this Guarantee',
      ),
      limitations: [
        text(
          [
            'This Guarantee does not apply to any liability to the extent that it would result in this Guarantee constituting unlawful financial assistance within the meaning of section 82 of the Companies Act 2014',
            'that doing so is in the interests of and for the corporate benefit of the Guarantor',
          ],
          'financial assistance',
          'corporate benefit',
        ),
        // The only limitation the guarantee carries is the financial assistance carve-out; the corporate benefit recital limits nothing.
        text(
          'This Guarantee does not apply to any liability to the extent that it would result in this Guarantee constituting unlawful financial assistance within the meaning of section 82 of the Companies Act 2014',
          'financial assistance',
        ),
      ],
      'set-off': notFound,
      'independent-advice': notFound,
      execution: yes([
        'IN WITNESS whereof this Guarantee has been executed and delivered as a deed by the Guarantor on the date first written above.',
        'PRESENT when the COMMON SEAL of CORRIB VALLEY TOOLING DESIGNATED ACTIVITY COMPANY was affixed hereto:',
      ]),
      'summary-approval-procedure': yes([
        'the Guarantor confirms that it has been authorised by the Summary Approval Procedure in accordance with sections 202 to 204 of that Act.',
        'A special resolution of the Guarantor approving the giving of this Guarantee was passed on 1 October 2024',
      ]),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the laws of Ireland.',
          'The courts of Ireland shall have exclusive jurisdiction to settle any dispute arising out of or in connection with this Guarantee',
        ],
        'laws of Ireland',
        'courts of Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How big is the loan the guarantee supports?',
        gold: eur(6400000, 'the Bank has agreed to make available to the Borrower a term loan facility of up to €6,400,000'),
      },
      {
        id: 'own-2',
        text: 'When is the facility letter dated?',
        gold: date('2024-09-26', 'By a facility letter dated 26 September 2024 between the Bank and Tulla Engineering Holdings Limited'),
      },
      {
        id: 'own-3',
        text: 'If the bank posts a demand, when is it treated as served?',
        gold: text('if posted, at 10.00 a.m. on the second Business Day after posting', 'second Business Day'),
      },
    ],
  },
  {
    id: 'calibration-j-debenture-ni-laganside-joinery',
    typeKey: 'debenture',
    region: 'NI',
    title: 'Debenture: Laganside Joinery and Shopfitting Limited in favour of Foyle and Lagan Bank plc',
    style: 'typed',
    scanned: true,
    pages: [
      `DEBENTURE
THIS DEBENTURE is made on 27 January 2025
BETWEEN:
(1) LAGANSIDE JOINERY AND SHOPFITTING LIMITED (company number NI621874) whose registered office is at 9 Edenderry Industrial Estate, Belfast BT13 3LA (the "Chargor"); and
(2) FOYLE AND LAGAN BANK PLC (company number NI003317) of 30 Donegall Square North, Belfast BT1 5GP (the "Bank").
1. INTERPRETATION
1.1 "Secured Liabilities" means all monies and liabilities now or at any time hereafter due, owing or incurred by the Chargor to the Bank, whether actually or contingently, solely or jointly, as principal or surety, together with interest, commission, fees and costs.
1.2 "Land" means the property described in the Schedule and all other freehold and leasehold property now or later belonging to the Chargor, with all buildings and fixtures on it.
1.3 "Event of Default" means any event of default (however described) under any facility letter or agreement between the Chargor and the Bank.
2. COVENANT TO PAY
2.1 The Chargor covenants with the Bank to pay and discharge the Secured Liabilities on demand when due.
3. FIXED CHARGES AND ASSIGNMENT
3.1 The Chargor, with full title guarantee and as continuing security for the payment of the Secured Liabilities, hereby:
(a) charges by way of first legal mortgage the Land described in the Schedule;
(b) charges by way of first fixed charge all other Land, all plant, machinery and vehicles, all stocks and shares, its goodwill and uncalled capital, and all its intellectual property;
(c) charges by way of first fixed charge all book debts and other debts and the proceeds of them, and all monies standing to the credit of any account with the Bank or any other bank (the "Accounts");`,
      `(d) assigns absolutely by way of security all its rights in the policies of insurance relating to its assets and in its contracts of hire purchase and leasing.
4. FLOATING CHARGE
4.1 The Chargor, with full title guarantee, charges by way of first floating charge the whole of its undertaking and all its property, assets and rights whatsoever and wheresoever, present and future, not effectively charged by way of fixed charge or assigned under clause 3.
4.2 Paragraph 15 of Schedule B1 to the Insolvency (Northern Ireland) Order 1989 applies to the floating charge created by clause 4.1, which is a qualifying floating charge for that purpose.
4.3 The Bank may by notice to the Chargor convert the floating charge into a fixed charge as regards any assets specified in the notice if an Event of Default has occurred or the Bank considers those assets to be in danger of seizure or otherwise in jeopardy.
4.4 The floating charge shall automatically convert into a fixed charge, without notice, if the Chargor creates or attempts to create any security over any of its assets without the Bank's consent, if any person levies or attempts to levy any distress, execution or other process against any asset, or if any step is taken for the appointment of an administrator or for the winding up of the Chargor.
5. RESTRICTIONS
5.1 The Chargor shall not, without the prior written consent of the Bank, create or permit to subsist any mortgage, charge, lien or other security interest over any of its assets, other than this Debenture, the Prior Charge and liens arising by operation of law in the ordinary course of trading.
5.2 The Chargor shall not sell, transfer, lease or otherwise dispose of any of its assets, except for the sale at full value in the ordinary course of trading of assets subject only to the floating charge.
6. BOOK DEBTS, ACCOUNTS AND INSURANCES`,
      `6.1 The Chargor shall collect its book debts promptly and pay their proceeds into its account with the Bank, and shall not withdraw them from that account except with the Bank's consent.
6.2 Within 5 Business Days of the date of this Debenture (and of opening any new account or taking out any new policy), the Chargor shall serve notice of the charge on each bank other than the Bank with which an Account is held, and notice of assignment on each insurer, in the form required by the Bank, and use all reasonable endeavours to procure an acknowledgment from each recipient.
7. LAND
7.1 The Chargor consents to the registration of the charge created by clause 3.1(a) as a burden on the folio specified in the Schedule and applies to the Registrar of Titles to enter a note of this Debenture accordingly.
7.2 The Chargor shall deposit with the Bank all deeds and documents of title relating to the Land.
8. ENFORCEMENT
8.1 The security created by this Debenture shall become immediately enforceable on the Bank making demand for payment of any of the Secured Liabilities, or at the request of the Chargor, or if any step is taken for the appointment of an administrator or liquidator of the Chargor.
8.2 At any time after the security has become enforceable the Bank may, without further notice: (a) appoint one or more persons to be a receiver or receivers of all or any of the charged assets; (b) appoint an administrator of the Chargor; and (c) exercise the power of sale and all other powers conferred on mortgagees by the Conveyancing Act 1881, as varied and extended by this Debenture.
8.3 Section 20 of the Conveyancing Act 1881 and the restrictions on consolidation of mortgages shall not apply to this Debenture.
9. POWER OF ATTORNEY`,
      `9.1 The Chargor, by way of security, irrevocably appoints the Bank and any receiver severally to be its attorney to execute and do all deeds, acts and things which the Chargor is obliged to do under this Debenture, or which the attorney considers necessary to perfect or enforce the security.
10. PRIOR CHARGE
10.1 The Chargor has granted a fixed charge dated 14 March 2022 in favour of Belfast Plant Finance Limited over the CNC panel saw and edge-banding line listed in it (the "Prior Charge").
10.2 The Bank agrees that this Debenture ranks after the Prior Charge as regards those items of plant only, and the Chargor shall not increase the amount secured by the Prior Charge.
11. LAW
11.1 This Debenture shall be governed by and construed in accordance with the law of Northern Ireland, and the Chargor submits to the non-exclusive jurisdiction of the courts of Northern Ireland.
THE SCHEDULE
Registered land\tFolio AN45512, County Antrim
Description\tLands and premises at 9 Edenderry Industrial Estate, Belfast BT13 3LA, being the property comprised in the said folio
Tenure\tFreehold
IN WITNESS whereof this Debenture has been executed as a deed by the Chargor and delivered on the date first written above.
Executed as a deed by LAGANSIDE JOINERY AND SHOPFITTING LIMITED acting by a director in the presence of a witness:
Director\tSeamus Patrick Devlin
Witness\tRoisin McCann, 4 Cyprus Avenue, Belfast BT5 5NT, legal executive
Signed for and on behalf of FOYLE AND LAGAN BANK PLC\tGareth Lyttle, Relationship Director`,
    ],
    gold: {
      chargors: names(
        '(1) LAGANSIDE JOINERY AND SHOPFITTING LIMITED (company number NI621874)',
        'LAGANSIDE JOINERY AND SHOPFITTING LIMITED',
      ),
      chargee: names('(2) FOYLE AND LAGAN BANK PLC (company number NI003317)', 'FOYLE AND LAGAN BANK PLC'),
      date: date('2025-01-27', 'THIS DEBENTURE is made on 27 January 2025'),
      'secured-liabilities': text(
        '"Secured Liabilities" means all monies and liabilities now or at any time hereafter due, owing or incurred by the Chargor to the Bank',
        'all monies',
      ),
      'fixed-security': text(
        [
          '(a) charges by way of first legal mortgage the Land described in the Schedule;',
          '(b) charges by way of first fixed charge all other Land, all plant, machinery and vehicles, all stocks and shares, its goodwill and uncalled capital, and all its intellectual property;',
          '(c) charges by way of first fixed charge all book debts and other debts and the proceeds of them, and all monies standing to the credit of any account',
          '(d) assigns absolutely by way of security all its rights in the policies of insurance',
        ],
        'first legal mortgage',
        'book debts',
      ),
      'floating-charge': yes('charges by way of first floating charge the whole of its undertaking and all its property, assets and rights whatsoever and wheresoever, present and future'),
      'qualifying-floating-charge-ni': yes(
        'Paragraph 15 of Schedule B1 to the Insolvency (Northern Ireland) Order 1989 applies to the floating charge created by clause 4.1, which is a qualifying floating charge for that purpose.',
      ),
      enforcement: text(
        [
          'The security created by this Debenture shall become immediately enforceable on the Bank making demand for payment of any of the Secured Liabilities',
          '(a) appoint one or more persons to be a receiver or receivers of all or any of the charged assets; (b) appoint an administrator of the Chargor; and (c) exercise the power of sale',
        ],
        'demand',
        'receiver',
        'administrator',
      ),
      crystallisation: text(
        [
          'The Bank may by notice to the Chargor convert the floating charge into a fixed charge as regards any assets specified in the notice',
          'The floating charge shall automatically convert into a fixed charge, without notice, if the Chargor creates or attempts to create any security over any of its assets without the Bank\'s consent',
        ],
        'notice',
        'automatically',
      ),
      'negative-pledge': yes([
        'The Chargor shall not, without the prior written consent of the Bank, create or permit to subsist any mortgage, charge, lien or other security interest over any of its assets',
        'The Chargor shall not sell, transfer, lease or otherwise dispose of any of its assets, except for the sale at full value in the ordinary course of trading of assets subject only to the floating charge.',
      ]),
      'land-ireland': yes([
        '(a) charges by way of first legal mortgage the Land described in the Schedule;',
        'The Chargor consents to the registration of the charge created by clause 3.1(a) as a burden on the folio specified in the Schedule',
        'Registered land Folio AN45512, County Antrim',
      ]),
      notices: yes(
        'the Chargor shall serve notice of the charge on each bank other than the Bank with which an Account is held, and notice of assignment on each insurer',
      ),
      'companies-house-registration': notFound,
      'power-of-attorney': yes(
        'The Chargor, by way of security, irrevocably appoints the Bank and any receiver severally to be its attorney',
      ),
      ranking: text(
        'The Bank agrees that this Debenture ranks after the Prior Charge as regards those items of plant only, and the Chargor shall not increase the amount secured by the Prior Charge.',
        'ranks after',
        'Prior Charge',
      ),
      'governing-law': text('This Debenture shall be governed by and construed in accordance with the law of Northern Ireland', 'Northern Ireland'),
    },
    own: [
      {
        id: 'own-1',
        text: 'Who holds the earlier charge over the panel saw?',
        gold: names(
          'The Chargor has granted a fixed charge dated 14 March 2022 in favour of Belfast Plant Finance Limited over the CNC panel saw and edge-banding line listed in it',
          'Belfast Plant Finance Limited',
        ),
      },
      {
        id: 'own-2',
        text: 'How long does the company have to send notices to its insurers?',
        gold: days(5, 'Within 5 Business Days of the date of this Debenture'),
      },
    ],
  },
  {
    id: 'calibration-j-building-contract-wa-heol-y-felin-homes',
    typeKey: 'building-contract',
    region: 'WA',
    title: 'JCT Design and Build Contract 2016: 24 affordable homes, Heol y Felin, Cardigan',
    style: 'modern',
    pages: [
      `JCT DESIGN AND BUILD CONTRACT 2016 EDITION
Incorporating the Schedule of Amendments annexed to this Agreement
Project: 24 affordable homes, land off Heol y Felin, Cardigan
THIS AGREEMENT is made the ______ day of ____________ 2025
BETWEEN
THE EMPLOYER\tCymdeithas Tai Glannau Teifi Cyfyngedig, a registered society (registration number 29871R) whose registered office is at Tŷ Glannau, 3 Stryd y Priordy, Cardigan SA43 1BZ
AND
THE CONTRACTOR\tHafren Build (Construction) Limited (company number 04418893) whose registered office is at Unit 3, Llys Hafren, Welshpool SY21 7SE
RECITALS
First\tThe Employer wishes to have the following work carried out: the design and construction of 24 affordable dwellings (10 two-bedroom houses, 8 three-bedroom houses and 6 one-bedroom flats), together with the associated estate road, drainage, public open space and off-site highway works (the "Works") at land off Heol y Felin, Cardigan, Ceredigion SA43 1NQ (the "site"), and has supplied the Contractor with documents showing and describing its requirements (the "Employer's Requirements").
Second\tIn response to the Employer's Requirements the Contractor has supplied the Employer with documents showing and describing the Contractor's proposals for the design and construction of the Works (the "Contractor's Proposals") and the Contract Sum Analysis.
Third\tThe Employer has examined the Contractor's Proposals and, subject to the Conditions, is satisfied that they appear to meet the Employer's Requirements.
Fourth\tThe Works are divided into Sections as described in the Employer's Requirements and the Contract Particulars.
Fifth\tThe Works are to be part-funded by social housing grant from the Welsh Ministers, whose grant conditions are included in the Employer's Requirements.
ARTICLES
Article 1: Contractor's obligations\tThe Contractor shall complete the design for the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.
Article 2: Contract Sum\tThe Employer shall pay the Contractor the sum of £5,386,420.00 (five million three hundred and eighty-six thousand four hundred and twenty pounds) exclusive of VAT (the "Contract Sum"), or such other sum as shall become payable under the Conditions.
Article 3: Employer's Agent\tFor the purposes of this Contract the Employer's Agent is Rhys Pugh of Teifi Cost Consultancy LLP, or such other person as the Employer nominates in writing.
Article 4: Contractor's Representative\tSiân Edwards, Contracts Manager, or such other person as the Contractor nominates in writing.`,
      `Article 5: Principal Designer\tThe Principal Designer for the purposes of the CDM Regulations is Llŷr Morgan Architects Limited, or such other person as the Employer may appoint.
Article 6: Principal Contractor\tThe Principal Contractor for the purposes of the CDM Regulations is the Contractor, Hafren Build (Construction) Limited.
Article 7: Adjudication\tIf any dispute or difference arises under this Contract either Party may refer it to adjudication in accordance with clause 9.2.
Article 8: Arbitration\tNot used. The Contract Particulars state that Article 8 and clauses 9.3 to 9.8 do not apply.
Article 9: Legal proceedings\tSubject to Article 7, the courts shall have jurisdiction over any dispute or difference between the Parties which arises out of or in connection with this Contract.
CONTRACT PARTICULARS
Fourth Recital and clause 2.35: Sections\tSection 1: Plots 1 to 12 and the estate road to binder course. Section 2: Plots 13 to 24, public open space, off-site highway works and final surfacing.
Article 8: Arbitration\tArticle 8 and clauses 9.3 to 9.8 (arbitration) do not apply.
Clause 1.1: Base Date\t14 April 2025
Clause 1.1: CDM Regulations\tThe project is notifiable.
Clause 1.1: Date for Completion\tSection 1: 31 July 2026; Section 2: 27 November 2026
Clause 2.3: Date of Possession of the site\t6 October 2025 (for all Sections)
Clause 2.5: Deferment of possession\tClause 2.5 applies; the period of deferment shall not exceed 6 weeks.
Clause 2.29.2: Liquidated damages\tSection 1: at the rate of £1,850 per week; Section 2: at the rate of £2,150 per week. The Employer's total entitlement to liquidated damages shall not exceed 5 per cent of the Contract Sum.
Clause 2.37: Rectification Period\t12 months from the date of practical completion of each Section
Clause 4.7: Interim Payments\tAlternative B (periodic payments) applies. The first due date is 28 November 2025 and subsequent due dates are the same date in each month or the nearest Business Day in that month.
Clause 4.9: Final date for payment\tThe final date for payment of each interim payment is 14 days from its due date. The Employer shall give any Pay Less Notice not later than 5 days before the final date for payment.
Clause 4.18: Retention Percentage\t3 per cent, halved on practical completion of each Section, the balance being released on the issue of the Notice of Completion of Making Good for that Section.
Clause 6.4.1: Contractor's insurance: injury to persons and property\tNot less than £10,000,000 for any one occurrence or series of occurrences arising out of one event.
Clause 6.7: Insurance Options\tInsurance Option A (New buildings: all risks insurance of the Works by the Contractor) applies.`,
      `Clause 6.12: Professional indemnity insurance\tLevel of cover: £5,000,000 for each and every claim. Period of cover: 12 years from practical completion of the last Section. Cover for pollution and contamination claims: not less than £2,000,000 in the aggregate.
Clause 6.15: Joint Fire Code\tDoes not apply.
Clause 7A: Third Party Rights\tPart 1 (Third Party Rights from the Contractor) does not apply.
Clause 7C: Funder\tThe Contractor shall, within 14 days of a request, enter into a collateral warranty in the form CWa/F in favour of the Welsh Ministers as grant funder.
Clause 7D: Purchasers and Tenants\tNot applicable.
Clause 7E: Sub-contractor warranties\tThe Contractor shall procure collateral warranties in the form SCWa/E in favour of the Employer from the timber frame and the mechanical and electrical sub-contractors.
Clause 8.11.1: Period of suspension\t2 months
Clause 9.2.1: Adjudication\tThe Adjudicator shall be nominated by the Royal Institution of Chartered Surveyors.
SCHEDULE OF AMENDMENTS
The Conditions are amended as follows:
1. Clause 2.1: the Contractor shall also comply with the Welsh Development Quality Requirements 2021 and with the grant conditions of the Welsh Ministers included in the Employer's Requirements.
2. Clause 2.14: the Contractor accepts responsibility for any discrepancy within the Employer's Requirements, and the Contractor's Proposals shall prevail over the Employer's Requirements only where the Employer's Requirements expressly so state.
3. Clause 2.17.1: the Contractor warrants that in designing the Works it has exercised and will exercise the reasonable skill, care and diligence to be expected of a properly qualified and competent architect or other designer experienced in designing works of a similar size, scope and complexity. The Contractor gives no warranty of fitness for purpose.
4. Clause 2.26: the Relevant Events for exceptionally adverse weather conditions and for the carrying out of work by statutory undertakers are deleted; all other Relevant Events are unchanged.
5. Clause 4.21: the Relevant Matters are limited to Changes, instructions of the Employer and impediment, prevention or default by the Employer. Notification by the Contractor within 28 days of the occurrence of a Relevant Matter is a condition precedent to any entitlement to loss and expense.
6. New clause 2.41: within 21 days of the date of this Contract the Contractor shall deliver to the Employer a performance bond in a sum equal to 10 per cent of the Contract Sum and a parent company guarantee from Hafren Group Holdings Limited, each in the form annexed to the Employer's Requirements, failing which the Employer may withhold payment of any interim payment until they are delivered.
7. Clause 8.4.1: the Specified Defaults are extended to include a failure to provide the bond or guarantee under clause 2.41 and a failure to comply with clause 3.16 (CDM Regulations).
8. New clause 8.12: the Employer may terminate the Contractor's employment at any time for its convenience by giving 28 days' notice, in which case the Contractor shall be paid as if it had terminated its employment under clause 8.9.
9. Clause 9.2: the Scheme for Construction Contracts (England and Wales) Regulations 1998, as amended in relation to Wales, shall apply to adjudication, save that the Adjudicator shall be nominated as stated in the Contract Particulars.
10. Clause 1.12: this Contract shall be governed by the law of England and Wales, and the references to the courts in Article 9 are to the courts of England and Wales.`,
      `ATTESTATION
This Contract is executed by the Parties as a deed as follows.
Executed as a deed by Cymdeithas Tai Glannau Teifi Cyfyngedig by the affixing of its common seal in the presence of:\tMember of the Board: ____________  Secretary: ____________
Executed as a deed by Hafren Build (Construction) Limited acting by two directors\tDirector: Gwyn Tudor Rees  Director: Catrin Mai Hopkins`,
    ],
    gold: {
      employer: names(
        'THE EMPLOYER Cymdeithas Tai Glannau Teifi Cyfyngedig, a registered society (registration number 29871R)',
        'Cymdeithas Tai Glannau Teifi Cyfyngedig',
      ),
      contractor: names('THE CONTRACTOR Hafren Build (Construction) Limited (company number 04418893)', 'Hafren Build (Construction) Limited'),
      // The date is left blank: saying so, from the dating line, is as right as not_found.
      'contract-date': [notFound, text('THIS AGREEMENT is made the ______ day of ____________ 2025')],
      'works-and-site': text(
        'the design and construction of 24 affordable dwellings (10 two-bedroom houses, 8 three-bedroom houses and 6 one-bedroom flats), together with the associated estate road, drainage, public open space and off-site highway works (the "Works") at land off Heol y Felin, Cardigan, Ceredigion SA43 1NQ',
        '24 affordable dwellings',
        'Heol y Felin',
      ),
      'form-and-edition': text('JCT DESIGN AND BUILD CONTRACT 2016 EDITION', 'DESIGN AND BUILD', '2016'),
      'contract-sum': gbp(5386420, 'The Employer shall pay the Contractor the sum of £5,386,420.00'),
      'date-for-completion': [
        date('2026-07-31', 'Clause 1.1: Date for Completion Section 1: 31 July 2026; Section 2: 27 November 2026'),
        date('2026-11-27', 'Clause 1.1: Date for Completion Section 1: 31 July 2026; Section 2: 27 November 2026'),
      ],
      'date-of-possession': date('2025-10-06', 'Clause 2.3: Date of Possession of the site 6 October 2025 (for all Sections)'),
      'liquidated-damages': [
        gbp(1850, 'Section 1: at the rate of £1,850 per week; Section 2: at the rate of £2,150 per week.'),
        gbp(2150, 'Section 1: at the rate of £1,850 per week; Section 2: at the rate of £2,150 per week.'),
      ],
      retention: percent(
        3,
        'Clause 4.18: Retention Percentage 3 per cent, halved on practical completion of each Section, the balance being released on the issue of the Notice of Completion of Making Good for that Section.',
      ),
      'defects-period': months(12, 'Clause 2.37: Rectification Period 12 months from the date of practical completion of each Section'),
      insurance: text(
        [
          'Clause 6.7: Insurance Options Insurance Option A (New buildings: all risks insurance of the Works by the Contractor) applies.',
          "Clause 6.4.1: Contractor's insurance: injury to persons and property Not less than £10,000,000 for any one occurrence",
        ],
        'Insurance Option A',
      ),
      'design-responsibility': text(
        [
          'The Contractor shall complete the design for the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.',
          'the Contractor warrants that in designing the Works it has exercised and will exercise the reasonable skill, care and diligence to be expected of a properly qualified and competent architect or other designer',
          'The Contractor gives no warranty of fitness for purpose.',
        ],
        'reasonable skill, care and diligence',
        'fitness for purpose',
      ),
      'design-pi-insurance': yes(
        'Clause 6.12: Professional indemnity insurance Level of cover: £5,000,000 for each and every claim. Period of cover: 12 years from practical completion of the last Section.',
      ),
      amendments: text(
        [
          'the Relevant Events for exceptionally adverse weather conditions and for the carrying out of work by statutory undertakers are deleted',
          'Notification by the Contractor within 28 days of the occurrence of a Relevant Matter is a condition precedent to any entitlement to loss and expense.',
          'the Employer may terminate the Contractor\'s employment at any time for its convenience by giving 28 days\' notice',
          "the Contractor accepts responsibility for any discrepancy within the Employer's Requirements",
        ],
        'exceptionally adverse weather',
        'convenience',
      ),
      payment: text(
        [
          'Alternative B (periodic payments) applies. The first due date is 28 November 2025 and subsequent due dates are the same date in each month',
          'The final date for payment of each interim payment is 14 days from its due date.',
        ],
        'Alternative B',
        '14 days',
      ),
      'adjudication-great-britain': text(
        [
          'the Scheme for Construction Contracts (England and Wales) Regulations 1998, as amended in relation to Wales, shall apply to adjudication',
          'If any dispute or difference arises under this Contract either Party may refer it to adjudication in accordance with clause 9.2.',
        ],
        'Scheme',
      ),
      'extensions-and-loss': text(
        [
          'the Relevant Events for exceptionally adverse weather conditions and for the carrying out of work by statutory undertakers are deleted; all other Relevant Events are unchanged.',
          'the Relevant Matters are limited to Changes, instructions of the Employer and impediment, prevention or default by the Employer.',
        ],
        'Relevant Events',
        'Relevant Matters',
      ),
      'security-documents': text(
        [
          'the Contractor shall deliver to the Employer a performance bond in a sum equal to 10 per cent of the Contract Sum and a parent company guarantee from Hafren Group Holdings Limited',
          'The Contractor shall, within 14 days of a request, enter into a collateral warranty in the form CWa/F in favour of the Welsh Ministers as grant funder.',
          'The Contractor shall procure collateral warranties in the form SCWa/E in favour of the Employer from the timber frame and the mechanical and electrical sub-contractors.',
        ],
        'performance bond',
        'parent company guarantee',
        'collateral warranty',
      ),
      termination: text(
        [
          'the Specified Defaults are extended to include a failure to provide the bond or guarantee under clause 2.41 and a failure to comply with clause 3.16 (CDM Regulations).',
          "the Employer may terminate the Contractor's employment at any time for its convenience by giving 28 days' notice",
          'Clause 8.11.1: Period of suspension 2 months',
        ],
        'Specified Defaults',
        'convenience',
      ),
      'executed-as-deed': [
        yes(['This Contract is executed by the Parties as a deed as follows.', 'Executed as a deed by Hafren Build (Construction) Limited acting by two directors']),
        // The Employer's attestation clause states the same.
        yes('Executed as a deed by Cymdeithas Tai Glannau Teifi Cyfyngedig by the affixing of its common seal in the presence of:'),
      ],
      'health-and-safety-roles-great-britain': names(
        [
          'The Principal Designer for the purposes of the CDM Regulations is Llŷr Morgan Architects Limited',
          'The Principal Contractor for the purposes of the CDM Regulations is the Contractor, Hafren Build (Construction) Limited.',
        ],
        'Llŷr Morgan Architects Limited',
        'Hafren Build (Construction) Limited',
      ),
      'disputes-and-law': [
        text(
          [
            'Article 8 and clauses 9.3 to 9.8 (arbitration) do not apply.',
            'this Contract shall be governed by the law of England and Wales, and the references to the courts in Article 9 are to the courts of England and Wales.',
          ],
          'England and Wales',
          'arbitration',
        ),
        // Final resolution in the courts (Article 9), which clause 1.12 makes those of England and Wales, whose law governs.
        text(
          [
            'Subject to Article 7, the courts shall have jurisdiction over any dispute or difference between the Parties which arises out of or in connection with this Contract.',
            'this Contract shall be governed by the law of England and Wales, and the references to the courts in Article 9 are to the courts of England and Wales.',
          ],
          'courts shall have jurisdiction',
          'law of England and Wales',
        ),
      ],
    },
    own: [
      {
        id: 'own-1',
        text: 'Is there a ceiling on the liquidated damages the housing association can recover?',
        gold: percent(5, "The Employer's total entitlement to liquidated damages shall not exceed 5 per cent of the Contract Sum."),
      },
      {
        id: 'own-2',
        text: 'What is the base date?',
        gold: date('2025-04-14', 'Clause 1.1: Base Date 14 April 2025'),
      },
      {
        id: 'own-3',
        text: "Who is the employer's agent?",
        gold: names('For the purposes of this Contract the Employer\'s Agent is Rhys Pugh of Teifi Cost Consultancy LLP', 'Rhys Pugh'),
      },
    ],
  },
  {
    id: 'calibration-j-appointment-en-wolvercote-structural-engineer',
    typeKey: 'professional-appointment',
    region: 'EN',
    title: 'Deed of appointment of civil and structural engineer: Plot 4, Wolvercote Science Park, Oxford',
    style: 'deed',
    pages: [
      `DEED OF APPOINTMENT OF CIVIL AND STRUCTURAL ENGINEER
THIS DEED OF APPOINTMENT is made on 9 May 2025
BETWEEN:
(1) WOLVERCOTE SCIENCE PARK DEVELOPMENTS LIMITED (company number 12876540) whose registered office is at 3 Beaumont Street, Oxford OX1 2LP (the "Client"); and
(2) HARCOURT FERRAND LLP (registered number OC398172) whose registered office is at 71 Blackfriars Road, London SE1 8HA (the "Consultant").
RECITALS
(A) The Client intends to develop Plot 4, Wolvercote Science Park, Godstow Road, Oxford OX2 8PT by the construction of a four-storey laboratory and office building of approximately 6,800 square metres gross internal area, with an energy centre, cycle store and associated hard landscaping (the "Project").
(B) The Client wishes to appoint the Consultant as civil and structural engineer for the Project, and the Consultant has agreed to accept that appointment on the terms of this Deed.
(C) The Client intends to procure the construction of the Project under a design and build contract, and the Consultant's appointment may be novated to the contractor appointed under it.
NOW THIS DEED WITNESSES as follows:
1. DEFINITIONS
In this Deed:
"Building Contractor" means the contractor appointed by the Client to design and construct the Project.
"Fee" means the fee set out in Schedule 3.
"Material" means all drawings, reports, models, calculations, specifications, BIM models and other documents and data prepared by or on behalf of the Consultant in connection with the Project.
"Practical Completion" means practical completion of the Project under the building contract.
"Services" means the services set out in Schedule 2.
2. APPOINTMENT AND STANDARD OF CARE
2.1 The Client appoints the Consultant to perform the Services, and the Consultant shall perform them in accordance with this Deed.
2.2 The Consultant warrants that it has exercised and will continue to exercise in the performance of the Services all the reasonable skill, care and diligence to be expected of a properly qualified and competent consulting civil and structural engineer experienced in carrying out services of a similar size, scope, nature and complexity to the Services.
2.3 Nothing in this Deed shall be construed as imposing on the Consultant an obligation to ensure that the Project, or any part of it, will be fit for any particular purpose.
2.4 The Consultant shall comply with any instructions reasonably given by the Client, and the Client may by notice vary the Services, an instruction to perform additional services being paid for in accordance with Schedule 3.
3. FEES AND PAYMENT
3.1 In consideration of the performance of the Services the Client shall pay the Consultant the Fee in accordance with Schedule 3.`,
      `3.2 The Consultant shall submit an application for payment at the end of each month. The due date for payment shall be the date of receipt of that application, and the final date for payment shall be 30 days after the due date. The Client may give a pay less notice not later than 5 days before the final date for payment.
3.3 If the Client fails to pay any sum by the final date for payment, interest shall be payable on it at 3 per cent above the base rate of the Bank of England.
4. INSURANCE
4.1 The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £10,000,000 for each and every claim, save that cover for claims arising from pollution or contamination may be limited to £5,000,000 in the aggregate in any one period of insurance, from the date of this Deed until 12 years after Practical Completion, provided that such insurance remains available in the market at commercially reasonable rates and terms.
4.2 The Consultant shall produce evidence of the insurance on request, and shall immediately notify the Client if the insurance ceases to be available at commercially reasonable rates.
5. LIMITATION OF LIABILITY
5.1 The Consultant's total liability to the Client arising under or in connection with this Deed, whether in contract, tort (including negligence), for breach of statutory duty or otherwise, shall not exceed £7,500,000 in the aggregate, save that this limit shall not apply to liability for death or personal injury caused by negligence, or for fraud.
5.2 No action or proceedings for any breach of this Deed shall be commenced against the Consultant after the expiry of 12 years from the date of Practical Completion.
6. COPYRIGHT
6.1 The copyright in the Material remains vested in the Consultant.
6.2 The Consultant grants to the Client an irrevocable, non-exclusive, royalty-free licence to copy and use the Material and to reproduce the designs contained in it for any purpose related to the Project, including its construction, completion, maintenance, letting, sale, promotion, advertisement, reinstatement, refurbishment and repair.
6.3 The licence may be assigned and may be sub-licensed without the Consultant's consent, and shall survive termination of this Deed, but it is subject to the payment of any part of the Fee properly due and not disputed in relation to the Material. The Consultant shall not be liable for any use of the Material for a purpose other than that for which it was prepared.
7. COLLATERAL WARRANTIES AND NOVATION
7.1 Within 14 days of a written request from the Client, the Consultant shall execute and deliver as a deed a collateral warranty in the form set out in Schedule 4 in favour of (a) any person providing finance for the Project, (b) any purchaser of the freehold or a long leasehold interest in the whole of the Project, and (c) any tenant of the whole or any part of the Project comprising more than 1,000 square metres of net internal area.
7.2 If the Consultant fails to deliver a warranty within the time required, the Client may withhold payment of any further instalment of the Fee until it does so.
7.3 If the Client so requires, the Consultant shall enter into a deed of novation with the Client and the Building Contractor in the form set out in Schedule 5, under which the Building Contractor shall be substituted for the Client as if it had been a party to this Deed from the outset, and the Consultant shall at the same time give the Client a warranty in the form set out in Schedule 4.
8. ASSIGNMENT`,
      `8.1 The Client may assign the benefit of this Deed on two occasions without the consent of the Consultant, and on any further occasion with its consent, which shall not be unreasonably withheld or delayed. An assignment by way of security to a funder, and a reassignment on redemption, shall not count as an occasion for this purpose.
8.2 The Consultant shall not assign, novate or sub-contract any of its rights or obligations under this Deed without the prior written consent of the Client.
9. SUSPENSION AND TERMINATION
9.1 The Client may at any time suspend the performance of all or any of the Services, or terminate the Consultant's appointment, by giving the Consultant not less than 14 days' written notice.
9.2 If the Client fails to pay any sum due by the final date for payment and no effective pay less notice has been given, the Consultant may suspend performance of the Services on giving not less than 7 days' notice of its intention to do so and stating the grounds, in accordance with section 112 of the Housing Grants, Construction and Regeneration Act 1996.
9.3 The Consultant may terminate its appointment by notice if the Client becomes insolvent or if any sum properly due remains unpaid 28 days after the Consultant gives notice requiring payment, and may not otherwise terminate.
9.4 Where a suspension by the Client has lasted more than 6 months, the Consultant may request the Client to resume the Services within 30 days, failing which the Consultant may treat the appointment as terminated by the Client.
9.5 On termination the Client shall pay the Consultant the Fee for the Services performed up to the date of termination, and the Consultant shall deliver all Material to the Client.
10. DISPUTES AND GOVERNING LAW
10.1 Either party may refer any dispute arising under this Deed to adjudication at any time. The adjudication shall be conducted in accordance with the Scheme for Construction Contracts (England and Wales) Regulations 1998 (as amended), and the adjudicator shall be nominated by the Technology and Construction Solicitors' Association.
10.2 This Deed and any non-contractual obligations arising out of or in connection with it are governed by the law of England and Wales, and, subject to clause 10.1, the courts of England and Wales shall have exclusive jurisdiction.
11. THIRD PARTY RIGHTS
11.1 Save as provided in clause 7, no person other than the parties has any right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Deed.
SCHEDULE 2: THE SERVICES
Stage 2 (Concept Design)\tStructural scheme options for frame and foundations, review of the site investigation and preparation of a concept structural and drainage strategy report.
Stage 3 (Spatial Coordination)\tDevelopment of the preferred scheme, coordinated general arrangement drawings, below-ground drainage design and input to the planning submission.
Stage 4 (Technical Design)\tDetailed design of the frame, foundations, ground floor slab and external works; specifications and calculations for Building Control approval.`,
      `Stage 5 (Manufacturing and Construction)\tReview of contractor's and specialists' design and shop drawings, site inspections at not less than fortnightly intervals and attendance at progress meetings.
Stage 6 (Handover)\tInput to the health and safety file and inspection of defects.
The stages are those of the RIBA Plan of Work 2020. Stages 5 and 6 will be performed for the Building Contractor if the appointment is novated.
SCHEDULE 3: FEE
1. The Fee for the Services is a lump sum of £412,500 (four hundred and twelve thousand five hundred pounds), exclusive of VAT, apportioned between the stages as follows:
Stages 2 and 3\t£96,000
Stage 4\t£158,500
Stage 5\t£141,000
Stage 6\t£17,000
2. Additional services instructed under clause 2.4 shall be charged on a time basis at the following hourly rates: Partner £165; Associate £125; Engineer £95; Technician £80.
3. Disbursements are included in the Fee.
SCHEDULES 1, 4 AND 5
Schedule 1 (Project Brief), Schedule 4 (Form of Collateral Warranty) and Schedule 5 (Form of Deed of Novation) have been agreed and initialled by the parties and are not reproduced in this copy.
IN WITNESS whereof this Appointment has been executed as a deed and delivered on the date first stated above.
Executed as a deed by WOLVERCOTE SCIENCE PARK DEVELOPMENTS LIMITED acting by two directors\tHelena Marchbank, Director; Timothy Oyelaran, Director
Executed as a deed by HARCOURT FERRAND LLP acting by two members\tDr Priya Venkatesan, Member; Owen Latchford, Member`,
    ],
    gold: {
      client: names('(1) WOLVERCOTE SCIENCE PARK DEVELOPMENTS LIMITED (company number 12876540)', 'WOLVERCOTE SCIENCE PARK DEVELOPMENTS LIMITED'),
      consultant: names('(2) HARCOURT FERRAND LLP (registered number OC398172)', 'HARCOURT FERRAND LLP'),
      discipline: text('The Client wishes to appoint the Consultant as civil and structural engineer for the Project', 'civil and structural engineer'),
      date: date('2025-05-09', 'THIS DEED OF APPOINTMENT is made on 9 May 2025'),
      project: text(
        'The Client intends to develop Plot 4, Wolvercote Science Park, Godstow Road, Oxford OX2 8PT by the construction of a four-storey laboratory and office building',
        'Plot 4, Wolvercote Science Park',
        'laboratory',
      ),
      services: text(
        [
          '"Services" means the services set out in Schedule 2.',
          'The stages are those of the RIBA Plan of Work 2020. Stages 5 and 6 will be performed for the Building Contractor if the appointment is novated.',
          'Stage 4 (Technical Design) Detailed design of the frame, foundations, ground floor slab and external works',
        ],
        'Schedule 2',
        'RIBA Plan of Work 2020',
      ),
      fee: gbp(412500, 'The Fee for the Services is a lump sum of £412,500 (four hundred and twelve thousand five hundred pounds), exclusive of VAT'),
      'standard-of-care': text(
        [
          'the reasonable skill, care and diligence to be expected of a properly qualified and competent consulting civil and structural engineer',
          'Nothing in this Deed shall be construed as imposing on the Consultant an obligation to ensure that the Project, or any part of it, will be fit for any particular purpose.',
        ],
        'reasonable skill, care and diligence',
        'fit for any particular purpose',
      ),
      'pi-level': gbp(
        10000000,
        'The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £10,000,000 for each and every claim',
      ),
      'pi-period': years(12, 'from the date of this Deed until 12 years after Practical Completion, provided that such insurance remains available in the market at commercially reasonable rates and terms.'),
      'net-contribution': notFound,
      'liability-cap': gbp(7500000, 'shall not exceed £7,500,000 in the aggregate'),
      copyright: text(
        [
          'The Consultant grants to the Client an irrevocable, non-exclusive, royalty-free licence to copy and use the Material and to reproduce the designs contained in it for any purpose related to the Project',
          "The licence may be assigned and may be sub-licensed without the Consultant's consent",
        ],
        'irrevocable',
        'royalty-free',
        'assigned',
      ),
      'warranties-and-third-party-rights': yes(
        'Within 14 days of a written request from the Client, the Consultant shall execute and deliver as a deed a collateral warranty in the form set out in Schedule 4 in favour of (a) any person providing finance for the Project, (b) any purchaser of the freehold or a long leasehold interest in the whole of the Project, and (c) any tenant',
      ),
      novation: yes(
        'If the Client so requires, the Consultant shall enter into a deed of novation with the Client and the Building Contractor in the form set out in Schedule 5',
      ),
      assignment: text(
        'The Client may assign the benefit of this Deed on two occasions without the consent of the Consultant, and on any further occasion with its consent, which shall not be unreasonably withheld or delayed.',
        'two occasions',
        'consent',
      ),
      'prohibited-materials': notFound,
      'key-personnel': notFound,
      'suspension-and-termination': text(
        [
          "The Client may at any time suspend the performance of all or any of the Services, or terminate the Consultant's appointment, by giving the Consultant not less than 14 days' written notice.",
          "the Consultant may suspend performance of the Services on giving not less than 7 days' notice of its intention to do so",
          'The Consultant may terminate its appointment by notice if the Client becomes insolvent or if any sum properly due remains unpaid 28 days after the Consultant gives notice requiring payment',
        ],
        '14 days',
        'insolvent',
      ),
      'executed-as-deed': yes('IN WITNESS whereof this Appointment has been executed as a deed and delivered on the date first stated above.'),
      'disputes-and-law': text(
        [
          'Either party may refer any dispute arising under this Deed to adjudication at any time.',
          'are governed by the law of England and Wales, and, subject to clause 10.1, the courts of England and Wales shall have exclusive jurisdiction.',
        ],
        'adjudication',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'What does a partner cost per hour for extra work?',
        gold: gbp(165, 'Partner £165'),
      },
      {
        id: 'own-2',
        text: 'How big must a tenancy be before the tenant gets a warranty from the engineer?',
        gold: text('any tenant of the whole or any part of the Project comprising more than 1,000 square metres of net internal area', '1,000 square metres'),
      },
      {
        id: 'own-3',
        text: 'Can the engineer simply walk away from the job if it wants to?',
        gold: no(
          'The Consultant may terminate its appointment by notice if the Client becomes insolvent or if any sum properly due remains unpaid 28 days after the Consultant gives notice requiring payment, and may not otherwise terminate.',
          'insolvent',
        ),
      },
    ],
  },
];
