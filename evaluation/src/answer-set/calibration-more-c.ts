import { date, eur, gbp, months, names, no, notFound, percent, text, years, yes, days, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_C: AnswerSetDocument[] = [
  {
    id: 'calibration-facility-ie-slaney-cold-stores-term-loan',
    typeKey: 'facility-agreement',
    region: 'IE',
    title: 'Term loan facility agreement: Slaney Valley Cold Stores DAC',
    style: 'modern',
    pages: [
      `EUR 12,500,000 TERM LOAN FACILITY AGREEMENT
THIS AGREEMENT is dated 14 October 2025 and is made BETWEEN:
(1) SLANEY VALLEY COLD STORES DESIGNATED ACTIVITY COMPANY, a designated activity company incorporated in Ireland with registered number 587214, having its registered office at Drinagh Business Park, Wexford, Y35 K2T8 (the "Borrower"); and
(2) CARRIGMORE BANK DAC, a designated activity company incorporated in Ireland with registered number 301177, acting through its office at 40 Adelaide Road, Dublin 2, D02 XR66 (the "Lender").
IT IS AGREED as follows:
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement:
"Availability Period" means the period from and including the date of this Agreement to and including the date falling three months after the date of this Agreement.
"Business Day" means a day (other than a Saturday or Sunday) on which banks are open for general business in Dublin and which is a TARGET Day.
"Commitment" means EUR 12,500,000, to the extent not cancelled or reduced under this Agreement.
"EURIBOR" means, in relation to any Loan, the euro interbank offered rate administered by the European Money Markets Institute for the relevant Interest Period, and if that rate is less than zero, EURIBOR shall be deemed to be zero.
"Fee Letter" means the letter dated on or about the date of this Agreement from the Lender to the Borrower setting out the fees referred to in Clause 9.
"Security Documents" means the debenture and the mortgage over the Property, each dated on or about the date of this Agreement and granted by the Borrower in favour of the Lender.
"Property" means the freehold lands and buildings comprised in Folio WX41873F of the Register of Freeholders, County Wexford, known as Drinagh Business Park Cold Store, Wexford.
"Termination Date" means 14 October 2030.
2. THE FACILITY
2.1 Subject to the terms of this Agreement, the Lender makes available to the Borrower a euro term loan facility in an aggregate amount equal to the Commitment.
2.2 The Facility may be drawn in a single Loan during the Availability Period. Any part of the Commitment which is undrawn at the end of the Availability Period shall be cancelled.
3. PURPOSE
3.1 The Borrower shall apply all amounts borrowed by it under the Facility towards (a) the refinancing of the existing facilities made available to it by Ardfert Asset Finance Limited and (b) the construction and fit-out of a 6,400 pallet blast freezer extension at the Property.
4. CONDITIONS OF UTILISATION
4.1 The Borrower may not deliver a Utilisation Request unless the Lender has received all of the documents and other evidence listed in Schedule 1 (Conditions Precedent) in form and substance satisfactory to the Lender, including the duly executed Security Documents, a valuation of the Property addressed to the Lender showing a market value of not less than EUR 19,000,000, a certificate of title to the Property, evidence of the discharge of the existing facilities and an Irish law legal opinion.`,
      `5. INTEREST
5.1 The rate of interest on the Loan for each Interest Period is the percentage rate per annum which is the aggregate of the applicable Margin and EURIBOR.
5.2 The Borrower may select an Interest Period of three or six months in the Utilisation Request or in a Selection Notice. If no Interest Period is selected, it shall be three months.
5.3 The Margin is 3.10 per cent. per annum, save that from the first anniversary of the date of this Agreement the Margin shall be adjusted by reference to Leverage as shown in the latest Compliance Certificate, as follows:
Leverage greater than 3.00:1\t3.10 per cent.
Leverage 2.00:1 to 3.00:1\t2.75 per cent.
Leverage less than 2.00:1\t2.40 per cent.
5.4 If the Borrower fails to pay any amount payable by it under a Finance Document on its due date, interest shall accrue on the overdue amount from the due date up to the date of actual payment at a rate which is 2 per cent. per annum higher than the rate which would have been payable if the overdue amount had constituted the Loan for successive Interest Periods of one month.
6. REPAYMENT
6.1 The Borrower shall repay the Loan by 19 consecutive quarterly instalments, each of EUR 250,000, on each Repayment Date, the first falling three months after the Utilisation Date, and shall repay the balance of the Loan outstanding in full on the Termination Date.
6.2 The Borrower may not reborrow any part of the Facility which is repaid or prepaid.
7. PREPAYMENT AND CANCELLATION
7.1 Illegality: if it becomes unlawful for the Lender to perform any of its obligations as contemplated by this Agreement or to fund or maintain the Loan, the Commitment shall be cancelled and the Borrower shall repay the Loan on the last day of the current Interest Period or, if earlier, the date specified by the Lender.
7.2 Disposals and insurance: the Borrower shall prepay the Loan in an amount equal to the net proceeds of any disposal of the Property or any part of it, and any insurance proceeds received in respect of the Property exceeding EUR 250,000 which are not applied in reinstatement within 180 days of receipt.
7.3 Voluntary prepayment: the Borrower may, if it gives the Lender not less than ten Business Days' prior notice, prepay the whole or any part of the Loan (but, if in part, by a minimum amount of EUR 500,000) on the last day of an Interest Period without premium or penalty, save that any prepayment made before the second anniversary of the date of this Agreement shall be subject to a prepayment fee of 1 per cent. of the amount prepaid.
7.4 Any prepayment made otherwise than on the last day of an Interest Period shall be made together with Break Costs.
7.5 Change of control: if any person or group of persons acting in concert (other than Michael Furlong and members of his immediate family) gains control of the Borrower, the Lender shall not be obliged to fund a Loan and may, by not less than 10 Business Days' notice to the Borrower, cancel the Commitment and declare the Loan, together with accrued interest, immediately due and payable.`,
      `8. FINANCIAL COVENANTS
8.1 The Borrower shall ensure that: (a) Leverage in respect of each Relevant Period shall not exceed 3.50:1; (b) Interest Cover in respect of each Relevant Period shall not be less than 4.00:1; and (c) the Loan to Value shall not at any time exceed 65 per cent.
8.2 The financial covenants shall be tested on each 31 March and 30 September by reference to the financial statements and Compliance Certificate delivered for the Relevant Period ending on that date.
9. FEES
9.1 The Borrower shall pay to the Lender the arrangement fee and the annual monitoring fee in the amounts and at the times agreed in the Fee Letter.
10. GENERAL UNDERTAKINGS
10.1 Negative pledge: the Borrower shall not create or permit to subsist any Security over any of its assets, other than Security created under the Security Documents or liens arising by operation of law in the ordinary course of trading.
10.2 Disposals: the Borrower shall not enter into a transaction to sell, lease, transfer or otherwise dispose of any asset, other than trading stock in the ordinary course of trading or obsolete plant with a book value of less than EUR 100,000 in any financial year.
10.3 Financial indebtedness: the Borrower shall not incur any Financial Indebtedness other than under the Finance Documents and finance leases of vehicles and equipment not exceeding EUR 400,000 in aggregate.
10.4 Distributions: the Borrower shall not declare, make or pay any dividend or other distribution unless no Event of Default is continuing and Leverage for the most recent Relevant Period is less than 2.50:1.
11. EVENTS OF DEFAULT
11.1 Each of the events set out in this Clause 11.1 is an Event of Default: (a) non-payment of any amount due under a Finance Document, unless paid within three Business Days of its due date; (b) breach of Clause 8 (Financial Covenants); (c) any other breach of a Finance Document not remedied within 15 Business Days; (d) misrepresentation; (e) cross default, where Financial Indebtedness of the Borrower exceeding EUR 300,000 in aggregate is not paid when due or is declared due before its specified maturity; (f) insolvency, examinership, receivership or winding up of the Borrower; (g) the Borrower ceases to carry on its business; and (h) any event or circumstance occurs which the Lender reasonably believes has or is reasonably likely to have a Material Adverse Effect.
11.2 On and at any time after the occurrence of an Event of Default which is continuing, the Lender may by notice to the Borrower cancel the Commitment, declare all or part of the Loan immediately due and payable, and exercise any of its rights under the Security Documents.
12. CHANGES TO THE LENDER
12.1 The Lender may assign any of its rights or transfer by novation any of its rights and obligations to another bank or financial institution or to a trust, fund or other entity regularly engaged in making, purchasing or investing in loans.
12.2 The consent of the Borrower is required for an assignment or transfer by the Lender, such consent not to be unreasonably withheld and to be deemed given ten Business Days after it is requested, unless the assignment or transfer is to an Affiliate of the Lender or is made at a time when an Event of Default is continuing.
12.3 The Borrower may not assign any of its rights or transfer any of its rights or obligations under the Finance Documents.
13. GOVERNING LAW AND JURISDICTION
13.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by Irish law.
13.2 The courts of Ireland have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement, save that the Lender may take proceedings in any other court with jurisdiction.
SIGNED by Niamh Furlong, director, for and on behalf of SLANEY VALLEY COLD STORES DESIGNATED ACTIVITY COMPANY
SIGNED by Declan Tierney, authorised signatory, for and on behalf of CARRIGMORE BANK DAC`,
    ],
    gold: {
      borrower: names(
        'SLANEY VALLEY COLD STORES DESIGNATED ACTIVITY COMPANY, a designated activity company incorporated in Ireland with registered number 587214',
        'Slaney Valley Cold Stores Designated Activity Company',
      ),
      guarantors: notFound,
      lenders: names(
        ['CARRIGMORE BANK DAC, a designated activity company incorporated in Ireland with registered number 301177', '"Commitment" means EUR 12,500,000'],
        'Carrigmore Bank DAC',
      ),
      agent: notFound,
      date: date('2025-10-14', 'THIS AGREEMENT is dated 14 October 2025'),
      facilities: text('the Lender makes available to the Borrower a euro term loan facility in an aggregate amount equal to the Commitment', 'term loan'),
      amount: eur(12500000, ['"Commitment" means EUR 12,500,000', 'EUR 12,500,000 TERM LOAN FACILITY AGREEMENT']),
      purpose: text(
        'The Borrower shall apply all amounts borrowed by it under the Facility towards (a) the refinancing of the existing facilities made available to it by Ardfert Asset Finance Limited and (b) the construction and fit-out of a 6,400 pallet blast freezer extension at the Property.',
        'refinancing',
        'blast freezer',
      ),
      'availability-period': months(3, '"Availability Period" means the period from and including the date of this Agreement to and including the date falling three months after the date of this Agreement.'),
      'conditions-precedent': text(
        'including the duly executed Security Documents, a valuation of the Property addressed to the Lender showing a market value of not less than EUR 19,000,000, a certificate of title to the Property, evidence of the discharge of the existing facilities and an Irish law legal opinion',
        'valuation',
        'certificate of title',
      ),
      'interest-basis': text(
        [
          'The rate of interest on the Loan for each Interest Period is the percentage rate per annum which is the aggregate of the applicable Margin and EURIBOR.',
          'The Borrower may select an Interest Period of three or six months in the Utilisation Request or in a Selection Notice.',
        ],
        'EURIBOR',
      ),
      margin: percent(3.1, 'The Margin is 3.10 per cent. per annum, save that from the first anniversary of the date of this Agreement the Margin shall be adjusted by reference to Leverage as shown in the latest Compliance Certificate'),
      'default-interest': percent(2, 'interest shall accrue on the overdue amount from the due date up to the date of actual payment at a rate which is 2 per cent. per annum higher than the rate which would have been payable'),
      fees: text('The Borrower shall pay to the Lender the arrangement fee and the annual monitoring fee in the amounts and at the times agreed in the Fee Letter.', 'arrangement fee'),
      'termination-date': date('2030-10-14', '"Termination Date" means 14 October 2030.'),
      repayment: text(
        'The Borrower shall repay the Loan by 19 consecutive quarterly instalments, each of EUR 250,000, on each Repayment Date, the first falling three months after the Utilisation Date, and shall repay the balance of the Loan outstanding in full on the Termination Date.',
        'quarterly instalments',
      ),
      'mandatory-prepayment': text([
        'Illegality: if it becomes unlawful for the Lender to perform any of its obligations as contemplated by this Agreement or to fund or maintain the Loan',
        'Disposals and insurance: the Borrower shall prepay the Loan in an amount equal to the net proceeds of any disposal of the Property or any part of it, and any insurance proceeds received in respect of the Property exceeding EUR 250,000',
      ]),
      'voluntary-prepayment': yes(
        [
          "Voluntary prepayment: the Borrower may, if it gives the Lender not less than ten Business Days' prior notice, prepay the whole or any part of the Loan",
          'save that any prepayment made before the second anniversary of the date of this Agreement shall be subject to a prepayment fee of 1 per cent. of the amount prepaid.',
        ],
        'prepayment fee',
      ),
      'change-of-control': yes(
        "Change of control: if any person or group of persons acting in concert (other than Michael Furlong and members of his immediate family) gains control of the Borrower, the Lender shall not be obliged to fund a Loan and may, by not less than 10 Business Days' notice to the Borrower, cancel the Commitment and declare the Loan, together with accrued interest, immediately due and payable.",
      ),
      'financial-covenants': text(
        '(a) Leverage in respect of each Relevant Period shall not exceed 3.50:1; (b) Interest Cover in respect of each Relevant Period shall not be less than 4.00:1; and (c) the Loan to Value shall not at any time exceed 65 per cent.',
        '3.50:1',
        '4.00:1',
        '65 per cent',
      ),
      'general-undertakings': text([
        'Negative pledge: the Borrower shall not create or permit to subsist any Security over any of its assets',
        'Disposals: the Borrower shall not enter into a transaction to sell, lease, transfer or otherwise dispose of any asset',
        'Financial indebtedness: the Borrower shall not incur any Financial Indebtedness other than under the Finance Documents',
        'Distributions: the Borrower shall not declare, make or pay any dividend or other distribution unless no Event of Default is continuing',
      ]),
      'events-of-default': text(
        [
          '(e) cross default, where Financial Indebtedness of the Borrower exceeding EUR 300,000 in aggregate is not paid when due or is declared due before its specified maturity',
          '(h) any event or circumstance occurs which the Lender reasonably believes has or is reasonably likely to have a Material Adverse Effect',
        ],
        'EUR 300,000',
        'Material Adverse Effect',
      ),
      security: yes('"Security Documents" means the debenture and the mortgage over the Property, each dated on or about the date of this Agreement and granted by the Borrower in favour of the Lender.'),
      transfers: text(
        'The consent of the Borrower is required for an assignment or transfer by the Lender, such consent not to be unreasonably withheld and to be deemed given ten Business Days after it is requested, unless the assignment or transfer is to an Affiliate of the Lender or is made at a time when an Event of Default is continuing.',
        'consent',
      ),
      'governing-law': text(
        [
          'This Agreement and any non-contractual obligations arising out of or in connection with it are governed by Irish law.',
          'The courts of Ireland have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement',
        ],
        'Irish law',
      ),
    },
    own: [
      {
        id: 'own-dividend-gate',
        text: 'Can the company pay a dividend to its shareholders while the loan is outstanding?',
        gold: yes(
          'Distributions: the Borrower shall not declare, make or pay any dividend or other distribution unless no Event of Default is continuing and Leverage for the most recent Relevant Period is less than 2.50:1.',
          'Event of Default',
          '2.50:1',
        ),
      },
      {
        id: 'own-ltv-limit',
        text: 'What loan-to-value must the borrower keep under?',
        gold: percent(65, '(a) Leverage in respect of each Relevant Period shall not exceed 3.50:1; (b) Interest Cover in respect of each Relevant Period shall not be less than 4.00:1; and (c) the Loan to Value shall not at any time exceed 65 per cent.'),
      },
      {
        id: 'own-lowest-margin',
        text: 'How low can the margin go if leverage improves?',
        gold: percent(2.4, 'Leverage less than 2.00:1 2.40 per cent.'),
      },
    ],
  },
  {
    id: 'calibration-debenture-en-hallam-castings',
    typeKey: 'debenture',
    region: 'EN',
    title: 'Debenture: Hallam Precision Castings Limited and Hallam Tooling Limited',
    style: 'deed',
    pages: [
      `DEBENTURE
THIS DEBENTURE is made as a deed on 3 March 2025
BETWEEN
(1) HALLAM PRECISION CASTINGS LIMITED, a company incorporated in England and Wales with company number 04219836, and HALLAM TOOLING LIMITED, a company incorporated in England and Wales with company number 08861204, each having its registered office at Unit 7, Parkway Drive, Sheffield S9 4WU (each a "Chargor" and together the "Chargors"); and
(2) BRACKENRIDGE COMMERCIAL FINANCE LIMITED, a company incorporated in England and Wales with company number 06530718, whose registered office is at 2 Wharf Street, Leeds LS2 7EQ (the "Lender").
1. DEFINITIONS
In this Debenture:
"Facility Agreement" means the invoice discounting agreement and the term loan agreement each dated on or about the date of this Debenture between the Lender and Hallam Precision Castings Limited.
"Secured Liabilities" means all present and future monies, obligations and liabilities owed by each Chargor to the Lender, whether actual or contingent, whether owed jointly or severally, as principal or surety or in any other capacity, under the Facility Agreement or otherwise, together with all interest and costs.
"Enforcement Event" means the occurrence of an event of default (however described) under the Facility Agreement, or any Chargor requesting the Lender to appoint a receiver or an administrator.
2. COVENANT TO PAY
Each Chargor covenants with the Lender that it will pay and discharge the Secured Liabilities when they become due.
3. FIXED SECURITY
3.1 As continuing security for the payment and discharge of the Secured Liabilities, each Chargor with full title guarantee charges to the Lender by way of fixed charge: (a) all freehold and leasehold property acquired by it after the date of this Debenture; (b) all plant, machinery, vehicles, computers and office equipment owned by it; (c) all book debts and other debts due to it and their proceeds; (d) all monies standing to the credit of any account held by it with any bank; (e) all stocks and shares held by it in any of its subsidiaries; (f) all intellectual property rights owned by it; and (g) its goodwill and uncalled capital.
3.2 Each Chargor with full title guarantee assigns to the Lender by way of security all its rights under any policy of insurance in which it has an interest.
3.3 At the date of this Debenture no Chargor owns any estate or interest in land, and no application is to be made to HM Land Registry for a restriction against any title.
4. FLOATING CHARGE
4.1 As further continuing security for the payment and discharge of the Secured Liabilities, each Chargor with full title guarantee charges to the Lender by way of floating charge the whole of its undertaking and all its property, assets and rights, present and future, not effectively charged by way of fixed charge or assigned under clause 3.
4.2 Paragraph 14 of Schedule B1 to the Insolvency Act 1986 applies to the floating charge created by clause 4.1, which is a qualifying floating charge.`,
      `5. CRYSTALLISATION
5.1 The Lender may at any time by notice in writing to a Chargor convert the floating charge created by that Chargor into a fixed charge as regards any assets specified in the notice if an Enforcement Event has occurred or the Lender considers those assets to be in danger of seizure or otherwise in jeopardy.
5.2 The floating charge shall automatically and without notice convert into a fixed charge over all of a Chargor's assets if that Chargor creates or attempts to create any Security over any of its assets, if any person levies or attempts to levy any distress or execution against any of its assets, or if a petition is presented or a resolution is passed for its winding up or administration.
6. RESTRICTIONS
6.1 No Chargor shall create or permit to subsist any Security over any of its assets, other than this Debenture and any lien arising by operation of law.
6.2 No Chargor shall sell, transfer, lease or otherwise dispose of any of its assets, save for the disposal in the ordinary course of trading of any asset subject only to the floating charge.
6.3 Each Chargor shall pay into its account with the Lender all monies which it receives in respect of its book debts, and shall not charge, factor, discount or assign any of them in favour of any other person.
7. ENFORCEMENT
7.1 The security constituted by this Debenture shall become immediately enforceable on the occurrence of an Enforcement Event.
7.2 At any time after the security has become enforceable, the Lender may without notice (a) appoint one or more persons to be a receiver of all or any part of the assets of any Chargor; (b) appoint an administrator of any Chargor; and (c) exercise the power of sale and all other powers conferred on mortgagees by the Law of Property Act 1925, as varied by this Debenture.
7.3 Section 103 of the Law of Property Act 1925 shall not apply to this Debenture, and the statutory power of sale shall arise on the date of this Debenture.
7.4 A receiver shall be the agent of the relevant Chargor, which shall be solely responsible for his acts and remuneration, and shall have all the powers set out in Schedule 1 to the Insolvency Act 1986.
8. POWER OF ATTORNEY
8.1 By way of security, each Chargor irrevocably appoints the Lender and every receiver severally to be its attorney to execute any document and do any act which that Chargor is obliged to execute or do under this Debenture, or which the attorney considers necessary to perfect or enforce the security created by it.
9. FURTHER ASSURANCE
9.1 Each Chargor shall promptly execute any legal mortgage, charge or assignment which the Lender may require over any property acquired by it after the date of this Debenture.
10. GOVERNING LAW
10.1 This Debenture and any non-contractual obligations arising out of or in connection with it are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
IN WITNESS of which this Debenture has been executed as a deed by each Chargor and is delivered on the date stated at the beginning of it.
EXECUTED as a deed by HALLAM PRECISION CASTINGS LIMITED acting by Robert Hallam, a director, in the presence of Janet Ormerod, solicitor, Sheffield
EXECUTED as a deed by HALLAM TOOLING LIMITED acting by Robert Hallam, a director, in the presence of Janet Ormerod, solicitor, Sheffield
Signed by Karen Whitlow, authorised signatory, for BRACKENRIDGE COMMERCIAL FINANCE LIMITED`,
    ],
    gold: {
      chargors: names(
        'HALLAM PRECISION CASTINGS LIMITED, a company incorporated in England and Wales with company number 04219836, and HALLAM TOOLING LIMITED, a company incorporated in England and Wales with company number 08861204',
        'Hallam Precision Castings Limited',
        'Hallam Tooling Limited',
      ),
      chargee: names(
        'BRACKENRIDGE COMMERCIAL FINANCE LIMITED, a company incorporated in England and Wales with company number 06530718',
        'Brackenridge Commercial Finance Limited',
      ),
      date: date('2025-03-03', 'THIS DEBENTURE is made as a deed on 3 March 2025'),
      'secured-liabilities': text(
        '"Secured Liabilities" means all present and future monies, obligations and liabilities owed by each Chargor to the Lender, whether actual or contingent',
        'all present and future monies',
      ),
      'fixed-security': text(
        [
          '(a) all freehold and leasehold property acquired by it after the date of this Debenture; (b) all plant, machinery, vehicles, computers and office equipment owned by it; (c) all book debts and other debts due to it and their proceeds; (d) all monies standing to the credit of any account held by it with any bank; (e) all stocks and shares held by it in any of its subsidiaries; (f) all intellectual property rights owned by it',
          'Each Chargor with full title guarantee assigns to the Lender by way of security all its rights under any policy of insurance in which it has an interest.',
        ],
        'book debts',
      ),
      'floating-charge': yes(
        'each Chargor with full title guarantee charges to the Lender by way of floating charge the whole of its undertaking and all its property, assets and rights, present and future',
      ),
      'qualifying-floating-charge': yes(
        'Paragraph 14 of Schedule B1 to the Insolvency Act 1986 applies to the floating charge created by clause 4.1, which is a qualifying floating charge.',
      ),
      enforcement: text(
        [
          'The security constituted by this Debenture shall become immediately enforceable on the occurrence of an Enforcement Event.',
          'the Lender may without notice (a) appoint one or more persons to be a receiver of all or any part of the assets of any Chargor; (b) appoint an administrator of any Chargor; and (c) exercise the power of sale',
        ],
        'receiver',
        'administrator',
      ),
      crystallisation: text([
        'The Lender may at any time by notice in writing to a Chargor convert the floating charge created by that Chargor into a fixed charge as regards any assets specified in the notice',
        "The floating charge shall automatically and without notice convert into a fixed charge over all of a Chargor's assets if that Chargor creates or attempts to create any Security over any of its assets",
      ]),
      'negative-pledge': yes([
        'No Chargor shall create or permit to subsist any Security over any of its assets, other than this Debenture and any lien arising by operation of law.',
        'No Chargor shall sell, transfer, lease or otherwise dispose of any of its assets, save for the disposal in the ordinary course of trading of any asset subject only to the floating charge.',
      ]),
      'land-england-wales': no(
        'At the date of this Debenture no Chargor owns any estate or interest in land, and no application is to be made to HM Land Registry for a restriction against any title.',
      ),
      notices: notFound,
      'companies-house-registration': notFound,
      'power-of-attorney': yes(
        'By way of security, each Chargor irrevocably appoints the Lender and every receiver severally to be its attorney',
      ),
      ranking: notFound,
      'governing-law': text(
        'This Debenture and any non-contractual obligations arising out of or in connection with it are governed by the law of England and Wales',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-debt-proceeds',
        text: 'Where do the companies have to pay the money they collect from their customers?',
        gold: text(
          'Each Chargor shall pay into its account with the Lender all monies which it receives in respect of its book debts',
          'account with the Lender',
        ),
      },
      {
        id: 'own-s103',
        text: 'Is the statutory restriction on the power of sale in section 103 of the LPA 1925 disapplied?',
        gold: yes('Section 103 of the Law of Property Act 1925 shall not apply to this Debenture'),
      },
    ],
  },
  {
    id: 'calibration-settlement-en-thistlewood-redundancy',
    typeKey: 'employment-settlement-agreement',
    region: 'EN',
    title: 'Settlement agreement: Thistlewood Analytics Limited and Ms Priya Ramsden',
    style: 'modern',
    pages: [
      `WITHOUT PREJUDICE AND SUBJECT TO CONTRACT UNTIL SIGNED AND DATED
SETTLEMENT AGREEMENT
Dated: 19 August 2025
Parties
The Employer\tThistlewood Analytics Limited (company number 09412876)
Registered office\t14 Riverside Quay, Bristol BS1 6DG
The Employee\tMs Priya Ramsden
Employee's address\t22 Clifton Vale, Bristol BS8 4PR
Background
A. The Employee has been employed by the Employer as Senior Insight Analyst since 6 January 2020.
B. The Employee's employment will terminate by reason of redundancy, following the closure of the Employer's retail insight team, and the parties have agreed the terms set out below.
C. The Employee presented a claim to the Employment Tribunal on 3 July 2025 (case number 1402593/2025) alleging unfair dismissal and indirect sex discrimination, which this Agreement settles.
1. Termination
1.1 The Employee's employment will terminate on 31 August 2025 (the "Termination Date"). The Employer will pay the Employee her salary and contractual benefits up to the Termination Date in the usual way, together with pay in lieu of 4 days' accrued but untaken holiday.
1.2 The Employee will not be required to work her notice. The Employer will pay the Employee in lieu of her contractual notice period of three months the sum of £14,250, which is post-employment notice pay and will be subject to deductions for income tax and national insurance contributions.
2. Termination payment
2.1 Subject to the Employee complying with this Agreement, the Employer will pay the Employee the sum of £38,400 (the "Termination Payment") as compensation for the termination of her employment, which includes her statutory redundancy payment of £3,570.
2.2 The Termination Payment will be paid by 26 September 2025, provided that the Employer has by then received a copy of this Agreement signed by the Employee and the adviser's certificate signed by her adviser.
2.3 The Employer believes that the first £30,000 of the Termination Payment may be paid without deduction of tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003. The balance of £8,400 will be paid after deduction of income tax at the basic rate.
2.4 The Employee will be responsible for any further tax or employee's national insurance contributions due on the payments made under this Agreement, and will indemnify the Employer against any such tax or contributions and any related interest or penalties.
3. Legal fees
3.1 The Employer will pay the Employee's solicitors, on receipt of an invoice addressed to the Employee and marked payable by the Employer, a contribution of up to £600 plus VAT towards the Employee's legal costs of advice on the termination of her employment and this Agreement.`,
      `4. Waiver of claims
4.1 The Employee accepts the terms of this Agreement in full and final settlement of all claims, whether arising under statute, common law or contract, which she has or may have against the Employer or any Group Company or their officers or employees arising out of her employment or its termination, including the following particular claims: the claim in case number 1402593/2025; unfair dismissal and a statutory redundancy payment under the Employment Rights Act 1996; sex discrimination, indirect discrimination and equal pay under the Equality Act 2010; unlawful deductions from wages; holiday pay under the Working Time Regulations 1998; and breach of contract.
4.2 The waiver in clause 4.1 does not apply to any claim for personal injury of which the Employee is not aware at the date of this Agreement, to her accrued pension rights, or to any claim to enforce this Agreement.
4.3 The Employee will, within seven days of receiving the Termination Payment, withdraw her claim in case number 1402593/2025 and consent to its dismissal by the Employment Tribunal.
5. Employee's warranties
5.1 The Employee warrants that (a) she has not committed any repudiatory breach of her contract of employment; (b) she has not accepted or been offered any new employment or engagement; and (c) apart from the claim in case number 1402593/2025 she has not issued and does not intend to issue any other claim against the Employer or any Group Company.
6. Confidentiality and announcements
6.1 The Employee will keep the terms of this Agreement confidential, save for disclosure to her spouse, her professional advisers, HM Revenue and Customs, or as required by law.
6.2 Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996, reporting a criminal offence to the police, or co-operating with any regulator.
6.3 The Employer will not provide a reference for the Employee, save that it will confirm on request her job title and the dates of her employment.
7. Adviser's certificate and statutory conditions
7.1 The Employee confirms that she has received independent legal advice from the relevant independent adviser named below as to the terms and effect of this Agreement and its effect on her ability to pursue a claim before an Employment Tribunal. The conditions regulating settlement agreements under section 203(3) of the Employment Rights Act 1996 and section 147(3) of the Equality Act 2010 are satisfied.
8. Governing law
8.1 This Agreement is governed by the law of England and Wales, and the courts and tribunals of England and Wales have exclusive jurisdiction.
Signed by Alastair Penhaligon, HR Director, for Thistlewood Analytics Limited
Signed by Priya Ramsden
ADVISER'S CERTIFICATE
I, Hannah Okonjo, of Tolland Crane Solicitors LLP, 9 Corn Street, Bristol BS1 1HT, a solicitor of the Senior Courts holding a current practising certificate, confirm that I have advised Priya Ramsden as to the terms and effect of this Agreement, and in particular its effect on her ability to pursue a claim before an Employment Tribunal. I confirm that there is in force a policy of professional indemnity insurance covering the risk of a claim by her in respect of loss arising from that advice.
Signed: Hannah Okonjo Date: 19 August 2025`,
    ],
    gold: {
      employer: names('The Employer Thistlewood Analytics Limited (company number 09412876)', 'Thistlewood Analytics Limited'),
      employee: names('The Employee Ms Priya Ramsden', 'Priya Ramsden'),
      date: date('2025-08-19', 'Dated: 19 August 2025'),
      'termination-date': date('2025-08-31', 'The Employee\'s employment will terminate on 31 August 2025 (the "Termination Date").'),
      reason: text(
        "The Employee's employment will terminate by reason of redundancy, following the closure of the Employer's retail insight team",
        'redundancy',
      ),
      'termination-payment': gbp(
        38400,
        'the Employer will pay the Employee the sum of £38,400 (the "Termination Payment") as compensation for the termination of her employment, which includes her statutory redundancy payment of £3,570.',
      ),
      'payment-date': date(
        '2025-09-26',
        "The Termination Payment will be paid by 26 September 2025, provided that the Employer has by then received a copy of this Agreement signed by the Employee and the adviser's certificate signed by her adviser.",
      ),
      'notice-pay': text(
        'The Employer will pay the Employee in lieu of her contractual notice period of three months the sum of £14,250, which is post-employment notice pay and will be subject to deductions for income tax and national insurance contributions.',
        '£14,250',
      ),
      'tax-treatment-uk': text(
        [
          'The Employer believes that the first £30,000 of the Termination Payment may be paid without deduction of tax under sections 401 and 403 of the Income Tax (Earnings and Pensions) Act 2003.',
          'and will indemnify the Employer against any such tax or contributions and any related interest or penalties.',
        ],
        '£30,000',
        'indemnify',
      ),
      'claims-waived': text(
        [
          'including the following particular claims: the claim in case number 1402593/2025; unfair dismissal and a statutory redundancy payment under the Employment Rights Act 1996',
          'The waiver in clause 4.1 does not apply to any claim for personal injury of which the Employee is not aware at the date of this Agreement, to her accrued pension rights, or to any claim to enforce this Agreement.',
        ],
        'personal injury',
        'pension',
      ),
      'particular-complaints': text(
        'The Employee presented a claim to the Employment Tribunal on 3 July 2025 (case number 1402593/2025) alleging unfair dismissal and indirect sex discrimination, which this Agreement settles.',
        '1402593/2025',
      ),
      'adviser-certificate': yes(
        'I, Hannah Okonjo, of Tolland Crane Solicitors LLP, 9 Corn Street, Bristol BS1 1HT, a solicitor of the Senior Courts holding a current practising certificate, confirm that I have advised Priya Ramsden as to the terms and effect of this Agreement',
      ),
      'legal-fees': gbp(600, 'a contribution of up to £600 plus VAT towards the Employee\'s legal costs of advice on the termination of her employment and this Agreement'),
      confidentiality: yes(
        [
          'The Employee will keep the terms of this Agreement confidential, save for disclosure to her spouse, her professional advisers, HM Revenue and Customs, or as required by law.',
          'Nothing in this Agreement prevents the Employee from making a protected disclosure under section 43A of the Employment Rights Act 1996, reporting a criminal offence to the police, or co-operating with any regulator.',
        ],
        'protected disclosure',
      ),
      reference: no(
        'The Employer will not provide a reference for the Employee, save that it will confirm on request her job title and the dates of her employment.',
        'job title',
      ),
      'restrictive-covenants': notFound,
      'company-property': notFound,
      'employee-warranties': yes(
        'The Employee warrants that (a) she has not committed any repudiatory breach of her contract of employment; (b) she has not accepted or been offered any new employment or engagement; and (c) apart from the claim in case number 1402593/2025 she has not issued and does not intend to issue any other claim',
      ),
      benefits: notFound,
      'governing-law': text('This Agreement is governed by the law of England and Wales', 'England and Wales'),
    },
    own: [
      {
        id: 'own-withdraw-claim',
        text: 'By when must she withdraw her tribunal claim?',
        gold: days(7, 'The Employee will, within seven days of receiving the Termination Payment, withdraw her claim in case number 1402593/2025 and consent to its dismissal by the Employment Tribunal.'),
      },
      {
        id: 'own-taxable-balance',
        text: 'How much of the termination payment is taxable?',
        gold: gbp(8400, 'The balance of £8,400 will be paid after deduction of income tax at the basic rate.'),
      },
    ],
  },
  {
    id: 'calibration-rca-ni-lagan-fibre-sales-head',
    typeKey: 'restrictive-covenant-agreement',
    region: 'NI',
    title: 'Restrictive covenant agreement: Lagan Fibre Networks Limited and Conor Magee',
    style: 'typed',
    pages: [
      `DEED OF RESTRICTIVE COVENANTS
THIS DEED is dated 7 April 2025
PARTIES
(1) LAGAN FIBRE NETWORKS LIMITED, incorporated in Northern Ireland with company number NI648213, whose registered office is at 5 Lanyon Quay, Belfast BT1 3LG (the "Company").
(2) CONOR MAGEE of 17 Ardmore Park, Lisburn BT28 2HN (the "Executive").
RECITALS
(A) The Executive is employed by the Company under a contract of employment dated 2 September 2019, and with effect from 1 May 2025 is promoted to the position of Head of Business Sales.
(B) In consideration of the Company paying the Executive a one-off sum of £7,500 (less deductions for income tax and national insurance), payable with his salary for May 2025, the Executive has agreed to enter into the covenants in this Deed.
1. DEFINITIONS
"Group Company" means the Company, its holding company Lagan Fibre Holdings Limited, and any subsidiary of either of them from time to time.
"Restricted Business" means the design, installation, sale and maintenance of full-fibre broadband, leased line and dark fibre connectivity for business and public sector customers, and any other business of any Group Company in which the Executive was materially involved in the 12 months before the Termination Date.
"Restricted Customer" means any person who was a customer or a prospective customer of any Group Company at any time in the 12 months before the Termination Date, and with whom the Executive had material dealings, or for whom he was responsible, during that period.
"Key Employee" means any person employed by any Group Company in a sales, engineering or network design role at the grade of manager or above, with whom the Executive worked during the 12 months before the Termination Date.
"Restricted Territory" means Northern Ireland and the counties of Donegal, Louth and Monaghan in Ireland.
"Termination Date" means the date on which the Executive's employment with the Company terminates, however that termination occurs and whether it is lawful or in breach of contract.
2. COVENANTS
2.1 The Executive shall not, for a period of six months after the Termination Date, be engaged or concerned in any business within the Restricted Territory which competes or is preparing to compete with the Restricted Business.
2.2 The Executive shall not, for a period of twelve months after the Termination Date, solicit or endeavour to entice away from any Group Company the business or custom of any Restricted Customer with a view to providing goods or services to it in competition with the Restricted Business.
2.3 The Executive shall not, for a period of twelve months after the Termination Date, deal with or accept the business of any Restricted Customer in competition with the Restricted Business.
2.4 The Executive shall not, for a period of nine months after the Termination Date, offer to employ or engage, or otherwise endeavour to entice away from any Group Company, any Key Employee.`,
      `2.5 The periods of the restrictions in clauses 2.1 to 2.4 shall not be reduced by any period during which the Executive is placed on garden leave before the Termination Date.
2.6 None of the restrictions in this clause 2 shall prevent the Executive from holding, for investment purposes only, up to 3 per cent. of any class of shares quoted on a recognised stock exchange.
3. GROUP COMPANIES
3.1 The obligations in clause 2 are given to the Company for itself and as trustee for each other Group Company, and the Company may enforce them on behalf of any Group Company.
3.2 No person other than the Company and the Executive shall have any right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Deed.
4. SEVERANCE
4.1 Each restriction in clause 2 is separate and distinct. If any restriction is found to be void or unenforceable but would be valid if some part of it were deleted or the period or area of it reduced, the restriction shall apply with such modification as is necessary to make it enforceable.
5. GENERAL
5.1 This Deed is supplemental to the Executive's contract of employment, and the provisions of that contract shall continue in full force save to the extent varied by this Deed.
5.2 This Deed is governed by the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction.
EXECUTED as a deed by LAGAN FIBRE NETWORKS LIMITED acting by Siobhan Corr, director, in the presence of a witness:
Witness: Ruth McIlwaine, 5 Lanyon Quay, Belfast, Company Secretary
SIGNED as a deed by CONOR MAGEE in the presence of a witness:
Witness: Gareth Bleakley, 3 Hillsborough Road, Lisburn, Accountant`,
    ],
    gold: {
      parties: names(
        [
          'LAGAN FIBRE NETWORKS LIMITED, incorporated in Northern Ireland with company number NI648213',
          'CONOR MAGEE of 17 Ardmore Park, Lisburn BT28 2HN (the "Executive").',
        ],
        'Lagan Fibre Networks Limited',
        'Conor Magee',
      ),
      date: date('2025-04-07', 'THIS DEED is dated 7 April 2025'),
      consideration: gbp(
        7500,
        'In consideration of the Company paying the Executive a one-off sum of £7,500 (less deductions for income tax and national insurance), payable with his salary for May 2025',
      ),
      restrictions: text([
        'The Executive shall not, for a period of six months after the Termination Date, be engaged or concerned in any business within the Restricted Territory which competes or is preparing to compete with the Restricted Business.',
        'The Executive shall not, for a period of twelve months after the Termination Date, solicit or endeavour to entice away from any Group Company the business or custom of any Restricted Customer',
        'The Executive shall not, for a period of twelve months after the Termination Date, deal with or accept the business of any Restricted Customer in competition with the Restricted Business.',
        'The Executive shall not, for a period of nine months after the Termination Date, offer to employ or engage, or otherwise endeavour to entice away from any Group Company, any Key Employee.',
      ]),
      duration: [
        months(6, 'The Executive shall not, for a period of six months after the Termination Date, be engaged or concerned in any business within the Restricted Territory'),
        months(12, 'The Executive shall not, for a period of twelve months after the Termination Date, solicit or endeavour to entice away from any Group Company the business or custom of any Restricted Customer'),
        months(9, 'The Executive shall not, for a period of nine months after the Termination Date, offer to employ or engage, or otherwise endeavour to entice away from any Group Company, any Key Employee.'),
      ],
      'garden-leave-set-off': no(
        'The periods of the restrictions in clauses 2.1 to 2.4 shall not be reduced by any period during which the Executive is placed on garden leave before the Termination Date.',
      ),
      territory: text('"Restricted Territory" means Northern Ireland and the counties of Donegal, Louth and Monaghan in Ireland.', 'Northern Ireland', 'Donegal'),
      'restricted-customers': text(
        '"Restricted Customer" means any person who was a customer or a prospective customer of any Group Company at any time in the 12 months before the Termination Date, and with whom the Executive had material dealings',
        '12 months',
      ),
      'restricted-business': text(
        '"Restricted Business" means the design, installation, sale and maintenance of full-fibre broadband, leased line and dark fibre connectivity for business and public sector customers',
        'full-fibre broadband',
      ),
      'key-employees': yes([
        'The Executive shall not, for a period of nine months after the Termination Date, offer to employ or engage, or otherwise endeavour to entice away from any Group Company, any Key Employee.',
        '"Key Employee" means any person employed by any Group Company in a sales, engineering or network design role at the grade of manager or above, with whom the Executive worked during the 12 months before the Termination Date.',
      ]),
      'group-companies': yes(
        [
          'The obligations in clause 2 are given to the Company for itself and as trustee for each other Group Company, and the Company may enforce them on behalf of any Group Company.',
          'No person other than the Company and the Executive shall have any right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Deed.',
        ],
        'trustee',
      ),
      severance: yes(
        'If any restriction is found to be void or unenforceable but would be valid if some part of it were deleted or the period or area of it reduced, the restriction shall apply with such modification as is necessary to make it enforceable.',
      ),
      confidentiality: notFound,
      'notify-new-employer': notFound,
      trigger: text(
        '"Termination Date" means the date on which the Executive\'s employment with the Company terminates, however that termination occurs and whether it is lawful or in breach of contract.',
        'in breach of contract',
      ),
      'reasonableness-and-advice': notFound,
      'governing-law': text('This Deed is governed by the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction.', 'Northern Ireland'),
    },
    own: [
      {
        id: 'own-shareholding',
        text: 'Can he keep a small shareholding in a listed competitor?',
        gold: yes(
          'None of the restrictions in this clause 2 shall prevent the Executive from holding, for investment purposes only, up to 3 per cent. of any class of shares quoted on a recognised stock exchange.',
          '3 per cent',
        ),
      },
      {
        id: 'own-new-role',
        text: 'What promotion was the executive given alongside these covenants?',
        gold: text(
          'and with effect from 1 May 2025 is promoted to the position of Head of Business Sales',
          'Head of Business Sales',
        ),
      },
    ],
  },
  {
    id: 'calibration-building-en-pennine-didsbury-later-living',
    typeKey: 'building-contract',
    region: 'EN',
    title: 'JCT Design and Build Contract 2024: Wilmslow Road, Didsbury (articles and contract particulars)',
    style: 'modern',
    pages: [
      `DESIGN AND BUILD CONTRACT
JCT Design and Build Contract 2024 Edition (DB 2024)
THIS CONTRACT is made on 21 May 2025
BETWEEN
The Employer: MERSEYBANK LIVING (DIDSBURY) LIMITED (Company No. 14507732), whose registered office is at 88 King Street, Manchester M2 4WQ
AND
The Contractor: PENNINE TECTONIC CONSTRUCTION LIMITED (Company No. 03386514), whose registered office is at Tectonic House, Calder Road, Halifax HX3 8ST
RECITALS
First: the Employer wishes to have the following work carried out: the design and construction of a four-storey later-living building of 48 apartments with communal lounge, landscaping, parking and associated external works at the former Wilmslow Road depot, 412 Wilmslow Road, Didsbury, Manchester M20 3BN (the "Works").
Second: the Employer has supplied to the Contractor documents showing and describing or otherwise stating his requirements for the design and construction of the Works (the "Employer's Requirements").
Third: in response to the Employer's Requirements the Contractor has supplied to the Employer documents showing and describing the Contractor's proposals for the design and construction of the Works (the "Contractor's Proposals") and an analysis of the Contract Sum.
ARTICLES
Article 1: Contractor's obligations. The Contractor shall complete the design for the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.
Article 2: Contract Sum. The Employer shall pay the Contractor at the times and in the manner specified in the Conditions the VAT-exclusive sum of Eleven million, eight hundred and forty-six thousand, three hundred pounds (£11,846,300) (the "Contract Sum").
Article 3: Employer's Agent. For the purposes of this Contract the Employer's Agent is Ridgeway Castell LLP of 1 St Peter's Square, Manchester M2 3DE.
Article 5: Principal Designer. The Principal Designer for the purposes of the CDM Regulations is the Contractor.
Article 6: Principal Contractor. The Principal Contractor for the purposes of the CDM Regulations is the Contractor.
Article 7: Adjudication. If any dispute or difference arises under this Contract, either Party may refer it to adjudication in accordance with clause 9.2.
Article 9: Legal proceedings. Subject to Article 7, the English courts shall have jurisdiction over any dispute or difference between the Parties which arises out of or in connection with this Contract.`,
      `CONTRACT PARTICULARS
Part 1: General
Article 8 (Arbitration)\tArticle 8 and clauses 9.3 to 9.8 do not apply
1.1 Date of possession\t9 June 2025
1.1 Completion Date\t27 November 2026
1.1 Sections\tNot applicable
1.1 Rectification Period\t12 months from practical completion
2.29.2 Liquidated damages\tat the rate of £14,000 per week or part week
2.29.2 Cap\tLiquidated damages shall not exceed in total 8% of the Contract Sum
4.7 Interim Valuation Dates\tThe last Friday of each month, the first being 27 June 2025
4.7 Due dates\t7 days after each Interim Valuation Date
4.7 Final date for payment\t14 days after the due date
4.18 Retention Percentage\t3%
4.18 Release\tHalf on practical completion; balance on the Notice of Completion of Making Good
6.4.1 Public liability\t£10,000,000 for any one occurrence
6.7 Insurance Option\tInsurance Option A applies; the Contractor shall take out a Joint Names All Risks Policy for the full reinstatement value of the Works plus 15% for professional fees
6.12 PI insurance\tThe Contractor shall maintain professional indemnity insurance of £5,000,000 for each and every claim until 12 years after practical completion
2.17 Design liability\tThe Contractor's liability for the design of the Works shall be that of an architect or other appropriate professional designer exercising the reasonable skill and care of a designer holding himself out as competent to take on the design of works of a similar size, scope and complexity
7A Third Party Rights\tRights for Purchasers and Tenants do not apply; rights for Funders apply, in favour of the Funder named below
Funder\tNorthgate Retirement Property Fund LP
7C and 7D Warranties\tThe Contractor shall procure collateral warranties from each Sub-Contractor with a design responsibility, and from the architect and the mechanical and electrical engineer, in favour of the Employer and the Funder
7.2 Performance bond\tBond in the amount of 10% of the Contract Sum from a surety approved by the Employer, until practical completion
Parent company guarantee\tRequired from Pennine Tectonic Group plc
9.2.1 Adjudicator nominator\tRoyal Institution of Chartered Surveyors
ATTESTATION
Executed as a deed by MERSEYBANK LIVING (DIDSBURY) LIMITED acting by Owen Tresize, director, and Claire Antrobus, director
Executed as a deed by PENNINE TECTONIC CONSTRUCTION LIMITED acting by Malcolm Greave, director, in the presence of Lesley Hurt, 12 Bank Street, Halifax, company secretary
This Contract is governed by the law of England.`,
    ],
    gold: {
      employer: names('The Employer: MERSEYBANK LIVING (DIDSBURY) LIMITED (Company No. 14507732)', 'Merseybank Living (Didsbury) Limited'),
      contractor: names('The Contractor: PENNINE TECTONIC CONSTRUCTION LIMITED (Company No. 03386514)', 'Pennine Tectonic Construction Limited'),
      'contract-date': date('2025-05-21', 'THIS CONTRACT is made on 21 May 2025'),
      'works-and-site': text(
        'the design and construction of a four-storey later-living building of 48 apartments with communal lounge, landscaping, parking and associated external works at the former Wilmslow Road depot, 412 Wilmslow Road, Didsbury, Manchester M20 3BN',
        '412 Wilmslow Road',
      ),
      'form-and-edition': text(['JCT Design and Build Contract 2024 Edition (DB 2024)'], 'Design and Build', '2024'),
      'contract-sum': gbp(11846300, 'the VAT-exclusive sum of Eleven million, eight hundred and forty-six thousand, three hundred pounds (£11,846,300) (the "Contract Sum")'),
      'date-for-completion': date('2026-11-27', '1.1 Completion Date 27 November 2026'),
      'date-of-possession': date('2025-06-09', '1.1 Date of possession 9 June 2025'),
      'liquidated-damages': gbp(14000, [
        '2.29.2 Liquidated damages at the rate of £14,000 per week or part week',
        '2.29.2 Cap Liquidated damages shall not exceed in total 8% of the Contract Sum',
      ]),
      retention: percent(3, [
        '4.18 Retention Percentage 3%',
        '4.18 Release Half on practical completion; balance on the Notice of Completion of Making Good',
      ]),
      'defects-period': months(12, '1.1 Rectification Period 12 months from practical completion'),
      insurance: text(
        [
          '6.7 Insurance Option Insurance Option A applies; the Contractor shall take out a Joint Names All Risks Policy for the full reinstatement value of the Works plus 15% for professional fees',
          "6.4.1 Public liability £10,000,000 for any one occurrence",
        ],
        'Option A',
      ),
      'design-responsibility': text(
        "2.17 Design liability The Contractor's liability for the design of the Works shall be that of an architect or other appropriate professional designer exercising the reasonable skill and care",
        'reasonable skill and care',
      ),
      'design-pi-insurance': yes(
        '6.12 PI insurance The Contractor shall maintain professional indemnity insurance of £5,000,000 for each and every claim until 12 years after practical completion',
        '£5,000,000',
        '12 years',
      ),
      amendments: notFound,
      payment: text(
        [
          '4.7 Interim Valuation Dates The last Friday of each month, the first being 27 June 2025',
          '4.7 Due dates 7 days after each Interim Valuation Date',
          '4.7 Final date for payment 14 days after the due date',
        ],
        '14 days',
      ),
      'adjudication-great-britain': text(
        [
          'If any dispute or difference arises under this Contract, either Party may refer it to adjudication in accordance with clause 9.2.',
          '9.2.1 Adjudicator nominator Royal Institution of Chartered Surveyors',
        ],
        'adjudication',
      ),
      'extensions-and-loss': notFound,
      'security-documents': text([
        '7.2 Performance bond Bond in the amount of 10% of the Contract Sum from a surety approved by the Employer, until practical completion',
        'Parent company guarantee Required from Pennine Tectonic Group plc',
        '7A Third Party Rights Rights for Purchasers and Tenants do not apply; rights for Funders apply, in favour of the Funder named below',
        'The Contractor shall procure collateral warranties from each Sub-Contractor with a design responsibility, and from the architect and the mechanical and electrical engineer, in favour of the Employer and the Funder',
      ]),
      termination: notFound,
      'executed-as-deed': yes([
        'Executed as a deed by MERSEYBANK LIVING (DIDSBURY) LIMITED acting by Owen Tresize, director, and Claire Antrobus, director',
        'Executed as a deed by PENNINE TECTONIC CONSTRUCTION LIMITED acting by Malcolm Greave, director',
      ]),
      'health-and-safety-roles-great-britain': names(
        [
          'The Principal Designer for the purposes of the CDM Regulations is the Contractor.',
          'The Principal Contractor for the purposes of the CDM Regulations is the Contractor.',
        ],
        'Contractor',
      ),
      'disputes-and-law': text(
        [
          'Subject to Article 7, the English courts shall have jurisdiction over any dispute or difference between the Parties which arises out of or in connection with this Contract.',
          'Article 8 (Arbitration) Article 8 and clauses 9.3 to 9.8 do not apply',
          'This Contract is governed by the law of England.',
        ],
        'English courts',
      ),
    },
    own: [
      {
        id: 'own-ld-cap',
        text: 'Is there a ceiling on the delay damages the contractor can be charged?',
        gold: percent(8, '2.29.2 Cap Liquidated damages shall not exceed in total 8% of the Contract Sum'),
      },
      {
        id: 'own-funder-rights',
        text: 'Does the funder get third party rights directly under the building contract, and who is it?',
        gold: names(
          [
            '7A Third Party Rights Rights for Purchasers and Tenants do not apply; rights for Funders apply, in favour of the Funder named below',
            'Funder Northgate Retirement Property Fund LP',
          ],
          'Northgate Retirement Property Fund LP',
        ),
      },
      {
        id: 'own-bond',
        text: 'How big is the performance bond?',
        gold: percent(10, '7.2 Performance bond Bond in the amount of 10% of the Contract Sum from a surety approved by the Employer, until practical completion'),
      },
    ],
  },
  {
    id: 'calibration-warranty-en-corbel-finch-kingsholm-funder',
    typeKey: 'collateral-warranty',
    region: 'EN',
    title: 'Collateral warranty (consultant to funder): Kingsholm Yard, Gloucester',
    style: 'deed',
    pages: [
      `DEED OF COLLATERAL WARRANTY
(Consultant to Funder)
THIS DEED is dated                    2025
BETWEEN:
(1) CORBEL & FINCH CONSULTING ENGINEERS LLP, a limited liability partnership registered in England and Wales with number OC402817, whose registered office is at 3 College Court, Cheltenham GL50 1QA (the "Consultant");
(2) KINGSHOLM YARD DEVELOPMENTS LIMITED, a company registered in England and Wales with number 12964405, whose registered office is at 60 Southgate Street, Gloucester GL1 2DR (the "Client"); and
(3) ARDEN VALE CAPITAL LIMITED, a company registered in England and Wales with number 07731590, whose registered office is at 25 Old Broad Street, London EC2N 1HQ, as agent and trustee for the Finance Parties (the "Funder", which expression includes its successors and permitted assigns).
BACKGROUND
(A) The Funder has agreed to provide finance to the Client for the development of a 212-bed student residence with ground floor commercial units at Kingsholm Yard, Deans Walk, Gloucester GL1 3AX (the "Project").
(B) By an appointment dated 4 October 2023 (the "Appointment") the Client appointed the Consultant to provide civil and structural engineering services in connection with the Project.
1. WARRANTY
1.1 The Consultant warrants to the Funder that it has performed and will continue to perform the Services under the Appointment with the reasonable skill, care and diligence to be expected of a properly qualified and competent civil and structural engineer experienced in carrying out such services for projects of a similar size, scope and complexity.
1.2 The Consultant shall have no greater liability to the Funder under this Deed than it would have had if the Funder had been named as a joint client with the Client under the Appointment, and the Consultant may rely on any limitation in the Appointment and any defence it would have had against the Client.
1.3 The Consultant's liability under this Deed shall be limited to such sum as it is just and equitable for the Consultant to pay having regard to the extent of its responsibility for the loss or damage, on the assumption that all other consultants, contractors and sub-contractors engaged on the Project have provided contractual undertakings to the Funder on terms no less onerous than this clause 1 and have paid to the Funder such sums as it would be just and equitable for them to pay.
1.4 The Consultant's total liability to the Funder under this Deed shall not exceed £3,000,000 in the aggregate.
2. STEP-IN RIGHTS
2.1 The Consultant shall not terminate the Appointment or discontinue the performance of the Services by reason of the Client's breach without first giving the Funder not less than 21 days' written notice specifying the breach.
2.2 Within that period of 21 days the Funder may give notice to the Consultant that it or its appointee will assume the obligations of the Client under the Appointment, and the Consultant shall then accept the instructions of the Funder or its appointee to the exclusion of the Client, provided that the Funder or its appointee shall be liable for the fees properly due to the Consultant.`,
      `3. PROFESSIONAL INDEMNITY INSURANCE
3.1 The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for each and every claim, save that in respect of claims arising out of pollution or contamination the limit shall be £5,000,000 in the aggregate in any one period of insurance, for as long as any liability may arise under this Deed and in any event for not less than 12 years from the date of practical completion of the Project, provided that such insurance remains available at commercially reasonable rates.
4. COPYRIGHT
4.1 The copyright in all drawings, calculations, specifications and other documents prepared by the Consultant in connection with the Project shall remain vested in the Consultant, but the Funder shall have an irrevocable, royalty-free, non-exclusive licence to copy and use them for any purpose relating to the Project, including its completion, maintenance, letting, sale and reinstatement. The Consultant shall not be liable for any use of them for a purpose other than that for which they were prepared.
5. ASSIGNMENT
5.1 The Funder may assign the benefit of this Deed without the consent of the Consultant by way of absolute legal assignment to another person providing finance in connection with the Project, and any such assignee may assign it once more on the same terms. No further assignment shall be permitted without the Consultant's prior written consent.
6. THIRD PARTY RIGHTS
6.1 Nothing in this Deed confers or is intended to confer any right to enforce any of its terms on any person who is not a party to it, and the Contracts (Rights of Third Parties) Act 1999 shall not apply.
7. LAW AND DISPUTES
7.1 This Deed is governed by the law of England and Wales. Any dispute arising out of or in connection with it shall be subject to the exclusive jurisdiction of the courts of England and Wales, save that either party may refer a dispute to adjudication in accordance with the Scheme for Construction Contracts (England and Wales) Regulations 1998.
IN WITNESS of which this document has been executed and delivered as a deed on the date first written above.
EXECUTED as a deed by CORBEL & FINCH CONSULTING ENGINEERS LLP acting by two members: Alun Corbel and Fiona Finch
EXECUTED as a deed by KINGSHOLM YARD DEVELOPMENTS LIMITED acting by a director, Thomas Vyvyan, in the presence of: Imogen Clare, trainee solicitor, Gloucester
EXECUTED as a deed by ARDEN VALE CAPITAL LIMITED acting by its attorney, Samuel Okafor`,
    ],
    gold: {
      beneficiary: names(
        'ARDEN VALE CAPITAL LIMITED, a company registered in England and Wales with number 07731590, whose registered office is at 25 Old Broad Street, London EC2N 1HQ, as agent and trustee for the Finance Parties',
        'Arden Vale Capital Limited',
      ),
      warrantor: names(
        'CORBEL & FINCH CONSULTING ENGINEERS LLP, a limited liability partnership registered in England and Wales with number OC402817',
        'Corbel & Finch Consulting Engineers LLP',
      ),
      employer: names(
        'KINGSHOLM YARD DEVELOPMENTS LIMITED, a company registered in England and Wales with number 12964405',
        'Kingsholm Yard Developments Limited',
      ),
      date: notFound,
      'underlying-contract': text(
        'By an appointment dated 4 October 2023 (the "Appointment") the Client appointed the Consultant to provide civil and structural engineering services in connection with the Project.',
        '4 October 2023',
      ),
      project: text(
        'development of a 212-bed student residence with ground floor commercial units at Kingsholm Yard, Deans Walk, Gloucester GL1 3AX (the "Project")',
        'Kingsholm Yard',
      ),
      'warranty-scope': text(
        [
          'The Consultant warrants to the Funder that it has performed and will continue to perform the Services under the Appointment with the reasonable skill, care and diligence',
          'The Consultant shall have no greater liability to the Funder under this Deed than it would have had if the Funder had been named as a joint client with the Client under the Appointment',
        ],
        'no greater liability',
      ),
      'step-in': yes(
        [
          "The Consultant shall not terminate the Appointment or discontinue the performance of the Services by reason of the Client's breach without first giving the Funder not less than 21 days' written notice specifying the breach.",
          'Within that period of 21 days the Funder may give notice to the Consultant that it or its appointee will assume the obligations of the Client under the Appointment',
        ],
        '21 days',
      ),
      assignment: text(
        'The Funder may assign the benefit of this Deed without the consent of the Consultant by way of absolute legal assignment to another person providing finance in connection with the Project, and any such assignee may assign it once more on the same terms.',
        'without the consent',
        'once more',
      ),
      'liability-cap': gbp(3000000, "The Consultant's total liability to the Funder under this Deed shall not exceed £3,000,000 in the aggregate."),
      'net-contribution': yes(
        "The Consultant's liability under this Deed shall be limited to such sum as it is just and equitable for the Consultant to pay having regard to the extent of its responsibility for the loss or damage",
      ),
      'pi-insurance': text(
        'The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for each and every claim',
        '£5,000,000',
      ),
      copyright: yes(
        'but the Funder shall have an irrevocable, royalty-free, non-exclusive licence to copy and use them for any purpose relating to the Project',
      ),
      'prohibited-materials': notFound,
      'claims-period': notFound,
      'third-party-rights-act-1999': no(
        'Nothing in this Deed confers or is intended to confer any right to enforce any of its terms on any person who is not a party to it, and the Contracts (Rights of Third Parties) Act 1999 shall not apply.',
      ),
      'executed-as-deed': yes([
        'EXECUTED as a deed by CORBEL & FINCH CONSULTING ENGINEERS LLP acting by two members: Alun Corbel and Fiona Finch',
        'IN WITNESS of which this document has been executed and delivered as a deed on the date first written above.',
      ]),
      'disputes-and-law': text(
        [
          'This Deed is governed by the law of England and Wales.',
          'Any dispute arising out of or in connection with it shall be subject to the exclusive jurisdiction of the courts of England and Wales, save that either party may refer a dispute to adjudication',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-pi-duration',
        text: 'For how long does the engineer have to keep its PI cover in place?',
        gold: years(12, 'for as long as any liability may arise under this Deed and in any event for not less than 12 years from the date of practical completion of the Project'),
      },
      {
        id: 'own-pollution-cover',
        text: 'Is the PI cover for pollution claims on an each and every claim basis?',
        gold: no(
          'save that in respect of claims arising out of pollution or contamination the limit shall be £5,000,000 in the aggregate in any one period of insurance',
          'aggregate',
        ),
      },
    ],
  },
];
