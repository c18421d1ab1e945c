import { date, days, eur, gbp, months, names, no, notFound, percent, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_E: AnswerSetDocument[] = [
  {
    id: 'calibration-e-saas-en-quayside-harwick',
    typeKey: 'commercial-contract',
    region: 'EN',
    title: 'SaaS subscription agreement: Quayside Metrics and Harwick & Lowe Freight',
    style: 'modern',
    pages: [
      `QUAYSIDE METRICS LIMITED
SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT
ORDER FORM
This Order Form, together with the Subscription Terms attached to it, forms the agreement (the "Agreement") between the Supplier and the Customer named below. The Agreement is dated the date on which it has been signed by both parties, as shown in the execution panel at the end of the Subscription Terms.
Supplier	Quayside Metrics Limited, a company registered in England and Wales (company number 10562937), whose registered office is at 3rd Floor, Harbourside Chambers, 21 Canons Way, Bristol BS1 5LF
Customer	Harwick & Lowe Freight Limited, a company registered in England and Wales (company number 04418276), whose registered office is at Landguard House, Carr Road, Felixstowe IP11 3HN
Platform	Quayside Yard Optimiser, the Supplier's hosted yard and dock scheduling platform, and the associated driver and gatehouse mobile applications
Subscription Start Date	1 May 2025
Initial Subscription Term	36 months from the Subscription Start Date
Renewal	Automatic renewal for successive Renewal Terms of 12 months (clause 3.2)
Minimum Users	120 Named Users
Subscription Fees	£54,000 per annum (exclusive of VAT), covering up to 120 Named Users
Additional Named Users	£37.50 per Named User per month, invoiced quarterly in arrears
Implementation Fee	£9,600 (exclusive of VAT), invoiced on signature
Invoicing	Subscription Fees invoiced annually in advance on the Subscription Start Date and on each anniversary of it
Payment Terms	Within 30 days of the date of the invoice
Hosting location	United Kingdom only (data centres in London and Manchester)
Customer contact for notices	The Finance Director, at the Customer's registered office`,
      `SUBSCRIPTION TERMS
1. DEFINITIONS AND INTERPRETATION
1.1 In this Agreement: "Authorised Users" or "Named Users" means the employees and contractors of the Customer whom the Customer authorises to use the Services and to whom user credentials have been issued; "Available" and "Availability" have the meanings given in Schedule 1; "Business Day" means a day other than a Saturday, Sunday or public holiday in England; "Contract Year" means each period of twelve months beginning on the Subscription Start Date or an anniversary of it; "Customer Data" means all data, including Personal Data, uploaded to or generated on the Platform by or on behalf of the Customer; "Data Protection Legislation" means the UK GDPR and the Data Protection Act 2018; "Fees" means the Subscription Fees, the fees for Additional Named Users and the Implementation Fee; "Services" means the subscription services provided by the Supplier through the Platform, together with the support services described in Schedule 1; "Term" means the Initial Subscription Term together with any Renewal Terms.
1.2 If there is any conflict between the Order Form and these Subscription Terms, the Order Form shall prevail.
2. SUBSCRIPTION
2.1 Subject to the Customer paying the Fees and to the restrictions in this clause 2, the Supplier grants to the Customer a non-exclusive, non-transferable right, without the right to grant sub-licences, to permit the Authorised Users to use the Services during the Term solely for the Customer's internal business operations.
2.2 The Customer may increase the number of Named Users at any time through the Platform's administration console, but may not reduce the number of Named Users below the Minimum Users during the Initial Subscription Term.
2.3 The Customer shall not, and shall procure that the Authorised Users do not, copy, modify, frame or create derivative works of the Platform, attempt to decompile or reverse engineer it, or use it to provide services to third parties.
3. TERM
3.1 The Subscription shall begin on the Subscription Start Date and continue for the Initial Subscription Term.
3.2 On expiry of the Initial Subscription Term the Subscription shall be renewed automatically for successive periods of 12 months (each a "Renewal Term"), unless either party gives the other written notice of non-renewal not later than 90 days before the expiry of the Initial Subscription Term or the then current Renewal Term, in which case this Agreement shall terminate on that expiry.
3.3 The Customer may terminate this Agreement for convenience with effect at any time after the first anniversary of the Subscription Start Date by giving the Supplier not less than three months' written notice and paying the Early Termination Fee. The Supplier may not terminate this Agreement for convenience.
3.4 The "Early Termination Fee" is an amount equal to 50 per cent of the Subscription Fees which would have been payable for the unexpired part of the Initial Subscription Term had this Agreement not been terminated. No Early Termination Fee is payable for a termination taking effect during a Renewal Term.
4. SERVICE LEVELS
4.1 The Supplier shall provide the Services with reasonable skill and care, substantially in accordance with the user documentation published on the Platform, and in accordance with the support commitments in Schedule 1.
4.2 The Supplier shall make the Platform Available at least 99.5% of the time in each calendar month, excluding Scheduled Maintenance. If Availability in any month falls below that target the Customer shall be entitled to the service credits set out in Schedule 1.
4.3 Service credits shall be the Customer's sole and exclusive financial remedy for a failure to meet the availability target in clause 4.2, without prejudice to the Customer's right to terminate under clause 12.3.
5. CUSTOMER'S OBLIGATIONS
5.1 The Customer shall ensure that the Authorised Users use the Services in accordance with this Agreement and the Supplier's acceptable use policy, and shall be responsible for any breach of this Agreement by an Authorised User.
5.2 The Customer shall keep user credentials confidential and shall notify the Supplier promptly of any unauthorised access to the Services of which it becomes aware.
6. FEES AND PAYMENT
6.1 The Customer shall pay the Fees set out in the Order Form. All Fees are exclusive of VAT, which shall be payable in addition at the applicable rate.
6.2 The Supplier shall invoice the Subscription Fees annually in advance, and the Customer shall pay each valid invoice within 30 days of the date of the invoice.
6.3 If the Customer fails to pay any undisputed invoice by its due date, the Supplier may charge interest on the overdue amount at 4 per cent a year above the Bank of England base rate from time to time and, having given not less than 14 days' written notice of its intention to do so, may suspend access to the Services until payment is made.
6.4 The Supplier may increase the Subscription Fees with effect from any anniversary of the Subscription Start Date by giving the Customer not less than 60 days' written notice, provided that no increase shall exceed the percentage increase in the Consumer Prices Index over the preceding twelve months plus 2 per cent.`,
      `7. CUSTOMER DATA
7.1 The Customer shall own all rights, title and interest in and to the Customer Data, and grants the Supplier a non-exclusive licence to use the Customer Data during the Term solely to provide the Services.
7.2 The Supplier may compile anonymised and aggregated statistics from the use of the Platform which cannot identify the Customer or any individual, and may use them to improve the Platform.
8. INTELLECTUAL PROPERTY
8.1 The Supplier and its licensors own all intellectual property rights in the Platform, the Services and the user documentation, including any configuration, enhancement or modification of them made for the Customer. Except as expressly stated in clause 2, this Agreement does not grant the Customer any rights in them.
8.2 The Supplier shall defend the Customer against any claim that the Customer's use of the Services in accordance with this Agreement infringes the United Kingdom intellectual property rights of a third party, and shall indemnify the Customer for any amounts awarded against it in judgment or settlement of such a claim.
9. DATA PROTECTION
9.1 The parties acknowledge that, for the purposes of the Data Protection Legislation, the Customer is the controller and the Supplier is the processor of the Personal Data comprised in the Customer Data. Schedule 2 sets out the subject matter, duration, nature and purpose of the processing, the types of Personal Data and the categories of data subject.
9.2 The Supplier shall, in relation to that Personal Data: (a) process it only on the documented instructions of the Customer; (b) ensure that persons authorised to process it are subject to obligations of confidentiality; (c) implement the technical and organisational measures set out in Schedule 2; (d) not engage another processor without the Customer's prior general written authorisation, the Customer hereby authorising the sub-processors listed in Schedule 2; (e) assist the Customer in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36 of the UK GDPR; (f) notify the Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach; (g) at the Customer's choice delete or return the Personal Data at the end of the Services; and (h) make available to the Customer all information necessary to demonstrate compliance with Article 28 of the UK GDPR.
9.3 The Supplier shall not transfer any Personal Data outside the United Kingdom without the Customer's prior written consent.
10. AUDIT
10.1 Once in any Contract Year, and at any time following a Personal Data Breach, the Customer may, on not less than 30 days' written notice, audit the Supplier's compliance with clause 9, either itself or through an independent auditor bound by obligations of confidence.
10.2 The Supplier may instead satisfy a routine audit request by providing a copy of its current ISO/IEC 27001 certificate and its most recent SOC 2 Type II report.
11. LIMITATION OF LIABILITY
11.1 Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, for the Customer's obligation to pay the Fees, or under the indemnity in clause 8.2.
11.2 Subject to clause 11.1, neither party shall be liable for any loss of profits, loss of business, depletion of goodwill or any indirect or consequential loss.
11.3 Subject to clause 11.1, each party's total aggregate liability arising under or in connection with this Agreement in each Contract Year shall not exceed the greater of £100,000 and 150 per cent of the Fees paid or payable in that Contract Year.
11.4 The Supplier's total aggregate liability for breach of clause 9 shall not exceed £500,000, and that liability shall not count towards the limit in clause 11.3.
12. TERMINATION
12.1 Without affecting any other right or remedy, either party may terminate this Agreement with immediate effect by written notice to the other if the other party commits a material breach which is irremediable or, if remediable, is not remedied within 30 days after being notified in writing to do so.
12.2 Either party may terminate this Agreement with immediate effect by written notice if the other party suspends payment of its debts or is unable to pay its debts within the meaning of section 123 of the Insolvency Act 1986, has an administrator, receiver or liquidator appointed, or enters into any composition or arrangement with its creditors.
12.3 The Customer may terminate this Agreement with immediate effect by written notice if Availability falls below 97% in any two consecutive calendar months.`,
      `13. CONSEQUENCES OF TERMINATION
13.1 On termination or expiry of this Agreement for any reason all rights granted to the Customer shall cease, and the Customer shall pay all Fees due up to the date of termination.
13.2 For 30 days after termination or expiry the Supplier shall keep the Customer's account open in read-only mode so that the Customer may export the Customer Data in CSV or JSON format. The Supplier shall then delete the Customer Data, including from its back-up systems within a further 60 days, unless the law requires it to be kept.
13.3 Where the Customer requests it before termination, the Supplier shall provide reasonable exit assistance, including a bulk export of the Customer Data in a format agreed by the parties, at its then current professional services day rate.
13.4 The parties do not expect that any employee of either party or of any subcontractor will transfer to the Customer or to any replacement supplier under the Transfer of Undertakings (Protection of Employment) Regulations 2006 on the termination of this Agreement.
14. INSURANCE
14.1 The Supplier shall maintain with reputable insurers professional indemnity insurance with a limit of not less than £2,000,000 for each claim, and cyber liability insurance with a limit of not less than £1,000,000 in the aggregate, throughout the Term and for one year afterwards.
15. NON-SOLICITATION
15.1 Neither party shall, during the Term and for twelve months after its termination, solicit or entice away from the other party any person employed by the other party who has been engaged in the provision or receipt of the Services, save by a general advertisement not aimed at that person.
16. GENERAL
16.1 The Customer shall not assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the Supplier. The Supplier may assign this Agreement to a purchaser of all or substantially all of its business, and may subcontract the performance of any of its obligations, without the Customer's consent, provided that it remains responsible for the acts and omissions of its subcontractors.
16.2 Neither party shall be in breach of this Agreement nor liable for delay in performing its obligations if the delay results from events, circumstances or causes beyond its reasonable control, but if such a delay continues for more than 60 days the party not affected may terminate this Agreement by 14 days' written notice.
16.3 This Agreement constitutes the entire agreement between the parties and supersedes all previous proposals and understandings relating to its subject matter.
16.4 Any notice under this Agreement shall be in writing and delivered by hand or by pre-paid first-class post to the registered office of the party concerned, or sent by email to the contact nominated by that party.
16.5 No one other than a party to this Agreement shall have any right to enforce any of its terms.
17. GOVERNING LAW AND JURISDICTION
17.1 This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter shall be governed by the law of England and Wales.
17.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim, save that either party may refer a dispute about the measurement of Availability or the calculation of service credits to an independent expert under paragraph 5 of Schedule 1.`,
      `SCHEDULE 1
SERVICE LEVELS AND SUPPORT
1. "Available" means that the Platform can be accessed by Authorised Users through the internet and its core scheduling functions operate materially in accordance with the user documentation. Availability is measured monthly by the Supplier's monitoring tools, excluding Scheduled Maintenance notified at least 5 Business Days in advance and carried out between 22:00 and 05:00 UK time.
2. Service credits are calculated as a percentage of one twelfth of the annual Subscription Fees:
Availability in the month	Service credit
99.0% to less than 99.5%	5%
98.0% to less than 99.0%	10%
Less than 98.0%	20%
3. Service credits shall be deducted from the next invoice and shall not in aggregate exceed 20% of the Subscription Fees for the Contract Year.
4. Support: Priority 1 incidents (Platform unavailable to all users) shall be responded to within 30 minutes, 24 hours a day, 7 days a week; Priority 2 incidents within 2 business hours; Priority 3 incidents within 1 Business Day.
5. A dispute about Availability or service credits may be referred by either party to an independent expert in cloud service monitoring, agreed by the parties or, failing agreement, nominated by the President of BCS, The Chartered Institute for IT. The expert shall act as an expert and not as an arbitrator, and the expert's decision shall be final and binding save for manifest error.
SCHEDULE 2
DATA PROCESSING PARTICULARS
Subject matter	Processing of the Customer Data to provide the Services
Duration	The Term, and the period after it until the Customer Data is deleted under clause 13.2
Categories of data subject	The Customer's employees, hauliers' drivers and site visitors
Types of Personal Data	Names, work contact details, vehicle registration numbers, driver licence numbers and gate camera images
Approved sub-processors	Northgrid Hosting Limited (hosting, London and Manchester); Relaymail Ltd (transactional email, United Kingdom)
Security measures	Encryption of data at rest (AES-256) and in transit (TLS 1.2 or higher); role-based access controls; annual penetration testing by a CREST-accredited tester
EXECUTION
Signed for and on behalf of QUAYSIDE METRICS LIMITED by Callum Stroud, Chief Executive Officer, on 11 April 2025	Callum Stroud
Signed for and on behalf of HARWICK & LOWE FREIGHT LIMITED by Joanne Pryce, Finance Director, on 14 April 2025	J. Pryce`,
    ],
    gold: {
      'document-name': text('SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT', 'SUBSCRIPTION AGREEMENT'),
      parties: names(
        [
          'Supplier Quayside Metrics Limited, a company registered in England and Wales (company number 10562937)',
          'Customer Harwick & Lowe Freight Limited, a company registered in England and Wales (company number 04418276)',
        ],
        'Quayside Metrics Limited',
        'Harwick & Lowe Freight Limited',
      ),
      'agreement-date': date('2025-04-14', [
        'Signed for and on behalf of HARWICK & LOWE FREIGHT LIMITED by Joanne Pryce, Finance Director, on 14 April 2025',
        'The Agreement is dated the date on which it has been signed by both parties',
      ]),
      'effective-date': date('2025-05-01', ['Subscription Start Date 1 May 2025', 'The Subscription shall begin on the Subscription Start Date and continue for the Initial Subscription Term.']),
      'expiration-date': [
        date('2028-04-30', 'Initial Subscription Term 36 months from the Subscription Start Date'),
        months(36, 'Initial Subscription Term 36 months from the Subscription Start Date'),
      ],
      'renewal-term': months(12, [
        'On expiry of the Initial Subscription Term the Subscription shall be renewed automatically for successive periods of 12 months (each a "Renewal Term")',
        'Renewal Automatic renewal for successive Renewal Terms of 12 months (clause 3.2)',
      ]),
      'notice-to-terminate-renewal': days(
        90,
        'unless either party gives the other written notice of non-renewal not later than 90 days before the expiry of the Initial Subscription Term or the then current Renewal Term',
      ),
      'termination-for-convenience': yes(
        "The Customer may terminate this Agreement for convenience with effect at any time after the first anniversary of the Subscription Start Date by giving the Supplier not less than three months' written notice and paying the Early Termination Fee.",
        'three months',
      ),
      'termination-rights': text(
        [
          'either party may terminate this Agreement with immediate effect by written notice to the other if the other party commits a material breach which is irremediable or, if remediable, is not remedied within 30 days after being notified in writing to do so.',
          'Either party may terminate this Agreement with immediate effect by written notice if the other party suspends payment of its debts or is unable to pay its debts within the meaning of section 123 of the Insolvency Act 1986',
          'The Customer may terminate this Agreement with immediate effect by written notice if Availability falls below 97% in any two consecutive calendar months.',
        ],
        'material breach',
      ),
      'change-of-control': notFound,
      assignment: yes(
        "The Supplier may assign this Agreement to a purchaser of all or substantially all of its business, and may subcontract the performance of any of its obligations, without the Customer's consent",
        'Supplier',
      ),
      exclusivity: [
        notFound,
        no("the Supplier grants to the Customer a non-exclusive, non-transferable right, without the right to grant sub-licences, to permit the Authorised Users to use the Services during the Term"),
      ],
      'non-compete': yes(
        'Neither party shall, during the Term and for twelve months after its termination, solicit or entice away from the other party any person employed by the other party who has been engaged in the provision or receipt of the Services',
      ),
      'liability-cap': gbp(
        100000,
        "each party's total aggregate liability arising under or in connection with this Agreement in each Contract Year shall not exceed the greater of £100,000 and 150 per cent of the Fees paid or payable in that Contract Year.",
      ),
      'uncapped-liabilities': text(
        [
          "Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, for the Customer's obligation to pay the Fees, or under the indemnity in clause 8.2.",
          'neither party shall be liable for any loss of profits, loss of business, depletion of goodwill or any indirect or consequential loss.',
        ],
        'death or personal injury',
      ),
      charges: [
        gbp(54000, 'Subscription Fees £54,000 per annum (exclusive of VAT), covering up to 120 Named Users'),
        text(
          "The Supplier may increase the Subscription Fees with effect from any anniversary of the Subscription Start Date by giving the Customer not less than 60 days' written notice, provided that no increase shall exceed the percentage increase in the Consumer Prices Index over the preceding twelve months plus 2 per cent.",
          'Consumer Prices Index',
        ),
      ],
      'payment-terms': days(30, [
        'the Customer shall pay each valid invoice within 30 days of the date of the invoice.',
        'Payment Terms Within 30 days of the date of the invoice',
      ]),
      'minimum-commitment': yes([
        'but may not reduce the number of Named Users below the Minimum Users during the Initial Subscription Term.',
        'Minimum Users 120 Named Users',
      ]),
      'service-levels': text(
        [
          'The Supplier shall make the Platform Available at least 99.5% of the time in each calendar month, excluding Scheduled Maintenance.',
          'If Availability in any month falls below that target the Customer shall be entitled to the service credits set out in Schedule 1.',
        ],
        '99.5%',
      ),
      'intellectual-property': text(
        [
          'The Supplier and its licensors own all intellectual property rights in the Platform, the Services and the user documentation, including any configuration, enhancement or modification of them made for the Customer.',
          'The Customer shall own all rights, title and interest in and to the Customer Data',
        ],
        'intellectual property rights in the Platform',
      ),
      'data-protection': yes([
        'make available to the Customer all information necessary to demonstrate compliance with Article 28 of the UK GDPR.',
        'the Customer is the controller and the Supplier is the processor of the Personal Data comprised in the Customer Data.',
        'process it only on the documented instructions of the Customer',
      ]),
      'audit-rights': yes(
        "Once in any Contract Year, and at any time following a Personal Data Breach, the Customer may, on not less than 30 days' written notice, audit the Supplier's compliance with clause 9",
      ),
      insurance: text(
        'The Supplier shall maintain with reputable insurers professional indemnity insurance with a limit of not less than £2,000,000 for each claim, and cyber liability insurance with a limit of not less than £1,000,000 in the aggregate',
        'professional indemnity',
      ),
      'exit-and-employees': text(
        [
          "For 30 days after termination or expiry the Supplier shall keep the Customer's account open in read-only mode so that the Customer may export the Customer Data in CSV or JSON format.",
          'the Supplier shall provide reasonable exit assistance, including a bulk export of the Customer Data',
          'The parties do not expect that any employee of either party or of any subcontractor will transfer to the Customer or to any replacement supplier under the Transfer of Undertakings (Protection of Employment) Regulations 2006',
        ],
        'export',
      ),
      'governing-law': text(
        [
          'shall be governed by the law of England and Wales.',
          'Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-early-exit-cost',
        text: 'If Harwick & Lowe walks away at the end of year two, what does it have to pay for leaving early?',
        gold: text(
          'The "Early Termination Fee" is an amount equal to 50 per cent of the Subscription Fees which would have been payable for the unexpired part of the Initial Subscription Term',
          '50 per cent',
        ),
      },
      {
        id: 'own-credits-sole-remedy',
        text: 'Are service credits the only thing the customer gets for downtime?',
        gold: yes(
          "Service credits shall be the Customer's sole and exclusive financial remedy for a failure to meet the availability target in clause 4.2, without prejudice to the Customer's right to terminate under clause 12.3.",
          'terminate',
        ),
      },
      {
        id: 'own-data-export-window',
        text: 'How long does the customer have to get its data out once the contract ends?',
        gold: days(30, "For 30 days after termination or expiry the Supplier shall keep the Customer's account open in read-only mode so that the Customer may export the Customer Data"),
      },
      {
        id: 'own-supplier-signatory',
        text: 'Who signed for Quayside?',
        gold: names('Signed for and on behalf of QUAYSIDE METRICS LIMITED by Callum Stroud, Chief Executive Officer, on 11 April 2025', 'Callum Stroud'),
      },
    ],
  },
  {
    id: 'calibration-e-supply-ie-slievenamon-ardfinnan',
    typeKey: 'commercial-contract',
    region: 'IE',
    title: 'Supply agreement: printed corrugated packaging, Slievenamon Packaging to Ardfinnan Preserves',
    style: 'typed',
    scanned: true,
    pages: [
      `THIS AGREEMENT FOR THE SUPPLY OF PRINTED CORRUGATED PACKAGING is made the 9th day of October 2024
BETWEEN
SLIEVENAMON PACKAGING LIMITED, having its registered office at Carrigeen Industrial Estate, Clonmel, County Tipperary, E91 R2X4, registered in Ireland under number 318842 (hereinafter called "the Supplier") of the one part
AND
ARDFINNAN PRESERVES DESIGNATED ACTIVITY COMPANY, having its registered office at Knocklofty Road, Ardfinnan, County Tipperary, E91 T6K8, registered in Ireland under number 556019 (hereinafter called "the Customer") of the other part.
WHEREAS
(A) The Customer manufactures jams, marmalades and chutneys at its production facility at Ardfinnan (the "Site") and requires a reliable supply of printed corrugated cases and shelf-ready trays.
(B) The Supplier manufactures corrugated packaging at its plant in Clonmel and has agreed to supply such goods to the Customer on the terms set out below.
NOW IT IS HEREBY AGREED as follows:
1. DEFINITIONS
In this Agreement, unless the context otherwise requires:
"Artwork" means the designs, logos, brand names and printed matter supplied by or on behalf of the Customer for reproduction on the Goods;
"Business Day" means a day (other than a Saturday, Sunday or public holiday) on which banks are open for general business in Dublin;
"Goods" means the printed corrugated cases and shelf-ready trays described in Schedule 1, made to the Specifications;
"Order" means a purchase order for Goods issued by the Customer under clause 3;
"Specifications" means the specifications for each type of Goods (board grade, flute, dimensions, print and compression strength) agreed in writing between the parties from time to time;
"Start Date" means 1 January 2025;
"Tooling" means the printing plates and cutting dies made by or for the Supplier for the production of the Goods.
2. DURATION
2.1 The Supplier shall supply the Goods to the Customer from the Start Date, and this Agreement shall remain in force until 31 December 2026, when it shall expire unless the parties have agreed in writing to extend it.
2.2 This Agreement shall not renew automatically. The parties shall meet not later than 30 June 2026 to discuss in good faith whether it should be extended and on what terms.
2.3 Either party may terminate this Agreement for any reason by giving to the other not less than six months' notice in writing.`,
      `3. ORDERS AND FORECASTS
3.1 On or before the 20th day of each month the Customer shall give the Supplier a rolling forecast of its requirements of Goods for the following three months. Forecasts are given for planning purposes only and are not binding on the Customer.
3.2 Nothing in this Agreement obliges the Customer to purchase any minimum quantity of Goods, and the Customer remains free to buy goods of the same or a similar description from other suppliers.
3.3 The Supplier shall accept any Order which is consistent with the latest forecast (plus or minus 15 per cent) and shall deliver the Goods to the Site within ten Business Days after receipt of the Order.
3.4 The Supplier shall hold at its Clonmel plant a safety stock of finished Goods equal to not less than two weeks' average consumption by the Customer, calculated on the latest forecast.
4. PRICES AND PAYMENT
4.1 The prices for the Goods are set out in Schedule 2. They are expressed in euro, exclusive of VAT, and include delivery to the Site.
4.2 Where the price of kraftliner or testliner board, as shown in the index referred to in Schedule 2, moves by more than 5 per cent (up or down) from its level at the date of the last price adjustment, either party may by notice require the prices to be adjusted to reflect that movement, with effect from the first day of the following calendar quarter. The prices shall not otherwise be varied during the term of this Agreement.
4.3 The Supplier shall invoice each delivery on or after the date of delivery. The Customer shall pay each correct invoice within sixty (60) days of the date of invoice. Interest shall accrue on late payments in accordance with the European Communities (Late Payment in Commercial Transactions) Regulations 2012.
5. QUALITY AND WARRANTY
5.1 The Supplier warrants that the Goods shall on delivery conform to the Specifications, be of merchantable quality within the meaning of the Sale of Goods Act 1893 (as amended by the Sale of Goods and Supply of Services Act 1980), run on the Customer's case erecting and packing lines without undue stoppages, and be free from defects in materials and workmanship for six months after delivery.
5.2 The Supplier shall achieve on-time and in-full delivery of not less than 98 per cent of Orders, measured over each calendar quarter. If it fails to do so in any quarter, the Supplier shall at its own cost prepare and implement a corrective action plan approved by the Customer.
5.3 The Supplier shall maintain certification to the BRCGS Global Standard for Packaging Materials throughout the term of this Agreement.
5.4 The Customer may reject any Goods which do not conform with clause 5.1 by notice given within 10 Business Days after delivery (or, in the case of latent defects, after discovery), and the Supplier shall at the Customer's option replace them or refund the price.
6. INSPECTION AND RECORDS
6.1 The Customer and its auditors may, on giving not less than five Business Days' notice, inspect the Supplier's plant at Clonmel and examine the quality and batch traceability records relating to the Goods, once in each calendar year and at any time following a quality incident.
7. ARTWORK AND TOOLING
7.1 All intellectual property rights in the Artwork remain with the Customer (or its licensors). The Customer grants the Supplier a non-exclusive, royalty-free licence to reproduce the Artwork on the Goods solely for the purpose of this Agreement.
7.2 The Tooling shall become the property of the Customer upon payment of the tooling charges set out in Schedule 2, and shall be kept by the Supplier at its risk, insured and clearly marked as the Customer's property.
7.3 The Customer warrants that the Artwork does not infringe the rights of any third party, and shall indemnify the Supplier against any claim that it does.`,
      `8. LIABILITY AND INSURANCE
8.1 Nothing in this Agreement shall exclude or limit the liability of either party for death or personal injury caused by its negligence, for fraud, or for breach of the terms implied by section 12 of the Sale of Goods Act 1893.
8.2 Subject to clause 8.1, neither party shall be liable to the other for any loss of profit, loss of contracts or any indirect or consequential loss, save that the Supplier shall be liable for the cost of any product recall, and of any of the Customer's finished products rendered unsaleable, caused by defective Goods.
8.3 Subject to clauses 8.1 and 8.2, the total liability of the Supplier in respect of all claims arising in any calendar year shall not exceed one hundred and fifty per cent (150%) of the total price paid or payable for Goods delivered in that calendar year.
8.4 The Supplier shall maintain product liability insurance and public liability insurance, each with a limit of indemnity of not less than €6,500,000 for any one occurrence, with a reputable insurer, and shall produce evidence of cover on request.
9. DATA
9.1 Neither party will process personal data on behalf of the other under this Agreement. Each party shall comply with the Data Protection Acts 1988 to 2018 and the GDPR in relation to the business contact details of the other's personnel which it holds.
10. TERMINATION
10.1 Either party may terminate this Agreement at once by notice in writing if the other: (a) commits a material breach of this Agreement and (where the breach is capable of remedy) fails to remedy it within 21 days after receiving notice specifying the breach; (b) is unable to pay its debts, has a receiver, liquidator or examiner appointed, or makes any arrangement with its creditors; or (c) is prevented by an event of force majeure from performing its obligations for more than 90 consecutive days.
10.2 The Customer may terminate this Agreement by not less than three months' notice in writing given within six months after the Supplier notifies it of a change in the person or persons who control the Supplier. The Supplier shall give such notification within 14 days after the change occurs.
11. CONSEQUENCES OF TERMINATION
11.1 On expiry or termination of this Agreement for any reason: (a) the Customer shall purchase, at the prices then applying, all finished Goods held as safety stock under clause 3.4 and all Goods in production against an accepted Order; (b) the Supplier shall deliver the Tooling and any unused Customer-supplied materials to the Site within 10 Business Days; and (c) the Supplier shall cease to use the Artwork.
11.2 Termination shall not affect the accrued rights of either party, and clauses 7, 8 and 13 shall survive it.
12. ASSIGNMENT AND SUB-CONTRACTING
12.1 Neither party may assign or transfer this Agreement, or sub-contract the manufacture of the Goods, without the prior written consent of the other, save that the Customer may assign this Agreement to any company in its group on written notice to the Supplier.
13. GOVERNING LAW AND JURISDICTION
13.1 This Agreement shall be governed by and construed in accordance with the laws of Ireland, and the parties submit to the exclusive jurisdiction of the Irish courts.`,
      `SCHEDULE 1 - GOODS
Code	Description
AP-110	12 x 340g jar outer case, B flute, 2-colour print
AP-120	6 x 454g jar outer case, C flute, 2-colour print
AP-310	Shelf-ready tray for 12 x 227g jars, E flute, 4-colour print
SCHEDULE 2 - PRICES
Code	Price per 1,000 units (EUR, excl. VAT, delivered)
AP-110	€418.00
AP-120	€362.50
AP-310	€297.00
Tooling charges: €1,850 per printing plate set and €2,400 per cutting die, invoiced once on first production.
Board index: the monthly published price for kraftliner and recycled testliner (Northern Europe) in the PPI Europe paper packaging report, or such other index as the parties may agree in writing.
IN WITNESS whereof the parties have signed this Agreement the day and year first above written.
SIGNED for and on behalf of SLIEVENAMON PACKAGING LIMITED by: Declan Fennessy, Managing Director
SIGNED for and on behalf of ARDFINNAN PRESERVES DESIGNATED ACTIVITY COMPANY by: Orla Keating, Director`,
    ],
    gold: {
      'document-name': text('THIS AGREEMENT FOR THE SUPPLY OF PRINTED CORRUGATED PACKAGING', 'SUPPLY OF PRINTED CORRUGATED PACKAGING'),
      parties: names(
        [
          'SLIEVENAMON PACKAGING LIMITED, having its registered office at Carrigeen Industrial Estate, Clonmel, County Tipperary, E91 R2X4, registered in Ireland under number 318842',
          'ARDFINNAN PRESERVES DESIGNATED ACTIVITY COMPANY, having its registered office at Knocklofty Road, Ardfinnan, County Tipperary, E91 T6K8, registered in Ireland under number 556019',
        ],
        'Slievenamon Packaging Limited',
        'Ardfinnan Preserves Designated Activity Company',
      ),
      'agreement-date': date('2024-10-09', 'THIS AGREEMENT FOR THE SUPPLY OF PRINTED CORRUGATED PACKAGING is made the 9th day of October 2024'),
      'effective-date': date('2025-01-01', ['"Start Date" means 1 January 2025;', 'The Supplier shall supply the Goods to the Customer from the Start Date']),
      'expiration-date': date('2026-12-31', 'this Agreement shall remain in force until 31 December 2026, when it shall expire unless the parties have agreed in writing to extend it.'),
      'renewal-term': [no('This Agreement shall not renew automatically.'), text('This Agreement shall not renew automatically.', 'not renew automatically')],
      'notice-to-terminate-renewal': notFound,
      'termination-for-convenience': yes("Either party may terminate this Agreement for any reason by giving to the other not less than six months' notice in writing.", 'six months'),
      'termination-rights': text(
        'Either party may terminate this Agreement at once by notice in writing if the other: (a) commits a material breach of this Agreement and (where the breach is capable of remedy) fails to remedy it within 21 days after receiving notice specifying the breach',
        'material breach',
      ),
      'change-of-control': yes(
        "The Customer may terminate this Agreement by not less than three months' notice in writing given within six months after the Supplier notifies it of a change in the person or persons who control the Supplier.",
      ),
      assignment: no(
        'Neither party may assign or transfer this Agreement, or sub-contract the manufacture of the Goods, without the prior written consent of the other, save that the Customer may assign this Agreement to any company in its group on written notice to the Supplier.',
        'group',
      ),
      exclusivity: no('the Customer remains free to buy goods of the same or a similar description from other suppliers.'),
      'non-compete': notFound,
      'liability-cap': [
        percent(
          150,
          'the total liability of the Supplier in respect of all claims arising in any calendar year shall not exceed one hundred and fifty per cent (150%) of the total price paid or payable for Goods delivered in that calendar year.',
        ),
        text(
          'the total liability of the Supplier in respect of all claims arising in any calendar year shall not exceed one hundred and fifty per cent (150%) of the total price paid or payable for Goods delivered in that calendar year.',
          '150%',
        ),
      ],
      'uncapped-liabilities': text(
        [
          'Nothing in this Agreement shall exclude or limit the liability of either party for death or personal injury caused by its negligence, for fraud, or for breach of the terms implied by section 12 of the Sale of Goods Act 1893.',
          'neither party shall be liable to the other for any loss of profit, loss of contracts or any indirect or consequential loss',
        ],
        'death or personal injury',
      ),
      charges: [
        eur(418, 'AP-110 €418.00'),
        eur(362.5, 'AP-120 €362.50'),
        eur(297, 'AP-310 €297.00'),
        text(
          'Where the price of kraftliner or testliner board, as shown in the index referred to in Schedule 2, moves by more than 5 per cent (up or down) from its level at the date of the last price adjustment, either party may by notice require the prices to be adjusted',
          'index',
        ),
      ],
      'payment-terms': days(60, 'The Customer shall pay each correct invoice within sixty (60) days of the date of invoice.'),
      'minimum-commitment': no('Nothing in this Agreement obliges the Customer to purchase any minimum quantity of Goods'),
      'service-levels': text([
        'The Supplier shall achieve on-time and in-full delivery of not less than 98 per cent of Orders, measured over each calendar quarter.',
        'The Supplier warrants that the Goods shall on delivery conform to the Specifications, be of merchantable quality within the meaning of the Sale of Goods Act 1893',
      ]),
      'intellectual-property': text(
        [
          'All intellectual property rights in the Artwork remain with the Customer (or its licensors).',
          'The Customer grants the Supplier a non-exclusive, royalty-free licence to reproduce the Artwork on the Goods solely for the purpose of this Agreement.',
          'The Tooling shall become the property of the Customer upon payment of the tooling charges set out in Schedule 2',
        ],
        'Artwork',
      ),
      'data-protection': no('Neither party will process personal data on behalf of the other under this Agreement.'),
      'audit-rights': yes(
        "The Customer and its auditors may, on giving not less than five Business Days' notice, inspect the Supplier's plant at Clonmel and examine the quality and batch traceability records relating to the Goods",
      ),
      insurance: text(
        'The Supplier shall maintain product liability insurance and public liability insurance, each with a limit of indemnity of not less than €6,500,000 for any one occurrence',
        'product liability',
      ),
      'exit-and-employees': text(
        'On expiry or termination of this Agreement for any reason: (a) the Customer shall purchase, at the prices then applying, all finished Goods held as safety stock under clause 3.4 and all Goods in production against an accepted Order; (b) the Supplier shall deliver the Tooling',
        'Tooling',
      ),
      'governing-law': text(
        'This Agreement shall be governed by and construed in accordance with the laws of Ireland, and the parties submit to the exclusive jurisdiction of the Irish courts.',
        'laws of Ireland',
      ),
    },
    own: [
      {
        id: 'own-delivery-lead-time',
        text: 'How quickly must Slievenamon deliver once Ardfinnan places an order?',
        gold: text('shall deliver the Goods to the Site within ten Business Days after receipt of the Order.', 'ten Business Days'),
      },
      {
        id: 'own-plates-and-dies',
        text: 'Who owns the printing plates and cutting dies?',
        gold: text('The Tooling shall become the property of the Customer upon payment of the tooling charges set out in Schedule 2', 'property of the Customer'),
      },
      {
        id: 'own-recall-costs',
        text: 'If a defective case forces Ardfinnan to recall product, can it recover the recall costs from the supplier?',
        gold: yes("save that the Supplier shall be liable for the cost of any product recall, and of any of the Customer's finished products rendered unsaleable, caused by defective Goods."),
      },
    ],
  },
  {
    id: 'calibration-e-distribution-sc-hoysound-fjelltur',
    typeKey: 'commercial-contract',
    region: 'SC',
    title: 'Distribution agreement: Hoy Sound Knitwear Limited and Fjelltur Handel AS',
    style: 'deed',
    pages: [
      `DISTRIBUTION AGREEMENT
between
HOY SOUND KNITWEAR LIMITED, incorporated under the Companies Acts in Scotland (registered number SC498312) and having its registered office at 14 Ness Road, Stromness, Orkney KW16 3DN (the "Supplier")
and
FJELLTUR HANDEL AS, a company incorporated in Norway (organisation number 918 442 617) and having its registered office at Strandkaien 18, 5013 Bergen, Norway (the "Distributor")
WHEREAS
(A) The Supplier designs and manufactures knitwear and woven accessories from Orkney and Shetland wool, which it sells under the HOY SOUND and NORTH ISLES brands.
(B) The Distributor imports and distributes outdoor clothing to specialist retailers in the Nordic countries and wishes to be appointed as the Supplier's distributor there.
NOW THEREFORE the parties agree as follows:
1. DEFINITIONS
1.1 In this Agreement:
"Commencement Date" means 1 August 2025;
"Contract Year" means each successive period of twelve months starting on the Commencement Date;
"Export Price List" means the Supplier's export price list for the Products from time to time, the version current at the date of this Agreement forming Schedule 2;
"Group Company" means any subsidiary or holding company of the Supplier and any subsidiary of such a holding company, as defined in section 1159 of the Companies Act 2006;
"Initial Period" means the period of five years starting on the Commencement Date;
"Minimum Target" means, for each Contract Year, the net invoiced value of Products set out in Schedule 3;
"Products" means the products listed in Schedule 1;
"Territory" means the Kingdom of Norway, the Kingdom of Sweden and the Kingdom of Denmark (excluding the Faroe Islands and Greenland);
"Trade Marks" means the trade marks HOY SOUND and NORTH ISLES and the Supplier's skerry logo, as registered in the Territory.
2. APPOINTMENT
2.1 The Supplier appoints the Distributor as its exclusive distributor for the sale of the Products to retailers in the Territory, and the Supplier shall not, during the continuance of this Agreement, appoint any other person to distribute the Products in the Territory.
2.2 The Supplier reserves the right to sell the Products to consumers in the Territory through its own website, and to sell to any customer in the Territory who approaches it unsolicited, provided that it refers all enquiries from retailers in the Territory to the Distributor.
2.3 The Distributor shall not actively seek customers for the Products outside the Territory, but shall remain free to respond to unsolicited orders from outside it.
2.4 The Distributor shall not, while this Agreement remains in force, manufacture, import or sell any knitwear which competes with the Products, other than the brands listed in Schedule 4 which it already distributed at the date of this Agreement.
3. DURATION
3.1 This Agreement shall take effect on the Commencement Date and shall continue for the Initial Period.
3.2 On the expiry of the Initial Period this Agreement shall continue for successive further periods of two years each, unless either party has given written notice to the other, not less than nine months before the expiry of the Initial Period or of the then current further period, that it is to end on that expiry.`,
      `4. MINIMUM TARGETS
4.1 The Distributor shall purchase from the Supplier Products of a net invoiced value of not less than the Minimum Target in each Contract Year.
4.2 If the Distributor fails to achieve the Minimum Target in any Contract Year, the Supplier may, by notice given within three months after the end of that Contract Year, either make the Distributor's appointment non-exclusive or terminate this Agreement on not less than three months' notice.
5. ORDERS, PRICES AND PAYMENT
5.1 The Distributor shall purchase the Products at the prices in the Export Price List less a trade discount of 35 per cent. Prices are ex works Stromness and exclusive of VAT, duties and freight.
5.2 The Supplier may amend the Export Price List once in each calendar year by giving the Distributor not less than three months' written notice, and the amended prices shall apply to orders accepted after the notice expires.
5.3 The Distributor shall pay each invoice in pounds sterling within forty-five days after the end of the month in which the invoice is dated. Interest on late payments shall run at 3 per cent a year above the base rate of the Bank of England.
5.4 The Supplier shall despatch each accepted order within six weeks after its acceptance.
6. WARRANTY
6.1 The Supplier warrants that the Products shall, on despatch, conform with their specifications and be free from defects in materials and workmanship, and shall replace or credit any Product which is shown to be defective and which is notified to it within twelve months after despatch.
7. TRADE MARKS AND INTELLECTUAL PROPERTY
7.1 The Supplier grants to the Distributor a non-exclusive licence to use the Trade Marks in the Territory during the continuance of this Agreement, solely for the purpose of advertising and selling the Products.
7.2 All intellectual property in the Products, the Trade Marks and the Supplier's product photography and catalogues belongs to the Supplier, and all goodwill arising from the Distributor's use of the Trade Marks shall accrue to the Supplier. The Distributor shall not register or apply to register any trade mark or domain name comprising or similar to the Trade Marks.
8. RECORDS AND INSPECTION
8.1 The Distributor shall keep complete records of its stock of Products and of its sales of Products by customer, and shall allow the Supplier, on not less than ten business days' notice and not more than once in any Contract Year, to inspect and take copies of those records at the Distributor's premises.
9. INSURANCE
9.1 The Supplier shall maintain product liability insurance with a limit of not less than £5,000,000 for any one claim, covering sales of the Products in the Territory. The Distributor shall insure its stock of Products for its full replacement value against loss or damage.
10. LIABILITY
10.1 Nothing in this Agreement limits or excludes the liability of either party for death or personal injury caused by its negligence, for fraud, or for the Distributor's obligation to pay for Products.
10.2 Subject to clause 10.1, neither party shall be liable to the other for loss of profit, loss of business or any indirect or consequential loss, and the total liability of either party to the other in any Contract Year shall not exceed £200,000.
11. TERMINATION
11.1 Either party may terminate this Agreement with immediate effect by written notice if the other party (a) commits a material breach of this Agreement which is incapable of remedy or, if capable of remedy, is not remedied within 28 days of written notice requiring its remedy; or (b) becomes apparently insolvent, has an administrator, receiver or liquidator appointed, grants a trust deed for its creditors, has its estate sequestrated, or undergoes any analogous procedure in Norway or elsewhere.
11.2 The Distributor shall notify the Supplier within ten business days after any change in the control of the Distributor. The Supplier may terminate this Agreement by written notice given within three months after receiving that notification (or, if none is given, after becoming aware of the change).
11.3 The Supplier may terminate this Agreement at once by written notice if the Distributor challenges the validity of any of the Trade Marks.`,
      `12. CONSEQUENCES OF TERMINATION
12.1 On termination or expiry of this Agreement the Distributor shall cease to use the Trade Marks and to describe itself as the Supplier's distributor, and the Supplier shall have the option, exercisable within 30 days, to buy back the Distributor's stock of Products in saleable condition at the price paid for them.
12.2 Stock which the Supplier does not buy back may be sold by the Distributor in the ordinary course for three months after termination, after which any remaining stock shall be destroyed or delivered to the Supplier, at the Supplier's option.
12.3 The Distributor shall not be entitled to any compensation or indemnity for loss of goodwill, clientele or commission on the termination or expiry of this Agreement, howsoever caused.
13. ASSIGNATION
13.1 The Supplier may assign its rights and obligations under this Agreement to any Group Company without the consent of the Distributor. Subject to that, neither party shall assign, sub-contract or otherwise transfer this Agreement, or appoint any sub-distributor, without the prior written consent of the other.
14. LAW AND DISPUTES
14.1 This Agreement shall be governed by and construed in accordance with the law of Scotland.
14.2 Any dispute arising out of or in connection with this Agreement shall be resolved by arbitration under the Arbitration (Scotland) Act 2010. The seat of the arbitration shall be Scotland, hearings shall take place in Edinburgh, and the tribunal shall consist of a single arbitrator appointed, failing agreement, by the Dean of the Faculty of Advocates. The arbitration shall be conducted in English.
14.3 Nothing in clause 14.2 prevents either party from seeking interdict or other interim relief from the Court of Session.
SCHEDULE 1 - PRODUCTS
Fair Isle yoke jumpers (men's and women's)
Gansey-knit crew neck jumpers
Lambswool scarves, hats and mittens
Woven travel rugs and throws
SCHEDULE 2 - EXPORT PRICE LIST (current at the date of this Agreement; ex works, exclusive of VAT)
Fair Isle yoke jumper	£142.00
Gansey crew neck jumper	£118.00
Lambswool scarf	£36.00
Travel rug	£96.00
SCHEDULE 3 - MINIMUM TARGETS (net invoiced value after discount)
First Contract Year	£180,000
Second Contract Year	£240,000
Third and each subsequent Contract Year	£275,000
SCHEDULE 4 - EXISTING BRANDS
Lusekofte Garn AS; Vestland Ullvarer AB.`,
      `IN WITNESS WHEREOF these presents consisting of this and the three preceding pages together with the Schedules annexed are executed in counterpart and are delivered on 12 June 2025 as follows:
Subscribed for and on behalf of HOY SOUND KNITWEAR LIMITED at Stromness on 3 June 2025 by Magnus Isbister, Director, before this witness: Freya Linklater, Office Manager, 14 Ness Road, Stromness
Subscribed for and on behalf of FJELLTUR HANDEL AS at Bergen on 10 June 2025 by Ingrid Solheim, Daglig leder (Managing Director), before this witness: Tor Andreas Vik, Advokat, Bergen`,
    ],
    gold: {
      'document-name': text('DISTRIBUTION AGREEMENT', 'DISTRIBUTION AGREEMENT'),
      parties: names(
        [
          'HOY SOUND KNITWEAR LIMITED, incorporated under the Companies Acts in Scotland (registered number SC498312)',
          'FJELLTUR HANDEL AS, a company incorporated in Norway (organisation number 918 442 617)',
        ],
        'Hoy Sound Knitwear Limited',
        'Fjelltur Handel AS',
      ),
      'agreement-date': date('2025-06-12', 'are executed in counterpart and are delivered on 12 June 2025'),
      'effective-date': date('2025-08-01', ['"Commencement Date" means 1 August 2025;', 'This Agreement shall take effect on the Commencement Date and shall continue for the Initial Period.']),
      'expiration-date': [
        date('2030-07-31', '"Initial Period" means the period of five years starting on the Commencement Date;'),
        years(5, '"Initial Period" means the period of five years starting on the Commencement Date;'),
      ],
      'renewal-term': years(2, 'On the expiry of the Initial Period this Agreement shall continue for successive further periods of two years each'),
      'notice-to-terminate-renewal': months(
        9,
        'unless either party has given written notice to the other, not less than nine months before the expiry of the Initial Period or of the then current further period, that it is to end on that expiry.',
      ),
      'termination-for-convenience': notFound,
      'termination-rights': text(
        [
          'Either party may terminate this Agreement with immediate effect by written notice if the other party (a) commits a material breach of this Agreement which is incapable of remedy or, if capable of remedy, is not remedied within 28 days of written notice requiring its remedy',
          "either make the Distributor's appointment non-exclusive or terminate this Agreement on not less than three months' notice.",
          'The Supplier may terminate this Agreement at once by written notice if the Distributor challenges the validity of any of the Trade Marks.',
        ],
        'material breach',
      ),
      'change-of-control': yes(
        'The Supplier may terminate this Agreement by written notice given within three months after receiving that notification (or, if none is given, after becoming aware of the change).',
      ),
      assignment: [
        yes(
          'The Supplier may assign its rights and obligations under this Agreement to any Group Company without the consent of the Distributor. Subject to that, neither party shall assign, sub-contract or otherwise transfer this Agreement, or appoint any sub-distributor, without the prior written consent of the other.',
          'Group Company',
        ),
        no(
          'The Supplier may assign its rights and obligations under this Agreement to any Group Company without the consent of the Distributor. Subject to that, neither party shall assign, sub-contract or otherwise transfer this Agreement, or appoint any sub-distributor, without the prior written consent of the other.',
          'Group Company',
        ),
      ],
      exclusivity: yes([
        'The Supplier appoints the Distributor as its exclusive distributor for the sale of the Products to retailers in the Territory',
        '"Territory" means the Kingdom of Norway, the Kingdom of Sweden and the Kingdom of Denmark (excluding the Faroe Islands and Greenland);',
      ]),
      'non-compete': yes(
        'The Distributor shall not, while this Agreement remains in force, manufacture, import or sell any knitwear which competes with the Products, other than the brands listed in Schedule 4',
      ),
      'liability-cap': gbp(200000, 'the total liability of either party to the other in any Contract Year shall not exceed £200,000.'),
      'uncapped-liabilities': text(
        [
          "Nothing in this Agreement limits or excludes the liability of either party for death or personal injury caused by its negligence, for fraud, or for the Distributor's obligation to pay for Products.",
          'neither party shall be liable to the other for loss of profit, loss of business or any indirect or consequential loss',
        ],
        'death or personal injury',
      ),
      charges: [
        percent(35, 'The Distributor shall purchase the Products at the prices in the Export Price List less a trade discount of 35 per cent.'),
        text(
          [
            'The Distributor shall purchase the Products at the prices in the Export Price List less a trade discount of 35 per cent.',
            "The Supplier may amend the Export Price List once in each calendar year by giving the Distributor not less than three months' written notice",
          ],
          'Export Price List',
        ),
      ],
      'payment-terms': days(45, 'The Distributor shall pay each invoice in pounds sterling within forty-five days after the end of the month in which the invoice is dated.'),
      'minimum-commitment': yes([
        'The Distributor shall purchase from the Supplier Products of a net invoiced value of not less than the Minimum Target in each Contract Year.',
        'First Contract Year £180,000',
      ]),
      'service-levels': text([
        'The Supplier warrants that the Products shall, on despatch, conform with their specifications and be free from defects in materials and workmanship',
        'The Supplier shall despatch each accepted order within six weeks after its acceptance.',
      ]),
      'intellectual-property': text(
        [
          "All intellectual property in the Products, the Trade Marks and the Supplier's product photography and catalogues belongs to the Supplier",
          'The Supplier grants to the Distributor a non-exclusive licence to use the Trade Marks in the Territory during the continuance of this Agreement',
        ],
        'Trade Marks',
      ),
      'data-protection': notFound,
      'audit-rights': yes(
        "shall allow the Supplier, on not less than ten business days' notice and not more than once in any Contract Year, to inspect and take copies of those records at the Distributor's premises.",
      ),
      insurance: text(
        [
          'The Supplier shall maintain product liability insurance with a limit of not less than £5,000,000 for any one claim, covering sales of the Products in the Territory.',
          'The Distributor shall insure its stock of Products for its full replacement value against loss or damage.',
        ],
        'product liability',
      ),
      'exit-and-employees': text(
        [
          "the Supplier shall have the option, exercisable within 30 days, to buy back the Distributor's stock of Products in saleable condition at the price paid for them.",
          'Stock which the Supplier does not buy back may be sold by the Distributor in the ordinary course for three months after termination',
          'The Distributor shall not be entitled to any compensation or indemnity for loss of goodwill, clientele or commission on the termination or expiry of this Agreement',
        ],
        'buy back',
      ),
      'governing-law': text(
        [
          'This Agreement shall be governed by and construed in accordance with the law of Scotland.',
          'Any dispute arising out of or in connection with this Agreement shall be resolved by arbitration under the Arbitration (Scotland) Act 2010.',
        ],
        'Scotland',
      ),
    },
    own: [
      {
        id: 'own-web-sales',
        text: 'Can Hoy Sound still sell jumpers direct to shoppers in Norway through its own website?',
        gold: yes('The Supplier reserves the right to sell the Products to consumers in the Territory through its own website'),
      },
      {
        id: 'own-goodwill-compensation',
        text: 'Will Fjelltur be owed compensation for the goodwill it has built when the agreement ends?',
        gold: no('The Distributor shall not be entitled to any compensation or indemnity for loss of goodwill, clientele or commission on the termination or expiry of this Agreement, howsoever caused.'),
      },
      {
        id: 'own-year-two-target',
        text: 'How much must Fjelltur buy in its second year?',
        gold: gbp(240000, 'Second Contract Year £240,000'),
      },
      {
        id: 'own-arbitrator-appointment',
        text: "Who picks the arbitrator if the parties can't agree on one?",
        gold: text(
          'the tribunal shall consist of a single arbitrator appointed, failing agreement, by the Dean of the Faculty of Advocates.',
          'Dean of the Faculty of Advocates',
        ),
      },
    ],
  },
  {
    id: 'calibration-e-nda-en-wrexcombe-pelham',
    typeKey: 'non-disclosure-agreement',
    region: 'EN',
    title: 'Mutual confidentiality agreement: Wrexcombe Battery Systems and Pelham Grid Services',
    style: 'modern',
    pages: [
      `MUTUAL CONFIDENTIALITY AGREEMENT
THIS AGREEMENT is dated 22nd July 2025
PARTIES
(1) WREXCOMBE BATTERY SYSTEMS LIMITED, incorporated and registered in England and Wales with company number 13390412, whose registered office is at Unit 9, Tamebridge Technology Park, Aldridge Road, Walsall WS9 8QN ("Wrexcombe"); and
(2) PELHAM GRID SERVICES PLC, incorporated and registered in England and Wales with company number 05517288, whose registered office is at 2 Corporation Street, Birmingham B4 6RT ("Pelham").
BACKGROUND
(A) Wrexcombe designs and assembles containerised lithium iron phosphate battery systems. Pelham owns and operates electricity distribution assets and holds options over land suitable for energy storage.
(B) The parties intend to explore a possible joint venture for the development, construction and operation of grid-scale battery energy storage at sites in the West Midlands (the "Proposed Joint Venture"), and each of them will disclose Confidential Information to the other for that purpose.
AGREED TERMS
1. INTERPRETATION
1.1 The following definitions apply in this Agreement:
"Business Day": a day other than a Saturday, Sunday or public holiday in England, when banks in London are open for business.
"Confidential Information": all information of a confidential nature relating to the business, affairs, customers, suppliers, technology, plans or intentions of a party or of any member of its Group, including battery cell test data, system designs, site data, grid connection offers, financial models and pricing, and including the fact that the parties are discussing the Proposed Joint Venture, in each case whether disclosed orally, in writing, electronically or by inspection, before or after the date of this Agreement, and whether or not marked or identified as confidential.
"Disclosing Party": a party which discloses or makes available Confidential Information to the other, directly or through its Representatives.
"Group": in relation to a party, that party, any subsidiary or holding company of it from time to time, and any subsidiary from time to time of such a holding company.
"Purpose": evaluating, negotiating and, if the parties so decide, documenting the Proposed Joint Venture.
"Receiving Party": a party which receives or obtains Confidential Information from the other, directly or through its Representatives.
"Representatives": in relation to a party, the members of its Group and its and their directors, officers, employees and professional advisers (including lawyers, accountants, technical consultants and grid connection advisers).
1.2 Clause headings do not affect the interpretation of this Agreement, and words in the singular include the plural.`,
      `2. OBLIGATIONS OF CONFIDENTIALITY
2.1 Each Receiving Party shall: (a) keep the Disclosing Party's Confidential Information secret and confidential; (b) use it only for the Purpose; (c) not disclose it to any person except as permitted by clause 3; and (d) apply to it security measures and a degree of care no less than those it applies to its own confidential information, and in any event no less than a reasonable degree of care.
2.2 The obligations in clause 2.1 shall not apply to Confidential Information which the Receiving Party can show: (a) is or becomes generally available to the public other than as a result of a breach of this Agreement; (b) was lawfully in its possession, free of any obligation of confidence, before the Disclosing Party disclosed it; (c) was lawfully received from a third party who was not under any obligation of confidence in respect of it; or (d) was independently developed by or for the Receiving Party by individuals who had no access to the Disclosing Party's Confidential Information.
3. PERMITTED DISCLOSURE
3.1 A Receiving Party may disclose the Disclosing Party's Confidential Information to those of its Representatives who need to know it for the Purpose, provided that it informs them of the confidential nature of the information before disclosure and procures that they comply with clause 2 as if they were parties to this Agreement.
3.2 Each Receiving Party shall be liable for any act or omission of its Representatives which would be a breach of this Agreement if done by it.
3.3 A Receiving Party shall not disclose the Disclosing Party's Confidential Information to any actual or prospective lender, investor or other provider of finance for the Proposed Joint Venture without the Disclosing Party's prior written consent.
3.4 A Receiving Party may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority (including the Gas and Electricity Markets Authority) or by the rules of any stock exchange on which its shares or those of a member of its Group are listed. To the extent it is legally permitted to do so, it shall give the Disclosing Party as much notice of the disclosure as possible and take into account its reasonable requests as to the timing, content and manner of the disclosure.
4. RETURN AND DESTRUCTION
4.1 Within ten Business Days after a written request from the Disclosing Party, the Receiving Party shall destroy or return to the Disclosing Party all documents and materials (and any copies) containing the Disclosing Party's Confidential Information, erase it from its computer systems so far as technically practicable, and certify in writing that it has done so.
4.2 A Receiving Party may nevertheless retain Confidential Information (a) which it is required to retain by law or by the rules of any regulatory authority, or (b) held in electronic back-up or archive systems which are not accessible in the ordinary course of business, provided that clause 2 shall continue to apply to anything so retained.
5. RESERVATION OF RIGHTS AND NO WARRANTY
5.1 All Confidential Information remains the property of the Disclosing Party. No licence under any intellectual property right, and no other right, is granted to the Receiving Party in respect of Confidential Information, other than to use it for the Purpose in accordance with this Agreement.
5.2 Except as may be set out in any definitive agreement for the Proposed Joint Venture, the Disclosing Party gives no representation or warranty, express or implied, as to the accuracy or completeness of its Confidential Information, and shall have no liability to the Receiving Party arising from its use.
5.3 Neither party is obliged to proceed with the Proposed Joint Venture, and either party may break off discussions at any time without liability to the other.
6. DURATION
6.1 This Agreement shall remain in force until the earlier of (a) the date on which the parties sign a joint venture agreement which supersedes it and (b) the second anniversary of the date of this Agreement. Either party may end the discussions sooner by notice to the other, but that notice shall not end this Agreement.
6.2 Notwithstanding the end of this Agreement, the obligations in clauses 2 and 3 shall continue to apply to Confidential Information disclosed under it for five years from the date on which this Agreement ends.`,
      `7. REMEDIES
7.1 Each party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement, and that the Disclosing Party shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach, without proof of special damage.
8. NOTICES
8.1 Any notice given under this Agreement shall be in writing and delivered by hand or sent by pre-paid first-class post or recorded delivery to the other party's registered office, or sent by email to the address below, marked for the attention of the person named below. Notice sent by email shall be deemed received at 9.00 am on the next Business Day after transmission.
Wrexcombe	Head of Legal, legal@wrexcombe-battery.co.uk
Pelham	Company Secretary, cosec@pelhamgrid.co.uk
9. GENERAL
9.1 This Agreement constitutes the entire agreement between the parties relating to its subject matter. No variation of it shall be effective unless it is in writing and signed by or on behalf of each party.
9.2 Neither party may assign any of its rights under this Agreement without the prior written consent of the other.
9.3 A person who is not a party has no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Agreement, save that a member of a party's Group may enforce clause 2 in respect of its own Confidential Information.
9.4 This Agreement may be executed in any number of counterparts, each of which when executed shall constitute a duplicate original, but all the counterparts together shall constitute one agreement.
10. GOVERNING LAW AND JURISDICTION
10.1 This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim.
This Agreement has been entered into on the date stated at the beginning of it.
Signed by Hannah Okoro, director, for and on behalf of WREXCOMBE BATTERY SYSTEMS LIMITED	Hannah Okoro
Signed by Marcus Threlfall, General Counsel and Company Secretary, for and on behalf of PELHAM GRID SERVICES PLC	M. Threlfall`,
    ],
    gold: {
      parties: names(
        [
          '(1) WREXCOMBE BATTERY SYSTEMS LIMITED, incorporated and registered in England and Wales with company number 13390412',
          '(2) PELHAM GRID SERVICES PLC, incorporated and registered in England and Wales with company number 05517288',
        ],
        'Wrexcombe Battery Systems Limited',
        'Pelham Grid Services plc',
      ),
      mutual: yes([
        'and each of them will disclose Confidential Information to the other for that purpose.',
        "Each Receiving Party shall: (a) keep the Disclosing Party's Confidential Information secret and confidential",
      ]),
      'disclosing-party': names(
        [
          '(1) WREXCOMBE BATTERY SYSTEMS LIMITED, incorporated and registered in England and Wales with company number 13390412',
          '(2) PELHAM GRID SERVICES PLC, incorporated and registered in England and Wales with company number 05517288',
          'and each of them will disclose Confidential Information to the other for that purpose.',
        ],
        'Wrexcombe Battery Systems Limited',
        'Pelham Grid Services plc',
      ),
      'receiving-party': names(
        [
          '(1) WREXCOMBE BATTERY SYSTEMS LIMITED, incorporated and registered in England and Wales with company number 13390412',
          '(2) PELHAM GRID SERVICES PLC, incorporated and registered in England and Wales with company number 05517288',
          'and each of them will disclose Confidential Information to the other for that purpose.',
        ],
        'Wrexcombe Battery Systems Limited',
        'Pelham Grid Services plc',
      ),
      date: date('2025-07-22', 'THIS AGREEMENT is dated 22nd July 2025'),
      definition: text(
        '"Confidential Information": all information of a confidential nature relating to the business, affairs, customers, suppliers, technology, plans or intentions of a party or of any member of its Group',
        'all information of a confidential nature',
      ),
      'oral-information': yes('whether disclosed orally, in writing, electronically or by inspection, before or after the date of this Agreement'),
      'marking-required': no('and whether or not marked or identified as confidential.'),
      exclusions: text(
        'The obligations in clause 2.1 shall not apply to Confidential Information which the Receiving Party can show: (a) is or becomes generally available to the public other than as a result of a breach of this Agreement; (b) was lawfully in its possession, free of any obligation of confidence, before the Disclosing Party disclosed it',
        'generally available to the public',
      ),
      purpose: text('"Purpose": evaluating, negotiating and, if the parties so decide, documenting the Proposed Joint Venture.', 'Proposed Joint Venture'),
      'disclosure-to-employees': yes([
        "A Receiving Party may disclose the Disclosing Party's Confidential Information to those of its Representatives who need to know it for the Purpose",
        '"Representatives": in relation to a party, the members of its Group and its and their directors, officers, employees and professional advisers',
      ]),
      'disclosure-to-advisers': yes([
        '"Representatives": in relation to a party, the members of its Group and its and their directors, officers, employees and professional advisers (including lawyers, accountants, technical consultants and grid connection advisers).',
        "A Receiving Party may disclose the Disclosing Party's Confidential Information to those of its Representatives who need to know it for the Purpose",
      ]),
      'disclosure-to-affiliates': yes([
        '"Representatives": in relation to a party, the members of its Group and its and their directors, officers, employees and professional advisers',
        "A Receiving Party may disclose the Disclosing Party's Confidential Information to those of its Representatives who need to know it for the Purpose",
      ]),
      'recipients-bound': yes([
        'Each Receiving Party shall be liable for any act or omission of its Representatives which would be a breach of this Agreement if done by it.',
        'procures that they comply with clause 2 as if they were parties to this Agreement.',
      ]),
      'compelled-disclosure': yes(
        'A Receiving Party may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority (including the Gas and Electricity Markets Authority) or by the rules of any stock exchange',
      ),
      'compelled-disclosure-notice': yes('To the extent it is legally permitted to do so, it shall give the Disclosing Party as much notice of the disclosure as possible'),
      'return-or-destruction': yes(
        "Within ten Business Days after a written request from the Disclosing Party, the Receiving Party shall destroy or return to the Disclosing Party all documents and materials (and any copies) containing the Disclosing Party's Confidential Information",
      ),
      'retained-copies': yes(
        'A Receiving Party may nevertheless retain Confidential Information (a) which it is required to retain by law or by the rules of any regulatory authority, or (b) held in electronic back-up or archive systems',
      ),
      term: [
        years(2, 'This Agreement shall remain in force until the earlier of (a) the date on which the parties sign a joint venture agreement which supersedes it and (b) the second anniversary of the date of this Agreement.'),
        text(
          'This Agreement shall remain in force until the earlier of (a) the date on which the parties sign a joint venture agreement which supersedes it and (b) the second anniversary of the date of this Agreement.',
          'second anniversary',
        ),
      ],
      survival: years(5, 'the obligations in clauses 2 and 3 shall continue to apply to Confidential Information disclosed under it for five years from the date on which this Agreement ends.'),
      'non-solicitation': notFound,
      'no-licence': yes(
        'No licence under any intellectual property right, and no other right, is granted to the Receiving Party in respect of Confidential Information, other than to use it for the Purpose in accordance with this Agreement.',
      ),
      'no-warranty': yes('the Disclosing Party gives no representation or warranty, express or implied, as to the accuracy or completeness of its Confidential Information'),
      remedies: yes(
        'the Disclosing Party shall be entitled to seek an injunction, specific performance or other equitable relief for any threatened or actual breach, without proof of special damage.',
      ),
      'reverse-engineering': notFound,
      notices: text(
        "Any notice given under this Agreement shall be in writing and delivered by hand or sent by pre-paid first-class post or recorded delivery to the other party's registered office, or sent by email to the address below",
        'registered office',
      ),
      'governing-law': text(
        'shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim.',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-funders',
        text: "Can Pelham pass Wrexcombe's cell test data to a bank it is lining up to finance the project?",
        gold: [
          no(
            "A Receiving Party shall not disclose the Disclosing Party's Confidential Information to any actual or prospective lender, investor or other provider of finance for the Proposed Joint Venture without the Disclosing Party's prior written consent.",
            'prior written consent',
          ),
          yes(
            "A Receiving Party shall not disclose the Disclosing Party's Confidential Information to any actual or prospective lender, investor or other provider of finance for the Proposed Joint Venture without the Disclosing Party's prior written consent.",
            'prior written consent',
          ),
        ],
      },
      {
        id: 'own-commitment-to-proceed',
        text: 'Does signing this commit either side to going ahead with the joint venture?',
        gold: no('Neither party is obliged to proceed with the Proposed Joint Venture, and either party may break off discussions at any time without liability to the other.'),
      },
      {
        id: 'own-pelham-signatory',
        text: 'Who signed on behalf of Pelham?',
        gold: names('Signed by Marcus Threlfall, General Counsel and Company Secretary, for and on behalf of PELHAM GRID SERVICES PLC', 'Marcus Threlfall'),
      },
    ],
  },
  {
    id: 'calibration-e-nda-ie-corrib-tullyvale',
    typeKey: 'non-disclosure-agreement',
    region: 'IE',
    title: 'Confidentiality letter: Project Lough, Corrib Bioprocess DAC to Tullyvale Ventures Fund II',
    style: 'modern',
    pages: [
      `CORRIB BIOPROCESS DAC
Unit 3, Oranmore Business Park, Oranmore, Co. Galway, H91 E2K7
Registered in Ireland No. 671204. Directors: S. Ní Fhlatharta (CEO), P. Mulready, K. Oyelaran (USA)
PRIVATE AND CONFIDENTIAL - BY EMAIL AND COURIER
The Partners
Tullyvale Ventures Fund II ILP
c/o Tullyvale GP Limited
4 Wilton Terrace, Dublin 2, D02 VH35
27 November 2024
Dear Sirs
Project Lough - proposed Series A investment in Corrib Bioprocess DAC
1. We refer to our recent discussions concerning a possible investment by Tullyvale Ventures Fund II ILP, an investment limited partnership registered in Ireland under the Investment Limited Partnerships Act 1994 (registration number V24418), acting by its general partner Tullyvale GP Limited (company number 702115) ("you"), in Corrib Bioprocess Designated Activity Company (company number 671204) ("we", "us" or the "Company") by subscription for series A preferred shares (the "Proposed Investment").
2. In consideration of our making Confidential Information available to you, you undertake to us on the terms of this letter. Nothing in this letter obliges us to provide any particular information to you, or to continue discussions with you.
3. In this letter "Confidential Information" means all information relating to the Company, its business, technology, products and prospects which we or our advisers make available to you or your Representatives, whether before or after the date of this letter, including our perfusion process data, cell line and media formulations, regulatory correspondence, customer pipeline, capitalisation table and financial projections, and any analyses, notes or other documents prepared by you which contain or reflect any of it, together with the fact that we are discussing the Proposed Investment with you.
4. Information given to you in writing is Confidential Information only if it is marked "Confidential" or with a similar legend (save that everything made available in the virtual data room for Project Lough (the "Data Room") is Confidential Information whether or not it is marked). Information given to you orally, including at management presentations and site visits, is Confidential Information if it is identified as confidential at the time it is given.
5. Confidential Information does not include information which (a) is or becomes public other than through a breach of this letter; (b) you can show was in your lawful possession before we disclosed it, without any obligation of confidence; (c) you receive from a third party who is free to disclose it; or (d) you can show was independently developed by you without use of any Confidential Information.
6. You shall use the Confidential Information only for the purpose of evaluating, negotiating and completing the Proposed Investment, and for monitoring it if it completes (the "Purpose").`,
      `7. You shall keep the Confidential Information confidential and shall not disclose it to anyone except your partners, directors, officers and employees, those of Tullyvale Capital Management Limited (your investment manager), and your legal, financial and tax advisers, in each case who need to know it for the Purpose (together your "Representatives"). You shall make each Representative aware of the terms of this letter before disclosing any Confidential Information to it, and you shall be responsible for any breach of this letter by any of your Representatives.
8. You shall not disclose any Confidential Information to any other fund managed or advised by your investment manager, to any portfolio company of any such fund, or to any prospective co-investor or syndicate member, without our prior written consent.
9. If you or any of your Representatives are required by law, by any court of competent jurisdiction or by the Central Bank of Ireland or any other regulatory authority to disclose any Confidential Information, you may do so, provided that, so far as lawful, you first notify us promptly so that we may seek a protective order, and you disclose only that part of the Confidential Information which you are legally required to disclose.
10. You shall not analyse, sequence or reverse engineer any samples of cell lines, media or other materials which we provide to you, or cause or permit anyone else to do so.
11. Within five business days after our written request, you shall return to us or destroy all documents and other materials containing Confidential Information and permanently delete it from your systems, and an authorised signatory of your general partner shall confirm to us in writing that you have done so. You shall not keep any copy, extract or summary of any Confidential Information after that time, including on any back-up or archive system.
12. Neither we nor any of our directors, employees or advisers make any representation or warranty, express or implied, as to the accuracy or completeness of the Confidential Information, and none of us shall have any liability to you resulting from its use, save as may be given in a definitive subscription agreement.
13. All Confidential Information remains our property, and nothing in this letter grants you any licence or other right in respect of any patent, know-how or other intellectual property of the Company.
14. For a period of twelve months from the date of this letter you shall not, and shall procure that your investment manager does not, solicit or offer employment to any employee of the Company in a scientific or senior management role with whom you had contact in connection with the Proposed Investment. This does not prevent you from employing any person who responds to a general advertisement not directed at our employees.
15. We acknowledge that you invest in companies in the life sciences sector, some of which may compete with us. Provided that you comply with this letter, nothing in it prevents you from evaluating or making investments in any other company.
16. You acknowledge that damages may not be a sufficient remedy for a breach of this letter, and that we shall be entitled to seek an injunction, specific performance or other equitable relief in respect of any actual or threatened breach.
17. This letter shall terminate on the earlier of completion of the Proposed Investment (when the confidentiality provisions of the subscription and shareholders' agreement will apply instead) and the date falling twenty-four months after the date of this letter. If it terminates other than on completion of the Proposed Investment, your obligations under paragraphs 7 to 13 shall survive its termination for three years.
18. This letter and any non-contractual obligations arising out of or in connection with it are governed by the laws of Ireland, and the courts of Ireland shall have exclusive jurisdiction in relation to any dispute arising out of or in connection with it.`,
      `Please confirm your agreement to the terms of this letter by signing and returning the enclosed copy. This letter shall take effect as a binding agreement from the date at the head of it.
Yours faithfully
Síofra Ní Fhlatharta
Chief Executive Officer, for and on behalf of Corrib Bioprocess Designated Activity Company
We agree to the terms of this letter.
Signed by Eamonn Gilsenan, director, for and on behalf of Tullyvale GP Limited as general partner of Tullyvale Ventures Fund II ILP
Date: 2 December 2024`,
    ],
    gold: {
      parties: [
        names(
          'We refer to our recent discussions concerning a possible investment by Tullyvale Ventures Fund II ILP, an investment limited partnership registered in Ireland under the Investment Limited Partnerships Act 1994 (registration number V24418), acting by its general partner Tullyvale GP Limited (company number 702115) ("you"), in Corrib Bioprocess Designated Activity Company (company number 671204) ("we", "us" or the "Company")',
          'Corrib Bioprocess Designated Activity Company',
          'Tullyvale Ventures Fund II ILP',
        ),
        names(
          [
            'Project Lough - proposed Series A investment in Corrib Bioprocess DAC',
            'We refer to our recent discussions concerning a possible investment by Tullyvale Ventures Fund II ILP, an investment limited partnership registered in Ireland',
          ],
          'Corrib Bioprocess DAC',
          'Tullyvale Ventures Fund II ILP',
        ),
      ],
      mutual: no('In consideration of our making Confidential Information available to you, you undertake to us on the terms of this letter.'),
      'disclosing-party': [
        names('in Corrib Bioprocess Designated Activity Company (company number 671204) ("we", "us" or the "Company")', 'Corrib Bioprocess Designated Activity Company'),
        names('Project Lough - proposed Series A investment in Corrib Bioprocess DAC', 'Corrib Bioprocess DAC'),
      ],
      'receiving-party': names(
        'a possible investment by Tullyvale Ventures Fund II ILP, an investment limited partnership registered in Ireland under the Investment Limited Partnerships Act 1994',
        'Tullyvale Ventures Fund II ILP',
      ),
      date: date('2024-11-27', ['27 November 2024', 'This letter shall take effect as a binding agreement from the date at the head of it.']),
      definition: text(
        'In this letter "Confidential Information" means all information relating to the Company, its business, technology, products and prospects which we or our advisers make available to you or your Representatives',
        'all information relating to the Company',
      ),
      'oral-information': yes(
        'Information given to you orally, including at management presentations and site visits, is Confidential Information if it is identified as confidential at the time it is given.',
        'identified as confidential',
      ),
      'marking-required': yes(
        'Information given to you in writing is Confidential Information only if it is marked "Confidential" or with a similar legend (save that everything made available in the virtual data room for Project Lough (the "Data Room") is Confidential Information whether or not it is marked).',
        'Data Room',
      ),
      exclusions: text(
        'Confidential Information does not include information which (a) is or becomes public other than through a breach of this letter; (b) you can show was in your lawful possession before we disclosed it',
        'public',
      ),
      purpose: text(
        'You shall use the Confidential Information only for the purpose of evaluating, negotiating and completing the Proposed Investment, and for monitoring it if it completes (the "Purpose").',
        'Proposed Investment',
      ),
      'disclosure-to-employees': yes(
        'shall not disclose it to anyone except your partners, directors, officers and employees, those of Tullyvale Capital Management Limited (your investment manager), and your legal, financial and tax advisers, in each case who need to know it for the Purpose',
      ),
      'disclosure-to-advisers': yes(
        'shall not disclose it to anyone except your partners, directors, officers and employees, those of Tullyvale Capital Management Limited (your investment manager), and your legal, financial and tax advisers, in each case who need to know it for the Purpose',
      ),
      'disclosure-to-affiliates': [
        no(
          'You shall not disclose any Confidential Information to any other fund managed or advised by your investment manager, to any portfolio company of any such fund, or to any prospective co-investor or syndicate member, without our prior written consent.',
          'prior written consent',
        ),
        yes(
          'those of Tullyvale Capital Management Limited (your investment manager), and your legal, financial and tax advisers, in each case who need to know it for the Purpose',
          'investment manager',
        ),
      ],
      'recipients-bound': yes('you shall be responsible for any breach of this letter by any of your Representatives.'),
      'compelled-disclosure': yes(
        'If you or any of your Representatives are required by law, by any court of competent jurisdiction or by the Central Bank of Ireland or any other regulatory authority to disclose any Confidential Information, you may do so',
      ),
      'compelled-disclosure-notice': yes('provided that, so far as lawful, you first notify us promptly so that we may seek a protective order'),
      'return-or-destruction': yes(
        'Within five business days after our written request, you shall return to us or destroy all documents and other materials containing Confidential Information and permanently delete it from your systems',
      ),
      'retained-copies': no('You shall not keep any copy, extract or summary of any Confidential Information after that time, including on any back-up or archive system.'),
      term: months(
        24,
        'This letter shall terminate on the earlier of completion of the Proposed Investment (when the confidentiality provisions of the subscription and shareholders\' agreement will apply instead) and the date falling twenty-four months after the date of this letter.',
      ),
      survival: years(3, 'If it terminates other than on completion of the Proposed Investment, your obligations under paragraphs 7 to 13 shall survive its termination for three years.'),
      'non-solicitation': yes(
        'For a period of twelve months from the date of this letter you shall not, and shall procure that your investment manager does not, solicit or offer employment to any employee of the Company in a scientific or senior management role',
      ),
      'no-licence': yes('nothing in this letter grants you any licence or other right in respect of any patent, know-how or other intellectual property of the Company.'),
      'no-warranty': yes(
        'Neither we nor any of our directors, employees or advisers make any representation or warranty, express or implied, as to the accuracy or completeness of the Confidential Information',
      ),
      remedies: yes('we shall be entitled to seek an injunction, specific performance or other equitable relief in respect of any actual or threatened breach.'),
      'reverse-engineering': yes('You shall not analyse, sequence or reverse engineer any samples of cell lines, media or other materials which we provide to you'),
      notices: notFound,
      'governing-law': text(
        'This letter and any non-contractual obligations arising out of or in connection with it are governed by the laws of Ireland, and the courts of Ireland shall have exclusive jurisdiction',
        'laws of Ireland',
      ),
    },
    own: [
      {
        id: 'own-co-investors',
        text: 'Can Tullyvale show the data room to another fund it wants to bring into the round?',
        gold: no(
          'You shall not disclose any Confidential Information to any other fund managed or advised by your investment manager, to any portfolio company of any such fund, or to any prospective co-investor or syndicate member, without our prior written consent.',
          'prior written consent',
        ),
      },
      {
        id: 'own-competing-investments',
        text: 'Does the letter stop Tullyvale from backing a competitor of Corrib?',
        gold: no('Provided that you comply with this letter, nothing in it prevents you from evaluating or making investments in any other company.'),
      },
      {
        id: 'own-unmarked-email',
        text: 'Is an unmarked spreadsheet that Corrib emails to the fund (outside the data room) protected by the letter?',
        gold: no('Information given to you in writing is Confidential Information only if it is marked "Confidential" or with a similar legend', 'marked'),
      },
    ],
  },
  {
    id: 'calibration-e-appointment-ni-sailortown-keady',
    typeKey: 'professional-appointment',
    region: 'NI',
    title: 'Deed of appointment of civil and structural engineer: Sailortown Yard, Belfast',
    style: 'deed',
    pages: [
      `DEED OF APPOINTMENT
of a Civil and Structural Engineer
relating to Sailortown Yard, Garmoyle Street, Belfast
THIS DEED OF APPOINTMENT is made the 19th day of August 2025
BETWEEN:
(1) SAILORTOWN YARD DEVELOPMENTS LIMITED (company number NI672341) whose registered office is at 11 Donegall Square West, Belfast BT1 6JL (the "Client"); and
(2) KEADY BRANNIGAN CONSULTING ENGINEERS LIMITED (company number NI041226) whose registered office is at 27 Scotch Street, Armagh BT61 7BY (the "Consultant").
RECITALS
(A) The Client intends to develop the site known as Sailortown Yard, Garmoyle Street, Belfast BT15 1DX (the "Site") by the construction of a nine-storey building comprising 126 build-to-rent apartments, a ground floor café and residents' amenity space, with associated landscaping, cycle storage and infrastructure (the "Project").
(B) The Client wishes to appoint the Consultant as civil and structural engineer for the Project, and the Consultant has agreed to accept the appointment on the terms of this Deed.
(C) The Client intends to procure the construction of the Project under a design and build contract, and may require the Consultant's appointment to be novated to the contractor.
OPERATIVE PROVISIONS
1. DEFINITIONS
"Contractor" means the contractor appointed by the Client to design and construct the Project;
"Fee" means the fee set out in Schedule 3;
"Funder" means any person providing finance for the Project;
"Material" means all drawings, calculations, specifications, models (including BIM models), reports and other documents and information prepared by or on behalf of the Consultant in connection with the Project;
"Practical Completion" means practical completion of the Project under the building contract;
"Prohibited Materials" means materials generally known within the construction industry at the time of specification to be deleterious to health or safety or to the durability of buildings, or not in accordance with the guidance in the edition of the British Council for Offices publication "Good Practice in the Selection of Construction Materials" current at the time of specification;
"Services" means the services described in Schedule 2.
2. APPOINTMENT AND STANDARD OF CARE
2.1 The Client appoints the Consultant to perform the Services, and the Consultant shall perform them in accordance with this Deed.
2.2 The Consultant warrants that it has exercised and will continue to exercise in the performance of the Services the reasonable skill, care and diligence to be expected of a properly qualified and competent civil and structural engineer experienced in carrying out services of a similar size, scope and complexity to the Services.
2.3 Nothing in this Deed shall be construed as imposing on the Consultant any obligation that the Project or any part of it will be fit for any particular purpose.
2.4 The Consultant warrants that it has not specified and will not specify for use in the Project any Prohibited Materials, and shall notify the Client in writing if it becomes aware that any Prohibited Materials have been used.`,
      `3. KEY PERSONNEL
3.1 The Consultant shall perform the Services through the individuals named in Schedule 1 (the "Key Personnel"). The Consultant shall not remove or replace any of the Key Personnel without the prior written consent of the Client (not to be unreasonably withheld), save in the case of death, illness, incapacity or their leaving the Consultant's employment, and any replacement shall be a person of equivalent skill and experience approved by the Client.
4. FEE AND PAYMENT
4.1 In consideration of the performance of the Services the Client shall pay the Consultant a lump sum fee of £286,500 (two hundred and eighty-six thousand five hundred pounds) exclusive of VAT, in monthly instalments in accordance with the payment schedule in Schedule 3.
4.2 Additional services instructed in writing by the Client shall be paid on a time charge basis at the hourly rates in Schedule 3.
4.3 The due date for each payment is the date of receipt by the Client of the Consultant's invoice, and the final date for payment is 28 days after the due date. Not later than 5 days after the due date the Client shall give a payment notice stating the sum it considers due and the basis on which that sum is calculated.
5. INSURANCE
5.1 The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for each and every claim, save that cover for claims arising from pollution or contamination may be subject to an annual aggregate limit of £2,000,000, from the date of this Deed until twelve years after the date of Practical Completion, provided that such insurance remains available at commercially reasonable rates.
5.2 The Consultant shall inform the Client immediately if such insurance ceases to be available at commercially reasonable rates, and shall produce evidence of cover whenever reasonably requested.
6. LIABILITY
6.1 The Consultant's liability for any loss or damage suffered by the Client shall be limited to such sum as it would be just and equitable for the Consultant to pay having regard to the extent of its responsibility for the loss or damage, on the basis that all other consultants, contractors and sub-contractors providing work or services for the Project have provided contractual undertakings to the Client on terms no less onerous than those in clause 2 and have paid to the Client such sums as it would be just and equitable for them to pay having regard to the extent of their responsibility.
6.2 Without prejudice to clause 6.1, the Consultant's total aggregate liability under or in connection with this Deed shall not exceed £4,000,000, save that this limit shall not apply to liability for death or personal injury caused by negligence or to liability for fraud.
7. COPYRIGHT
7.1 Copyright in the Material remains vested in the Consultant. The Consultant grants to the Client an irrevocable, non-exclusive, royalty-free licence to copy and use the Material and to reproduce the designs contained in it for any purpose relating to the Project, including its execution, completion, maintenance, letting, promotion, advertisement, reinstatement, refurbishment and repair.
7.2 The licence may be sub-licensed and shall be transferable to third parties without the consent of the Consultant. The Consultant shall not be liable for the use of the Material for any purpose other than that for which it was prepared.
7.3 The licence in clause 7.1 shall not be affected by the termination of this Deed, provided that the Client has paid all sums properly due to the Consultant for the Material concerned.
8. COLLATERAL WARRANTIES AND NOVATION
8.1 Within 14 days after a written request from the Client, the Consultant shall execute and deliver as a deed a collateral warranty in the form in Schedule 4 in favour of any Funder and of any purchaser or tenant of the whole of the Project.
8.2 The Client may at any time require the Consultant to enter into a deed of novation with the Client and the Contractor in the form in Schedule 5, under which the Contractor shall be substituted for the Client as if it had been the client under this Deed from the beginning (ab initio). The Consultant shall continue to perform the Services for the Contractor after novation.`,
      `9. ASSIGNMENT
9.1 The Client may assign the benefit of this Deed, without the consent of the Consultant, on not more than two occasions, to a Funder, to any purchaser of the Client's interest in the Project or to a company in the same group as the Client. Any further assignment shall require the Consultant's consent, which shall not be unreasonably withheld or delayed.
9.2 The Consultant shall not assign, sub-let or sub-contract any of its rights or obligations under this Deed without the prior written consent of the Client.
10. SUSPENSION AND TERMINATION
10.1 The Client may suspend the performance of all or any of the Services at any time by giving written notice to the Consultant. If the Client has not instructed the Consultant to resume within six months after the date of the notice, the Consultant may treat the appointment as terminated by written notice to the Client.
10.2 The Client may terminate this Deed at any time for any reason by giving not less than 14 days' written notice to the Consultant.
10.3 The Consultant may terminate this Deed by not less than 14 days' written notice if the Client fails to pay any sum which is due and not in dispute within 28 days after the final date for payment, or if the Client becomes insolvent.
10.4 Nothing in this clause affects the Consultant's right under the Construction Contracts (Northern Ireland) Order 1997 to suspend performance for non-payment.
10.5 On termination the Consultant shall be entitled to the proportion of the Fee properly earned up to the date of termination, and shall deliver to the Client copies of all Material (subject to clause 7.3).
11. DISPUTES AND GOVERNING LAW
11.1 Either party may refer any dispute under this Deed to adjudication at any time. The adjudication shall be conducted in accordance with the Scheme for Construction Contracts in Northern Ireland Regulations (Northern Ireland) 1999, and the adjudicator shall be nominated, failing agreement, by the President of the Royal Institution of Chartered Surveyors.
11.2 This Deed shall be governed by and construed in accordance with the law of Northern Ireland and, subject to clause 11.1, the courts of Northern Ireland shall have exclusive jurisdiction.
SCHEDULE 1 - KEY PERSONNEL
Name	Role
Niamh Keady CEng MIStructE	Project Director
Ruairí Devlin CEng MICE	Project Engineer (civil and drainage)
Tomás Gallen	BIM Coordinator
SCHEDULE 2 - SERVICES
1. The Consultant shall provide civil and structural engineering services for the Project from RIBA Stage 2 (Concept Design) to RIBA Stage 4 (Technical Design) as described in the RIBA Plan of Work 2020 and, following any novation under clause 8.2, the Stage 5 (Manufacturing and Construction) services in Part C.
Part A - Stage 2: structural scheme options (including the transfer structure at first floor), foundation and piling strategy, preliminary below-ground drainage strategy, and input to the flood risk assessment.
Part B - Stages 3 and 4: design of the frame, foundations, piling and podium transfer structure; design of below-ground drainage and SuDS attenuation; preparation of drawings and specifications for tender; and obtaining Building Control approval for the structural elements.
Part C - Stage 5: review of the Contractor's design proposals and temporary works interfaces, responding to technical queries, and periodic site inspections (not less than fortnightly).
2. The Services do not include geotechnical site investigation, façade engineering or mechanical and electrical engineering, which the Client will procure separately.`,
      `SCHEDULE 3 - FEE
Lump sum fee	£286,500 exclusive of VAT
Stage 2	£42,000
Stages 3 and 4	£171,900
Stage 5 (post-novation)	£72,600
Hourly rates for additional services: Director £145; Associate £118; Engineer £92; Technician £74 (all exclusive of VAT)
SCHEDULE 4 - FORM OF COLLATERAL WARRANTY
[The agreed form of consultant's collateral warranty initialled by the parties is annexed and is not reproduced in this copy.]
SCHEDULE 5 - FORM OF DEED OF NOVATION
[The agreed form of deed of novation initialled by the parties is annexed and is not reproduced in this copy.]
IN WITNESS whereof this Appointment has been executed as a deed by the parties and delivered on the date first written above.
Executed as a deed by SAILORTOWN YARD DEVELOPMENTS LIMITED acting by two directors:
Director	Patrick Carville
Director	Leanne Hutchinson
Executed as a deed by KEADY BRANNIGAN CONSULTING ENGINEERS LIMITED acting by a director in the presence of a witness:
Director	Niamh Keady
Witness	Aoibheann Rafferty, solicitor, 3 Market Street, Armagh BT61 7BW`,
    ],
    gold: {
      client: names('(1) SAILORTOWN YARD DEVELOPMENTS LIMITED (company number NI672341) whose registered office is at 11 Donegall Square West, Belfast BT1 6JL (the "Client")', 'Sailortown Yard Developments Limited'),
      consultant: names(
        '(2) KEADY BRANNIGAN CONSULTING ENGINEERS LIMITED (company number NI041226) whose registered office is at 27 Scotch Street, Armagh BT61 7BY (the "Consultant").',
        'Keady Brannigan Consulting Engineers Limited',
      ),
      discipline: text('The Client wishes to appoint the Consultant as civil and structural engineer for the Project', 'civil and structural engineer'),
      date: date('2025-08-19', 'THIS DEED OF APPOINTMENT is made the 19th day of August 2025'),
      project: text(
        'The Client intends to develop the site known as Sailortown Yard, Garmoyle Street, Belfast BT15 1DX (the "Site") by the construction of a nine-storey building comprising 126 build-to-rent apartments',
        'Sailortown Yard',
      ),
      services: text(
        'The Consultant shall provide civil and structural engineering services for the Project from RIBA Stage 2 (Concept Design) to RIBA Stage 4 (Technical Design) as described in the RIBA Plan of Work 2020',
        'RIBA Stage 2',
      ),
      fee: gbp(286500, [
        'the Client shall pay the Consultant a lump sum fee of £286,500 (two hundred and eighty-six thousand five hundred pounds) exclusive of VAT',
        'Lump sum fee £286,500 exclusive of VAT',
      ]),
      'standard-of-care': text(
        [
          'the reasonable skill, care and diligence to be expected of a properly qualified and competent civil and structural engineer experienced in carrying out services of a similar size, scope and complexity to the Services.',
          'Nothing in this Deed shall be construed as imposing on the Consultant any obligation that the Project or any part of it will be fit for any particular purpose.',
        ],
        'reasonable skill, care and diligence',
      ),
      'pi-level': gbp(5000000, 'The Consultant shall maintain professional indemnity insurance with a limit of indemnity of not less than £5,000,000 for each and every claim'),
      'pi-period': years(12, 'from the date of this Deed until twelve years after the date of Practical Completion, provided that such insurance remains available at commercially reasonable rates.'),
      'net-contribution': yes(
        "The Consultant's liability for any loss or damage suffered by the Client shall be limited to such sum as it would be just and equitable for the Consultant to pay having regard to the extent of its responsibility for the loss or damage",
      ),
      'liability-cap': gbp(4000000, "the Consultant's total aggregate liability under or in connection with this Deed shall not exceed £4,000,000"),
      copyright: text(
        [
          'The Consultant grants to the Client an irrevocable, non-exclusive, royalty-free licence to copy and use the Material and to reproduce the designs contained in it for any purpose relating to the Project',
          'The licence may be sub-licensed and shall be transferable to third parties without the consent of the Consultant.',
        ],
        'royalty-free',
      ),
      'warranties-and-third-party-rights': yes(
        'Within 14 days after a written request from the Client, the Consultant shall execute and deliver as a deed a collateral warranty in the form in Schedule 4 in favour of any Funder and of any purchaser or tenant of the whole of the Project.',
      ),
      novation: yes(
        'The Client may at any time require the Consultant to enter into a deed of novation with the Client and the Contractor in the form in Schedule 5, under which the Contractor shall be substituted for the Client as if it had been the client under this Deed from the beginning (ab initio).',
      ),
      assignment: text(
        "The Client may assign the benefit of this Deed, without the consent of the Consultant, on not more than two occasions, to a Funder, to any purchaser of the Client's interest in the Project or to a company in the same group as the Client.",
        'two occasions',
      ),
      'prohibited-materials': yes('The Consultant warrants that it has not specified and will not specify for use in the Project any Prohibited Materials'),
      'key-personnel': text(
        [
          'The Consultant shall not remove or replace any of the Key Personnel without the prior written consent of the Client (not to be unreasonably withheld)',
          'The Consultant shall perform the Services through the individuals named in Schedule 1 (the "Key Personnel").',
        ],
        'Key Personnel',
      ),
      'suspension-and-termination': text([
        'The Client may suspend the performance of all or any of the Services at any time by giving written notice to the Consultant.',
        "The Client may terminate this Deed at any time for any reason by giving not less than 14 days' written notice to the Consultant.",
        "The Consultant may terminate this Deed by not less than 14 days' written notice if the Client fails to pay any sum which is due and not in dispute within 28 days after the final date for payment, or if the Client becomes insolvent.",
      ]),
      'executed-as-deed': yes([
        'IN WITNESS whereof this Appointment has been executed as a deed by the parties and delivered on the date first written above.',
        'Executed as a deed by SAILORTOWN YARD DEVELOPMENTS LIMITED acting by two directors:',
      ]),
      'disputes-and-law': text(
        [
          'This Deed shall be governed by and construed in accordance with the law of Northern Ireland and, subject to clause 11.1, the courts of Northern Ireland shall have exclusive jurisdiction.',
          'Either party may refer any dispute under this Deed to adjudication at any time.',
        ],
        'Northern Ireland',
      ),
    },
    own: [
      {
        id: 'own-drop-without-cause',
        text: 'Can the developer drop the engineer part-way through without any fault on its part?',
        gold: yes("The Client may terminate this Deed at any time for any reason by giving not less than 14 days' written notice to the Consultant.", '14 days'),
      },
      {
        id: 'own-ground-investigation',
        text: 'Is the engineer responsible for the geotechnical site investigation?',
        gold: no('The Services do not include geotechnical site investigation, façade engineering or mechanical and electrical engineering, which the Client will procure separately.'),
      },
      {
        id: 'own-associate-rate',
        text: "What is an associate's hourly rate for additional services?",
        gold: gbp(118, 'Hourly rates for additional services: Director £145; Associate £118; Engineer £92; Technician £74 (all exclusive of VAT)'),
      },
      {
        id: 'own-long-suspension',
        text: 'What can the engineer do if the project is put on hold and never restarted?',
        gold: text(
          'If the Client has not instructed the Consultant to resume within six months after the date of the notice, the Consultant may treat the appointment as terminated by written notice to the Client.',
          'six months',
        ),
      },
    ],
  },
];
