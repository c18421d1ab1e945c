import type { EvaluationDocument } from '../evaluation-document.ts';

export const CONSTRUCTION_LAW_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'jct-design-and-build-en',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'JCT Design and Build Contract 2016, Riverside Retail Park Unit 9',
    pages: [
      `JCT
Design and Build Contract 2016
DB 2016
This Agreement is made the 3rd day of July 2023
Between
MERSEY VALLEY RETAIL LIMITED (Company No. 06123998) whose registered office is at 40 King Street, Manchester M2 4WY ("the Employer")
And
PEAKLAND CONSTRUCTION LIMITED (Company No. 01987433) whose registered office is at Hope Valley Works, Sheffield S33 6RB ("the Contractor")
Recitals
Whereas
First: the Employer wishes to have the following work carried out: the design and construction of a retail warehouse unit of 3,200 square metres with service yard and car parking at Unit 9, Riverside Retail Park, Stockport ("the Works");
Second: the Employer has supplied to the Contractor documents showing and describing or otherwise stating his requirements ("the Employer's Requirements");
Third: in response to the Employer's Requirements the Contractor has supplied to the Employer documents showing and describing the Contractor's proposals for the design and construction of the Works ("the Contractor's Proposals") and an analysis of the portion of the Contract Sum to which they relate ("the Contract Sum Analysis");
Articles
Article 1: Contractor's obligations - The Contractor shall complete the design for the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.
Article 2: Contract Sum - The Employer shall pay the Contractor at the times and in the manner specified in the Conditions the VAT-exclusive sum of Four Million Six Hundred and Twenty Thousand Pounds (£4,620,000.00) ("the Contract Sum").
Article 3: Employer's Agent - For the purposes of this Contract the Employer's Agent is Brindley Cost Consultants LLP.
Article 7: Adjudication - If any dispute or difference arises under this Contract either Party may refer it to adjudication in accordance with clause 9.2.`,
      `Contract Particulars
Part 1: General
Article 8 Arbitration: does not apply.
Clause 1.1 Date for Completion of the Works: 29 March 2024
Clause 2.5 Insurance cover for the Contractor's design: professional indemnity insurance with a level of cover of £5,000,000 for each and every claim, maintained for 12 years from practical completion.
Clause 2.29.2 Liquidated damages at the rate of £12,500 per week or part week.
Clause 2.35 Rescue period: Rectification Period 12 months from the date of practical completion.
Clause 4.7 Interim Valuation Dates: the last day of each month.
Clause 4.18 Retention Percentage: 3 per cent, halving on practical completion.
Clause 6.7 Insurance Option: Option A (new buildings where the Contractor is required to take out a Joint Names All Risks Policy).
Clause 9.2.1 Adjudicator nominating body: Royal Institution of Chartered Surveyors.
Schedule of Amendments: the Conditions are amended as set out in the Schedule of Amendments annexed, including the deletion of clause 2.26.5 (Relevant Events: delay caused by statutory undertakers).
Attestation
Executed as a deed by the Employer acting by two directors. Executed as a deed by the Contractor acting by a director in the presence of a witness.`,
    ],
  },
  {
    id: 'sbcc-design-and-build-sc',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'SC',
    title: 'SBCC Design and Build Contract for use in Scotland, Eurocentral Unit 3',
    pages: [
      `SBCC
Scottish Building Contract Committee
Design and Build Contract for use in Scotland
DB/Scot 2016
BUILDING CONTRACT
between
LANARKSHIRE INDUSTRIAL PROPERTIES LIMITED, incorporated under the Companies Acts (SC244188), having their registered office at 100 Hope Street, Glasgow ("the Employer")
and
CLYDEBUILT CONTRACTORS LIMITED, incorporated under the Companies Acts (SC173320), having their registered office at 2 Kelvin Campus, Glasgow ("the Contractor")
WHEREAS the Employer wishes to have the following work carried out: the extension and refurbishment of the industrial unit at Unit 3, Dove Wynd, Eurocentral, Motherwell ("the Works");
NOW THEREFORE the Employer and the Contractor HAVE AGREED AND DO HEREBY AGREE as follows:
Article 1: the Contractor shall complete the design of the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.
Article 2: the Employer shall pay to the Contractor the sum of One Million Nine Hundred and Eighty Thousand Pounds (£1,980,000) exclusive of VAT ("the Contract Sum").
Article 7: the law of Scotland shall apply to this Contract and the parties submit to the exclusive jurisdiction of the Scottish courts.
Abstract of Conditions and Contract Particulars
Date of Entry to the site: 10 January 2023
Date for Completion of the Works: 15 September 2023
Liquidated and ascertained damages: £4,000 per week
Rectification Period: 12 months
Retention Percentage: 3%
Schedule Part 3: Employer's Requirements, Contractor's Proposals and Contract Sum Analysis as listed.
IN WITNESS WHEREOF these presents consisting of this and the preceding page together with the Schedule annexed are executed by the parties at Glasgow on 9 December 2022.`,
    ],
  },
  {
    id: 'riai-contract-ie',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'IE',
    title: 'RIAI contract, Block D Sandyford Business Park',
    pages: [
      `ARTICLES OF AGREEMENT
RIAI Standard Form of Building Contract (Yellow Form, 2017 Edition)
Issued by the Royal Institute of the Architects of Ireland with the agreement of the Construction Industry Federation and the Society of Chartered Surveyors Ireland
(For use where quantities do not form part of the Contract)
ARTICLES OF AGREEMENT made the 20th day of March 2023
BETWEEN DUBLIN SOUTH COMMERCIAL ESTATES DAC of 10 Fitzwilliam Place, Dublin 2 (hereinafter called "the Employer") of the one part
AND LEINSTER BUILDERS UNLIMITED COMPANY of Naas Road, Dublin 12 (hereinafter called "the Contractor") of the other part.
WHEREAS the Employer is desirous of carrying out the fit-out of the second and third floors of Block D, Sandyford Business Park, Dublin 18 (hereinafter called "the Works") and has caused drawings and a specification describing the work to be done to be prepared by HMK Architects.
NOW IT IS HEREBY AGREED as follows:
1. For the consideration hereinafter mentioned the Contractor will upon and subject to the Conditions annexed hereto carry out and complete the Works shown upon the Drawings and described by or referred to in the Specification.
2. The Employer will pay to the Contractor the sum of €2,740,000 (exclusive of VAT) (hereinafter called "the Contract Sum") or such other sum as shall become payable hereunder at the times and in the manner specified in the Conditions.
3. The term "the Architect" in the said Conditions shall mean HMK Architects of 5 Harcourt Road, Dublin 2.
APPENDIX
Date for possession: 3 April 2023. Date for completion: 15 December 2023. Liquidated damages: €6,000 per week. Period for honouring certificates: 14 days. Defects period: 12 months. Retention: 5% until practical completion, 2.5% thereafter. The Construction Contracts Act 2013 applies.
IN WITNESS whereof the parties hereto have set their hands.`,
    ],
  },
  {
    id: 'nec4-ecc-ni',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'NI',
    title: 'NEC4 Engineering and Construction Contract, Mallusk Enterprise Park',
    pages: [
      `NEC4 Engineering and Construction Contract
Option A: Priced contract with activity schedule
Contract Data Part One - Data provided by the Client
1 General
The conditions of contract are the core clauses and the clauses for main Option A, dispute resolution Option W2 and secondary Options X2, X5, X7, X13, X16 and X18 of the NEC4 Engineering and Construction Contract (June 2017 with amendments January 2023).
The works are the construction of a new distribution warehouse at Unit 8, Mallusk Enterprise Park, Newtownabbey.
The Client is Antrim Fabrications Limited, Unit 7, Mallusk Enterprise Park, Newtownabbey BT36 4GX.
The Project Manager is Lagan Project Services Limited.
The Supervisor is Harbour Quantity Surveyors.
The Scope is in the documents listed in Annex 1.
The language of the contract is English. The law of the contract is the law of Northern Ireland.
The period for reply is 2 weeks. The period for retention is 2 years following Completion.
3 Time
The starting date is 6 November 2023. The access date is 6 November 2023. The Contractor submits revised programmes at intervals no longer than 4 weeks. The completion date for the whole of the works is 26 July 2024.
X7 Delay damages: delay damages for Completion of the whole of the works are £3,500 per day.
X16 Retention: the retention free amount is £50,000 and the retention percentage is 3%.
X18 Limitation of liability: the Contractor's total liability to the Client for all matters arising under or in connection with the contract is limited to the total of the Prices.
W2 Adjudication: the Adjudicator nominating body is the Chartered Institute of Arbitrators (Irish Branch). The Construction Contracts (Northern Ireland) Order 1997 applies.
Contract Data Part Two - Data provided by the Contractor
The Contractor is Causeway Civil Engineering Limited. The fee percentage is 6%. The total of the Prices is £6,115,000. The activity schedule is in Annex 4.`,
    ],
  },
  {
    id: 'professional-appointment-architect-en',
    expectedTypeKey: 'professional-appointment',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Appointment of architect, Riverside Retail Park Unit 9',
    pages: [
      `THIS DEED OF APPOINTMENT is dated 12 January 2023
PARTIES
(1) MERSEY VALLEY RETAIL LIMITED (company number 06123998) (the Client).
(2) HARGREAVES LUND ARCHITECTS LIMITED (company number 04567788) (the Consultant).
BACKGROUND
The Client wishes to appoint the Consultant as architect and lead designer for the Project, and the Consultant has agreed to perform the Services on the terms of this deed.
1. APPOINTMENT
The Client appoints the Consultant to perform the Services described in Schedule 1 (Schedule of Services), from RIBA Plan of Work Stage 2 to Stage 6.
2. STANDARD OF CARE
The Consultant warrants that it has exercised and will continue to exercise the reasonable skill, care and diligence to be expected of a properly qualified and competent architect experienced in carrying out services of a similar size, scope and complexity.
3. PROHIBITED MATERIALS
The Consultant shall not specify for use in the Project any materials generally known at the time of specification to be deleterious, and shall comply with the BCO Good Practice in the Selection of Construction Materials.
4. FEES
The Client shall pay the Consultant the Fee of £186,000 (exclusive of VAT) in instalments in accordance with Schedule 2, against monthly invoices, the final date for payment being 28 days after the due date.
5. COPYRIGHT
Copyright in the Material remains vested in the Consultant. The Consultant grants the Client an irrevocable, non-exclusive, royalty-free licence to copy and use the Material for any purpose relating to the Project.
6. PROFESSIONAL INDEMNITY INSURANCE
The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for each and every claim for 12 years after practical completion, provided that such insurance remains available at commercially reasonable rates.
7. NET CONTRIBUTION
The Consultant's liability for loss or damage shall be limited to such sum as it would be just and equitable for the Consultant to pay having regard to its responsibility, on the basis that all other consultants and the contractor have provided undertakings on the same terms.
8. COLLATERAL WARRANTIES
Within 14 days of a request the Consultant shall enter into collateral warranties in favour of any funder, purchaser or tenant in the form of Schedule 4.
9. SUSPENSION AND TERMINATION
The Client may terminate the Consultant's engagement at any time by giving not less than 14 days' written notice.
Executed as a deed.`,
    ],
  },
  {
    id: 'collateral-warranty-en-tenant',
    expectedTypeKey: 'collateral-warranty',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Collateral warranty from Peakland Construction to Heaton Garden Centres',
    pages: [
      `THIS DEED is dated 2 May 2024
PARTIES
(1) PEAKLAND CONSTRUCTION LIMITED (company number 01987433) (Contractor).
(2) HEATON GARDEN CENTRES LIMITED (company number 03355771) (Beneficiary).
(3) MERSEY VALLEY RETAIL LIMITED (company number 06123998) (Employer).
COLLATERAL WARRANTY
BACKGROUND
(A) The Employer has engaged the Contractor to carry out the design and construction of the Works at Unit 9, Riverside Retail Park, Stockport under the Building Contract.
(B) The Beneficiary has entered into an agreement for lease with the Employer and will take a lease of the Property.
AGREED TERMS
1. WARRANTY
The Contractor warrants to the Beneficiary that it has carried out and will carry out the Works in accordance with the Building Contract, and that it has exercised and will exercise in the design of the Works all the reasonable skill, care and diligence to be expected of a properly qualified and competent designer.
2. LIABILITY
The Contractor shall have no greater liability to the Beneficiary under this deed than it would have had if the Beneficiary had been named as a joint employer under the Building Contract, and may rely on any limitation in the Building Contract.
3. PROHIBITED MATERIALS
The Contractor warrants that it has not used and will not use any prohibited materials in the Works.
4. COPYRIGHT
The Contractor grants the Beneficiary an irrevocable, royalty-free, non-exclusive licence to copy and use the design documents for any purpose related to the Property.
5. INSURANCE
The Contractor shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for 12 years from practical completion.
6. ASSIGNMENT
The Beneficiary may assign the benefit of this deed on two occasions without the consent of the Contractor by way of absolute legal assignment to a permitted assignee of the lease.
7. STEP-IN
The Contractor shall not exercise any right to terminate the Building Contract without giving the Beneficiary 21 days' prior notice, during which the Beneficiary may give a Notice of Step-in requiring the Contractor to accept the instructions of the Beneficiary.
8. EXPIRY
The Beneficiary may not commence any action under this deed after 12 years from the date of practical completion of the Works.
Executed as a deed by each party.`,
    ],
  },
  {
    id: 'performance-bond-en-abi',
    expectedTypeKey: 'performance-bond',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Performance bond for Peakland Construction, Riverside Retail Park',
    pages: [
      `GUARANTEE BOND
Association of British Insurers model form
BY THIS GUARANTEE BOND dated 3 July 2023
WE PEAKLAND CONSTRUCTION LIMITED (company number 01987433) whose registered office is at Hope Valley Works, Sheffield S33 6RB (the Contractor) and
PENNINE SURETY INSURANCE PLC (company number 00778456) whose registered office is at 10 Eastgate, Leeds LS2 7LY (the Surety)
are held and firmly bound to MERSEY VALLEY RETAIL LIMITED (the Employer) in the sum of £462,000 (the Bond Amount) for the payment of which sum the Contractor and the Surety bind themselves, their successors and assigns jointly and severally by this Guarantee Bond.
WHEREAS the Contractor by an agreement made between the Employer of the one part and the Contractor of the other part has entered into a contract (the Contract) for the design and construction of a retail warehouse unit at Unit 9, Riverside Retail Park, Stockport as shown and described in the Contract.
NOW THE CONDITIONS of the above-written Bond are such that:
1. If the Contractor shall subject to Condition 2 duly perform and observe all the terms provisions conditions and stipulations of the Contract on the Contractor's part to be performed and observed, or if on default by the Contractor the Surety shall satisfy and discharge the damages sustained by the Employer thereby up to the amount of this Guarantee Bond, then this obligation shall be null and void but otherwise shall be and remain in full force and effect.
2. The Surety shall not be discharged or released by any alteration of the terms of the Contract or by any allowance of time by the Employer.
3. This Guarantee Bond shall expire on the date of issue of the certificate of practical completion under the Contract, and any claim shall be notified to the Surety in writing before that date.
IN WITNESS whereof the Contractor and the Surety have executed this Guarantee Bond as a deed.`,
    ],
  },
  {
    id: 'parent-company-guarantee-sc',
    expectedTypeKey: 'performance-bond',
    practiceArea: 'construction-law',
    region: 'SC',
    title: 'Parent company guarantee for Clydebuilt Contractors, Eurocentral',
    lookAlike: true,
    pages: [
      `PARENT COMPANY GUARANTEE
by
CLYDEBUILT GROUP HOLDINGS LIMITED
in favour of
LANARKSHIRE INDUSTRIAL PROPERTIES LIMITED
relating to the extension and refurbishment of Unit 3, Dove Wynd, Eurocentral
WHEREAS
(A) By a building contract dated 9 December 2022 (the Building Contract), Lanarkshire Industrial Properties Limited (the Employer) engaged Clydebuilt Contractors Limited (the Contractor) to design and construct the Works.
(B) Clydebuilt Group Holdings Limited (the Guarantor) is the ultimate holding company of the Contractor, and it is a condition of the Building Contract that the Guarantor enters into this guarantee.
NOW THEREFORE the Guarantor undertakes as follows:
1. The Guarantor guarantees to the Employer the due performance by the Contractor of all its obligations under the Building Contract. If the Contractor fails to perform any of those obligations the Guarantor shall, on demand, perform or procure performance of them and indemnify the Employer against all losses arising from the failure.
2. The Guarantor shall have no greater liability to the Employer under this guarantee than the Contractor has, or would have had, under the Building Contract, and the Guarantor shall be entitled to the benefit of any defence that the Contractor could have raised.
3. No alteration in the terms of the Building Contract, nor any forbearance or extension of time granted to the Contractor, shall release the Guarantor.
4. This guarantee shall expire twelve years after the date of practical completion of the Works, save in respect of claims notified before that date.
5. The Employer may assign the benefit of this guarantee to any person to whom it assigns the benefit of the Building Contract.
6. This guarantee shall be governed by the law of Scotland.
IN WITNESS WHEREOF these presents are subscribed for and on behalf of the Guarantor by a director at Glasgow on 9 December 2022 before a witness.`,
    ],
  },
  {
    id: 'pay-less-notice-en',
    expectedTypeKey: 'payment-notice',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Pay less notice, Interim Application 7, Riverside Retail Park',
    pages: [
      `BRINDLEY COST CONSULTANTS LLP
On behalf of Mersey Valley Retail Limited (the Employer)
To: Peakland Construction Limited (the Contractor), Hope Valley Works, Sheffield S33 6RB
Date: 15 February 2024
Contract: JCT Design and Build Contract 2016 dated 3 July 2023, Unit 9, Riverside Retail Park, Stockport
NOTICE OF INTENTION TO PAY LESS
Issued under clause 4.10.5 of the Contract and section 111 of the Housing Grants, Construction and Regeneration Act 1996
Interim Payment: Application No. 7, dated 31 January 2024 (the Interim Payment Application)
Due date: 7 February 2024
Final date for payment: 21 February 2024
Sum stated as due in the Interim Payment Application: £612,450.00
The Employer intends to pay less than the sum stated as due in the Interim Payment Application.
The sum that the Employer considers to be due on the date this notice is given is: £488,960.00
The basis on which that sum has been calculated is as follows:
Gross valuation of the Works as applied for: £3,218,400.00
Less: valuation of the drainage works not yet installed: (£74,300.00)
Less: steel frame defects, remedial works (see Employer's Agent's report of 9 February 2024): (£41,800.00)
Gross valuation considered due: £3,102,300.00
Less retention at 3%: (£93,069.00)
Less previously certified: (£2,520,271.00)
Sum considered to be due: £488,960.00
Signed: Brindley Cost Consultants LLP, Employer's Agent`,
    ],
  },
  {
    id: 'payment-claim-notice-ie',
    expectedTypeKey: 'payment-notice',
    practiceArea: 'construction-law',
    region: 'IE',
    title: 'Payment claim notice, Block D Sandyford fit-out',
    pages: [
      `LEINSTER BUILDERS UNLIMITED COMPANY
Naas Road, Dublin 12
To: Dublin South Commercial Estates DAC, 10 Fitzwilliam Place, Dublin 2
Copy: HMK Architects (the Architect)
Date: 31 August 2023
PAYMENT CLAIM NOTICE
Delivered pursuant to section 4 of the Construction Contracts Act 2013
Construction contract: RIAI Standard Form of Building Contract (Yellow Form, 2017 Edition) dated 20 March 2023 for the fit-out of the second and third floors of Block D, Sandyford Business Park, Dublin 18.
Payment claim date: 31 August 2023 (Interim Payment Claim No. 5)
Period covered: 1 August 2023 to 31 August 2023
Amount of the payment claimed: €402,115.00 (exclusive of VAT)
Basis on which the amount is calculated:
Value of work executed to date: €1,611,900.00
Value of materials on site: €48,200.00
Gross value: €1,660,100.00
Less retention at 5%: (€83,005.00)
Less amounts previously paid: (€1,174,980.00)
Amount claimed: €402,115.00
Payment is due within 30 days of the payment claim date. If you contest this claim you must deliver a response to this notice within 21 days of the payment claim date, stating the amount you propose to pay, the reasons for the difference and the basis on which that amount is calculated.
Signed for and on behalf of Leinster Builders Unlimited Company`,
    ],
  },
  {
    id: 'practical-completion-certificate-en',
    expectedTypeKey: 'practical-completion-certificate',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Practical completion statement, Riverside Retail Park Unit 9',
    pages: [
      `JCT Design and Build Contract 2016
Practical Completion Statement
Issued under clause 2.27 of the Conditions
Employer: Mersey Valley Retail Limited, 40 King Street, Manchester M2 4WY
Contractor: Peakland Construction Limited, Hope Valley Works, Sheffield S33 6RB
Works: design and construction of a retail warehouse unit with service yard and car parking
Situated at: Unit 9, Riverside Retail Park, Stockport
Contract dated: 3 July 2023
Serial no.: PC-01
We hereby state that, for the purposes of the Contract, practical completion of the Works was achieved and the Contractor has complied sufficiently with clauses 3.18.3 and 3.18.4 on 12 April 2024.
The Rectification Period will therefore end on 11 April 2025.
The outstanding works and defects listed in the attached schedule (Schedule of Defects, 31 items) are to be completed by the Contractor within 28 days. The snagging items do not prevent the Works from being occupied for their intended purpose.
Signed by or on behalf of the Employer: Brindley Cost Consultants LLP, Employer's Agent
Date of issue: 15 April 2024
Distribution: Employer, Contractor, Heaton Garden Centres Limited (prospective tenant), Building Control.`,
    ],
  },
  {
    id: 'jct-minor-works-wa',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'WA',
    title: 'JCT Minor Works Building Contract, café refit, Castle Arcade Swansea',
    pages: [
      `Minor Works Building Contract 2016
MW 2016
Agreement
This Agreement is made the 6th day of November 2023
Between
The Employer: BARA BREWI CAFE LIMITED (Company No. 14566021) of 5 Castle Arcade, Swansea SA1 1PE
And
The Contractor: GWYR SHOPFITTING LIMITED (Company No. 08877123) of Unit 9, Fforestfach Industrial Estate, Swansea SA5 4HY
Recitals
First: the Employer wishes the following work to be done: refitting of the café including new counters, kitchen extraction, shopfront and finishes at 5 Castle Arcade, Swansea ("the Works") under the direction of the Architect/Contract Administrator.
Second: the Employer has had the following documents prepared which show and describe the work to be done: drawings numbered GS-101 to GS-114 and the specification dated October 2023.
Articles
1. The Contractor shall carry out and complete the Works in accordance with the Contract Documents.
2. The Employer will pay the Contractor the sum of £86,450 (exclusive of VAT) or such other sum as shall become payable under this Contract at the times and in the manner specified in the Conditions.
3. The Architect/Contract Administrator for this Contract is Ffion Rees RIBA, Rees Architecture, 12 Walter Road, Swansea.
Contract Particulars
Works commencement date: 8 January 2024. Date for Completion: 15 March 2024. Liquidated damages: £750 per week. Rescue period: 3 months. Retention: 5%, 2.5% after practical completion. Interim payments: monthly. Adjudication: the Scheme for Construction Contracts (England and Wales) Regulations 1998 applies as amended by clause 7.2.
Signed by the Employer and the Contractor.`,
    ],
  },
  {
    id: 'public-works-contract-ie',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'IE',
    title: 'Public works contract, school extension, Ballincollig',
    pages: [
      `CONTRACT FOR THE EXTENSION OF SCOIL MHUIRE, BALLINCOLLIG, CO. CORK
Public Works Contract for Building Works designed by the Employer (PW-CF1 v2.3)
Form of Tender and Schedule
The Employer: The Board of Management of Scoil Mhuire, acting on behalf of the Minister for Education
The Contractor: Munster Building Contractors Limited, Little Island, Co. Cork
Contract Agreement
This Agreement is made on 20 April 2023 between the Employer and the Contractor.
1. The Contractor shall perform the Contract in accordance with the Contract documents, which are this Agreement, the Conditions, the Schedule Part 1 and Part 2, the Works Requirements and the Pricing Document.
2. The Employer shall pay the Contractor the Contract Sum, adjusted in accordance with the Contract, in consideration of the Contractor's performance of its obligations.
Schedule Part 1
1A The Employer's Representative is Carrig Project Management, Cork.
1F The Date for Substantial Completion is 52 weeks from the Starting Date.
1H Delay damages: €2,200 per working day.
1J Defects Period: 500 days after Substantial Completion.
1K Performance bond: 12.5% of the Contract Sum, from an approved bondsman.
1M Retention: 3% of the value of work executed.
1T Price variation: the Inflation Index applies as set out in Part 1K.
Schedule Part 2 (completed by the Contractor)
The Contract Sum is €3,874,210 (exclusive of VAT).
Subcontractor details and insurances as listed.
Disputes shall be resolved by conciliation and then arbitration, without prejudice to adjudication under the Construction Contracts Act 2013.`,
    ],
  },
  {
    id: 'engineer-appointment-ie',
    expectedTypeKey: 'professional-appointment',
    practiceArea: 'construction-law',
    region: 'IE',
    title: 'Appointment of civil and structural engineer, Block D Sandyford',
    pages: [
      `AGREEMENT FOR THE APPOINTMENT OF A CONSULTING ENGINEER
THIS AGREEMENT is made on 3 November 2022
BETWEEN DUBLIN SOUTH COMMERCIAL ESTATES DAC (the "Client") and BARRETT MAHONY STRUCTURES LIMITED, Consulting Engineers, of 2 Haddington Terrace, Dun Laoghaire (the "Engineer").
WHEREAS the Client intends to fit out the second and third floors of Block D, Sandyford Business Park, Dublin 18 (the "Project") and wishes to appoint the Engineer to provide civil and structural engineering services for the Project.
1. The Client appoints the Engineer to perform the services described in the Schedule of Services (the "Services"), being the services set out in the ACEI Conditions of Engagement with the amendments listed.
2. The Engineer shall perform the Services with the reasonable skill, care and diligence to be expected of a competent consulting engineer experienced in projects of a similar nature and scale.
3. The Client shall pay the Engineer a fee of €142,000 (excluding VAT), payable in stages as set out in Appendix B.
4. The Engineer shall maintain professional indemnity insurance with a limit of indemnity of not less than €6,500,000 for any one claim, for a period of six years after completion of the Services.
5. The Engineer's liability shall be limited to such sum as it would be just and equitable for the Engineer to pay having regard to the extent of its responsibility (net contribution).
6. Copyright in all drawings and documents prepared by the Engineer shall remain with the Engineer, but the Client shall have a licence to use them for all purposes connected with the Project.
7. The Engineer shall act as Assigned Certifier's structural ancillary certifier under the Building Control Regulations.
8. This Agreement is governed by the laws of Ireland.`,
    ],
  },
  {
    id: 'third-party-rights-schedule-en',
    expectedTypeKey: 'collateral-warranty',
    practiceArea: 'construction-law',
    region: 'EN',
    title: 'Third party rights schedule, appointment of Hargreaves Lund Architects',
    pages: [
      `SCHEDULE 5
THIRD PARTY RIGHTS
Part 1: Rights Particulars
Consultant: Hargreaves Lund Architects Limited
Project: Unit 9, Riverside Retail Park, Stockport
Third Party: a Purchaser, a Tenant or a Funder notified to the Consultant under paragraph 2.
Level of PI insurance: £5,000,000 for each and every claim. Period of PI insurance: 12 years from practical completion.
Part 2: Third Party Rights
1. The Consultant warrants to the Third Party that it has performed and will continue to perform the Services with the reasonable skill, care and diligence required by this appointment.
2. The Client may give notice to the Consultant that a Third Party is to benefit from the rights in this schedule. The Third Party may enforce those rights under the Contracts (Rights of Third Parties) Act 1999 from the date of that notice.
3. The Consultant shall have no greater liability to the Third Party than it would have had if the Third Party had been a party to this appointment as joint client, and may rely on any defence it would have had against the Client.
4. The Funder may, by notice, require the Consultant to accept its instructions in place of the Client's (step-in), and the Consultant shall not terminate this appointment without first giving the Funder 21 days' notice.
5. The Consultant grants the Third Party a licence to copy and use the Material for any purpose related to the Project.
6. A Third Party may assign the benefit of these rights twice without the Consultant's consent.
7. No action may be brought by a Third Party after 12 years from practical completion.`,
    ],
  },
  {
    id: 'interim-certificate-ni',
    expectedTypeKey: 'payment-notice',
    practiceArea: 'construction-law',
    region: 'NI',
    title: 'Interim certificate and payment notice no. 4, Mallusk warehouse',
    pages: [
      `LAGAN PROJECT SERVICES LIMITED
Project Manager
PAYMENT CERTIFICATE No. 4
NEC4 Engineering and Construction Contract, Option A
Client: Antrim Fabrications Limited
Contractor: Causeway Civil Engineering Limited
Works: new distribution warehouse at Unit 8, Mallusk Enterprise Park
Assessment date: 29 February 2024
Date of certificate: 7 March 2024
In accordance with clause 51.1 of the contract, and article 9 of the Construction Contracts (Northern Ireland) Order 1997, I certify the amount due as follows:
Price for Work Done to Date (completed activities per activity schedule): £2,416,300.00
Less retention at 3% above the retention free amount: (£70,989.00)
Amount due (cumulative): £2,345,311.00
Less amount due at previous assessment: (£1,701,442.00)
Amount due at this assessment: £643,869.00
The basis of the assessment is the attached schedule of completed activities. The final date for payment is 21 March 2024.
Signed: Project Manager, for and on behalf of Lagan Project Services Limited`,
    ],
  },
  {
    id: 'jct-standard-building-contract-ni',
    expectedTypeKey: 'building-contract',
    practiceArea: 'construction-law',
    region: 'NI',
    title: 'JCT Standard Building Contract with Quantities, Ann Street redevelopment',
    pages: [
      `STANDARD BUILDING CONTRACT WITH QUANTITIES 2016
SBC/Q 2016 (as amended for use in Northern Ireland)
THIS AGREEMENT is made the 12th day of February 2024
BETWEEN LAGANSIDE HOLDINGS LIMITED of 15 Donegall Square North, Belfast (the Employer) and McALEESE CONSTRUCTION LIMITED of 40 Boucher Road, Belfast (the Contractor).
RECITALS
First: the Employer wishes to have the following work carried out: demolition of the rear return and construction of a four-storey office extension at 27-31 Ann Street, Belfast (the Works).
Second: the Employer has had drawings and bills of quantities prepared which show and describe the work to be done.
ARTICLES
Article 1: the Contractor shall carry out and complete the Works in accordance with the Contract Documents.
Article 2: the Employer shall pay the Contractor the VAT-exclusive sum of £3,965,000 or such other sum as shall become payable.
Article 3: the Architect/Contract Administrator is Hamilton Ruddock Architects, Belfast.
Article 4: the Quantity Surveyor is O'Kane Cost Management.
CONTRACT PARTICULARS
Date of Possession of the site: 4 March 2024. Date for Completion: 30 May 2025. Liquidated damages: £9,000 per week. Rectification Period: 12 months. Retention Percentage: 3 per cent. Insurance of the Works: Option C (existing structures). Adjudication: the Construction Contracts (Northern Ireland) Order 1997 and the Scheme for Construction Contracts in Northern Ireland Regulations 1999 apply.
ATTESTATION: executed as a deed by the Employer and the Contractor.`,
    ],
  },
  {
    id: 'collateral-warranty-funder-sc',
    expectedTypeKey: 'collateral-warranty',
    practiceArea: 'construction-law',
    region: 'SC',
    title: 'Collateral warranty by Clydebuilt Contractors in favour of Caledonian Capital Bank',
    pages: [
      `COLLATERAL WARRANTY
by
CLYDEBUILT CONTRACTORS LIMITED
in favour of
CALEDONIAN CAPITAL BANK PLC
with the consent of
LANARKSHIRE INDUSTRIAL PROPERTIES LIMITED
Unit 3, Dove Wynd, Eurocentral
CONSIDERING THAT the Employer has entered into a building contract with the Contractor dated 9 December 2022 for the extension and refurbishment of Unit 3, Dove Wynd, Eurocentral, and the Funder has agreed to provide finance to the Employer in connection with the Works:
NOW THEREFORE the Contractor undertakes to the Funder as follows:
1. The Contractor warrants that it has performed and will perform its obligations under the Building Contract, and that it has exercised the reasonable skill and care of a competent designer in the design of the Works.
2. The Contractor shall not be entitled to rescind the Building Contract without first giving the Funder not less than 21 days' written notice, during which the Funder may step in and require the Contractor to continue the Works for the Funder or its appointee.
3. The Contractor shall maintain professional indemnity insurance of not less than £5,000,000 for each claim for 10 years from practical completion.
4. The Funder may assign the benefit of this Warranty without the consent of the Contractor to any person providing finance in connection with the Works.
5. The Contractor's liability under this Warranty shall be no greater than its liability under the Building Contract.
6. This Warranty is governed by the law of Scotland.
IN WITNESS WHEREOF these presents are executed by the Contractor at Glasgow on 9 December 2022.`,
    ],
  },
  {
    id: 'certificate-of-substantial-completion-ie',
    expectedTypeKey: 'practical-completion-certificate',
    practiceArea: 'construction-law',
    region: 'IE',
    title: 'Certificate of substantial completion, Scoil Mhuire extension',
    pages: [
      `CARRIG PROJECT MANAGEMENT
Employer's Representative
CERTIFICATE OF SUBSTANTIAL COMPLETION
Contract: Public Works Contract for Building Works designed by the Employer, Extension of Scoil Mhuire, Ballincollig, Co. Cork
Employer: The Board of Management of Scoil Mhuire
Contractor: Munster Building Contractors Limited
Certificate No.: SC-01
In accordance with clause 9.8 of the Conditions of Contract, I hereby certify that Substantial Completion of the Works was achieved on 28 March 2024.
The Defects Period of 500 days commences on that date and ends on 10 August 2025.
Attached is a list of Defects and of the items of work still to be completed (Appendix A, 46 items), which the Contractor shall complete within 20 working days.
The Employer takes over the Works, and responsibility for insurance of the Works passes to the Employer, from the date above.
Half of the retention shall be released in the next interim payment.
Signed: Employer's Representative    Date: 3 April 2024`,
    ],
  },
];
