import {
  date,
  gbp,
  months,
  names,
  percent,
  text,
  yes,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** A JCT design and build contract with its particulars, and a settlement of High Court proceedings in Belfast. */
export const OTHER: AnswerSetDocument[] = [
  {
    id: 'building-contract-en-jct-design-build',
    typeKey: 'building-contract',
    region: 'EN',
    title: 'JCT Design and Build Contract 2016: Land off Hagley Road, Stourbridge',
    style: 'modern',
    pages: [
      `JCT DESIGN AND BUILD CONTRACT 2016 EDITION
ARTICLES OF AGREEMENT
This Agreement is made the 12th day of January 2024
Between STOURBRIDGE HOMES LIMITED (Company No. 09341178) whose registered office is at 3 Church Street, Stourbridge DY8 1LT ("the Employer")
And CASTLEGATE CONSTRUCTION LIMITED (Company No. 04785521) whose registered office is at Castlegate House, Wolverhampton Road, Kidderminster DY10 2UB ("the Contractor")
Recitals
First: the Employer wishes to have the following work carried out: the design and construction of 36 affordable homes with associated roads, drainage and landscaping at Land off Hagley Road, Stourbridge DY8 2JH ("the Works").
Second: the Employer has supplied to the Contractor documents showing and describing or otherwise stating the requirements of the Employer for the design and construction of the Works ("the Employer's Requirements").
Third: in response to the Employer's Requirements the Contractor has supplied to the Employer documents showing and describing the Contractor's proposals for the design and construction of the Works ("the Contractor's Proposals") and the Contract Sum Analysis.
Articles
Article 1: Contractor's obligations. The Contractor shall complete the design for the Works and carry out and complete the construction of the Works in accordance with the Contract Documents.
Article 2: Contract Sum. The Employer shall pay the Contractor at the times and in the manner specified in the Conditions the VAT-exclusive sum of Seven million, eight hundred and sixty-five thousand, four hundred pounds (£7,865,400) ("the Contract Sum").
Article 7: Adjudication. If any dispute or difference arises under this Contract, either Party may refer it to adjudication in accordance with clause 9.2.
Article 8: Legal proceedings. Subject to Article 7, the English courts shall have exclusive jurisdiction over any dispute or difference between the Parties which arises out of or in connection with this Contract.`,
      `CONTRACT PARTICULARS
Part 1: General
Clause 1.1 Principal Designer\tHarrow Architects LLP
Clause 1.1 Principal Contractor\tCastlegate Construction Limited (the Contractor)
Clause 2.3 Date of Possession of the site\t5 February 2024
Clause 2.4 Deferment of the Date of Possession\tClause 2.4 does not apply
Clause 1.1 Date for Completion of the Works\t30 June 2025
Clause 2.29.2 Liquidated damages\tat the rate of £4,500 per week or part of a week, subject to a maximum of 10 per cent of the Contract Sum
Clause 2.35 Rectification Period\t12 months from the date of practical completion
Clause 4.7 Interim Valuation Dates\tThe first Interim Valuation Date is 25 February 2024 and thereafter the same date in each month up to practical completion
Clause 4.9 Final date for payment\t14 days from the due date
Clause 4.18 Retention Percentage\t3 per cent, half to be released on practical completion and the balance at the end of the Rectification Period
Clause 6.7 Insurance Option\tInsurance Option A (new buildings: all risks insurance of the Works by the Contractor in the joint names of the Employer and the Contractor)
Clause 6.12 Professional indemnity insurance\tLevel of cover: £5,000,000 for each and every claim; period: 12 years from practical completion
Clause 7A Third party rights and collateral warranties\tCollateral warranties in the form JCT CWa/F to the Funder, and third party rights in favour of Purchasers and Tenants
Clause 7A Performance bond\tA performance bond for 10 per cent of the Contract Sum, and a parent company guarantee from Castlegate Group plc
Clause 9.2.1 Adjudicator\tThe nominating body is the Royal Institution of Chartered Surveyors
Article 8 and clause 9.3 Arbitration\tArticle 8 applies; arbitration does not apply`,
      `SCHEDULE OF AMENDMENTS
The Conditions are amended as follows:
1. Clause 2.11 is deleted, so that the Contractor shall be responsible for any discrepancy in or divergence between the Employer's Requirements and the Contractor's Proposals.
2. Clause 2.17.1: the Contractor warrants that it has exercised and will exercise all the reasonable skill, care and diligence to be expected of a properly qualified architect or other appropriate professional designer experienced in designing works of a similar size, scope and complexity.
3. Clause 2.26: the Relevant Events in clauses 2.26.9 (statutory undertakers) and 2.26.11 (exercise of statutory powers) are deleted. The Contractor shall be entitled to an extension of time only for the remaining Relevant Events, and to loss and expense only for the Relevant Matters in clause 4.21.
4. Clause 8.4: the Employer may terminate the Contractor's employment if the Contractor wholly or substantially suspends the Works without reasonable cause, fails to proceed regularly and diligently, or fails to comply with the CDM Regulations; and under clause 8.5 if the Contractor becomes Insolvent.
5. Clause 8.9: the Contractor may terminate its employment if the Employer does not pay by the final date for payment any amount properly due, after a specified default notice of 14 days.
EXECUTION
Executed as a deed by STOURBRIDGE HOMES LIMITED acting by a director in the presence of a witness: Director Gemma Hollings; Witness Andrew Pike, 8 High Street, Stourbridge.
Executed as a deed by CASTLEGATE CONSTRUCTION LIMITED acting by two directors: Director Mark Castle; Director Priti Shah.`,
    ],
    gold: {
      employer: names('Between STOURBRIDGE HOMES LIMITED (Company No. 09341178)', 'Stourbridge Homes Limited'),
      contractor: names('And CASTLEGATE CONSTRUCTION LIMITED (Company No. 04785521)', 'Castlegate Construction Limited'),
      'contract-date': date('2024-01-12', 'This Agreement is made the 12th day of January 2024'),
      'works-and-site': text('the design and construction of 36 affordable homes with associated roads, drainage and landscaping at Land off Hagley Road, Stourbridge DY8 2JH', 'Hagley Road'),
      'form-and-edition': text('JCT DESIGN AND BUILD CONTRACT 2016 EDITION', '2016'),
      'contract-sum': gbp(7865400, 'Seven million, eight hundred and sixty-five thousand, four hundred pounds (£7,865,400) ("the Contract Sum")'),
      'date-for-completion': date('2025-06-30', 'Clause 1.1 Date for Completion of the Works 30 June 2025'),
      'date-of-possession': date('2024-02-05', 'Clause 2.3 Date of Possession of the site 5 February 2024'),
      'liquidated-damages': gbp(4500, 'at the rate of £4,500 per week or part of a week, subject to a maximum of 10 per cent of the Contract Sum'),
      retention: percent(3, '3 per cent, half to be released on practical completion and the balance at the end of the Rectification Period'),
      'defects-period': months(12, '12 months from the date of practical completion'),
      insurance: text('Insurance Option A (new buildings: all risks insurance of the Works by the Contractor in the joint names of the Employer and the Contractor)', 'Option A'),
      'design-responsibility': text('the Contractor warrants that it has exercised and will exercise all the reasonable skill, care and diligence to be expected of a properly qualified architect', 'reasonable skill, care and diligence'),
      'design-pi-insurance': yes('Level of cover: £5,000,000 for each and every claim; period: 12 years from practical completion'),
      amendments: text('Clause 2.11 is deleted, so that the Contractor shall be responsible for any discrepancy in or divergence between the Employer\'s Requirements and the Contractor\'s Proposals.', 'Clause 2.11 is deleted'),
      payment: text('The first Interim Valuation Date is 25 February 2024 and thereafter the same date in each month up to practical completion', 'Interim Valuation Date'),
      'adjudication-great-britain': text('If any dispute or difference arises under this Contract, either Party may refer it to adjudication in accordance with clause 9.2.', 'adjudication'),
      'extensions-and-loss': text('The Contractor shall be entitled to an extension of time only for the remaining Relevant Events', 'Relevant Events'),
      'security-documents': text('A performance bond for 10 per cent of the Contract Sum, and a parent company guarantee from Castlegate Group plc', 'performance bond'),
      termination: text(
        [
          'the Employer may terminate the Contractor\'s employment if the Contractor wholly or substantially suspends the Works without reasonable cause',
          'the Contractor may terminate its employment if the Employer does not pay by the final date for payment any amount properly due',
        ],
        'terminate',
      ),
      'executed-as-deed': yes('Executed as a deed by STOURBRIDGE HOMES LIMITED acting by a director in the presence of a witness'),
      'health-and-safety-roles-great-britain': names(
        ['Clause 1.1 Principal Designer Harrow Architects LLP', 'Clause 1.1 Principal Contractor Castlegate Construction Limited (the Contractor)'],
        'Harrow Architects LLP',
        'Castlegate Construction Limited',
      ),
      'disputes-and-law': text('the English courts shall have exclusive jurisdiction over any dispute or difference between the Parties', 'English courts'),
    },
    own: [
      { id: 'own-ld-cap', text: 'Are liquidated damages capped?', gold: yes('subject to a maximum of 10 per cent of the Contract Sum') },
      { id: 'own-retention-release', text: 'When is the retention released?', gold: text('half to be released on practical completion and the balance at the end of the Rectification Period', 'practical completion') },
    ],
  },
  {
    id: 'settlement-ni-ards-marine',
    typeKey: 'dispute-settlement-agreement',
    region: 'NI',
    title: 'Settlement Agreement: Ards Marine Engineering Limited and Strangford Boatyards Limited',
    style: 'deed',
    pages: [
      `SETTLEMENT AGREEMENT
THIS AGREEMENT is dated 17 April 2024
BETWEEN:
(1) ARDS MARINE ENGINEERING LIMITED (company number NI601233) whose registered office is at 22 Harbour Road, Portavogie BT22 1EA (the "Plaintiff"); and
(2) STRANGFORD BOATYARDS LIMITED (company number NI617045) whose registered office is at The Quay, Portaferry BT22 1PE (the "Defendant").
RECITALS
(A) By a contract dated 3 March 2021 the Plaintiff agreed to supply and install propulsion systems in four workboats built by the Defendant (the "Contract").
(B) The Plaintiff issued proceedings against the Defendant in the High Court of Justice in Northern Ireland, King's Bench Division (Commercial Hub), under record number 2023 No. 45612, claiming £240,000 said to be due under the Contract (the "Proceedings"). The Defendant denies liability and has counterclaimed for delay.
(C) The parties have agreed to settle the Proceedings on the terms of this Agreement, without any admission of liability by either of them.
1. SETTLEMENT SUM
1.1 The Defendant shall pay the Plaintiff the sum of £185,000 (the "Settlement Sum") in full and final settlement, by two instalments: £100,000 on or before 1 May 2024 and £85,000 on or before 1 August 2024.
1.2 Payment shall be made by bank transfer to the client account of the Plaintiff's solicitors, Mourne & McKeown, Newtownards.
2. COSTS
2.1 Each party shall bear its own legal costs of and incidental to the Proceedings and this Agreement.
3. STAY OF PROCEEDINGS
3.1 Within seven days of the date of this Agreement the parties shall lodge with the Court a consent order in the form set out in the Schedule, staying the Proceedings and the counterclaim except for the purpose of carrying the terms of this Agreement into effect, with liberty to restore.`,
      `4. DEFAULT
4.1 If the Defendant fails to pay any instalment of the Settlement Sum in full on its due date, the Plaintiff may restore the Proceedings and shall be entitled to judgment for £240,000 together with interest and costs, less any sums already paid.
5. RELEASE
5.1 This Agreement is in full and final settlement of all claims which either party has or may have against the other arising out of or in connection with the Contract or the Proceedings, whether known or unknown at the date of this Agreement.
5.2 The release in clause 5.1 does not extend to any claim under the manufacturer's warranty for latent defects in the propulsion systems, or to any claim to enforce this Agreement.
6. CONFIDENTIALITY
6.1 The parties shall keep the terms of this Agreement confidential, save that either party may disclose them to its auditors, insurers and professional advisers, or as required by law, or to the Court for the purposes of enforcement.
7. NON-DISPARAGEMENT
7.1 Neither party shall make any statement which disparages the other in connection with the Contract or the Proceedings.
8. WARRANTY
8.1 Each party warrants that it has not assigned or transferred to any other person any claim released by this Agreement.
9. LAW
9.1 This Agreement is governed by the law of Northern Ireland, and the courts of Northern Ireland have exclusive jurisdiction.
SCHEDULE: CONSENT ORDER
UPON the parties having agreed terms of settlement, BY CONSENT IT IS ORDERED that all further proceedings in this action be stayed, except for the purpose of carrying the agreed terms into effect, with liberty to restore, and that there be no order as to costs.
Signed by Ruairi Savage, director, for and on behalf of Ards Marine Engineering Limited.
Signed by Joanne Kerr, director, for and on behalf of Strangford Boatyards Limited.`,
    ],
    gold: {
      parties: names(
        ['ARDS MARINE ENGINEERING LIMITED (company number NI601233)', 'STRANGFORD BOATYARDS LIMITED (company number NI617045)'],
        'Ards Marine Engineering Limited',
        'Strangford Boatyards Limited',
      ),
      date: date('2024-04-17', 'THIS AGREEMENT is dated 17 April 2024'),
      dispute: text('in the High Court of Justice in Northern Ireland, King\'s Bench Division (Commercial Hub), under record number 2023 No. 45612', '45612'),
      'settlement-sum': gbp(185000, 'The Defendant shall pay the Plaintiff the sum of £185,000 (the "Settlement Sum")'),
      'payment-date': [
        date('2024-05-01', '£100,000 on or before 1 May 2024'),
        date('2024-08-01', '£85,000 on or before 1 August 2024'),
      ],
      costs: text('Each party shall bear its own legal costs of and incidental to the Proceedings and this Agreement.', 'own legal costs'),
      'release-scope': text('whether known or unknown at the date of this Agreement', 'known or unknown'),
      'excluded-claims': text('does not extend to any claim under the manufacturer\'s warranty for latent defects in the propulsion systems', 'latent defects'),
      confidentiality: yes('The parties shall keep the terms of this Agreement confidential'),
      'no-admission': yes('without any admission of liability by either of them'),
      'ending-proceedings': text('the parties shall lodge with the Court a consent order in the form set out in the Schedule, staying the Proceedings', 'consent order'),
      default: text('the Plaintiff may restore the Proceedings and shall be entitled to judgment for £240,000', '£240,000'),
      'other-obligations': yes('Neither party shall make any statement which disparages the other'),
      'no-assignment-warranty': yes('Each party warrants that it has not assigned or transferred to any other person any claim released by this Agreement.'),
      'governing-law': text('This Agreement is governed by the law of Northern Ireland', 'Northern Ireland'),
    },
    own: [
      { id: 'own-claimed', text: 'How much was originally claimed?', gold: gbp(240000, 'claiming £240,000 said to be due under the Contract') },
      { id: 'own-counterclaim', text: 'Was there a counterclaim?', gold: yes('The Defendant denies liability and has counterclaimed for delay.') },
    ],
  },
];
