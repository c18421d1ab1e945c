import { date, days, eur, gbp, identifier, months, names, no, notFound, percent, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_I: AnswerSetDocument[] = [
  {
    id: 'calibration-i-commercial-wa-bro-tywi-grounds-maintenance',
    typeKey: 'commercial-contract',
    region: 'WA',
    title: 'Grounds Maintenance and Tree Works Services Agreement: Cymdeithas Tai Bro Tywi and Celyn Greenspace Services',
    style: 'modern',
    pages: [
      `GROUNDS MAINTENANCE AND TREE WORKS SERVICES AGREEMENT
Contract reference: BT/GM/2025/03
THIS AGREEMENT is dated 19 February 2025
PARTIES
(1) CYMDEITHAS TAI BRO TYWI CYFYNGEDIG, a registered society (register number 30155R) and a registered social landlord, whose registered office is at Ty Myrddin, Heol y Bont, Llandeilo SA19 6BQ (the “Customer”); and
(2) CELYN GREENSPACE SERVICES LIMITED, incorporated in England and Wales with company number 09877314, whose registered office is at Unit 4, Parc Menter, Cross Hands, Llanelli SA14 6RA (the “Supplier”).
BACKGROUND
(A) Following a procurement under the Public Contracts Regulations 2015, the Customer selected the Supplier to provide grounds maintenance and tree works on its housing estates in Carmarthenshire and Ceredigion.
(B) The parties have agreed to enter into this Agreement on the terms below.
KEY DETAILS
Commencement Date\t1 April 2025
Initial Term\tFrom the Commencement Date until 31 March 2028 (three years), subject to clause 3
Annual Contract Sum\t£186,450 (exclusive of VAT), payable in twelve equal monthly instalments in arrears, subject to clause 7.4 and to any variation agreed under clause 19.3
Sites\tThe estates listed in Schedule 1
Customer's Contract Manager\tRhodri Elfed Bevan, Asset Services Manager
Supplier's Contract Manager\tSian Haf Protheroe, Operations Director
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement: “Ad Hoc Works” means tree surgery, hedge reduction, fly-tip clearance and other works outside the Scheduled Services ordered by the Customer by Works Order; “Business Day” means a day other than a Saturday, Sunday or bank holiday in Wales; “Change of Control” has the meaning given in section 1124 of the Corporation Tax Act 2010; “Charges” means the Annual Contract Sum and the charges for Ad Hoc Works; “Contract Year” means each period of 12 months beginning on 1 April; “Scheduled Services” means the grass cutting, shrub bed maintenance, litter picking and hedge cutting described in Schedule 2; and “Services” means the Scheduled Services and any Ad Hoc Works.
1.2 Headings do not affect interpretation. The Schedules form part of this Agreement. If there is a conflict between the clauses and the Schedules, the clauses prevail.
2. THE SERVICES
2.1 The Supplier shall provide the Services at the Sites from the Commencement Date with the skill, care and diligence of a competent grounds maintenance contractor, in accordance with good industry practice and the Key Performance Indicators in Schedule 3.
2.2 Save for the Scheduled Services, the Customer gives no commitment to order any minimum volume or value of Ad Hoc Works.
2.3 The Supplier shall deal with tenants in Welsh or in English, as the tenant prefers, and shall comply with the Customer's Welsh Language Scheme in all signage, letters and telephone contact.
2.4 The Supplier shall ensure that all staff working at the Sites carry identification issued by the Customer and have passed a basic check through the Disclosure and Barring Service.`,
      `3. TERM
3.1 This Agreement starts on the Commencement Date and, unless terminated earlier under clause 15, continues for the Initial Term, expiring on 31 March 2028.
3.2 This Agreement shall not renew automatically. The Customer may extend it once, for a further period of 12 months, by giving the Supplier written notice no later than 30 September 2027, and the terms of this Agreement shall apply during the extension.
4. PERSONNEL, VEHICLES AND EQUIPMENT
4.1 The Supplier shall provide all labour, vehicles, plant, fuel and materials needed to perform the Services, and shall keep its depot at Cross Hands open throughout the term.
4.2 The Supplier shall pay its staff engaged on the Services not less than the Real Living Wage published by the Living Wage Foundation.
5. WORKS ORDERS
5.1 Ad Hoc Works shall be ordered by the Customer's Contract Manager by Works Order through the Customer's asset management portal and shall be priced in accordance with the Schedule of Rates in Schedule 2. No Ad Hoc Works with a value of more than £7,500 shall be carried out without a written quotation accepted by the Customer.
6. KEY PERFORMANCE INDICATORS AND SERVICE CREDITS
6.1 The Supplier shall meet the Key Performance Indicators set out in Schedule 3 and shall report its performance against them by the fifth Business Day of each month.
6.2 If the Supplier fails to meet a Key Performance Indicator in any month, a service credit equal to 2% of the monthly instalment of the Annual Contract Sum shall be deducted for each Key Performance Indicator missed, up to a maximum of 10% of that monthly instalment.
6.3 Service credits are a price adjustment reflecting the reduced value of the Services and not an estimate of the Customer's loss, and are without prejudice to the Customer's other rights.
7. CHARGES AND PAYMENT
7.1 In consideration of the Scheduled Services the Customer shall pay the Annual Contract Sum. Ad Hoc Works shall be charged at the rates in the Schedule of Rates.
7.2 The Supplier shall invoice on the last Business Day of each month. The Customer shall pay each valid and undisputed invoice within 30 days of receiving it.
7.3 If any sum is not paid when due, the Supplier may charge interest under the Late Payment of Commercial Debts (Interest) Act 1998.
7.4 On 1 April 2026 and on each later 1 April, the Annual Contract Sum and the Schedule of Rates shall be adjusted by the percentage change in the Consumer Prices Index over the 12 months to the preceding January, provided that no increase shall exceed 4% in any Contract Year.
7.5 The Customer may deduct from any sum due to the Supplier any service credit and any other sum the Supplier owes to the Customer under this Agreement.
8. INTELLECTUAL PROPERTY
8.1 All intellectual property rights in the tree condition surveys, site plans, photographs and reports prepared by the Supplier for the Customer under this Agreement (the “Deliverables”) shall vest in the Customer on creation, and the Supplier assigns them to the Customer with full title guarantee.
8.2 The Supplier retains ownership of its route-planning software and other pre-existing materials, and grants the Customer a non-exclusive, royalty-free, perpetual licence to use any of them incorporated in the Deliverables for the purpose of managing its housing stock.
9. RECORDS AND AUDIT
9.1 The Supplier shall keep full and accurate records of the Services, the Charges and the staff working at the Sites until six years after the end of this Agreement.
9.2 The Customer, its internal auditors and Audit Wales may, on giving at least 10 Business Days' notice, inspect and copy those records and visit the Supplier's depot to verify that the Supplier is complying with this Agreement.`,
      `10. INSURANCE
10.1 Throughout the term the Supplier shall maintain with a reputable insurer employer's liability insurance of not less than £10,000,000 for any one occurrence, public liability insurance of not less than £5,000,000 for any one occurrence, and motor insurance as required by law, and shall produce evidence of that cover whenever the Customer asks.
11. INDEMNITY
11.1 The Supplier shall indemnify the Customer against all claims by tenants or other third parties for damage to property or for personal injury arising from the performance of the Services, except to the extent caused by the negligence of the Customer.
12. LIMITATION OF LIABILITY
12.1 Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or under clause 11.1 (Indemnity) or Schedule 5 (Employees).
12.2 Subject to clause 12.1, neither party shall be liable to the other for any loss of profit, loss of revenue or any indirect or consequential loss.
12.3 Subject to clauses 12.1 and 12.2, each party's total liability to the other in each Contract Year arising under or in connection with this Agreement shall not exceed the greater of £500,000 and 150% of the Charges paid and payable in that Contract Year.
13. CONFIDENTIALITY
13.1 Each party shall keep confidential the terms of this Agreement and all information about the other party's business and about tenants which it receives in connection with it, except as required by law or with the other party's written consent.
14. DATA PROTECTION
14.1 The parties acknowledge that, for the purposes of the UK GDPR, the Customer is the controller and the Supplier is the processor of the tenant contact details processed in providing the Services, as described in Schedule 4.
14.2 In accordance with Article 28(3) of the UK GDPR, the Supplier shall: (a) process that personal data only on the Customer's documented instructions; (b) ensure that its personnel are bound by duties of confidentiality; (c) implement the technical and organisational security measures set out in Schedule 4; (d) not engage any sub-processor without the Customer's prior written authorisation; (e) assist the Customer in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36; (f) delete or return all the personal data at the end of the Services; and (g) make available to the Customer all information necessary to demonstrate compliance with this clause and allow for audits.
14.3 The Supplier shall notify the Customer without undue delay, and in any event within 24 hours, after becoming aware of a personal data breach.
15. TERMINATION
15.1 The Customer may terminate this Agreement at any time for convenience by giving the Supplier not less than six months' written notice. The Supplier has no equivalent right.
15.2 Either party may terminate this Agreement by written notice with immediate effect if the other party commits a material breach which is irremediable or, if remediable, is not remedied within 20 Business Days of written notice requiring it to be remedied.
15.3 Either party may terminate this Agreement by written notice with immediate effect if the other party enters administration, liquidation or a company voluntary arrangement, has a receiver appointed over any of its assets, or ceases to carry on business.
15.4 The Customer may terminate this Agreement by written notice if the Supplier fails the same Key Performance Indicator in three consecutive months, or if the Supplier undergoes a Change of Control, provided that in the latter case notice is given within three months after the Customer is notified of the Change of Control.
15.5 The Supplier shall notify the Customer in writing within 10 Business Days after any Change of Control of the Supplier.
15.6 The Supplier may terminate this Agreement if any undisputed sum has remained unpaid for 60 days after the Supplier has given written notice that it is overdue.`,
      `16. CONSEQUENCES OF TERMINATION AND EXIT
16.1 Not later than six months before expiry, or within 10 Business Days after notice of termination, the Supplier shall deliver an exit plan to the Customer and shall co-operate with the Customer and any replacement contractor to ensure an orderly handover of the Services.
16.2 On expiry or termination the Supplier shall return all keys, fobs, identity cards and other property of the Customer, and shall deliver all Deliverables and records to the Customer.
16.3 The parties expect the Transfer of Undertakings (Protection of Employment) Regulations 2006 to apply on expiry or termination so as to transfer the employees of the Supplier wholly or mainly assigned to the Services to the Customer or a replacement contractor, and Schedule 5 shall apply.
17. ASSIGNMENT AND SUBCONTRACTING
17.1 The Supplier shall not assign, novate or subcontract any of its rights or obligations under this Agreement without the prior written consent of the Customer, not to be unreasonably withheld, except that the Supplier may subcontract crane hire and stump grinding to the subcontractors listed in Schedule 6.
17.2 The Customer may assign or novate this Agreement to any other registered social landlord or to any successor body taking over its housing stock, on written notice to the Supplier.
18. DISPUTE RESOLUTION
18.1 Any dispute shall be referred first to the Contract Managers and, if not resolved within 15 Business Days, to the Customer's Director of Assets and the Supplier's Managing Director.
18.2 If the dispute is not resolved within a further 15 Business Days, the parties shall attempt to settle it by mediation under the CEDR Model Mediation Procedure. Nothing in this clause prevents either party from seeking urgent injunctive relief.
19. GENERAL
19.1 This Agreement is the entire agreement between the parties about its subject matter.
19.2 A person who is not a party to this Agreement has no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any of its terms.
19.3 No variation of this Agreement is effective unless it is in writing and signed by an authorised representative of each party.
20. GOVERNING LAW AND JURISDICTION
20.1 This Agreement and any dispute arising out of it shall be governed by the law of England and Wales and, subject to clause 18, the courts of England and Wales shall have exclusive jurisdiction.
SIGNED for and on behalf of Cymdeithas Tai Bro Tywi Cyfyngedig by Gwenllian Mair Rowlands, Chief Executive\tG. M. Rowlands
SIGNED for and on behalf of Celyn Greenspace Services Limited by Sian Haf Protheroe, Director\tS. H. Protheroe`,
      `SCHEDULE 1: SITES
Carmarthenshire\tMaes yr Ysgol, Llandeilo; Heol Cennen, Ffairfach; Clos y Felin, Llandybie
Ceredigion\tParc y Llyn, Aberystwyth; Cae Bryncastell, Lampeter
SCHEDULE 3: KEY PERFORMANCE INDICATORS
KPI 1 Grass cutting\tEach of the 14 cuts in the growing season completed within its scheduled 10-day window
KPI 2 Emergency tree works\t95% of emergency call-outs attended within 4 hours, 24 hours a day, 7 days a week
KPI 3 Complaints\tNo more than 5 upheld tenant complaints in any month
SCHEDULE 4: DATA PROCESSING PARTICULARS
Subject matter and duration\tContacting tenants about access and works, for the term of this Agreement
Personal data\tNames, addresses and telephone numbers of tenants and their language preference
Security measures\tEncrypted handheld devices; access limited to named supervisors; deletion within 30 days after completion of each Works Order
SCHEDULE 5: EMPLOYEES
The Supplier shall provide employee liability information about each employee assigned to the Services within 28 days after the Customer asks for it, and in any event not later than four months before expiry, and shall indemnify the Customer and any replacement contractor against all liabilities arising from the employment of those employees before the transfer.
SCHEDULE 6: APPROVED SUBCONTRACTORS
Towy Valley Crane Hire Limited; Preseli Stump Grinding (a partnership)
VARIATION LETTER
From Cymdeithas Tai Bro Tywi Cyfyngedig to Celyn Greenspace Services Limited, dated 2 June 2025, countersigned by the Supplier on 5 June 2025.
We refer to the Agreement dated 19 February 2025. With effect from 1 July 2025 the Sites shall include the Parc Glas estate, Aberaeron, and the Annual Contract Sum shall be increased to £194,870 (exclusive of VAT). All other terms of the Agreement remain unchanged.`,
    ],
    gold: {
      'document-name': text('GROUNDS MAINTENANCE AND TREE WORKS SERVICES AGREEMENT', 'Grounds Maintenance'),
      parties: names(
        [
          '(1) CYMDEITHAS TAI BRO TYWI CYFYNGEDIG, a registered society (register number 30155R) and a registered social landlord',
          '(2) CELYN GREENSPACE SERVICES LIMITED, incorporated in England and Wales with company number 09877314',
        ],
        'Cymdeithas Tai Bro Tywi Cyfyngedig',
        'Celyn Greenspace Services Limited',
      ),
      'agreement-date': date('2025-02-19', 'THIS AGREEMENT is dated 19 February 2025'),
      'effective-date': date('2025-04-01', 'Commencement Date 1 April 2025'),
      'expiration-date': date(
        '2028-03-31',
        'This Agreement starts on the Commencement Date and, unless terminated earlier under clause 15, continues for the Initial Term, expiring on 31 March 2028.',
      ),
      'renewal-term': [
        months(12, 'This Agreement shall not renew automatically. The Customer may extend it once, for a further period of 12 months'),
        no('This Agreement shall not renew automatically.'),
      ],
      'notice-to-terminate-renewal': notFound,
      'termination-for-convenience': yes(
        "The Customer may terminate this Agreement at any time for convenience by giving the Supplier not less than six months' written notice.",
      ),
      'termination-rights': text(
        [
          'Either party may terminate this Agreement by written notice with immediate effect if the other party commits a material breach which is irremediable or, if remediable, is not remedied within 20 Business Days',
          'Either party may terminate this Agreement by written notice with immediate effect if the other party enters administration, liquidation or a company voluntary arrangement',
          'The Customer may terminate this Agreement by written notice if the Supplier fails the same Key Performance Indicator in three consecutive months',
        ],
        'material breach',
      ),
      'change-of-control': yes(
        'The Customer may terminate this Agreement by written notice if the Supplier fails the same Key Performance Indicator in three consecutive months, or if the Supplier undergoes a Change of Control',
        'Change of Control',
      ),
      assignment: no(
        'The Supplier shall not assign, novate or subcontract any of its rights or obligations under this Agreement without the prior written consent of the Customer, not to be unreasonably withheld',
        'consent of the Customer',
      ),
      exclusivity: notFound,
      'non-compete': notFound,
      'liability-cap': gbp(
        500000,
        "each party's total liability to the other in each Contract Year arising under or in connection with this Agreement shall not exceed the greater of £500,000 and 150% of the Charges paid and payable in that Contract Year.",
      ),
      'uncapped-liabilities': text(
        [
          "Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or under clause 11.1 (Indemnity) or Schedule 5 (Employees).",
          'neither party shall be liable to the other for any loss of profit, loss of revenue or any indirect or consequential loss.',
        ],
        'death or personal injury',
        'fraud',
      ),
      charges: [
        gbp(194870, 'the Annual Contract Sum shall be increased to £194,870 (exclusive of VAT)'),
        gbp(186450, 'Annual Contract Sum £186,450 (exclusive of VAT), payable in twelve equal monthly instalments in arrears'),
      ],
      'payment-terms': days(30, 'The Customer shall pay each valid and undisputed invoice within 30 days of receiving it.'),
      'minimum-commitment': no('Save for the Scheduled Services, the Customer gives no commitment to order any minimum volume or value of Ad Hoc Works.'),
      'service-levels': text(
        [
          'If the Supplier fails to meet a Key Performance Indicator in any month, a service credit equal to 2% of the monthly instalment of the Annual Contract Sum shall be deducted for each Key Performance Indicator missed, up to a maximum of 10% of that monthly instalment.',
          'KPI 2 Emergency tree works 95% of emergency call-outs attended within 4 hours',
        ],
        'service credit',
      ),
      'intellectual-property': text(
        [
          'shall vest in the Customer on creation, and the Supplier assigns them to the Customer with full title guarantee.',
          'The Supplier retains ownership of its route-planning software and other pre-existing materials, and grants the Customer a non-exclusive, royalty-free, perpetual licence',
        ],
        'vest in the Customer',
      ),
      'data-protection': yes(
        "In accordance with Article 28(3) of the UK GDPR, the Supplier shall: (a) process that personal data only on the Customer's documented instructions",
      ),
      'audit-rights': yes(
        "The Customer, its internal auditors and Audit Wales may, on giving at least 10 Business Days' notice, inspect and copy those records",
      ),
      insurance: text(
        "employer's liability insurance of not less than £10,000,000 for any one occurrence, public liability insurance of not less than £5,000,000 for any one occurrence, and motor insurance as required by law",
        'public liability',
        '£5,000,000',
      ),
      'exit-and-employees': text(
        [
          'the Supplier shall deliver an exit plan to the Customer and shall co-operate with the Customer and any replacement contractor to ensure an orderly handover of the Services.',
          'The parties expect the Transfer of Undertakings (Protection of Employment) Regulations 2006 to apply on expiry or termination',
        ],
        'exit plan',
      ),
      'governing-law': text(
        [
          'This Agreement and any dispute arising out of it shall be governed by the law of England and Wales and, subject to clause 18, the courts of England and Wales shall have exclusive jurisdiction.',
          'the parties shall attempt to settle it by mediation under the CEDR Model Mediation Procedure.',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Is there a ceiling on the annual CPI uplift?',
        gold: percent(4, 'provided that no increase shall exceed 4% in any Contract Year.'),
      },
      {
        id: 'own-2',
        text: 'By when must the association tell the contractor it wants the extra year?',
        gold: date('2027-09-30', 'by giving the Supplier written notice no later than 30 September 2027'),
      },
      {
        id: 'own-3',
        text: 'Does the contractor have to speak Welsh to tenants?',
        gold: yes('The Supplier shall deal with tenants in Welsh or in English, as the tenant prefers', 'as the tenant prefers'),
      },
    ],
  },
  {
    id: 'calibration-i-commercial-en-halvergate-nordic-distribution',
    typeKey: 'commercial-contract',
    region: 'EN',
    title: 'Exclusive Distribution Agreement: Halvergate Acoustics Limited and Nordvik Ljud AB',
    style: 'deed',
    pages: [
      `EXCLUSIVE DISTRIBUTION AGREEMENT
THIS AGREEMENT is made on the 14th day of March 2025
BETWEEN:
(1) HALVERGATE ACOUSTICS LIMITED, a company incorporated in England and Wales (registered number 06241978), whose registered office is at 3 Staithe Yard, Reedham Road, Acle, Norwich NR13 3HT (the “Supplier”); and
(2) NORDVIK LJUD AB, a company incorporated in Sweden (organisation number 556912-4470), whose registered office is at Hamngatan 18, 411 06 Gothenburg, Sweden (the “Distributor”).
WHEREAS:
(A) The Supplier designs and manufactures turntables, tonearms and phono stages which it sells under the HALVERGATE trade mark.
(B) The Supplier wishes to appoint the Distributor as its exclusive distributor of the Products in the Territory, and the Distributor wishes to accept that appointment, upon the terms and subject to the conditions of this Agreement.
NOW IT IS HEREBY AGREED as follows:
1. DEFINITIONS
1.1 In this Agreement: “Commencement Date” means 1 April 2025; “Initial Term” means the period from and including the Commencement Date to and including 31 March 2028; “Contract Year” means each successive period of twelve months beginning on the Commencement Date or on an anniversary of it; “Competing Products” means any turntables, tonearms or phono stages which compete with the Products; “Minimum Purchase Target” means, for each Contract Year, the amount set out in Schedule 2; “Products” means the products listed in Schedule 1, as amended from time to time under clause 3.4; “Territory” means Sweden, Norway, Denmark and Finland; and “Trade Marks” means the trade marks listed in Schedule 3.
2. APPOINTMENT
2.1 The Supplier hereby appoints the Distributor as its exclusive distributor for the resale of the Products in the Territory, and the Distributor accepts that appointment.
2.2 During the continuance of this Agreement the Supplier shall not appoint any other person to distribute the Products in the Territory, nor itself sell the Products to customers in the Territory, save that the Supplier may continue to sell the Products through its own website to consumers resident in the Territory.
2.3 The Distributor shall not actively seek customers for the Products outside the Territory, but shall be free to respond to unsolicited orders from customers outside the Territory.
3. COMMENCEMENT, DURATION AND RENEWAL
3.1 This Agreement shall come into force on the Commencement Date and shall continue for the Initial Term.
3.2 On the expiry of the Initial Term, and on the expiry of each Renewal Period, this Agreement shall automatically renew for a further period of two years (each a “Renewal Period”) unless either party gives the other written notice of non-renewal not less than six months before the expiry of the Initial Term or of the then current Renewal Period.
3.3 Neither party may terminate this Agreement for convenience; this Agreement may be brought to an end only by notice of non-renewal under clause 3.2 or in accordance with clause 10.
3.4 The Supplier may add products to Schedule 1, or withdraw products from it, on giving the Distributor three months' written notice.`,
      `4. OBLIGATIONS OF THE DISTRIBUTOR
4.1 The Distributor shall use its best endeavours to promote and sell the Products throughout the Territory, shall keep an adequate stock of the Products, and shall maintain a showroom in Gothenburg and not fewer than 12 authorised dealers in the Territory.
4.2 The Distributor shall purchase from the Supplier in each Contract Year Products having an aggregate net invoice value of not less than the Minimum Purchase Target for that Contract Year.
4.3 If the Distributor fails to achieve the Minimum Purchase Target in any Contract Year, the Supplier may, by written notice given within three months after the end of that Contract Year, either convert the appointment of the Distributor into a non-exclusive appointment or terminate this Agreement on 60 days' notice.
4.4 The Distributor shall not, during the continuance of this Agreement, manufacture, distribute, sell or promote any Competing Products in the Territory, nor be concerned or interested in any business which does so.
4.5 The Distributor shall keep complete records of its sales of the Products and of its dealers, and shall send the Supplier a sales report within 15 days after the end of each calendar quarter.
5. ORDERS, PRICES AND PAYMENT
5.1 The Distributor shall order Products by written purchase order. Each order accepted by the Supplier shall form a separate contract upon the terms of this Agreement.
5.2 The prices for the Products shall be the Supplier's ex-works (Incoterms 2020) list prices set out in Schedule 1, less a distributor discount of 38%. All prices are in pounds sterling and exclusive of VAT, duties and freight.
5.3 The Supplier may increase its list prices once in each calendar year by giving the Distributor not less than 90 days' written notice, provided that orders accepted before an increase takes effect shall be supplied at the prices previously applying.
5.4 The Supplier shall invoice each consignment upon despatch. The Distributor shall pay each invoice in full, without set-off or deduction, within 45 days of the date of invoice.
5.5 Interest shall accrue on any overdue sum at the rate of 4% a year above the base rate of the Bank of England from time to time.
5.6 Risk in the Products shall pass to the Distributor on collection from the Supplier's premises. Title shall not pass until the Supplier has received payment in full for them.
6. WARRANTY
6.1 The Supplier warrants that the Products shall on delivery conform to their specifications and shall be free from defects in materials and workmanship for 24 months from the date of sale to the end customer, or 30 months from delivery to the Distributor if earlier.
6.2 The sole obligation of the Supplier in respect of Products which do not comply with clause 6.1 shall be, at its option, to repair or replace them or to refund their price, and the Distributor shall return defective Products at the Supplier's cost.
7. TRADE MARKS AND INTELLECTUAL PROPERTY
7.1 The Supplier grants to the Distributor a non-exclusive, non-transferable licence to use the Trade Marks in the Territory during the continuance of this Agreement solely for the purpose of promoting and selling the Products.
7.2 All intellectual property rights in the Products, the Trade Marks and any marketing materials, including materials translated or adapted by the Distributor, shall belong to the Supplier, and all goodwill arising from the use of the Trade Marks shall accrue to the Supplier.
7.3 The Distributor shall not register any trade mark, company name or domain name consisting of or including the word HALVERGATE.
8. PERSONAL DATA
8.1 The parties acknowledge that neither party processes personal data on behalf of the other under this Agreement. Each party is an independent controller of the personal data of end customers and dealers which it holds, and shall comply with the UK GDPR, the EU GDPR and the Data Protection Act 2018 so far as they apply to it.`,
      `9. LIMITATION OF LIABILITY
9.1 Nothing in this Agreement shall limit or exclude the liability of either party for death or personal injury resulting from negligence, for fraud or fraudulent misrepresentation, for breach of the terms implied by section 12 of the Sale of Goods Act 1979, or under the indemnity in clause 9.4.
9.2 Subject to clause 9.1, neither party shall be liable to the other for any loss of profits, loss of business, loss of goodwill, or any indirect or consequential loss, whether arising in contract, tort (including negligence) or otherwise.
9.3 Subject to clause 9.1, the total liability of each party under or in connection with this Agreement in any Contract Year shall be limited to the greater of £250,000 and the total price paid by the Distributor for Products in that Contract Year.
9.4 The Supplier shall indemnify the Distributor against any claim that the Products or the Trade Marks infringe the intellectual property rights of a third party in the Territory.
10. TERMINATION
10.1 Either party may terminate this Agreement immediately by written notice if: (a) the other party commits a material breach of this Agreement and, where the breach is capable of remedy, fails to remedy it within 30 days after written notice requiring it to do so; (b) the other party becomes insolvent, has an administrator, receiver or liquidator appointed, or enters into any composition or arrangement with its creditors, or suffers any equivalent event under Swedish law, including konkurs or foretagsrekonstruktion; or (c) the other party is prevented from performing its obligations by force majeure for more than 90 consecutive days.
10.2 The Supplier may terminate this Agreement immediately by written notice if there is a change of control of the Distributor, or if the Distributor challenges the validity of any of the Trade Marks.
10.3 The Distributor shall notify the Supplier promptly of any proposed change of control of the Distributor.
11. CONSEQUENCES OF TERMINATION
11.1 Upon the termination or expiry of this Agreement: (a) the Distributor shall cease to use the Trade Marks and to hold itself out as a distributor of the Supplier; (b) the Supplier may, by notice given within 30 days, repurchase any stock of Products held by the Distributor at the price paid for it; and (c) all unpaid invoices shall become immediately due.
11.2 The Distributor shall not be entitled to any compensation or indemnity on termination or expiry for loss of goodwill or clientele, to the extent that applicable law permits such exclusion.
12. ASSIGNMENT
12.1 Neither party may assign, transfer, sub-license or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other, save that the Supplier may assign this Agreement to any member of its group, and the Distributor may appoint dealers in the Territory in the ordinary course of its business.
13. GOVERNING LAW AND DISPUTES
13.1 This Agreement and any non-contractual obligations arising out of or in connection with it shall be governed by the law of England.
13.2 Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration under the LCIA Rules, which are deemed to be incorporated into this clause. The tribunal shall consist of one arbitrator, the seat of the arbitration shall be London, and the language of the arbitration shall be English.
IN WITNESS whereof this Agreement has been signed by the duly authorised representatives of the parties on the date first above written.
SIGNED by Edmund Carrow, Managing Director, for and on behalf of HALVERGATE ACOUSTICS LIMITED\tE. Carrow
SIGNED by Linnea Holmqvist, Verkstallande direktor, for and on behalf of NORDVIK LJUD AB\tL. Holmqvist`,
      `SCHEDULE 1
PRODUCTS AND LIST PRICES (EX-WORKS ACLE)
Model Reed 2 turntable\t£1,480
Model Bure tonearm\t£690
Model Yare MC phono stage\t£940
Model Thurne dust cover\t£120
SCHEDULE 2
MINIMUM PURCHASE TARGETS (NET INVOICE VALUE)
Contract Year 1 (1 April 2025 to 31 March 2026)\t£420,000
Contract Year 2 (1 April 2026 to 31 March 2027)\t£510,000
Contract Year 3 (1 April 2027 to 31 March 2028)\t£600,000
Each Contract Year of a Renewal Period\tThe target for the preceding Contract Year increased by 8%
SCHEDULE 3
TRADE MARKS
HALVERGATE (word)\tUK trade mark UK00003391825, class 9
HALVERGATE (word)\tEU trade mark 018224617, class 9
Heron device\tUK trade mark UK00003391907, classes 9 and 35`,
    ],
    gold: {
      'document-name': text('EXCLUSIVE DISTRIBUTION AGREEMENT', 'Distribution Agreement'),
      parties: names(
        [
          '(1) HALVERGATE ACOUSTICS LIMITED, a company incorporated in England and Wales (registered number 06241978)',
          '(2) NORDVIK LJUD AB, a company incorporated in Sweden (organisation number 556912-4470)',
        ],
        'Halvergate Acoustics Limited',
        'Nordvik Ljud AB',
      ),
      'agreement-date': date('2025-03-14', 'THIS AGREEMENT is made on the 14th day of March 2025'),
      'effective-date': date('2025-04-01', '“Commencement Date” means 1 April 2025'),
      'expiration-date': date(
        '2028-03-31',
        '“Initial Term” means the period from and including the Commencement Date to and including 31 March 2028',
      ),
      'renewal-term': years(
        2,
        'this Agreement shall automatically renew for a further period of two years (each a “Renewal Period”) unless either party gives the other written notice of non-renewal',
      ),
      'notice-to-terminate-renewal': months(
        6,
        'unless either party gives the other written notice of non-renewal not less than six months before the expiry of the Initial Term or of the then current Renewal Period.',
      ),
      'termination-for-convenience': no('Neither party may terminate this Agreement for convenience'),
      'termination-rights': text(
        [
          'the other party commits a material breach of this Agreement and, where the breach is capable of remedy, fails to remedy it within 30 days after written notice requiring it to do so',
          'the Supplier may, by written notice given within three months after the end of that Contract Year, either convert the appointment of the Distributor into a non-exclusive appointment or terminate this Agreement on 60 days\' notice.',
        ],
        'material breach',
      ),
      'change-of-control': yes(
        'The Supplier may terminate this Agreement immediately by written notice if there is a change of control of the Distributor',
        'change of control of the Distributor',
      ),
      assignment: no(
        'Neither party may assign, transfer, sub-license or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other',
        'consent',
      ),
      exclusivity: yes(
        [
          'The Supplier hereby appoints the Distributor as its exclusive distributor for the resale of the Products in the Territory',
          '“Territory” means Sweden, Norway, Denmark and Finland',
        ],
        'Territory',
      ),
      'non-compete': yes(
        'The Distributor shall not, during the continuance of this Agreement, manufacture, distribute, sell or promote any Competing Products in the Territory',
      ),
      'liability-cap': gbp(
        250000,
        'the total liability of each party under or in connection with this Agreement in any Contract Year shall be limited to the greater of £250,000 and the total price paid by the Distributor for Products in that Contract Year.',
      ),
      'uncapped-liabilities': text(
        [
          'Nothing in this Agreement shall limit or exclude the liability of either party for death or personal injury resulting from negligence, for fraud or fraudulent misrepresentation',
          'neither party shall be liable to the other for any loss of profits, loss of business, loss of goodwill, or any indirect or consequential loss',
        ],
        'death or personal injury',
      ),
      charges: text(
        [
          "The prices for the Products shall be the Supplier's ex-works (Incoterms 2020) list prices set out in Schedule 1, less a distributor discount of 38%.",
          "The Supplier may increase its list prices once in each calendar year by giving the Distributor not less than 90 days' written notice",
        ],
        'list prices',
        '38%',
      ),
      'payment-terms': days(45, 'The Distributor shall pay each invoice in full, without set-off or deduction, within 45 days of the date of invoice.'),
      'minimum-commitment': yes(
        'The Distributor shall purchase from the Supplier in each Contract Year Products having an aggregate net invoice value of not less than the Minimum Purchase Target for that Contract Year.',
      ),
      'service-levels': text(
        'The Supplier warrants that the Products shall on delivery conform to their specifications and shall be free from defects in materials and workmanship for 24 months from the date of sale to the end customer',
        '24 months',
      ),
      'intellectual-property': text(
        [
          'All intellectual property rights in the Products, the Trade Marks and any marketing materials, including materials translated or adapted by the Distributor, shall belong to the Supplier',
          'The Supplier grants to the Distributor a non-exclusive, non-transferable licence to use the Trade Marks in the Territory',
        ],
        'belong to the Supplier',
      ),
      'data-protection': no('The parties acknowledge that neither party processes personal data on behalf of the other under this Agreement.'),
      'audit-rights': notFound,
      insurance: notFound,
      'exit-and-employees': text(
        'the Distributor shall cease to use the Trade Marks and to hold itself out as a distributor of the Supplier; (b) the Supplier may, by notice given within 30 days, repurchase any stock of Products held by the Distributor at the price paid for it',
        'repurchase',
      ),
      'governing-law': text(
        [
          'This Agreement and any non-contractual obligations arising out of or in connection with it shall be governed by the law of England.',
          'Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration under the LCIA Rules',
        ],
        'England',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'What must the distributor buy in the first contract year?',
        gold: gbp(420000, 'Contract Year 1 (1 April 2025 to 31 March 2026) £420,000'),
      },
      {
        id: 'own-2',
        text: 'Can the supplier still sell into Scandinavia itself?',
        gold: yes(
          'save that the Supplier may continue to sell the Products through its own website to consumers resident in the Territory.',
          'own website',
        ),
      },
      {
        id: 'own-3',
        text: 'Is the distributor owed goodwill compensation when the agreement ends?',
        gold: no('The Distributor shall not be entitled to any compensation or indemnity on termination or expiry for loss of goodwill or clientele'),
      },
    ],
  },
  {
    id: 'calibration-i-spa-sc-balnagowan-fabrication',
    typeKey: 'share-purchase-agreement',
    region: 'SC',
    title: 'Agreement for the sale and purchase of the entire issued share capital of Balnagowan Fabrication Limited',
    style: 'deed',
    pages: [
      `AGREEMENT
for the sale and purchase of the entire issued share capital of
BALNAGOWAN FABRICATION LIMITED
among
(1) ALASDAIR RUARIDH MACKINTOSH, residing at Braeside, 14 Golf Road, Bridge of Allan FK9 4AY; (2) CATRIONA JEAN MACKINTOSH, residing at Braeside, 14 Golf Road, Bridge of Allan FK9 4AY; and (3) EUAN FORBES LAIDLAW, residing at 7 Barnton Grove, Edinburgh EH4 6EG (together the “Sellers” and each a “Seller”);
(4) TAMARIND ENGINEERING HOLDINGS LIMITED, incorporated in England and Wales (registered number 11408352) and having its registered office at 40 Colmore Row, Birmingham B3 2BJ (the “Buyer”); and
(5) TAMARIND GROUP PLC, incorporated in England and Wales (registered number 04433016) and having its registered office at 40 Colmore Row, Birmingham B3 2BJ (the “Guarantor”).
WHEREAS:
(A) Balnagowan Fabrication Limited is a private company limited by shares incorporated in Scotland (registered number SC287514) and having its registered office at 2 Inchinnan Business Park, Renfrew PA4 9RE (the “Company”), which carries on the business of fabricating steel structures and pressure vessels for the defence, energy and process industries.
(B) The Sellers have agreed to sell, and the Buyer has agreed to purchase, the Sale Shares upon the terms of this Agreement, and the Guarantor has agreed to guarantee the obligations of the Buyer.
NOW THEREFORE the parties HAVE AGREED AND DO HEREBY AGREE as follows:
1. DEFINITIONS
1.1 In this Agreement: “Business Day” means a day on which clearing banks are open for business in Glasgow and London; “Completion” means completion of the sale and purchase of the Sale Shares under clause 6; “Data Room” means the virtual data room hosted by Clydeport Deals Limited under the name “Project Heron”; “Disclosure Letter” means the letter dated the date of this Agreement from the Sellers to the Buyer; “Fundamental Warranties” means the Warranties in paragraphs 1 (Capacity) and 2 (Title and Share Capital) of Schedule 3; “Property” means the heritable property at 2 Inchinnan Business Park, Renfrew, registered in the Land Register of Scotland under title number REN118734; “Sale Shares” means the 100,000 ordinary shares of £1 each in the capital of the Company held as set out in Schedule 1, which constitute the whole of the issued share capital of the Company; “Sellers' Representative” means Alasdair Ruaridh Mackintosh; “Tax Covenant” means the tax covenant in Schedule 5; and “Warranties” means the warranties in Schedule 3.
2. SALE AND PURCHASE
2.1 Each of the Sellers shall sell, with absolute warrandice, the Sale Shares set against his or her name in Schedule 1, and the Buyer shall purchase the whole of the Sale Shares, free from all Encumbrances and with all rights attaching to them at Completion.
3. CONSIDERATION
3.1 The consideration for the Sale Shares (the “Consideration”) shall be: (a) £8,400,000 (the “Base Price”); plus or minus (b) the amount by which Completion Net Working Capital exceeds or falls short of £1,150,000; plus (c) Completion Cash less Completion Debt, each as shown in the Completion Accounts; plus (d) the Earn-out Consideration (if any).
3.2 At Completion the Buyer shall pay the Base Price, adjusted by the Sellers' good faith estimate of the amounts in clause 3.1(b) and (c), less the Retention Amount. The Completion Accounts shall be prepared by the Buyer within 60 Business Days after Completion in accordance with Schedule 6, and any difference between the estimated and final Consideration shall be paid by the Sellers or the Buyer (as the case may be) within 10 Business Days after the Completion Accounts are agreed or determined by an independent accountant acting as expert and not as arbiter.`,
      `4. EARN-OUT AND RETENTION
4.1 The Buyer shall pay to the Sellers additional consideration (the “Earn-out Consideration”) of up to £1,500,000, calculated by reference to the EBITDA of the Company for its financial year ending 31 March 2026 as shown in the Earn-out Accounts: if EBITDA is £1,900,000 or more, the Earn-out Consideration shall be £1,500,000; if EBITDA is £1,600,000 or less, no Earn-out Consideration shall be payable; and if EBITDA is between those figures, the Earn-out Consideration shall be calculated on a straight-line basis.
4.2 Any Earn-out Consideration shall be paid within 20 Business Days after the Earn-out Accounts are agreed or determined. Until then the Buyer shall procure that the Company carries on its business in the ordinary course and does not take any action with the main purpose of reducing EBITDA.
4.3 At Completion the Buyer shall pay £600,000 (the “Retention Amount”) out of the Consideration into a deposit account in the joint names of Morrison Dalziel LLP and Harrowgate Pryce LLP (the “Retention Account”), as security for Claims. On the date 18 months after Completion the balance of the Retention Account, less the amount of any Claims then notified and unresolved, shall be released to the Sellers.
5. CONDITIONS AND THE PERIOD BEFORE COMPLETION
5.1 Completion is conditional on: (a) the Buyer having received written confirmation from the Secretary of State under the National Security and Investment Act 2021 that no further action will be taken in relation to the acquisition of the Sale Shares; and (b) Forthbank Naval Systems Limited having given written consent, in terms reasonably satisfactory to the Buyer, to the change of control of the Company under the Framework Supply Agreement between it and the Company dated 11 May 2022 (together the “Conditions”).
5.2 The Buyer shall submit the mandatory notification under the National Security and Investment Act 2021 within 10 Business Days after the date of this Agreement. The Buyer may waive the Condition in clause 5.1(b) by notice to the Sellers' Representative; the Condition in clause 5.1(a) may not be waived.
5.3 If the Conditions have not been satisfied (or, where permitted, waived) by 5.00 pm on 30 September 2025 (the “Long-Stop Date”), either the Buyer or the Sellers' Representative may terminate this Agreement by notice to the other.
5.4 From the date of this Agreement until Completion the Sellers shall procure that the Company carries on its business in the ordinary and usual course and complies with Schedule 4, and that, without the prior written consent of the Buyer (not to be unreasonably withheld or delayed), the Company does not: (a) incur capital expenditure exceeding £50,000 in aggregate; (b) declare, pay or make any dividend or other distribution; (c) allot or issue any shares; (d) enter into any contract with a value exceeding £250,000 or outwith the ordinary course of business; (e) alter the terms of employment of any employee earning more than £45,000 a year; or (f) sell, lease or grant any standard security over the Property.
5.5 If at any time before Completion the Buyer becomes aware of any matter which constitutes a material breach of the Warranties (as if they were repeated at that time) or of clause 5.4, the Buyer may by notice to the Sellers' Representative terminate this Agreement without liability on its part.
6. COMPLETION
6.1 Completion shall take place at the offices of Morrison Dalziel LLP, 160 West George Street, Glasgow G2 2HG on the fifth Business Day after the last of the Conditions is satisfied or waived, or at such other place and on such other date as the Buyer and the Sellers' Representative may agree.
6.2 At Completion the Sellers shall deliver the items listed in Schedule 2, including duly executed stock transfer forms in favour of the Buyer, the resignations of Euan Forbes Laidlaw as director and company secretary, and the share certificates for the Sale Shares.`,
      `7. WARRANTIES
7.1 Each of the Sellers jointly and severally warrants to the Buyer that each of the Warranties is true and accurate at the date of this Agreement, save that each Seller gives the Fundamental Warranties severally and only in respect of the Sale Shares held by him or her.
7.2 The Warranties shall be deemed to be repeated immediately before Completion by reference to the facts and circumstances then existing.
7.3 The Warranties (other than the Fundamental Warranties) are qualified by the matters fairly disclosed in the Disclosure Letter. For this purpose “fairly disclosed” means disclosed with sufficient detail to enable a reasonable buyer to identify the nature and scope of the matter disclosed.
7.4 The contents of the Data Room shall not be treated as disclosed against the Warranties except to the extent that a document in it is specifically referred to in the Disclosure Letter.
8. SPECIFIC INDEMNITIES
8.1 The Sellers jointly and severally undertake to pay to the Buyer an amount equal to any loss suffered by the Company or the Buyer arising from: (a) the presence of contamination in, on or under the Property attributable to the galvanising plant operated there before 2019, including the cost of any remediation required by the Scottish Environment Protection Agency or Renfrewshire Council; and (b) the investigation by the Health and Safety Executive into the fall from height at the Property on 3 February 2025, including any fine, costs and compensation.
8.2 The limitations in clause 9 (other than clause 9.1(b)) shall not apply to claims under clause 8.1.
9. LIMITATIONS ON THE SELLERS' LIABILITY
9.1 The Sellers shall not be liable for any Claim unless they receive notice of it giving reasonable details: (a) in the case of a Claim under the Warranties (other than a Tax Claim), on or before the date which is 24 months after Completion; and (b) in the case of a Tax Claim or a claim under clause 8.1, on or before the seventh anniversary of Completion.
9.2 The Sellers shall not be liable for any individual Claim (or series of Claims arising from the same facts) where the amount recoverable is less than £15,000, and such a Claim shall be disregarded for all purposes.
9.3 The Sellers shall not be liable for any Claim unless the aggregate amount of all Claims not disregarded under clause 9.2 exceeds £120,000, in which case the Sellers shall be liable for the whole amount and not merely the excess.
9.4 The total liability of the Sellers for all Claims (other than Claims under the Fundamental Warranties and under the Tax Covenant) shall not exceed £2,520,000. The total liability of the Sellers for all Claims of every kind shall not exceed the Consideration actually received by them.
9.5 Claims shall first be satisfied, so far as possible, out of the Retention Account.
10. TAX COVENANT
10.1 The provisions of Schedule 5 (Tax Covenant) shall have effect. The Sellers jointly and severally covenant to pay to the Buyer an amount equal to any Tax liability of the Company arising from any event occurring on or before Completion, save to the extent provided for in the Completion Accounts.
11. RESTRICTIVE COVENANTS
11.1 Each of the Sellers undertakes to the Buyer that he or she shall not, for a period of three years after Completion, directly or indirectly: (a) carry on or be engaged or interested in any business in the United Kingdom which competes with the business of the Company as carried on at Completion; (b) solicit or deal with any person who was a customer of the Company during the 12 months before Completion; or (c) solicit or entice away any senior employee of the Company.
11.2 Each undertaking in clause 11.1 is separate and severable, and the Sellers acknowledge that they are reasonable and necessary to protect the goodwill of the Company.`,
      `12. GUARANTEE
12.1 The Guarantor, as cautioner and full debtor for the Buyer, guarantees to the Sellers the due and punctual performance by the Buyer of all its obligations under this Agreement, including the payment of any Earn-out Consideration, and the Guarantor shall not be entitled to require the Sellers first to take steps against the Buyer.
13. GENERAL
13.1 No announcement concerning this Agreement shall be made by any party without the prior written consent of the Buyer and the Sellers' Representative.
13.2 Each party shall bear its own costs. The Buyer shall pay any stamp duty on the transfer of the Sale Shares.
13.3 This Agreement may be executed in any number of counterparts and by the parties on separate counterparts, in accordance with the Legal Writings (Counterparts and Delivery) (Scotland) Act 2015.
14. GOVERNING LAW AND JURISDICTION
14.1 This Agreement and any non-contractual obligations arising out of or in connection with it shall be governed by and construed in accordance with the law of Scotland.
14.2 The parties irrevocably prorogate the exclusive jurisdiction of the Court of Session in relation to any dispute arising out of or in connection with this Agreement.
IN WITNESS WHEREOF these presents consisting of this and the preceding four pages together with the Schedules are executed as follows and are delivered on 30 June 2025, which is the date of this Agreement:
Subscribed by ALASDAIR RUARIDH MACKINTOSH at Stirling on 26 June 2025 before this witness, Morag Ishbel Fyfe, solicitor, Stirling\tA. R. Mackintosh
Subscribed by CATRIONA JEAN MACKINTOSH at Stirling on 26 June 2025 before the same witness\tC. J. Mackintosh
Subscribed by EUAN FORBES LAIDLAW at Edinburgh on 27 June 2025 before this witness, Peter John Rennie, trainee solicitor, Edinburgh\tE. F. Laidlaw
Subscribed for and on behalf of TAMARIND ENGINEERING HOLDINGS LIMITED by Priya Nandini Rao, director, at Birmingham on 30 June 2025 before this witness, Thomas Hale, Birmingham\tP. N. Rao
Subscribed for and on behalf of TAMARIND GROUP PLC by Graham Stuart Wellbeloved, director, at Birmingham on 30 June 2025 before the same witness\tG. S. Wellbeloved
SCHEDULE 1
THE SELLERS AND THE SALE SHARES
Alasdair Ruaridh Mackintosh\t50,000 ordinary shares of £1 each
Catriona Jean Mackintosh\t30,000 ordinary shares of £1 each
Euan Forbes Laidlaw\t20,000 ordinary shares of £1 each
Total\t100,000 ordinary shares of £1 each
SCHEDULE 4
CONDUCT OF BUSINESS BEFORE COMPLETION
The Sellers shall procure that the Company maintains its insurances, keeps its assets in good repair, pays its creditors in the ordinary course, and gives the Buyer's representatives reasonable access to the Property and to its books and records.`,
    ],
    gold: {
      sellers: names(
        '(1) ALASDAIR RUARIDH MACKINTOSH, residing at Braeside, 14 Golf Road, Bridge of Allan FK9 4AY; (2) CATRIONA JEAN MACKINTOSH, residing at Braeside, 14 Golf Road, Bridge of Allan FK9 4AY; and (3) EUAN FORBES LAIDLAW',
        'Alasdair Ruaridh Mackintosh',
        'Catriona Jean Mackintosh',
        'Euan Forbes Laidlaw',
      ),
      buyer: names(
        '(4) TAMARIND ENGINEERING HOLDINGS LIMITED, incorporated in England and Wales (registered number 11408352)',
        'Tamarind Engineering Holdings Limited',
      ),
      guarantor: names(
        [
          '(5) TAMARIND GROUP PLC, incorporated in England and Wales (registered number 04433016)',
          'The Guarantor, as cautioner and full debtor for the Buyer, guarantees to the Sellers the due and punctual performance by the Buyer of all its obligations under this Agreement',
        ],
        'Tamarind Group plc',
      ),
      target: identifier(
        'SC287514',
        'Balnagowan Fabrication Limited is a private company limited by shares incorporated in Scotland (registered number SC287514)',
      ),
      date: date('2025-06-30', 'are delivered on 30 June 2025, which is the date of this Agreement'),
      shares: text(
        '“Sale Shares” means the 100,000 ordinary shares of £1 each in the capital of the Company held as set out in Schedule 1, which constitute the whole of the issued share capital of the Company',
        '100,000 ordinary shares',
        'whole of the issued share capital',
      ),
      price: gbp(8400000, 'The consideration for the Sale Shares (the “Consideration”) shall be: (a) £8,400,000 (the “Base Price”)'),
      'price-mechanism': text(
        [
          'plus or minus (b) the amount by which Completion Net Working Capital exceeds or falls short of £1,150,000; plus (c) Completion Cash less Completion Debt, each as shown in the Completion Accounts',
          'The Completion Accounts shall be prepared by the Buyer within 60 Business Days after Completion in accordance with Schedule 6',
        ],
        'Completion Accounts',
      ),
      'deferred-consideration': text(
        'The Buyer shall pay to the Sellers additional consideration (the “Earn-out Consideration”) of up to £1,500,000, calculated by reference to the EBITDA of the Company for its financial year ending 31 March 2026',
        'Earn-out',
        'EBITDA',
      ),
      'escrow-retention': [
        gbp(
          600000,
          'At Completion the Buyer shall pay £600,000 (the “Retention Amount”) out of the Consideration into a deposit account in the joint names of Morrison Dalziel LLP and Harrowgate Pryce LLP',
        ),
        gbp(600000, [
          "At Completion the Buyer shall pay the Base Price, adjusted by the Sellers' good faith estimate of the amounts in clause 3.1(b) and (c), less the Retention Amount.",
          'At Completion the Buyer shall pay £600,000 (the “Retention Amount”)',
        ]),
      ],
      conditions: text(
        '(a) the Buyer having received written confirmation from the Secretary of State under the National Security and Investment Act 2021 that no further action will be taken in relation to the acquisition of the Sale Shares; and (b) Forthbank Naval Systems Limited having given written consent',
        'National Security and Investment Act 2021',
        'Forthbank Naval Systems Limited',
      ),
      'long-stop-date': date('2025-09-30', 'by 5.00 pm on 30 September 2025 (the “Long-Stop Date”)'),
      completion: text(
        'Completion shall take place at the offices of Morrison Dalziel LLP, 160 West George Street, Glasgow G2 2HG on the fifth Business Day after the last of the Conditions is satisfied or waived',
        'fifth Business Day',
        'Morrison Dalziel',
      ),
      warranties: text(
        [
          'Each of the Sellers jointly and severally warrants to the Buyer that each of the Warranties is true and accurate at the date of this Agreement',
          'The Warranties shall be deemed to be repeated immediately before Completion by reference to the facts and circumstances then existing.',
        ],
        'jointly and severally',
      ),
      'disclosure-standard': text(
        [
          'The Warranties (other than the Fundamental Warranties) are qualified by the matters fairly disclosed in the Disclosure Letter.',
          'The contents of the Data Room shall not be treated as disclosed against the Warranties except to the extent that a document in it is specifically referred to in the Disclosure Letter.',
        ],
        'fairly disclosed',
      ),
      'claim-time-limits': [
        months(24, 'in the case of a Claim under the Warranties (other than a Tax Claim), on or before the date which is 24 months after Completion'),
        years(7, 'in the case of a Tax Claim or a claim under clause 8.1, on or before the seventh anniversary of Completion.'),
      ],
      'de-minimis-and-basket': [
        gbp(15000, 'The Sellers shall not be liable for any individual Claim (or series of Claims arising from the same facts) where the amount recoverable is less than £15,000'),
        gbp(120000, 'The Sellers shall not be liable for any Claim unless the aggregate amount of all Claims not disregarded under clause 9.2 exceeds £120,000'),
      ],
      'liability-cap': gbp(
        2520000,
        'The total liability of the Sellers for all Claims (other than Claims under the Fundamental Warranties and under the Tax Covenant) shall not exceed £2,520,000.',
      ),
      indemnities: text(
        [
          'the presence of contamination in, on or under the Property attributable to the galvanising plant operated there before 2019',
          'the investigation by the Health and Safety Executive into the fall from height at the Property on 3 February 2025',
        ],
        'contamination',
      ),
      'tax-covenant': [
        yes('The provisions of Schedule 5 (Tax Covenant) shall have effect.'),
        yes(
          'The Sellers jointly and severally covenant to pay to the Buyer an amount equal to any Tax liability of the Company arising from any event occurring on or before Completion',
        ),
      ],
      'wi-insurance': notFound,
      'restrictive-covenants': years(
        3,
        'Each of the Sellers undertakes to the Buyer that he or she shall not, for a period of three years after Completion, directly or indirectly',
      ),
      'pre-completion-conduct': text(
        'From the date of this Agreement until Completion the Sellers shall procure that the Company carries on its business in the ordinary and usual course and complies with Schedule 4',
        'ordinary and usual course',
      ),
      'termination-before-completion': yes(
        'If at any time before Completion the Buyer becomes aware of any matter which constitutes a material breach of the Warranties (as if they were repeated at that time) or of clause 5.4, the Buyer may by notice to the Sellers\' Representative terminate this Agreement',
        'material breach of the Warranties',
      ),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the law of Scotland.',
          'The parties irrevocably prorogate the exclusive jurisdiction of the Court of Session',
        ],
        'Scotland',
        'Court of Session',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Can the buyer waive the national security clearance condition?',
        gold: no('the Condition in clause 5.1(a) may not be waived.'),
      },
      {
        id: 'own-2',
        text: 'When does the retention come back to the sellers?',
        gold: months(18, 'On the date 18 months after Completion the balance of the Retention Account, less the amount of any Claims then notified and unresolved, shall be released to the Sellers.'),
      },
      {
        id: 'own-3',
        text: 'Is the data room treated as disclosed?',
        gold: no('The contents of the Data Room shall not be treated as disclosed against the Warranties except to the extent that a document in it is specifically referred to in the Disclosure Letter.'),
      },
    ],
  },
  {
    id: 'calibration-i-nda-ni-mourne-coastal-aquaculture',
    typeKey: 'non-disclosure-agreement',
    region: 'NI',
    title: 'Confidentiality Agreement: Mourne Coastal Aquaculture Limited and Belfast Lough Marine Feeds Ltd',
    style: 'typed',
    scanned: true,
    pages: [
      `CONFIDENTIALITY AGREEMENT
THIS AGREEMENT is dated 8 May 2025
BETWEEN
(1) MOURNE COASTAL AQUACULTURE LIMITED, a company incorporated in Northern Ireland with registered number NI641207, whose registered office is at 12 Harbour Road, Kilkeel, County Down BT34 4AX (the "Discloser"); and
(2) BELFAST LOUGH MARINE FEEDS LTD, a company incorporated in Northern Ireland with registered number NI658833, whose registered office is at 88 Duncrue Street, Belfast BT3 9AR (the "Recipient").
BACKGROUND
The Discloser operates an oyster and mussel hatchery at Kilkeel. The parties are discussing a possible arrangement under which the Recipient would develop and supply a low-phosphate formulated feed for the hatchery. This Agreement is one-way: only the Discloser will disclose Confidential Information under it, and only the Recipient is bound by obligations of confidence.
1. DEFINITIONS
1.1 "Confidential Information" means all information of a confidential nature relating to the business, hatchery techniques, water quality data, algae cultures, customers, suppliers and finances of the Discloser which is disclosed to the Recipient or its Representatives by the Discloser, whether before, on or after the date of this Agreement, whether in writing, orally, by demonstration or during a site visit or in any other form, and whether or not it is marked or identified as confidential, together with all notes, analyses and other material prepared by the Recipient which contain or reflect any such information.
1.2 "Purpose" means evaluating, negotiating and, if agreed, carrying out the proposed development and supply of feed described in the Background.
1.3 "Representatives" means the directors, officers and employees of the Recipient and its professional advisers.`,
      `2. EXCLUSIONS
2.1 Information is not Confidential Information to the extent that it: (a) is or becomes generally available to the public other than as a result of a breach of this Agreement; (b) was lawfully in the possession of the Recipient before it was disclosed by the Discloser, as shown by the Recipient's written records; (c) is received by the Recipient from a third party who is not under any obligation of confidence in respect of it; or (d) is developed independently by the Recipient without use of the Confidential Information.
3. UNDERTAKINGS
3.1 The Recipient shall keep the Confidential Information secret and confidential, shall use it only for the Purpose, and shall not disclose it to any person except as permitted by clause 4.
3.2 The Recipient shall protect the Confidential Information with at least the same degree of care as it uses for its own confidential information.
4. PERMITTED DISCLOSURE
4.1 The Recipient may disclose Confidential Information to those of its directors, officers and employees who need to know it for the Purpose.
4.2 The Recipient may disclose Confidential Information to its professional advisers who need to know it for the Purpose and who are bound by professional duties of confidence.
4.3 The Recipient shall ensure that each person to whom it discloses Confidential Information is told of its confidential nature and complies with this Agreement as if that person were a party to it, and the Recipient shall be liable for any act or omission of such a person which would be a breach of this Agreement if done by the Recipient.
4.4 The Recipient may disclose Confidential Information to the extent required by law, by any court of competent jurisdiction or by any governmental or regulatory authority, provided that, to the extent it is legally permitted to do so, it gives the Discloser as much notice of the disclosure as possible and takes into account the reasonable requests of the Discloser as to its content.`,
      `5. RETURN AND DESTRUCTION
5.1 Within 10 days after a written request from the Discloser, and in any event when this Agreement ends, the Recipient shall return to the Discloser or destroy all documents and materials containing Confidential Information, erase it from its computer systems, and certify in writing that it has done so.
5.2 The Recipient may keep one copy of the Confidential Information to the extent needed to comply with any legal or regulatory requirement, and is not required to erase electronic copies held in routine back-up systems which are not readily accessible, but any copy so kept shall remain subject to this Agreement for as long as it is kept.
6. DURATION
6.1 This Agreement shall continue in force for two years from the date of this Agreement, unless terminated earlier by either party on 30 days' written notice to the other.
6.2 The obligations of the Recipient under clauses 3, 4 and 5 shall survive the termination or expiry of this Agreement for a period of five years.
7. OWNERSHIP AND NO LICENCE
7.1 All Confidential Information remains the property of the Discloser. No licence or other right in respect of any Confidential Information, or any patent, know-how or other intellectual property of the Discloser, is granted to the Recipient by this Agreement except the right to use the Confidential Information for the Purpose.
8. NO WARRANTY
8.1 The Discloser makes no representation or warranty, express or implied, as to the accuracy or completeness of the Confidential Information, and shall have no liability to the Recipient or its Representatives arising from its use.`,
      `9. REMEDIES
9.1 Damages alone may not be an adequate remedy for a breach of this Agreement, and the Discloser shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach.
10. NO OBLIGATION TO PROCEED
10.1 Nothing in this Agreement obliges either party to enter into any further agreement. Either party may end the discussions at any time.
11. NOTICES
11.1 Any notice under this Agreement shall be in writing, signed by or on behalf of the party giving it, and delivered by hand or sent by pre-paid first class post or recorded delivery to the other party at its registered office stated above, or to any other address that party has notified for the purpose. A notice sent by email is not valid.
12. GOVERNING LAW AND JURISDICTION
12.1 This Agreement and any dispute arising out of or in connection with it shall be governed by the law of Northern Ireland, and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.
SIGNED by Conor Patrick McKibben, director, for and on behalf of MOURNE COASTAL AQUACULTURE LIMITED
Signature: C. P. McKibben  Date: 8 May 2025
SIGNED by Ruth Elizabeth Gilmore, director, for and on behalf of BELFAST LOUGH MARINE FEEDS LTD
Signature: R. E. Gilmore  Date: 8 May 2025`,
    ],
    gold: {
      parties: names(
        [
          '(1) MOURNE COASTAL AQUACULTURE LIMITED, a company incorporated in Northern Ireland with registered number NI641207',
          '(2) BELFAST LOUGH MARINE FEEDS LTD, a company incorporated in Northern Ireland with registered number NI658833',
        ],
        'Mourne Coastal Aquaculture Limited',
        'Belfast Lough Marine Feeds Ltd',
      ),
      mutual: no(
        'This Agreement is one-way: only the Discloser will disclose Confidential Information under it, and only the Recipient is bound by obligations of confidence.',
      ),
      'disclosing-party': names(
        '(1) MOURNE COASTAL AQUACULTURE LIMITED, a company incorporated in Northern Ireland with registered number NI641207',
        'Mourne Coastal Aquaculture Limited',
      ),
      'receiving-party': names(
        '(2) BELFAST LOUGH MARINE FEEDS LTD, a company incorporated in Northern Ireland with registered number NI658833',
        'Belfast Lough Marine Feeds Ltd',
      ),
      date: date('2025-05-08', 'THIS AGREEMENT is dated 8 May 2025'),
      definition: text(
        'means all information of a confidential nature relating to the business, hatchery techniques, water quality data, algae cultures, customers, suppliers and finances of the Discloser',
        'confidential nature',
      ),
      'oral-information': yes('whether in writing, orally, by demonstration or during a site visit or in any other form'),
      'marking-required': no('and whether or not it is marked or identified as confidential'),
      exclusions: text(
        "(a) is or becomes generally available to the public other than as a result of a breach of this Agreement; (b) was lawfully in the possession of the Recipient before it was disclosed by the Discloser, as shown by the Recipient's written records; (c) is received by the Recipient from a third party who is not under any obligation of confidence in respect of it; or (d) is developed independently by the Recipient",
        'generally available to the public',
        'developed independently',
      ),
      purpose: text(
        '"Purpose" means evaluating, negotiating and, if agreed, carrying out the proposed development and supply of feed described in the Background.',
        'development and supply of feed',
      ),
      'disclosure-to-employees': yes(
        'The Recipient may disclose Confidential Information to those of its directors, officers and employees who need to know it for the Purpose.',
        'need to know',
      ),
      'disclosure-to-advisers': yes(
        'The Recipient may disclose Confidential Information to its professional advisers who need to know it for the Purpose and who are bound by professional duties of confidence.',
      ),
      'disclosure-to-affiliates': notFound,
      'recipients-bound': yes(
        'the Recipient shall be liable for any act or omission of such a person which would be a breach of this Agreement if done by the Recipient.',
      ),
      'compelled-disclosure': yes(
        'The Recipient may disclose Confidential Information to the extent required by law, by any court of competent jurisdiction or by any governmental or regulatory authority',
      ),
      'compelled-disclosure-notice': yes(
        'provided that, to the extent it is legally permitted to do so, it gives the Discloser as much notice of the disclosure as possible',
        'legally permitted',
      ),
      'return-or-destruction': yes(
        'Within 10 days after a written request from the Discloser, and in any event when this Agreement ends, the Recipient shall return to the Discloser or destroy all documents and materials containing Confidential Information',
      ),
      'retained-copies': yes(
        'The Recipient may keep one copy of the Confidential Information to the extent needed to comply with any legal or regulatory requirement, and is not required to erase electronic copies held in routine back-up systems',
      ),
      term: years(2, 'This Agreement shall continue in force for two years from the date of this Agreement'),
      survival: years(
        5,
        'The obligations of the Recipient under clauses 3, 4 and 5 shall survive the termination or expiry of this Agreement for a period of five years.',
      ),
      'non-solicitation': notFound,
      'no-licence': yes('No licence or other right in respect of any Confidential Information, or any patent, know-how or other intellectual property of the Discloser, is granted to the Recipient'),
      'no-warranty': yes(
        'The Discloser makes no representation or warranty, express or implied, as to the accuracy or completeness of the Confidential Information',
      ),
      remedies: yes(
        'the Discloser shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach.',
      ),
      'reverse-engineering': notFound,
      notices: text(
        'Any notice under this Agreement shall be in writing, signed by or on behalf of the party giving it, and delivered by hand or sent by pre-paid first class post or recorded delivery to the other party at its registered office stated above',
        'registered office',
        'recorded delivery',
      ),
      'governing-law': text(
        'shall be governed by the law of Northern Ireland, and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.',
        'Northern Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'Can a notice be served by email?',
        gold: no('A notice sent by email is not valid.'),
      },
      {
        id: 'own-2',
        text: 'How quickly must the feed company hand back the information once asked?',
        gold: days(10, 'Within 10 days after a written request from the Discloser'),
      },
    ],
  },
  {
    id: 'calibration-i-sha-ie-clochar-robotics',
    typeKey: 'shareholders-agreement',
    region: 'IE',
    title: "Shareholders' Agreement relating to Clochar Robotics Limited",
    style: 'modern',
    pages: [
      `SHAREHOLDERS' AGREEMENT
relating to CLOCHAR ROBOTICS LIMITED
Dated: 4 November 2024
PARTIES
1. AOIFE NÍ BHRIAIN, of 9 Lower Salthill Road, Galway H91 X2T4 (the “First Founder”).
2. CATHAL DEVANE, of 31 Woodquay Court, Galway H91 KD63 (the “Second Founder”, and together with the First Founder the “Founders”).
3. ATLANTIC EDGE VENTURES FUND II LIMITED PARTNERSHIP, an investment limited partnership acting by its general partner Atlantic Edge GP Limited, of Harcourt Centre, Harcourt Street, Dublin 2, D02 HW77 (the “Investor”).
4. DECLAN MOYLETTE, of Ardnasillagh, Oughterard, County Galway H91 T6W0 (the “Angel”).
5. CLOCHAR ROBOTICS LIMITED, a private company limited by shares incorporated in Ireland with registered number 702918, whose registered office is at Unit 6, Galway Technology Park, Parkmore, Galway H91 P2DK (the “Company”).
BACKGROUND
A. The Company develops autonomous harvesting robots for mushroom growers. The Founders and the Angel are its existing shareholders.
B. The Investor has agreed to subscribe for A Ordinary Shares on the terms of this Agreement, and the parties have agreed to regulate their relationship as shareholders of the Company as set out below.
1. DEFINITIONS
1.1 In this Agreement: “A Ordinary Shares” means A ordinary shares of €0.01 each in the capital of the Company; “Board” means the board of directors of the Company; “Constitution” means the constitution of the Company adopted on the date of this Agreement; “Exit” means a Share Sale, an Asset Sale or an IPO; “Fair Value” means the value determined under clause 9.5; “Investor Consent” means the prior written consent of the Investor or of the Investor Director; “Milestone” means the Company obtaining CE marking for its Mk II harvesting robot; “Ordinary Shares” means ordinary shares of €0.01 each in the capital of the Company; and “Shares” means the Ordinary Shares and the A Ordinary Shares.
2. SUBSCRIPTION
2.1 The Investor shall subscribe for 900,000 A Ordinary Shares at a price of €2.50 per share (being €0.01 nominal value and €2.49 premium), for a total subscription price of €2,250,000, in two tranches.
2.2 On the date of this Agreement the Investor shall subscribe for 500,000 A Ordinary Shares for €1,250,000 (the “First Tranche”). Within 10 Business Days after the Board confirms that the Milestone has been achieved, the Investor shall subscribe for the remaining 400,000 A Ordinary Shares for €1,000,000 (the “Second Tranche”), provided that the Milestone is achieved on or before 30 June 2025.
2.3 The Company shall use the subscription monies only for the purposes set out in the business plan approved by the Investor.
3. SHAREHOLDINGS
3.1 Immediately after the Second Tranche the issued share capital of the Company will be held as follows:
Aoife Ní Bhriain\t1,050,000 Ordinary Shares\t35%
Cathal Devane\t900,000 Ordinary Shares\t30%
Atlantic Edge Ventures Fund II Limited Partnership\t900,000 A Ordinary Shares\t30%
Declan Moylette\t150,000 Ordinary Shares\t5%
Total\t3,000,000 Shares\t100%
3.2 The Board may, with Investor Consent, grant options over up to 300,000 Ordinary Shares under the Company's share option plan for employees.`,
      `4. RESERVED MATTERS
4.1 The Company shall not, and the Founders shall procure that the Company does not, do any of the following without Investor Consent: (a) alter the Constitution or the share capital of the Company, or the rights attaching to any Shares; (b) allot or issue any Shares or grant any option over Shares, other than under clause 3.2; (c) borrow or raise any sum exceeding €150,000 in aggregate; (d) acquire or dispose of any business, shares or asset with a value exceeding €100,000; (e) approve the annual budget or depart materially from it; (f) appoint or dismiss any employee earning more than €90,000 a year, or change that employee's remuneration; (g) declare or pay any dividend; (h) pass any resolution for its winding up, or enter into any merger or scheme of arrangement; (i) enter into any transaction with a Founder or any person connected with a Founder; or (j) commence or settle litigation where the amount claimed exceeds €50,000.
5. THE BOARD
5.1 The Board shall consist of not more than five directors.
5.2 Each Founder may, for so long as he or she is employed by the Company and holds Shares, appoint one director and remove any director so appointed.
5.3 The Investor may, for so long as it holds at least 10% of the Shares, appoint one director (the “Investor Director”) and one observer, who may attend and speak at Board meetings but not vote.
5.4 The Founders and the Investor shall jointly appoint an independent non-executive chair.
5.5 The quorum for Board meetings is three directors, one of whom must be the Investor Director if one is appointed. The Board shall meet at least eight times a year.
6. INFORMATION RIGHTS
6.1 The Company shall deliver to the Investor: (a) monthly management accounts within 21 days after the end of each month; (b) a draft annual budget at least 30 days before the start of each financial year; and (c) its audited financial statements within 120 days after the end of each financial year.
6.2 The Investor may, on reasonable notice, inspect the books and records of the Company and discuss its affairs with its directors and auditors.
7. DIVIDENDS
7.1 The Company shall not declare or pay any dividend before the fifth anniversary of the date of this Agreement. After that date, subject to Investor Consent and to the Company having profits available for distribution under Part 6 of the Companies Act 2014, the Board shall consider distributing up to 30% of the distributable profits of each financial year.
8. FURTHER FUNDING
8.1 No Shareholder shall be obliged to subscribe for further Shares, to make any loan to the Company or to give any guarantee or security for its obligations.
8.2 Any new Shares shall first be offered to the holders of Shares in proportion to their holdings, in accordance with the Constitution.`,
      `9. LEAVERS AND VESTING
9.1 A Founder who ceases to be a director or employee of the Company (a “Leaver”) shall be deemed to have offered all his or her Shares for sale to the Company or to such persons as the Board (with Investor Consent) may nominate.
9.2 The First Founder's and the Second Founder's Shares shall vest as to 25% on 4 November 2025 and as to the balance in 36 equal monthly instalments after that date.
9.3 A Good Leaver is a Founder who ceases employment by reason of death, permanent incapacity or dismissal otherwise than for cause, or whom the Board with Investor Consent determines to be a Good Leaver. A Good Leaver shall receive Fair Value for his or her vested Shares, and the lower of nominal value and Fair Value for his or her unvested Shares.
9.4 A Bad Leaver is any Leaver who is not a Good Leaver. A Bad Leaver shall receive the lower of nominal value and Fair Value for all his or her Shares.
9.5 Fair Value shall be the price agreed between the Leaver and the Board or, failing agreement within 20 Business Days, the price determined by an independent chartered accountant acting as expert.
10. TRANSFERS OF SHARES
10.1 No Founder shall transfer any Shares before the third anniversary of the date of this Agreement without Investor Consent, except by a Permitted Transfer.
10.2 A Permitted Transfer is a transfer by a Founder or the Angel to a Family Trust or a privileged relation, or by the Investor to any fund managed or advised by its manager.
10.3 Subject to clauses 10.1 and 10.2, a Shareholder wishing to transfer Shares shall first offer them to the other Shareholders in proportion to their holdings in accordance with the pre-emption provisions of Article 14 of the Constitution.
11. DRAG-ALONG AND TAG-ALONG
11.1 If the holders of more than 60% of the Shares, including the Investor, wish to accept an offer for all the Shares from a bona fide third party, they may require all the other Shareholders to sell their Shares to that third party on the same terms.
11.2 No transfer of Shares which would result in any person (with persons acting in concert with it) holding more than 50% of the Shares may be made unless that person has offered to buy all the other Shares on the same terms.
12. RESTRICTIVE COVENANTS
12.1 Each Founder undertakes to the Investor and the Company that he or she shall not, while a Shareholder or employee of the Company and for 12 months after ceasing to be both, directly or indirectly: (a) be engaged or interested in any business in Ireland or the United Kingdom which competes with the business of the Company; (b) solicit any customer of the Company; or (c) solicit or employ any employee of the Company.
12.2 The Angel gives no undertaking under clause 12.1.`,
      `13. RELATIONSHIP WITH THE CONSTITUTION
13.1 If there is any conflict between this Agreement and the Constitution, this Agreement shall prevail as between the Shareholders, and the Shareholders shall exercise their voting rights to amend the Constitution to remove the conflict.
14. NEW SHAREHOLDERS
14.1 No person shall be registered as a member of the Company unless he, she or it has first executed a deed of adherence to this Agreement substantially in the form set out in Schedule 4.
15. CONFIDENTIALITY
15.1 Each party shall keep confidential all information about the Company and the other parties received under this Agreement, except that the Investor may disclose information to its investors and prospective investors on a confidential basis.
16. DURATION
16.1 This Agreement shall terminate on the completion of an Exit or on the commencement of the winding up of the Company.
16.2 A party who ceases to hold any Shares shall cease to be bound by this Agreement, save for clauses 12 and 15 and any rights which accrued before that time.
17. COSTS
17.1 The Company shall pay the Investor's reasonable legal costs in connection with this Agreement up to €25,000 plus VAT.
18. GOVERNING LAW AND JURISDICTION
18.1 This Agreement and any non-contractual obligations arising out of it are governed by the laws of Ireland.
18.2 The parties submit to the exclusive jurisdiction of the courts of Ireland.
SIGNED by AOIFE NÍ BHRIAIN\tAoife Ní Bhriain
SIGNED by CATHAL DEVANE\tCathal Devane
SIGNED by Niamh Corless, director of Atlantic Edge GP Limited, for and on behalf of ATLANTIC EDGE VENTURES FUND II LIMITED PARTNERSHIP\tN. Corless
SIGNED by DECLAN MOYLETTE\tDeclan Moylette
SIGNED by Aoife Ní Bhriain, director, for and on behalf of CLOCHAR ROBOTICS LIMITED\tAoife Ní Bhriain
SCHEDULE 4
FORM OF DEED OF ADHERENCE
THIS DEED is made on [date] by [name] of [address] (the “Covenantor”). The Covenantor confirms that it has been given a copy of the Shareholders' Agreement dated 4 November 2024 relating to Clochar Robotics Limited and covenants with each party to it to observe and perform its terms as if the Covenantor were a party to it as a Shareholder.`,
    ],
    gold: {
      parties: names(
        [
          '1. AOIFE NÍ BHRIAIN, of 9 Lower Salthill Road, Galway H91 X2T4',
          '2. CATHAL DEVANE, of 31 Woodquay Court, Galway H91 KD63',
          '3. ATLANTIC EDGE VENTURES FUND II LIMITED PARTNERSHIP, an investment limited partnership acting by its general partner Atlantic Edge GP Limited',
          '4. DECLAN MOYLETTE, of Ardnasillagh, Oughterard, County Galway H91 T6W0',
          '5. CLOCHAR ROBOTICS LIMITED, a private company limited by shares incorporated in Ireland with registered number 702918',
        ],
        'Aoife Ní Bhriain',
        'Cathal Devane',
        'Atlantic Edge Ventures Fund II Limited Partnership',
        'Declan Moylette',
        'Clochar Robotics Limited',
      ),
      company: identifier('702918', '5. CLOCHAR ROBOTICS LIMITED, a private company limited by shares incorporated in Ireland with registered number 702918'),
      date: date('2024-11-04', 'Dated: 4 November 2024'),
      shareholdings: [
        percent(30, 'Atlantic Edge Ventures Fund II Limited Partnership 900,000 A Ordinary Shares 30%'),
        percent(35, 'Aoife Ní Bhriain 1,050,000 Ordinary Shares 35%'),
        percent(30, 'Cathal Devane 900,000 Ordinary Shares 30%'),
        percent(5, 'Declan Moylette 150,000 Ordinary Shares 5%'),
      ],
      investment: eur(
        2250000,
        'The Investor shall subscribe for 900,000 A Ordinary Shares at a price of €2.50 per share (being €0.01 nominal value and €2.49 premium), for a total subscription price of €2,250,000, in two tranches.',
      ),
      'reserved-matters': text(
        'The Company shall not, and the Founders shall procure that the Company does not, do any of the following without Investor Consent: (a) alter the Constitution or the share capital of the Company',
        'Investor Consent',
      ),
      board: text(
        [
          'The Board shall consist of not more than five directors.',
          'The Investor may, for so long as it holds at least 10% of the Shares, appoint one director (the “Investor Director”) and one observer',
          'Each Founder may, for so long as he or she is employed by the Company and holds Shares, appoint one director',
        ],
        'Investor Director',
      ),
      deadlock: notFound,
      leavers: text(
        [
          'A Good Leaver shall receive Fair Value for his or her vested Shares, and the lower of nominal value and Fair Value for his or her unvested Shares.',
          'A Bad Leaver shall receive the lower of nominal value and Fair Value for all his or her Shares.',
          "The First Founder's and the Second Founder's Shares shall vest as to 25% on 4 November 2025 and as to the balance in 36 equal monthly instalments after that date.",
        ],
        'Good Leaver',
      ),
      'transfer-restrictions': text(
        [
          'No Founder shall transfer any Shares before the third anniversary of the date of this Agreement without Investor Consent, except by a Permitted Transfer.',
          'a Shareholder wishing to transfer Shares shall first offer them to the other Shareholders in proportion to their holdings in accordance with the pre-emption provisions of Article 14 of the Constitution.',
        ],
        'third anniversary',
      ),
      'drag-and-tag': text(
        [
          'If the holders of more than 60% of the Shares, including the Investor, wish to accept an offer for all the Shares from a bona fide third party, they may require all the other Shareholders to sell their Shares',
          'No transfer of Shares which would result in any person (with persons acting in concert with it) holding more than 50% of the Shares may be made unless that person has offered to buy all the other Shares on the same terms.',
        ],
        '60%',
      ),
      'restrictive-covenants': months(
        12,
        'Each Founder undertakes to the Investor and the Company that he or she shall not, while a Shareholder or employee of the Company and for 12 months after ceasing to be both',
      ),
      'information-rights': text(
        '(a) monthly management accounts within 21 days after the end of each month; (b) a draft annual budget at least 30 days before the start of each financial year; and (c) its audited financial statements within 120 days',
        'management accounts',
      ),
      'dividend-policy': text(
        [
          'The Company shall not declare or pay any dividend before the fifth anniversary of the date of this Agreement.',
          'the Board shall consider distributing up to 30% of the distributable profits of each financial year.',
        ],
        'fifth anniversary',
      ),
      'further-funding': no('No Shareholder shall be obliged to subscribe for further Shares, to make any loan to the Company or to give any guarantee or security for its obligations.'),
      warranties: notFound,
      'priority-over-articles': yes(
        'If there is any conflict between this Agreement and the Constitution, this Agreement shall prevail as between the Shareholders',
      ),
      'deed-of-adherence': yes(
        'No person shall be registered as a member of the Company unless he, she or it has first executed a deed of adherence to this Agreement',
      ),
      termination: text(
        [
          'This Agreement shall terminate on the completion of an Exit or on the commencement of the winding up of the Company.',
          'A party who ceases to hold any Shares shall cease to be bound by this Agreement, save for clauses 12 and 15',
        ],
        'Exit',
      ),
      'governing-law': text(
        [
          'This Agreement and any non-contractual obligations arising out of it are governed by the laws of Ireland.',
          'The parties submit to the exclusive jurisdiction of the courts of Ireland.',
        ],
        'Ireland',
      ),
    },
    own: [
      {
        id: 'own-1',
        text: 'What does the fund have to put in once the milestone is hit?',
        gold: eur(1000000, 'the Investor shall subscribe for the remaining 400,000 A Ordinary Shares for €1,000,000 (the “Second Tranche”)'),
      },
      {
        id: 'own-2',
        text: 'Is the angel investor bound by the non-compete?',
        gold: no('The Angel gives no undertaking under clause 12.1.'),
      },
      {
        id: 'own-3',
        text: 'Up to what amount will the company pay the investor’s legal fees?',
        gold: eur(25000, "The Company shall pay the Investor's reasonable legal costs in connection with this Agreement up to €25,000 plus VAT."),
      },
    ],
  },
];
