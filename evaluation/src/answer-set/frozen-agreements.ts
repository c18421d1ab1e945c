import { date, days, gbp, months, names, no, notFound, percent, text, weeks, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/**
 * Agreements written for the frozen part of the set by someone who does not tune the engine on them: a mutual
 * non-disclosure agreement under English law and a one-way one under Irish law (with exceptions, conditions and
 * an obligation on the other party, so that yes and no are tested with care), an old-style Northern Irish shop
 * lease and a Welsh statement of main terms of employment set out as a table.
 */
export const FROZEN_AGREEMENTS: AnswerSetDocument[] = [
  {
    id: 'frozen-nda-en-kestrel-mutual',
    typeKey: 'non-disclosure-agreement',
    region: 'EN',
    title: 'Mutual non-disclosure agreement: Project Kestrel',
    style: 'modern',
    pages: [
      `MUTUAL NON-DISCLOSURE AGREEMENT
THIS AGREEMENT is dated 14 March 2025
PARTIES
(1) HALDEN ENERGY SYSTEMS LIMITED incorporated and registered in England and Wales with company number 08814277 whose registered office is at Unit 4, Riverside Park, Wednesbury WS10 7SY (Halden).
(2) MERIDIAN CIRCULAR METALS LIMITED incorporated and registered in England and Wales with company number 11530962 whose registered office is at 9 Dock Road, Hull HU9 1TA (Meridian).
BACKGROUND
(A) The parties are discussing a possible joint venture for the recovery of lithium, cobalt and nickel from end-of-life traction batteries (the Project).
(B) Halden Energy Systems Limited and Meridian Circular Metals Limited each intend to disclose Confidential Information to the other for the Purpose, and each has agreed to protect the other's Confidential Information on the terms of this agreement.
AGREED TERMS
1. INTERPRETATION
1.1 In this agreement:
Affiliate: in relation to a party, any entity that directly or indirectly controls, is controlled by, or is under common control with that party.
Business Day: a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business.
Confidential Information means all information of a confidential nature relating to the business, affairs, customers, suppliers, processes, plans, know-how, designs, trade secrets or software of the Disclosing Party or its Affiliates, whether disclosed orally, in writing, visually or in any other form or medium, and whether or not it is marked or identified as confidential, together with all analyses, compilations, notes and other documents prepared by the Receiving Party which contain or reflect any such information.
Disclosing Party: a party when it, or any of its Affiliates, discloses Confidential Information to the other party.
Receiving Party: a party when it receives Confidential Information from the Disclosing Party.
Purpose: the evaluation and negotiation by the parties of the terms on which they might form a joint venture to carry on the Project.
Representatives: in relation to a party, its directors, officers and employees and its professional advisers.
1.2 Clause and paragraph headings do not affect the interpretation of this agreement. A reference to writing or written includes email.`,
      `2. OBLIGATIONS OF CONFIDENTIALITY
2.1 Each party may disclose Confidential Information to the other. In consideration of the Disclosing Party making Confidential Information available, the Receiving Party shall keep the Disclosing Party's Confidential Information secret and confidential and shall use it only for the Purpose.
2.2 The Receiving Party shall apply to the Confidential Information no lower standard of security than it applies to its own confidential information, and in any event not less than a reasonable standard.
2.3 The Receiving Party shall not copy or reduce to writing any Confidential Information except as strictly necessary for the Purpose, and any copies so made shall be the property of the Disclosing Party.
3. EXCEPTIONS
3.1 The obligations in clause 2 shall not apply to any information which: (a) is or becomes generally available to the public other than through a breach of this agreement; (b) was lawfully in the possession of the Receiving Party before it was disclosed by the Disclosing Party; (c) is independently developed by the Receiving Party without use of the Confidential Information; or (d) is lawfully received from a third party who is not under any obligation of confidence in respect of it.
4. PERMITTED DISCLOSURE
4.1 The Receiving Party shall not disclose any Confidential Information to any person except to those of its directors, officers and employees who need to know it for the Purpose.
4.2 The Receiving Party may also disclose Confidential Information to its professional advisers (including its lawyers, accountants and auditors) who need to know it for the Purpose, provided that they are bound by a professional duty of confidence.
4.3 No disclosure may be made to any Affiliate of the Receiving Party without the prior written consent of the Disclosing Party, which may be given subject to conditions.
4.4 The Receiving Party shall inform each person to whom it discloses Confidential Information of its confidential nature before disclosure, and shall be responsible for any breach of this agreement by any such person as if the breach were its own.
5. DISCLOSURE REQUIRED BY LAW
5.1 The Receiving Party may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction.
5.2 Before making a disclosure under clause 5.1, the Receiving Party shall, to the extent it is legally permitted to do so, give the Disclosing Party as much notice of the disclosure as possible and take into account its reasonable requests as to the content of the disclosure.`,
      `6. RETURN AND DESTRUCTION OF INFORMATION
6.1 Within 10 Business Days of a written request from the Disclosing Party, the Receiving Party shall return or destroy all documents and materials containing the Disclosing Party's Confidential Information and erase it from its computer systems, and shall confirm in writing that it has done so.
6.2 Despite clause 6.1, the Receiving Party may keep Confidential Information held in its automatic electronic back-up systems and any copy it is required by law or regulation to keep, in each case only until it is deleted in the ordinary course, and clause 2 shall continue to apply to it.
7. RESERVATION OF RIGHTS AND NO WARRANTY
7.1 All Confidential Information remains the property of the Disclosing Party. No licence or other right in respect of any Confidential Information or any intellectual property of the Disclosing Party is granted by this agreement, except the right to use the Confidential Information for the Purpose.
7.2 The Disclosing Party gives no representation or warranty, express or implied, as to the accuracy or completeness of any Confidential Information, and shall have no liability to the Receiving Party arising from its use.
7.3 Neither party is obliged to enter into any further agreement in relation to the Project, and either party may end discussions at any time by notice to the other.
8. NON-SOLICITATION
8.1 Meridian shall not, during the term of this agreement and for six months after it ends, solicit or entice away from Halden any employee of Halden with whom it has had dealings in connection with the Project, other than by a general advertisement not directed at such employees.
9. DURATION
9.1 This agreement shall come into force on its date and shall terminate two years from the date of this agreement, unless the parties sign a joint venture agreement before then, in which case it shall end on the date of that agreement.
9.2 The obligations in clauses 2 to 7 shall survive the termination of this agreement and shall continue for five years from the date of termination.`,
      `10. REMEDIES
10.1 Each party acknowledges that damages alone may not be an adequate remedy for a breach of this agreement, and that the Disclosing Party shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach, without proof of special damage.
11. GENERAL
11.1 This agreement is the entire agreement between the parties in relation to its subject matter. No variation of this agreement shall be effective unless it is in writing and signed by the parties.
11.2 Neither party may assign or transfer any of its rights or obligations under this agreement without the prior written consent of the other.
11.3 A person who is not a party to this agreement shall not have any rights under the Contracts (Rights of Third Parties) Act 1999 to enforce any of its terms.
12. NOTICES
12.1 Any notice given under this agreement shall be in writing and shall be delivered by hand or by pre-paid first-class post to the registered office of the recipient, or sent by email to the address notified by the recipient for that purpose, marked for the attention of the company secretary.
13. GOVERNING LAW AND JURISDICTION
13.1 This agreement and any dispute or claim arising out of it or its subject matter shall be governed by and construed in accordance with the law of England and Wales.
13.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement.
This agreement has been entered into on the date stated at the beginning of it.
Signed by Priya Anand, director, for and on behalf of HALDEN ENERGY SYSTEMS LIMITED
Signed by Callum Fraser, director, for and on behalf of MERIDIAN CIRCULAR METALS LIMITED`,
    ],
    gold: {
      parties: names(['(1) HALDEN ENERGY SYSTEMS LIMITED incorporated', '(2) MERIDIAN CIRCULAR METALS LIMITED incorporated'], 'Halden Energy Systems Limited', 'Meridian Circular Metals Limited'),
      mutual: yes('Each party may disclose Confidential Information to the other.'),
      'disclosing-party': names('Halden Energy Systems Limited and Meridian Circular Metals Limited each intend to disclose Confidential Information to the other', 'Halden Energy Systems Limited', 'Meridian Circular Metals Limited'),
      'receiving-party': names('Halden Energy Systems Limited and Meridian Circular Metals Limited each intend to disclose Confidential Information to the other', 'Halden Energy Systems Limited', 'Meridian Circular Metals Limited'),
      date: date('2025-03-14', 'THIS AGREEMENT is dated 14 March 2025'),
      definition: text('Confidential Information means all information of a confidential nature relating to the business, affairs, customers, suppliers, processes, plans, know-how, designs, trade secrets or software of the Disclosing Party', 'trade secrets'),
      'oral-information': yes('whether disclosed orally, in writing, visually or in any other form or medium'),
      'marking-required': no('and whether or not it is marked or identified as confidential'),
      exclusions: text('The obligations in clause 2 shall not apply to any information which: (a) is or becomes generally available to the public other than through a breach of this agreement; (b) was lawfully in the possession of the Receiving Party before it was disclosed by the Disclosing Party; (c) is independently developed by the Receiving Party', 'independently developed'),
      purpose: text('Purpose: the evaluation and negotiation by the parties of the terms on which they might form a joint venture to carry on the Project.', 'joint venture'),
      'disclosure-to-employees': yes('The Receiving Party shall not disclose any Confidential Information to any person except to those of its directors, officers and employees who need to know it for the Purpose.'),
      'disclosure-to-advisers': yes('The Receiving Party may also disclose Confidential Information to its professional advisers (including its lawyers, accountants and auditors) who need to know it for the Purpose, provided that they are bound by a professional duty of confidence', 'professional duty of confidence'),
      'disclosure-to-affiliates': yes('No disclosure may be made to any Affiliate of the Receiving Party without the prior written consent of the Disclosing Party', 'consent'),
      'recipients-bound': yes('shall be responsible for any breach of this agreement by any such person as if the breach were its own'),
      'compelled-disclosure': yes('The Receiving Party may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction.'),
      'compelled-disclosure-notice': yes('the Receiving Party shall, to the extent it is legally permitted to do so, give the Disclosing Party as much notice of the disclosure as possible'),
      'return-or-destruction': yes('Within 10 Business Days of a written request from the Disclosing Party, the Receiving Party shall return or destroy all documents and materials'),
      'retained-copies': yes('the Receiving Party may keep Confidential Information held in its automatic electronic back-up systems and any copy it is required by law or regulation to keep'),
      term: years(2, 'shall terminate two years from the date of this agreement'),
      survival: years(5, 'shall survive the termination of this agreement and shall continue for five years from the date of termination'),
      'non-solicitation': yes('Meridian shall not, during the term of this agreement and for six months after it ends, solicit or entice away from Halden any employee of Halden', 'Meridian'),
      'no-licence': yes('No licence or other right in respect of any Confidential Information or any intellectual property of the Disclosing Party is granted by this agreement'),
      'no-warranty': yes('The Disclosing Party gives no representation or warranty, express or implied, as to the accuracy or completeness of any Confidential Information'),
      remedies: yes('the Disclosing Party shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach'),
      'reverse-engineering': notFound,
      notices: text('Any notice given under this agreement shall be in writing and shall be delivered by hand or by pre-paid first-class post to the registered office of the recipient', 'registered office'),
      'governing-law': text('shall be governed by and construed in accordance with the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-affiliates', text: 'Can Meridian pass what Halden shows it to its parent company?', gold: yes('No disclosure may be made to any Affiliate of the Receiving Party without the prior written consent of the Disclosing Party', 'consent') },
      { id: 'own-poaching', text: 'Is Halden stopped from poaching Meridian staff?', gold: notFound },
      { id: 'own-exclusivity', text: 'Are the parties locked into negotiating only with each other?', gold: notFound },
    ],
  },
  {
    id: 'frozen-nda-ie-heron-one-way',
    typeKey: 'non-disclosure-agreement',
    region: 'IE',
    title: 'Confidentiality agreement: Project Heron',
    style: 'deed',
    pages: [
      `CONFIDENTIALITY AGREEMENT
Project Heron: proposed sale of Clonmore Dairy Technologies DAC
THIS AGREEMENT is made on 2 September 2024
BETWEEN
CLONMORE DAIRY TECHNOLOGIES DESIGNATED ACTIVITY COMPANY, a company incorporated in Ireland with registered number 612904 and having its registered office at Kilbrack Business Park, Clonmore, Co. Tipperary E91 X2P4 (the Company); and
ASHGROVE CAPITAL PARTNERS LIMITED, a company incorporated in Ireland with registered number 587211 and having its registered office at 40 Fitzwilliam Place, Dublin 2, D02 YX29 (the Recipient).
WHEREAS
(A) The shareholders of the Company are considering a sale of the entire issued share capital of the Company, and the Recipient wishes to receive information about the Company in order to decide whether to make an offer.
(B) This Agreement is one-way: only the Company will disclose Confidential Information under it, and the obligations of confidence in it bind the Recipient alone.
NOW IT IS HEREBY AGREED as follows:
1. DEFINITIONS
1.1 In this Agreement:
"Affiliate" means, in relation to the Recipient, any subsidiary or holding company of the Recipient, any subsidiary of such a holding company, and any fund or investment vehicle managed or advised by the Recipient or any of them;
"Confidential Information" means all information concerning the Company, its business, assets, employees, customers, products, formulations, processes and finances which the Company or its advisers make available to the Recipient or its Representatives in connection with the Transaction, including the contents of the virtual data room, together with the fact that discussions concerning the Transaction are taking place;
"Representatives" means the directors, officers and employees of the Recipient and its legal, financial and tax advisers and its prospective lending banks;
"Transaction" means the possible acquisition by the Recipient of the entire issued share capital of the Company.`,
      `1.2 Documents and other information in recorded form are Confidential Information only if marked "Confidential" or "Strictly Private and Confidential", or if they are made available in the virtual data room.
1.3 Information disclosed orally is Confidential Information only if the Company identifies it as confidential at the time of disclosure and confirms that in writing within fourteen days.
2. UNDERTAKINGS OF THE RECIPIENT
2.1 The Recipient shall use the Confidential Information solely for the purpose of evaluating, negotiating and, if it proceeds, completing the Transaction, and for no other purpose.
2.2 The Recipient shall hold the Confidential Information in strict confidence and shall not disclose it, or allow it to be disclosed, to any person, except:
(a) to those of its Representatives who need to know it for the purpose in clause 2.1 and who have been made aware of the terms of this Agreement; or
(b) to the extent required by law, by the rules of any recognised stock exchange or by order of any court of competent jurisdiction.
2.3 For the avoidance of doubt, the Recipient shall not disclose any Confidential Information to any of its Affiliates or to any company in which a fund advised by it holds an investment.
2.4 Where the Recipient is required to make a disclosure under clause 2.2(b), it shall, so far as is lawful, notify the Company in writing before the disclosure is made and consult with the Company as to its timing and content.
2.5 The Recipient shall procure that each of its Representatives complies with this Agreement as if it were a party to it, and shall be liable to the Company for the acts and omissions of its Representatives in relation to the Confidential Information.
2.6 The Recipient shall not analyse, reverse engineer, decompile or test the composition of any samples, starter cultures, prototypes or software made available to it by the Company.
3. INFORMATION WHICH IS NOT CONFIDENTIAL
3.1 Clause 2 shall not apply to information which the Recipient can show: (a) is in the public domain at the time of disclosure or later enters it other than through a breach of this Agreement; (b) was already in its lawful possession free of any obligation of confidence; or (c) it received from a third party who was free to disclose it.`,
      `4. RETURN OF INFORMATION
4.1 The Company shall notify the Recipient in writing if it decides not to proceed with a sale to the Recipient.
4.2 Within five working days of a written request from the Company, or of a notice under clause 4.1, the Recipient shall return to the Company or destroy all documents containing Confidential Information and shall delete it from all computers and devices under its control.
4.3 The Recipient shall not retain any copy, extract or summary of the Confidential Information in any form, including on back-up systems.
4.4 A director of the Recipient shall certify in writing to the Company that clauses 4.2 and 4.3 have been complied with.
5. EMPLOYEES
5.1 The Recipient shall not, for 12 months from the date of this Agreement, directly or indirectly solicit or entice away any senior employee of the Company with whom it has had contact in connection with the Transaction, save that this clause shall not restrict general recruitment campaigns not specifically directed at such employees.
6. NO REPRESENTATION AND NO RIGHTS GRANTED
6.1 Neither the Company nor any of its advisers makes any representation or warranty as to the accuracy or completeness of the Confidential Information, and none of them shall be liable to the Recipient for any use of it, save in the case of fraud.
6.2 No licence or right under any patent, trade mark, copyright, know-how or other intellectual property right of the Company is granted or implied by this Agreement or by any disclosure of Confidential Information.
6.3 The Company is not obliged to provide any particular information or to negotiate or conclude the Transaction with the Recipient.
7. DURATION
7.1 The obligations of the Recipient under this Agreement shall continue for three years from the date of this Agreement, save that they shall end on the completion of the Transaction.`,
      `8. REMEDIES
8.1 The Recipient acknowledges that damages alone would not be an adequate remedy for a breach of this Agreement and that the Company shall be entitled to seek an injunction or other equitable relief in the courts of Ireland for any threatened or actual breach, in addition to any other remedy.
9. MISCELLANEOUS
9.1 This Agreement may be varied only in writing signed on behalf of both parties. No failure or delay by the Company in exercising any right shall operate as a waiver of it.
9.2 Any notice under this Agreement shall be in writing and delivered by hand or sent by registered post to the registered office of the party to be served, or by email to the partner in charge at the party's legal advisers.
10. LAW AND JURISDICTION
10.1 This Agreement and any non-contractual obligations arising out of it are governed by the laws of Ireland, and the parties submit to the exclusive jurisdiction of the courts of Ireland.
IN WITNESS whereof this Agreement has been entered into on the date first written above.
SIGNED for and on behalf of CLONMORE DAIRY TECHNOLOGIES DESIGNATED ACTIVITY COMPANY by Aisling Doherty, director
SIGNED for and on behalf of ASHGROVE CAPITAL PARTNERS LIMITED by Declan Mulcahy, director`,
    ],
    gold: {
      parties: names(['CLONMORE DAIRY TECHNOLOGIES DESIGNATED ACTIVITY COMPANY, a company incorporated in Ireland', 'ASHGROVE CAPITAL PARTNERS LIMITED, a company incorporated in Ireland'], 'Clonmore Dairy Technologies Designated Activity Company', 'Ashgrove Capital Partners Limited'),
      mutual: no('This Agreement is one-way: only the Company will disclose Confidential Information under it, and the obligations of confidence in it bind the Recipient alone.'),
      'disclosing-party': names('CLONMORE DAIRY TECHNOLOGIES DESIGNATED ACTIVITY COMPANY, a company incorporated in Ireland', 'Clonmore Dairy Technologies Designated Activity Company'),
      'receiving-party': names('ASHGROVE CAPITAL PARTNERS LIMITED, a company incorporated in Ireland', 'Ashgrove Capital Partners Limited'),
      date: date('2024-09-02', 'THIS AGREEMENT is made on 2 September 2024'),
      definition: text('"Confidential Information" means all information concerning the Company, its business, assets, employees, customers, products, formulations, processes and finances which the Company or its advisers make available to the Recipient or its Representatives in connection with the Transaction, including the contents of the virtual data room', 'virtual data room'),
      'oral-information': yes('Information disclosed orally is Confidential Information only if the Company identifies it as confidential at the time of disclosure and confirms that in writing within fourteen days.', 'identifies it as confidential'),
      'marking-required': yes('Documents and other information in recorded form are Confidential Information only if marked "Confidential" or "Strictly Private and Confidential", or if they are made available in the virtual data room.', 'virtual data room'),
      exclusions: text('Clause 2 shall not apply to information which the Recipient can show: (a) is in the public domain at the time of disclosure', 'public domain'),
      purpose: text('The Recipient shall use the Confidential Information solely for the purpose of evaluating, negotiating and, if it proceeds, completing the Transaction', 'Transaction'),
      'disclosure-to-employees': yes(['(a) to those of its Representatives who need to know it for the purpose in clause 2.1', '"Representatives" means the directors, officers and employees of the Recipient']),
      'disclosure-to-advisers': yes(['(a) to those of its Representatives who need to know it for the purpose in clause 2.1', '"Representatives" means the directors, officers and employees of the Recipient and its legal, financial and tax advisers']),
      'disclosure-to-affiliates': no('For the avoidance of doubt, the Recipient shall not disclose any Confidential Information to any of its Affiliates'),
      'recipients-bound': yes('shall be liable to the Company for the acts and omissions of its Representatives in relation to the Confidential Information'),
      'compelled-disclosure': yes('(b) to the extent required by law, by the rules of any recognised stock exchange or by order of any court of competent jurisdiction.'),
      'compelled-disclosure-notice': yes('it shall, so far as is lawful, notify the Company in writing before the disclosure is made'),
      'return-or-destruction': yes('the Recipient shall return to the Company or destroy all documents containing Confidential Information'),
      'retained-copies': no('The Recipient shall not retain any copy, extract or summary of the Confidential Information in any form, including on back-up systems.'),
      term: years(3, 'The obligations of the Recipient under this Agreement shall continue for three years from the date of this Agreement'),
      survival: [years(3, 'The obligations of the Recipient under this Agreement shall continue for three years from the date of this Agreement'), notFound],
      'non-solicitation': yes('The Recipient shall not, for 12 months from the date of this Agreement, directly or indirectly solicit or entice away any senior employee of the Company'),
      'no-licence': yes('No licence or right under any patent, trade mark, copyright, know-how or other intellectual property right of the Company is granted or implied by this Agreement'),
      'no-warranty': yes('Neither the Company nor any of its advisers makes any representation or warranty as to the accuracy or completeness of the Confidential Information'),
      remedies: yes('the Company shall be entitled to seek an injunction or other equitable relief in the courts of Ireland'),
      'reverse-engineering': yes('The Recipient shall not analyse, reverse engineer, decompile or test the composition of any samples'),
      notices: text('Any notice under this Agreement shall be in writing and delivered by hand or sent by registered post to the registered office of the party to be served', 'registered post'),
      'governing-law': text('are governed by the laws of Ireland, and the parties submit to the exclusive jurisdiction of the courts of Ireland', 'laws of Ireland'),
    },
    own: [
      { id: 'own-fund-companies', text: "Can Ashgrove show the data room to one of its funds' portfolio companies?", gold: no('the Recipient shall not disclose any Confidential Information to any of its Affiliates or to any company in which a fund advised by it holds an investment') },
      { id: 'own-seller-notice', text: 'Does the Company have to tell Ashgrove if it drops the sale?', gold: yes('The Company shall notify the Recipient in writing if it decides not to proceed with a sale to the Recipient.') },
      { id: 'own-banks', text: 'May Ashgrove share the information with the banks financing its bid?', gold: yes('"Representatives" means the directors, officers and employees of the Recipient and its legal, financial and tax advisers and its prospective lending banks') },
    ],
  },
  {
    id: 'frozen-lease-ni-newry-bakery',
    typeKey: 'property-lease',
    region: 'NI',
    title: 'Lease of 3 Hill Street, Newry',
    style: 'typed',
    pages: [
      `THIS LEASE
is made the 1st day of May 2023
BETWEEN MOURNE VIEW PROPERTIES LIMITED (company number NI604433) whose registered office is at 27 Trevor Hill, Newry, County Down BT34 1DN (hereinafter called "the Lessor", which expression shall where the context so admits include its successors and assigns) of the one part
AND FIONNUALA HANNA and PATRICK JOSEPH HANNA both of 12 Chapel Road, Bessbrook, County Armagh BT35 7AU, trading together as Hanna's Bakehouse (hereinafter called "the Lessee", which expression shall where the context so admits include their successors in title) of the other part.
WITNESSETH as follows:
1. DEMISE
The Lessor HEREBY DEMISES unto the Lessee ALL THAT the ground floor shop and the store to the rear thereof known as 3 Hill Street, Newry, County Down BT34 1AR, shown edged red on the map annexed hereto (hereinafter called "the Premises"), TO HOLD the same unto the Lessee for the term of ten years from and including the 1st day of May 2023 (hereinafter called "the Term").
2. RENT
The Lessee shall pay YEARLY during the Term the rent of EIGHTEEN THOUSAND FIVE HUNDRED POUNDS (£18,500) by equal quarterly payments in advance on the usual quarter days, the first payment to be made on the Rent Commencement Date.
The Rent Commencement Date is the 1st day of August 2023, and no rent shall be payable in respect of the three months from the commencement of the Term, which period the Lessor allows to the Lessee for fitting out.
The Lessor has not elected to charge value added tax on the rent, but if it does so the Lessee shall pay the tax in addition.
3. REVIEW OF RENT
On the 1st day of May 2028 (hereinafter called "the Review Date") the rent shall be reviewed to the open market rent of the Premises agreed between the parties or, failing agreement, determined by an independent surveyor, PROVIDED THAT the rent payable from the Review Date shall not be less than the rent payable immediately before it.`,
      `4. LESSEE'S COVENANTS
The Lessee HEREBY COVENANTS with the Lessor as follows:
4.1 To pay the rent and all other sums due under this Lease on the days appointed without any deduction, and to pay interest at the rate of four per cent per annum above the base rate of Danske Bank on any sum not paid within fourteen days of its due date.
4.2 To pay to the Lessor on demand a fair proportion, determined by the Lessor's surveyor, of the cost of maintaining, lighting and cleaning the service yard and rear access lane serving the Premises and the neighbouring shops, provided that the Lessee's contribution shall not exceed £1,200 in any year.
4.3 To keep the interior of the Premises, including the shop front, the internal plaster, floors, doors and windows, and the Lessor's fixtures, in good and tenantable repair, save that the Lessee shall not be obliged to put the Premises into any better state than that shown in the schedule of condition annexed hereto.
4.4 Not to use the Premises otherwise than as a retail bakery with ancillary café within Class A1 of the Planning (Use Classes) Order (Northern Ireland) 2015.
4.5 Not to assign, underlet, charge or part with possession of part only of the Premises.
4.6 Not to underlet the whole of the Premises.
4.7 Not to assign the whole of the Premises without the previous consent in writing of the Lessor, such consent not to be unreasonably withheld or delayed.
4.8 To repay to the Lessor on demand the premiums paid by the Lessor for insuring the Premises under clause 5.2.
4.9 At the expiration or sooner determination of the Term quietly to yield up the Premises in the state of repair required by clause 4.3, having removed the Lessee's signage and ovens and made good all damage caused by their removal.
4.10 To pay the stamp duty land tax chargeable on this Lease and to deliver the land transaction return in respect of it within the time required by law.`,
      `5. LESSOR'S COVENANTS
The Lessor HEREBY COVENANTS with the Lessee as follows:
5.1 That the Lessee paying the rent and observing the covenants on its part herein contained shall peaceably hold and enjoy the Premises during the Term without any interruption by the Lessor or any person lawfully claiming under or in trust for it.
5.2 To keep the Premises insured with a reputable insurer against loss or damage by fire, storm, flood, explosion, impact and such other risks as the Lessor reasonably decides, in the full reinstatement cost, and to apply the insurance money in rebuilding.
5.3 To keep the roof, main walls and foundations of the building of which the Premises form part in good repair.
6. DEPOSIT
On the signing of this Lease the Lessee shall pay to the Lessor a deposit of £3,000, to be held by the Lessor in a separate account as security for the performance of the Lessee's covenants and repaid within one month after the end of the Term, less any sums properly due.
7. LESSEE'S OPTION TO DETERMINE
The Lessee may determine this Lease on the 30th day of April 2028 by giving to the Lessor not less than six months' previous notice in writing, PROVIDED THAT the rent due up to that date has been paid in full, and on that date the Term shall cease without prejudice to any claim by either party in respect of any earlier breach.
8. RE-ENTRY
If the rent or any part of it shall be unpaid for twenty-one days after becoming due (whether formally demanded or not), or if the Lessee shall be adjudged bankrupt or shall fail to perform any of its covenants, it shall be lawful for the Lessor to re-enter upon the Premises and thereupon this demise shall absolutely determine.`,
      `9. BUSINESS TENANCY
The parties acknowledge that the Lessee will carry on a business at the Premises and that this tenancy is not excluded from the Business Tenancies (Northern Ireland) Order 1996, so that on the expiry of the Term the Lessee may be entitled to a new tenancy under that Order.
10. NOTICES
Any notice under this Lease shall be in writing and shall be sufficiently served if left at or sent by recorded delivery post to the registered office of the Lessor or to the Premises in the case of the Lessee.
11. LAW
This Lease shall be governed by and construed in accordance with the law of Northern Ireland.
IN WITNESS whereof the parties have executed this Lease as a deed on the day and year first herein written.
PRESENT when the Common Seal of MOURNE VIEW PROPERTIES LIMITED was affixed hereto: Eamon Quinn, director
SIGNED SEALED AND DELIVERED by FIONNUALA HANNA and PATRICK JOSEPH HANNA in the presence of Siobhan Carr, solicitor, Newry`,
    ],
    gold: {
      landlord: names('BETWEEN MOURNE VIEW PROPERTIES LIMITED (company number NI604433)', 'Mourne View Properties Limited'),
      tenant: names('AND FIONNUALA HANNA and PATRICK JOSEPH HANNA both of 12 Chapel Road', 'Fionnuala Hanna', 'Patrick Joseph Hanna'),
      guarantor: notFound,
      'lease-date': date('2023-05-01', 'is made the 1st day of May 2023'),
      premises: text('known as 3 Hill Street, Newry, County Down BT34 1AR', '3 Hill Street'),
      term: years(10, 'for the term of ten years from and including the 1st day of May 2023'),
      'initial-rent': gbp(18500, 'the rent of EIGHTEEN THOUSAND FIVE HUNDRED POUNDS (£18,500)'),
      'rent-free-period': months(3, 'no rent shall be payable in respect of the three months from the commencement of the Term'),
      'rent-review': text(['On the 1st day of May 2028 (hereinafter called "the Review Date") the rent shall be reviewed to the open market rent', 'the rent payable from the Review Date shall not be less than the rent payable immediately before it'], 'Review Date'),
      'break-options': text('The Lessee may determine this Lease on the 30th day of April 2028 by giving to the Lessor not less than six months\' previous notice in writing', 'six months'),
      alienation: text(['Not to assign the whole of the Premises without the previous consent in writing of the Lessor', 'Not to underlet the whole of the Premises.']),
      repair: text('save that the Lessee shall not be obliged to put the Premises into any better state than that shown in the schedule of condition', 'schedule of condition'),
      'service-charge': text('provided that the Lessee\'s contribution shall not exceed £1,200 in any year', '£1,200'),
      insurance: text('To keep the Premises insured with a reputable insurer against loss or damage by fire, storm, flood, explosion, impact', 'insured'),
      'permitted-use': text('Not to use the Premises otherwise than as a retail bakery with ancillary café', 'retail bakery'),
      'landlord-covenants': text('shall peaceably hold and enjoy the Premises during the Term without any interruption by the Lessor', 'peaceably hold and enjoy'),
      forfeiture: text('If the rent or any part of it shall be unpaid for twenty-one days after becoming due', 'twenty-one days'),
      'security-of-tenure-ni-order': text('this tenancy is not excluded from the Business Tenancies (Northern Ireland) Order 1996', 'not excluded'),
      'rent-deposit': gbp(3000, 'the Lessee shall pay to the Lessor a deposit of £3,000'),
      'interest-on-late-payment': percent(4, 'to pay interest at the rate of four per cent per annum above the base rate of Danske Bank'),
      'yield-up': text('quietly to yield up the Premises in the state of repair required by clause 4.3, having removed the Lessee\'s signage and ovens', 'yield up'),
      'guarantor-release': notFound,
      'registration-ireland': notFound,
      'stamp-duty-land-tax': text('To pay the stamp duty land tax chargeable on this Lease and to deliver the land transaction return', 'stamp duty land tax'),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the law of Northern Ireland.', 'Northern Ireland'),
    },
    own: [
      { id: 'own-vat', text: 'Is VAT charged on the rent?', gold: no('The Lessor has not elected to charge value added tax on the rent') },
      { id: 'own-roof', text: 'Who repairs the roof?', gold: text('To keep the roof, main walls and foundations of the building of which the Premises form part in good repair.', 'roof') },
      { id: 'own-underlet', text: 'Can the bakery sublet the whole shop?', gold: no('Not to underlet the whole of the Premises.') },
    ],
  },
  {
    id: 'frozen-employment-wa-care-home-statement',
    typeKey: 'employment-contract',
    region: 'WA',
    title: 'Statement of main terms of employment: Megan Roberts',
    style: 'modern',
    pages: [
      `STATEMENT OF MAIN TERMS OF EMPLOYMENT
This document is the written statement of particulars required by section 1 of the Employment Rights Act 1996. Together with the letter offering you the post it forms your contract of employment.
PART 1: THE PARTIES AND YOUR JOB
Employer\tBryn Awel Care Homes Limited (company number 06718254), Ffordd Rhuthun, Wrexham LL13 7TQ
Employee\tMegan Haf Roberts, 5 Heol y Capel, Gresford, Wrexham LL12 8RW
Job title\tDeputy Home Manager, reporting to the Registered Manager of Bryn Awel
Main duties\tLeading the care team on shift, supervising medication rounds, keeping care plans up to date and deputising for the Registered Manager, as set out in the job description
Start date\tYour employment with us begins on 6 January 2025.
Continuous employment\tYour employment with Gwynedd Nursing Services Limited, an associated employer, counts towards your continuous employment, which therefore began on 14 March 2019.
Place of work\tBryn Awel, Ffordd Rhuthun, Wrexham LL13 7TQ. We may ask you to work at any of our other homes within 25 miles of Wrexham to cover staff shortages.
PART 2: PAY AND BENEFITS
Salary\t£36,400 a year, paid monthly in arrears by bank transfer on the last working day of each month
Bonus\tYou are not eligible for any bonus or commission scheme.
Overtime\tHours worked beyond your rota with the approval of the Registered Manager are paid at time and a quarter.
Pension\tWe will enrol you in the National Employment Savings Trust (NEST) under the automatic enrolment rules. We contribute 3% of your qualifying earnings and you contribute 5%.
Deductions\tYou agree that we may deduct from your pay any overpayment of salary or expenses and any holiday taken in excess of your entitlement when your employment ends.`,
      `PART 3: TIME AT WORK AND AWAY
Hours of work\tYour normal hours are 37.5 a week, worked on a four-week rota of day shifts that includes weekends and bank holidays.
Working time\tYou have not signed an opt-out of the 48-hour average weekly working limit, and your rota will keep within it.
Holiday\tYou are entitled to 28 days' paid holiday in each holiday year, including the eight bank holidays. The holiday year runs from 1 April to 31 March.
Sickness absence\tYou must tell the person in charge of your shift before 7.00 am on the first day of absence. After completing your probationary period you are entitled to full pay for up to four weeks' sickness absence in any rolling 12 months; after that, or during probation, you receive statutory sick pay only if you qualify for it.
Probationary period\tThe first 3 months of your employment are a probationary period, during which either of us may end your employment on one week's notice.
PART 4: ENDING YOUR EMPLOYMENT
Notice from us\tAfter probation, we will give you one week's notice for each complete year of continuous employment, with a minimum of 4 weeks and a maximum of 12 weeks.
Notice from you\tAfter probation, you must give us 4 weeks' notice in writing.
Pay in lieu of notice\tWe may end your employment at any time with immediate effect by paying you your basic salary in lieu of all or any part of your notice period.
After you leave\tThere are no restrictions on what work you may do after your employment ends, and this contract contains no non-competition or non-solicitation covenants.
PART 5: POLICIES AND OTHER TERMS
Confidentiality\tYou must not, during or after your employment, disclose any confidential information about our residents, their families or our business, except as required by law. Any care materials or training documents you write in the course of your employment belong to us.
Disciplinary and grievance\tOur disciplinary and grievance procedures are in the Staff Handbook. They do not form part of your contract of employment and we may change them.
Collective agreements\tNo collective agreements affect your terms and conditions of employment.
Law\tThis statement is governed by the law of England and Wales as it applies in Wales, and the courts and employment tribunals of England and Wales have jurisdiction.
Signed for Bryn Awel Care Homes Limited by Gareth Pritchard, Operations Director, on 2 December 2024
I accept these terms. Signed Megan Haf Roberts on 4 December 2024`,
    ],
    gold: {
      employer: names('Employer Bryn Awel Care Homes Limited (company number 06718254)', 'Bryn Awel Care Homes Limited'),
      employee: names('Employee Megan Haf Roberts, 5 Heol y Capel', 'Megan Haf Roberts'),
      'start-date': date('2025-01-06', 'Your employment with us begins on 6 January 2025.'),
      'continuous-employment': date('2019-03-14', 'counts towards your continuous employment, which therefore began on 14 March 2019'),
      'job-title': text('Job title Deputy Home Manager, reporting to the Registered Manager of Bryn Awel', 'Deputy Home Manager'),
      'place-of-work': text('Place of work Bryn Awel, Ffordd Rhuthun, Wrexham LL13 7TQ. We may ask you to work at any of our other homes within 25 miles of Wrexham', 'Ffordd Rhuthun'),
      hours: text('Your normal hours are 37.5 a week, worked on a four-week rota', '37.5'),
      salary: gbp(36400, '£36,400 a year, paid monthly in arrears by bank transfer'),
      bonus: text('You are not eligible for any bonus or commission scheme.', 'not eligible'),
      pension: text('We will enrol you in the National Employment Savings Trust (NEST) under the automatic enrolment rules. We contribute 3% of your qualifying earnings', 'NEST'),
      holiday: days(28, "You are entitled to 28 days' paid holiday in each holiday year, including the eight bank holidays."),
      'sick-pay': text("you are entitled to full pay for up to four weeks' sickness absence in any rolling 12 months", 'full pay'),
      probation: months(3, 'The first 3 months of your employment are a probationary period'),
      notice: [weeks(4, "Notice from you After probation, you must give us 4 weeks' notice in writing."), weeks(4, 'with a minimum of 4 weeks and a maximum of 12 weeks')],
      'payment-in-lieu': yes('We may end your employment at any time with immediate effect by paying you your basic salary in lieu of all or any part of your notice period.'),
      'garden-leave': notFound,
      'restrictive-covenants': text('There are no restrictions on what work you may do after your employment ends, and this contract contains no non-competition or non-solicitation covenants.', 'no restrictions'),
      'confidentiality-and-ip': text('You must not, during or after your employment, disclose any confidential information about our residents', 'confidential information'),
      'disciplinary-and-grievance': text('Our disciplinary and grievance procedures are in the Staff Handbook. They do not form part of your contract of employment', 'Staff Handbook'),
      deductions: yes('You agree that we may deduct from your pay any overpayment of salary or expenses'),
      'collective-agreements': no('No collective agreements affect your terms and conditions of employment.'),
      'governing-law': text('This statement is governed by the law of England and Wales as it applies in Wales', 'England and Wales'),
      'working-time-opt-out': no('You have not signed an opt-out of the 48-hour average weekly working limit'),
      'written-statement': yes('This document is the written statement of particulars required by section 1 of the Employment Rights Act 1996.'),
    },
    own: [
      { id: 'own-other-homes', text: 'Can she be sent to work at another home?', gold: yes('We may ask you to work at any of our other homes within 25 miles of Wrexham to cover staff shortages.', '25 miles') },
      { id: 'own-overtime', text: 'Is overtime paid, and at what rate?', gold: text('Hours worked beyond your rota with the approval of the Registered Manager are paid at time and a quarter.', 'time and a quarter') },
      { id: 'own-employer-notice', text: 'What is the most notice the home would have to give her?', gold: weeks(12, 'with a minimum of 4 weeks and a maximum of 12 weeks') },
    ],
  },
];
