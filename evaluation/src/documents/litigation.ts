import type { EvaluationDocument } from '../evaluation-document.ts';

export const LITIGATION_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'claim-form-en-n1',
    expectedTypeKey: 'claim-form',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Claim form and particulars of claim, Harrow Freight v Lindqvist Logistics',
    pages: [
      `Claim Form
In the High Court of Justice
Business and Property Courts in Manchester
Circuit Commercial Court (KBD)
Claim no. CC-2024-MAN-000118
Issue date 14 February 2024
Claimant(s) name(s) and address(es) including postcode
HARROW FREIGHT SERVICES LIMITED, Unit 12, Trafford Park Road, Manchester M17 1HG
Defendant(s) name and address(es) including postcode
LINDQVIST LOGISTICS UK LIMITED, 3 Dock Road, Liverpool L20 8DB
Brief details of claim
The Claimant claims damages for breach of a haulage services agreement dated 1 March 2021, including the price of services rendered and unpaid, and interest pursuant to section 35A of the Senior Courts Act 1981.
Value
The Claimant expects to recover more than £200,000.
Amount claimed £418,552.20
Court fee £10,000.00
Legal representative's costs to be assessed
Total amount £428,552.20
Particulars of Claim attached.`,
      `IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
CIRCUIT COMMERCIAL COURT (KBD)
BETWEEN: HARROW FREIGHT SERVICES LIMITED Claimant and LINDQVIST LOGISTICS UK LIMITED Defendant
PARTICULARS OF CLAIM
The Parties
1. The Claimant is a road haulage company. The Defendant is a freight forwarder.
The Agreement
2. By a written agreement dated 1 March 2021 (the Agreement) the Claimant agreed to provide haulage services to the Defendant for an initial term of three years, in return for charges calculated in accordance with Schedule 2.
3. It was an express term of the Agreement (clause 7.2) that the Defendant would pay each invoice within 30 days of its date.
Breach
4. In breach of clause 7.2 the Defendant has failed to pay invoices numbered 2211 to 2274, totalling £392,118.00, despite demand.
5. Further, on 19 September 2023 the Defendant purported to terminate the Agreement without cause, which amounted to a repudiatory breach that the Claimant accepted by letter dated 22 September 2023.
Loss
6. By reason of the matters set out above the Claimant has suffered loss and damage.
AND the Claimant claims: (1) the sum of £392,118.00; (2) damages; (3) interest pursuant to section 35A of the Senior Courts Act 1981 at such rate and for such period as the Court thinks fit.
Statement of Truth
The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.`,
    ],
  },
  {
    id: 'summons-sc-court-of-session',
    expectedTypeKey: 'claim-form',
    practiceArea: 'litigation',
    region: 'SC',
    title: 'Summons, Ferguson Marine Fabrications v Tay Estuary Ports',
    pages: [
      `IN THE COURT OF SESSION
SUMMONS
in the cause
FERGUSON MARINE FABRICATIONS LIMITED, a company incorporated under the Companies Acts (SC301455) and having its registered office at 4 Harbour Road, Port Glasgow PA14 5EQ
Pursuer
against
TAY ESTUARY PORTS LIMITED, a company incorporated under the Companies Acts (SC118722) and having its registered office at Riverside Drive, Dundee DD1 4NY
Defender
CHARLES THE THIRD, by the Grace of God, of the United Kingdom of Great Britain and Northern Ireland and of Our other Realms and Territories, King, Head of the Commonwealth, Defender of the Faith, to the defender: By this summons, the pursuer craves the Lords of our Council and Session to pronounce a decree against you in terms of the conclusions appended to this summons. If you have any defence to this action, you or your counsel or other solicitor having a right of audience must lodge a notice of intention to defend at the Office of Court, Court of Session, 2 Parliament Square, Edinburgh EH1 1RQ.
CONCLUSIONS
1. For payment by the defender to the pursuer of the sum of £1,260,000 with interest thereon at the rate of 8 per cent a year from the date of citation until payment.
2. For the expenses of the action.
CONDESCENDENCE
1. The pursuer is a company incorporated under the Companies Acts with its registered office in Port Glasgow. The defender is a company incorporated under the Companies Acts with its registered office in Dundee. This court has jurisdiction.
2. By contract constituted by the defender's purchase order dated 4 April 2022 the pursuer agreed to fabricate and install a linkspan at the defender's harbour. The contract price was £3,400,000.
3. The pursuer completed the works on 30 June 2023. The defender has failed to pay the final instalment of £1,260,000. Payment has been demanded but the defender refuses or at least delays to pay.
PLEAS-IN-LAW
1. The defender being due to the pursuer the sum sued for, decree should be pronounced therefor as concluded for.
2. The sum sued for being resting owing, decree should be granted as concluded for, with expenses.`,
    ],
  },
  {
    id: 'plenary-summons-ie-high-court',
    expectedTypeKey: 'claim-form',
    practiceArea: 'litigation',
    region: 'IE',
    title: 'Plenary summons, Corrib Plant Hire v Kilbarry Engineering',
    pages: [
      `THE HIGH COURT
Record No. 2024/1187P
BETWEEN
CORRIB PLANT HIRE LIMITED
PLAINTIFF
AND
KILBARRY ENGINEERING UNLIMITED COMPANY
DEFENDANT
PLENARY SUMMONS
To the Defendant: Kilbarry Engineering Unlimited Company of Unit 4, Innishmore Business Park, Ballincollig, County Cork.
This Plenary Summons is to require that within eight days after the service thereof upon you, exclusive of the day of such service, you do cause an appearance to be entered for you in the Central Office, Four Courts, Dublin 7, in the action of the above-named Plaintiff, and take notice that in default of your so doing the Plaintiff may proceed therein, and judgment may be given in your absence.
BY ORDER, The Chief Justice of Ireland, the 11th day of March 2024.
GENERAL INDORSEMENT OF CLAIM
The Plaintiff's claim is for:
1. Specific performance of a contract for sale dated 10 February 2020 of lands at Unit 4, Innishmore Business Park comprised in Folio 70211L County Cork;
2. Further or in the alternative, damages for breach of contract and misrepresentation;
3. A declaration that the Plaintiff's caution registered on the said Folio is valid;
4. Interest pursuant to the Courts Act 1981;
5. Such further or other order as to this Honourable Court shall seem meet;
6. Costs.
This Summons was issued by Geraghty Conneely LLP, Solicitors for the Plaintiff, whose registered place of business is 9 Dominick Street, Galway.`,
    ],
  },
  {
    id: 'defence-and-counterclaim-en',
    expectedTypeKey: 'defence-and-counterclaim',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Defence and counterclaim, Harrow Freight v Lindqvist Logistics',
    pages: [
      `IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
CIRCUIT COMMERCIAL COURT (KBD)
Claim No. CC-2024-MAN-000118
BETWEEN: HARROW FREIGHT SERVICES LIMITED Claimant and LINDQVIST LOGISTICS UK LIMITED Defendant
DEFENCE AND COUNTERCLAIM
DEFENCE
1. Paragraph 1 of the Particulars of Claim is admitted.
2. Paragraphs 2 and 3 are admitted. The Defendant will refer to the Agreement at trial for its full terms and effect, including clause 14 (service levels) and clause 15 (service credits).
3. As to paragraph 4, it is admitted that invoices 2211 to 2274 have not been paid. It is denied that the sums invoiced are due. The Claimant persistently failed to meet the collection windows in Schedule 1, and the Defendant was entitled under clause 15 to service credits of £161,400 which it is entitled to set off against any sums due.
4. Paragraph 5 is denied. The Defendant terminated the Agreement lawfully under clause 18.2(b) following three consecutive months of service failure. The Claimant's purported acceptance of a repudiation was itself a wrongful repudiation.
5. Paragraph 6 is not admitted and the Claimant is required to prove any loss it alleges.
COUNTERCLAIM
6. The Defendant repeats paragraphs 3 and 4 of the Defence.
7. By reason of the Claimant's failures the Defendant was obliged to engage substitute hauliers at an additional cost of £212,780.
AND the Defendant counterclaims: (1) damages of £212,780; (2) a declaration that it is entitled to service credits of £161,400; (3) interest.
Statement of Truth
The Defendant believes that the facts stated in this Defence and Counterclaim are true.`,
    ],
  },
  {
    id: 'witness-statement-en',
    expectedTypeKey: 'witness-statement',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Witness statement of Priya Nair',
    pages: [
      `Claimant
P Nair
First
Exhibit PN1
Dated 3 May 2024
Claim No. CC-2024-MAN-000118
IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
BETWEEN: HARROW FREIGHT SERVICES LIMITED Claimant and LINDQVIST LOGISTICS UK LIMITED Defendant
WITNESS STATEMENT OF PRIYA NAIR
I, PRIYA NAIR, of Unit 12, Trafford Park Road, Manchester M17 1HG, will say as follows:
1. I am the Operations Director of the Claimant and have held that role since January 2020. I make this statement in support of the Claimant's claim.
2. The facts in this statement are within my own knowledge unless I say otherwise. Where I refer to documents, they are in the exhibit marked "PN1".
3. I have not been shown any documents other than those I refer to for the purposes of preparing this statement.
Collection windows
4. I was responsible for scheduling the collections at the Defendant's Liverpool depot. In my experience the collection windows were frequently changed by the Defendant at short notice; I recall in particular the week of 12 June 2023, when the Defendant moved six collections to the night shift with less than two hours' notice.
5. I kept a log of these changes, which is at pages 14 to 38 of PN1.
Termination
6. On 19 September 2023 I received a telephone call from Mr Lars Lindqvist, who told me that the contract was "finished" and that we should not send any more vehicles.
STATEMENT OF TRUTH
I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.
Signed: Priya Nair
Date: 3 May 2024`,
    ],
  },
  {
    id: 'affidavit-ie-verifying',
    expectedTypeKey: 'witness-statement',
    practiceArea: 'litigation',
    region: 'IE',
    title: 'Affidavit of Declan Conneely',
    pages: [
      `THE HIGH COURT
Record No. 2024/1187P
BETWEEN
CORRIB PLANT HIRE LIMITED
PLAINTIFF
AND
KILBARRY ENGINEERING UNLIMITED COMPANY
DEFENDANT
AFFIDAVIT OF DECLAN CONNEELY
I, DECLAN CONNEELY, Company Director, of Oranmore Business Park, Oranmore, County Galway, aged eighteen years and upwards, MAKE OATH and say as follows:
1. I am a director of the Plaintiff and I make this affidavit from facts within my own knowledge save where otherwise appears, and where so appearing I believe the same to be true. I am duly authorised to make this affidavit on behalf of the Plaintiff.
2. I beg to refer to the contract for sale dated 10 February 2020 and upon which marked with the letters "DC1" I have signed my name prior to the swearing hereof.
3. The Plaintiff paid a deposit of €145,000 on signing. The Defendant has failed to close the sale despite the service of a completion notice on 2 June 2020.
4. I say that the Plaintiff has at all times been ready, willing and able to complete.
SWORN by the said DECLAN CONNEELY at Galway in the County of Galway this 11th day of April 2024 before me a Commissioner for Oaths / Practising Solicitor and I know the Deponent.
Commissioner for Oaths / Practising Solicitor
This affidavit is filed on behalf of the Plaintiff by Geraghty Conneely LLP, Solicitors, 9 Dominick Street, Galway.`,
    ],
  },
  {
    id: 'court-order-en-directions',
    expectedTypeKey: 'court-order',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Order for directions, Harrow Freight v Lindqvist Logistics',
    pages: [
      `IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
CIRCUIT COMMERCIAL COURT (KBD)
Claim No. CC-2024-MAN-000118
Before His Honour Judge Halliwell sitting as a Judge of the High Court
On 7 June 2024
BETWEEN: HARROW FREIGHT SERVICES LIMITED Claimant and LINDQVIST LOGISTICS UK LIMITED Defendant
ORDER
UPON the Costs and Case Management Conference
AND UPON hearing counsel for the Claimant and counsel for the Defendant
AND UPON READING the parties' costs budgets and the list of issues
IT IS ORDERED THAT:
1. The claim is allocated to the multi-track and shall be tried by a Specialist Judge in a window commencing 3 March 2025, with a time estimate of 5 days.
2. Each party shall give disclosure by 30 August 2024 in accordance with Practice Direction 57AD, Model C for the issues identified in the Disclosure Review Document.
3. Signed statements of witnesses of fact shall be exchanged by 25 October 2024.
4. Each party has permission to rely on expert evidence from one forensic accountant. Expert reports shall be exchanged by 6 December 2024.
5. The Claimant's costs budget is approved in the sum of £311,450 and the Defendant's in the sum of £287,900.
6. Costs in the case.
Service of this order
The court has provided a sealed copy of this order to the serving party: Birchall Quayle LLP, 1 Spinningfields, Manchester M3 3JE.`,
    ],
  },
  {
    id: 'interlocutor-sc-decree',
    expectedTypeKey: 'court-order',
    practiceArea: 'litigation',
    region: 'SC',
    title: 'Interlocutor, Ferguson Marine Fabrications v Tay Estuary Ports',
    pages: [
      `COURT OF SESSION, SCOTLAND
OUTER HOUSE
CA118/23
INTERLOCUTOR
in the cause
FERGUSON MARINE FABRICATIONS LIMITED, Pursuer
against
TAY ESTUARY PORTS LIMITED, Defender
Edinburgh, 22 March 2024
The Lord Ordinary, having heard counsel on the pursuer's motion number 7 of process for summary decree, and having resumed consideration of the cause, Sustains the first plea-in-law for the pursuer; Repels the defences; Grants decree against the defender for payment to the pursuer of the sum of ONE MILLION TWO HUNDRED AND SIXTY THOUSAND POUNDS (£1,260,000) STERLING with interest thereon at the rate of 8 per cent a year from 14 September 2023 until payment; Finds the defender liable to the pursuer in the expenses of the cause as taxed; Allows an account thereof to be given in and remits the same, when lodged, to the Auditor of the Court of Session to tax and to report; Certifies the cause as suitable for the employment of junior counsel.
(signed) Lord Braid`,
    ],
  },
  {
    id: 'letter-of-claim-en',
    expectedTypeKey: 'letter-of-claim',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Letter of claim to Lindqvist Logistics',
    pages: [
      `BIRCHALL QUAYLE LLP
1 Spinningfields, Manchester M3 3JE
The Directors
Lindqvist Logistics UK Limited
3 Dock Road
Liverpool L20 8DB
Our ref: HFS/0017/PB
13 October 2023
BY EMAIL AND FIRST CLASS POST
Dear Sirs
Harrow Freight Services Limited - Haulage Services Agreement dated 1 March 2021
We are instructed by Harrow Freight Services Limited ("our client") in connection with its claim against you under the above agreement (the Agreement). This is a letter before claim sent in accordance with the Practice Direction – Pre-Action Conduct and Protocols.
The facts
Our client provided haulage services to you between 1 March 2021 and 19 September 2023. You have failed to pay invoices 2211 to 2274, totalling £392,118.00, each of which fell due 30 days after its date. On 19 September 2023 you purported to terminate the Agreement without cause. Our client accepted your repudiation on 22 September 2023.
The claim
Our client claims (a) the unpaid invoices of £392,118.00, (b) damages for loss of the profit it would have earned in the remaining term of the Agreement, which it presently estimates at £180,000, and (c) interest.
Documents
We enclose copies of the Agreement, the unpaid invoices and the correspondence of September 2023. Please preserve all documents relevant to the dispute, including electronic documents.
Response
Please provide a full written response within 14 days of the date of this letter, failing which our client intends to issue proceedings in the Business and Property Courts without further notice to you. If proceedings are issued, our client will ask the court to take into account any failure to comply with the Practice Direction, and you may be exposed to costs consequences.
Our client is willing to consider alternative dispute resolution, including mediation.
Yours faithfully
Birchall Quayle LLP`,
    ],
  },
  {
    id: 'expert-report-en-accountant',
    expectedTypeKey: 'expert-report',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Expert report of Martin Okafor FCA',
    pages: [
      `Claim No. CC-2024-MAN-000118
IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
HARROW FREIGHT SERVICES LIMITED v LINDQVIST LOGISTICS UK LIMITED
EXPERT REPORT OF MARTIN OKAFOR FCA
Forensic accounting
Prepared on the instructions of Birchall Quayle LLP, solicitors for the Claimant
6 December 2024
1. INTRODUCTION
1.1 I am a chartered accountant and a partner in Whitfield Forensic LLP. I have specialised in the quantification of commercial losses for 19 years. My qualifications and experience are set out in Appendix 1.
1.2 I have been asked to quantify the loss of profit suffered by the Claimant as a result of the termination of the haulage services agreement on 19 September 2023, on the assumptions of liability set out in my letter of instruction (Appendix 2).
2. SUMMARY OF CONCLUSIONS
2.1 In my opinion the Claimant's lost profit over the unexpired term to 28 February 2024 is £164,300, within a range of £149,000 to £171,500 depending on the volume assumption adopted.
3. METHODOLOGY
3.1 I have estimated lost revenue by reference to the average monthly volumes of the twelve months before termination, and deducted the variable costs that the Claimant avoided.
4. EXPERT'S DECLARATION
4.1 I understand that my duty is to help the court on matters within my expertise, and that this duty overrides any obligation to the person from whom I have received instructions or by whom I am paid. I have complied with that duty and will continue to do so.
4.2 I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. I have complied with the requirements of Part 35 of the Civil Procedure Rules, Practice Direction 35 and the Guidance for the Instruction of Experts in Civil Claims 2014.
STATEMENT OF TRUTH
I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. Those that are within my own knowledge I confirm to be true. The opinions I have expressed represent my true and complete professional opinions on the matters to which they refer.
Martin Okafor FCA`,
    ],
  },
  {
    id: 'settlement-agreement-dispute-en',
    expectedTypeKey: 'dispute-settlement-agreement',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Settlement agreement, Harrow Freight v Lindqvist Logistics',
    lookAlike: true,
    pages: [
      `THIS SETTLEMENT AGREEMENT is dated 17 January 2025
PARTIES
(1) HARROW FREIGHT SERVICES LIMITED (company number 07112985) (Harrow)
(2) LINDQVIST LOGISTICS UK LIMITED (company number 10988341) (Lindqvist)
BACKGROUND
(A) Harrow has brought a claim against Lindqvist in the High Court, Business and Property Courts in Manchester, claim number CC-2024-MAN-000118 (the Proceedings), for sums due and damages under a haulage services agreement dated 1 March 2021. Lindqvist has defended the claim and brought a counterclaim.
(B) The parties have agreed to settle the Dispute on the terms of this agreement, without any admission of liability.
1. SETTLEMENT SUM
1.1 Lindqvist shall pay to Harrow the sum of £310,000 (the Settlement Sum) within 28 days of the date of this agreement, by transfer to the client account of Birchall Quayle LLP.
1.2 The Settlement Sum is paid in full and final settlement of all claims that Harrow has or may have against Lindqvist, and that Lindqvist has or may have against Harrow, arising out of or in connection with the agreement or the Proceedings, whether or not known to the parties at the date of this agreement (the Released Claims).
2. STAY OF PROCEEDINGS
Within five business days of the date of this agreement the parties shall file a consent order in the form set out in the Schedule (a Tomlin order), staying the Proceedings except for the purpose of carrying the terms of this agreement into effect.
3. RELEASE
Each party releases and forever discharges the other from the Released Claims and covenants not to sue the other in respect of any Released Claim.
4. COSTS
Each party shall bear its own costs of the Dispute and the Proceedings.
5. CONFIDENTIALITY
The parties shall keep the terms of this agreement confidential, save as required by law or to enforce it.
6. GOVERNING LAW AND JURISDICTION
This agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
Signed by a director for and on behalf of each party.`,
    ],
  },
  {
    id: 'writ-of-summons-ni',
    expectedTypeKey: 'claim-form',
    practiceArea: 'litigation',
    region: 'NI',
    title: 'Writ of summons, Belfast Trading Bank v Laganside Holdings',
    pages: [
      `IN THE HIGH COURT OF JUSTICE IN NORTHERN IRELAND
KING'S BENCH DIVISION (COMMERCIAL LIST)
2024 No. 5531
BETWEEN
BELFAST TRADING BANK PLC
Plaintiff
and
LAGANSIDE HOLDINGS LIMITED
Defendant
WRIT OF SUMMONS
CHARLES THE THIRD, by the Grace of God, of the United Kingdom of Great Britain and Northern Ireland and of His other Realms and Territories, King, Head of the Commonwealth, Defender of the Faith.
To Laganside Holdings Limited of 15 Donegall Square North, Belfast BT1 5GB.
WE COMMAND YOU that within 14 days after the service of this Writ on you, inclusive of the day of service, you do cause an appearance to be entered for you in an action at the suit of Belfast Trading Bank plc; and take notice that in default of your so doing the Plaintiff may proceed therein, and judgment may be given in your absence.
WITNESS the Right Honourable Dame Siobhan Keegan, Lady Chief Justice of Northern Ireland, the 2nd day of April 2024.
STATEMENT OF CLAIM
1. The Plaintiff is a bank carrying on business in Northern Ireland. By a facility letter dated 6 September 2023 the Plaintiff agreed to lend the Defendant the sum of £4,200,000 repayable on the terms therein set out.
2. The Defendant failed to pay the quarterly instalments due on 31 December 2023 and 31 March 2024, which failures constitute Events of Default.
3. By letter dated 5 April 2024 the Plaintiff demanded repayment of the whole of the sums due, namely £4,137,552.19, but the Defendant has failed to pay.
AND the Plaintiff claims: (1) £4,137,552.19; (2) interest at the contractual rate; (3) costs.
This Writ was issued by Cleaver Fulton Rankin, Solicitors, 50 Bedford Street, Belfast, for the Plaintiff.`,
    ],
  },
  {
    id: 'approved-judgment-en',
    expectedTypeKey: 'court-order',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Approved judgment, Calder Living v Kirkgate Commercial Holdings',
    pages: [
      `Neutral Citation Number: [2024] EWHC 1187 (Ch)
Case No: BL-2023-001442
IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES
BUSINESS LIST (ChD)
Rolls Building, Fetter Lane, London, EC4A 1NL
Date: 17 May 2024
Before: MR JUSTICE FANCOURT
Between: CALDER LIVING LIMITED Claimant - and - KIRKGATE COMMERCIAL HOLDINGS LIMITED Defendant
Jonathan Wills KC (instructed by Birchall Quayle LLP) for the Claimant
Amira Haddad (instructed by Fenwick Lyle LLP) for the Defendant
Hearing dates: 23-25 April 2024
Approved Judgment
This judgment was handed down remotely at 10.30am on 17 May 2024 by circulation to the parties or their representatives by e-mail and by release to the National Archives.
Mr Justice Fancourt:
Introduction
1. This claim concerns an option to purchase 41 Wellington Street, Leeds, granted by a deed dated 1 November 2016 and protected by a unilateral notice on the register of title. The Claimant, the grantee of the option, says that it validly exercised the option by notice served on 30 October 2023. The Defendant, which bought the freehold in 2023, says that the notice was served late and at the wrong address.
2. For the reasons that follow, I have concluded that the option was validly exercised, and the Claimant is entitled to an order for specific performance.
Conclusion
87. The notice was served in accordance with clause 9 of the option deed and section 196 of the Law of Property Act 1925. I will hear the parties on the form of order and on costs.`,
    ],
  },
  {
    id: 'tomlin-order-en',
    expectedTypeKey: 'court-order',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Consent order (Tomlin), Harrow Freight v Lindqvist Logistics',
    lookAlike: true,
    pages: [
      `IN THE HIGH COURT OF JUSTICE
BUSINESS AND PROPERTY COURTS IN MANCHESTER
CIRCUIT COMMERCIAL COURT (KBD)
Claim No. CC-2024-MAN-000118
BETWEEN: HARROW FREIGHT SERVICES LIMITED Claimant and LINDQVIST LOGISTICS UK LIMITED Defendant
CONSENT ORDER
UPON the parties having agreed terms of settlement
AND UPON the Claimant and the Defendant consenting to the terms of this order, as shown by the signatures of their solicitors below
BY CONSENT IT IS ORDERED THAT:
1. All further proceedings in this claim and the counterclaim be stayed upon the terms set out in the confidential schedule to this order, except for the purpose of carrying such terms into effect.
2. Each party has permission to apply to the court to enforce those terms without the need to bring a new claim.
3. There be no order as to costs.
4. The trial listed for 3 March 2025 be vacated.
SCHEDULE: the terms of the settlement agreement between the parties dated 17 January 2025, a copy of which is held by the parties' solicitors and has not been filed.
We consent to an order in the above terms.
Birchall Quayle LLP, Solicitors for the Claimant. Fenwick Lyle LLP, Solicitors for the Defendant.
Dated 20 January 2025`,
    ],
  },
  {
    id: 'joint-minute-sc-settlement',
    expectedTypeKey: 'dispute-settlement-agreement',
    practiceArea: 'litigation',
    region: 'SC',
    title: 'Joint minute settling Ferguson Marine Fabrications v Tay Estuary Ports',
    pages: [
      `COURT OF SESSION
CA118/23
JOINT MINUTE
for the parties
in the cause
FERGUSON MARINE FABRICATIONS LIMITED, Pursuer
against
TAY ESTUARY PORTS LIMITED, Defender
BOTHWELL for the Pursuer and MACKAY for the Defender stated to the Court that the parties have settled the cause extrajudicially on the following terms and that accordingly they hereby concur in craving the Court:
1. To interpone authority hereto;
2. To assoilzie the defender from the conclusions of the summons, the pursuer having been paid the sum of £1,100,000 in full and final settlement of all claims arising out of the contract for the linkspan at Dundee harbour;
3. To find no expenses due to or by either party;
4. To recall the inhibition on the dependence and the arrestment on the dependence used by the pursuer;
and thereafter to grant decree of absolvitor in terms thereof.
IN RESPECT WHEREOF
(signed) Counsel for the Pursuer
(signed) Counsel for the Defender`,
    ],
  },
  {
    id: 'letter-before-action-ie',
    expectedTypeKey: 'letter-of-claim',
    practiceArea: 'litigation',
    region: 'IE',
    title: 'Letter before action to Kilbarry Engineering',
    pages: [
      `GERAGHTY CONNEELY LLP
SOLICITORS
9 Dominick Street, Galway
The Directors
Kilbarry Engineering Unlimited Company
Unit 4, Innishmore Business Park
Ballincollig, Co. Cork
Our ref: DC/CPH/221
6 February 2024
BY REGISTERED POST AND EMAIL
Dear Sirs,
Re: Our client Corrib Plant Hire Limited - contract for sale dated 10 February 2020 - Unit 4, Innishmore Business Park, Folio 70211L County Cork
We act for Corrib Plant Hire Limited. We refer to the above contract, under which you agreed to sell the above property to our client for €1,520,000. Our client paid a deposit of €145,000. Despite the service of a completion notice on 2 June 2020 and repeated correspondence since, you have failed to close the sale.
Our client has at all times been ready, willing and able to complete.
We hereby call upon you, within 10 days from the date of this letter, to confirm in writing that you will complete the sale within 28 days. Failing receipt of that confirmation, we have instructions to issue proceedings against you in the High Court, without further notice, seeking specific performance, damages, and the costs of the proceedings, and this letter will be relied upon in relation to the question of costs.
We also put you on notice that our client's caution remains registered against the folio and that any dealing with the property will be resisted.
Yours faithfully,
Geraghty Conneely LLP`,
    ],
  },
  {
    id: 'defences-sc-court-of-session',
    expectedTypeKey: 'defence-and-counterclaim',
    practiceArea: 'litigation',
    region: 'SC',
    title: 'Defences for Tay Estuary Ports Limited',
    pages: [
      `COURT OF SESSION, SCOTLAND
CA118/23
DEFENCES
for
TAY ESTUARY PORTS LIMITED
Defender
in the cause
FERGUSON MARINE FABRICATIONS LIMITED
Pursuer
against
the said TAY ESTUARY PORTS LIMITED
Answer 1. Admitted that the parties are as designed in the instance. Admitted that this court has jurisdiction.
Answer 2. Admitted that the defender issued a purchase order dated 4 April 2022 for the fabrication and installation of a linkspan. Quoad ultra denied. Explained and averred that the contract incorporated the defender's standard conditions of purchase, clause 14 of which entitles the defender to withhold payment in respect of defective work.
Answer 3. Denied that the pursuer completed the works on 30 June 2023. Explained and averred that the linkspan failed its load test on 12 July 2023 and that the defects were not remedied until 2 October 2023. The defender has incurred costs of £415,000 in consequence, which it is entitled to retain against any sum found due. Not known and not admitted that the pursuer has suffered loss.
PLEAS-IN-LAW FOR THE DEFENDER
1. The pursuer's averments being irrelevant et separatim lacking in specification, the action should be dismissed.
2. The defender being entitled to retain the sum sued for pending settlement of its counterclaim, decree of absolvitor should be pronounced.
IN RESPECT WHEREOF
(signed) Counsel for the Defender`,
    ],
  },
  {
    id: 'particulars-of-claim-en-county-court',
    expectedTypeKey: 'claim-form',
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Particulars of claim, Tyneside Lettings v Doherty and Clarke',
    pages: [
      `IN THE COUNTY COURT AT NEWCASTLE UPON TYNE
Claim No: K00NE412
BETWEEN
TYNESIDE LETTINGS LIMITED
Claimant
and
(1) RUAIRI DOHERTY
(2) AMELIA CLARKE
Defendants
PARTICULARS OF CLAIM
1. The Claimant is the landlord and the Defendants are the tenants of 9 Jesmond Road, Newcastle upon Tyne NE2 1NH (the Property) under an assured shorthold tenancy agreement dated 1 September 2023 for a term of 12 months at a rent of £1,350 per calendar month.
2. The Defendants have failed to pay the rent due on 1 February, 1 March and 1 April 2024. The arrears at the date of issue are £4,050.
3. The Defendants remained liable for the cost of repairing damage to the kitchen worktop and flooring, which the Claimant has repaired at a cost of £1,280.
4. The Claimant claims interest under section 69 of the County Courts Act 1984 at the rate of 8% a year from the date each sum fell due.
AND the Claimant claims:
(1) £4,050 rent arrears;
(2) £1,280 damages;
(3) interest under section 69 of the County Courts Act 1984, amounting to £96.40 at the date of issue and continuing at £1.18 a day.
STATEMENT OF TRUTH
The Claimant believes that the facts stated in these particulars of claim are true. I am duly authorised by the Claimant to sign this statement.
Signed: Lucy Armstrong, Director    Date: 17 April 2024`,
    ],
  },
  {
    id: 'affidavit-ni-chancery',
    expectedTypeKey: 'witness-statement',
    practiceArea: 'litigation',
    region: 'NI',
    title: 'Affidavit of Brendan Quinn, Belfast Trading Bank v Laganside Holdings',
    pages: [
      `IN THE HIGH COURT OF JUSTICE IN NORTHERN IRELAND
CHANCERY DIVISION
2024 No. 5531
BETWEEN:
BELFAST TRADING BANK PLC
Plaintiff
and
LAGANSIDE HOLDINGS LIMITED
Defendant
AFFIDAVIT OF BRENDAN QUINN
I, BRENDAN QUINN, of 1 Donegall Square East, Belfast, Senior Manager in the Business Recoveries Unit of the Plaintiff, aged 18 years and upwards, make oath and say as follows:
1. I am duly authorised by the Plaintiff to make this affidavit on its behalf in support of its application for summary judgment. The facts deposed to are within my own knowledge or are derived from the Plaintiff's records, which are under my control.
2. There is now produced and shown to me, marked "BQ1", a paginated bundle containing the facility letter dated 6 September 2023, the letter of demand dated 5 April 2024, and a statement of the Defendant's loan account.
3. The Defendant has no defence to the Plaintiff's claim. The sums claimed are due under the facility letter and remain unpaid.
SWORN at Belfast in the County of Antrim this 22nd day of May 2024 before me a Solicitor of the Court of Judicature of Northern Ireland authorised to administer oaths.`,
    ],
  },
  {
    id: 'part-36-offer-letter-en',
    expectedTypeKey: null,
    practiceArea: 'litigation',
    region: 'EN',
    title: 'Part 36 offer letter, Harrow Freight v Lindqvist Logistics',
    lookAlike: true,
    pages: [
      `FENWICK LYLE LLP
12 Exchange Quay, Salford M5 3EQ
Birchall Quayle LLP
1 Spinningfields
Manchester M3 3JE
Your ref: HFS/0017/PB
Our ref: LLU/2209/AH
4 November 2024
WITHOUT PREJUDICE SAVE AS TO COSTS
Dear Sirs
Harrow Freight Services Limited v Lindqvist Logistics UK Limited - Claim No. CC-2024-MAN-000118
PART 36 OFFER
We write on behalf of our client, the Defendant, to make an offer to settle the whole of your client's claim. This offer is intended to have the consequences of Part 36 of the Civil Procedure Rules.
Our client offers to pay your client the sum of £275,000 in settlement of the whole of the claim, taking into account the counterclaim.
The offer is open for acceptance for a period of 21 days from the date of service of this letter (the relevant period). If the offer is accepted within the relevant period, our client will be liable for your client's costs in accordance with rule 36.13.
The offer is inclusive of interest until the relevant period has expired.
We look forward to hearing from you.
Yours faithfully
Fenwick Lyle LLP`,
    ],
  },
];
