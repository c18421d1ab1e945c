import {
  date,
  days,
  eur,
  gbp,
  identifier,
  months,
  names,
  no,
  notFound,
  percent,
  text,
  yes,
  years,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Share purchases in three jurisdictions (one in American drafting), an NDA, a distribution agreement, a CRO printout. */
export const CORPORATE: AnswerSetDocument[] = [
  {
    id: 'spa-en-ashcroft-payroll',
    typeKey: 'share-purchase-agreement',
    region: 'EN',
    title: 'Agreement for the sale and purchase of the entire issued share capital of Ashcroft Payroll Services Limited',
    style: 'deed',
    pages: [
      `DATED 28 March 2024
(1) HELEN MARGARET ASHCROFT and JONATHAN PAUL ASHCROFT
(2) KESTREL DIGITAL HOLDINGS LIMITED
(3) KESTREL GROUP PLC
AGREEMENT
for the sale and purchase of the entire issued share capital of
ASHCROFT PAYROLL SERVICES LIMITED
THIS AGREEMENT is dated 28 March 2024
PARTIES
(1) HELEN MARGARET ASHCROFT of 4 Ravenscroft Drive, Harrogate HG2 0DQ and JONATHAN PAUL ASHCROFT of 11 Ripon Road, Harrogate HG1 2JB (together the "Sellers");
(2) KESTREL DIGITAL HOLDINGS LIMITED, a company incorporated in England and Wales with company number 13344556, whose registered office is at 1 Wellington Place, Leeds LS1 4AP (the "Buyer"); and
(3) KESTREL GROUP PLC, a company incorporated in England and Wales with company number 04123987, whose registered office is at 1 Wellington Place, Leeds LS1 4AP (the "Buyer's Guarantor").
BACKGROUND
(A) ASHCROFT PAYROLL SERVICES LIMITED is a private company limited by shares incorporated in England and Wales with company number 05891234 (the "Company").
(B) The Sellers are the legal and beneficial owners of 1,000 ordinary shares of £1 each in the capital of the Company, which together comprise the whole of its issued share capital (the "Shares").
(C) The Sellers have agreed to sell and the Buyer has agreed to buy the Shares on the terms of this agreement.`,
      `1. SALE AND PURCHASE
1.1 The Sellers shall sell with full title guarantee and the Buyer shall buy the Shares free from all Encumbrances, with effect from Completion.
2. CONSIDERATION
2.1 The consideration for the Shares shall be £8,400,000 (the "Initial Consideration") together with any Earn-out Consideration payable under Schedule 6.
2.2 The Initial Consideration is a fixed price determined by reference to the Locked Box Accounts drawn up to 31 December 2023 (the "Locked Box Date"). The Sellers undertake that there has been no Leakage since the Locked Box Date and shall pay to the Buyer an amount equal to any Leakage received by them or their connected persons.
2.3 The Buyer shall pay the Sellers up to a further £1,500,000 by way of Earn-out Consideration if the EBITDA of the Company for the financial year ending 31 December 2025 exceeds £1,200,000, calculated in accordance with Schedule 6.
2.4 On Completion the Buyer shall pay £840,000 of the Initial Consideration (the "Retention") into the Retention Account, to be held for 18 months as security for Claims and released in accordance with Schedule 7.
3. CONDITIONS
3.1 Completion is conditional on: (a) the Landlord's written consent under clause 7.4 of the Lease of the Premises to the change of control of the Company; and (b) the novation to the Company, on terms satisfactory to the Buyer, of the payroll services contract with Northshire County Council.
3.2 If the Conditions have not been satisfied or waived by the Buyer on or before 30 June 2024 (the "Long Stop Date"), this agreement shall terminate.
4. PRE-COMPLETION UNDERTAKINGS
4.1 Between the date of this agreement and Completion the Sellers shall procure that the Company carries on its business in the ordinary course, and does not declare or pay any dividend, incur capital expenditure exceeding £25,000, or employ or dismiss any employee earning more than £40,000 a year, without the Buyer's prior written consent.
4.2 The Buyer may terminate this agreement by notice to the Sellers before Completion if any Warranty is or becomes untrue or misleading in any material respect.`,
      `5. COMPLETION
5.1 Completion shall take place at the offices of the Buyer's Solicitors on the fifth Business Day after the day on which the last of the Conditions is satisfied or waived, or at such other place and date as the Sellers and the Buyer agree.
6. WARRANTIES
6.1 The Sellers jointly and severally warrant to the Buyer that each Warranty set out in Schedule 4 is true and accurate at the date of this agreement. The Warranties are deemed to be repeated immediately before Completion by reference to the facts then existing.
6.2 The Warranties are qualified by the facts and circumstances fairly disclosed in the Disclosure Letter, with sufficient detail to enable a reasonable buyer to identify the nature and scope of the matter disclosed. The contents of the Data Room are deemed disclosed.
6.3 The Buyer confirms that no warranty and indemnity insurance has been obtained in connection with this agreement.
7. LIMITATIONS ON CLAIMS
7.1 The Sellers shall not be liable for a Claim unless the Buyer has given notice of it within 24 months of Completion, in the case of a Warranty Claim, or within seven years of Completion, in the case of a Tax Claim.
7.2 The Sellers shall not be liable for any individual Warranty Claim where the amount claimed is less than £10,000, and shall not be liable for any Warranty Claim unless the aggregate amount of all such Claims exceeds £100,000, in which case the Sellers shall be liable for the whole amount and not only the excess.
7.3 The aggregate liability of the Sellers for all Warranty Claims shall not exceed £2,520,000 (being 30 per cent of the Initial Consideration), and their aggregate liability for all Claims shall not exceed the Consideration actually paid.
8. INDEMNITIES AND TAX
8.1 The Sellers shall indemnify the Buyer against all Losses arising from the enquiry by HM Revenue & Customs into the employment status of the Company's contractors for the tax years 2019/20 to 2022/23, and from the employment tribunal claim brought against the Company by Mr Aaron Tate.
8.2 The Sellers covenant to pay to the Buyer amounts in respect of Tax of the Company in accordance with the tax covenant in Schedule 5.`,
      `9. RESTRICTIVE COVENANTS
9.1 Each Seller covenants with the Buyer that he or she shall not, for a period of three years after Completion, carry on or be engaged or interested in any business which competes with the payroll and pension administration business of the Company in the United Kingdom, or solicit any customer or employee of the Company.
10. BUYER'S GUARANTEE
10.1 The Buyer's Guarantor guarantees to the Sellers the due and punctual performance by the Buyer of its payment obligations under this agreement.
11. GOVERNING LAW AND JURISDICTION
11.1 This agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales.
11.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement.
This agreement has been entered into on the date stated at the beginning of it.
SCHEDULE 1: THE SELLERS
Helen Margaret Ashcroft: 600 ordinary shares.
Jonathan Paul Ashcroft: 400 ordinary shares.
SCHEDULE 4: WARRANTIES
Part 1 Title and capacity; Part 2 Accounts; Part 3 Contracts; Part 4 Employment; Part 5 Pensions; Part 6 Property; Part 7 Information technology and data protection; Part 8 Litigation.
SCHEDULE 5: TAX COVENANT
The Sellers covenant to pay to the Buyer an amount equal to any Tax Liability of the Company arising in respect of any period ending on or before Completion.`,
    ],
    gold: {
      sellers: names('HELEN MARGARET ASHCROFT of 4 Ravenscroft Drive, Harrogate HG2 0DQ and JONATHAN PAUL ASHCROFT', 'Helen Margaret Ashcroft', 'Jonathan Paul Ashcroft'),
      buyer: names('KESTREL DIGITAL HOLDINGS LIMITED, a company incorporated in England and Wales with company number 13344556', 'Kestrel Digital Holdings Limited'),
      guarantor: names('KESTREL GROUP PLC, a company incorporated in England and Wales with company number 04123987', 'Kestrel Group PLC'),
      target: identifier('05891234', 'ASHCROFT PAYROLL SERVICES LIMITED is a private company limited by shares incorporated in England and Wales with company number 05891234'),
      date: date('2024-03-28', 'THIS AGREEMENT is dated 28 March 2024'),
      shares: text('1,000 ordinary shares of £1 each in the capital of the Company, which together comprise the whole of its issued share capital', '1,000 ordinary shares'),
      price: gbp(8400000, 'The consideration for the Shares shall be £8,400,000 (the "Initial Consideration")'),
      'price-mechanism': text('The Initial Consideration is a fixed price determined by reference to the Locked Box Accounts drawn up to 31 December 2023', 'Locked Box'),
      'deferred-consideration': text('The Buyer shall pay the Sellers up to a further £1,500,000 by way of Earn-out Consideration', 'Earn-out'),
      'escrow-retention': gbp(840000, 'On Completion the Buyer shall pay £840,000 of the Initial Consideration (the "Retention") into the Retention Account'),
      conditions: text('the Landlord\'s written consent under clause 7.4 of the Lease of the Premises to the change of control of the Company', 'Landlord'),
      'long-stop-date': date('2024-06-30', 'on or before 30 June 2024 (the "Long Stop Date")'),
      completion: text('Completion shall take place at the offices of the Buyer\'s Solicitors on the fifth Business Day after the day on which the last of the Conditions is satisfied or waived', 'fifth Business Day'),
      warranties: text('The Sellers jointly and severally warrant to the Buyer that each Warranty set out in Schedule 4 is true and accurate at the date of this agreement.', 'jointly and severally'),
      'disclosure-standard': text('The Warranties are qualified by the facts and circumstances fairly disclosed in the Disclosure Letter', 'fairly disclosed'),
      'claim-time-limits': [
        months(24, 'unless the Buyer has given notice of it within 24 months of Completion, in the case of a Warranty Claim'),
        years(7, 'within seven years of Completion, in the case of a Tax Claim'),
      ],
      'de-minimis-and-basket': [
        gbp(10000, 'where the amount claimed is less than £10,000'),
        gbp(100000, 'unless the aggregate amount of all such Claims exceeds £100,000'),
      ],
      'liability-cap': gbp(2520000, 'shall not exceed £2,520,000 (being 30 per cent of the Initial Consideration)'),
      indemnities: text('The Sellers shall indemnify the Buyer against all Losses arising from the enquiry by HM Revenue & Customs into the employment status', 'indemnify'),
      'tax-covenant': yes([
        'in accordance with the tax covenant in Schedule 5',
        'The Sellers covenant to pay to the Buyer an amount equal to any Tax Liability of the Company arising in respect of any period ending on or before Completion.',
      ]),
      'wi-insurance': no('no warranty and indemnity insurance has been obtained in connection with this agreement'),
      'restrictive-covenants': years(3, 'he or she shall not, for a period of three years after Completion, carry on or be engaged or interested in any business which competes'),
      'pre-completion-conduct': text('Between the date of this agreement and Completion the Sellers shall procure that the Company carries on its business in the ordinary course', 'ordinary course'),
      'termination-before-completion': yes('The Buyer may terminate this agreement by notice to the Sellers before Completion if any Warranty is or becomes untrue or misleading in any material respect.'),
      'governing-law': text('shall be governed by and construed in accordance with the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-earn-out-max', text: 'What is the maximum earn-out?', gold: gbp(1500000, 'up to a further £1,500,000 by way of Earn-out Consideration') },
      { id: 'own-retention-period', text: 'How long is the retention held?', gold: months(18, 'to be held for 18 months as security for Claims') },
      { id: 'own-split', text: 'How many shares does Helen Ashcroft sell?', gold: text('Helen Margaret Ashcroft: 600 ordinary shares.', '600') },
    ],
  },
  {
    id: 'spa-ie-gallagher-data-us-style',
    typeKey: 'share-purchase-agreement',
    region: 'IE',
    title: 'Share Purchase Agreement: Gallagher Data Systems Limited',
    style: 'modern',
    pages: [
      `SHARE PURCHASE AGREEMENT
This SHARE PURCHASE AGREEMENT (this "Agreement") is made and entered into as of July 15, 2024, by and between GRANITE PEAK SOFTWARE, INC., a Delaware corporation ("Buyer"), GRANITE PEAK HOLDINGS, LLC, a Delaware limited liability company ("Parent"), and SEAMUS GALLAGHER and ORLA GALLAGHER, each an individual resident in Ireland (each a "Seller" and together, "Sellers").
RECITALS
WHEREAS, Sellers own all of the issued and outstanding shares of GALLAGHER DATA SYSTEMS LIMITED, a private company limited by shares incorporated in Ireland with registered number 544123 (the "Company"), consisting of 250,000 ordinary shares of €1.00 each (the "Shares"); and
WHEREAS, Sellers desire to sell to Buyer, and Buyer desires to purchase from Sellers, all of the Shares, subject to the terms and conditions set forth herein.
NOW, THEREFORE, in consideration of the mutual covenants, terms and conditions set forth herein, and for other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the parties hereto agree as follows:
ARTICLE I. PURCHASE AND SALE
Section 1.01 Purchase and Sale. Subject to the terms and conditions set forth herein, at the Closing, Sellers shall sell to Buyer, and Buyer shall purchase from Sellers, all of Sellers' right, title and interest in and to the Shares for the consideration specified in Section 1.02.
Section 1.02 Purchase Price. The aggregate purchase price for the Shares shall be €22,500,000 (the "Purchase Price"), subject to adjustment pursuant to Section 1.04.
Section 1.03 Escrow. At the Closing, Buyer shall deposit €2,250,000 of the Purchase Price (the "Escrow Amount") with Liffey Trust Services DAC, as escrow agent, to be held for a period of twelve months following the Closing Date.
Section 1.04 Purchase Price Adjustment. Within ninety days after the Closing Date, Buyer shall prepare Closing Accounts, and the Purchase Price shall be increased or decreased, euro for euro, by the amount by which Closing Working Capital exceeds or falls short of the Target Working Capital of €1,800,000.`,
      `ARTICLE II. CLOSING
Section 2.01 Conditions to Closing. The obligations of the parties to consummate the transactions contemplated hereby are subject to the receipt of a determination by the Competition and Consumer Protection Commission that the acquisition may be put into effect under the Competition Act 2002.
Section 2.02 Outside Date. If the Closing shall not have occurred on or before October 31, 2024 (the "Outside Date"), either Buyer or Sellers may terminate this Agreement by written notice.
Section 2.03 Closing. The closing of the transactions contemplated by this Agreement (the "Closing") shall take place remotely by the electronic exchange of documents and signatures on the third Business Day after all of the conditions to Closing have been satisfied or waived.
Section 2.04 Conduct of Business Prior to the Closing. From the date hereof until the Closing, Sellers shall cause the Company to conduct its business in the ordinary course consistent with past practice, and shall not permit the Company to issue any shares, incur indebtedness for borrowed money, or enter into any contract with a value exceeding €100,000.
Section 2.05 Termination for Material Adverse Effect. Buyer may terminate this Agreement at any time prior to the Closing if there has occurred any Material Adverse Effect.
ARTICLE III. REPRESENTATIONS AND WARRANTIES OF SELLERS
Section 3.01 Sellers jointly and severally represent and warrant to Buyer that the statements contained in this Article III are true and correct as of the date hereof and as of the Closing Date, except as set forth in the Disclosure Schedules.
Section 3.02 The representations and warranties are qualified only by matters fairly disclosed in the Disclosure Schedules with sufficient details to identify the nature and scope of the matter disclosed.`,
      `ARTICLE IV. INDEMNIFICATION
Section 4.01 Survival. The representations and warranties contained herein shall survive the Closing until the date that is eighteen months after the Closing Date, provided that the representations and warranties relating to Tax shall survive until six years after the Closing Date.
Section 4.02 Limitations. Sellers shall not be liable for any individual claim of less than €25,000, and shall not be liable unless the aggregate amount of all Losses exceeds €225,000, in which event Sellers shall be liable only for Losses in excess of such amount.
Section 4.03 Cap. The aggregate amount of all Losses for which Sellers shall be liable under Article III shall not exceed €4,500,000 (being 20 per cent of the Purchase Price).
Section 4.04 Special Indemnity. Sellers shall indemnify Buyer against all Losses arising out of the audit by the Revenue Commissioners of the research and development tax credit claims of the Company for the years 2020 to 2022.
Section 4.05 Tax Deed. At the Closing, Sellers shall execute and deliver to Buyer the tax deed in the agreed form, under which Sellers covenant to pay Buyer the amount of any pre-Closing Tax liability of the Company.
Section 4.06 R&W Insurance. Buyer has bound a buyer-side warranty and indemnity insurance policy. Buyer's sole recourse for breach of the representations and warranties in Article III, other than in the case of fraud, shall be to such policy, save for the first €225,000 of Losses.
ARTICLE V. COVENANTS
Section 5.01 Non-Competition. For a period of twenty-four months commencing on the Closing Date, neither Seller shall, directly or indirectly, engage in any business that competes with the Company's data analytics business in Ireland or the United Kingdom.
Section 5.02 Parent Guarantee. Parent hereby guarantees the full and punctual payment by Buyer of the Purchase Price and all other amounts payable by Buyer under this Agreement.
ARTICLE VI. MISCELLANEOUS
Section 6.01 Governing Law. This Agreement shall be governed by and construed in accordance with the laws of Ireland, and each party irrevocably submits to the exclusive jurisdiction of the courts of Ireland.
IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be executed as of the date first written above.`,
    ],
    gold: {
      sellers: names('SEAMUS GALLAGHER and ORLA GALLAGHER, each an individual resident in Ireland', 'Seamus Gallagher', 'Orla Gallagher'),
      buyer: names('GRANITE PEAK SOFTWARE, INC., a Delaware corporation ("Buyer")', 'Granite Peak Software, Inc.'),
      guarantor: names(['GRANITE PEAK HOLDINGS, LLC, a Delaware limited liability company ("Parent")', 'Parent hereby guarantees the full and punctual payment by Buyer of the Purchase Price'], 'Granite Peak Holdings, LLC'),
      target: identifier('544123', 'GALLAGHER DATA SYSTEMS LIMITED, a private company limited by shares incorporated in Ireland with registered number 544123'),
      date: date('2024-07-15', 'is made and entered into as of July 15, 2024'),
      shares: text('consisting of 250,000 ordinary shares of €1.00 each (the "Shares")', '250,000 ordinary shares'),
      price: eur(22500000, 'The aggregate purchase price for the Shares shall be €22,500,000 (the "Purchase Price")'),
      'price-mechanism': text('the Purchase Price shall be increased or decreased, euro for euro, by the amount by which Closing Working Capital exceeds or falls short of the Target Working Capital', 'Working Capital'),
      'deferred-consideration': notFound,
      'escrow-retention': eur(2250000, 'Buyer shall deposit €2,250,000 of the Purchase Price (the "Escrow Amount")'),
      conditions: text('subject to the receipt of a determination by the Competition and Consumer Protection Commission', 'Competition and Consumer Protection Commission'),
      'long-stop-date': date('2024-10-31', 'If the Closing shall not have occurred on or before October 31, 2024 (the "Outside Date")'),
      completion: text('shall take place remotely by the electronic exchange of documents and signatures on the third Business Day after all of the conditions to Closing have been satisfied or waived', 'third Business Day'),
      warranties: text('Sellers jointly and severally represent and warrant to Buyer that the statements contained in this Article III are true and correct as of the date hereof and as of the Closing Date', 'jointly and severally'),
      'disclosure-standard': text('qualified only by matters fairly disclosed in the Disclosure Schedules', 'fairly disclosed'),
      'claim-time-limits': [
        months(18, 'shall survive the Closing until the date that is eighteen months after the Closing Date'),
        years(6, 'shall survive until six years after the Closing Date'),
      ],
      'de-minimis-and-basket': [
        eur(25000, 'Sellers shall not be liable for any individual claim of less than €25,000'),
        eur(225000, 'unless the aggregate amount of all Losses exceeds €225,000'),
      ],
      'liability-cap': eur(4500000, 'shall not exceed €4,500,000 (being 20 per cent of the Purchase Price)'),
      indemnities: text('Sellers shall indemnify Buyer against all Losses arising out of the audit by the Revenue Commissioners of the research and development tax credit claims', 'Revenue Commissioners'),
      'tax-covenant': yes('Sellers shall execute and deliver to Buyer the tax deed in the agreed form'),
      'wi-insurance': yes('Buyer has bound a buyer-side warranty and indemnity insurance policy.'),
      'restrictive-covenants': months(24, 'For a period of twenty-four months commencing on the Closing Date, neither Seller shall'),
      'pre-completion-conduct': text('Sellers shall cause the Company to conduct its business in the ordinary course consistent with past practice', 'ordinary course'),
      'termination-before-completion': yes('Buyer may terminate this Agreement at any time prior to the Closing if there has occurred any Material Adverse Effect.'),
      'governing-law': text('This Agreement shall be governed by and construed in accordance with the laws of Ireland', 'Ireland'),
    },
    own: [
      { id: 'own-working-capital-target', text: 'What is the working capital target?', gold: eur(1800000, 'the Target Working Capital of €1,800,000') },
      { id: 'own-escrow-agent', text: 'Who is the escrow agent?', gold: names('with Liffey Trust Services DAC, as escrow agent', 'Liffey Trust Services DAC') },
    ],
  },
  {
    id: 'spa-sc-tayside-solar',
    typeKey: 'share-purchase-agreement',
    region: 'SC',
    title: 'Share Purchase Agreement: Tayside Solar Maintenance Limited',
    style: 'modern',
    pages: [
      `SHARE PURCHASE AGREEMENT
between
ANGUS RENEWABLES HOLDINGS LIMITED
and
FIFE ENERGY SERVICES LIMITED
relating to the entire issued share capital of
TAYSIDE SOLAR MAINTENANCE LIMITED
SHARE PURCHASE AGREEMENT between ANGUS RENEWABLES HOLDINGS LIMITED, incorporated under the Companies Acts with registered number SC337810 and having its registered office at 9 Castle Street, Forfar DD8 3AE (the "Seller"), and FIFE ENERGY SERVICES LIMITED, incorporated under the Companies Acts with registered number SC590044 and having its registered office at 2 Pitreavie Court, Dunfermline KY11 8UU (the "Purchaser").
WHEREAS the Seller is the sole legal and beneficial owner of the whole of the issued share capital of TAYSIDE SOLAR MAINTENANCE LIMITED, incorporated under the Companies Acts with registered number SC402211 (the "Company"), being 5,000 ordinary shares of £1 each (the "Sale Shares"):
NOW THEREFORE the parties agree as follows:
1. Sale and purchase
1.1 The Seller shall sell and the Purchaser shall purchase the Sale Shares with effect from Completion, which shall take place at the offices of Strathearn Legal LLP, Perth, immediately after the signing of this Agreement on 6 September 2024.
2. Consideration
2.1 The consideration for the Sale Shares is £3,150,000 (the "Consideration"), of which £2,650,000 is payable in cash at Completion and £500,000 (the "Deferred Consideration") is payable on the first anniversary of Completion.
2.2 The Consideration shall be increased or reduced pound for pound by the amount by which the Net Assets shown in the Completion Accounts exceed or fall short of £900,000.`,
      `3. Warranties
3.1 The Seller warrants to the Purchaser in the terms of Schedule 2 as at the date of this Agreement, subject to matters fairly disclosed in the Disclosure Letter.
4. Limitations
4.1 The Seller shall not be liable for any Claim unless notice of it is given to the Seller within two years after Completion, or within seven years after Completion in the case of a Claim under the Tax Covenant.
4.2 The Seller shall not be liable for any Claim of less than £5,000, nor unless the aggregate of all Claims exceeds £50,000.
4.3 The total liability of the Seller for all Claims shall not exceed the Consideration.
4.4 The Purchaser may set off any Claim agreed or determined in its favour against the Deferred Consideration.
5. Tax Covenant
5.1 The Seller undertakes to pay to the Purchaser an amount equal to any Tax liability of the Company arising in respect of the period before Completion, in terms of the tax covenant in Schedule 4.
6. Restrictions on the Seller
6.1 The Seller undertakes that it shall not, for a period of two years after Completion, carry on in Scotland any business of maintaining solar photovoltaic installations in competition with the Company, nor solicit any customer of the Company.
7. Law and jurisdiction
7.1 This Agreement shall be governed by the law of Scotland, and the parties prorogate the exclusive jurisdiction of the Court of Session.
IN WITNESS WHEREOF these presents consisting of this and the preceding page are executed in counterpart as follows: they are subscribed for and on behalf of Angus Renewables Holdings Limited at Perth on 6 September 2024 by Morven Ogilvy, Director, before Ian Doig, witness; and for and on behalf of Fife Energy Services Limited at Perth on 6 September 2024 by Stuart Beveridge, Director, before Ian Doig, witness.`,
    ],
    gold: {
      sellers: names('ANGUS RENEWABLES HOLDINGS LIMITED, incorporated under the Companies Acts with registered number SC337810', 'Angus Renewables Holdings Limited'),
      buyer: names('FIFE ENERGY SERVICES LIMITED, incorporated under the Companies Acts with registered number SC590044', 'Fife Energy Services Limited'),
      guarantor: notFound,
      target: identifier('SC402211', 'TAYSIDE SOLAR MAINTENANCE LIMITED, incorporated under the Companies Acts with registered number SC402211'),
      date: date('2024-09-06', ['immediately after the signing of this Agreement on 6 September 2024', 'at Perth on 6 September 2024 by Morven Ogilvy']),
      shares: text('being 5,000 ordinary shares of £1 each (the "Sale Shares")', '5,000 ordinary shares'),
      price: gbp(3150000, 'The consideration for the Sale Shares is £3,150,000 (the "Consideration")'),
      'price-mechanism': text('increased or reduced pound for pound by the amount by which the Net Assets shown in the Completion Accounts exceed or fall short of £900,000', 'Completion Accounts'),
      'deferred-consideration': text('£500,000 (the "Deferred Consideration") is payable on the first anniversary of Completion', '£500,000'),
      'escrow-retention': notFound,
      conditions: notFound,
      'long-stop-date': notFound,
      completion: date('2024-09-06', 'immediately after the signing of this Agreement on 6 September 2024'),
      warranties: text('The Seller warrants to the Purchaser in the terms of Schedule 2 as at the date of this Agreement', 'Schedule 2'),
      'disclosure-standard': text('subject to matters fairly disclosed in the Disclosure Letter', 'fairly disclosed'),
      'claim-time-limits': [
        years(2, 'unless notice of it is given to the Seller within two years after Completion'),
        years(7, 'within seven years after Completion in the case of a Claim under the Tax Covenant'),
      ],
      'de-minimis-and-basket': [
        gbp(5000, 'The Seller shall not be liable for any Claim of less than £5,000'),
        gbp(50000, 'nor unless the aggregate of all Claims exceeds £50,000'),
      ],
      'liability-cap': [
        gbp(3150000, 'The consideration for the Sale Shares is £3,150,000 (the "Consideration")'),
        text('The total liability of the Seller for all Claims shall not exceed the Consideration.', 'shall not exceed the Consideration'),
      ],
      indemnities: notFound,
      'tax-covenant': yes('in terms of the tax covenant in Schedule 4'),
      'wi-insurance': notFound,
      'restrictive-covenants': years(2, 'it shall not, for a period of two years after Completion, carry on in Scotland any business'),
      'pre-completion-conduct': notFound,
      'termination-before-completion': notFound,
      'governing-law': text('This Agreement shall be governed by the law of Scotland', 'Scotland'),
    },
    own: [{ id: 'own-set-off', text: 'Can the purchaser set claims off against the deferred consideration?', gold: yes('The Purchaser may set off any Claim agreed or determined in its favour against the Deferred Consideration.') }],
  },
  {
    id: 'nda-en-halcyon-ridgeway',
    typeKey: 'commercial-contract',
    region: 'EN',
    title: 'Mutual Non-Disclosure Agreement: Halcyon Biotech Limited and Ridgeway Pharma Services Ltd',
    style: 'modern',
    pages: [
      `MUTUAL NON-DISCLOSURE AGREEMENT
This Mutual Non-Disclosure Agreement (the "Agreement") is dated 5 September 2024 and is effective from 1 September 2024 (the "Effective Date").
BETWEEN:
(1) HALCYON BIOTECH LIMITED, a company incorporated in England and Wales with company number 10987654, whose registered office is at The Bioincubator, Milton Road, Cambridge CB4 0WS ("Halcyon"); and
(2) RIDGEWAY PHARMA SERVICES LTD, a company incorporated in England and Wales with company number 08123777, whose registered office is at Unit 7, Didcot Science Park, Didcot OX11 0QX ("Ridgeway"),
each a "party" and together the "parties".
1. Purpose
1.1 The parties wish to exchange Confidential Information for the purpose of evaluating a possible collaboration on the contract manufacture of Halcyon's monoclonal antibody candidate HB-201 (the "Purpose").
2. Confidentiality obligations
2.1 Each party receiving Confidential Information (the "Recipient") shall keep it secret and confidential, use it only for the Purpose, and not disclose it to any person other than its employees and professional advisers who need to know it for the Purpose and are bound by obligations of confidence.
2.2 The obligations in clause 2.1 do not apply to information which is or becomes publicly available other than through a breach of this Agreement, which the Recipient lawfully had before disclosure, or which it is required by law or by a regulator to disclose.
3. Intellectual property
3.1 All Confidential Information remains the property of the party that disclosed it. No licence or other right in any intellectual property is granted by this Agreement, except the right to use Confidential Information for the Purpose.
4. Personal data
4.1 The parties do not intend to share personal data under this Agreement, and neither party shall disclose personal data to the other in connection with the Purpose.`,
      `5. Term and termination
5.1 This Agreement shall continue until 31 August 2026 unless terminated earlier in accordance with this clause.
5.2 Either party may terminate this Agreement at any time by giving the other not less than 30 days' written notice.
5.3 Either party may terminate this Agreement immediately by written notice if the other party commits a material breach of it.
5.4 On termination or expiry, each Recipient shall promptly return or destroy all documents and materials containing the other party's Confidential Information, save for one archival copy kept for compliance purposes. The obligations of confidence shall continue for five years after termination or expiry.
6. Non-solicitation
6.1 Neither party shall, during the term of this Agreement and for twelve months after it ends, solicit for employment any employee of the other party with whom it had contact in connection with the Purpose.
7. Assignment
7.1 Neither party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party.
8. Remedies
8.1 Each party acknowledges that damages alone may not be an adequate remedy for breach of this Agreement, and that the other party shall be entitled to seek an injunction or specific performance.
9. Governing law and jurisdiction
9.1 This Agreement and any dispute or claim arising out of it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.
Signed for Halcyon Biotech Limited by Dr Imogen Fairweather, Chief Executive Officer, on 4 September 2024.
Signed for Ridgeway Pharma Services Ltd by Marcus Lyle, Managing Director, on 5 September 2024.`,
    ],
    gold: {
      'document-name': text('MUTUAL NON-DISCLOSURE AGREEMENT', 'NON-DISCLOSURE AGREEMENT'),
      parties: names(['HALCYON BIOTECH LIMITED, a company incorporated in England and Wales with company number 10987654', 'RIDGEWAY PHARMA SERVICES LTD, a company incorporated in England and Wales with company number 08123777'], 'Halcyon Biotech Limited', 'Ridgeway Pharma Services Ltd'),
      'agreement-date': date('2024-09-05', 'This Mutual Non-Disclosure Agreement (the "Agreement") is dated 5 September 2024'),
      'effective-date': date('2024-09-01', 'is effective from 1 September 2024 (the "Effective Date")'),
      'expiration-date': date('2026-08-31', 'This Agreement shall continue until 31 August 2026 unless terminated earlier'),
      'renewal-term': notFound,
      'notice-to-terminate-renewal': notFound,
      'termination-for-convenience': yes('Either party may terminate this Agreement at any time by giving the other not less than 30 days\' written notice.'),
      'termination-rights': text('Either party may terminate this Agreement immediately by written notice if the other party commits a material breach of it.', 'material breach'),
      'change-of-control': notFound,
      assignment: no('Neither party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party.', 'consent'),
      exclusivity: notFound,
      'non-compete': yes('Neither party shall, during the term of this Agreement and for twelve months after it ends, solicit for employment any employee'),
      'liability-cap': notFound,
      'uncapped-liabilities': notFound,
      charges: notFound,
      'payment-terms': notFound,
      'minimum-commitment': notFound,
      'service-levels': notFound,
      'intellectual-property': text('No licence or other right in any intellectual property is granted by this Agreement', 'No licence'),
      'data-protection': [notFound, no('The parties do not intend to share personal data under this Agreement')],
      'audit-rights': notFound,
      insurance: notFound,
      'exit-and-employees': text('each Recipient shall promptly return or destroy all documents and materials containing the other party\'s Confidential Information', 'return or destroy'),
      'governing-law': text('shall be governed by the law of England and Wales', 'England and Wales'),
    },
    own: [
      { id: 'own-survival', text: 'How long do the confidentiality obligations last after the agreement ends?', gold: years(5, 'The obligations of confidence shall continue for five years after termination or expiry.') },
      { id: 'own-purpose', text: 'What is the purpose of the disclosure?', gold: text('evaluating a possible collaboration on the contract manufacture of Halcyon\'s monoclonal antibody candidate HB-201', 'HB-201') },
    ],
  },
  {
    id: 'distribution-wa-celtic-coast',
    typeKey: 'commercial-contract',
    region: 'WA',
    title: 'Exclusive Distribution Agreement: Celtic Coast Seafoods Limited and Brecon Fine Foods Distribution Ltd',
    style: 'deed',
    pages: [
      `EXCLUSIVE DISTRIBUTION AGREEMENT
THIS AGREEMENT is made on 20 March 2023
BETWEEN
(1) CELTIC COAST SEAFOODS LIMITED, incorporated in England and Wales with company number 06711290, whose registered office is at The Docks, Milford Haven SA73 3AF (the "Supplier"); and
(2) BRECON FINE FOODS DISTRIBUTION LTD, incorporated in England and Wales with company number 11450987, whose registered office is at Unit 1, Brecon Enterprise Park, Brecon LD3 8BT (the "Distributor").
1. DEFINITIONS
1.1 "Commencement Date" means 1 April 2023; "Products" means the smoked and fresh seafood products listed in Schedule 1; "Territory" means Wales.
2. APPOINTMENT
2.1 The Supplier appoints the Distributor as its exclusive distributor of the Products in the Territory, and shall not appoint any other distributor of the Products in the Territory or sell the Products to customers in the Territory itself.
2.2 The Distributor shall not, during the term of this Agreement, distribute any seafood products which compete with the Products.
3. DURATION
3.1 This Agreement shall come into force on the Commencement Date and shall continue for an initial term expiring on 31 March 2026 (the "Initial Term").
3.2 This Agreement shall then renew automatically for successive periods of twelve months unless either party gives the other not less than six months' written notice of non-renewal expiring at the end of the Initial Term or of any renewal period.
3.3 Neither party may terminate this Agreement for convenience during the Initial Term.
4. MINIMUM PURCHASES
4.1 The Distributor shall purchase Products to a value of not less than £250,000 (excluding VAT) in each Contract Year.
5. PRICES AND PAYMENT
5.1 The prices of the Products are set out in Schedule 2 and may be increased by the Supplier once in each Contract Year by no more than the increase in the Consumer Prices Index, and in any event by no more than 5 per cent.
5.2 The Distributor shall pay each invoice within 30 days of the date of the invoice.`,
      `6. DELIVERY AND SERVICE LEVELS
6.1 The Supplier shall deliver Products within 48 hours of accepting an order. If more than 5 per cent of orders in any month are delivered late, the Supplier shall credit the Distributor with 2 per cent of the value of the late orders.
7. INTELLECTUAL PROPERTY
7.1 The Supplier grants the Distributor a non-exclusive licence to use the Supplier's trade marks in the Territory solely to promote and sell the Products. All intellectual property in the Products and the trade marks remains with the Supplier.
8. DATA PROTECTION
8.1 Where the Distributor processes personal data on behalf of the Supplier, it shall do so as processor in accordance with the data processing terms in Schedule 3, which comply with Article 28 of the UK GDPR.
9. AUDIT
9.1 The Supplier may, on giving 10 Business Days' notice, inspect and audit the Distributor's sales records relating to the Products once in each Contract Year.
10. INSURANCE
10.1 The Supplier shall maintain product liability insurance with a limit of indemnity of not less than £5,000,000 for each claim.
11. LIABILITY
11.1 Nothing in this Agreement limits either party's liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability which cannot be limited by law.
11.2 Neither party shall be liable for any loss of profit or any indirect or consequential loss.
11.3 Subject to clause 11.1, each party's total liability in each Contract Year shall not exceed £500,000.
12. TERMINATION
12.1 Either party may terminate this Agreement immediately by notice if the other commits a material breach which is not remedied within 30 days of notice, or becomes insolvent.
12.2 The Supplier may terminate this Agreement on 30 days' notice if the Distributor undergoes a change of control.
12.3 On termination the Distributor may sell its remaining stock of the Products for three months. No employees shall transfer to either party on termination.
13. ASSIGNMENT
13.1 The Distributor shall not assign or subcontract this Agreement without the Supplier's prior written consent.
14. GOVERNING LAW AND DISPUTES
14.1 This Agreement is governed by the law of England and Wales. The parties shall first refer any dispute to mediation under the CEDR Model Mediation Procedure, failing which the courts of England and Wales shall have exclusive jurisdiction.`,
    ],
    gold: {
      'document-name': text('EXCLUSIVE DISTRIBUTION AGREEMENT', 'DISTRIBUTION AGREEMENT'),
      parties: names(['CELTIC COAST SEAFOODS LIMITED, incorporated in England and Wales with company number 06711290', 'BRECON FINE FOODS DISTRIBUTION LTD, incorporated in England and Wales with company number 11450987'], 'Celtic Coast Seafoods Limited', 'Brecon Fine Foods Distribution Ltd'),
      'agreement-date': date('2023-03-20', 'THIS AGREEMENT is made on 20 March 2023'),
      'effective-date': date('2023-04-01', '"Commencement Date" means 1 April 2023'),
      'expiration-date': date('2026-03-31', 'shall continue for an initial term expiring on 31 March 2026 (the "Initial Term")'),
      'renewal-term': months(12, 'This Agreement shall then renew automatically for successive periods of twelve months'),
      'notice-to-terminate-renewal': months(6, 'unless either party gives the other not less than six months\' written notice of non-renewal'),
      'termination-for-convenience': no('Neither party may terminate this Agreement for convenience during the Initial Term.'),
      'termination-rights': text('Either party may terminate this Agreement immediately by notice if the other commits a material breach which is not remedied within 30 days of notice, or becomes insolvent.', 'material breach'),
      'change-of-control': yes('The Supplier may terminate this Agreement on 30 days\' notice if the Distributor undergoes a change of control.'),
      assignment: no('The Distributor shall not assign or subcontract this Agreement without the Supplier\'s prior written consent.', 'consent'),
      exclusivity: yes('The Supplier appoints the Distributor as its exclusive distributor of the Products in the Territory'),
      'non-compete': yes('The Distributor shall not, during the term of this Agreement, distribute any seafood products which compete with the Products.'),
      'liability-cap': gbp(500000, 'each party\'s total liability in each Contract Year shall not exceed £500,000'),
      'uncapped-liabilities': text('Nothing in this Agreement limits either party\'s liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation', 'death or personal injury'),
      charges: [
        text('may be increased by the Supplier once in each Contract Year by no more than the increase in the Consumer Prices Index', 'Consumer Prices Index'),
        percent(5, 'and in any event by no more than 5 per cent'),
      ],
      'payment-terms': days(30, 'The Distributor shall pay each invoice within 30 days of the date of the invoice.'),
      'minimum-commitment': yes('The Distributor shall purchase Products to a value of not less than £250,000 (excluding VAT) in each Contract Year.'),
      'service-levels': text([
        'The Supplier shall deliver Products within 48 hours of accepting an order.',
        'If more than 5 per cent of orders in any month are delivered late, the Supplier shall credit the Distributor with 2 per cent of the value of the late orders.',
      ]),
      'intellectual-property': text('All intellectual property in the Products and the trade marks remains with the Supplier.', 'remains with the Supplier'),
      'data-protection': yes('in accordance with the data processing terms in Schedule 3, which comply with Article 28 of the UK GDPR'),
      'audit-rights': yes('The Supplier may, on giving 10 Business Days\' notice, inspect and audit the Distributor\'s sales records'),
      insurance: text('product liability insurance with a limit of indemnity of not less than £5,000,000 for each claim', '£5,000,000'),
      'exit-and-employees': text([
        'On termination the Distributor may sell its remaining stock of the Products for three months.',
        'No employees shall transfer to either party on termination.',
      ]),
      'governing-law': text('The parties shall first refer any dispute to mediation under the CEDR Model Mediation Procedure', 'mediation'),
    },
    own: [
      { id: 'own-territory', text: 'What is the territory?', gold: text('"Territory" means Wales.', 'Wales') },
      { id: 'own-minimum', text: 'How much must the distributor buy each year?', gold: gbp(250000, 'not less than £250,000 (excluding VAT) in each Contract Year') },
    ],
  },
  {
    id: 'cro-printout-ie-burren-dairies',
    typeKey: 'company-register-extract',
    region: 'IE',
    title: 'Companies Registration Office printout: Burren Organic Dairies Limited',
    style: 'register',
    pages: [
      `COMPANIES REGISTRATION OFFICE
Company Printout
Printed on 11 November 2024
Company Number\t654321
Company Name\tBURREN ORGANIC DAIRIES LIMITED
Previous Name\tBURREN DAIRIES LIMITED (name changed on 2 June 2020)
Registration Date\t14 March 2019
Company Type\tLTD - Private Company Limited by Shares
Company Status\tNormal
Registered Office\tCreamery Lane, Ennistymon, Co. Clare, V95 H2K7
Jurisdiction\tIreland
Principal Activity\tNACE 10.51 Operation of dairies and cheese making
Last Accounts Made Up To\t31 December 2023
Next Annual Return Date\t14 March 2025
Directors\tMAIREAD CONNEELY (appointed 14 March 2019); PADRAIG HYNES (appointed 14 March 2019); THOMAS LYNCH (appointed 1 October 2022)
Secretary\tCLARE COMPANY SECRETARIAL SERVICES LIMITED
Charges\t2 charges registered: charge created 5 August 2020 in favour of Atlantic Rural Bank DAC (outstanding); charge created 19 May 2021 in favour of Shannon Equipment Finance Limited (satisfied 30 June 2024)
Submissions\tAnnual return made up to 14 March 2024 filed on 2 April 2024; financial statements to 31 December 2023 attached
This printout is a record of the information held on the register on the date printed.`,
    ],
    gold: {
      'company-name': names(['Company Name BURREN ORGANIC DAIRIES LIMITED', 'Previous Name BURREN DAIRIES LIMITED (name changed on 2 June 2020)'], 'Burren Organic Dairies Limited'),
      'company-number': identifier('654321', 'Company Number 654321'),
      'incorporation-date': date('2019-03-14', 'Registration Date 14 March 2019'),
      'registered-office': text('Registered Office Creamery Lane, Ennistymon, Co. Clare, V95 H2K7', 'Ennistymon'),
      'company-type': text('Company Type LTD - Private Company Limited by Shares', 'Private Company Limited by Shares'),
      status: text('Company Status Normal', 'Normal'),
      'registration-jurisdiction': text('Jurisdiction Ireland', 'Ireland'),
      officers: names(
        [
          'MAIREAD CONNEELY (appointed 14 March 2019); PADRAIG HYNES (appointed 14 March 2019); THOMAS LYNCH (appointed 1 October 2022)',
          'Secretary CLARE COMPANY SECRETARIAL SERVICES LIMITED',
        ],
        'Mairead Conneely',
        'Padraig Hynes',
        'Thomas Lynch',
        'Clare Company Secretarial Services Limited',
      ),
      'nature-of-business': text('NACE 10.51 Operation of dairies and cheese making', '10.51'),
      accounts: date('2023-12-31', 'Last Accounts Made Up To 31 December 2023'),
      charges: yes('charge created 5 August 2020 in favour of Atlantic Rural Bank DAC (outstanding)'),
      'insolvency-or-strike-off': notFound,
      'overdue-filings': notFound,
      'extract-date': date('2024-11-11', 'Printed on 11 November 2024'),
      'annual-return-date': date('2025-03-14', 'Next Annual Return Date 14 March 2025'),
    },
    own: [{ id: 'own-secretary', text: 'Who is the company secretary?', gold: names('Secretary CLARE COMPANY SECRETARIAL SERVICES LIMITED', 'Clare Company Secretarial Services Limited') }],
  },
];
