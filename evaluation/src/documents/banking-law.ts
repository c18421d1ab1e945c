import type { EvaluationDocument } from '../evaluation-document.ts';

export const BANKING_LAW_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'facility-agreement-en-lma-with-guarantee',
    expectedTypeKey: 'facility-agreement',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Senior term and revolving facilities agreement, Halcyon Digital Group',
    lookAlike: true,
    pages: [
      `EXECUTION VERSION
£45,000,000
SENIOR FACILITIES AGREEMENT
dated 27 February 2024
for
HALCYON DIGITAL GROUP LIMITED
as Company
arranged by
THAMES & SEVERN BANK PLC and NORTHUMBRIAN CAPITAL BANK LIMITED
as Mandated Lead Arrangers
with
THAMES & SEVERN BANK PLC
acting as Agent and Security Agent
with an Accordion Facility
This Agreement is subject to the terms of the Intercreditor Agreement.`,
      `THIS AGREEMENT is dated 27 February 2024 and made between:
(1) HALCYON DIGITAL GROUP LIMITED (the Company);
(2) THE SUBSIDIARIES of the Company listed in Part I of Schedule 1 as original borrowers (the Original Borrowers) and as original guarantors (the Original Guarantors);
(3) THAMES & SEVERN BANK PLC and NORTHUMBRIAN CAPITAL BANK LIMITED as mandated lead arrangers (whether acting individually or together, the Arranger);
(4) THE FINANCIAL INSTITUTIONS listed in Part II of Schedule 1 as lenders (the Original Lenders);
(5) THAMES & SEVERN BANK PLC as agent of the other Finance Parties (the Agent).
IT IS AGREED as follows:
SECTION 1 INTERPRETATION
1.1 Definitions
"Availability Period" means (a) in relation to Facility A, the period from and including the date of this Agreement to and including the date falling 3 months after it; (b) in relation to the Revolving Facility, the period to the date one month before the Termination Date.
"Compounded Reference Rate" means, in relation to any RFR Banking Day during the Interest Period of a Loan, the percentage rate per annum which is the aggregate of the Daily Non-Cumulative Compounded RFR Rate for that day and the applicable Credit Adjustment Spread.
"Facility A Commitment" means £35,000,000. "Revolving Facility Commitment" means £10,000,000.
"Margin" means 3.25 per cent. per annum, subject to the margin ratchet in Clause 9.4.
"Majority Lenders" means a Lender or Lenders whose Commitments aggregate more than 66⅔ per cent. of the Total Commitments.
"Termination Date" means the date falling five years after the date of this Agreement.
SECTION 2 THE FACILITIES
2.1 Subject to the terms of this Agreement, the Lenders make available to the Borrowers a sterling term loan facility in an aggregate amount equal to the Total Facility A Commitments and a multicurrency revolving credit facility.
3. PURPOSE
Each Borrower shall apply all amounts borrowed under Facility A towards financing the acquisition of Pennine Data Solutions Limited and the Revolving Facility towards general corporate purposes.
4. CONDITIONS OF UTILISATION
The Company may not deliver a Utilisation Request unless the Agent has received all of the documents listed in Part I of Schedule 2 in form and substance satisfactory to it.
5. UTILISATION
A Borrower may borrow a Loan by delivery to the Agent of a duly completed Utilisation Request not later than 11.00 a.m. three Business Days before the proposed Utilisation Date.`,
      `SECTION 4 REPAYMENT, PREPAYMENT AND CANCELLATION
6. REPAYMENT
The Borrowers shall repay Facility A Loans in instalments on each Repayment Date as set out in Schedule 8, with the balance repaid on the Termination Date.
7. ILLEGALITY, CHANGE OF CONTROL AND MANDATORY PREPAYMENT
If any person or group of persons acting in concert gains control of the Company, the Total Commitments shall be cancelled and all outstanding Loans shall become immediately due and payable.
SECTION 5 COSTS OF UTILISATION
9. INTEREST
The rate of interest on each Loan for any day during an Interest Period is the percentage rate per annum which is the aggregate of the applicable Margin and the Compounded Reference Rate (SONIA) for that day.
SECTION 7 GUARANTEE
17. GUARANTEE AND INDEMNITY
17.1 Each Guarantor irrevocably and unconditionally jointly and severally guarantees to each Finance Party punctual performance by each Borrower of all that Borrower's obligations under the Finance Documents, and undertakes that whenever a Borrower does not pay any amount when due it shall immediately on demand pay that amount as if it was the principal obligor.
17.2 This guarantee is a continuing guarantee and will extend to the ultimate balance of sums payable by any Obligor under the Finance Documents, regardless of any intermediate payment or discharge in whole or in part.
17.4 Waiver of defences: the obligations of each Guarantor will not be affected by an act, omission, matter or thing which would reduce, release or prejudice any of its obligations.
17.5 Immediate recourse: each Guarantor waives any right it may have of first requiring any Finance Party to proceed against or enforce any other rights or security before claiming from that Guarantor.
SECTION 8 REPRESENTATIONS, UNDERTAKINGS AND EVENTS OF DEFAULT
18. REPRESENTATIONS: each Obligor makes the representations and warranties set out in this Clause 18 to each Finance Party; the Repeating Representations are deemed to be made on the date of each Utilisation Request.
21. FINANCIAL COVENANTS: Leverage in respect of any Relevant Period shall not exceed 3.00:1; Interest Cover shall not be less than 4.00:1.
23. EVENTS OF DEFAULT: each of the events or circumstances set out in this Clause 23 is an Event of Default, including non-payment, breach of financial covenants, cross default, insolvency and material adverse change.
SECTION 12 GOVERNING LAW AND ENFORCEMENT
This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.`,
    ],
  },
  {
    id: 'facility-letter-ni-property',
    expectedTypeKey: 'facility-agreement',
    practiceArea: 'banking-law',
    region: 'NI',
    title: 'Facility letter to Laganside Holdings Limited',
    pages: [
      `BELFAST TRADING BANK PLC
Corporate Banking, 1 Donegall Square East, Belfast BT1 5HB
Private & Confidential
The Directors
Laganside Holdings Limited
15 Donegall Square North
Belfast BT1 5GB
6 September 2023
Dear Sirs
FACILITY LETTER - TERM LOAN FACILITY OF £4,200,000
We, Belfast Trading Bank plc (the Bank), are pleased to offer you, Laganside Holdings Limited (the Borrower), the facility described below, subject to the terms and conditions of this letter and the Bank's Standard Terms and Conditions for Business Lending (the Standard Terms).
1. FACILITY: a term loan facility of up to £4,200,000 (the Facility).
2. PURPOSE: to refinance existing borrowings secured on the Borrower's investment properties at 27 Ann Street and 31 Ann Street, Belfast.
3. AVAILABILITY: the Facility is available for drawing in one amount within 30 days of the date of this letter, provided that the Bank has received the conditions precedent listed in Schedule 1.
4. INTEREST: interest is payable quarterly at the rate of 2.75% per annum above the Bank's Base Rate.
5. REPAYMENT: the Facility shall be repaid by 20 quarterly instalments of £52,500, with the balance repaid in full five years after drawdown.
6. SECURITY: first legal mortgage over the Properties; assignment of rental income; debenture from the Borrower.
7. FINANCIAL COVENANTS: the Loan to Value shall not exceed 65%; the Interest Cover shall be not less than 175%, tested quarterly.
8. EVENTS OF DEFAULT: the events set out in clause 12 of the Standard Terms, and any breach of the financial covenants, shall be Events of Default, whereupon the Bank may demand immediate repayment.
9. GOVERNING LAW: this letter is governed by the laws of Northern Ireland.
Please confirm acceptance by signing and returning the enclosed copy of this letter within 14 days.
Yours faithfully
For and on behalf of Belfast Trading Bank plc`,
    ],
  },
  {
    id: 'debenture-en',
    expectedTypeKey: 'debenture',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Debenture granted by Halcyon Digital Group and others',
    pages: [
      `THIS DEED is dated 27 February 2024
PARTIES
(1) HALCYON DIGITAL GROUP LIMITED and THE COMPANIES listed in Schedule 1 (each a Chargor and together the Chargors).
(2) THAMES & SEVERN BANK PLC as security trustee for the Secured Parties (the Security Agent).
DEBENTURE
BACKGROUND
The Lenders have agreed to make available the facilities under the Facilities Agreement on condition that the Chargors grant security under this deed.
1. DEFINITIONS
"Secured Liabilities": all present and future obligations and liabilities of each Obligor to any Secured Party under each Finance Document.
"Charged Property": all the assets, property and undertaking of each Chargor which are, or are intended to be, subject to the Security created by this deed.
2. COVENANT TO PAY
Each Chargor shall, on demand, pay to the Security Agent and discharge the Secured Liabilities when they become due.
3. GRANT OF SECURITY
3.1 As a continuing security for the payment and discharge of the Secured Liabilities, each Chargor with full title guarantee charges to the Security Agent: (a) by way of first legal mortgage, each Property listed in Schedule 2; (b) by way of first fixed charge, all its Book Debts, its Bank Accounts, its Intellectual Property and its Investments; and (c) by way of first floating charge, all its undertaking and assets not effectively mortgaged, charged or assigned by way of fixed security.
3.2 Paragraph 14 of Schedule B1 to the Insolvency Act 1986 applies to the floating charge created by clause 3.1(c), which is a qualifying floating charge.
4. CRYSTALLISATION
The Security Agent may, by notice to a Chargor, convert the floating charge into a fixed charge with immediate effect as regards any asset specified in the notice if an Event of Default is continuing. The floating charge shall automatically crystallise if any Chargor creates or attempts to create any Security over any Charged Property.
5. ENFORCEMENT
The security constituted by this deed shall become immediately enforceable if an Event of Default occurs and is continuing. The power of sale conferred by section 101 of the Law of Property Act 1925 shall be immediately exercisable at any time after the security has become enforceable.
6. RECEIVERS
At any time after the security has become enforceable, the Security Agent may appoint one or more persons to be a receiver or receiver and manager, or an administrator of a Chargor.
7. POWER OF ATTORNEY
Each Chargor, by way of security, irrevocably appoints the Security Agent and every Receiver to be its attorney.
8. GOVERNING LAW
This deed is governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'bond-and-floating-charge-sc',
    expectedTypeKey: 'debenture',
    practiceArea: 'banking-law',
    region: 'SC',
    title: 'Bond and floating charge by Forth Valley Packaging Limited',
    pages: [
      `BOND AND FLOATING CHARGE
by
FORTH VALLEY PACKAGING LIMITED
in favour of
CALEDONIAN CAPITAL BANK PLC
WE, FORTH VALLEY PACKAGING LIMITED, incorporated under the Companies Acts (registered number SC598731) and having our registered office at Unit 3, Dove Wynd, Eurocentral, Motherwell ML1 4XP (the Company), UNDERTAKE to pay to CALEDONIAN CAPITAL BANK PLC (the Bank) on demand all sums which are now or which may at any time hereafter become due to the Bank by the Company, whether as principal or surety, together with interest and charges (the Secured Liabilities).
1. FLOATING CHARGE
In security of the Secured Liabilities the Company hereby grants in favour of the Bank a floating charge over the whole of the property (including uncalled capital) which is or may be from time to time while this instrument is in force comprised in the property and undertaking of the Company.
2. RANKING
Subject to section 464(2) of the Companies Act 1985 and to any ranking agreement, the floating charge hereby created shall rank in priority to any other fixed security and floating charge created by the Company after the date of this instrument.
3. QUALIFYING FLOATING CHARGE
Paragraph 14 of Schedule B1 to the Insolvency Act 1986 applies to the floating charge hereby created.
4. NEGATIVE PLEDGE
The Company shall not, without the prior written consent of the Bank, create any fixed security or other floating charge over any part of its property and undertaking.
5. ENFORCEMENT
At any time after the Secured Liabilities have become due and remain unpaid, the Bank may appoint an administrator of the Company.
6. GOVERNING LAW
This Bond and Floating Charge shall be governed by and construed in accordance with the law of Scotland. The Company consents to registration hereof for preservation and execution.
IN WITNESS WHEREOF these presents are executed at Motherwell on 18 October 2022 by a director of the Company before a witness.`,
    ],
  },
  {
    id: 'guarantee-en-personal',
    expectedTypeKey: 'guarantee',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Personal guarantee by Robert Cassidy to Yorkshire Mercantile Bank',
    pages: [
      `THIS DEED is dated 14 August 2023
PARTIES
(1) ROBERT JAMES CASSIDY of 9 Harewood Avenue, Harrogate HG2 8JS (the Guarantor).
(2) YORKSHIRE MERCANTILE BANK PLC (company number 00456789) (the Bank).
DEED OF GUARANTEE AND INDEMNITY
BACKGROUND
The Bank has agreed to make facilities available to Pennine Data Solutions Limited (the Borrower) on condition that the Guarantor enters into this deed. The Guarantor is a director and shareholder of the Borrower and will benefit from the facilities.
1. GUARANTEE AND INDEMNITY
1.1 In consideration of the Bank making or continuing to make facilities available to the Borrower, the Guarantor guarantees to the Bank, whenever the Borrower does not pay any of the Guaranteed Obligations when due, to pay on demand those Guaranteed Obligations.
1.2 The Guarantor, as principal obligor and as a separate and independent obligation and liability from his obligations as a guarantor, agrees to indemnify the Bank in full on demand against all losses, costs and expenses arising from any failure of the Borrower to perform the Guaranteed Obligations.
2. LIMIT
The maximum aggregate liability of the Guarantor under this deed shall not exceed £250,000 plus interest and enforcement costs.
3. CONTINUING GUARANTEE
This guarantee is and shall at all times be a continuing security and shall cover the ultimate balance from time to time owing to the Bank by the Borrower.
4. GUARANTOR'S LIABILITY NOT AFFECTED
The liability of the Guarantor shall not be reduced, discharged or otherwise adversely affected by any time, waiver or consent granted to the Borrower, any variation of the Facility, or any insolvency of the Borrower.
5. IMMEDIATE RECOURSE
The Guarantor waives any right he may have to require the Bank to proceed against or enforce any other right or security before claiming from the Guarantor under this deed.
6. DEFERRAL OF RIGHTS
Until the Guaranteed Obligations have been irrevocably paid in full, the Guarantor shall not exercise any rights of subrogation or contribution.
7. INDEPENDENT ADVICE
The Guarantor confirms that he has received independent legal advice on the nature and effect of this deed before signing it.
Signed as a deed by ROBERT JAMES CASSIDY in the presence of a witness.`,
    ],
  },
  {
    id: 'share-charge-en',
    expectedTypeKey: 'share-security',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Share charge over shares in Pennine Data Solutions Limited',
    pages: [
      `THIS DEED is dated 29 February 2024
PARTIES
(1) HALCYON DIGITAL GROUP LIMITED (company number 12998877) (the Chargor).
(2) THAMES & SEVERN BANK PLC as security trustee for the Secured Parties (the Security Agent).
SHARE CHARGE
1. DEFINITIONS
"Company": Pennine Data Solutions Limited (company number 08765123).
"Shares": all the shares in the capital of the Company held by, to the order of or on behalf of the Chargor at any time.
"Related Rights": all dividends, interest and other distributions paid or payable on the Shares, and all shares, rights, money or other property accruing or offered at any time in respect of the Shares.
2. GRANT OF SECURITY
As a continuing security for the payment and discharge of the Secured Liabilities, the Chargor with full title guarantee charges to the Security Agent, by way of first fixed charge, all the Shares and all Related Rights.
3. DELIVERY OF DOCUMENTS OF TITLE
The Chargor shall, on the date of this deed, deliver to the Security Agent all share certificates in respect of the Shares, together with stock transfer forms executed in blank and left undated.
4. VOTING RIGHTS AND DIVIDENDS
Before the security becomes enforceable the Chargor may continue to exercise the voting rights and receive dividends in respect of the Shares. After it has become enforceable the Security Agent may exercise or refrain from exercising all voting rights.
5. ENFORCEMENT AND APPROPRIATION
5.1 To the extent that the Shares and Related Rights constitute financial collateral and this deed constitutes a security financial collateral arrangement within the meaning of the Financial Collateral Arrangements (No. 2) Regulations 2003, the Security Agent shall have the right, at any time after the security has become enforceable, to appropriate all or any part of the Shares in or towards discharge of the Secured Liabilities.
5.2 The value of appropriated Shares shall be their market value as determined by reference to an independent valuation.
6. GOVERNING LAW
This deed is governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'intercreditor-en',
    expectedTypeKey: 'intercreditor-agreement',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Intercreditor agreement, Halcyon Digital Group',
    pages: [
      `INTERCREDITOR AGREEMENT
dated 27 February 2024
between
HALCYON DIGITAL GROUP LIMITED as the Company
THAMES & SEVERN BANK PLC as Senior Agent and Security Agent
THE SENIOR LENDERS named in this Agreement
HALCYON TOPCO LIMITED as Subordinated Creditor
and
THE INTRA-GROUP LENDERS named in this Agreement
1. DEFINITIONS
"Senior Discharge Date" means the first date on which all Senior Liabilities have been fully and finally discharged, whether or not as the result of an enforcement, and the Senior Lenders are under no further obligation to provide financial accommodation to any of the Debtors.
"Subordinated Liabilities" means the Liabilities owed to the Subordinated Creditor by the Debtors under the Subordinated Loan Agreement.
2. RANKING AND PRIORITY
Each of the Parties agrees that the Liabilities owed by the Debtors to the Creditors shall rank in right and priority of payment in the following order: first, the Senior Liabilities; second, the Intra-Group Liabilities and the Subordinated Liabilities pari passu between themselves.
3. SUBORDINATED LIABILITIES
3.1 Prior to the Senior Discharge Date, the Debtors may only make Payments of the Subordinated Liabilities if the Payment is a Permitted Payment.
3.2 Payment Blockage: a Permitted Payment may not be made if a Senior Payment Default is continuing or if a Stop Notice has been issued and remains outstanding, for up to 120 days.
4. ENFORCEMENT
4.1 The Subordinated Creditor may not take any Enforcement Action in respect of the Subordinated Liabilities before the expiry of a Standstill Period of 179 days from the date the Senior Agent receives notice of a Subordinated Event of Default.
4.2 The Security Agent may enforce the Transaction Security only if instructed by the Instructing Group.
5. TURNOVER OF RECEIPTS
If any Creditor receives a payment in respect of any Liabilities other than in accordance with this Agreement, it shall hold it on trust for the Security Agent and promptly pay it to the Security Agent for application in accordance with the order of application of proceeds.
6. DISTRESSED DISPOSALS
If a Distressed Disposal is being effected, the Security Agent is irrevocably authorised to release the Transaction Security and any claims of the Subordinated Creditor against the asset disposed of.
7. GOVERNING LAW
This Agreement is governed by English law.`,
    ],
  },
  {
    id: 'facility-agreement-ie-term-loan',
    expectedTypeKey: 'facility-agreement',
    practiceArea: 'banking-law',
    region: 'IE',
    title: 'Term loan facility agreement, Nordstar Software Holdings DAC',
    pages: [
      `€20,000,000
TERM LOAN FACILITY AGREEMENT
dated 3 October 2023
between
NORDSTAR SOFTWARE HOLDINGS DESIGNATED ACTIVITY COMPANY
as Borrower
and
LIFFEY MUTUAL BANK DESIGNATED ACTIVITY COMPANY
as Lender
1. DEFINITIONS AND INTERPRETATION
"Commitment" means €20,000,000, to the extent not cancelled, reduced or transferred under this Agreement.
"EURIBOR" means, in relation to any Loan, the applicable Screen Rate as of the Specified Time for euro and for a period equal in length to the Interest Period of that Loan.
"Final Repayment Date" means the fifth anniversary of the date of this Agreement.
"Margin" means 3.5 per cent. per annum.
2. THE FACILITY
Subject to the terms of this Agreement, the Lender makes available to the Borrower a euro term loan facility in an aggregate amount equal to the Commitment, to be applied towards financing the acquisition of Ardmore Analytics Limited.
3. CONDITIONS OF UTILISATION
The Borrower may not deliver a Utilisation Request until the Lender has received the documents listed in Schedule 1, including the Share Charge over the shares in the Target and a legal opinion from the Lender's Irish counsel.
4. INTEREST
The rate of interest on the Loan for each Interest Period is the percentage rate per annum which is the aggregate of the Margin and EURIBOR. The Borrower may select Interest Periods of one, three or six months.
5. REPAYMENT: the Borrower shall repay the Loan in ten equal semi-annual instalments.
6. UNDERTAKINGS: the Borrower shall ensure that Leverage does not exceed 3.5:1 and Interest Cover is not less than 3:1 on each Test Date, and shall not create any Security over its assets (negative pledge).
7. EVENTS OF DEFAULT: non-payment; breach of financial covenants; misrepresentation; cross default; insolvency or examinership under Part 10 of the Companies Act 2014; change of control. On and at any time after the occurrence of an Event of Default the Lender may declare the Loan immediately due and payable.
8. GOVERNING LAW: this Agreement is governed by Irish law.`,
    ],
  },
  {
    id: 'cautionary-obligation-sc',
    expectedTypeKey: 'guarantee',
    practiceArea: 'banking-law',
    region: 'SC',
    title: 'Guarantee by Kenneth Grant for Deeside Outdoor Limited',
    pages: [
      `GUARANTEE
by
KENNETH JOHN GRANT
in favour of
CALEDONIAN CAPITAL BANK PLC
I, KENNETH JOHN GRANT, residing at Birkhall Cottage, Ballater AB35 5SU (the Cautioner), in consideration of Caledonian Capital Bank plc (the Bank) granting or continuing banking facilities to Deeside Outdoor Limited (SC466120) (the Principal Debtor), HEREBY GUARANTEE to the Bank, and bind myself as cautioner for and co-principal obligor with the Principal Debtor, to pay to the Bank on demand all sums which are now or which may at any time hereafter become due to the Bank by the Principal Debtor, together with interest and charges, declaring that my liability hereunder shall not exceed ONE HUNDRED AND FIFTY THOUSAND POUNDS (£150,000) together with interest from the date of demand.
1. This guarantee shall be a continuing security and shall not be discharged by any intermediate payment or settlement of account.
2. The Bank may grant time or indulgence to, or make any arrangement with, the Principal Debtor without discharging my liability, and I shall not be entitled to the benefit of discussion or division.
3. Until all sums due to the Bank have been paid in full I shall not take any security from the Principal Debtor or rank in any insolvency of the Principal Debtor in competition with the Bank.
4. I acknowledge that before signing this guarantee I was advised to take independent legal advice and did so.
5. This guarantee shall be governed by the law of Scotland and I consent to registration hereof for preservation and execution.
IN WITNESS WHEREOF these presents are subscribed by me at Aberdeen on 14 March 2022 before this witness.`,
    ],
  },
  {
    id: 'share-pledge-sc',
    expectedTypeKey: 'share-security',
    practiceArea: 'banking-law',
    region: 'SC',
    title: 'Share pledge over shares in Deeside Outdoor Limited',
    pages: [
      `SHARE PLEDGE
by
CAIRNGORM LEISURE GROUP LIMITED
in favour of
CALEDONIAN CAPITAL BANK PLC
1. DEFINITIONS
"Company" means Deeside Outdoor Limited, incorporated under the Companies Acts (SC466120).
"Secured Liabilities" means all present and future obligations and liabilities of the Pledgor to the Bank.
"Securities" means the 1,000 ordinary shares of £1 each in the Company, and all other shares in the Company from time to time transferred to the Bank or its nominee under this Pledge, together with all Derivative Assets.
2. PLEDGE
2.1 In security for the payment and discharge of the Secured Liabilities, the Pledgor hereby pledges and assigns to the Bank the Securities, and shall transfer the Securities to the Bank or its nominee, who shall be entered in the register of members of the Company as holder.
2.2 The Bank shall hold the Securities as security only, and on the irrevocable discharge of the Secured Liabilities shall retransfer them to the Pledgor.
3. VOTING AND DIVIDENDS
Until an Enforcement Event occurs, the Bank shall exercise the voting rights attaching to the Securities as the Pledgor directs, and shall pay over to the Pledgor any dividends received.
4. ENFORCEMENT
At any time after an Enforcement Event, the Bank may sell or otherwise dispose of the Securities, and to the extent the Securities constitute financial collateral, may appropriate them in accordance with the Financial Collateral Arrangements (No. 2) Regulations 2003.
5. LAW
This Pledge shall be governed by the law of Scotland.
IN WITNESS WHEREOF these presents are executed at Aberdeen on 2 March 2022.`,
    ],
  },
  {
    id: 'deed-of-priority-en',
    expectedTypeKey: 'intercreditor-agreement',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Deed of priority between Yorkshire Mercantile Bank and Calder Living Finance',
    pages: [
      `THIS DEED is dated 9 November 2023
PARTIES
(1) YORKSHIRE MERCANTILE BANK PLC (company number 00456789) (First Chargee).
(2) CALDER LIVING FINANCE LIMITED (company number 13002211) (Second Chargee).
(3) KIRKGATE COMMERCIAL HOLDINGS LIMITED (company number 09812345) (Company).
DEED OF PRIORITY
BACKGROUND
(A) The Company has granted a legal charge over 41 Wellington Street, Leeds dated 28 July 2023 to the First Chargee (the First Charge), and proposes to grant a second legal charge over the same property to the Second Chargee (the Second Charge).
(B) The First Chargee and the Second Chargee have agreed to regulate the priority of their security on the terms of this deed.
1. PRIORITY
Notwithstanding the order of creation, registration or notice, the First Charge shall rank in priority to the Second Charge for all amounts secured by the First Charge up to a maximum of £1,900,000 plus interest and costs (the Priority Amount), and the Second Charge shall rank after it.
2. CONSENT
The First Chargee consents to the creation of the Second Charge.
3. ENFORCEMENT
The Second Chargee shall not take any step to enforce the Second Charge without giving the First Chargee not less than 30 days' notice.
4. APPLICATION OF PROCEEDS
All money received from enforcement of the security over the property shall be applied first in discharge of the Priority Amount, then to the Second Chargee, and then to the Company.
5. LAND REGISTRY
The parties shall apply to HM Land Registry to note this deed on the register.
6. GOVERNING LAW: the law of England and Wales.
Executed as a deed.`,
    ],
  },
  {
    id: 'revolving-facility-agreement-en-bilateral',
    expectedTypeKey: 'facility-agreement',
    practiceArea: 'banking-law',
    region: 'EN',
    title: 'Revolving credit facility agreement, Westcountry Foods Group',
    pages: [
      `DATED 14 March 2024
WESTCOUNTRY FOODS GROUP LIMITED
as Borrower
and
WESSEX COMMERCIAL BANK PLC
as Lender
£6,000,000 REVOLVING CREDIT FACILITY AGREEMENT
THIS AGREEMENT is dated 14 March 2024 and made between (1) WESTCOUNTRY FOODS GROUP LIMITED (the Borrower) and (2) WESSEX COMMERCIAL BANK PLC (the Lender).
1. DEFINITIONS
"Availability Period" means the period from the date of this Agreement to the date falling one month before the Termination Date.
"Commitment" means £6,000,000.
"Loan" means a loan made or to be made under the Facility.
"Margin" means 2.75 per cent. per annum.
"Termination Date" means the third anniversary of the date of this Agreement.
2. THE FACILITY
The Lender makes available to the Borrower a sterling revolving credit facility in an aggregate amount equal to the Commitment.
3. PURPOSE
The Borrower shall apply all amounts borrowed by it under the Facility towards its working capital requirements and the acquisition of Dartmoor Bakehouse Limited.
4. UTILISATION
The Borrower may borrow a Loan if the Lender receives a duly completed Utilisation Request not later than 10.00 a.m. two Business Days before the proposed Utilisation Date. Each Loan shall be repaid on the last day of its Interest Period and may be redrawn.
5. INTEREST
The rate of interest on each Loan is the aggregate of the Margin and Daily Non-Cumulative Compounded SONIA.
6. COMMITMENT FEE
The Borrower shall pay a commitment fee of 40 per cent. of the Margin on the undrawn Commitment during the Availability Period.
7. FINANCIAL COVENANTS
Net Debt to EBITDA shall not exceed 2.5:1 and Interest Cover shall be at least 4:1, each tested quarterly.
8. EVENTS OF DEFAULT
The events in clause 21 are Events of Default; on and at any time after an Event of Default the Lender may cancel the Commitment and declare all Loans immediately due and payable.
9. GOVERNING LAW: English law.`,
    ],
  },
  {
    id: 'debenture-ni',
    expectedTypeKey: 'debenture',
    practiceArea: 'banking-law',
    region: 'NI',
    title: 'Debenture by Laganside Holdings Limited',
    pages: [
      `DATED 6 September 2023
LAGANSIDE HOLDINGS LIMITED
as Chargor
in favour of
BELFAST TRADING BANK PLC
ALL ASSETS DEBENTURE
THIS DEBENTURE is made on the date stated above between LAGANSIDE HOLDINGS LIMITED, a company incorporated in Northern Ireland with number NI612211 (the Chargor), and BELFAST TRADING BANK PLC (the Bank).
1. COVENANT TO PAY: the Chargor covenants with the Bank that it will on demand pay and discharge the Secured Liabilities.
2. FIXED SECURITY: the Chargor, as continuing security for the payment of the Secured Liabilities, charges to the Bank by way of first legal mortgage the Properties described in Schedule 1 (including the lands comprised in Folio AN44120 County Antrim) and by way of first fixed charge all its book debts, goodwill, uncalled capital, plant and machinery and the benefit of its insurances.
3. FLOATING CHARGE: the Chargor charges to the Bank by way of first floating charge all its undertaking, property and assets, present and future, not effectively charged by way of fixed charge. Paragraph 15 of Schedule B1 to the Insolvency (Northern Ireland) Order 1989 applies to this floating charge.
4. CONVERSION: the Bank may by notice convert the floating charge into a fixed charge as regards any assets specified in the notice.
5. RESTRICTIONS: the Chargor shall not create or permit to subsist any security over the Charged Assets, nor dispose of them otherwise than in the ordinary course of trading.
6. ENFORCEMENT: at any time after the Secured Liabilities have become payable the Bank may appoint a receiver or an administrator.
7. LAW: this Debenture is governed by the law of Northern Ireland.
IN WITNESS whereof this Debenture has been executed as a deed.`,
    ],
  },
  {
    id: 'parent-guarantee-to-bank-ie',
    expectedTypeKey: 'guarantee',
    practiceArea: 'banking-law',
    region: 'IE',
    title: 'Guarantee by Nordstar Software AS of Nordstar Software Holdings DAC',
    pages: [
      `DATED 3 October 2023
NORDSTAR SOFTWARE AS
as Guarantor
in favour of
LIFFEY MUTUAL BANK DESIGNATED ACTIVITY COMPANY
as Lender
DEED OF GUARANTEE
THIS DEED OF GUARANTEE is made on the date stated above by NORDSTAR SOFTWARE AS, a company incorporated in Norway (the Guarantor), in favour of LIFFEY MUTUAL BANK DESIGNATED ACTIVITY COMPANY (the Lender).
1. The Guarantor irrevocably and unconditionally guarantees to the Lender the due and punctual payment by Nordstar Software Holdings Designated Activity Company (the Borrower) of all sums owing by the Borrower under the Facility Agreement dated 3 October 2023 (the Guaranteed Obligations), and undertakes that whenever the Borrower does not pay any of the Guaranteed Obligations when due it shall immediately on demand pay that amount as if it were the principal obligor.
2. The Guarantor agrees as a separate and independent obligation to indemnify the Lender against any loss it incurs if any of the Guaranteed Obligations is or becomes unenforceable.
3. This guarantee is a continuing guarantee and shall extend to the ultimate balance of the Guaranteed Obligations.
4. The obligations of the Guarantor shall not be affected by any time or waiver granted to the Borrower, any amendment of the Facility Agreement, or the examinership or liquidation of the Borrower.
5. The Guarantor waives any right to require the Lender to proceed first against the Borrower or any security.
6. This Deed is governed by the laws of Ireland and the Guarantor submits to the jurisdiction of the Irish courts.`,
    ],
  },
];
