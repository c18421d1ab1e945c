import { date, days, eur, gbp, identifier, months, names, no, notFound, percent, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_F: AnswerSetDocument[] = [
  {
    id: 'calibration-f-facility-en-tenterfield-corrugator',
    typeKey: 'facility-agreement',
    region: 'EN',
    title: 'Term loan facility agreement: Tenterfield Packaging Limited and Severnside Commercial Bank plc',
    style: 'modern',
    pages: [
      `TERM LOAN FACILITY AGREEMENT
THIS AGREEMENT is made on the twenty-seventh day of January 2025
BETWEEN:
(1) TENTERFIELD PACKAGING LIMITED, a company incorporated in England and Wales with registered number 09418826 whose registered office is at Unit 4, Wilden Lane Industrial Estate, Stourport-on-Severn DY13 9JY (the "Borrower");
(2) TENTERFIELD GROUP HOLDINGS LIMITED, a company incorporated in England and Wales with registered number 09418503 whose registered office is at the same address (the "Parent" and, in its capacity as guarantor under clause 13, the "Guarantor"); and
(3) SEVERNSIDE COMMERCIAL BANK PLC, a company incorporated in England and Wales with registered number 02276611, acting through its Worcester corporate banking centre at 9 Foregate Street, Worcester WR1 1DB (the "Lender").
IT IS AGREED as follows:
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement:
"Availability Period" means the period from and including the date of this Agreement to and including the date falling six months after it.
"Business Day" means a day (other than a Saturday or Sunday) on which banks are open for general business in London.
"Commitment" means £4,750,000 (four million seven hundred and fifty thousand pounds), to the extent not cancelled or reduced under this Agreement.
"Compounded Reference Rate" means, for any day in an Interest Period, the rate per annum of daily non-cumulative compounded SONIA calculated by the Lender in accordance with the methodology in Schedule 4 (Compounding Methodology), subject to a floor of zero.
"Corrugator Project" means the purchase, delivery, installation and commissioning of a new five-ply corrugator line and its associated conveyor and stacking equipment at the Borrower's premises at Wilden Lane, Stourport-on-Severn.
"Existing Facilities" means the asset finance facilities made available to the Borrower by Tiverton Asset Finance Limited under agreements bearing reference numbers beginning TAF/3391.
"Finance Documents" means this Agreement, the Fee Letter, the Transaction Security Documents and any other document designated as such by the Lender and the Borrower.
"Leverage" means, in respect of any Relevant Period, the ratio of Total Net Debt on the last day of that Relevant Period to EBITDA for that Relevant Period.
"Margin" means 2.85 per cent. per annum, as adjusted under clause 7.5 (Margin adjustment).
"Obligor" means the Borrower or the Guarantor.
"Quarter Date" means each of 31 March, 30 June, 30 September and 31 December.
"Relevant Period" means each period of twelve months ending on a Quarter Date.
"Termination Date" means 31 January 2030.
"Transaction Security Documents" means (a) the debenture dated on or about the date of this Agreement granted by the Borrower in favour of the Lender; (b) the debenture of the same date granted by the Parent in favour of the Lender; and (c) the legal mortgage over the freehold property at Wilden Lane, Stourport-on-Severn registered at HM Land Registry under title number WR118734 granted by the Borrower in favour of the Lender.
1.2 Unless a contrary indication appears, a term defined in the Fee Letter or in Schedule 4 has the same meaning in this Agreement.`,
      `2. THE FACILITY
2.1 Subject to the terms of this Agreement, the Lender makes available to the Borrower a sterling term loan facility in an aggregate amount equal to the Commitment (the "Facility").
2.2 The Facility may be drawn in not more than three Loans. No revolving, overdraft or ancillary facility is made available under this Agreement.
3. PURPOSE
3.1 The Borrower shall apply all amounts borrowed by it under the Facility towards (a) financing the cost of the Corrugator Project; and (b) repaying in full the Existing Facilities, which shall be cancelled on the first Utilisation Date.
3.2 No amount borrowed may be applied towards any dividend or other distribution, or in acquiring any company or business.
4. CONDITIONS OF UTILISATION
4.1 The Borrower may not deliver a Utilisation Request unless the Lender has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent) in form and substance satisfactory to the Lender. The Lender shall notify the Borrower promptly upon being so satisfied.
4.2 The Lender will only be obliged to fund a Loan if, on the date of the Utilisation Request and on the proposed Utilisation Date, no Default is continuing or would result from the proposed Loan and the Repeating Representations are true in all material respects.
4.3 Each Loan must be requested by a Utilisation Request received by the Lender not later than 11.00 a.m. three Business Days before the proposed Utilisation Date, for an amount of not less than £500,000 or, if less, the undrawn Commitment. Any part of the Commitment undrawn at the end of the Availability Period shall be cancelled.
5. REPAYMENT
5.1 The Borrower shall repay the Loans in nine equal half-yearly instalments of £350,000 each, the first falling on 31 July 2025 and the others on each following 31 January and 31 July, and shall repay all Loans then outstanding (being a final balloon of £1,600,000 if the Facility has been fully drawn) on the Termination Date.
5.2 The Borrower may not reborrow any part of the Facility which is repaid or prepaid.
6. PREPAYMENT AND CANCELLATION
6.1 Illegality: if it becomes unlawful in any applicable jurisdiction for the Lender to perform any of its obligations under this Agreement or to fund or maintain any Loan, the Commitment shall be cancelled and the Borrower shall repay the Loans on the last day of the current Interest Period or, if earlier, the date specified by the Lender in its notice.
6.2 Change of control: if the Parent ceases to hold, directly, the whole of the issued share capital of the Borrower, or any person or group of persons acting in concert gains control of the Parent, the Borrower shall promptly notify the Lender and the Lender may, by not less than five Business Days' notice to the Borrower, cancel the Commitment and declare all outstanding Loans, together with accrued interest and all other amounts accrued under the Finance Documents, immediately due and payable.
6.3 Disposal and insurance proceeds: the Borrower shall prepay the Loans in an amount equal to (a) the net cash proceeds of any disposal of assets (other than trading stock disposed of in the ordinary course) exceeding £250,000 in aggregate in any financial year; and (b) any insurance proceeds received in respect of loss of or damage to the corrugator line or the mortgaged property which are not applied in reinstatement within 180 days of receipt.
6.4 Voluntary prepayment: the Borrower may, by giving the Lender not less than five Business Days' prior notice, prepay the whole or any part of the Loans (but, if in part, in a minimum amount of £250,000 and an integral multiple of £50,000).
6.5 Any voluntary prepayment made on or before the first anniversary of the date of this Agreement shall be accompanied by a prepayment fee of 1.5 per cent. of the amount prepaid, and any made after that date but on or before the second anniversary by a prepayment fee of 0.75 per cent. of the amount prepaid. No prepayment fee is payable on a prepayment under clause 6.1 or 6.2, or on any prepayment made after the second anniversary.
6.6 Any prepayment shall be applied against the remaining repayment instalments in inverse order of maturity.`,
      `7. INTEREST
7.1 The rate of interest on each Loan for each day during an Interest Period is the aggregate of the Margin and the Compounded Reference Rate for that day.
7.2 Each Interest Period shall be three months, save that the first Interest Period for a Loan shall begin on its Utilisation Date and end on the next Quarter Date, and any Interest Period which would otherwise overrun a repayment date shall be shortened so as to end on it.
7.3 The Borrower shall pay accrued interest on each Loan on the last day of each Interest Period.
7.4 Default interest: any sum not paid when due under a Finance Document shall carry interest, both before and after judgment, from its due date until paid in full at one and a half per cent. per annum over the rate then applicable to the Loans (or, if no Loan is outstanding, over the Compounded Reference Rate plus the Margin). Unpaid default interest shall be compounded at the end of each Interest Period.
7.5 Margin adjustment: from the date falling twelve months after the first Utilisation Date, if Leverage shown in the latest Compliance Certificate falls within one of the ranges below, the Margin shall be the percentage set against that range:
Leverage greater than or equal to 2.25:1	2.85 per cent. per annum
Leverage less than 2.25:1 but greater than or equal to 1.50:1	2.55 per cent. per annum
Leverage less than 1.50:1	2.25 per cent. per annum
provided that the Margin shall revert to 2.85 per cent. per annum for so long as an Event of Default is continuing.
8. FEES
8.1 The Borrower shall pay to the Lender an arrangement fee of £47,500, being one per cent. of the Commitment, on the earlier of the first Utilisation Date and the date falling one month after the date of this Agreement.
8.2 The Borrower shall pay to the Lender a commitment fee computed at the rate of 35 per cent. of the applicable Margin on the undrawn, uncancelled amount of the Commitment during the Availability Period, payable quarterly in arrear and on the last day of the Availability Period.
8.3 The Borrower shall pay to the Lender an annual facility management fee of £6,000 on the date of this Agreement and on each anniversary of it.
9. FINANCIAL COVENANTS
9.1 The Borrower shall ensure that: (a) Leverage in respect of each Relevant Period does not exceed 2.75:1; and (b) Debt Service Cover in respect of each Relevant Period is not less than 1.25:1.
9.2 The financial covenants shall be tested on each Quarter Date by reference to the consolidated financial statements of the Parent and the Compliance Certificate delivered with them, the first test falling on 30 June 2025.
10. GENERAL UNDERTAKINGS
10.1 Negative pledge: neither the Borrower nor the Parent shall create or permit to subsist any Security over any of its assets, save for the Transaction Security and liens arising by operation of law in the ordinary course of trading.
10.2 Disposals: neither the Borrower nor the Parent shall sell, lease, transfer or otherwise dispose of any asset, save for trading stock in the ordinary course and obsolete plant replaced with plant of equal or greater value.
10.3 Financial Indebtedness: the Borrower shall not incur or permit to remain outstanding any Financial Indebtedness other than under the Finance Documents and finance leases of motor vehicles not exceeding £200,000 in aggregate.
10.4 Acquisitions: the Borrower shall not acquire any company, business or undertaking, or incorporate any subsidiary.
10.5 Distributions: the Borrower shall not declare or pay any dividend, charge any management fee or make any other distribution, or repay any loan made to it by the Parent, except for payments to the Parent not exceeding £300,000 in aggregate in any financial year made while no Default is continuing.`,
      `11. EVENTS OF DEFAULT
Each of the events or circumstances set out in this clause 11 is an Event of Default.
11.1 Non-payment: an Obligor does not pay on the due date any amount payable under a Finance Document, unless its failure to pay is caused by an administrative or technical error and payment is made within three Business Days of its due date.
11.2 Financial covenants: any requirement of clause 9 is not satisfied.
11.3 Other obligations: an Obligor does not comply with any other provision of the Finance Documents and, if the failure is capable of remedy, it is not remedied within fifteen Business Days of the earlier of the Lender giving notice and the Obligor becoming aware of it.
11.4 Misrepresentation: any representation made or deemed to be made by an Obligor is incorrect or misleading in any material respect when made or deemed to be made.
11.5 Cross default: any Financial Indebtedness of an Obligor is not paid when due or is declared due before its specified maturity as a result of an event of default (however described), unless the aggregate amount of such Financial Indebtedness is less than £150,000.
11.6 Insolvency proceedings: an Obligor is unable or admits inability to pay its debts as they fall due or suspends making payments on any of its debts, or any corporate action or legal proceedings is taken in relation to its winding-up, administration or a moratorium (other than a winding-up petition which is frivolous or vexatious and is discharged within fourteen days of presentation).
11.7 Material adverse change: any event or circumstance occurs which the Lender reasonably determines has had or is reasonably likely to have a material adverse effect on the business or financial condition of the Borrower or on the ability of an Obligor to perform its payment obligations under the Finance Documents.
11.8 Acceleration: on and at any time after the occurrence of an Event of Default which is continuing, the Lender may by notice to the Borrower cancel the Commitment, declare all or part of the Loans immediately due and payable, and exercise any of its rights under the Transaction Security Documents.
12. SECURITY
12.1 The obligations of the Obligors under the Finance Documents shall be secured by the Transaction Security Documents, each of which shall be delivered to the Lender, duly executed, as a condition precedent under Schedule 2.
13. GUARANTEE AND INDEMNITY
13.1 The Guarantor irrevocably and unconditionally guarantees to the Lender the punctual performance by the Borrower of all its obligations under the Finance Documents, and undertakes that whenever the Borrower does not pay any amount when due it shall immediately on demand pay that amount as if it were the principal obligor.
13.2 This guarantee is a continuing guarantee and extends to the ultimate balance of sums payable by the Borrower under the Finance Documents, regardless of any intermediate payment or discharge in whole or in part.
14. CHANGES TO THE LENDER
14.1 The Lender may assign any of its rights, or transfer by novation any of its rights and obligations, under the Finance Documents to another bank or financial institution, or to a trust, fund or other entity regularly engaged in making or investing in loans.
14.2 The prior written consent of the Borrower is required for any assignment or transfer, unless it is made to an Affiliate of the Lender or at a time when an Event of Default under clause 11.1 or 11.6 is continuing. The Borrower shall not unreasonably withhold or delay its consent, and shall be deemed to have given it if it has not expressly refused it within seven Business Days after the Lender's request.
14.3 No Obligor may assign or transfer any of its rights or obligations under the Finance Documents.
15. GOVERNING LAW AND ENFORCEMENT
15.1 This Agreement, and any dispute or claim (contractual or non-contractual) arising out of or in connection with it, shall be governed by and construed in accordance with the law of England and Wales.
15.2 The courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement, save that this clause is for the benefit of the Lender only, which may take proceedings in any other court with jurisdiction.`,
      `SCHEDULE 1
REPEATING REPRESENTATIONS
Each Obligor makes the representations in this Schedule on the date of this Agreement and on the date of each Utilisation Request: it is duly incorporated and validly existing; it has power to enter into and perform the Finance Documents; its obligations under them are legal, valid and binding; and no Default is continuing.
SCHEDULE 2
CONDITIONS PRECEDENT
1. A copy of the constitutional documents of each Obligor.
2. A copy of a resolution of the board of directors of each Obligor approving the terms of the Finance Documents to which it is a party and authorising a specified person or persons to execute them.
3. Each Transaction Security Document, duly executed by the relevant Obligor, together with all title documents, notices and other documents required to be delivered under it.
4. Evidence that the Existing Facilities will be repaid in full and cancelled on the first Utilisation Date, and a deed of release from Tiverton Asset Finance Limited of any Security granted in connection with them.
5. A copy of the supply contract for the Corrugator Project, and evidence that the Borrower has paid from its own resources the deposit of not less than 20 per cent. of the contract price due under it.
6. A valuation of the mortgaged property addressed to the Lender showing an open market value of not less than £2,400,000.
7. Evidence that the fees due under clause 8 have been paid or will be paid on the first Utilisation Date.
SCHEDULE 3
FORM OF UTILISATION REQUEST
From: Tenterfield Packaging Limited. To: Severnside Commercial Bank plc.
We refer to the Term Loan Facility Agreement dated 27 January 2025. We wish to borrow a Loan on the following terms: Proposed Utilisation Date: [ ]; Amount: [ ]. We confirm that each condition specified in clause 4.2 is satisfied on the date of this Utilisation Request.
SCHEDULE 4
COMPOUNDING METHODOLOGY
The Compounded Reference Rate for any day is calculated with a five Business Day lookback without observation shift, using the SONIA rate published by the Bank of England, and is expressed as an annual rate on the basis of a 365 day year.
EXECUTION
Signed by JOANNE PRITCHARD, director, for and on behalf of TENTERFIELD PACKAGING LIMITED	J. Pritchard
Signed by MARTIN OKONJO-HALE, director, for and on behalf of TENTERFIELD GROUP HOLDINGS LIMITED	M. Okonjo-Hale
Signed by ALISON KEMBLE, Director, Corporate Banking, authorised signatory, for and on behalf of SEVERNSIDE COMMERCIAL BANK PLC	A. Kemble`,
    ],
    gold: {
      borrower: names(
        '(1) TENTERFIELD PACKAGING LIMITED, a company incorporated in England and Wales with registered number 09418826',
        'Tenterfield Packaging Limited',
      ),
      guarantors: names(
        '(2) TENTERFIELD GROUP HOLDINGS LIMITED, a company incorporated in England and Wales with registered number 09418503 whose registered office is at the same address (the "Parent" and, in its capacity as guarantor under clause 13, the "Guarantor")',
        'Tenterfield Group Holdings Limited',
      ),
      lenders: names(
        '(3) SEVERNSIDE COMMERCIAL BANK PLC, a company incorporated in England and Wales with registered number 02276611',
        'Severnside Commercial Bank plc',
      ),
      agent: notFound,
      date: date('2025-01-27', ['THIS AGREEMENT is made on the twenty-seventh day of January 2025', 'We refer to the Term Loan Facility Agreement dated 27 January 2025.']),
      facilities: text(
        'the Lender makes available to the Borrower a sterling term loan facility in an aggregate amount equal to the Commitment (the "Facility").',
        'term loan facility',
      ),
      amount: gbp(4750000, ['"Commitment" means £4,750,000 (four million seven hundred and fifty thousand pounds)', '"Commitment" means £4,750,000']),
      purpose: text(
        '3.1 The Borrower shall apply all amounts borrowed by it under the Facility towards (a) financing the cost of the Corrugator Project; and (b) repaying in full the Existing Facilities',
        'Corrugator Project',
        'Existing Facilities',
      ),
      'availability-period': months(
        6,
        '"Availability Period" means the period from and including the date of this Agreement to and including the date falling six months after it.',
      ),
      'conditions-precedent': text(
        'The Borrower may not deliver a Utilisation Request unless the Lender has received all of the documents and other evidence listed in Schedule 2 (Conditions Precedent) in form and substance satisfactory to the Lender.',
        'Schedule 2',
      ),
      'interest-basis': text(
        [
          '7.1 The rate of interest on each Loan for each day during an Interest Period is the aggregate of the Margin and the Compounded Reference Rate for that day.',
          '"Compounded Reference Rate" means, for any day in an Interest Period, the rate per annum of daily non-cumulative compounded SONIA',
        ],
        'Compounded Reference Rate',
      ),
      margin: percent(2.85, '"Margin" means 2.85 per cent. per annum, as adjusted under clause 7.5 (Margin adjustment).'),
      'default-interest': percent(
        1.5,
        'any sum not paid when due under a Finance Document shall carry interest, both before and after judgment, from its due date until paid in full at one and a half per cent. per annum over the rate then applicable to the Loans',
      ),
      fees: [
        gbp(47500, '8.1 The Borrower shall pay to the Lender an arrangement fee of £47,500, being one per cent. of the Commitment'),
        gbp(6000, '8.3 The Borrower shall pay to the Lender an annual facility management fee of £6,000'),
      ],
      'termination-date': date('2030-01-31', '"Termination Date" means 31 January 2030.'),
      repayment: text(
        '5.1 The Borrower shall repay the Loans in nine equal half-yearly instalments of £350,000 each, the first falling on 31 July 2025 and the others on each following 31 January and 31 July',
        'half-yearly instalments',
      ),
      'mandatory-prepayment': text([
        '6.1 Illegality: if it becomes unlawful in any applicable jurisdiction for the Lender to perform any of its obligations under this Agreement or to fund or maintain any Loan',
        '6.3 Disposal and insurance proceeds: the Borrower shall prepay the Loans in an amount equal to (a) the net cash proceeds of any disposal of assets (other than trading stock disposed of in the ordinary course) exceeding £250,000 in aggregate in any financial year',
      ]),
      'voluntary-prepayment': yes(
        [
          "6.4 Voluntary prepayment: the Borrower may, by giving the Lender not less than five Business Days' prior notice, prepay the whole or any part of the Loans",
          '6.5 Any voluntary prepayment made on or before the first anniversary of the date of this Agreement shall be accompanied by a prepayment fee of 1.5 per cent. of the amount prepaid',
        ],
        'prepayment fee',
      ),
      'change-of-control': yes(
        "6.2 Change of control: if the Parent ceases to hold, directly, the whole of the issued share capital of the Borrower, or any person or group of persons acting in concert gains control of the Parent, the Borrower shall promptly notify the Lender and the Lender may, by not less than five Business Days' notice to the Borrower, cancel the Commitment and declare all outstanding Loans",
      ),
      'financial-covenants': text(
        '9.1 The Borrower shall ensure that: (a) Leverage in respect of each Relevant Period does not exceed 2.75:1; and (b) Debt Service Cover in respect of each Relevant Period is not less than 1.25:1.',
        '2.75:1',
        '1.25:1',
      ),
      'general-undertakings': text([
        '10.1 Negative pledge: neither the Borrower nor the Parent shall create or permit to subsist any Security over any of its assets',
        '10.2 Disposals: neither the Borrower nor the Parent shall sell, lease, transfer or otherwise dispose of any asset',
        '10.3 Financial Indebtedness: the Borrower shall not incur or permit to remain outstanding any Financial Indebtedness other than under the Finance Documents',
        '10.4 Acquisitions: the Borrower shall not acquire any company, business or undertaking, or incorporate any subsidiary.',
        '10.5 Distributions: the Borrower shall not declare or pay any dividend, charge any management fee or make any other distribution',
      ]),
      'events-of-default': text(
        [
          '11.5 Cross default: any Financial Indebtedness of an Obligor is not paid when due or is declared due before its specified maturity as a result of an event of default (however described), unless the aggregate amount of such Financial Indebtedness is less than £150,000.',
          '11.7 Material adverse change: any event or circumstance occurs which the Lender reasonably determines has had or is reasonably likely to have a material adverse effect',
        ],
        '£150,000',
      ),
      security: yes([
        '12.1 The obligations of the Obligors under the Finance Documents shall be secured by the Transaction Security Documents',
        '"Transaction Security Documents" means (a) the debenture dated on or about the date of this Agreement granted by the Borrower in favour of the Lender',
      ]),
      transfers: text(
        '14.2 The prior written consent of the Borrower is required for any assignment or transfer, unless it is made to an Affiliate of the Lender or at a time when an Event of Default under clause 11.1 or 11.6 is continuing.',
        'consent of the Borrower',
      ),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the law of England and Wales.',
          '15.2 The courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement',
        ],
        'England',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'How much notice must the company give before paying the loan off early?',
        gold: days(5, "the Borrower may, by giving the Lender not less than five Business Days' prior notice, prepay the whole or any part of the Loans"),
      },
      {
        id: 'own-2',
        text: 'Can the borrower upstream cash to its parent by way of dividend while the loan is outstanding?',
        gold: yes(
          'except for payments to the Parent not exceeding £300,000 in aggregate in any financial year made while no Default is continuing.',
          '£300,000',
        ),
      },
      {
        id: 'own-3',
        text: 'Who signed for the bank?',
        gold: names(
          'Signed by ALISON KEMBLE, Director, Corporate Banking, authorised signatory, for and on behalf of SEVERNSIDE COMMERCIAL BANK PLC',
          'Alison Kemble',
        ),
      },
    ],
  },
  {
    id: 'calibration-f-spa-ie-kilmaley-seafoods',
    typeKey: 'share-purchase-agreement',
    region: 'IE',
    title: 'Share purchase agreement relating to Kilmaley Seafoods Limited',
    style: 'deed',
    pages: [
      `SHARE PURCHASE AGREEMENT
relating to the entire issued share capital of Kilmaley Seafoods Limited
THIS AGREEMENT is dated the 9th day of October 2024 and is made
BETWEEN:
(1) BALLYHALE HOLDINGS LIMITED, a private company limited by shares incorporated in Ireland with registered number 341207, having its registered office at The Mill, Ennistymon Road, Lahinch, County Clare (the "Seller");
(2) CATHAL BRENNAN, of Moy House Lodge, Lahinch, County Clare (the "Seller's Guarantor"); and
(3) NORDVIK AQUACULTURE IRELAND DESIGNATED ACTIVITY COMPANY, incorporated in Ireland with registered number 698815, having its registered office at 4th Floor, 21 Mespil Road, Dublin 4 (the "Buyer").
RECITALS
(A) Kilmaley Seafoods Limited is a private company limited by shares incorporated in Ireland with registered number 512873 (the "Company"). It processes and exports shellfish and salmon from its plant at Quilty, County Clare. Further particulars of the Company are set out in Schedule 1.
(B) The Seller is the legal and beneficial owner of the Shares, and the Seller's Guarantor is the sole shareholder and a director of the Seller.
(C) The Seller has agreed to sell and the Buyer has agreed to buy the Shares on the terms of this Agreement.
1. INTERPRETATION
1.1 In this Agreement the following words have the following meanings:
"Accounts Date" means 31 December 2023;
"Business Day" means a day other than a Saturday, Sunday or public holiday on which banks are open for business in Dublin;
"CCPC" means the Competition and Consumer Protection Commission;
"Completion Accounts" means the balance sheet of the Company as at the Effective Time, and the statement of Net Cash and Working Capital derived from it, prepared and agreed or determined in accordance with Schedule 3;
"Data Room" means the virtual data room entitled "Project Curlew" hosted by Intralinks, an index of which is annexed to the Disclosure Letter;
"Effective Time" means 11.59 p.m. on the day immediately before the Completion Date;
"Fundamental Warranties" means the warranties in paragraphs 1 (Capacity) and 2 (The Shares) of Schedule 4;
"Long Stop Date" means 28 February 2025, or such later date as the Seller and the Buyer may agree in writing;
"Shares" means the 250,000 ordinary shares of €1.00 each in the capital of the Company, which comprise the entire issued share capital of the Company, all of which are issued and fully paid;
"Target Working Capital" means €1,350,000;
"Tax Deed" means the deed of indemnity in relation to Taxation in the agreed form to be entered into at Completion by the Seller, the Seller's Guarantor and the Buyer;
"Tax Warranties" means the warranties in paragraph 5 of Schedule 4;
"W&I Policy" means the buyer-side warranty and indemnity insurance policy bound on the date of this Agreement by the Buyer with Harbourline Underwriting Agency Limited under policy number HUA-WI-24-0917;
"Warranties" means the warranties set out in Schedule 4.`,
      `2. SALE AND PURCHASE
2.1 The Seller, as legal and beneficial owner, shall sell and the Buyer shall buy the Shares free from all Encumbrances and together with all rights attaching to them at Completion, including the right to receive all dividends declared, made or paid on or after the date of this Agreement.
3. CONSIDERATION
3.1 The consideration for the Shares shall be the aggregate of (a) the sum of €11,200,000 (eleven million two hundred thousand euro) (the "Base Consideration"), as adjusted under clause 3.3; and (b) the Earn-out Payment (if any) (together, the "Consideration").
3.2 At Completion the Buyer shall pay to the Seller's Solicitors, Considine Moloney LLP, the Base Consideration plus or minus (as the case may be) the Estimated Adjustment notified by the Seller not less than three Business Days before Completion.
3.3 Following Completion the Completion Accounts shall be prepared in accordance with Schedule 3, and the Base Consideration shall be increased euro for euro by the amount (if any) by which Net Cash exceeds zero and by which Working Capital exceeds the Target Working Capital, and reduced euro for euro by the amount (if any) by which Net Cash is less than zero and by which Working Capital is less than the Target Working Capital.
3.4 Any difference between the adjustment so determined and the Estimated Adjustment shall be paid by the Seller or the Buyer (as the case may be) within ten Business Days after the Completion Accounts are agreed or determined.
4. EARN-OUT
4.1 If the EBITDA of the Company for the financial year ending 31 December 2025, as shown in its audited accounts for that year, exceeds €2,400,000, the Buyer shall pay to the Seller an amount (the "Earn-out Payment") equal to five times the excess, subject to a maximum Earn-out Payment of €2,000,000.
4.2 The Earn-out Payment shall be paid within twenty Business Days after the audited accounts of the Company for the financial year ending 31 December 2025 are signed by its auditors, and in any event not later than 31 July 2026.
4.3 Until the Earn-out Payment has been determined, the Buyer shall procure that the Company carries on its business as a separate entity in substantially the manner carried on at Completion, and shall not take any action in bad faith with the intention of reducing the Earn-out Payment.
5. CONDITION
5.1 Completion is conditional on the CCPC having determined, under section 21(2)(a) or section 22(3)(a) of the Competition Act 2002, that the acquisition of the Shares by the Buyer may be put into effect, or the period specified in section 21(2) of that Act having elapsed without the CCPC having informed the Buyer of a determination (the "Condition").
5.2 The Buyer shall make the notification to the CCPC required by section 18 of the Competition Act 2002 within ten Business Days after the date of this Agreement, and the Seller shall provide all information in its possession reasonably required for it.
5.3 If the Condition has not been satisfied by 5.00 p.m. on the Long Stop Date, this Agreement shall automatically terminate, save for clauses 1, 15 and 16 and any rights accrued before termination.
6. PRE-COMPLETION UNDERTAKINGS
6.1 Pending Completion the Seller shall procure that the Company carries on its business in the ordinary course consistent with past practice and, save with the prior written consent of the Buyer, complies with the restrictions in Schedule 5.
7. COMPLETION
7.1 Completion shall take place at the offices of the Buyer's Solicitors, Fitzwilliam Grattan, 38 Upper Baggot Street, Dublin 4, on the tenth Business Day after the day on which the Condition is satisfied (or at such other place or on such other date as the Seller and the Buyer may agree), when the parties shall do the things set out in Schedule 2.
8. TERMINATION BEFORE COMPLETION
8.1 The Buyer may terminate this Agreement by notice to the Seller given at any time before Completion if (a) any Warranty is untrue, inaccurate or misleading in any material respect, or would be so if repeated at any time before Completion by reference to the facts then existing; (b) the Seller is in material breach of clause 6; or (c) a Material Adverse Change occurs.
8.2 "Material Adverse Change" means any event or circumstance which results, or is reasonably likely to result, in a reduction of the net assets of the Company of more than €1,500,000 or in the loss of any of the Company's five largest customers by revenue in the year to the Accounts Date.`,
      `9. WARRANTIES
9.1 The Seller warrants to the Buyer that each of the Warranties is true and accurate as at the date of this Agreement. The Warranties are given on the date of this Agreement only and shall not be deemed repeated at Completion.
9.2 The Warranties are qualified by the matters fairly disclosed in the Disclosure Letter, and the contents of the Data Room shall be deemed disclosed against all the Warranties. For this purpose "fairly disclosed" means disclosed with sufficient detail to enable a reasonable buyer to identify the nature and scope of the matter disclosed.
9.3 The Seller's Guarantor is not a warrantor and gives no Warranty.
10. LIMITATIONS ON LIABILITY
10.1 The Seller shall not be liable for any claim under the Warranties or the Tax Deed (a "Claim") unless the Buyer has given the Seller written notice of the Claim, stating in reasonable detail its nature and, so far as practicable, the amount claimed: (a) in the case of a Claim under the Warranties (other than the Fundamental Warranties and the Tax Warranties), on or before the date falling eighteen months after the Completion Date; and (b) in the case of a Claim under the Fundamental Warranties, the Tax Warranties or the Tax Deed, on or before the sixth anniversary of the Completion Date.
10.2 No liability shall attach to the Seller for any single Claim where the amount recoverable is less than €15,000 (and any such Claim shall be disregarded for all purposes), nor unless and until the aggregate amount recoverable in respect of all Claims not so disregarded exceeds €56,000, in which event the Seller shall be liable only for the amount of the excess.
10.3 The total liability of the Seller for all Claims under the Warranties other than the Fundamental Warranties shall not exceed €112,000. The total liability of the Seller for all Claims under the Fundamental Warranties, the Tax Deed and the Specific Indemnities shall not exceed the Consideration actually received by the Seller.
10.4 The Buyer confirms that it has obtained the W&I Policy and that its recourse for any loss arising from a breach of the Warranties in excess of the limit in clause 10.3 shall be against the insurer under the W&I Policy only. The Buyer shall procure that the insurer waives its rights of subrogation against the Seller, save in respect of the Seller's fraud.
10.5 None of the limitations in this clause 10 shall apply to any Claim arising from the fraud or wilful concealment of the Seller or the Seller's Guarantor.
11. SPECIFIC INDEMNITIES
11.1 The Seller shall indemnify the Buyer and the Company, and keep them indemnified on demand, against all losses, liabilities, fines and costs (including reasonable legal costs) arising out of or in connection with: (a) the notice of non-compliance issued to the Company by the Environmental Protection Agency on 14 May 2024 relating to discharges from the wastewater treatment plant at Quilty, and any works required to remedy the matters referred to in it; and (b) the claims brought against the Company before the Workplace Relations Commission by former seasonal processing operatives in respect of pay for hours worked in the period 2021 to 2023 (together, the "Specific Indemnities").
11.2 Claims under the Specific Indemnities shall not be subject to clause 10.2 or clause 10.4 and shall be paid euro for euro.
12. TAX
12.1 At Completion the Seller and the Seller's Guarantor shall enter into the Tax Deed with the Buyer.
13. RESTRICTIVE COVENANTS
13.1 Each of the Seller and the Seller's Guarantor undertakes to the Buyer that it or he shall not, for a period of twenty-four months from the Completion Date, whether directly or indirectly and whether alone or jointly with another person: (a) carry on or be engaged, concerned or interested in any business which processes or exports shellfish or farmed salmon in Ireland or in Northern Ireland; (b) canvass or solicit, in competition with the Company, the custom of any person who was a customer of the Company in the twelve months before Completion; or (c) induce any manager or supervisor of the Company to leave its employment.
13.2 The parties consider the undertakings in clause 13.1 no more than is reasonably necessary to protect the goodwill of the Company acquired by the Buyer.
14. GUARANTEE
14.1 In consideration of the Buyer entering into this Agreement, the Seller's Guarantor irrevocably and unconditionally guarantees to the Buyer the due and punctual performance by the Seller of all its obligations under this Agreement and the Tax Deed, including the payment of any sum due in respect of a Claim or under the Specific Indemnities.
15. GOVERNING LAW AND JURISDICTION
15.1 This Agreement and any non-contractual obligations arising out of or in connection with it shall be governed by and construed in accordance with the laws of Ireland.
15.2 The parties irrevocably submit to the exclusive jurisdiction of the courts of Ireland.
16. GENERAL
16.1 This Agreement, the Tax Deed and the Disclosure Letter constitute the entire agreement between the parties relating to the sale of the Shares.`,
      `SCHEDULE 1
PARTICULARS OF THE COMPANY
Name	Kilmaley Seafoods Limited
Registered number	512873
Registered office	Quilty Pier Road, Quilty, County Clare
Directors	Cathal Brennan, Una Brennan
Secretary	Una Brennan
Issued share capital	250,000 ordinary shares of €1.00 each
SCHEDULE 2
COMPLETION
1. At Completion the Seller shall deliver to the Buyer: (a) share transfer forms in respect of the Shares duly executed by the Seller in favour of the Buyer, with the share certificates; (b) the resignations of Cathal Brennan and Una Brennan as directors and of Una Brennan as secretary of the Company; (c) the Tax Deed duly executed by the Seller and the Seller's Guarantor; (d) a certified copy of the resolution of the directors of the Seller authorising its execution of this Agreement; and (e) the statutory registers and certificate of incorporation of the Company.
2. Against delivery of those items, the Buyer shall pay the amount due under clause 3.2 by electronic transfer.
SCHEDULE 3
COMPLETION ACCOUNTS
1. Within sixty Business Days after Completion the Buyer shall prepare and deliver to the Seller a draft of the Completion Accounts, prepared in accordance with the accounting policies used in the audited accounts of the Company for the year ended on the Accounts Date.
2. If the Seller does not serve notice of disagreement within thirty Business Days after receipt of the draft, it shall be final and binding. If the Seller and the Buyer fail to resolve a disagreement within twenty Business Days after such a notice, either may refer it to an independent firm of chartered accountants agreed by them or, failing agreement, nominated by the President of Chartered Accountants Ireland (the "Independent Accountant"), who shall act as expert and not as arbitrator and whose decision shall, save in the case of manifest error, be final and binding.
3. "Net Cash" means the cash of the Company less its financial debt (including its overdraft with its bankers and any amount owed to the Seller), and "Working Capital" means stock, trade debtors and prepayments less trade creditors and accruals, in each case as at the Effective Time.
SCHEDULE 4
WARRANTIES
1. Capacity. The Seller has full power and authority to enter into and perform this Agreement.
2. The Shares. The Shares comprise the whole of the issued share capital of the Company, are fully paid and are legally and beneficially owned by the Seller free from all Encumbrances.
3. Accounts. The audited accounts of the Company for the year ended on the Accounts Date give a true and fair view of its assets, liabilities and financial position at that date.
4. Environment. The Company holds, and has at all times complied in all material respects with, the licences issued to it by the Environmental Protection Agency, save as disclosed in the Disclosure Letter.
5. Tax. The Company has paid all Taxation due by it and has delivered all returns required of it under the Taxes Consolidation Act 1997 on time.
SCHEDULE 5
RESTRICTIONS PENDING COMPLETION
The Company shall not, without the prior written consent of the Buyer: (a) declare or pay any dividend; (b) issue or redeem any shares; (c) dispose of any asset with a value above €100,000; (d) enter into any contract with a value above €250,000 or of more than one year's duration; (e) engage or dismiss any employee earning more than €70,000 a year; or (f) commence or settle any litigation.
IN WITNESS whereof the parties have entered into this Agreement on the date first written above.
SIGNED by CATHAL BRENNAN, director, for and on behalf of BALLYHALE HOLDINGS LIMITED	Cathal Brennan
SIGNED by CATHAL BRENNAN in his personal capacity in the presence of Niamh Considine, solicitor	Cathal Brennan
SIGNED by INGRID SOLBAKKEN, director, for and on behalf of NORDVIK AQUACULTURE IRELAND DESIGNATED ACTIVITY COMPANY	I. Solbakken`,
    ],
    gold: {
      sellers: names('(1) BALLYHALE HOLDINGS LIMITED, a private company limited by shares incorporated in Ireland with registered number 341207', 'Ballyhale Holdings Limited'),
      buyer: names('(3) NORDVIK AQUACULTURE IRELAND DESIGNATED ACTIVITY COMPANY, incorporated in Ireland with registered number 698815', 'Nordvik Aquaculture Ireland'),
      guarantor: names(
        [
          `(2) CATHAL BRENNAN, of Moy House Lodge, Lahinch, County Clare (the "Seller's Guarantor"); and`,
          "the Seller's Guarantor irrevocably and unconditionally guarantees to the Buyer the due and punctual performance by the Seller of all its obligations under this Agreement and the Tax Deed",
          '(1) BALLYHALE HOLDINGS LIMITED, a private company limited by shares incorporated in Ireland with registered number 341207',
        ],
        'Cathal Brennan',
      ),
      target: identifier('512873', [
        '(A) Kilmaley Seafoods Limited is a private company limited by shares incorporated in Ireland with registered number 512873 (the "Company").',
        'Registered number 512873',
      ]),
      date: date('2024-10-09', 'THIS AGREEMENT is dated the 9th day of October 2024'),
      shares: text(
        '"Shares" means the 250,000 ordinary shares of €1.00 each in the capital of the Company, which comprise the entire issued share capital of the Company',
        '250,000 ordinary shares',
        'entire issued share capital',
      ),
      price: eur(11200000, '3.1 The consideration for the Shares shall be the aggregate of (a) the sum of €11,200,000 (eleven million two hundred thousand euro) (the "Base Consideration")'),
      'price-mechanism': text(
        'Following Completion the Completion Accounts shall be prepared in accordance with Schedule 3, and the Base Consideration shall be increased euro for euro by the amount (if any) by which Net Cash exceeds zero and by which Working Capital exceeds the Target Working Capital',
        'Completion Accounts',
        'Working Capital',
      ),
      'deferred-consideration': text(
        '4.1 If the EBITDA of the Company for the financial year ending 31 December 2025, as shown in its audited accounts for that year, exceeds €2,400,000, the Buyer shall pay to the Seller an amount (the "Earn-out Payment") equal to five times the excess, subject to a maximum Earn-out Payment of €2,000,000.',
        'Earn-out Payment',
      ),
      'escrow-retention': notFound,
      conditions: text(
        'Completion is conditional on the CCPC having determined, under section 21(2)(a) or section 22(3)(a) of the Competition Act 2002, that the acquisition of the Shares by the Buyer may be put into effect',
        'CCPC',
        'Competition Act 2002',
      ),
      'long-stop-date': date('2025-02-28', '"Long Stop Date" means 28 February 2025'),
      completion: text(
        "7.1 Completion shall take place at the offices of the Buyer's Solicitors, Fitzwilliam Grattan, 38 Upper Baggot Street, Dublin 4, on the tenth Business Day after the day on which the Condition is satisfied",
        'tenth Business Day',
        'Fitzwilliam Grattan',
      ),
      warranties: text(
        '9.1 The Seller warrants to the Buyer that each of the Warranties is true and accurate as at the date of this Agreement. The Warranties are given on the date of this Agreement only and shall not be deemed repeated at Completion.',
        'shall not be deemed repeated at Completion',
      ),
      'disclosure-standard': text(
        '9.2 The Warranties are qualified by the matters fairly disclosed in the Disclosure Letter, and the contents of the Data Room shall be deemed disclosed against all the Warranties.',
        'fairly disclosed',
        'Data Room',
      ),
      'claim-time-limits': [
        months(18, '(a) in the case of a Claim under the Warranties (other than the Fundamental Warranties and the Tax Warranties), on or before the date falling eighteen months after the Completion Date'),
        years(6, '(b) in the case of a Claim under the Fundamental Warranties, the Tax Warranties or the Tax Deed, on or before the sixth anniversary of the Completion Date'),
      ],
      'de-minimis-and-basket': [
        eur(15000, '10.2 No liability shall attach to the Seller for any single Claim where the amount recoverable is less than €15,000'),
        eur(56000, 'nor unless and until the aggregate amount recoverable in respect of all Claims not so disregarded exceeds €56,000, in which event the Seller shall be liable only for the amount of the excess'),
      ],
      'liability-cap': eur(112000, '10.3 The total liability of the Seller for all Claims under the Warranties other than the Fundamental Warranties shall not exceed €112,000.'),
      indemnities: text(
        [
          '(a) the notice of non-compliance issued to the Company by the Environmental Protection Agency on 14 May 2024 relating to discharges from the wastewater treatment plant at Quilty',
          '(b) the claims brought against the Company before the Workplace Relations Commission by former seasonal processing operatives',
        ],
        'Environmental Protection Agency',
        'Workplace Relations Commission',
      ),
      'tax-covenant': yes([
        "12.1 At Completion the Seller and the Seller's Guarantor shall enter into the Tax Deed with the Buyer.",
        "\"Tax Deed\" means the deed of indemnity in relation to Taxation in the agreed form to be entered into at Completion by the Seller, the Seller's Guarantor and the Buyer;",
      ]),
      'wi-insurance': yes(
        '10.4 The Buyer confirms that it has obtained the W&I Policy and that its recourse for any loss arising from a breach of the Warranties in excess of the limit in clause 10.3 shall be against the insurer under the W&I Policy only.',
      ),
      'restrictive-covenants': months(
        24,
        "13.1 Each of the Seller and the Seller's Guarantor undertakes to the Buyer that it or he shall not, for a period of twenty-four months from the Completion Date",
      ),
      'pre-completion-conduct': text(
        '6.1 Pending Completion the Seller shall procure that the Company carries on its business in the ordinary course consistent with past practice and, save with the prior written consent of the Buyer, complies with the restrictions in Schedule 5.',
        'ordinary course',
      ),
      'termination-before-completion': yes(
        '8.1 The Buyer may terminate this Agreement by notice to the Seller given at any time before Completion if (a) any Warranty is untrue, inaccurate or misleading in any material respect',
      ),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the laws of Ireland.',
          '15.2 The parties irrevocably submit to the exclusive jurisdiction of the courts of Ireland.',
        ],
        'Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Once the W&I insurer pays a warranty claim, can it come after the seller?',
        gold: no("The Buyer shall procure that the insurer waives its rights of subrogation against the Seller, save in respect of the Seller's fraud.", 'fraud'),
      },
      {
        id: 'own-2',
        text: 'What is the most the buyer could have to pay under the earn-out?',
        gold: eur(2000000, 'subject to a maximum Earn-out Payment of €2,000,000'),
      },
      {
        id: 'own-3',
        text: 'How long after signing does the buyer have to notify the deal to the competition authority?',
        gold: days(10, '5.2 The Buyer shall make the notification to the CCPC required by section 18 of the Competition Act 2002 within ten Business Days after the date of this Agreement'),
      },
      {
        id: 'own-4',
        text: 'Who settles a dispute over the completion accounts?',
        gold: text(
          'either may refer it to an independent firm of chartered accountants agreed by them or, failing agreement, nominated by the President of Chartered Accountants Ireland (the "Independent Accountant"), who shall act as expert and not as arbitrator',
          'Independent Accountant',
        ),
      },
    ],
  },
  {
    id: 'calibration-f-sha-en-axbridge-autonomy',
    typeKey: 'shareholders-agreement',
    region: 'EN',
    title: "Joint venture and shareholders' agreement relating to Axbridge Autonomy Limited",
    style: 'typed',
    pages: [
      `JOINT VENTURE AND SHAREHOLDERS' AGREEMENT
THIS JOINT VENTURE AND SHAREHOLDERS' AGREEMENT is dated 12 November 2024
PARTIES
(1) MARLOWE KINETICS LIMITED (company number 08811452) whose registered office is at 40 Aztec Row, Almondsbury, Bristol BS32 4TR ("Marlowe");
(2) TIDEWATER ROBOTICS PLC (company number 04412970) whose registered office is at Harbour Exchange, Marsh Wall, London E14 9GE ("Tidewater"); and
(3) AXBRIDGE AUTONOMY LIMITED (company number 15420977) whose registered office is at Unit 12, Cheddar Business Park, Wedmore Road, Cheddar BS27 3EB (the "Company").
BACKGROUND
(A) Marlowe designs lidar and radar sensing systems, and Tidewater manufactures autonomous guided vehicles for warehouses. They have agreed to develop and commercialise, through the Company, autonomous tugs and terminal tractors for use in ports and freight terminals (the "Business").
(B) The Company was incorporated on 2 February 2024 and, at the date of this agreement, its issued share capital is one A Share held by Marlowe.
AGREED TERMS
1. DEFINITIONS
In this agreement:
"A Director": a director appointed by the holders of A Shares under clause 5.2, and "B Director" a director appointed by the holders of B Shares under that clause.
"A Shares": A ordinary shares of £1 each in the capital of the Company, and "B Shares" B ordinary shares of £1 each in the capital of the Company.
"Articles": the articles of association of the Company adopted on the date of this agreement.
"Business Plan": the business plan of the Company for the three financial years from Completion, in the agreed form, as updated under clause 7.3.
"Completion": completion of the subscriptions under clause 2, which shall take place immediately after the signing of this agreement.
"Distributable Profits": profits available for distribution within the meaning of Part 23 of the Companies Act 2006.
"Field": the design, manufacture, supply and support of autonomous or remotely operated tugs, tractors and terminal vehicles for use in ports, freight terminals and inland container depots.
"Lock-in Period": the period of three years from Completion.
"Shareholder": Marlowe, Tidewater and any other person who becomes a holder of shares and adheres to this agreement.
"Wholly-owned Group Company": in relation to a Shareholder, its holding company, or a subsidiary wholly owned by it or by its holding company.
2. SUBSCRIPTION
2.1 At Completion:
(a) Marlowe shall subscribe for 599 A Shares at £1,000 per share, so that it holds 600 A Shares, and shall pay £599,000 in cash and grant the Company the licence of the Marlowe Background IP in the agreed form;
(b) Tidewater shall subscribe for 400 B Shares at £2,500 per share, being £1,000,000 in cash; and
(c) Tidewater shall advance to the Company a loan of £500,000 on the terms of the Shareholder Loan Agreement in the agreed form, bearing interest at 6 per cent. a year and repayable on the fifth anniversary of Completion.
2.2 Following Completion, the issued shares of the Company shall be held as follows:
Marlowe	600 A Shares (60 per cent)
Tidewater	400 B Shares (40 per cent)`,
      `3. THE BUSINESS
3.1 The Company shall carry on the Business in accordance with the Business Plan and on sound commercial principles, with a view to making profits.
4. MATTERS REQUIRING THE CONSENT OF BOTH SHAREHOLDERS
4.1 Each Shareholder shall exercise its powers in relation to the Company so as to procure that the Company shall not take any of the actions listed in Schedule 2 (Shareholder Reserved Matters) without the prior written consent of both Marlowe and Tidewater.
5. THE BOARD
5.1 The board shall comprise up to five directors.
5.2 The holders of a majority of the A Shares may appoint up to three directors, and the holders of a majority of the B Shares may appoint up to two directors, and each may remove any director so appointed by it and appoint another in his or her place, by notice in writing to the Company.
5.3 Tidewater may also appoint one observer, who may attend and speak at board meetings but may not vote.
5.4 The chairman shall be an A Director nominated by Marlowe. The chairman shall not have a casting vote.
5.5 The quorum at any board meeting shall be two directors, of whom one shall be an A Director and one a B Director. If a quorum is not present within thirty minutes of the time appointed, the meeting shall be adjourned for five Business Days, and at the adjourned meeting any two directors shall constitute a quorum.
6. FUNDING
6.1 The Business Plan shall be funded first from the subscription monies and the shareholder loan referred to in clause 2, and then from the Company's own resources and such third-party finance as the board may approve.
6.2 Neither Shareholder shall be obliged to provide further finance to the Company, whether by subscription, loan, guarantee or otherwise. If the board resolves that the Company needs further funding, it may offer new shares to the Shareholders pro rata to their holdings, and a Shareholder which does not take up its entitlement shall be diluted accordingly.
7. INFORMATION AND BUSINESS PLAN
7.1 The Company shall send each Shareholder monthly management accounts, including a profit and loss account, balance sheet and cash flow statement, within fifteen Business Days after the end of each month.
7.2 The Company shall send each Shareholder its audited accounts within four months after the end of each financial year.
7.3 The board shall prepare and adopt an updated Business Plan and annual budget not later than sixty days before the start of each financial year.
7.4 Each Shareholder and its advisers may at any reasonable time, on reasonable notice, inspect the books and records of the Company.
8. DIVIDEND POLICY
8.1 Subject to the Companies Act 2006 and to the Company's working capital and investment requirements in the Business Plan, the Shareholders intend that the Company shall, from the financial year ending 31 March 2027, distribute by way of dividend not less than 40 per cent. of its Distributable Profits for each financial year.
8.2 No dividend shall be declared while any amount due under the Shareholder Loan Agreement is overdue.
9. DEADLOCK
9.1 A "Deadlock Matter" arises if a matter requiring consent under clause 4, or a resolution proposed at two consecutive duly convened board meetings, is not approved, and either Shareholder then serves a notice (a "Deadlock Notice") on the other stating that it considers the matter to be a Deadlock Matter.
9.2 Within ten Business Days after service of a Deadlock Notice, each Shareholder shall refer the matter to its chief executive, and they shall meet and use all reasonable endeavours to resolve it.
9.3 If the matter is not resolved within twenty Business Days after service of the Deadlock Notice, the Shareholders shall attempt to resolve it by mediation in accordance with the CEDR Model Mediation Procedure.
9.4 If the matter is not resolved within forty Business Days after the appointment of the mediator, either Shareholder (the "Proposer") may serve a notice on the other (the "Recipient") offering to buy all the Recipient's shares at a price per share specified in it (a "Roulette Notice"). The Recipient shall, within thirty Business Days, elect either to sell all its shares to the Proposer at that price or to buy all the Proposer's shares at the same price per share, and if it makes no election it shall be treated as having elected to sell.`,
      `10. TRANSFER OF SHARES
10.1 No Shareholder shall transfer, charge or otherwise dispose of any share, or any interest in a share, during the Lock-in Period, save to a Wholly-owned Group Company or with the prior written consent of the other Shareholder.
10.2 A Shareholder which transfers shares to a Wholly-owned Group Company shall procure that, before the transferee ceases to be a Wholly-owned Group Company of it, the shares are transferred back to it.
10.3 After the Lock-in Period, a Shareholder wishing to transfer its shares (the "Seller") shall first offer all of them to the other Shareholder by notice stating the price at which it is willing to sell. If the other Shareholder does not accept within forty Business Days, the Seller may within the following three months sell all (but not some only) of them to a bona fide third-party purchaser at a price not lower than the notified price and on terms no more favourable to the purchaser.
10.4 A Seller may not complete a sale under clause 10.3 unless the purchaser has offered to buy all of the other Shareholder's shares at the same price per share and on the same terms (a "Tag Offer"), open for acceptance for not less than twenty Business Days.
10.5 Nothing in this agreement entitles either Shareholder to require the other to sell its shares to a third-party purchaser.
11. RESTRICTIVE COVENANTS
11.1 Each Shareholder undertakes to the other and to the Company that it shall not, and shall procure that no member of its group shall, while it holds shares and for twelve months after it ceases to hold shares, carry on or be interested in any business in the Field in the United Kingdom or the European Economic Area, other than through the Company.
11.2 Nothing in clause 11.1 prevents Tidewater from manufacturing or supplying autonomous guided vehicles for use inside warehouses, or Marlowe from supplying sensors to any customer on its standard terms.
12. ARTICLES, ADHERENCE AND TERMINATION
12.1 If any provision of the Articles conflicts with this agreement, this agreement shall prevail as between the Shareholders, and they shall exercise their votes to amend the Articles so far as necessary to remove the conflict.
12.2 No shares shall be transferred or allotted to any person who is not a party to this agreement unless that person has first entered into a deed of adherence in the form set out in Schedule 3.
12.3 This agreement shall terminate: (a) when one Shareholder (with its Wholly-owned Group Companies) holds all the shares; (b) on the admission of any shares to trading on a recognised investment exchange; or (c) on the passing of a resolution to wind up the Company. A Shareholder which ceases to hold shares ceases to have any rights under this agreement, but clauses 11 and 13 continue to bind it.
13. CONFIDENTIALITY
13.1 Each Shareholder shall keep confidential all information it receives about the Company and the other Shareholder, save as required by law or the rules of any stock exchange on which its shares are listed.
14. GOVERNING LAW AND DISPUTES
14.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by the law of England and Wales.
14.2 Any dispute arising out of or in connection with this agreement which is not a Deadlock Matter shall be referred to and finally resolved by arbitration under the LCIA Rules. The seat of arbitration shall be London, the tribunal shall consist of one arbitrator, and the language of the arbitration shall be English.`,
      `SCHEDULE 1
DETAILS OF THE COMPANY
Name	Axbridge Autonomy Limited
Company number	15420977
Registered office	Unit 12, Cheddar Business Park, Wedmore Road, Cheddar BS27 3EB
Issued share capital at Completion	600 A Shares and 400 B Shares of £1 each
Accounting reference date	31 March
SCHEDULE 2
SHAREHOLDER RESERVED MATTERS
(a) Amending the Articles or varying the rights attaching to any class of shares.
(b) Allotting or issuing any shares or securities convertible into shares, or granting any option over them.
(c) Adopting or materially departing from the Business Plan or any annual budget.
(d) Borrowing any money, other than under the Shareholder Loan Agreement, which would take the Company's total borrowings above £250,000.
(e) Entering into any contract with a value above £400,000 or outside the ordinary course of the Business.
(f) Entering into or varying any contract or arrangement with a Shareholder or any member of its group.
(g) Appointing or removing the auditors or the chief executive of the Company.
(h) Acquiring or disposing of any business, or any interest in any company.
(i) Commencing or settling any litigation in which more than £50,000 is claimed.
(j) Passing any resolution for the winding up of the Company.
SCHEDULE 3
FORM OF DEED OF ADHERENCE
THIS DEED is made on [date] by [name] of [address] (the "Covenantor"). The Covenantor confirms that it has been supplied with a copy of the joint venture and shareholders' agreement dated 12 November 2024 relating to Axbridge Autonomy Limited, and covenants with each person named in it to observe and perform its terms as if it were a party to it as a Shareholder.
This agreement has been entered into on the date stated at the beginning of it.
Signed by PHILIPPA MARLOWE-HART, director, for and on behalf of MARLOWE KINETICS LIMITED	P. Marlowe-Hart
Signed by GRAHAM ODUYA, director, for and on behalf of TIDEWATER ROBOTICS PLC	G. Oduya
Signed by SUNIL BHATTACHARYA, director, for and on behalf of AXBRIDGE AUTONOMY LIMITED	S. Bhattacharya`,
    ],
    gold: {
      parties: names(
        [
          '(1) MARLOWE KINETICS LIMITED (company number 08811452)',
          '(2) TIDEWATER ROBOTICS PLC (company number 04412970)',
          '(3) AXBRIDGE AUTONOMY LIMITED (company number 15420977)',
        ],
        'Marlowe Kinetics Limited',
        'Tidewater Robotics plc',
        'Axbridge Autonomy Limited',
      ),
      company: identifier('15420977', ['(3) AXBRIDGE AUTONOMY LIMITED (company number 15420977)', 'Company number 15420977']),
      date: date('2024-11-12', "THIS JOINT VENTURE AND SHAREHOLDERS' AGREEMENT is dated 12 November 2024"),
      shareholdings: [percent(60, 'Marlowe 600 A Shares (60 per cent)'), percent(40, 'Tidewater 400 B Shares (40 per cent)')],
      investment: [
        gbp(1000000, '(b) Tidewater shall subscribe for 400 B Shares at £2,500 per share, being £1,000,000 in cash'),
        gbp(599000, '(a) Marlowe shall subscribe for 599 A Shares at £1,000 per share, so that it holds 600 A Shares, and shall pay £599,000 in cash'),
      ],
      'reserved-matters': text(
        '4.1 Each Shareholder shall exercise its powers in relation to the Company so as to procure that the Company shall not take any of the actions listed in Schedule 2 (Shareholder Reserved Matters) without the prior written consent of both Marlowe and Tidewater.',
        'Schedule 2',
      ),
      board: text(
        [
          '5.2 The holders of a majority of the A Shares may appoint up to three directors, and the holders of a majority of the B Shares may appoint up to two directors',
          '5.3 Tidewater may also appoint one observer, who may attend and speak at board meetings but may not vote.',
        ],
        'appoint',
      ),
      deadlock: text(
        "either Shareholder (the \"Proposer\") may serve a notice on the other (the \"Recipient\") offering to buy all the Recipient's shares at a price per share specified in it (a \"Roulette Notice\")",
        'Roulette Notice',
      ),
      leavers: notFound,
      'transfer-restrictions': text(
        '10.1 No Shareholder shall transfer, charge or otherwise dispose of any share, or any interest in a share, during the Lock-in Period, save to a Wholly-owned Group Company or with the prior written consent of the other Shareholder.',
        'Lock-in Period',
      ),
      'drag-and-tag': text(
        "10.4 A Seller may not complete a sale under clause 10.3 unless the purchaser has offered to buy all of the other Shareholder's shares at the same price per share and on the same terms (a \"Tag Offer\")",
        'Tag Offer',
      ),
      'restrictive-covenants': months(
        12,
        'while it holds shares and for twelve months after it ceases to hold shares, carry on or be interested in any business in the Field',
      ),
      'information-rights': text(
        '7.1 The Company shall send each Shareholder monthly management accounts, including a profit and loss account, balance sheet and cash flow statement, within fifteen Business Days after the end of each month.',
        'monthly management accounts',
      ),
      'dividend-policy': text(
        'the Shareholders intend that the Company shall, from the financial year ending 31 March 2027, distribute by way of dividend not less than 40 per cent. of its Distributable Profits for each financial year.',
        '40 per cent',
      ),
      'further-funding': no('6.2 Neither Shareholder shall be obliged to provide further finance to the Company, whether by subscription, loan, guarantee or otherwise.'),
      warranties: notFound,
      'priority-over-articles': yes('12.1 If any provision of the Articles conflicts with this agreement, this agreement shall prevail as between the Shareholders'),
      'deed-of-adherence': yes(
        '12.2 No shares shall be transferred or allotted to any person who is not a party to this agreement unless that person has first entered into a deed of adherence in the form set out in Schedule 3.',
      ),
      termination: text(
        '12.3 This agreement shall terminate: (a) when one Shareholder (with its Wholly-owned Group Companies) holds all the shares; (b) on the admission of any shares to trading on a recognised investment exchange; or (c) on the passing of a resolution to wind up the Company.',
        'terminate',
      ),
      'governing-law': text(
        [
          '14.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by the law of England and Wales.',
          '14.2 Any dispute arising out of or in connection with this agreement which is not a Deadlock Matter shall be referred to and finally resolved by arbitration under the LCIA Rules.',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Does the chair have a casting vote at board meetings?',
        gold: no('The chairman shall not have a casting vote.'),
      },
      {
        id: 'own-2',
        text: 'During the lock-in, can Tidewater move its shares into a subsidiary?',
        gold: yes(
          [
            '10.1 No Shareholder shall transfer, charge or otherwise dispose of any share, or any interest in a share, during the Lock-in Period, save to a Wholly-owned Group Company',
            '10.2 A Shareholder which transfers shares to a Wholly-owned Group Company shall procure that, before the transferee ceases to be a Wholly-owned Group Company of it, the shares are transferred back to it.',
          ],
          'Wholly-owned Group Company',
        ),
      },
      {
        id: 'own-3',
        text: "What rate of interest does Tidewater's shareholder loan carry?",
        gold: percent(6, '(c) Tidewater shall advance to the Company a loan of £500,000 on the terms of the Shareholder Loan Agreement in the agreed form, bearing interest at 6 per cent. a year'),
      },
    ],
  },
  {
    id: 'calibration-f-ica-en-quantock-care',
    typeKey: 'intercreditor-agreement',
    region: 'EN',
    title: 'Intercreditor agreement: Quantock Care group senior, mezzanine and investor debt',
    style: 'deed',
    pages: [
      `INTERCREDITOR AGREEMENT
THIS AGREEMENT is dated 18 July 2024 and made between:
(1) QUANTOCK CARE TOPCO LIMITED, a company incorporated in England and Wales with registered number 15209944 (the "Parent");
(2) QUANTOCK CARE BIDCO LIMITED, a company incorporated in England and Wales with registered number 15210378 (the "Company");
(3) QUANTOCK CARE HOMES LIMITED (registered number 06671258) and HESTERCOMBE NURSING LIMITED (registered number 07920331) (together with the Parent and the Company, the "Original Debtors");
(4) QUANTOCK CARE TOPCO LIMITED and QUANTOCK CARE BIDCO LIMITED in their capacity as lenders of intra-group loans (the "Intra-Group Lenders");
(5) CARNBREA BANK PLC as arranger, agent and lender under the Senior Facilities Agreement (the "Senior Lender");
(6) WESTQUAY MARKETS LIMITED as hedge counterparty (the "Hedge Counterparty");
(7) ARDENT MEZZANINE PARTNERS III LP, acting by its general partner Ardent Mezzanine GP III LLP, as lender under the Mezzanine Facility Agreement (the "Mezzanine Lender");
(8) HALYARD EQUITY FUND II LP, acting by its manager Halyard Capital LLP, as holder of the Investor Loan Notes (the "Investor"); and
(9) KESTREL TRUSTEES LIMITED as security agent and trustee for the Secured Parties (the "Security Agent").
BACKGROUND
(A) The Senior Lender has made available term and revolving facilities of up to £38,000,000 in aggregate to the Company under a senior facilities agreement dated the date of this Agreement (the "Senior Facilities Agreement").
(B) The Mezzanine Lender has made available a term facility of £9,500,000 to the Company under a mezzanine facility agreement dated the date of this Agreement (the "Mezzanine Facility Agreement").
(C) The Investor has subscribed for £22,000,000 of unsecured 10 per cent. loan notes issued by the Parent (the "Investor Loan Notes"), the proceeds of which the Parent has lent to the Company.
(D) The facilities and the Investor Loan Notes have funded the acquisition by the Company of Quantock Care Homes Limited and its subsidiary, Hestercombe Nursing Limited.
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement:
"Creditors" means the Senior Lender, the Hedge Counterparty, the Mezzanine Lender, the Intra-Group Lenders and the Investor.
"Debtors" means the Original Debtors and any person which becomes a Debtor under clause 14.2.
"Final Discharge Date" means the later of the Senior Discharge Date and the Mezzanine Discharge Date.
"Hedging Liabilities" means the Liabilities owed by any Debtor to the Hedge Counterparty under hedging agreements entered into to hedge interest rate risk on the Senior Facilities.
"Instructing Group" means (a) before the Senior Discharge Date, the Majority Senior Creditors; and (b) on and after the Senior Discharge Date, the Mezzanine Lender.
"Majority Senior Creditors" means Senior Creditors whose Senior Credit Participations aggregate more than 66 2/3 per cent. of the total Senior Credit Participations.
"Senior Creditors" means the Senior Lender and the Hedge Counterparty.
"Senior Discharge Date" means the first date on which all Senior Liabilities have been fully and finally discharged to the satisfaction of the Senior Lender and the Hedge Counterparty, whether or not as the result of an enforcement, and the Senior Creditors are under no further obligation to provide financial accommodation to any Debtor.
"Senior Liabilities" means the Liabilities owed by the Debtors to the Senior Lender under the Senior Finance Documents, and the Hedging Liabilities.
"Subordinated Liabilities" means the Intra-Group Liabilities and the Investor Liabilities.
"Transaction Security" means the Security created or expressed to be created in favour of the Security Agent under the Security Documents.`,
      `2. RANKING AND PRIORITY
2.1 Each of the Parties agrees that the Liabilities owed by the Debtors shall rank in right and priority of payment in the following order: first, the Senior Liabilities, pari passu and without any preference between the Liabilities owed to the Senior Lender and the Hedging Liabilities; secondly, the Mezzanine Liabilities; and thirdly, the Intra-Group Liabilities and the Investor Liabilities, pari passu between themselves.
2.2 The Transaction Security shall rank and secure the following Liabilities (but only to the extent that such Transaction Security is expressed to secure those Liabilities) in the following order: first, the Senior Liabilities, pari passu between themselves; and secondly, the Mezzanine Liabilities. The Intra-Group Liabilities and the Investor Liabilities are unsecured.
2.3 The ranking in this clause 2 applies regardless of the order of registration, notice or execution of any Security Document, the date on which any Liability arises, or any fluctuation in the amount of any Liability.
3. SENIOR LIABILITIES AND HEDGING
3.1 The Debtors may pay the Senior Liabilities at any time in accordance with the Senior Finance Documents.
3.2 The Hedge Counterparty shall not enter into any hedging transaction other than for the purpose of hedging interest rate risk on not more than 100 per cent. of the Senior Facilities, and shall not close out any hedging transaction before the Senior Discharge Date except following an Acceleration Event or an illegality or tax event under the relevant hedging agreement.
4. MEZZANINE LIABILITIES
4.1 Prior to the Senior Discharge Date the Debtors may make, and the Mezzanine Lender may receive, Payments of the Mezzanine Liabilities only as follows (the "Permitted Mezzanine Payments"): (a) scheduled payments of cash-pay interest, at a rate not exceeding 6.5 per cent. per annum, and of default interest, fees and costs, in each case as provided in the Mezzanine Facility Agreement as at the date of this Agreement; (b) the capitalisation of payment-in-kind interest, which shall not be paid in cash; and (c) any other Payment made with the prior consent of the Senior Lender.
4.2 The Debtors may not make a Permitted Mezzanine Payment if a Mezzanine Payment Stop Notice is outstanding or a Senior Payment Default has occurred and is continuing.
4.3 Mezzanine Payment Stop Notice: if a Senior Event of Default (other than a Senior Payment Default) is continuing, the Senior Lender may serve a notice (a "Mezzanine Payment Stop Notice") on the Mezzanine Lender and the Parent, which shall remain outstanding from its service until the earliest of (a) the date falling 120 days after its service; (b) the date on which the Senior Event of Default has been remedied or waived; (c) the Senior Discharge Date; and (d) the date on which the Mezzanine Lender takes Enforcement Action permitted under this Agreement.
4.4 No Mezzanine Payment Stop Notice may be served within 360 days after the service of a previous one, and no more than one Mezzanine Payment Stop Notice may be served in respect of the same event or circumstance.
4.5 Any Payment which was prevented by this clause 4 may be made, with default interest on it, as soon as the relevant Mezzanine Payment Stop Notice ceases to be outstanding or the Senior Payment Default is cured.
5. RESTRICTIONS ON MEZZANINE ENFORCEMENT
5.1 Before the Senior Discharge Date, the Mezzanine Lender shall not take any Enforcement Action unless (a) a Mezzanine Event of Default is continuing and a Standstill Period has elapsed; (b) the Senior Lender has given its prior written consent; or (c) an Insolvency Event has occurred in respect of a Debtor.
5.2 "Standstill Period" means the period beginning on the date on which the Mezzanine Lender serves notice of a Mezzanine Event of Default on the Security Agent and the Senior Lender and ending on the earliest of: (a) 90 days after service, where the Mezzanine Event of Default is a failure to pay; (b) 120 days after service, where it relates to a breach of a financial covenant; (c) 150 days after service, in the case of any other Mezzanine Event of Default; and (d) the date on which the Security Agent or the Senior Lender takes Enforcement Action against the Debtor concerned.
6. SUBORDINATED LIABILITIES
6.1 Prior to the Final Discharge Date, no Debtor shall make, and the Investor shall not receive, any Payment of the Investor Liabilities, save for the issue of further loan notes in payment of interest capitalised in accordance with the terms of the Investor Loan Notes.
6.2 The Debtors may make Payments of the Intra-Group Liabilities from time to time when due, provided that no Payment may be made if an Acceleration Event has occurred and is continuing, except to facilitate a Payment of the Senior Liabilities or the Mezzanine Liabilities.
6.3 Neither the Investor nor any Intra-Group Lender may take any Enforcement Action before the Final Discharge Date.`,
      `7. TURNOVER OF RECEIPTS
7.1 If, at any time before the Final Discharge Date, any Creditor receives or recovers any Payment or distribution of, or on account of, any of the Liabilities owed to it which is not made in accordance with clause 11 (Application of proceeds) or is not permitted by this Agreement, that Creditor shall hold it on trust for the Security Agent and promptly pay an amount equal to it to the Security Agent for application in accordance with clause 11.
8. EFFECT OF INSOLVENCY EVENT
8.1 After the occurrence of an Insolvency Event in relation to any Debtor, each Creditor entitled to receive a distribution out of the assets of that Debtor in respect of Liabilities owed to it shall, to the extent it is able to do so, direct the person responsible for the distribution to pay it to the Security Agent until the Liabilities owing to the Secured Parties have been paid in full.
8.2 The Security Agent may, and is irrevocably authorised on behalf of each Creditor to, demand, sue for, prove and file claims for and give receipts for the Liabilities owed by that Debtor, and each Creditor shall do all things the Security Agent reasonably requests to enable it to do so.
8.3 Any set-off effected by a Creditor against a Liability owed by that Debtor after the Insolvency Event shall be treated as a receipt to which clause 7 applies, save for close-out netting by the Hedge Counterparty.
9. ENFORCEMENT OF TRANSACTION SECURITY
9.1 The Security Agent may refrain from enforcing the Transaction Security unless instructed otherwise by the Instructing Group, and shall enforce it, if so instructed, in such manner as the Instructing Group directs.
9.2 If, after a Standstill Period has ended, the Instructing Group has not instructed the Security Agent to enforce and the Mezzanine Lender is entitled to take Enforcement Action, the Mezzanine Lender may instruct the Security Agent to enforce, but any instructions later given by the Instructing Group shall prevail.
10. DISTRESSED DISPOSALS
10.1 If a Distressed Disposal is being effected, the Security Agent is irrevocably authorised (at the cost of the Debtors and without any consent from any other Creditor) to release the Transaction Security and any other claim over the asset disposed of and, if the asset is shares in a Debtor, to release that Debtor and its subsidiaries from all liabilities (actual or contingent) as borrower, guarantor or debtor, and to dispose of those liabilities to the purchaser.
10.2 The Security Agent shall take reasonable care to obtain a fair market price, and shall be taken to have done so if the disposal is made pursuant to a competitive sales process or the Security Agent has obtained an opinion from a Financial Adviser that the consideration is fair from a financial point of view.
11. APPLICATION OF PROCEEDS
11.1 All amounts from time to time received or recovered by the Security Agent under this Agreement or in connection with the realisation or enforcement of all or any part of the Transaction Security shall be held by it on trust and applied in the following order:
(a) first, in discharging any sums owing to the Security Agent, any Receiver or any Delegate, including their costs and remuneration;
(b) secondly, in payment of all costs and expenses incurred by the Senior Lender or the Hedge Counterparty in connection with any realisation or enforcement taken in accordance with this Agreement;
(c) thirdly, in payment to the Senior Lender and the Hedge Counterparty, pari passu and rateably, for application towards the discharge of the Senior Liabilities;
(d) fourthly, in payment to the Mezzanine Lender for application towards the discharge of the Mezzanine Liabilities;
(e) fifthly, if none of the Debtors is under any further actual or contingent liability under any Senior or Mezzanine Finance Document, in payment to any person to whom the Security Agent is obliged to pay in priority to any Debtor; and
(f) sixthly, the balance, if any, in payment to the relevant Debtor.`,
      `12. OPTION TO PURCHASE
12.1 After an Acceleration Event or the giving of instructions to enforce the Transaction Security, the Mezzanine Lender may, by giving not less than ten Business Days' notice to the Senior Lender and the Hedge Counterparty, require the transfer to it (or its nominee) of all, but not part only, of the Senior Liabilities for a purchase price equal to the aggregate principal, accrued interest, break costs and fees outstanding, together with the amount payable to close out the hedging transactions, provided that the notice is given within 30 days of the relevant event.
13. AMENDMENTS TO FINANCE DOCUMENTS
13.1 The Senior Lender may amend or waive the Senior Finance Documents in accordance with their terms without the consent of the Mezzanine Lender, except that no amendment or waiver may, without that consent: (a) increase the principal amount of the Senior Facilities to more than £41,800,000 (being 110 per cent. of the original Senior Commitments), save for capitalised interest, fees and costs; (b) increase the margin under the Senior Facilities Agreement by more than 1.5 per cent. per annum in aggregate, other than by the operation of a margin ratchet or default interest; or (c) extend the final maturity date of any Senior Facility.
13.2 The Mezzanine Lender may not, without the prior consent of the Senior Lender, amend or waive the Mezzanine Finance Documents if the amendment would increase the amount of cash-pay interest, bring forward the date of any payment, or change the terms of any covenant so as to make it more onerous for the Debtors.
14. CHANGES TO THE PARTIES
14.1 No Creditor may assign or transfer any of its rights and obligations in respect of any Liabilities unless the assignee or transferee has (if not already a Party in the same capacity) acceded to this Agreement by executing a Creditor Accession Undertaking.
14.2 If any member of the Group becomes a Debtor or incurs any Liabilities, the Parent shall procure that it accedes to this Agreement as a Debtor (and, if it is a lender of an intra-group loan, as an Intra-Group Lender) by executing a Debtor Accession Deed before or at the same time as it does so.
15. GOVERNING LAW
15.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.
15.2 The courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement.
This Agreement has been executed and delivered as a deed on the date stated at the beginning of it.
Executed as a deed by QUANTOCK CARE TOPCO LIMITED acting by two directors	Helen Ashcombe; Rupert Lyng
Executed as a deed by CARNBREA BANK PLC acting by its attorney	Tamsin Polglase
Executed as a deed by ARDENT MEZZANINE PARTNERS III LP acting by its general partner	Oliver Stennett
Executed as a deed by KESTREL TRUSTEES LIMITED acting by a director in the presence of a witness	Gareth Ince`,
    ],
    gold: {
      'creditor-parties': names(
        [
          '(4) QUANTOCK CARE TOPCO LIMITED and QUANTOCK CARE BIDCO LIMITED in their capacity as lenders of intra-group loans (the "Intra-Group Lenders");',
          '(5) CARNBREA BANK PLC as arranger, agent and lender under the Senior Facilities Agreement (the "Senior Lender");',
          '(6) WESTQUAY MARKETS LIMITED as hedge counterparty (the "Hedge Counterparty");',
          '(7) ARDENT MEZZANINE PARTNERS III LP, acting by its general partner Ardent Mezzanine GP III LLP, as lender under the Mezzanine Facility Agreement (the "Mezzanine Lender");',
          '(8) HALYARD EQUITY FUND II LP, acting by its manager Halyard Capital LLP, as holder of the Investor Loan Notes (the "Investor"); and',
          '(9) KESTREL TRUSTEES LIMITED as security agent and trustee for the Secured Parties (the "Security Agent").',
        ],
        'Carnbrea Bank plc',
        'Westquay Markets Limited',
        'Ardent Mezzanine Partners III LP',
        'Halyard Equity Fund II LP',
      ),
      debtors: names(
        [
          '(1) QUANTOCK CARE TOPCO LIMITED, a company incorporated in England and Wales with registered number 15209944 (the "Parent");',
          '(2) QUANTOCK CARE BIDCO LIMITED, a company incorporated in England and Wales with registered number 15210378 (the "Company");',
          '(3) QUANTOCK CARE HOMES LIMITED (registered number 06671258) and HESTERCOMBE NURSING LIMITED (registered number 07920331) (together with the Parent and the Company, the "Original Debtors");',
        ],
        'Quantock Care Topco Limited',
        'Quantock Care Bidco Limited',
        'Quantock Care Homes Limited',
        'Hestercombe Nursing Limited',
      ),
      'security-agent': names('(9) KESTREL TRUSTEES LIMITED as security agent and trustee for the Secured Parties (the "Security Agent").', 'Kestrel Trustees Limited'),
      date: date('2024-07-18', 'THIS AGREEMENT is dated 18 July 2024'),
      'ranking-of-debt': text(
        '2.1 Each of the Parties agrees that the Liabilities owed by the Debtors shall rank in right and priority of payment in the following order: first, the Senior Liabilities, pari passu and without any preference between the Liabilities owed to the Senior Lender and the Hedging Liabilities; secondly, the Mezzanine Liabilities; and thirdly, the Intra-Group Liabilities and the Investor Liabilities, pari passu between themselves.',
        'first, the Senior Liabilities',
        'secondly, the Mezzanine Liabilities',
      ),
      'ranking-of-security': text(
        '2.2 The Transaction Security shall rank and secure the following Liabilities (but only to the extent that such Transaction Security is expressed to secure those Liabilities) in the following order: first, the Senior Liabilities, pari passu between themselves; and secondly, the Mezzanine Liabilities.',
        'secondly, the Mezzanine Liabilities',
      ),
      'permitted-payments': text(
        '(a) scheduled payments of cash-pay interest, at a rate not exceeding 6.5 per cent. per annum, and of default interest, fees and costs, in each case as provided in the Mezzanine Facility Agreement as at the date of this Agreement',
        'cash-pay interest',
      ),
      'payment-blockage': days(
        120,
        'the Senior Lender may serve a notice (a "Mezzanine Payment Stop Notice") on the Mezzanine Lender and the Parent, which shall remain outstanding from its service until the earliest of (a) the date falling 120 days after its service',
      ),
      standstill: [
        days(90, '(a) 90 days after service, where the Mezzanine Event of Default is a failure to pay'),
        days(120, '(b) 120 days after service, where it relates to a breach of a financial covenant'),
        days(150, '(c) 150 days after service, in the case of any other Mezzanine Event of Default'),
      ],
      'enforcement-instructions': text(
        [
          '"Instructing Group" means (a) before the Senior Discharge Date, the Majority Senior Creditors; and (b) on and after the Senior Discharge Date, the Mezzanine Lender.',
          '9.1 The Security Agent may refrain from enforcing the Transaction Security unless instructed otherwise by the Instructing Group',
        ],
        'Instructing Group',
      ),
      turnover: yes('that Creditor shall hold it on trust for the Security Agent and promptly pay an amount equal to it to the Security Agent for application in accordance with clause 11.'),
      waterfall: text([
        '(a) first, in discharging any sums owing to the Security Agent, any Receiver or any Delegate, including their costs and remuneration;',
        '(c) thirdly, in payment to the Senior Lender and the Hedge Counterparty, pari passu and rateably, for application towards the discharge of the Senior Liabilities;',
        '(d) fourthly, in payment to the Mezzanine Lender for application towards the discharge of the Mezzanine Liabilities;',
      ]),
      'distressed-disposal': yes(
        '10.1 If a Distressed Disposal is being effected, the Security Agent is irrevocably authorised (at the cost of the Debtors and without any consent from any other Creditor) to release the Transaction Security',
      ),
      'option-to-purchase': yes(
        "the Mezzanine Lender may, by giving not less than ten Business Days' notice to the Senior Lender and the Hedge Counterparty, require the transfer to it (or its nominee) of all, but not part only, of the Senior Liabilities",
      ),
      'amendment-limits': text(
        '(a) increase the principal amount of the Senior Facilities to more than £41,800,000 (being 110 per cent. of the original Senior Commitments)',
        '110 per cent',
      ),
      insolvency: text([
        '8.1 After the occurrence of an Insolvency Event in relation to any Debtor, each Creditor entitled to receive a distribution out of the assets of that Debtor in respect of Liabilities owed to it shall, to the extent it is able to do so, direct the person responsible for the distribution to pay it to the Security Agent',
        '8.2 The Security Agent may, and is irrevocably authorised on behalf of each Creditor to, demand, sue for, prove and file claims for and give receipts for the Liabilities owed by that Debtor',
      ]),
      accession: yes([
        '14.1 No Creditor may assign or transfer any of its rights and obligations in respect of any Liabilities unless the assignee or transferee has (if not already a Party in the same capacity) acceded to this Agreement by executing a Creditor Accession Undertaking.',
        'the Parent shall procure that it accedes to this Agreement as a Debtor (and, if it is a lender of an intra-group loan, as an Intra-Group Lender) by executing a Debtor Accession Deed',
      ]),
      'governing-law': text('15.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.', 'English law'),
    },
    own: [
      {
        id: 'own-1',
        text: 'How often can the senior bank block payments to the mezzanine lender?',
        gold: days(360, '4.4 No Mezzanine Payment Stop Notice may be served within 360 days after the service of a previous one'),
      },
      {
        id: 'own-2',
        text: "Can the sponsor's loan notes be paid cash interest before the bank and mezzanine debt are repaid?",
        gold: no(
          '6.1 Prior to the Final Discharge Date, no Debtor shall make, and the Investor shall not receive, any Payment of the Investor Liabilities, save for the issue of further loan notes in payment of interest capitalised in accordance with the terms of the Investor Loan Notes.',
        ),
      },
      {
        id: 'own-3',
        text: 'What is the cap on cash interest on the mezzanine loan while the senior debt is outstanding?',
        gold: percent(6.5, '(a) scheduled payments of cash-pay interest, at a rate not exceeding 6.5 per cent. per annum'),
      },
    ],
  },
  {
    id: 'calibration-f-bond-ni-lisburn-road-apartments',
    typeKey: 'performance-bond',
    region: 'NI',
    title: 'Performance bond: McGonigle Civil Engineering Limited, 402-410 Lisburn Road, Belfast',
    style: 'typed',
    scanned: true,
    pages: [
      `PERFORMANCE BOND
BOND NUMBER: UFA/PB/25/00418
THIS BOND is made as a deed the 16th day of May 2025
BY:
(1) McGONIGLE CIVIL ENGINEERING LIMITED, a company incorporated in Northern Ireland with registered number NI612305, whose registered office is at 27 Ballynahinch Road, Carryduff, Belfast BT8 8DN (the "Contractor"); and
(2) ULSTER FIDELITY ASSURANCE LIMITED, whose registered office is at 5 Donegall Square South, Belfast BT1 5JE (the "Surety");
IN FAVOUR OF:
(3) DRUMBO DEVELOPMENTS LIMITED, a company incorporated in Northern Ireland with registered number NI648120, whose registered office is at 11 Malone Road, Belfast BT9 6RT (the "Employer").
WHEREAS:
(A) By a building contract dated 2 May 2025 (the "Contract") made between the Employer and the Contractor in the form of the JCT Design and Build Contract 2016 edition, as amended by the Employer's schedule of amendments dated April 2025, the Contractor has agreed to design and construct forty-six apartments, two ground floor retail units and associated car parking at 402-410 Lisburn Road, Belfast (the "Works") for the contract sum of £8,640,000 (the "Contract Sum").
(B) The Surety has agreed, at the request of the Contractor, to guarantee the performance of the Contract by the Contractor on the terms of this Bond.
NOW THIS DEED WITNESSES as follows:`,
      `1. The Contractor and the Surety are jointly and severally bound to the Employer in the sum of £864,000 (eight hundred and sixty-four thousand pounds) (the "Bond Amount"), being ten per cent of the Contract Sum, subject to the provisions of this Bond.
2. Subject to clause 3, if the Contractor (unless relieved from performance by any clause of the Contract, by statute or by the decision of a tribunal of competent jurisdiction) is in default under the Contract, or if the Employer terminates the employment of the Contractor by reason of the Contractor's insolvency, the Surety shall satisfy and discharge the damages sustained by the Employer as established and ascertained pursuant to and in accordance with the provisions of, or by reference to, the Contract, after taking into account all sums due or to become due to the Contractor.
3. The Surety's obligation is to pay money only, and nothing in this Bond obliges the Surety to carry out, procure or complete the Works. The Surety shall have no greater liability to the Employer than the Contractor would have had under the Contract, and the Surety may rely on any defence, set-off or counterclaim which would have been available to the Contractor.
4. The aggregate liability of the Surety under this Bond shall not exceed the Bond Amount.
5. DEMANDS
5.1 Any demand under this Bond shall be made in writing, signed by a director or the company secretary of the Employer, and delivered by hand or by recorded delivery post to the Surety at its registered office, marked for the attention of the Bond Claims Manager.
5.2 A demand shall state the nature of the Contractor's default or the insolvency relied on and the amount of the damages claimed, and shall be accompanied by a copy of any notice of default or termination given under the Contract.
5.3 This Bond is not an on-demand bond: no sum shall become payable by the Surety unless and until the Employer's damages have been established and ascertained as provided in clause 2.`,
      `6. EXPIRY
6.1 This Bond shall expire, and the Surety shall be released from all liability under it, on the earlier of (a) the date stated in the Practical Completion Statement for the Works issued under the Contract (or, if the Works are completed in Sections, the last of them); and (b) 30 June 2027 (the "Expiry Date"), save in respect of any claim of which written notice, giving reasonable particulars, has been received by the Surety before that date.
6.2 No action in respect of any claim so notified shall be brought against the Surety after the expiry of six months from the date on which this Bond expires under clause 6.1.
7. VARIATIONS AND FORBEARANCE
7.1 No alteration in the terms of the Contract or in the extent or nature of the Works, no extension of time or other forbearance or indulgence given by the Employer to the Contractor, and no failure by the Employer to enforce any of its rights, shall in any way release the Surety from its liability under this Bond.
8. ASSIGNMENT
8.1 The Employer may assign the benefit of this Bond only with the prior written consent of the Surety and the Contractor (which shall not be unreasonably withheld or delayed), save that no consent shall be required to one assignment by way of security to a bank or financial institution providing finance for the Works.
9. GOVERNING LAW
9.1 This Bond shall be governed by and construed in accordance with the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction in respect of any dispute arising under it.
IN WITNESS whereof this Bond has been executed as a deed by the Contractor and the Surety and delivered on the date first written above.
Executed as a deed by McGONIGLE CIVIL ENGINEERING LIMITED acting by Declan McGonigle, a director, in the presence of: Siobhan Crawley, solicitor, 3 Hill Street, Newry	Declan McGonigle
The common seal of ULSTER FIDELITY ASSURANCE LIMITED was affixed in the presence of: Robert Kyle, director, and Anne-Marie Hagan, secretary	[SEAL]`,
    ],
    gold: {
      kind: text(['PERFORMANCE BOND', '(B) The Surety has agreed, at the request of the Contractor, to guarantee the performance of the Contract by the Contractor on the terms of this Bond.']),
      'surety-or-guarantor': names('(2) ULSTER FIDELITY ASSURANCE LIMITED, whose registered office is at 5 Donegall Square South, Belfast BT1 5JE (the "Surety");', 'Ulster Fidelity Assurance Limited'),
      beneficiary: names('(3) DRUMBO DEVELOPMENTS LIMITED, a company incorporated in Northern Ireland with registered number NI648120', 'Drumbo Developments Limited'),
      contractor: names('(1) McGONIGLE CIVIL ENGINEERING LIMITED, a company incorporated in Northern Ireland with registered number NI612305', 'McGonigle Civil Engineering Limited'),
      date: date('2025-05-16', 'THIS BOND is made as a deed the 16th day of May 2025'),
      'underlying-contract': text(
        '(A) By a building contract dated 2 May 2025 (the "Contract") made between the Employer and the Contractor in the form of the JCT Design and Build Contract 2016 edition',
        'JCT Design and Build Contract 2016',
      ),
      amount: gbp(864000, '1. The Contractor and the Surety are jointly and severally bound to the Employer in the sum of £864,000 (eight hundred and sixty-four thousand pounds) (the "Bond Amount")'),
      'percentage-of-contract-sum': percent(10, '(the "Bond Amount"), being ten per cent of the Contract Sum'),
      expiry: [
        date('2027-06-30', '6.1 This Bond shall expire, and the Surety shall be released from all liability under it, on the earlier of (a) the date stated in the Practical Completion Statement for the Works issued under the Contract (or, if the Works are completed in Sections, the last of them); and (b) 30 June 2027 (the "Expiry Date")'),
        text(
          '6.1 This Bond shall expire, and the Surety shall be released from all liability under it, on the earlier of (a) the date stated in the Practical Completion Statement for the Works issued under the Contract',
          'Practical Completion Statement',
        ),
      ],
      'on-demand-or-default': text(
        [
          "5.3 This Bond is not an on-demand bond: no sum shall become payable by the Surety unless and until the Employer's damages have been established and ascertained as provided in clause 2.",
          'the Surety shall satisfy and discharge the damages sustained by the Employer as established and ascertained pursuant to and in accordance with the provisions of, or by reference to, the Contract',
        ],
        'established and ascertained',
      ),
      'demand-procedure': text(
        [
          '5.1 Any demand under this Bond shall be made in writing, signed by a director or the company secretary of the Employer, and delivered by hand or by recorded delivery post to the Surety at its registered office',
          "5.2 A demand shall state the nature of the Contractor's default or the insolvency relied on and the amount of the damages claimed",
        ],
        'demand',
      ),
      'no-greater-liability': yes('The Surety shall have no greater liability to the Employer than the Contractor would have had under the Contract'),
      'performance-obligation': no("3. The Surety's obligation is to pay money only, and nothing in this Bond obliges the Surety to carry out, procure or complete the Works."),
      variations: yes(
        '7.1 No alteration in the terms of the Contract or in the extent or nature of the Works, no extension of time or other forbearance or indulgence given by the Employer to the Contractor, and no failure by the Employer to enforce any of its rights, shall in any way release the Surety from its liability under this Bond.',
      ),
      assignment: yes(
        '8.1 The Employer may assign the benefit of this Bond only with the prior written consent of the Surety and the Contractor (which shall not be unreasonably withheld or delayed)',
        'consent',
      ),
      execution: yes('IN WITNESS whereof this Bond has been executed as a deed by the Contractor and the Surety and delivered on the date first written above.'),
      'governing-law': text(
        '9.1 This Bond shall be governed by and construed in accordance with the law of Northern Ireland, and the courts of Northern Ireland shall have exclusive jurisdiction',
        'Northern Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'If the employer notifies a claim before the bond expires, how long does it then have to start proceedings against the surety?',
        gold: months(6, '6.2 No action in respect of any claim so notified shall be brought against the Surety after the expiry of six months from the date on which this Bond expires under clause 6.1.'),
      },
      {
        id: 'own-2',
        text: "Can the employer assign the bond to its funding bank without the surety's consent?",
        gold: yes('save that no consent shall be required to one assignment by way of security to a bank or financial institution providing finance for the Works.', 'by way of security'),
      },
      {
        id: 'own-3',
        text: 'What is the bond number?',
        gold: identifier('UFA/PB/25/00418', 'BOND NUMBER: UFA/PB/25/00418'),
      },
    ],
  },
  {
    id: 'calibration-f-pledge-sc-arbroath-boatyard',
    typeKey: 'share-security',
    region: 'SC',
    title: 'Share pledge by Tayside Marine Holdings Limited over shares in Arbroath Boatyard Limited',
    style: 'modern',
    pages: [
      `SHARE PLEDGE
by
TAYSIDE MARINE HOLDINGS LIMITED
in favour of
FORTHBANK BUSINESS FINANCE LIMITED
in respect of the entire issued share capital of Arbroath Boatyard Limited
SHARE PLEDGE between:
(1) TAYSIDE MARINE HOLDINGS LIMITED, incorporated in Scotland under the Companies Acts (registered number SC498321), having its registered office at 14 Riverside Drive, Dundee DD1 4XA (the "Pledgor");
(2) FORTHBANK BUSINESS FINANCE LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176044), having its registered office at 60 Queen Street, Edinburgh EH2 4NA (the "Security Holder"); and
(3) FORTHBANK NOMINEES LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176102), having its registered office at 60 Queen Street, Edinburgh EH2 4NA (the "Nominee").
BACKGROUND
(A) The Security Holder has agreed to make available to Arbroath Boatyard Limited a term loan facility of £2,200,000 and a revolving credit facility of £600,000 under a facility agreement dated 28 February 2025 (the "Facility Agreement").
(B) It is a condition of the Facility Agreement that the Pledgor grants security over the Shares in favour of the Security Holder by way of this Pledge, and transfers the Shares to the Nominee to be held on behalf of the Security Holder.
1. DEFINITIONS AND INTERPRETATION
1.1 In this Pledge:
"Business Day" means a day (other than a Saturday or Sunday) on which banks are open for general business in Edinburgh;
"Company" means ARBROATH BOATYARD LIMITED, incorporated in Scotland under the Companies Acts (registered number SC287654), having its registered office at Harbour Workshops, Shore, Arbroath DD11 1PB;
"Enforcement Event" means the occurrence of an Event of Default (as defined in the Facility Agreement) which is continuing and in respect of which the Security Holder has given notice under clause 22.19 (Acceleration) of the Facility Agreement;
"Finance Documents" has the meaning given to it in the Facility Agreement;
"Further Shares" means any shares in the Company, other than the Original Shares, which are allotted, issued or transferred to, or otherwise acquired by, the Pledgor after the date of this Pledge;
"Original Shares" means 120,000 ordinary shares of £1 each in the capital of the Company, being the whole of its issued share capital;
"Related Rights" means all dividends, interest and other distributions paid or payable on the Shares, and all rights, money or property (other than shares) accruing or offered at any time in respect of the Shares by way of redemption, preference, option or otherwise;
"Secured Liabilities" means all present and future obligations and liabilities (whether actual or contingent, whether owed jointly or severally and whether as principal or surety) of the Pledgor and the Company to the Security Holder under or in connection with the Finance Documents, including this Pledge;
"Shares" means the Original Shares and, upon their transfer to the Nominee under clause 4, any Further Shares.
1.2 Terms defined in the Facility Agreement have the same meanings in this Pledge unless given a different meaning in it.`,
      `2. UNDERTAKING TO PAY
2.1 The Pledgor undertakes to the Security Holder that it will pay and discharge the Secured Liabilities when due.
3. PLEDGE AND ASSIGNATION IN SECURITY
3.1 As continuing security for the payment and discharge of the Secured Liabilities, the Pledgor pledges the Shares to the Security Holder, and has transferred them to the Nominee to be held as security for the Security Holder on the terms of this Pledge.
3.2 The Pledgor assigns to the Security Holder, in security for the Secured Liabilities, all of its right, title and interest in and to the Related Rights.
3.3 The Pledgor confirms that on or before the date of this Pledge: (a) it has delivered to the Security Holder a stock transfer form in respect of the Original Shares, duly executed by it in favour of the Nominee, together with the share certificate for them; (b) the directors of the Company have approved the registration of that transfer; and (c) the Nominee has been entered in the register of members of the Company as the holder of the Original Shares, and a new share certificate in the name of the Nominee has been delivered to the Security Holder.
3.4 The Nominee acknowledges that it holds the Shares as nominee for the Security Holder and undertakes to deal with them only as the Security Holder directs in accordance with this Pledge.
4. FURTHER SHARES
4.1 The Pledgor acknowledges that Further Shares will not be subject to the security constituted by this Pledge unless and until they are transferred into the name of the Nominee.
4.2 Accordingly, within five Business Days after becoming entitled to any Further Shares, the Pledgor shall execute and deliver a stock transfer form transferring them to the Nominee and shall procure the registration of that transfer, whereupon they shall be pledged under clause 3.1.
5. ARTICLES OF ASSOCIATION
5.1 The Pledgor confirms that the articles of association of the Company were amended by special resolution passed on 26 February 2025 so that (a) the pre-emption rights on transfer do not apply to any transfer of shares to the Security Holder, the Nominee or any purchaser from either of them on enforcement; and (b) the directors may not decline to register any such transfer.
6. VOTING RIGHTS AND DIVIDENDS
6.1 Until an Enforcement Event occurs: (a) the Nominee shall exercise the voting rights attaching to the Shares as the Pledgor directs in writing, provided that it shall not be obliged to act on any direction which would prejudice the security constituted by this Pledge or be inconsistent with the Finance Documents; and (b) the Security Holder shall pay, or procure that the Nominee pays, to the Pledgor all dividends received by it or the Nominee in respect of the Shares.
6.2 At any time after an Enforcement Event has occurred, the Security Holder may (without any further consent of the Pledgor), and may direct the Nominee to, exercise all voting and other rights attaching to the Shares as it thinks fit, and may retain all dividends and other Related Rights and apply them towards the Secured Liabilities.
7. RESTRICTIONS ON DEALING
7.1 The Pledgor shall not, without the prior written consent of the Security Holder: (a) create or permit to subsist any Security over any of the Shares or Related Rights, other than this Pledge; or (b) sell, transfer, assign or otherwise dispose of any interest in the Shares or the Related Rights.
7.2 The Pledgor shall procure that the Company does not allot any shares, or grant any right to subscribe for shares, to any person other than the Pledgor.`,
      `8. ENFORCEMENT
8.1 The security constituted by this Pledge shall become immediately enforceable on the occurrence of an Enforcement Event.
8.2 After the security has become enforceable, the Security Holder may, without notice to the Pledgor and without any court order, sell or otherwise dispose of all or any of the Shares and Related Rights, by public roup or private bargain, at such time, for such consideration and on such terms as it thinks fit, and may cause the Nominee to execute any transfer in favour of the Security Holder or any purchaser.
8.3 To the extent that the Shares and Related Rights constitute financial collateral and this Pledge constitutes a security financial collateral arrangement (each as defined in the Financial Collateral Arrangements (No. 2) Regulations 2003), the Security Holder shall have the right, at any time after the security has become enforceable, to appropriate all or any part of them in or towards discharge of the Secured Liabilities. The value of the appropriated Shares shall be their fair value as determined by an independent firm of chartered accountants selected by the Security Holder, and the Pledgor agrees that this method of valuation is commercially reasonable.
9. POWER OF ATTORNEY
9.1 The Pledgor, by way of security, irrevocably appoints the Security Holder and each of its delegates to be its attorney, with full power of substitution, to execute and deliver any document and do anything which the Pledgor is obliged to do under this Pledge but has not done, or which the Security Holder considers necessary to exercise any of its rights in relation to the Shares after the security has become enforceable.
10. CONTINUING SECURITY AND RELEASE
10.1 This Pledge is a continuing security and shall remain in force until the Secured Liabilities have been irrevocably paid and discharged in full, whereupon the Security Holder shall procure that the Nominee re-transfers the Shares to the Pledgor at the Pledgor's expense.
11. GOVERNING LAW AND JURISDICTION
11.1 This Pledge shall be governed by and construed in accordance with the law of Scotland, and the parties prorogate the non-exclusive jurisdiction of the Scottish courts.
11.2 The parties consent to the registration of this Pledge and of any certificate referred to in it for preservation and execution.
IN WITNESS WHEREOF these presents consisting of this and the two preceding pages are subscribed as follows, the date of delivery being 5 March 2025:
Subscribed for and on behalf of TAYSIDE MARINE HOLDINGS LIMITED by Euan Fairweather, director, at Dundee on 3 March 2025 before this witness: Kirsty Lamont, trainee solicitor, 9 Perth Road, Dundee	E. Fairweather
Subscribed for and on behalf of FORTHBANK BUSINESS FINANCE LIMITED by Morag Henderson, authorised signatory, at Edinburgh on 5 March 2025 before this witness: Callum Rae, paralegal, 60 Queen Street, Edinburgh	M. Henderson
Subscribed for and on behalf of FORTHBANK NOMINEES LIMITED by Morag Henderson, director, at Edinburgh on 5 March 2025 before this witness: Callum Rae, paralegal, 60 Queen Street, Edinburgh	M. Henderson`,
      `CERTIFICATE OF THE REGISTRATION OF A CHARGE
Company number: SC498321
Charge code: SC49 8321 0007
The Registrar of Companies for Scotland hereby certifies that a charge dated 5 March 2025 and created by TAYSIDE MARINE HOLDINGS LIMITED was delivered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 14 March 2025.
Given at Companies House, Edinburgh on 17 March 2025.
The above information was communicated by electronic means and authenticated by the Registrar of Companies under section 1115 of the Companies Act 2006.`,
    ],
    gold: {
      chargor: names(
        '(1) TAYSIDE MARINE HOLDINGS LIMITED, incorporated in Scotland under the Companies Acts (registered number SC498321), having its registered office at 14 Riverside Drive, Dundee DD1 4XA (the "Pledgor");',
        'Tayside Marine Holdings Limited',
      ),
      chargee: names(
        [
          '(2) FORTHBANK BUSINESS FINANCE LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176044), having its registered office at 60 Queen Street, Edinburgh EH2 4NA (the "Security Holder"); and',
          '(3) FORTHBANK NOMINEES LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176102), having its registered office at 60 Queen Street, Edinburgh EH2 4NA (the "Nominee").',
        ],
        'Forthbank Business Finance Limited',
      ),
      date: date('2025-03-05', 'the date of delivery being 5 March 2025'),
      company: identifier('SC287654', '"Company" means ARBROATH BOATYARD LIMITED, incorporated in Scotland under the Companies Acts (registered number SC287654)'),
      shares: text('"Original Shares" means 120,000 ordinary shares of £1 each in the capital of the Company, being the whole of its issued share capital;', '120,000 ordinary shares'),
      'secured-liabilities': text(
        '"Secured Liabilities" means all present and future obligations and liabilities (whether actual or contingent, whether owed jointly or severally and whether as principal or surety) of the Pledgor and the Company to the Security Holder under or in connection with the Finance Documents',
        'Finance Documents',
      ),
      'transfer-to-security-holder': yes(
        '(c) the Nominee has been entered in the register of members of the Company as the holder of the Original Shares, and a new share certificate in the name of the Nominee has been delivered to the Security Holder.',
      ),
      'rights-before-enforcement': text(
        '6.1 Until an Enforcement Event occurs: (a) the Nominee shall exercise the voting rights attaching to the Shares as the Pledgor directs in writing',
        'as the Pledgor directs',
      ),
      'rights-after-enforcement': text(
        '6.2 At any time after an Enforcement Event has occurred, the Security Holder may (without any further consent of the Pledgor), and may direct the Nominee to, exercise all voting and other rights attaching to the Shares as it thinks fit, and may retain all dividends',
        'voting',
      ),
      'enforcement-trigger': text(
        [
          '8.1 The security constituted by this Pledge shall become immediately enforceable on the occurrence of an Enforcement Event.',
          '"Enforcement Event" means the occurrence of an Event of Default (as defined in the Facility Agreement) which is continuing and in respect of which the Security Holder has given notice under clause 22.19 (Acceleration) of the Facility Agreement;',
        ],
        'Enforcement Event',
      ),
      appropriation: yes(
        [
          'the Security Holder shall have the right, at any time after the security has become enforceable, to appropriate all or any part of them in or towards discharge of the Secured Liabilities.',
          'The value of the appropriated Shares shall be their fair value as determined by an independent firm of chartered accountants selected by the Security Holder',
        ],
        'fair value',
      ),
      articles: [
        yes('5.1 The Pledgor confirms that the articles of association of the Company were amended by special resolution passed on 26 February 2025', 'amended'),
        no(
          '5.1 The Pledgor confirms that the articles of association of the Company were amended by special resolution passed on 26 February 2025 so that (a) the pre-emption rights on transfer do not apply to any transfer of shares to the Security Holder',
          'amended',
        ),
      ],
      'dealing-restrictions': yes(
        '7.1 The Pledgor shall not, without the prior written consent of the Security Holder: (a) create or permit to subsist any Security over any of the Shares or Related Rights, other than this Pledge; or (b) sell, transfer, assign or otherwise dispose of any interest in the Shares or the Related Rights.',
      ),
      'further-shares': no('4.1 The Pledgor acknowledges that Further Shares will not be subject to the security constituted by this Pledge unless and until they are transferred into the name of the Nominee.'),
      'companies-house-registration': yes(
        'The Registrar of Companies for Scotland hereby certifies that a charge dated 5 March 2025 and created by TAYSIDE MARINE HOLDINGS LIMITED was delivered pursuant to Chapter A1 Part 25 of the Companies Act 2006 on 14 March 2025.',
      ),
      'power-of-attorney': yes('9.1 The Pledgor, by way of security, irrevocably appoints the Security Holder and each of its delegates to be its attorney'),
      'governing-law': text('11.1 This Pledge shall be governed by and construed in accordance with the law of Scotland', 'law of Scotland'),
    },
    own: [
      {
        id: 'own-1',
        text: 'In whose name are the pledged shares now registered?',
        gold: names(
          [
            '(3) FORTHBANK NOMINEES LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176102), having its registered office at 60 Queen Street, Edinburgh EH2 4NA (the "Nominee").',
            '(c) the Nominee has been entered in the register of members of the Company as the holder of the Original Shares',
            '(2) FORTHBANK BUSINESS FINANCE LIMITED, incorporated in Scotland under the Companies Acts (registered number SC176044)',
          ],
          'Forthbank Nominees Limited',
        ),
      },
      {
        id: 'own-2',
        text: 'Can the lender sell the shares on enforcement without going to court?',
        gold: yes('the Security Holder may, without notice to the Pledgor and without any court order, sell or otherwise dispose of all or any of the Shares and Related Rights'),
      },
      {
        id: 'own-3',
        text: 'Who signed the pledge for the pledgor?',
        gold: names('Subscribed for and on behalf of TAYSIDE MARINE HOLDINGS LIMITED by Euan Fairweather, director', 'Euan Fairweather'),
      },
    ],
  },
];
