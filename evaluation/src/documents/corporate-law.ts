import type { EvaluationDocument } from '../evaluation-document.ts';

export const CORPORATE_LAW_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'spa-en-locked-box',
    expectedTypeKey: 'share-purchase-agreement',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Share purchase agreement, Pennine Data Solutions Limited',
    pages: [
      `DATED 29 February 2024
(1) THE PERSONS LISTED IN SCHEDULE 1
(as Sellers)
(2) HALCYON DIGITAL GROUP LIMITED
(as Buyer)
AGREEMENT
for the sale and purchase of the entire issued share capital of
PENNINE DATA SOLUTIONS LIMITED
CONTENTS
1. Interpretation 2. Sale and purchase 3. Consideration 4. Completion 5. Warranties 6. Limitations 7. Tax Covenant 8. Restrictive covenants 9. Confidentiality 10. Governing law
Schedule 1 The Sellers  Schedule 2 Particulars of the Company  Schedule 3 Warranties  Schedule 4 Limitations  Schedule 5 Tax Covenant`,
      `THIS AGREEMENT is dated 29 February 2024
PARTIES
(1) THE PERSONS whose names and addresses are set out in Schedule 1 (Sellers).
(2) HALCYON DIGITAL GROUP LIMITED incorporated and registered in England and Wales with company number 12998877 whose registered office is at 1 Canada Square, London E14 5AB (Buyer).
BACKGROUND
The Sellers are the legal and beneficial owners of the Sale Shares, being the entire issued share capital of Pennine Data Solutions Limited (the Company), and have agreed to sell them to the Buyer on the terms of this agreement.
AGREED TERMS
1. INTERPRETATION
"Disclosure Letter": the letter from the Sellers to the Buyer with the same date as this agreement.
"Leakage": any of the matters listed in clause 3.4, other than Permitted Leakage.
"Locked Box Accounts": the balance sheet of the Company as at the Locked Box Date.
"Locked Box Date": 31 December 2023.
"Warranties": the warranties in clause 5 and Schedule 3.
2. SALE AND PURCHASE
2.1 On the terms of this agreement, each Seller shall sell and the Buyer shall buy the Sale Shares set opposite that Seller's name in Schedule 1, with full title guarantee and free from all Encumbrances, with effect from Completion.
3. CONSIDERATION
3.1 The consideration for the Sale Shares is £18,400,000, of which £2,000,000 shall be paid into the Retention Account.
3.4 Each Seller undertakes that since the Locked Box Date there has been no Leakage, and shall pay to the Buyer on demand an amount equal to any Leakage received by or on behalf of that Seller.
4. COMPLETION
Completion shall take place on the date of this agreement at the offices of the Buyer's Solicitors, when the Sellers shall deliver the items listed in Part 1 of Schedule 5 and the Buyer shall pay the consideration.`,
      `5. WARRANTIES
5.1 The Sellers warrant to the Buyer that each Warranty is true and accurate at the date of this agreement, save as fairly disclosed in the Disclosure Letter.
5.2 The Warranties are qualified by the facts and circumstances fairly disclosed in the Disclosure Letter.
6. LIMITATIONS ON CLAIMS
6.1 The aggregate liability of the Sellers for all Claims shall not exceed the consideration, save that the aggregate liability for Claims under the Warranties (other than the Fundamental Warranties) shall not exceed £1 (the Buyer having obtained a W&I Policy).
6.2 The Sellers shall not be liable for a Claim unless notice of it is given to the Sellers within 24 months after Completion, or in the case of a claim under the Tax Covenant, within seven years after the end of the accounting period current at Completion.
6.3 The Sellers shall not be liable for any individual Claim of less than £25,000, nor unless the aggregate of all Claims exceeds £184,000.
7. TAX COVENANT
The Sellers covenant to pay to the Buyer an amount equal to any Tax liability of the Company arising in respect of any event occurring on or before Completion, on the terms of Schedule 5.
8. RESTRICTIVE COVENANTS
No Seller shall, for 24 months after Completion, carry on or be engaged in any business which competes with the business of the Company as carried on at Completion, or solicit any customer of the Company.
9. GOVERNING LAW
This agreement and any dispute or claim arising out of it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.
This agreement has been entered into on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'spa-ie-conditional',
    expectedTypeKey: 'share-purchase-agreement',
    practiceArea: 'corporate-law',
    region: 'IE',
    title: 'Share sale agreement, Ardmore Analytics Limited',
    pages: [
      `SHARE SALE AGREEMENT
dated 2 October 2023
between
DONAL FITZGERALD and AOIFE BRENNAN
(the Vendors)
and
NORDSTAR SOFTWARE HOLDINGS DAC
(the Purchaser)
relating to the entire issued share capital of ARDMORE ANALYTICS LIMITED (registered number 612455)
1. DEFINITIONS
"Completion Accounts" means the balance sheet of the Company as at the Completion Date prepared in accordance with Schedule 6.
"Conditions" means the conditions set out in clause 3.1.
"Long Stop Date" means 31 January 2024.
"Shares" means the 100,000 ordinary shares of €1 each in the capital of the Company, being the entire issued share capital.
2. SALE AND PURCHASE
The Vendors as beneficial owners shall sell and the Purchaser shall purchase the Shares free from all Encumbrances and together with all rights attaching to them.
3. CONDITIONS
3.1 Completion is conditional on the Competition and Consumer Protection Commission having informed the Purchaser that the acquisition may be put into effect under the Competition Act 2002.
3.2 If the Conditions are not satisfied by the Long Stop Date, this Agreement shall automatically terminate.
4. CONSIDERATION
The consideration shall be €9,250,000, adjusted euro for euro by the amount by which the Net Assets in the Completion Accounts exceed or fall short of €1,400,000, together with the Earn-Out Payment (if any) calculated under Schedule 7.
5. WARRANTIES AND INDEMNITIES
The Vendors jointly and severally warrant to the Purchaser in the terms of Schedule 4, save as disclosed in the Disclosure Letter, and indemnify the Purchaser against any liability of the Company in respect of the Revenue audit notified on 4 May 2023.
6. TAX DEED
At Completion the Vendors shall execute the Tax Deed of Indemnity.
7. GOVERNING LAW
This Agreement shall be governed by the laws of Ireland and the parties submit to the exclusive jurisdiction of the Irish courts.`,
    ],
  },
  {
    id: 'articles-en-private-company',
    expectedTypeKey: 'articles-of-association',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Articles of association of Pennine Data Solutions Limited',
    pages: [
      `Company number 08765123
THE COMPANIES ACT 2006
PRIVATE COMPANY LIMITED BY SHARES
ARTICLES OF ASSOCIATION
of
PENNINE DATA SOLUTIONS LIMITED
(Adopted by special resolution passed on 29 February 2024)
1. PRELIMINARY
1.1 The model articles for private companies limited by shares contained in Schedule 1 to the Companies (Model Articles) Regulations 2008 (SI 2008/3229) (the Model Articles) shall apply to the Company, except in so far as they are modified or excluded by these Articles.
1.2 Model Articles 11(2) and (3), 13, 14 and 26(5) shall not apply to the Company.
2. SHARE CAPITAL
The share capital of the Company is divided into A Ordinary Shares and B Ordinary Shares, which shall rank pari passu in all respects save as set out in these Articles.
3. DIRECTORS' MEETINGS
3.1 The quorum for the transaction of business at a meeting of directors is any two eligible directors, one of whom must be an A Director.
3.2 The chairman shall not have a casting vote.
4. TRANSFER OF SHARES
4.1 No shareholder shall transfer any share except in accordance with these Articles. The directors may decline to register the transfer of a share which is not made in accordance with them.
4.2 A shareholder who ceases to be an employee or director shall be deemed to have served a Transfer Notice in respect of all of his shares (a Deemed Transfer Notice).
5. DRAG ALONG
If the holders of 75% of the shares wish to transfer all their shares to a bona fide purchaser, they may require all other shareholders to transfer their shares on the same terms.
6. TAG ALONG
No transfer of shares that would result in a person obtaining a Controlling Interest may be made unless the purchaser offers to buy all the other shares at the same price.
7. LIABILITY OF MEMBERS
The liability of the members is limited to the amount, if any, unpaid on the shares held by them.`,
    ],
  },
  {
    id: 'constitution-ie-dac',
    expectedTypeKey: 'articles-of-association',
    practiceArea: 'corporate-law',
    region: 'IE',
    title: 'Constitution of Nordstar Software Holdings DAC',
    pages: [
      `COMPANIES ACT 2014
DESIGNATED ACTIVITY COMPANY LIMITED BY SHARES
CONSTITUTION
of
NORDSTAR SOFTWARE HOLDINGS DESIGNATED ACTIVITY COMPANY
MEMORANDUM OF ASSOCIATION
1. The name of the company is Nordstar Software Holdings Designated Activity Company.
2. The company is a designated activity company limited by shares, that is to say a private company limited by shares registered under Part 16 of the Companies Act 2014.
3. The objects for which the company is established are to carry on the business of a holding company and to acquire and hold shares in software and technology businesses.
4. The liability of the members is limited.
5. The share capital of the company is €10,000,000 divided into 10,000,000 ordinary shares of €1 each.
ARTICLES OF ASSOCIATION
1. The provisions of the Companies Act 2014 which apply to a designated activity company, save to the extent that they are varied or excluded by this constitution, shall apply.
2. The directors may, in their absolute discretion, decline to register any transfer of a share.
3. The quorum for a general meeting shall be two members present in person or by proxy.
4. The number of directors shall not be less than two. At any meeting of the directors the chairperson shall have a second or casting vote.
5. The company may by special resolution alter the provisions of this constitution.`,
    ],
  },
  {
    id: 'shareholders-agreement-en',
    expectedTypeKey: 'shareholders-agreement',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Shareholders\' agreement relating to Calder Living Limited',
    pages: [
      `THIS AGREEMENT is dated 5 May 2022
PARTIES
(1) BRIGHOUSE VENTURES LP acting by its general partner Brighouse Ventures GP Limited (the Investor)
(2) THE PERSONS whose names are set out in Schedule 1 (the Founders)
(3) CALDER LIVING LIMITED (company number 10234567) (the Company)
SHAREHOLDERS' AGREEMENT
BACKGROUND
(A) The Investor has agreed to subscribe for 250,000 A Ordinary Shares in the Company for £2,500,000.
(B) The parties have agreed to regulate their relationship as shareholders of the Company on the terms of this agreement.
1. THE BOARD
1.1 The Investor may appoint one director (the Investor Director) and an observer. The Founders may together appoint two directors.
1.2 The quorum at board meetings shall include the Investor Director.
2. RESERVED MATTERS
The Company shall not, without the prior written consent of an Investor Majority, do any of the matters set out in Schedule 3, including: adopting the annual budget and Business Plan; incurring borrowings above £250,000; issuing shares; changing the nature of the business.
3. INFORMATION RIGHTS
The Company shall deliver to the Investor monthly management accounts within 20 days of the end of each month, and audited accounts within 120 days of the year end.
4. TRANSFER OF SHARES
No party shall transfer shares except as permitted by the Articles. Each new shareholder shall, before becoming registered, execute a Deed of Adherence in the form of Schedule 4.
5. LEAVERS
A Founder who ceases to be employed by the Company shall be a Good Leaver or a Bad Leaver as defined in the Articles, and shall transfer his shares accordingly.
6. DEADLOCK
If the board is unable to agree on a matter for 30 days, either party may refer it to mediation.
7. CONFLICT WITH ARTICLES
In the event of any conflict between this Agreement and the Articles, this Agreement shall prevail as between the Shareholders.
8. GOVERNING LAW
This agreement is governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'board-minutes-en',
    expectedTypeKey: 'board-minutes',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Board minutes of Halcyon Digital Group Limited approving the acquisition',
    pages: [
      `HALCYON DIGITAL GROUP LIMITED
(the Company)
Company number 12998877
MINUTES of a meeting of the board of directors of the Company held at 1 Canada Square, London E14 5AB on 28 February 2024 at 10.00 am
PRESENT: Eleanor Voss (Chair), Michael Tan, Joanne Pryce
IN ATTENDANCE: Sarah Whitlock (Company Secretary); Oliver Grant of Fenwick Lyle LLP (for item 4)
1. CHAIR AND QUORUM
Eleanor Voss took the chair and noted that due notice had been given and that a quorum was present. The Chair declared the meeting open.
2. DECLARATIONS OF INTEREST
Michael Tan declared, in accordance with section 177 of the Companies Act 2006 and the Company's articles, that he is a cousin of one of the Sellers. The directors noted that his interest did not conflict and that he could vote and count in the quorum.
3. PURPOSE OF THE MEETING
The Chair explained that the purpose of the meeting was to consider and, if thought fit, approve the acquisition of the entire issued share capital of Pennine Data Solutions Limited (the Acquisition) and the entry by the Company into the share purchase agreement, the disclosure letter, the tax covenant and the W&I policy (the Documents).
4. DOCUMENTS
Oliver Grant summarised the key terms of the Documents. The directors considered their duties under sections 171 to 177 of the Companies Act 2006, in particular the duty to promote the success of the Company.
5. RESOLUTIONS
IT WAS RESOLVED THAT the Acquisition be approved; that the terms of the Documents in the forms produced to the meeting be approved; and that any director be authorised to execute the Documents on behalf of the Company.
6. CLOSE
There being no further business, the Chair declared the meeting closed.
Chair ................................`,
    ],
  },
  {
    id: 'written-resolutions-en-shareholders',
    expectedTypeKey: 'board-minutes',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Written resolutions of Pennine Data Solutions Limited adopting new articles',
    pages: [
      `Company number 08765123
THE COMPANIES ACT 2006
PRIVATE COMPANY LIMITED BY SHARES
WRITTEN RESOLUTIONS
of
PENNINE DATA SOLUTIONS LIMITED
(the Company)
Circulation date: 28 February 2024
Pursuant to Chapter 2 of Part 13 of the Companies Act 2006, the directors of the Company propose that the resolutions below are passed as a special resolution (Resolution 1) and an ordinary resolution (Resolution 2).
SPECIAL RESOLUTION
1. THAT the draft articles of association attached to these written resolutions be adopted as the articles of association of the Company in substitution for, and to the exclusion of, the existing articles of association.
ORDINARY RESOLUTION
2. THAT, in accordance with section 551 of the Companies Act 2006, the directors be generally and unconditionally authorised to allot shares in the Company up to an aggregate nominal amount of £5,000.
AGREEMENT
Please read the notes at the end of this document before signifying your agreement to the resolutions.
The undersigned, a person entitled to vote on the above resolutions on the circulation date, hereby irrevocably agrees to the resolutions.
Signed by ROBERT JAMES CASSIDY    Date 29 February 2024
NOTES
1. If you agree to the resolutions, please indicate your agreement by signing and dating this document where indicated above and returning it to the Company.
2. If sufficient agreement has not been received by 28 days after the circulation date, the resolutions will lapse.`,
    ],
  },
  {
    id: 'supply-agreement-en',
    expectedTypeKey: 'commercial-contract',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Supply agreement, Kennet Precision Tools and Avonside Aerospace',
    pages: [
      `THIS AGREEMENT is dated 1 April 2022
PARTIES
(1) KENNET PRECISION TOOLS LIMITED incorporated and registered in England and Wales with company number 05432111 whose registered office is at Unit 2, Apex Court, Reading RG2 0QX (Supplier).
(2) AVONSIDE AEROSPACE LIMITED incorporated and registered in England and Wales with company number 02211345 whose registered office is at Filton Way, Bristol BS34 7QW (Customer).
BACKGROUND
The Supplier manufactures precision machined components. The Customer wishes to purchase, and the Supplier wishes to supply, the Goods on the terms of this agreement.
1. INTERPRETATION
"Goods": the components listed in Schedule 1, as amended from time to time.
"Order": an order for Goods submitted by the Customer in accordance with clause 3.
"Specification": the specification for the Goods set out in Schedule 2.
2. COMMENCEMENT AND DURATION
This agreement shall commence on the date of this agreement and continue for an initial term of three years, and shall then continue automatically unless either party gives not less than six months' written notice to terminate it expiring on or after the end of the initial term.
3. SUPPLY OF GOODS
3.1 The Supplier shall supply the Goods to the Customer in accordance with Orders accepted by the Supplier.
3.2 The Customer shall purchase not less than 80% of its requirements for the Goods from the Supplier.
4. PRICE AND PAYMENT
The price of the Goods shall be as set out in Schedule 3. The Supplier shall invoice on delivery and the Customer shall pay within 60 days of the date of invoice.
5. QUALITY
The Supplier warrants that the Goods shall conform to the Specification, be free from defects in material and workmanship for 12 months from delivery, and be manufactured under an AS9100 quality system.`,
      `6. LIMITATION OF LIABILITY
Neither party limits its liability for death or personal injury caused by negligence or for fraud. Subject to that, the Supplier's total liability under this agreement in each contract year shall not exceed the price paid for Goods in that year.
7. INTELLECTUAL PROPERTY
All intellectual property rights in the Customer's drawings remain with the Customer.
8. TERMINATION
Either party may terminate this agreement with immediate effect by written notice if the other commits a material breach that is not remedied within 30 days of notice, or suffers an insolvency event, or undergoes a change of control.
9. FORCE MAJEURE
Neither party shall be in breach of this agreement nor liable for delay in performing its obligations if the delay results from events beyond its reasonable control.
10. ASSIGNMENT
Neither party may assign or transfer any of its rights under this agreement without the prior written consent of the other.
11. GOVERNING LAW
This agreement and any dispute or claim arising out of it shall be governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'certificate-of-incorporation-en',
    expectedTypeKey: 'company-register-extract',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Certificate of incorporation of Halcyon Digital Group Limited',
    pages: [
      `CERTIFICATE OF INCORPORATION
OF A PRIVATE LIMITED COMPANY
Company Number 12998877
The Registrar of Companies for England and Wales, hereby certifies that
HALCYON DIGITAL GROUP LIMITED
is this day incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, and the situation of its registered office is in England and Wales.
Given at Companies House, Cardiff, on 12th November 2020
The above information was communicated by electronic means and authenticated by the Registrar of Companies under section 1115 of the Companies Act 2006.
Companies House
THE OFFICIAL SEAL OF THE REGISTRAR OF COMPANIES`,
    ],
  },
  {
    id: 'cro-company-printout-ie',
    expectedTypeKey: 'company-register-extract',
    practiceArea: 'corporate-law',
    region: 'IE',
    title: 'CRO company printout, Ardmore Analytics Limited',
    pages: [
      `Companies Registration Office
Company Printout
Company Number: 612455
Company Name: ARDMORE ANALYTICS LIMITED
Company Type: LTD - Private Company Limited by Shares
Company Status: Normal
Registration Date: 04/09/2017
Registered Office: SUITE 2, BLOCK C, SANDYFORD BUSINESS PARK, DUBLIN 18
Annual Return Date: 04/09/2024
Last Accounts Made Up To: 31/12/2022
Nature of business: Computer programming activities (NACE 62.01)
Directors:
DONAL FITZGERALD, appointed 04/09/2017
AOIFE BRENNAN, appointed 04/09/2017
Secretary: BRENNAN COMPANY SECRETARIAL LIMITED
Charges registered: 1. Debenture dated 12/05/2021 in favour of Liffey Mutual Bank DAC.
Submissions: B1 Annual Return 14/09/2023; B10 Change in director or secretary 02/02/2021.`,
    ],
  },
  {
    id: 'disclosure-letter-en',
    expectedTypeKey: 'disclosure-letter',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Disclosure letter, Pennine Data Solutions Limited',
    pages: [
      `From: The Sellers (as defined in the Agreement)
To: Halcyon Digital Group Limited
1 Canada Square, London E14 5AB
29 February 2024
Dear Sirs
Proposed acquisition of the entire issued share capital of Pennine Data Solutions Limited
1. INTRODUCTION
1.1 This letter is the disclosure letter referred to in the share purchase agreement of today's date between the Sellers and you (the Agreement). Words defined in the Agreement have the same meaning in this letter.
1.2 This letter and the documents in the data room constitute formal disclosure to you of facts and circumstances which are or may be inconsistent with the Warranties. The Warranties are qualified by those facts and circumstances.
2. GENERAL DISCLOSURES
The following are disclosed generally: (a) all matters contained or referred to in the Agreement; (b) all matters apparent from the public files of the Company at Companies House; (c) all matters that would be revealed by searches of the Land Registry; (d) all documents in the data room hosted by Datasite, the index of which is annexed (the Data Room Documents).
3. SPECIFIC DISCLOSURES
Paragraph 4.2 (Accounts): the Accounts do not include a provision for the dilapidations liability under the lease of the second floor, 41 Wellington Street.
Paragraph 9.1 (Employees): the Company is in discussion with two employees about their bonus entitlement for 2023. See Data Room Documents 6.1.3 and 6.1.4.
Paragraph 12.3 (Litigation): the Company received a letter before claim dated 9 January 2024 from a former customer alleging breach of a software licence. The Sellers consider the claim to be without merit.
Paragraph 15 (Data protection): a personal data breach was notified to the Information Commissioner's Office on 2 March 2023. No further action was taken by the ICO.
Yours faithfully
Signed by the Sellers`,
    ],
  },
  {
    id: 'spa-sc-scots-law',
    expectedTypeKey: 'share-purchase-agreement',
    practiceArea: 'corporate-law',
    region: 'SC',
    title: 'Share purchase agreement, Deeside Outdoor Limited',
    pages: [
      `AGREEMENT
among
THE SELLERS
(as defined below)
and
CAIRNGORM LEISURE GROUP LIMITED
relating to the sale and purchase of the whole issued share capital of
DEESIDE OUTDOOR LIMITED
BURNESS FRASER LLP, 50 Lothian Road, Edinburgh
AGREEMENT among (1) FIONA MAIRI GRANT and KENNETH JOHN GRANT, both residing at Birkhall Cottage, Ballater AB35 5SU (the Sellers); and (2) CAIRNGORM LEISURE GROUP LIMITED, incorporated under the Companies Acts (SC700912) and having its registered office at 12 Albyn Place, Aberdeen (the Purchaser).
WHEREAS the Sellers are the registered holders and beneficial owners of the entire issued share capital of Deeside Outdoor Limited (SC466120) (the Company) and have agreed to sell it to the Purchaser on the terms of this Agreement.
NOW THEREFORE IT IS AGREED as follows:
1. SALE AND PURCHASE: the Sellers shall sell with absolute warrandice and the Purchaser shall purchase the Shares, free from all Encumbrances, with effect from Completion.
2. PRICE: the price for the Shares shall be £3,150,000, payable as to £2,650,000 at Completion and £500,000 on the first anniversary of Completion (the Deferred Consideration), adjusted by reference to the Completion Accounts.
3. COMPLETION: Completion shall take place at the offices of the Purchaser's Solicitors immediately after the signing of this Agreement.
4. WARRANTIES: the Sellers jointly and severally warrant to the Purchaser in terms of Schedule 3, subject to the matters fairly disclosed in the Disclosure Letter. The Sellers shall not be liable for any claim unless written notice is given within two years after Completion (seven years for tax claims), and the total liability of the Sellers shall not exceed the Price.
5. TAX: the Sellers undertake to pay to the Purchaser any Tax liability of the Company arising from events before Completion in terms of the Tax Schedule.
6. RESTRICTIVE COVENANTS: neither Seller shall, for three years after Completion, compete with the business of the Company within Aberdeenshire or solicit its customers or employees.
7. LAW: this Agreement is governed by the law of Scotland and the parties prorogate the non-exclusive jurisdiction of the Scottish courts.
IN WITNESS WHEREOF these presents consisting of this and the preceding pages together with the Schedules are executed as follows:`,
    ],
  },
  {
    id: 'asset-purchase-agreement-en',
    expectedTypeKey: null,
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Asset purchase agreement, the business of Severnside Actuarial',
    lookAlike: true,
    pages: [
      `THIS AGREEMENT is dated 2 December 2024
PARTIES
(1) SEVERNSIDE ACTUARIAL LLP (registered number OC398812) (Seller).
(2) WESSEX PENSIONS CONSULTING LIMITED (company number 13390021) (Buyer).
BUSINESS PURCHASE AGREEMENT
BACKGROUND
The Seller carries on the Business of actuarial and pensions consultancy from Suite 4, Brunswick House, Bristol. The Seller has agreed to sell and the Buyer has agreed to buy the Business as a going concern, together with the Assets, on the terms of this agreement.
1. DEFINITIONS
"Assets": the Goodwill, the Equipment, the Contracts, the Business Intellectual Property, the Records and the benefit of the Underlease, but excluding the Excluded Assets.
"Employees": the employees of the Seller listed in Schedule 4, whose contracts of employment will transfer to the Buyer under the Transfer of Undertakings (Protection of Employment) Regulations 2006.
2. SALE AND PURCHASE
The Seller shall sell with full title guarantee, and the Buyer shall buy, the Business as a going concern and the Assets with effect from the Transfer Time.
3. CONSIDERATION
The consideration for the Business and the Assets is £1,850,000, apportioned as set out in Schedule 2, plus VAT if the sale is not treated as a transfer of a going concern.
4. CONTRACTS
The Buyer shall perform the Contracts from the Transfer Time. Where a Contract cannot be assigned without consent, the Seller shall hold it on trust for the Buyer until consent is obtained.
5. EMPLOYEES
The parties acknowledge that the sale of the Business will constitute a relevant transfer. The Seller shall indemnify the Buyer against all liabilities in respect of the Employees arising before the Transfer Time.
6. WARRANTIES
The Seller warrants to the Buyer that each of the Warranties in Schedule 5 is true and accurate at the date of this agreement, save as disclosed in the Disclosure Letter.
7. GOVERNING LAW: this agreement is governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'services-agreement-ie',
    expectedTypeKey: 'commercial-contract',
    practiceArea: 'corporate-law',
    region: 'IE',
    title: 'Managed IT services agreement, Ardmore Analytics and Liffey Mutual Bank',
    pages: [
      `MANAGED SERVICES AGREEMENT
Dated: 1 July 2023
Between
(1) ARDMORE ANALYTICS LIMITED, a private company limited by shares incorporated in Ireland with registered number 612455, having its registered office at Suite 2, Block C, Sandyford Business Park, Dublin 18 (the "Service Provider"); and
(2) LIFFEY MUTUAL BANK DESIGNATED ACTIVITY COMPANY, incorporated in Ireland with registered number 455210, having its registered office at 1 Grand Canal Square, Dublin 2 (the "Client").
1. DEFINITIONS
"Services" means the data analytics platform hosting, support and maintenance services described in Schedule 1.
"Service Level Agreement" means the service levels and associated credits set out in Schedule 2.
"Fees" means the fees set out in Schedule 3.
2. TERM
This Agreement shall commence on 1 July 2023 and continue for an initial period of 36 months, and thereafter shall renew automatically for successive periods of 12 months unless either party gives at least 90 days' notice of non-renewal before the end of the then current period.
3. SERVICES
The Service Provider shall provide the Services with reasonable skill and care, in accordance with Good Industry Practice and the Service Level Agreement. If the Service Provider fails to meet a service level, the Client shall be entitled to the corresponding service credit.
4. OUTSOURCING REQUIREMENTS
The parties acknowledge that the Services constitute the outsourcing of a critical or important function for the purposes of the Central Bank of Ireland's Cross-Industry Guidance on Outsourcing, and the Service Provider shall grant the Client and the Central Bank full access and audit rights.
5. DATA PROTECTION
Each party shall comply with the GDPR and the Data Protection Act 2018. The data processing terms in Schedule 4 apply.
6. LIABILITY
Each party's total aggregate liability in each contract year shall not exceed 150% of the Fees paid in that year.
7. TERMINATION AND EXIT
On termination the Service Provider shall provide the exit assistance set out in the Exit Plan for up to six months.
8. GOVERNING LAW
This Agreement is governed by the laws of Ireland and the Irish courts have exclusive jurisdiction.`,
    ],
  },
  {
    id: 'distribution-agreement-sc',
    expectedTypeKey: 'commercial-contract',
    practiceArea: 'corporate-law',
    region: 'SC',
    title: 'Exclusive distribution agreement, Speyside whisky',
    pages: [
      `EXCLUSIVE DISTRIBUTION AGREEMENT
between
GLENLIVET RIDGE DISTILLERS LIMITED, incorporated under the Companies Acts (SC255031) and having its registered office at Tomintoul Road, Ballindalloch AB37 9BD (the "Principal")
and
NORDIC SPIRITS IMPORT AB, a company incorporated in Sweden (org. nr. 556812-4470) and having its registered office at Hamngatan 11, Stockholm (the "Distributor")
1. APPOINTMENT
The Principal appoints the Distributor as its exclusive distributor for the sale of the Products in the Territory (Sweden, Norway, Finland and Denmark), and the Distributor accepts the appointment on the terms of this agreement.
2. DURATION
This agreement shall come into force on 1 January 2024 and shall continue for five years, and thereafter until terminated by either party giving not less than 12 months' written notice.
3. MINIMUM PURCHASE TARGETS
The Distributor shall purchase not less than the minimum quantities of the Products set out in Schedule 2 in each Contract Year. If the Distributor fails to do so, the Principal may by notice convert the appointment to a non-exclusive one.
4. PRICES AND PAYMENT
The Principal shall sell the Products to the Distributor at the ex-works prices in its price list from time to time, and the Distributor shall pay within 45 days of invoice.
5. TRADE MARKS
The Distributor may use the Trade Marks only for the promotion and sale of the Products in the Territory. The goodwill in the Trade Marks belongs to the Principal.
6. COMPETITION
The Distributor shall not, during the term, manufacture or distribute any Scotch whisky that competes with the Products. This agreement is intended to benefit from the Vertical Agreements Block Exemption.
7. TERMINATION
Either party may terminate this agreement by notice with immediate effect if the other commits a material breach which is irremediable, or if remediable is not remedied within 30 days.
8. LAW AND JURISDICTION
This agreement shall be governed by the law of Scotland, and the parties submit to the exclusive jurisdiction of the Court of Session.`,
    ],
  },
  {
    id: 'agm-minutes-ie',
    expectedTypeKey: 'board-minutes',
    practiceArea: 'corporate-law',
    region: 'IE',
    title: 'Minutes of the annual general meeting of Nordstar Software Holdings DAC',
    pages: [
      `NORDSTAR SOFTWARE HOLDINGS DESIGNATED ACTIVITY COMPANY
(the "Company")
Registered number: 701884
Minutes of the Annual General Meeting of the Company held at 10 Fitzwilliam Place, Dublin 2 on 14 June 2024 at 11.00 a.m.
Present: Nordstar Software AS (represented by its corporate representative, Erik Lund) - holder of 10,000,000 ordinary shares
In attendance: Aoife Brennan (Director), Donal Fitzgerald (Director), Clare Dunne (Company Secretary), O'Rourke Whelan (Statutory Auditors)
1. Chairperson: Aoife Brennan was appointed chairperson of the meeting.
2. Notice and quorum: the chairperson confirmed that the meeting had been duly convened on 21 days' notice in accordance with section 181 of the Companies Act 2014 and that a quorum was present.
3. Financial statements: the statutory financial statements for the year ended 31 December 2023, together with the reports of the directors and the statutory auditors, were laid before the meeting and considered.
4. It was resolved as an ordinary resolution that the statutory auditors, O'Rourke Whelan, be re-appointed and that the directors be authorised to fix their remuneration.
5. It was resolved as a special resolution that the constitution of the Company be amended by the insertion of a new clause 3(k) permitting the Company to give guarantees in respect of the obligations of any member of its group.
6. There being no further business, the meeting concluded.
Signed: Chairperson`,
    ],
  },
  {
    id: 'subscription-and-shareholders-agreement-ni',
    expectedTypeKey: 'shareholders-agreement',
    practiceArea: 'corporate-law',
    region: 'NI',
    title: 'Investment agreement, Causeway Biotech Limited',
    pages: [
      `INVESTMENT AGREEMENT
relating to CAUSEWAY BIOTECH LIMITED (NI654221)
THIS AGREEMENT is made on 22 November 2023 between:
(1) THE FOUNDERS listed in Part 1 of Schedule 1;
(2) INVEST NORTH FUND II LP, acting by its manager (the Lead Investor);
(3) THE ANGEL INVESTORS listed in Part 2 of Schedule 1 (together with the Lead Investor, the Investors); and
(4) CAUSEWAY BIOTECH LIMITED, a company incorporated in Northern Ireland (the Company).
1. SUBSCRIPTION
Each Investor shall subscribe for the number of Series A Shares set out opposite its name in Schedule 1, at £1.85 per share, conditional on the adoption of the New Articles.
2. WARRANTIES
The Founders and the Company give the Warranties in Schedule 3 to the Investors, subject to the Disclosure Letter, capped for each Founder at the amount of his annual salary.
3. MANAGEMENT AND INFORMATION
The Lead Investor may appoint one director to the Board. The Company shall provide the Investors with monthly management accounts and the annual budget.
4. CONSENT MATTERS
The Company shall not, without Investor Consent, take any of the actions listed in Schedule 4, including changing its share capital, borrowing more than £100,000, or disposing of its intellectual property.
5. LEAVERS AND RESTRICTIONS
Each Founder undertakes to the Investors that for 12 months after ceasing to be an employee he will not compete with the Company. The treatment of Good Leavers and Bad Leavers is set out in the New Articles.
6. TRANSFERS
Any person who becomes a holder of shares shall first execute a deed of adherence to this agreement.
7. PRECEDENCE
If there is any inconsistency between this agreement and the New Articles, this agreement prevails between the parties.
8. GOVERNING LAW: the law of Northern Ireland.`,
    ],
  },
  {
    id: 'spa-en-small-company',
    expectedTypeKey: 'share-purchase-agreement',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Share purchase agreement, Dartmoor Bakehouse Limited',
    pages: [
      `THIS AGREEMENT is dated 3 June 2024
PARTIES
(1) SUSAN MARGARET PENROSE of Higher Barton, Chagford, Newton Abbot TQ13 8BP (Seller).
(2) WESTCOUNTRY FOODS GROUP LIMITED incorporated and registered in England and Wales with company number 04410098 whose registered office is at Marsh Barton Road, Exeter EX2 8NP (Buyer).
BACKGROUND
The Seller is the legal and beneficial owner of all the issued shares in Dartmoor Bakehouse Limited (company number 11877345) (the Company) and has agreed to sell them to the Buyer.
1. SALE OF THE SHARES
The Seller shall sell the Shares with full title guarantee and the Buyer shall buy them, free from any encumbrance, with all rights attaching to them at Completion.
2. PRICE
The price for the Shares is £1,150,000, of which £150,000 is deferred and payable on the first anniversary of Completion, subject to set-off against any claim under this agreement.
3. COMPLETION
Completion shall take place immediately after the exchange of this agreement. At Completion the Seller shall deliver the stock transfer form and share certificate for the Shares, the resignations of the Seller as director and secretary, and the statutory books of the Company.
4. WARRANTIES
The Seller warrants to the Buyer that each of the statements in Schedule 2 is true and accurate, except as fairly disclosed in the disclosure letter. The Seller's total liability for claims shall not exceed the price, and no claim may be brought after 18 months from Completion.
5. NON-COMPETITION
For two years after Completion the Seller shall not carry on a bakery or café business within 25 miles of Exeter or entice away any employee of the Company.
6. GOVERNING LAW
This agreement is governed by the law of England and Wales.`,
    ],
  },
  {
    id: 'directors-written-resolution-ni',
    expectedTypeKey: 'board-minutes',
    practiceArea: 'corporate-law',
    region: 'NI',
    title: 'Written resolution of the directors of Causeway Biotech Limited',
    pages: [
      `CAUSEWAY BIOTECH LIMITED
(Company Number NI654221)
(the "Company")
WRITTEN RESOLUTION OF THE DIRECTORS
passed in accordance with article 8 of the Company's articles of association
Date: 22 November 2023
We, being all the directors of the Company for the time being entitled to receive notice of and to vote at a meeting of the directors, RESOLVE as follows:
1. THAT the entry by the Company into the investment agreement between the Founders, the Investors and the Company (the Investment Agreement) be approved.
2. THAT, subject to the passing of the special resolution adopting the New Articles, 1,351,351 Series A Shares be allotted to the Investors credited as fully paid at £1.85 per share, and that their names be entered in the register of members.
3. THAT any director be authorised to sign the Investment Agreement and to file the return of allotment (form SH01) with the Registrar of Companies.
Each director confirms that he or she has declared the nature and extent of any interest in the Investment Agreement in accordance with section 177 of the Companies Act 2006.
Signed: Dr Niall McGuigan    Signed: Dr Roisin Devlin    Signed: Peter Logan (Investor Director)`,
    ],
  },
  {
    id: 'software-licence-and-support-agreement-en',
    expectedTypeKey: 'commercial-contract',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Software licence and support agreement, Pennine Data Solutions and Calder Living',
    pages: [
      `SOFTWARE LICENCE AND SUPPORT AGREEMENT
THIS AGREEMENT is dated 1 February 2023
PARTIES
(1) PENNINE DATA SOLUTIONS LIMITED (company number 08765123) (Licensor).
(2) CALDER LIVING LIMITED (company number 10234567) (Licensee).
1. GRANT OF LICENCE
In consideration of the Licence Fee, the Licensor grants to the Licensee a non-exclusive, non-transferable licence for the Licence Period to use the Software for its internal business purposes at the Sites, for up to 150 Authorised Users.
2. SUPPORT
The Licensor shall provide the Support Services during Normal Business Hours in accordance with the response times in Schedule 2, and shall make available all Maintenance Releases.
3. FEES
The Licensee shall pay the Licence Fee of £48,000 a year and the Support Fee of £9,600 a year annually in advance, within 30 days of invoice.
4. TERM
This agreement commences on the Effective Date and continues for three years, and then from year to year until either party gives at least three months' notice to terminate at the end of the initial period or any later year.
5. INTELLECTUAL PROPERTY
The Licensee acknowledges that all intellectual property rights in the Software belong to the Licensor. The Licensor shall indemnify the Licensee against any claim that the Licensee's use of the Software infringes a third party's intellectual property rights.
6. LIABILITY
The Licensor's total liability in each year shall not exceed the fees paid in that year.
7. CHANGE OF CONTROL
The Licensee may terminate this agreement on 30 days' notice if the Licensor undergoes a change of control.
8. GOVERNING LAW: the law of England and Wales.`,
    ],
  },
  {
    id: 'certificate-change-of-name-sc',
    expectedTypeKey: 'company-register-extract',
    practiceArea: 'corporate-law',
    region: 'SC',
    title: 'Certificate of incorporation on change of name, Cairngorm Leisure Group Limited',
    pages: [
      `CERTIFICATE OF INCORPORATION
ON CHANGE OF NAME
Company Number SC700912
The Registrar of Companies for Scotland hereby certifies that
DEESIDE ADVENTURE HOLDINGS LIMITED
having by special resolution changed its name, is now incorporated under the name of
CAIRNGORM LEISURE GROUP LIMITED
Given at Companies House, Edinburgh, on 9th January 2022
Companies House`,
    ],
  },
  {
    id: 'nda-en-bid-confidentiality-letter',
    expectedTypeKey: 'non-disclosure-agreement',
    practiceArea: 'corporate-law',
    region: 'EN',
    title: 'Confidentiality letter, Project Osprey',
    pages: [
      `CONFIDENTIALITY LETTER
Strictly private and confidential
To: The Directors, Larchfield Equity LLP, 12 St James's Square, London SW1Y 4JH
From: Thornbury Logistics Limited
Date: 11 June 2024
Dear Sirs
Project Osprey
1. In consideration of our making Confidential Information available to you in connection with your evaluation of a possible acquisition of the shares of Thornbury Logistics Limited (the Permitted Purpose), you undertake to keep the Confidential Information confidential and to use it solely for the Permitted Purpose.
2. You may disclose Confidential Information to your Permitted Recipients, being your directors, employees and professional advisers who need to know it for the Permitted Purpose, provided that you procure that they comply with this letter.
3. If you are required by law to disclose any Confidential Information, you shall give us prompt notice so far as lawful.
4. On our request you shall return or destroy all Confidential Information, save for copies which you are required by law to keep.
5. Your obligations under this letter end two years from its date. This letter is governed by the law of England and Wales.
Yours faithfully
For and on behalf of Thornbury Logistics Limited`,
    ],
  },
  {
    id: 'nda-sc-mutual-collaboration',
    expectedTypeKey: 'non-disclosure-agreement',
    practiceArea: 'corporate-law',
    region: 'SC',
    title: 'Mutual confidentiality agreement, Tayside Robotics and Forth Marine',
    pages: [
      `MUTUAL CONFIDENTIALITY AGREEMENT
between
TAYSIDE ROBOTICS LIMITED, incorporated under the Companies Acts (registered number SC612044), having its registered office at 3 Riverside Drive, Dundee DD1 4XA
and
FORTH MARINE SERVICES LIMITED, incorporated under the Companies Acts (registered number SC540219), having its registered office at 20 Ocean Way, Leith, Edinburgh EH6 7DX
1. Each party (as the Disclosing Party) may disclose information to the other (as the Receiving Party) for the purpose of discussing a joint tender for the inspection of offshore wind turbine foundations.
2. OBLIGATIONS OF CONFIDENTIALITY
The Receiving Party shall hold the Disclosing Party's Confidential Information in confidence and shall use it solely for the Purpose.
3. PERMITTED DISCLOSURE
The Receiving Party may disclose Confidential Information to its employees and advisers who need to know it. It may also disclose Confidential Information where required by law.
4. The obligations in clause 2 do not apply to information which is in the public domain or which the Receiving Party independently developed.
5. This agreement shall be governed by the law of Scotland and the parties prorogate the exclusive jurisdiction of the Scottish courts.
IN WITNESS WHEREOF these presents are executed as follows.`,
    ],
  },
];
