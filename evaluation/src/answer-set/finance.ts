import {
  date,
  eur,
  gbp,
  months,
  names,
  no,
  notFound,
  percent,
  text,
  yes,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Lending documents: a syndicated LMA-style facility, an Irish bilateral loan, a Scottish facility letter, guarantees. */
export const FINANCE: AnswerSetDocument[] = [
  {
    id: 'facility-en-pembroke-leisure',
    typeKey: 'facility-agreement',
    region: 'EN',
    title: 'Pembroke Leisure Group Limited: £65,000,000 Senior Facilities Agreement',
    style: 'deed',
    pages: [
      `£65,000,000
SENIOR FACILITIES AGREEMENT
dated 14 February 2024
for
PEMBROKE LEISURE GROUP LIMITED
as Company
arranged by
ALBION CAPITAL MARKETS LIMITED and NORTHGATE BANK PLC
as Mandated Lead Arrangers
with
NORTHGATE BANK PLC
acting as Agent and Security Agent
THIS AGREEMENT is dated 14 February 2024 and made between:
(1) PEMBROKE LEISURE GROUP LIMITED, a company incorporated in England and Wales with registered number 08876512 (the "Company");
(2) PEMBROKE LEISURE OPERATIONS LIMITED (registered number 08876599) and PEMBROKE HOTELS LIMITED (registered number 09110345) as original guarantors (the "Original Guarantors");
(3) ALBION CAPITAL MARKETS LIMITED and NORTHGATE BANK PLC as mandated lead arrangers (whether acting individually or together the "Arranger");
(4) THE FINANCIAL INSTITUTIONS listed in Part II of Schedule 1 (The Original Parties) as lenders (the "Original Lenders");
(5) NORTHGATE BANK PLC as agent of the other Finance Parties (the "Agent"); and
(6) NORTHGATE BANK PLC as security trustee for the Secured Parties (the "Security Agent").`,
      `SECTION 1: INTERPRETATION
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement:
"Availability Period" means (a) in relation to Facility A, the period from and including the date of this Agreement to and including the date falling three months after it; and (b) in relation to the Revolving Facility, the period from and including the date of this Agreement to and including the date falling one month before the Termination Date.
"Compounded Reference Rate" means, in relation to any day during an Interest Period, the percentage rate per annum which is the aggregate of the Daily Non-Cumulative Compounded RFR Rate for SONIA for that day and the applicable Credit Adjustment Spread.
"Margin" means (a) in relation to any Facility A Loan, 3.25 per cent. per annum; and (b) in relation to any Revolving Facility Loan, 2.75 per cent. per annum, in each case subject to adjustment under clause 9.4 (Margin ratchet).
"Termination Date" means 14 February 2029.
"Total Commitments" means the aggregate of the Total Facility A Commitments and the Total Revolving Facility Commitments, being £65,000,000 at the date of this Agreement.
SECTION 2: THE FACILITIES
2. THE FACILITIES
2.1 Subject to the terms of this Agreement, the Lenders make available to the Company: (a) a sterling term loan facility in an aggregate amount equal to the Total Facility A Commitments of £50,000,000 ("Facility A"); and (b) a multicurrency revolving credit facility in an aggregate amount equal to the Total Revolving Facility Commitments of £15,000,000 (the "Revolving Facility").
3. PURPOSE
3.1 The Company shall apply all amounts borrowed by it under Facility A towards refinancing the Existing Facilities and financing the acquisition of the Harbourside Hotel, Plymouth.
3.2 The Company shall apply all amounts borrowed by it under the Revolving Facility towards the general corporate and working capital purposes of the Group.
4. CONDITIONS OF UTILISATION
4.1 The Company may not deliver the first Utilisation Request unless the Agent has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent), including the constitutional documents and board resolutions of each Obligor, the Debenture duly executed, a legal opinion of Hallam & Stowe LLP, the Base Case Model and evidence that the fees then due have been paid.`,
      `SECTION 4: INTEREST
9. INTEREST
9.1 The rate of interest on each Loan for any day during an Interest Period is the percentage rate per annum which is the aggregate of the applicable Margin and the Compounded Reference Rate for that day.
9.2 The Company may select an Interest Period of one, three or six months, or any other period agreed with the Agent.
9.3 If an Obligor fails to pay any amount payable by it under a Finance Document on its due date, interest shall accrue on the overdue amount at a rate which is two per cent. per annum higher than the rate which would have been payable if the overdue amount had constituted a Loan.
9.4 Margin ratchet: if Leverage in respect of the most recent Relevant Period is less than 2.00:1, the Margin for each Facility A Loan shall be 2.75 per cent. per annum.
10. FEES
10.1 The Company shall pay to the Agent (for the account of each Lender) a commitment fee computed at the rate of 35 per cent. of the applicable Margin on that Lender's Available Commitment under the Revolving Facility.
10.2 The Company shall pay to the Arranger an arrangement fee in the amount and at the times agreed in a Fee Letter.
10.3 The Company shall pay to the Agent (for its own account) an agency fee of £40,000 per annum, payable annually in advance.
SECTION 5: REPAYMENT, PREPAYMENT AND CANCELLATION
11. REPAYMENT
11.1 The Company shall repay the Facility A Loans in instalments on each Repayment Date in the amounts set out in Schedule 8 (Repayment Schedule), the final instalment being the balance outstanding on the Termination Date.
11.2 Each Revolving Facility Loan shall be repaid on the last day of its Interest Period, and may be redrawn subject to the terms of this Agreement.`,
      `12. PREPAYMENT AND CANCELLATION
12.1 Illegality: if it becomes unlawful for any Lender to perform its obligations, that Lender's Commitment shall be cancelled and the Company shall repay that Lender's participation in the Loans.
12.2 Change of control: if any person or group of persons acting in concert gains control of the Company, the Total Commitments shall be cancelled and all outstanding Loans, together with accrued interest, shall become immediately due and payable.
12.3 Disposal proceeds: the Company shall prepay the Loans in an amount equal to the Net Disposal Proceeds of any disposal of assets exceeding £2,000,000 in any Financial Year, save to the extent reinvested within 12 months.
12.4 Voluntary prepayment: the Company may, if it gives the Agent not less than five Business Days' prior notice, prepay the whole or any part of a Loan (but, if in part, by a minimum amount of £1,000,000) without premium or penalty, but subject to Break Costs.
SECTION 6: REPRESENTATIONS, UNDERTAKINGS AND EVENTS OF DEFAULT
21. FINANCIAL COVENANTS
21.1 The Company shall ensure that Leverage in respect of any Relevant Period shall not exceed 3.00:1.
21.2 The Company shall ensure that Interest Cover in respect of any Relevant Period shall not be less than 4.00:1.
22. GENERAL UNDERTAKINGS
22.1 Negative pledge: no Obligor shall create or permit to subsist any Security over any of its assets, other than Permitted Security.
22.2 Disposals: no Obligor shall enter into a single transaction or a series of transactions to sell, lease, transfer or otherwise dispose of any asset, other than a Permitted Disposal.
22.3 Financial indebtedness: no Obligor shall incur any Financial Indebtedness other than Permitted Financial Indebtedness.
22.4 Distributions: the Company shall not declare or pay any dividend unless Leverage is less than 2.00:1 and no Default is continuing.`,
      `23. EVENTS OF DEFAULT
23.1 Non-payment: an Obligor does not pay on the due date any amount payable pursuant to a Finance Document, unless its failure to pay is caused by administrative or technical error and payment is made within three Business Days of its due date.
23.2 Financial covenants: any requirement of clause 21 (Financial covenants) is not satisfied.
23.3 Cross default: any Financial Indebtedness of any member of the Group is not paid when due or is declared due before its specified maturity as a result of an event of default, provided that no Event of Default will occur under this clause if the aggregate amount of Financial Indebtedness is less than £1,500,000.
23.4 Insolvency: a member of the Group is unable or admits inability to pay its debts as they fall due, or insolvency proceedings are commenced against it.
23.5 Material adverse change: any event or circumstance occurs which the Majority Lenders reasonably believe has or is reasonably likely to have a Material Adverse Effect.
24. SECURITY
24.1 The obligations of each Obligor under the Finance Documents are secured by the Debenture dated 14 February 2024 granted by each Obligor in favour of the Security Agent, and by the Legal Charge over the Harbourside Hotel, Plymouth.
SECTION 7: CHANGES TO PARTIES
25. CHANGES TO THE LENDERS
25.1 A Lender may assign any of its rights or transfer by novation any of its rights and obligations to another bank or financial institution, but the consent of the Company is required unless an Event of Default is continuing. The consent of the Company must not be unreasonably withheld and shall be deemed given ten Business Days after the Lender has requested it.
SECTION 8: GOVERNING LAW AND ENFORCEMENT
40. GOVERNING LAW
40.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.
41. JURISDICTION
41.1 The courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement.`,
      `SCHEDULE 1: THE ORIGINAL PARTIES
Part II: The Original Lenders
Name of Original Lender\tFacility A Commitment / Revolving Facility Commitment
NORTHGATE BANK PLC\t£30,000,000 / £10,000,000
ALBION CAPITAL MARKETS LIMITED\t£20,000,000 / £5,000,000
SCHEDULE 8: REPAYMENT SCHEDULE
Repayment Date\tRepayment Instalment (as a percentage of Facility A Loans)
14 February 2025\t5%
14 February 2026\t10%
14 February 2027\t10%
14 February 2028\t15%
Termination Date\tBalance outstanding
This Agreement has been entered into on the date stated at the beginning of this Agreement.`,
    ],
    gold: {
      borrower: names('PEMBROKE LEISURE GROUP LIMITED, a company incorporated in England and Wales with registered number 08876512 (the "Company")', 'Pembroke Leisure Group Limited'),
      guarantors: names(
        'PEMBROKE LEISURE OPERATIONS LIMITED (registered number 08876599) and PEMBROKE HOTELS LIMITED (registered number 09110345) as original guarantors',
        'Pembroke Leisure Operations Limited',
        'Pembroke Hotels Limited',
      ),
      lenders: names(['NORTHGATE BANK PLC £30,000,000 / £10,000,000', 'ALBION CAPITAL MARKETS LIMITED £20,000,000 / £5,000,000'], 'Northgate Bank PLC', 'Albion Capital Markets Limited'),
      agent: names('NORTHGATE BANK PLC as agent of the other Finance Parties (the "Agent")', 'Northgate Bank PLC'),
      date: date('2024-02-14', 'THIS AGREEMENT is dated 14 February 2024 and made between:'),
      facilities: text(
        'a sterling term loan facility in an aggregate amount equal to the Total Facility A Commitments of £50,000,000 ("Facility A"); and (b) a multicurrency revolving credit facility',
        'term loan',
        'revolving credit facility',
      ),
      amount: gbp(65000000, 'being £65,000,000 at the date of this Agreement'),
      purpose: text('towards refinancing the Existing Facilities and financing the acquisition of the Harbourside Hotel, Plymouth', 'refinancing'),
      'availability-period': [
        months(3, 'in relation to Facility A, the period from and including the date of this Agreement to and including the date falling three months after it'),
        months(1, 'to and including the date falling one month before the Termination Date'),
      ],
      'conditions-precedent': text('unless the Agent has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent)', 'Conditions Precedent'),
      'interest-basis': text('the Daily Non-Cumulative Compounded RFR Rate for SONIA', 'SONIA'),
      margin: [
        percent(3.25, 'in relation to any Facility A Loan, 3.25 per cent. per annum'),
        percent(2.75, 'in relation to any Revolving Facility Loan, 2.75 per cent. per annum'),
      ],
      'default-interest': percent(2, 'at a rate which is two per cent. per annum higher than the rate which would have been payable'),
      fees: [
        gbp(40000, 'an agency fee of £40,000 per annum'),
        text('a commitment fee computed at the rate of 35 per cent. of the applicable Margin', 'commitment fee'),
      ],
      'termination-date': date('2029-02-14', '"Termination Date" means 14 February 2029.'),
      repayment: text('The Company shall repay the Facility A Loans in instalments on each Repayment Date in the amounts set out in Schedule 8', 'instalments'),
      'mandatory-prepayment': text([
        'the Company shall prepay the Loans in an amount equal to the Net Disposal Proceeds of any disposal of assets exceeding £2,000,000',
        'if it becomes unlawful for any Lender to perform its obligations',
        'if any person or group of persons acting in concert gains control of the Company',
      ]),
      'voluntary-prepayment': yes('prepay the whole or any part of a Loan (but, if in part, by a minimum amount of £1,000,000) without premium or penalty, but subject to Break Costs'),
      'change-of-control': yes('if any person or group of persons acting in concert gains control of the Company, the Total Commitments shall be cancelled'),
      'financial-covenants': text([
        'The Company shall ensure that Leverage in respect of any Relevant Period shall not exceed 3.00:1.',
        'The Company shall ensure that Interest Cover in respect of any Relevant Period shall not be less than 4.00:1.',
      ]),
      'general-undertakings': text('no Obligor shall create or permit to subsist any Security over any of its assets, other than Permitted Security', 'Security'),
      'events-of-default': text('no Event of Default will occur under this clause if the aggregate amount of Financial Indebtedness is less than £1,500,000', '£1,500,000'),
      security: yes('secured by the Debenture dated 14 February 2024 granted by each Obligor in favour of the Security Agent'),
      transfers: text('the consent of the Company is required unless an Event of Default is continuing', 'consent of the Company'),
      'governing-law': text('are governed by English law', 'English law'),
    },
    own: [
      { id: 'own-leverage', text: 'What is the maximum leverage?', gold: text('shall not exceed 3.00:1', '3.00:1') },
      { id: 'own-dividends', text: 'Can the company pay dividends?', gold: no('the Company shall not declare or pay any dividend unless Leverage is less than 2.00:1', 'Leverage') },
      { id: 'own-maturity', text: 'When must the loans be repaid in full?', gold: date('2029-02-14', '"Termination Date" means 14 February 2029.') },
    ],
  },
  {
    id: 'facility-ie-blackwater-foods',
    typeKey: 'facility-agreement',
    region: 'IE',
    title: 'Facility Agreement: Blackwater Foods Unlimited Company and Munster Commercial Bank DAC',
    style: 'modern',
    pages: [
      `TERM LOAN FACILITY AGREEMENT
This Agreement is made on 2 October 2023 by and between BLACKWATER FOODS UNLIMITED COMPANY, an unlimited company incorporated in Ireland with registered number 388120, whose registered office is at Kilworth Road, Fermoy, County Cork, P61 YX40 (the "Borrower"), BLACKWATER FOODS HOLDINGS LIMITED, incorporated in Ireland with registered number 388004 (the "Guarantor"), and MUNSTER COMMERCIAL BANK DESIGNATED ACTIVITY COMPANY, whose registered office is at 14 South Mall, Cork, T12 RX58 (the "Lender").
1. The Facility
1.1 The Lender agrees to make available to the Borrower a euro term loan facility in an aggregate amount of €12,000,000 (the "Facility").
1.2 The Borrower shall use the Facility only to fund the construction and fit-out of its new food processing facility at Kilworth Road, Fermoy.
1.3 The Facility may be drawn in up to four tranches during the period of twelve months from the date of this Agreement (the "Availability Period"), after which any undrawn amount shall be cancelled.
2. Conditions precedent
2.1 The Borrower may not draw the Facility until the Lender has received, in form and substance satisfactory to it: the Mortgage over the Fermoy property and the Debenture, duly executed and registered; the guarantee of the Guarantor; the building contract and the architect's certificate; and evidence that the arrangement fee has been paid.
3. Interest
3.1 Interest shall accrue on the Loan at the rate of EURIBOR for three-month Interest Periods plus the Margin of 2.85% per annum, payable on the last day of each Interest Period.
3.2 If the Borrower fails to pay any sum when due, interest shall accrue on the overdue sum at the rate of 2% per annum above the rate otherwise applicable.
4. Fees
4.1 The Borrower shall pay the Lender an arrangement fee of €90,000 on the date of this Agreement.`,
      `5. Repayment
5.1 The Borrower shall repay the Loan by nineteen consecutive quarterly instalments of €400,000 each, the first falling due on 31 December 2024, and shall repay the balance of the Loan on the Final Repayment Date.
5.2 "Final Repayment Date" means 2 October 2028.
6. Prepayment
6.1 The Borrower may prepay the Loan in whole or in part on giving the Lender 20 business days' notice. A prepayment fee of 1% of the amount prepaid shall be payable on any prepayment made before the second anniversary of this Agreement.
6.2 The Borrower shall prepay the Loan if it becomes unlawful for the Lender to maintain it, or from the net proceeds of any disposal of the Fermoy property.
6.3 If Brendan Keohane and his family cease to own, directly or indirectly, more than 50% of the shares of the Guarantor, the Lender may cancel the Facility and declare the Loan immediately repayable.
7. Financial covenants
7.1 The Borrower shall ensure that the Debt Service Cover Ratio for each twelve-month period ending on 31 December shall be not less than 1.25:1, and that the Loan to Value shall not at any time exceed 65%.
8. Undertakings
8.1 The Borrower shall not create any security over its assets other than in favour of the Lender, shall not dispose of any material asset, and shall not incur any further borrowing exceeding €500,000 in aggregate without the Lender's consent.
9. Events of default
9.1 Each of the following is an event of default: failure to pay any sum within three business days of its due date; breach of a financial covenant; any borrowing of the Borrower or the Guarantor exceeding €250,000 not being paid when due; insolvency or examinership of the Borrower or the Guarantor; and any event which the Lender considers has a material adverse effect on the Borrower's ability to perform its obligations.
10. Security
10.1 The Borrower's obligations are secured by a first legal mortgage over the Fermoy property, a debenture over all of the Borrower's assets and the guarantee of the Guarantor.
11. Assignment
11.1 The Lender may assign or transfer all or any of its rights and obligations under this Agreement to another bank or financial institution without the consent of the Borrower. The Borrower may not assign any of its rights.
12. Law and jurisdiction
12.1 This Agreement is governed by the laws of Ireland, and the courts of Ireland have exclusive jurisdiction.`,
    ],
    gold: {
      borrower: names('BLACKWATER FOODS UNLIMITED COMPANY, an unlimited company incorporated in Ireland', 'Blackwater Foods Unlimited Company'),
      guarantors: names('BLACKWATER FOODS HOLDINGS LIMITED, incorporated in Ireland with registered number 388004 (the "Guarantor")', 'Blackwater Foods Holdings Limited'),
      lenders: names('MUNSTER COMMERCIAL BANK DESIGNATED ACTIVITY COMPANY, whose registered office is at 14 South Mall', 'Munster Commercial Bank Designated Activity Company'),
      agent: notFound,
      date: date('2023-10-02', 'This Agreement is made on 2 October 2023'),
      facilities: text('a euro term loan facility in an aggregate amount of €12,000,000', 'term loan'),
      amount: eur(12000000, 'a euro term loan facility in an aggregate amount of €12,000,000'),
      purpose: text('The Borrower shall use the Facility only to fund the construction and fit-out of its new food processing facility', 'food processing facility'),
      'availability-period': months(12, 'during the period of twelve months from the date of this Agreement (the "Availability Period")'),
      'conditions-precedent': text('the Mortgage over the Fermoy property and the Debenture, duly executed and registered; the guarantee of the Guarantor', 'Mortgage'),
      'interest-basis': text('at the rate of EURIBOR for three-month Interest Periods plus the Margin', 'EURIBOR'),
      margin: percent(2.85, 'plus the Margin of 2.85% per annum'),
      'default-interest': percent(2, 'interest shall accrue on the overdue sum at the rate of 2% per annum above the rate otherwise applicable'),
      fees: eur(90000, 'The Borrower shall pay the Lender an arrangement fee of €90,000'),
      'termination-date': date('2028-10-02', '"Final Repayment Date" means 2 October 2028.'),
      repayment: text('The Borrower shall repay the Loan by nineteen consecutive quarterly instalments of €400,000 each', 'quarterly instalments'),
      'mandatory-prepayment': text('The Borrower shall prepay the Loan if it becomes unlawful for the Lender to maintain it, or from the net proceeds of any disposal of the Fermoy property.', 'disposal'),
      'voluntary-prepayment': yes([
        'The Borrower may prepay the Loan in whole or in part on giving the Lender 20 business days\' notice.',
        'A prepayment fee of 1% of the amount prepaid shall be payable on any prepayment made before the second anniversary of this Agreement.',
      ]),
      'change-of-control': yes('If Brendan Keohane and his family cease to own, directly or indirectly, more than 50% of the shares of the Guarantor'),
      'financial-covenants': text('the Debt Service Cover Ratio for each twelve-month period ending on 31 December shall be not less than 1.25:1', '1.25:1'),
      'general-undertakings': text('The Borrower shall not create any security over its assets other than in favour of the Lender', 'security'),
      'events-of-default': text('any borrowing of the Borrower or the Guarantor exceeding €250,000 not being paid when due', '€250,000'),
      security: yes('The Borrower\'s obligations are secured by a first legal mortgage over the Fermoy property'),
      transfers: text('The Lender may assign or transfer all or any of its rights and obligations under this Agreement to another bank or financial institution without the consent of the Borrower.', 'without the consent'),
      'governing-law': text('This Agreement is governed by the laws of Ireland', 'Ireland'),
    },
    own: [{ id: 'own-ltv', text: 'What is the maximum loan to value?', gold: percent(65, 'the Loan to Value shall not at any time exceed 65%') }],
  },
  {
    id: 'facility-letter-sc-kelpie-brewing-scanned',
    typeKey: 'facility-agreement',
    region: 'SC',
    title: 'Facility letter: Tay & Forth Bank plc to Kelpie Craft Brewing Limited',
    style: 'typed',
    scanned: true,
    pages: [
      `TAY & FORTH BANK PLC
Business Banking, 21 Reform Street, Dundee DD1 1RG
19 June 2023
The Directors, Kelpie Craft Brewing Limited (SC512847), Unit 4 Dunsinane Industrial Estate, Dundee DD2 3QD
Dear Sirs
BANKING FACILITIES
We, Tay & Forth Bank plc (the Bank), are pleased to offer Kelpie Craft Brewing Limited (the Borrower) the following facilities, subject to the terms of this letter and our Standard Terms for Business Lending.
1. Overdraft of £150,000, repayable on demand and reviewed annually, for working capital.
2. Term loan of £350,000 to purchase brewing and canning equipment. The term loan may be drawn in one amount within three months of the date of this letter.
Together the facilities amount to £500,000.
3. Interest on both facilities is charged at 3.5% per annum over the Bank of England Base Rate. Overdue amounts bear interest at 4% per annum over the rate otherwise applicable.
4. The term loan is repayable by 60 equal monthly instalments of capital and interest, and must be repaid in full by 30 June 2028.
5. An arrangement fee of £5,000 is payable on acceptance.`,
      `6. Security: a bond and floating charge over all of the Borrower's assets, and a standard security over the Borrower's premises at Unit 4 Dunsinane Industrial Estate, Dundee.
7. Before drawing, we must receive the signed security documents, a certified copy of the board minute accepting this letter and the equipment supplier's invoice.
8. Financial covenant: the Borrower's debt service cover, tested annually on its audited accounts, must be at least 1.3 times.
9. You may repay the term loan early at any time without penalty on giving us 30 days' notice.
10. The facilities may be withdrawn and all sums declared payable if any instalment is unpaid for 14 days, if the Borrower breaches the financial covenant or becomes insolvent.
11. This letter is governed by the law of Scotland.
Please sign and return the enclosed copy to accept this offer within 30 days.
Yours faithfully, Fiona Rattray, Relationship Director, for Tay & Forth Bank plc
Accepted for Kelpie Craft Brewing Limited by Alan Mathieson, Director, on 23 June 2023.`,
    ],
    gold: {
      borrower: names('are pleased to offer Kelpie Craft Brewing Limited (the Borrower) the following facilities', 'Kelpie Craft Brewing Limited'),
      guarantors: notFound,
      lenders: names('We, Tay & Forth Bank plc (the Bank), are pleased to offer', 'Tay & Forth Bank plc'),
      agent: notFound,
      date: date('2023-06-19', '19 June 2023'),
      facilities: text(['Overdraft of £150,000, repayable on demand and reviewed annually, for working capital.', 'Term loan of £350,000 to purchase brewing and canning equipment.']),
      amount: gbp(500000, 'Together the facilities amount to £500,000.'),
      purpose: text('Term loan of £350,000 to purchase brewing and canning equipment.', 'equipment'),
      'availability-period': months(3, 'The term loan may be drawn in one amount within three months of the date of this letter.'),
      'conditions-precedent': text('Before drawing, we must receive the signed security documents, a certified copy of the board minute accepting this letter', 'security documents'),
      'interest-basis': text('Interest on both facilities is charged at 3.5% per annum over the Bank of England Base Rate.', 'Base Rate'),
      margin: percent(3.5, 'Interest on both facilities is charged at 3.5% per annum over the Bank of England Base Rate.'),
      'default-interest': percent(4, 'Overdue amounts bear interest at 4% per annum over the rate otherwise applicable.'),
      fees: gbp(5000, 'An arrangement fee of £5,000 is payable on acceptance.'),
      'termination-date': date('2028-06-30', 'must be repaid in full by 30 June 2028'),
      repayment: text('The term loan is repayable by 60 equal monthly instalments of capital and interest', '60 equal monthly instalments'),
      'mandatory-prepayment': notFound,
      'voluntary-prepayment': yes('You may repay the term loan early at any time without penalty on giving us 30 days\' notice.'),
      'change-of-control': notFound,
      'financial-covenants': text('the Borrower\'s debt service cover, tested annually on its audited accounts, must be at least 1.3 times', '1.3 times'),
      'general-undertakings': notFound,
      'events-of-default': text('The facilities may be withdrawn and all sums declared payable if any instalment is unpaid for 14 days', '14 days'),
      security: yes('a bond and floating charge over all of the Borrower\'s assets, and a standard security over the Borrower\'s premises'),
      transfers: notFound,
      'governing-law': text('This letter is governed by the law of Scotland.', 'Scotland'),
    },
    own: [{ id: 'own-overdraft', text: 'How big is the overdraft?', gold: gbp(150000, 'Overdraft of £150,000, repayable on demand') }],
  },
  {
    id: 'guarantee-en-personal-director',
    typeKey: 'guarantee',
    region: 'EN',
    title: 'Personal guarantee: David Reece to Mercia Business Finance Limited',
    style: 'deed',
    pages: [
      `THIS DEED OF GUARANTEE is dated 7 June 2022
BY:
(1) DAVID ANTHONY REECE of The Old Rectory, Church Lane, Bromsgrove B61 8RA (the "Guarantor")
IN FAVOUR OF:
(2) MERCIA BUSINESS FINANCE LIMITED (company number 06634521) whose registered office is at 2 Colmore Square, Birmingham B4 6AJ (the "Lender").
BACKGROUND
(A) The Lender has agreed to make loan and invoice finance facilities available to REECE JOINERY LIMITED (company number 07712093) (the "Debtor") on the terms of a facility letter dated 1 June 2022.
(B) The Guarantor is a director and the majority shareholder of the Debtor and has agreed to guarantee the Debtor's obligations to the Lender.
1. GUARANTEE AND INDEMNITY
1.1 The Guarantor guarantees to the Lender, as a continuing guarantee, the punctual payment and discharge of all money and liabilities now or in the future due, owing or incurred by the Debtor to the Lender, whether actual or contingent (the "Guaranteed Liabilities").
1.2 As a separate and independent obligation, the Guarantor agrees, as principal obligor and not merely as surety, to indemnify the Lender against any loss it suffers if any of the Guaranteed Liabilities is or becomes unenforceable, invalid or illegal.
2. LIMIT OF LIABILITY
2.1 The maximum aggregate liability of the Guarantor under this Deed shall not exceed £250,000 plus interest from the date of demand and the costs of enforcing this Deed.
3. CONTINUING SECURITY
3.1 This Deed is a continuing security and shall extend to the ultimate balance of the Guaranteed Liabilities, regardless of any intermediate payment or discharge in whole or in part.
4. DEMANDS
4.1 Any demand under this Deed shall be made in writing, signed by an authorised officer of the Lender, and may be served by hand or by first class post at the Guarantor's address stated above.`,
      `5. WAIVER OF DEFENCES
5.1 The obligations of the Guarantor under this Deed will not be affected by any act, omission or circumstance which might otherwise reduce, release or prejudice those obligations, including any time, waiver or consent granted to the Debtor, any variation of the facility letter, or any release of any other security held by the Lender.
5.2 The Guarantor waives any right it may have of first requiring the Lender to proceed against or enforce any other rights or security or claim payment from the Debtor or any other person before claiming from the Guarantor under this Deed.
6. DEFERRAL OF GUARANTOR'S RIGHTS
6.1 Until all the Guaranteed Liabilities have been irrevocably paid in full, the Guarantor shall not exercise any rights it may have by reason of performance of its obligations under this Deed to be indemnified by the Debtor, to claim any contribution from any other guarantor, or to take the benefit of any rights of the Lender by way of subrogation.
7. DETERMINATION BY THE GUARANTOR
7.1 The Guarantor may, by giving the Lender not less than three months' written notice, determine his liability under this Deed in respect of Guaranteed Liabilities incurred after the expiry of that notice, but this Deed shall continue in force in respect of Guaranteed Liabilities incurred before then.
8. SET-OFF
8.1 The Lender may set off any matured obligation due from the Guarantor under this Deed against any obligation owed by the Lender to the Guarantor.
9. INDEPENDENT LEGAL ADVICE
9.1 The Guarantor confirms that he has received independent legal advice on the nature and effect of this Deed before signing it, and the solicitor giving that advice has signed the certificate in the Schedule.
10. GOVERNING LAW
10.1 This Deed is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
EXECUTED AS A DEED by DAVID ANTHONY REECE in the presence of: Witness signature: K. Dhillon. Name: Kiran Dhillon. Address: 5 Waterloo Street, Birmingham B2 5PG.
SCHEDULE: SOLICITOR'S CERTIFICATE
I, Kiran Dhillon of Dhillon Marsh LLP, confirm that I advised David Anthony Reece, in the absence of any representative of the Lender or the Debtor, on the nature and effect of this Deed, and that he appeared to understand it.`,
    ],
    gold: {
      guarantor: names('DAVID ANTHONY REECE of The Old Rectory', 'David Anthony Reece'),
      beneficiary: names('MERCIA BUSINESS FINANCE LIMITED (company number 06634521)', 'Mercia Business Finance Limited'),
      'principal-debtor': names('REECE JOINERY LIMITED (company number 07712093) (the "Debtor")', 'Reece Joinery Limited'),
      date: date('2022-06-07', 'THIS DEED OF GUARANTEE is dated 7 June 2022'),
      'guaranteed-obligations': text('all money and liabilities now or in the future due, owing or incurred by the Debtor to the Lender', 'all money and liabilities'),
      cap: gbp(250000, 'shall not exceed £250,000 plus interest from the date of demand'),
      continuing: yes('This Deed is a continuing security and shall extend to the ultimate balance of the Guaranteed Liabilities'),
      'principal-obligor-and-indemnity': yes('the Guarantor agrees, as principal obligor and not merely as surety, to indemnify the Lender'),
      'waiver-of-defences': yes([
        'The obligations of the Guarantor under this Deed will not be affected by any act, omission or circumstance which might otherwise reduce, release or prejudice those obligations',
        'The Guarantor waives any right it may have of first requiring the Lender to proceed against or enforce any other rights or security',
      ]),
      'immediate-recourse': yes('The Guarantor waives any right it may have of first requiring the Lender to proceed against or enforce any other rights or security'),
      demand: text('Any demand under this Deed shall be made in writing, signed by an authorised officer of the Lender', 'in writing'),
      'termination-by-guarantor': yes('The Guarantor may, by giving the Lender not less than three months\' written notice, determine his liability'),
      'deferral-of-rights': yes('the Guarantor shall not exercise any rights it may have by reason of performance of its obligations under this Deed to be indemnified by the Debtor'),
      limitations: notFound,
      'set-off': yes('The Lender may set off any matured obligation due from the Guarantor under this Deed'),
      'independent-advice': yes('The Guarantor confirms that he has received independent legal advice on the nature and effect of this Deed'),
      execution: yes('EXECUTED AS A DEED by DAVID ANTHONY REECE in the presence of'),
      'governing-law': text('This Deed is governed by the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-max-exposure', text: 'What is the most the guarantor can be asked to pay?', gold: gbp(250000, 'shall not exceed £250,000 plus interest from the date of demand') },
      { id: 'own-notice-end', text: 'How much notice must the guarantor give to end the guarantee?', gold: months(3, 'by giving the Lender not less than three months\' written notice') },
    ],
  },
  {
    id: 'guarantee-ni-parent-company-scanned',
    typeKey: 'guarantee',
    region: 'NI',
    title: 'Guarantee: Glenarm Holdings Limited to Bank of the North PLC',
    style: 'typed',
    scanned: true,
    pages: [
      `GUARANTEE
Date: 22 May 2024
Guarantor: GLENARM HOLDINGS LIMITED (NI645120), 3 Shore Road, Larne BT40 1HX
Bank: BANK OF THE NORTH PLC, 6 Royal Avenue, Belfast BT1 1DA
Customer: GLENARM QUARRIES LIMITED (NI648907)
1. In consideration of the Bank continuing to make banking facilities available to the Customer, the Guarantor guarantees to pay to the Bank on demand all sums which are now or at any time become owing by the Customer to the Bank on any account, together with interest and costs.
2. This guarantee is a continuing security for the whole of those sums, without any limit, and is in addition to any other security held by the Bank.
3. The Guarantor is liable as a primary obligor and not merely as surety.
4. The Bank may give time to the Customer, vary any facility or release any other security without affecting the Guarantor's liability.`,
      `5. The Bank need not take any action against the Customer before making a demand on the Guarantor.
6. A demand is validly made if it is in writing and delivered to the Guarantor's registered office.
7. The Bank may set off any credit balance of the Guarantor with the Bank against its liability under this guarantee.
8. The directors of the Guarantor have resolved that the giving of this guarantee is in the interests of the Guarantor and its group.
9. This guarantee is governed by the law of Northern Ireland.
Executed as a deed by GLENARM HOLDINGS LIMITED acting by two directors, Niall Hamill and Grace Weir.`,
    ],
    gold: {
      guarantor: names('Guarantor: GLENARM HOLDINGS LIMITED (NI645120)', 'Glenarm Holdings Limited'),
      beneficiary: names('Bank: BANK OF THE NORTH PLC, 6 Royal Avenue', 'Bank of the North PLC'),
      'principal-debtor': names('Customer: GLENARM QUARRIES LIMITED (NI648907)', 'Glenarm Quarries Limited'),
      date: date('2024-05-22', 'Date: 22 May 2024'),
      'guaranteed-obligations': text('all sums which are now or at any time become owing by the Customer to the Bank on any account', 'all sums'),
      cap: [notFound, text('This guarantee is a continuing security for the whole of those sums, without any limit', 'without any limit')],
      continuing: yes('This guarantee is a continuing security for the whole of those sums'),
      'principal-obligor-and-indemnity': yes('The Guarantor is liable as a primary obligor and not merely as surety.'),
      'waiver-of-defences': yes('release any other security without affecting the Guarantor\'s liability'),
      'immediate-recourse': yes('The Bank need not take any action against the Customer before making a demand on the Guarantor.'),
      demand: text('A demand is validly made if it is in writing and delivered to the Guarantor\'s registered office.', 'in writing'),
      'termination-by-guarantor': notFound,
      'deferral-of-rights': notFound,
      limitations: text('The directors of the Guarantor have resolved that the giving of this guarantee is in the interests of the Guarantor and its group.', 'interests of the Guarantor'),
      'set-off': yes('The Bank may set off any credit balance of the Guarantor with the Bank against its liability under this guarantee.'),
      'independent-advice': notFound,
      execution: yes('Executed as a deed by GLENARM HOLDINGS LIMITED acting by two directors'),
      'governing-law': text('This guarantee is governed by the law of Northern Ireland.', 'Northern Ireland'),
    },
    own: [{ id: 'own-limit', text: 'Is the guarantee limited in amount?', gold: no('This guarantee is a continuing security for the whole of those sums, without any limit') }],
  },
];
