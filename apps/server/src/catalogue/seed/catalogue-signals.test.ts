import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED, type DocumentTypeSeed } from './index.ts';

/**
 * Opening excerpts of real-world document layouts, one per type. If the signals are distinctive, even a naive
 * scorer ranks the right type first among all of them, including its regional and functional look-alikes.
 */
const SAMPLES: { expected: string; text: string }[] = [
  {
    expected: 'official-copy-register-of-title',
    text: `Official copy of register of title
Title number WYK123456 Edition date 04.03.2021
This official copy shows the entries on the register of title on 10 JAN 2024 at 10:11:12.
A: Property Register
This register describes the land and estate comprised in the title.
1 (12.05.1998) The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being 12 Park Row, Leeds (LS1 5AB).
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (04.03.2021) PROPRIETOR: ACME PROPERTIES LIMITED (Co. Regn. No. 01234567) of 1 High Street, Leeds LS1 1AA.
2 (04.03.2021) The price stated to have been paid on 12 February 2021 was £1,250,000.
3 (04.03.2021) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 12 February 2021 in favour of Lloyds Bank plc referred to in the Charges Register.
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (04.03.2021) REGISTERED CHARGE dated 12 February 2021.
2 (04.03.2021) Proprietor: LLOYDS BANK PLC (Co. Regn. No. 2065) of 25 Gresham Street, London EC2V 7HN.
End of register`,
  },
  {
    expected: 'title-sheet',
    text: `LAND REGISTER OF SCOTLAND
TITLE NUMBER MID123456
A. PROPERTY SECTION
Subjects: 14 Marchmont Road, Edinburgh EH9 1HZ, edged red on the cadastral map.
Interest: Proprietor
B. PROPRIETORSHIP SECTION
1. JANE ANNE SMITH, 14 Marchmont Road, Edinburgh. Date of Registration: 14 May 2015. Consideration: £285,000. Date of Entry: 8 May 2015.
C. SECURITIES SECTION
1. Standard Security by said JANE ANNE SMITH to BANK OF SCOTLAND PLC for all sums due and to become due.
D. BURDENS SECTION
1. Deed of Conditions by Marchmont Developments Limited registered 1 March 1998 containing the following real burdens and servitudes.`,
  },
  {
    expected: 'land-registry-folio',
    text: `Land Registry
Folio 12345F County Dublin
Register of Freeholders
Part 1(A) - The Property
The property shown coloured Red as plan(s) 123 on the Registry Map, situate in the Townland of Ballymore, in the Barony of Uppercross.
Land Cert Issued: No
Part 2 - Ownership
Title ABSOLUTE
1. JOHN MURPHY of 12 Main Street, Dublin 4 is full owner.
Part 3 - Burdens and Notices of Burdens
1. Charge for present and future advances repayable with interest. ALLIED IRISH BANKS PLC is owner of this charge.`,
  },
  {
    expected: 'land-registry-folio',
    text: `LAND REGISTRY OF NORTHERN IRELAND
Land Registration Act (Northern Ireland) 1970
Folio DN12345 County Down
PART I DESCRIPTION OF LAND
All that the land in the Townland of Ballyholme, Barony of Ards Lower.
PART II OWNERSHIP Class of title: Absolute. Registered owner: Mary O'Neill.
PART III Charges and burdens.`,
  },
  {
    expected: 'property-lease',
    text: `LR1. Date of lease 12 March 2020
LR2. Title number(s) LR2.1 Landlord's title number(s) WYK123456
THIS LEASE is dated 12 March 2020
PARTIES (1) ACME PROPERTIES LIMITED (the Landlord) (2) WIDGETS LIMITED (the Tenant)
1. The Landlord lets the Premises to the Tenant for the Contractual Term.
2. The Tenant covenants with the Landlord to pay the Annual Rent yearly and proportionately for any part of a year by equal quarterly instalments in advance on the Quarter Days.
3. The rent shall be reviewed on each Rent Review Date.
4. The Landlord and the Tenant agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded from this lease.`,
  },
  {
    expected: 'property-lease',
    text: `LEASE between ACME PROPERTIES LIMITED (the "Landlords") and WIDGETS LIMITED (the "Tenants")
The Landlords let the Subjects to the Tenants for the period from the Date of Entry until the Expiry Date, excluding tacit relocation.
If the Tenants fail to pay the rent the Landlords may irritate this Lease, the irritancy being subject to the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985.
The parties consent to registration hereof for preservation and execution.`,
  },
  {
    expected: 'transfer-deed',
    text: `Transfer of whole of registered title(s) TR1
1 Title number(s) of the property: WYK123456
2 Property: 12 Park Row, Leeds
3 Date: 12 February 2021
4 Transferor: JOHN SMITH
5 Transferee for entry in the register: ACME PROPERTIES LIMITED
7 The transferor transfers the property to the transferee
8 Consideration: The transferor has received from the transferee for the property the following sum: £1,250,000
9 The transferor transfers with full title guarantee`,
  },
  {
    expected: 'disposition',
    text: `DISPOSITION by JOHN SMITH in favour of JANE BROWN
I, JOHN SMITH, heritable proprietor of the subjects hereinafter disponed, in consideration of the sum of TWO HUNDRED THOUSAND POUNDS paid to me by JANE BROWN, HEREBY DISPONE to the said JANE BROWN ALL and WHOLE the subjects known as 14 Marchmont Road, Edinburgh being the subjects registered in the Land Register of Scotland under Title Number MID123456; With entry on 8 May 2015; And I grant warrandice: IN WITNESS WHEREOF`,
  },
  {
    expected: 'legal-charge',
    text: `THIS LEGAL CHARGE is dated 12 February 2021
PARTIES (1) ACME PROPERTIES LIMITED (the Chargor) (2) LLOYDS BANK PLC (the Lender)
1. The Chargor covenants to pay the Secured Liabilities on demand.
2. The Chargor with full title guarantee charges by way of first legal mortgage the Property.
3. Section 103 of the Law of Property Act 1925 shall not apply and the power of sale shall arise on execution of this deed.`,
  },
  {
    expected: 'standard-security',
    text: `STANDARD SECURITY by JANE ANNE SMITH in favour of BANK OF SCOTLAND PLC
I, JANE ANNE SMITH, HEREBY GRANT a standard security for all sums due and to become due in favour of BANK OF SCOTLAND PLC over ALL and WHOLE the subjects registered in the Land Register of Scotland under Title Number MID123456;
The standard conditions specified in Schedule 3 to the Conveyancing and Feudal Reform (Scotland) Act 1970 shall apply.`,
  },
  {
    expected: 'local-authority-search',
    text: `LLC1 Official Certificate of Search of the Local Land Charges Register
CON29 Enquiries of Local Authority (2016)
Part 1 Standard Enquiries
1.1 Planning and building decisions and pending applications
2. Roads and public rights of way: is the road a highway maintainable at public expense?
3.13 Smoke control order`,
  },
  {
    expected: 'property-enquiry-certificate',
    text: `PROPERTY ENQUIRY CERTIFICATE
The City of Edinburgh Council
Planning: no applications under the Town and Country Planning (Scotland) Act 1997.
Building Standards: building warrant granted; completion certificate accepted under the Building (Scotland) Act 2003.
Roads: Marchmont Road is included in the list of public roads maintained by the local roads authority under the Roads (Scotland) Act 1984.`,
  },
  {
    expected: 'planning-search',
    text: `PLANNING SEARCH
Dublin City Council
Planning Register: Reg. Ref. 1234/19 grant of permission under the Planning and Development Act 2000.
The property is not included in the Record of Protected Structures.
The estate roads have been taken in charge. No entry on the register under the Derelict Sites Act 1990.`,
  },
  {
    expected: 'replies-to-enquiries',
    text: `COMMERCIAL PROPERTY STANDARD ENQUIRIES (CPSE.1)
1. Boundaries and extent. Replies: the Seller is not aware of any dispute.
2. Adjoining property. Reply: none.
3. Rights benefiting the Property. Reply: see title.`,
  },
  {
    expected: 'environmental-search',
    text: `ENVIRONMENTAL SEARCH
Summary: Contaminated Land - Passed. Flood risk - Low. Radon - not in a radon affected area. Ground stability - no hazards.
Historical land use: former landfill within 250m.
Professional Opinion: no further action required.`,
  },
  {
    expected: 'contract-for-sale',
    text: `CONTRACT incorporating the Standard Conditions of Sale (Fifth Edition - 2018 Revision)
Seller: JOHN SMITH Buyer: ACME PROPERTIES LIMITED
Completion date: 12 February 2021 Contract rate: 4% above base rate Purchase price: £1,250,000 Deposit: £125,000
The Seller will sell and the Buyer will buy the Property for the Purchase price.`,
  },
  {
    expected: 'missives',
    text: `Dear Sirs
On behalf of and as instructed by our clients, John and Mary Brown, we hereby offer to purchase from your clients the subjects known as 14 Marchmont Road, Edinburgh at the price of £285,000, with a Date of Entry of 8 May 2015, on the following conditions. This offer incorporates the Scottish Standard Clauses (Edition 3).`,
  },
  {
    expected: 'claim-form',
    text: `Claim Form
In the High Court of Justice Business and Property Courts
Claimant: ACME LIMITED Defendant: WIDGETS LIMITED
Brief details of claim: damages for breach of contract.
Particulars of Claim
AND the Claimant claims damages and interest.
Statement of Truth: The Claimant believes that the facts stated in these Particulars of Claim are true.`,
  },
  {
    expected: 'claim-form',
    text: `SUMMONS in the Court of Session
CONDESCENDENCE
1. The pursuer is a company incorporated under the Companies Acts.
PLEAS-IN-LAW
1. The pursuer having suffered loss through the defender's breach of contract is entitled to reparation.`,
  },
  {
    expected: 'defence-and-counterclaim',
    text: `DEFENCE AND COUNTERCLAIM
1. Paragraph 1 of the Particulars of Claim is admitted.
2. Paragraph 2 is denied. The Defendant denies that it is liable to the Claimant.
3. Paragraph 3 is not admitted and the Claimant is required to prove it.
COUNTERCLAIM
4. The Defendant counterclaims the sum of £50,000.`,
  },
  {
    expected: 'witness-statement',
    text: `Party: Claimant Witness: J Smith Statement No: 1 Exhibits: JS1
WITNESS STATEMENT OF JOHN SMITH
I make this statement from my own knowledge.
STATEMENT OF TRUTH
I believe that the facts stated in this witness statement are true.`,
  },
  {
    expected: 'court-order',
    text: `ORDER
BEFORE Mr Justice Smith
UPON hearing counsel for the Claimant and the Defendant
AND UPON READING the evidence
IT IS ORDERED THAT:
1. The Defendant shall pay the Claimant the costs of and occasioned by the application.`,
  },
  {
    expected: 'court-order',
    text: `INTERLOCUTOR
Edinburgh, 12 March 2024. The Lord Ordinary, having resumed consideration of the cause, grants decree against the defender for payment to the pursuer of £50,000; finds the defender liable to the pursuer in the expenses of the cause.`,
  },
  {
    expected: 'letter-of-claim',
    text: `LETTER OF CLAIM
We are instructed by ACME Limited. This letter is sent in accordance with the Practice Direction – Pre-Action Conduct and Protocols.
Please respond within 14 days of the date of this letter, failing which we are instructed to issue proceedings without further notice.`,
  },
  {
    expected: 'expert-report',
    text: `EXPERT REPORT OF DR ANNE JONES
Letter of instruction. Qualifications and experience. Summary of conclusions.
Expert's Declaration: I understand that my duty is to help the court on matters within my expertise and that this duty overrides any obligation to the person from whom I have received instructions.`,
  },
  {
    expected: 'dispute-settlement-agreement',
    text: `SETTLEMENT AGREEMENT
The Defendant shall pay the Settlement Sum in full and final settlement of the Dispute and the Proceedings, without any admission of liability.
The parties shall file a Tomlin order staying the Proceedings.`,
  },
  {
    expected: 'share-purchase-agreement',
    text: `SHARE PURCHASE AGREEMENT relating to the sale and purchase of the entire issued share capital of Target Limited
The Seller shall sell and the Buyer shall buy the Sale Shares free from all Encumbrances.
No Leakage has occurred since the Locked Box Date. The Warranties are qualified by the Disclosure Letter. Tax Covenant. Long Stop Date.`,
  },
  {
    expected: 'articles-of-association',
    text: `THE COMPANIES ACT 2006 PRIVATE COMPANY LIMITED BY SHARES
ARTICLES OF ASSOCIATION OF ACME LIMITED
(adopted by special resolution passed on 1 May 2020)
The Model Articles as defined in the Companies (Model Articles) Regulations 2008 shall not apply.
Deemed Transfer Notice. Drag Along. Tag Along.`,
  },
  {
    expected: 'shareholders-agreement',
    text: `SHAREHOLDERS' AGREEMENT relating to ACME Limited
The Reserved Matters require Investor Majority consent. New shareholders shall sign a Deed of Adherence.
In the event of any conflict between this Agreement and the Articles, this Agreement shall prevail.`,
  },
  {
    expected: 'board-minutes',
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS of ACME LIMITED
PRESENT: A Smith (Chair), B Jones. IN ATTENDANCE: C Brown (Secretary).
The Chair noted that a quorum was present. B Jones declared the nature and extent of his interest.
IT WAS RESOLVED THAT the Facility Agreement be approved. There being no further business the meeting closed.`,
  },
  {
    expected: 'commercial-contract',
    text: `MASTER SERVICES AGREEMENT
BETWEEN ACME LIMITED (the Supplier) and WIDGETS LIMITED (the Customer)
The Initial Term is three years, after which this agreement continues for successive Renewal Terms.
The Supplier shall meet the Service Levels; Service Credits apply.`,
  },
  {
    expected: 'company-register-extract',
    text: `CERTIFICATE OF INCORPORATION OF A PRIVATE LIMITED COMPANY
Company No. 12345678
The Registrar of Companies for England and Wales, hereby certifies that ACME LIMITED is this day incorporated under the Companies Act 2006 as a private company.`,
  },
  {
    expected: 'disclosure-letter',
    text: `DISCLOSURE LETTER
This letter is the Disclosure Letter referred to in the share purchase agreement dated 1 June 2023.
Part 1 General Disclosures. Part 2 Specific Disclosures. The Disclosure Bundle is deemed to be disclosed and fairly disclosed.`,
  },
  {
    expected: 'non-disclosure-agreement',
    text: `MUTUAL NON-DISCLOSURE AGREEMENT
Each party may disclose Confidential Information to the other. The Receiving Party shall use the Confidential Information solely for the Purpose and shall not disclose it except to its Permitted Recipients who need to know it.
The obligations shall not apply to information which is in the public domain or which is independently developed. On request the Receiving Party shall return or destroy the Confidential Information.`,
  },
  {
    expected: 'facility-agreement',
    text: `SENIOR FACILITIES AGREEMENT
The Lenders make available a term loan facility in an aggregate amount equal to the Total Commitments.
The Borrower may deliver a Utilisation Request during the Availability Period. The Margin is 3.25 per cent. per annum. Events of Default.`,
  },
  {
    expected: 'debenture',
    text: `THIS DEBENTURE is dated 1 June 2023
Each Chargor charges by way of first fixed charge all Book Debts and by way of first floating charge all its undertaking.
Paragraph 14 of Schedule B1 to the Insolvency Act 1986 applies to the floating charge, which is a qualifying floating charge.`,
  },
  {
    expected: 'guarantee',
    text: `DEED OF GUARANTEE AND INDEMNITY
The Guarantor irrevocably and unconditionally guarantees to the Lender the Guaranteed Liabilities as principal obligor and not merely as surety.
This is a continuing guarantee. Waiver of defences. Immediate recourse.`,
  },
  {
    expected: 'share-security',
    text: `SHARE CHARGE
The Chargor charges the Charged Shares and all Related Rights by way of first fixed charge and shall deliver the share certificates with executed but undated stock transfer forms.
The Financial Collateral Arrangements (No. 2) Regulations 2003 apply and the Lender has a right of appropriation.`,
  },
  {
    expected: 'intercreditor-agreement',
    text: `INTERCREDITOR AGREEMENT
The Senior Creditors and the Subordinated Creditors agree that until the Senior Discharge Date the Subordinated Liabilities are postponed.
Payment Blockage on a Stop Notice. Standstill Period. Distressed Disposal.`,
  },
  {
    expected: 'building-contract',
    text: `JCT Design and Build Contract 2016
Articles of Agreement. Contract Particulars.
Date for Completion: 30 June 2024. Liquidated damages at £5,000 per week. Retention Percentage: 3%.
The Contractor shall complete the design in accordance with the Employer's Requirements. Rectification Period: 12 months.`,
  },
  {
    expected: 'professional-appointment',
    text: `DEED OF APPOINTMENT
The Client appoints the Consultant to perform the Services in the Schedule of Services with reasonable skill, care and diligence.
The Consultant shall maintain professional indemnity insurance. Net contribution. The Consultant grants a licence to copy and use the Material.`,
  },
  {
    expected: 'collateral-warranty',
    text: `DEED OF COLLATERAL WARRANTY
The Contractor warrants to the Beneficiary that it has complied with the Building Contract, with no greater liability than under it.
The Beneficiary may serve a Notice of Step-in. The Beneficiary may assign the benefit of this Deed on two occasions.`,
  },
  {
    expected: 'performance-bond',
    text: `PERFORMANCE BOND
The Surety and the Contractor are bound to the Employer in the Bond Amount.
This bond is in the form of the Association of British Insurers model guarantee bond and expires on the Certificate of Making Good.`,
  },
  {
    expected: 'payment-notice',
    text: `PAY LESS NOTICE
Given under section 111 of the Housing Grants, Construction and Regeneration Act 1996.
The sum considered to be due is £120,000 and the basis on which that sum is calculated is set out below. Final date for payment: 30 June 2024.`,
  },
  {
    expected: 'practical-completion-certificate',
    text: `Certificate of Practical Completion
This Certificate is issued under clause 2.30 of the Building Contract.
Practical Completion of the Works was achieved on 14 June 2023. The Rectification Period ends on 14 June 2024. Schedule of Defects attached.`,
  },
  {
    expected: 'employment-contract',
    text: `CONTRACT OF EMPLOYMENT
Your continuous employment began on 1 March 2021. Job Title: Finance Director.
Your normal hours of work are 9am to 5pm. Basic salary £80,000. Holiday entitlement: 25 days. Probationary period: six months.
The Company may make a payment in lieu of notice or place you on garden leave.`,
  },
  {
    expected: 'employment-settlement-agreement',
    text: `SETTLEMENT AGREEMENT
The Employee's employment will terminate on the Termination Date. The Company shall pay the Termination Payment in full and final settlement of all claims.
The first £30,000 is paid free of tax under section 401 of the Income Tax (Earnings and Pensions) Act 2003.
The conditions regulating settlement agreements in section 203(3) of the Employment Rights Act 1996 are satisfied: the relevant independent adviser has signed the Adviser's Certificate.`,
  },
  {
    expected: 'employee-handbook',
    text: `STAFF HANDBOOK
This policy does not form part of any employee's contract of employment and may be amended at any time.
Employees have the right to be accompanied. This procedure follows the Acas Code of Practice on Disciplinary and Grievance Procedures. Gross misconduct.`,
  },
  {
    expected: 'restrictive-covenant-agreement',
    text: `DEED OF RESTRICTIVE COVENANTS
In consideration of the sum of £5,000 the Employee shall not, during the Restricted Period, solicit or entice away any Restricted Customer or be engaged, concerned or interested in any Restricted Business.
The restrictions are reasonable and necessary for the protection of the Company's legitimate business interests.`,
  },
  {
    expected: 'tupe-employee-liability-information',
    text: `EMPLOYEE LIABILITY INFORMATION
Provided under regulation 11 of the Transfer of Undertakings (Protection of Employment) Regulations 2006 for the Transferring Employees.
Name | Date of birth | Continuous service | Salary | disciplinary action in the last two years`,
  },
  {
    expected: 'employee-non-disclosure-agreement',
    text: `EMPLOYEE CONFIDENTIALITY AGREEMENT
The Employee shall not, during or after your employment, use or disclose any Confidential Information except in the proper performance of your duties.
On termination you shall return all Company Property. Nothing in this agreement prevents you from making a protected disclosure.`,
  },
  {
    expected: 'employment-contract',
    text: `SERVICE AGREEMENT
The Executive's continuous employment began on 1 March 2021. Basic salary £150,000. Holiday entitlement: 30 days.
The Company may place the Executive on garden leave.
20. Restrictions: for the Restricted Period the Executive shall not solicit or entice away any Restricted Customer or be engaged, concerned or interested in any Restricted Business.`,
  },
  {
    expected: 'debenture',
    text: `GUARANTEE AND DEBENTURE
Each Chargor guarantees to the Security Agent the Secured Liabilities.
Each Chargor charges by way of first fixed charge its Book Debts and by way of first floating charge its undertaking and assets.`,
  },
  {
    expected: 'contract-for-sale',
    text: `CONTRACT for the sale of 12 Park Row, Leeds incorporating the Standard Commercial Property Conditions (Third Edition - 2018 Revision)
The Seller will sell and the Buyer will buy the Property. Title guarantee: full.
On completion the Seller will execute a transfer in the agreed form of TR1 annexed. Completion date: 12 February 2021.`,
  },
  {
    expected: 'facility-agreement',
    text: `FACILITY AGREEMENT
The Lenders make available a revolving credit facility in an aggregate amount equal to the Total Commitments, subject to the Intercreditor Agreement.
Each Guarantor irrevocably and unconditionally guarantees to each Finance Party punctual performance; this guarantee is a continuing guarantee.
Utilisation Request. Availability Period. Margin. Majority Lenders.`,
  },
  {
    expected: 'payment-notice',
    text: `PAYMENT NOTICE under clause 4.10.1 of the Contract
Contract Sum: £2,400,000. Gross Valuation £1,100,000. Less previously certified £900,000.
The sum considered to be due is £200,000 and the basis on which that sum is calculated is attached. Final date for payment: 14 July 2024.`,
  },
];

const HEADING_CHARACTERS = 200;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (needle: string) => {
  const start = /^\w/.test(needle) ? '\\b' : '';
  const end = /\w$/.test(needle) ? '\\b' : '';
  return new RegExp(`${start}${escape(needle)}${end}`, 'i');
};
const contains = (text: string, needle: string) => wordPattern(needle).test(text);

/** Titles count only at the head of the document, as they would on a real first page. */
function score(type: DocumentTypeSeed, text: string): number {
  const heading = text.slice(0, HEADING_CHARACTERS);
  let total = 0;
  for (const title of type.signals.titles) if (contains(heading, title)) total += 4;
  for (const phrase of type.signals.phrases) if (contains(text, phrase.text)) total += phrase.weight;
  for (const structure of type.signals.structure) if (contains(text, structure)) total += 1;
  for (const negative of type.signals.negative) if (contains(text, negative)) total -= 4;
  return total;
}

const ranking = (text: string) =>
  CATALOGUE_SEED.map((type) => ({ key: type.key, score: score(type, text) })).sort((a, b) => b.score - a.score);

describe('classification signals', () => {
  it('has an excerpt for every document type', () => {
    const covered = new Set(SAMPLES.map((sample) => sample.expected));
    expect(CATALOGUE_SEED.filter((type) => !covered.has(type.key)).map((type) => type.key)).toEqual([]);
  });

  it.each(SAMPLES.map((sample, index) => [`${sample.expected} #${index + 1}`, sample] as const))(
    'ranks %s first, clear of the runner-up',
    (_label, sample) => {
      const [best, runnerUp] = ranking(sample.text);
      expect(best?.key, JSON.stringify(ranking(sample.text).slice(0, 3))).toBe(sample.expected);
      expect((best?.score ?? 0) - (runnerUp?.score ?? 0)).toBeGreaterThanOrEqual(3);
    },
  );
});
