import { date, days, eur, gbp, identifier, months, names, no, notFound, percent, text, yes, years, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_A: AnswerSetDocument[] = [
  {
    id: 'calibration-spa-en-fenmere-corvane',
    typeKey: 'share-purchase-agreement',
    region: 'EN',
    title: 'Share purchase agreement: the entire issued share capital of Fenmere Bioscience Limited',
    style: 'deed',
    pages: [
      `THIS AGREEMENT is dated 14 March 2025
PARTIES
(1) PRIYA RAMAN of 22 Chesterton Road, Cambridge CB4 3AX ("Dr Raman");
(2) THOMAS EDWARD ASHWORTH of Mill House, Horningsea Road, Fen Ditton, Cambridge CB5 8SU ("Mr Ashworth"),
(Dr Raman and Mr Ashworth together the "Sellers" and each a "Seller"); and
(3) CORVANE HOLDINGS LIMITED, a company incorporated in England and Wales with company number 11029384, whose registered office is at 4 Canal Wharf, Leeds LS11 5PS (the "Buyer").
BACKGROUND
(A) FENMERE BIOSCIENCE LIMITED is a private company limited by shares incorporated in England and Wales with company number 07734125 (the "Company"). It develops and supplies DNA synthesis reagents and engineered enzymes to research laboratories.
(B) The Sellers are the legal and beneficial owners of the Sale Shares and have agreed to sell them to the Buyer on the terms of this agreement.
AGREED TERMS
1. INTERPRETATION
1.1 The following definitions apply in this agreement:
"Business Day": a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business.
"Claim": a claim for breach of any of the Warranties, or a claim under the Tax Covenant.
"Condition": the condition set out in clause 3.1.
"Data Room": the virtual data room hosted by Ansarada under the name "Project Heron", as it stood at 5.00 pm on 12 March 2025.
"Deferred Consideration": £800,000 of the Consideration, payable in accordance with clause 2.3.
"Disclosure Letter": the letter from the Sellers to the Buyer dated the same date as this agreement and delivered to the Buyer before the signing of this agreement.
"Leakage": any dividend or distribution declared, paid or made by the Company, any payment made to or for the benefit of a Seller or a person connected with a Seller (other than salary at the rate in force at the Locked Box Date), any waiver of any amount owed to the Company by a Seller, and any fee paid by the Company to its advisers in connection with this agreement.
"Locked Box Accounts": the unaudited balance sheet of the Company as at the Locked Box Date, in the agreed form.
"Locked Box Date": 31 December 2024.
"Long Stop Date": 30 June 2025.
"Retention Amount": £400,000.
"Sale Shares": the 1,000 ordinary shares of £1 each in the capital of the Company, being the whole of the issued share capital of the Company, of which 600 are held by Dr Raman and 400 by Mr Ashworth.
"Tax Covenant": the tax covenant set out in Schedule 3.
"Warranties": the warranties set out in Schedule 2, and "Tax Warranties" means those of them in Part 4 of Schedule 2.
1.2 A reference to a statute includes it as amended or re-enacted, and the Schedules form part of this agreement.`,
      `2. SALE AND PURCHASE AND CONSIDERATION
2.1 On the terms of this agreement, each Seller shall sell, and the Buyer shall buy, the Sale Shares set against that Seller's name, with full title guarantee and free from all Encumbrances, with effect from Completion.
2.2 The consideration for the Sale Shares is £6,400,000 (the "Consideration"). At Completion the Buyer shall pay the Consideration less the Deferred Consideration and the Retention Amount, apportioned between the Sellers in proportion to their holdings of Sale Shares.
2.3 The Buyer shall pay the Deferred Consideration to the Sellers on the first anniversary of Completion. The Deferred Consideration shall not bear interest, and the Buyer may set off against it any amount agreed or finally determined to be due from the Sellers in respect of a Claim.
2.4 The Consideration has been agreed on a locked box basis by reference to the Locked Box Accounts and shall not be adjusted after Completion, save that each Seller undertakes to pay to the Buyer, on demand, an amount equal to any Leakage received by or on behalf of that Seller or any person connected with him or her in the period from the Locked Box Date to Completion.
2.5 At Completion the Buyer shall pay the Retention Amount into an escrow account with Barclays Bank PLC in the joint names of the Sellers' Solicitors and the Buyer's Solicitors, to be held as security for Claims and released to the Sellers, less the amount of any Claims then notified and unresolved, on the date falling eighteen months after Completion.
3. CONDITION
3.1 Completion is conditional on the Secretary of State, following a mandatory notification made by the Buyer under section 14 of the National Security and Investment Act 2021, either notifying the Buyer that no further action will be taken in relation to the acquisition of the Sale Shares or making a final order permitting it on conditions acceptable to the Buyer (acting reasonably).
3.2 The Buyer shall submit the mandatory notification within ten Business Days after the date of this agreement, and the Sellers shall procure that the Company provides all information reasonably required for it.
3.3 If the Condition is not satisfied by 5.00 pm on the Long Stop Date, either the Buyer or the Sellers may terminate this agreement by notice in writing to the other, and no party shall then have any claim against another save in respect of any earlier breach.
4. CONDUCT OF BUSINESS BEFORE COMPLETION
4.1 Between the date of this agreement and Completion the Sellers shall procure that the Company carries on its business in the ordinary and usual course and that, without the prior written consent of the Buyer (not to be unreasonably withheld or delayed), it does not: (a) issue or agree to issue any share or loan capital; (b) declare, pay or make any dividend or other distribution; (c) incur any capital commitment exceeding £50,000; (d) engage or dismiss any employee earning more than £60,000 a year, or vary the terms of employment of any such employee; or (e) enter into, amend or terminate any contract outside the ordinary course of business.
5. COMPLETION
5.1 Completion shall take place at the offices of Whitlock Barnes LLP, 30 Park Row, Leeds LS1 5JD on the fifth Business Day after the day on which the Buyer notifies the Sellers that the Condition has been satisfied, or at such other place and on such other date as the Sellers and the Buyer may agree.
5.2 At Completion the Sellers shall deliver or procure the delivery of the documents and things listed in Schedule 1, and the Buyer shall pay the amount due under clause 2.2 by electronic transfer to the client account of the Sellers' Solicitors.`,
      `6. WARRANTIES
6.1 Each Seller warrants to the Buyer that each Warranty is true, accurate and not misleading at the date of this agreement, and the Warranties shall be deemed to be repeated immediately before Completion by reference to the facts and circumstances then subsisting.
6.2 The Warranties are qualified by the facts and circumstances fairly disclosed in the Disclosure Letter with sufficient detail to enable the Buyer to identify the nature and scope of the matter disclosed. The contents of the Data Room are not deemed to be disclosed, save to the extent specifically referred to in the Disclosure Letter.
6.3 Save as provided in clause 3.3 (failure of the Condition by the Long Stop Date), the Buyer shall not be entitled to terminate or rescind this agreement, whether before or after Completion, for any breach of Warranty or by reason of any material adverse change in the business of the Company, and its sole remedy shall be a claim for damages.
7. LIMITATIONS ON THE SELLERS' LIABILITY
7.1 The Sellers shall not be liable for a Claim unless notice of it, giving reasonable details of the Claim and, so far as practicable, the amount claimed, is given by the Buyer to the Sellers: (a) in the case of a Claim under the Warranties other than the Tax Warranties, within twenty-four months after Completion; and (b) in the case of a Claim under the Tax Warranties or the Tax Covenant, within seven years after the end of the accounting period of the Company current at Completion.
7.2 The Sellers shall not be liable for any individual Claim (or series of Claims arising from the same facts) unless the amount of it exceeds £10,000, and shall not be liable for any Claim unless the aggregate amount of all Claims exceeding £10,000 exceeds £75,000, in which case the Sellers shall be liable for the whole amount and not merely the excess.
7.3 The aggregate liability of the Sellers for all Claims other than Claims under the Tax Covenant shall not exceed £3,200,000, and their aggregate liability for all Claims, including Claims under the Tax Covenant, shall not exceed the Consideration.
7.4 The liability of each Seller for Claims shall be several, in proportion to his or her holding of Sale Shares, and not joint.
7.5 None of the limitations in this clause 7 applies to a Claim arising from fraud or dishonesty of a Seller.
8. TAX COVENANT
8.1 The Sellers covenant to pay to the Buyer an amount equal to any Tax Liability of the Company arising in respect of any period ending on or before Completion, on the terms of the Tax Covenant in Schedule 3.
9. RESTRICTIVE COVENANTS
9.1 Each Seller undertakes to the Buyer and the Company that he or she shall not, for a period of three years after Completion, directly or indirectly: (a) carry on, or be engaged or interested in, any business in the United Kingdom which competes with the business of the Company as carried on at Completion; (b) solicit or entice away from the Company any person who was a customer of the Company at any time in the twelve months before Completion; or (c) employ or solicit any senior employee of the Company.
9.2 Each undertaking in clause 9.1 is separate and severable, and the Sellers acknowledge that the undertakings are reasonable and no more than necessary to protect the goodwill of the Company acquired by the Buyer.
10. GENERAL
10.1 No party shall make any announcement about this agreement without the prior written approval of the Buyer and the Sellers, except as required by law.
10.2 This agreement, the Disclosure Letter and the documents referred to in them constitute the entire agreement between the parties in relation to the sale of the Sale Shares.
11. GOVERNING LAW AND JURISDICTION
11.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales.
11.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim.`,
      `SCHEDULE 1
COMPLETION DELIVERABLES
1. Transfers of the Sale Shares executed by the Sellers in favour of the Buyer, with the share certificates for them.
2. The resignation of Mr Ashworth as a director of the Company, with a confirmation that he has no claim against the Company.
3. Certified copies of the minutes of the board meeting of the Company approving the registration of the transfers, subject only to stamping.
SCHEDULE 2
WARRANTIES
Part 1: Capacity and title. Each Seller has full power to enter into this agreement, and is the sole legal and beneficial owner of the Sale Shares set against his or her name.
Part 2: Accounts. The Locked Box Accounts have been prepared with due care and give a fair view of the assets and liabilities of the Company at the Locked Box Date.
Part 3: Intellectual property. The Company owns or is licensed to use all intellectual property rights used in its business, and no claim has been made that the Company infringes the rights of any person.
Part 4: Tax. The Company has duly and punctually paid all Tax which it has become liable to pay and has made all returns required of it.
SCHEDULE 3
TAX COVENANT
The Sellers shall not be liable under the Tax Covenant to the extent that the liability was provided for in the Locked Box Accounts or arises from a voluntary act of the Buyer or the Company after Completion outside the ordinary course of business.
This agreement has been entered into on the date stated at the beginning of it.
Signed by PRIYA RAMAN	Priya Raman
Signed by THOMAS EDWARD ASHWORTH	T. E. Ashworth
Signed by DANIEL OKAFOR, director, for and on behalf of CORVANE HOLDINGS LIMITED	D. Okafor`,
    ],
    gold: {
      sellers: names(
        ['(1) PRIYA RAMAN of 22 Chesterton Road, Cambridge CB4 3AX ("Dr Raman");', '(2) THOMAS EDWARD ASHWORTH of Mill House, Horningsea Road, Fen Ditton, Cambridge CB5 8SU ("Mr Ashworth"),'],
        'Priya Raman',
        'Thomas Edward Ashworth',
      ),
      buyer: names('CORVANE HOLDINGS LIMITED, a company incorporated in England and Wales with company number 11029384', 'Corvane Holdings Limited'),
      guarantor: notFound,
      target: identifier('07734125', 'FENMERE BIOSCIENCE LIMITED is a private company limited by shares incorporated in England and Wales with company number 07734125 (the "Company")'),
      date: date('2025-03-14', 'THIS AGREEMENT is dated 14 March 2025'),
      shares: text(
        '"Sale Shares": the 1,000 ordinary shares of £1 each in the capital of the Company, being the whole of the issued share capital of the Company',
        '1,000 ordinary shares',
        'whole of the issued share capital',
      ),
      price: gbp(6400000, 'The consideration for the Sale Shares is £6,400,000 (the "Consideration").'),
      'price-mechanism': text(
        'The Consideration has been agreed on a locked box basis by reference to the Locked Box Accounts and shall not be adjusted after Completion, save that each Seller undertakes to pay to the Buyer, on demand, an amount equal to any Leakage',
        'locked box',
        'Leakage',
      ),
      'deferred-consideration': text(
        ['The Buyer shall pay the Deferred Consideration to the Sellers on the first anniversary of Completion.', '"Deferred Consideration": £800,000 of the Consideration, payable in accordance with clause 2.3.'],
        'first anniversary',
      ),
      'escrow-retention': gbp(400000, [
        '"Retention Amount": £400,000.',
        "At Completion the Buyer shall pay the Retention Amount into an escrow account with Barclays Bank PLC in the joint names of the Sellers' Solicitors and the Buyer's Solicitors",
      ]),
      conditions: text(
        'Completion is conditional on the Secretary of State, following a mandatory notification made by the Buyer under section 14 of the National Security and Investment Act 2021',
        'National Security and Investment Act 2021',
      ),
      'long-stop-date': date('2025-06-30', '"Long Stop Date": 30 June 2025.'),
      completion: text(
        'Completion shall take place at the offices of Whitlock Barnes LLP, 30 Park Row, Leeds LS1 5JD on the fifth Business Day after the day on which the Buyer notifies the Sellers that the Condition has been satisfied',
        'fifth Business Day',
        'Whitlock Barnes LLP',
      ),
      warranties: text(
        'Each Seller warrants to the Buyer that each Warranty is true, accurate and not misleading at the date of this agreement, and the Warranties shall be deemed to be repeated immediately before Completion',
        'repeated immediately before Completion',
      ),
      'disclosure-standard': text(
        'The Warranties are qualified by the facts and circumstances fairly disclosed in the Disclosure Letter with sufficient detail to enable the Buyer to identify the nature and scope of the matter disclosed.',
        'fairly disclosed',
      ),
      'claim-time-limits': [
        months(24, 'in the case of a Claim under the Warranties other than the Tax Warranties, within twenty-four months after Completion'),
        years(7, 'in the case of a Claim under the Tax Warranties or the Tax Covenant, within seven years after the end of the accounting period of the Company current at Completion'),
      ],
      'de-minimis-and-basket': [
        gbp(10000, 'The Sellers shall not be liable for any individual Claim (or series of Claims arising from the same facts) unless the amount of it exceeds £10,000'),
        gbp(75000, 'shall not be liable for any Claim unless the aggregate amount of all Claims exceeding £10,000 exceeds £75,000'),
      ],
      'liability-cap': gbp(3200000, 'The aggregate liability of the Sellers for all Claims other than Claims under the Tax Covenant shall not exceed £3,200,000'),
      indemnities: notFound,
      'tax-covenant': yes('The Sellers covenant to pay to the Buyer an amount equal to any Tax Liability of the Company arising in respect of any period ending on or before Completion'),
      'wi-insurance': notFound,
      'restrictive-covenants': years(3, 'Each Seller undertakes to the Buyer and the Company that he or she shall not, for a period of three years after Completion, directly or indirectly'),
      'pre-completion-conduct': text(
        'Between the date of this agreement and Completion the Sellers shall procure that the Company carries on its business in the ordinary and usual course and that, without the prior written consent of the Buyer',
        'ordinary and usual course',
      ),
      'termination-before-completion': no(
        'Save as provided in clause 3.3 (failure of the Condition by the Long Stop Date), the Buyer shall not be entitled to terminate or rescind this agreement, whether before or after Completion, for any breach of Warranty or by reason of any material adverse change',
        'Long Stop Date',
      ),
      'governing-law': text(
        [
          'shall be governed by and construed in accordance with the law of England and Wales.',
          'Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any such dispute or claim.',
        ],
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-one-seller-whole-loss',
        text: 'If a warranty turns out to be untrue, can the buyer recover its whole loss from Mr Ashworth alone?',
        gold: no('The liability of each Seller for Claims shall be several, in proportion to his or her holding of Sale Shares, and not joint.'),
      },
      {
        id: 'own-data-room-disclosure',
        text: 'Does a document merely uploaded to the data room count as disclosed against the warranties?',
        gold: no('The contents of the Data Room are not deemed to be disclosed, save to the extent specifically referred to in the Disclosure Letter.', 'specifically referred to in the Disclosure Letter'),
      },
      {
        id: 'own-basket-first-pound',
        text: 'Once claims pass the £75,000 threshold, are the sellers liable from the first pound?',
        gold: yes('in which case the Sellers shall be liable for the whole amount and not merely the excess'),
      },
    ],
  },
  {
    id: 'calibration-sha-sc-cairnmore-glenalmond',
    typeKey: 'shareholders-agreement',
    region: 'SC',
    title: 'Shareholders agreement relating to Cairnmore Spirits Limited',
    style: 'modern',
    pages: [
      `SHAREHOLDERS' AGREEMENT
relating to CAIRNMORE SPIRITS LIMITED
among
(1) FIONA GRANT McALLISTER, residing at Tomnavoulin House, Glenlivet, Ballindalloch AB37 9JA ("Mrs McAllister");
(2) RUAIRIDH JAMES DUNBAR, residing at 3 Seafield Avenue, Keith AB55 5BS ("Mr Dunbar") (Mrs McAllister and Mr Dunbar together the "Founders");
(3) GLENALMOND GROWTH PARTNERS LP, a limited partnership registered in Scotland with number SL034561, acting by its general partner Glenalmond Growth Partners GP Limited, whose principal place of business is at 17 Melville Street, Edinburgh EH3 7PE (the "Investor"); and
(4) CAIRNMORE SPIRITS LIMITED, a company incorporated in Scotland under the Companies Acts with registered number SC612447 and having its registered office at Mains of Cairnmore, Dufftown AB55 4DH (the "Company").
BACKGROUND
(A) The Company distils and sells single malt whisky and gin from its distillery at Dufftown.
(B) The Investor has agreed to subscribe for B Ordinary Shares in the Company, and the Shareholders have agreed to regulate their relationship as members of the Company on the terms of this Agreement.
1. DEFINITIONS
In this Agreement:
"Articles" means the articles of association of the Company adopted on or about the date of this Agreement;
"Bad Leaver" means a Founder who ceases to be an employee or director of the Company by reason of dismissal for gross misconduct or resignation within three years of Completion;
"Completion" means completion of the subscription under clause 2;
"Exit" means a Share Sale, an Asset Sale or a Listing;
"Good Leaver" means a Founder who ceases to be an employee or director of the Company and is not a Bad Leaver;
"Investor Consent" means the prior written consent of the Investor;
"Investor Director" means the director appointed by the Investor under clause 5.2;
"Shareholders" means the Founders and the Investor and any person who adheres to this Agreement as a shareholder.
2. SUBSCRIPTION
2.1 The Investor shall subscribe for 2,500 B Ordinary Shares of £1 each at a price of £480 per share, being £1,200,000 in aggregate, payable in cash at Completion.
2.2 Following Completion the issued share capital of the Company shall be held as follows:
Fiona Grant McAllister	4,000 A Ordinary Shares (40 per cent)
Ruairidh James Dunbar	3,500 A Ordinary Shares (35 per cent)
Glenalmond Growth Partners LP	2,500 B Ordinary Shares (25 per cent)`,
      `3. FURTHER FINANCE
3.1 No Shareholder shall be obliged to subscribe for further shares, to make any loan to the Company or to provide any guarantee or security for the obligations of the Company.
4. RESERVED MATTERS
4.1 The Company shall not, and the Founders shall procure that the Company shall not, without Investor Consent: (a) alter its articles or the rights attaching to any class of shares; (b) allot any shares or grant any option over shares; (c) borrow any sum which would take its aggregate borrowings above £750,000; (d) acquire or dispose of any business or any interest in another company; (e) adopt or materially depart from the annual budget; (f) pay any director or employee more than £90,000 a year; or (g) commence any litigation other than debt recovery in the ordinary course.
5. BOARD
5.1 The board shall consist of not more than five directors. Each Founder shall be entitled to be a director for so long as he or she holds not less than 10 per cent of the A Ordinary Shares.
5.2 The Investor may appoint one director (the "Investor Director") and one observer, and may remove and replace them, by notice in writing to the Company. The observer may attend and speak at board meetings but shall not vote.
5.3 The quorum for board meetings shall be two directors, one of whom must be the Investor Director (if appointed), save that if a meeting is inquorate for that reason, the adjourned meeting shall be quorate with any two directors.
6. INFORMATION
6.1 The Company shall provide to the Investor: (a) monthly management accounts within twenty days after the end of each month; (b) a draft annual budget not later than thirty days before the start of each financial year; and (c) its audited accounts within one hundred and twenty days after the end of each financial year.
7. TRANSFER OF SHARES
7.1 No Founder shall transfer any interest in any share before the third anniversary of Completion, except with Investor Consent or by way of a permitted transfer to a family trust in accordance with the Articles.
7.2 Any transfer of shares shall first be offered to the other Shareholders in proportion to their holdings in accordance with the pre-emption provisions of the Articles.
7.3 If the holders of not less than 75 per cent of the shares in issue wish to accept an offer from a bona fide third party purchaser for all of the shares, they may require all the other Shareholders to transfer their shares to that purchaser on the same terms (drag-along).
7.4 No transfer which would result in any person acquiring more than 50 per cent of the shares in issue shall be made unless that person has offered to buy the shares of every other Shareholder at the same price per share (tag-along).
8. LEAVERS
8.1 A Founder who becomes a Good Leaver shall be required to offer his or her shares for sale to the Company or the other Shareholders at their fair value as determined by the Company's auditors.
8.2 A Founder who becomes a Bad Leaver shall be required to offer his or her shares at the lower of their subscription price and their fair value.`,
      `9. RESTRICTIVE COVENANTS
9.1 Each Founder undertakes that, while he or she is a Shareholder and for twelve months after ceasing to be a Shareholder or an employee of the Company (whichever is later), he or she shall not be engaged in the distilling of whisky or gin in Scotland, or solicit any customer or employee of the Company.
10. ADHERENCE
10.1 No person shall be registered as a holder of shares unless he or she has first executed a deed of adherence to this Agreement in the form set out in Schedule 2.
11. CONFLICT WITH THE ARTICLES
11.1 If there is any conflict between this Agreement and the Articles, this Agreement shall prevail as between the Shareholders, who shall exercise their votes to amend the Articles to remove the conflict.
12. TERMINATION
12.1 This Agreement shall terminate on the occurrence of an Exit. A Shareholder who ceases to hold any shares shall cease to be bound by this Agreement, save for clause 9 and any rights accrued before that time.
13. GOVERNING LAW AND JURISDICTION
13.1 This Agreement shall be governed by and construed in accordance with the law of Scotland, and the parties prorogate the exclusive jurisdiction of the Court of Session in Edinburgh.
IN WITNESS WHEREOF these presents consisting of this and the two preceding pages together with the Schedules are executed in counterpart as follows and are delivered on the date of the last signature, being 4 September 2024:
Signed by FIONA GRANT McALLISTER at Glenlivet on 2 September 2024 before this witness: Alasdair Reid, solicitor, Elgin
Signed by RUAIRIDH JAMES DUNBAR at Keith on 2 September 2024 before this witness: Alasdair Reid, solicitor, Elgin
Signed for GLENALMOND GROWTH PARTNERS LP by its general partner Glenalmond Growth Partners GP Limited, acting by Heather Sinclair, director, at Edinburgh on 4 September 2024
Signed for CAIRNMORE SPIRITS LIMITED by Fiona Grant McAllister, director, at Dufftown on 2 September 2024
SCHEDULE 2
DEED OF ADHERENCE
I, [name], having acquired [number] [class] shares in Cairnmore Spirits Limited, undertake to the parties to the Shareholders' Agreement to be bound by it as if I were an original party to it as a Shareholder.`,
    ],
    gold: {
      parties: names(
        [
          '(1) FIONA GRANT McALLISTER, residing at Tomnavoulin House, Glenlivet, Ballindalloch AB37 9JA ("Mrs McAllister");',
          '(2) RUAIRIDH JAMES DUNBAR, residing at 3 Seafield Avenue, Keith AB55 5BS ("Mr Dunbar") (Mrs McAllister and Mr Dunbar together the "Founders");',
          '(3) GLENALMOND GROWTH PARTNERS LP, a limited partnership registered in Scotland with number SL034561',
          '(4) CAIRNMORE SPIRITS LIMITED, a company incorporated in Scotland under the Companies Acts with registered number SC612447',
        ],
        'Fiona Grant McAllister',
        'Ruairidh James Dunbar',
        'Glenalmond Growth Partners LP',
        'Cairnmore Spirits Limited',
      ),
      company: identifier('SC612447', 'CAIRNMORE SPIRITS LIMITED, a company incorporated in Scotland under the Companies Acts with registered number SC612447'),
      date: date('2024-09-04', 'are delivered on the date of the last signature, being 4 September 2024'),
      shareholdings: [
        percent(40, 'Fiona Grant McAllister 4,000 A Ordinary Shares (40 per cent)'),
        percent(35, 'Ruairidh James Dunbar 3,500 A Ordinary Shares (35 per cent)'),
        percent(25, 'Glenalmond Growth Partners LP 2,500 B Ordinary Shares (25 per cent)'),
      ],
      investment: gbp(1200000, 'The Investor shall subscribe for 2,500 B Ordinary Shares of £1 each at a price of £480 per share, being £1,200,000 in aggregate'),
      'reserved-matters': text(
        'The Company shall not, and the Founders shall procure that the Company shall not, without Investor Consent: (a) alter its articles or the rights attaching to any class of shares; (b) allot any shares or grant any option over shares',
        'Investor Consent',
      ),
      board: text(
        [
          'The board shall consist of not more than five directors. Each Founder shall be entitled to be a director for so long as he or she holds not less than 10 per cent of the A Ordinary Shares.',
          'The Investor may appoint one director (the "Investor Director") and one observer, and may remove and replace them, by notice in writing to the Company.',
        ],
        'observer',
      ),
      deadlock: notFound,
      leavers: text(
        [
          "A Founder who becomes a Good Leaver shall be required to offer his or her shares for sale to the Company or the other Shareholders at their fair value as determined by the Company's auditors.",
          'A Founder who becomes a Bad Leaver shall be required to offer his or her shares at the lower of their subscription price and their fair value.',
        ],
        'fair value',
      ),
      'transfer-restrictions': text(
        'No Founder shall transfer any interest in any share before the third anniversary of Completion, except with Investor Consent or by way of a permitted transfer to a family trust in accordance with the Articles.',
        'third anniversary',
      ),
      'drag-and-tag': text(
        [
          'If the holders of not less than 75 per cent of the shares in issue wish to accept an offer from a bona fide third party purchaser for all of the shares',
          'No transfer which would result in any person acquiring more than 50 per cent of the shares in issue shall be made unless that person has offered to buy the shares of every other Shareholder at the same price per share (tag-along).',
        ],
        '75 per cent',
      ),
      'restrictive-covenants': months(
        12,
        'for twelve months after ceasing to be a Shareholder or an employee of the Company (whichever is later), he or she shall not be engaged in the distilling of whisky or gin in Scotland',
      ),
      'information-rights': text(
        '(a) monthly management accounts within twenty days after the end of each month; (b) a draft annual budget not later than thirty days before the start of each financial year',
        'monthly management accounts',
      ),
      'dividend-policy': notFound,
      'further-funding': no('No Shareholder shall be obliged to subscribe for further shares, to make any loan to the Company or to provide any guarantee or security for the obligations of the Company.'),
      warranties: notFound,
      'priority-over-articles': yes('If there is any conflict between this Agreement and the Articles, this Agreement shall prevail as between the Shareholders'),
      'deed-of-adherence': yes('No person shall be registered as a holder of shares unless he or she has first executed a deed of adherence to this Agreement in the form set out in Schedule 2.'),
      termination: text(
        'This Agreement shall terminate on the occurrence of an Exit. A Shareholder who ceases to hold any shares shall cease to be bound by this Agreement, save for clause 9 and any rights accrued before that time.',
        'Exit',
      ),
      'governing-law': text(
        'This Agreement shall be governed by and construed in accordance with the law of Scotland, and the parties prorogate the exclusive jurisdiction of the Court of Session in Edinburgh.',
        'Scotland',
        'Court of Session',
      ),
    },
    own: [
      {
        id: 'own-gross-misconduct-price',
        text: 'If one of the founders is dismissed for gross misconduct, what will they be paid for their shares?',
        gold: text('A Founder who becomes a Bad Leaver shall be required to offer his or her shares at the lower of their subscription price and their fair value.', 'lower of'),
      },
      {
        id: 'own-board-without-investor',
        text: "Can the board validly meet and decide things without Glenalmond's director in the room?",
        gold: yes('save that if a meeting is inquorate for that reason, the adjourned meeting shall be quorate with any two directors', 'adjourned'),
      },
      {
        id: 'own-borrowing-headroom',
        text: 'How much can the company borrow before it needs the investor to sign off?',
        gold: gbp(750000, '(c) borrow any sum which would take its aggregate borrowings above £750,000'),
      },
    ],
  },
  {
    id: 'calibration-minutes-ie-kilbrack-dairy',
    typeKey: 'board-minutes',
    region: 'IE',
    title: 'Minutes of a meeting of the board of directors of Kilbrack Dairy Ingredients Limited',
    style: 'typed',
    pages: [
      `KILBRACK DAIRY INGREDIENTS LIMITED
(the "Company")
Registered in Ireland, company number 587312
MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF THE COMPANY HELD ON 18 NOVEMBER 2024 AT 10.30 A.M.
Present:	Siobhán Ní Bhriain (Chairperson)
	Declan Moriarty
	Aoife Kavanagh (by video link)
	Pieter de Vries
In attendance:	Colm Fitzgerald (Company Secretary)
	Gráinne Hickey, Hickey Lynch LLP, solicitors (for item 4 only)
Apologies:	Mark Dunphy
1. CHAIR, NOTICE AND QUORUM
1.1 Siobhán Ní Bhriain took the chair. The Chairperson noted that notice of the meeting had been given to all the directors entitled to receive it, and that a quorum was present throughout in accordance with the Company's constitution, save as noted at item 5.
1.2 Aoife Kavanagh confirmed that she could hear and be heard by all other directors present, and that she was content to participate in the meeting by video link.
2. MINUTES OF THE PREVIOUS MEETING
2.1 The minutes of the board meeting held on 23 September 2024 were approved as a correct record and signed by the Chairperson.
3. DECLARATIONS OF INTEREST
3.1 Declan Moriarty declared, in accordance with section 231 of the Companies Act 2014, that he is a director of, and holds 30 per cent of the shares in, Moriarty Haulage Limited, the proposed counterparty to the logistics agreement to be considered at item 5. No other director declared an interest in any business of the meeting.
4. FINANCIAL STATEMENTS AND ANNUAL GENERAL MEETING
4.1 The directors considered the draft financial statements of the Company for the financial year ended 30 June 2024, together with the directors' report and the report of the statutory auditors, Crowley Nash & Co.
4.2 IT WAS RESOLVED that the financial statements for the financial year ended 30 June 2024 be approved, and that any two directors be authorised to sign the balance sheet and the directors' report on behalf of the board.
4.3 IT WAS FURTHER RESOLVED that the annual general meeting of the Company be held at the registered office on 16 December 2024, and that the Company Secretary be authorised to issue the notice of that meeting to the members.`,
      `5. LOGISTICS SERVICES AGREEMENT WITH MORIARTY HAULAGE LIMITED
5.1 The directors considered a draft logistics services agreement under which Moriarty Haulage Limited would provide chilled transport of whey protein concentrate between the Company's plant at Mallow and the port of Cork for a term of three years, at an estimated annual cost of €410,000.
5.2 Pieter de Vries reported that three tenders had been obtained and that Moriarty Haulage Limited had submitted the lowest compliant tender.
5.3 Having declared his interest at item 3, Declan Moriarty left the meeting for this item, did not vote on it and was not counted in the quorum for it. The remaining three directors present constituted a quorum for this item.
5.4 IT WAS RESOLVED that the terms of the logistics services agreement with Moriarty Haulage Limited be approved, and that Pieter de Vries be authorised to sign it on behalf of the Company.
5.5 Declan Moriarty rejoined the meeting.
6. APPOINTMENT OF DIRECTOR
6.1 IT WAS RESOLVED that Niamh O'Sullivan, having consented to act, be appointed as a director of the Company with effect from 1 December 2024.
7. FILINGS AND REGISTERS
7.1 The Company Secretary was instructed to file Form B10 with the Companies Registration Office within fourteen days of the appointment of Niamh O'Sullivan taking effect, to enter her particulars in the register of directors and secretaries, and to record the interest declared by Declan Moriarty in the register of declared interests.
7.2 The Company Secretary was further instructed to deliver the annual return on Form B1, with the approved financial statements annexed, after the annual general meeting.
8. ANY OTHER BUSINESS
8.1 There being no other business, the Chairperson declared the meeting closed at 11.45 a.m.
Signed: Siobhán Ní Bhriain
Chairperson
Date: 9 December 2024`,
    ],
    gold: {
      company: identifier('587312', 'Registered in Ireland, company number 587312'),
      date: date('2024-11-18', 'MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF THE COMPANY HELD ON 18 NOVEMBER 2024 AT 10.30 A.M.'),
      kind: text('MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF THE COMPANY HELD ON 18 NOVEMBER 2024 AT 10.30 A.M.', 'BOARD OF DIRECTORS'),
      place: notFound,
      attendees: names(
        ['Present: Siobhán Ní Bhriain (Chairperson)', 'Declan Moriarty', 'Aoife Kavanagh (by video link)', 'Pieter de Vries'],
        'Siobhán Ní Bhriain',
        'Declan Moriarty',
        'Aoife Kavanagh',
        'Pieter de Vries',
      ),
      chair: names('Siobhán Ní Bhriain took the chair.', 'Siobhán Ní Bhriain'),
      quorum: yes(
        "The Chairperson noted that notice of the meeting had been given to all the directors entitled to receive it, and that a quorum was present throughout in accordance with the Company's constitution",
      ),
      conflicts: text(
        [
          'Declan Moriarty declared, in accordance with section 231 of the Companies Act 2014, that he is a director of, and holds 30 per cent of the shares in, Moriarty Haulage Limited',
          'Having declared his interest at item 3, Declan Moriarty left the meeting for this item, did not vote on it and was not counted in the quorum for it.',
        ],
        'Moriarty Haulage Limited',
      ),
      resolutions: text(
        [
          'IT WAS RESOLVED that the financial statements for the financial year ended 30 June 2024 be approved',
          'IT WAS RESOLVED that the terms of the logistics services agreement with Moriarty Haulage Limited be approved',
          "IT WAS RESOLVED that Niamh O'Sullivan, having consented to act, be appointed as a director of the Company with effect from 1 December 2024.",
        ],
        'RESOLVED',
      ),
      'documents-approved': text(
        [
          'IT WAS RESOLVED that the terms of the logistics services agreement with Moriarty Haulage Limited be approved, and that Pieter de Vries be authorised to sign it on behalf of the Company.',
          "that any two directors be authorised to sign the balance sheet and the directors' report on behalf of the board",
        ],
        'Pieter de Vries',
      ),
      'special-resolutions': notFound,
      filings: text(
        "The Company Secretary was instructed to file Form B10 with the Companies Registration Office within fourteen days of the appointment of Niamh O'Sullivan taking effect",
        'Form B10',
      ),
      signed: yes('Signed: Siobhán Ní Bhriain'),
      'summary-approval-procedure': notFound,
    },
    own: [
      {
        id: 'own-moriarty-vote',
        text: 'Did Declan Moriarty vote on the haulage contract?',
        gold: no('Having declared his interest at item 3, Declan Moriarty left the meeting for this item, did not vote on it and was not counted in the quorum for it.'),
      },
      {
        id: 'own-haulage-cost',
        text: 'Roughly what will the haulage contract cost the company each year?',
        gold: eur(410000, 'for a term of three years, at an estimated annual cost of €410,000'),
      },
      {
        id: 'own-new-director-start',
        text: 'From when does the new director hold office?',
        gold: date('2024-12-01', "be appointed as a director of the Company with effect from 1 December 2024."),
      },
    ],
  },
  {
    id: 'calibration-articles-en-quillon-software',
    typeKey: 'articles-of-association',
    region: 'EN',
    title: 'Articles of association of Quillon Software Limited',
    style: 'deed',
    pages: [
      `Company number 12873406
THE COMPANIES ACT 2006
PRIVATE COMPANY LIMITED BY SHARES
ARTICLES OF ASSOCIATION
of
QUILLON SOFTWARE LIMITED
(adopted by special resolution passed on 7 May 2024)
PART 1: PRELIMINARY
1. MODEL ARTICLES
1.1 The model articles for private companies limited by shares contained in Schedule 1 to the Companies (Model Articles) Regulations 2008 (the "Model Articles") apply to the Company, save insofar as they are excluded or modified by these Articles.
1.2 Model Articles 11(2) and (3), 13, 26(5) and 44(2) shall not apply to the Company.
2. DEFINITIONS
In these Articles:
"A Shares" means the A ordinary shares of £0.01 each in the capital of the Company;
"B Shares" means the B ordinary shares of £0.01 each in the capital of the Company;
"Fair Value" means the price agreed between the Seller and the directors or, failing agreement within ten Business Days, the price which an independent accountant determines to be the market value of the Sale Shares as between a willing seller and a willing buyer, without any discount for a minority holding;
"Majority A Holders" means the holders of more than 50 per cent of the A Shares in issue from time to time;
"Privileged Relation" means the spouse, civil partner, child or grandchild of a shareholder.
3. OBJECTS
3.1 The objects of the Company are unrestricted.
PART 2: SHARES
4. SHARE RIGHTS
4.1 The A Shares and the B Shares rank equally for dividends and on a return of capital, in proportion to the numbers of shares held.
4.2 The A Shares carry one vote per share. The B Shares do not entitle their holders to receive notice of, attend or vote at any general meeting.
5. ALLOTMENT OF NEW SHARES
5.1 Sections 561 and 562 of the Companies Act 2006 shall not apply to the Company.
5.2 Unless otherwise agreed by special resolution, any new shares shall first be offered to the holders of the A Shares in proportion to their holdings, by notice stating the number and price of the shares and giving not less than fourteen days for acceptance.
6. LIEN
6.1 The Company has a first and paramount lien on every share (whether or not fully paid) registered in the name of any person indebted or under any liability to the Company, whether alone or jointly with others, for all moneys presently payable by him or her to the Company.`,
      `PART 3: TRANSFER OF SHARES
7. GENERAL
7.1 The directors shall refuse to register any transfer of shares which is not made in accordance with these Articles, and Model Article 26(5) is replaced by this article.
7.2 A shareholder may transfer shares to a Privileged Relation or to the trustees of a family trust of which the only beneficiaries are that shareholder and his or her Privileged Relations, and articles 8 and 9 shall not apply to such a transfer.
8. PRE-EMPTION ON TRANSFER
8.1 A shareholder who wishes to transfer any shares (the "Seller") shall give notice in writing (a "Transfer Notice") to the Company specifying the shares to be sold (the "Sale Shares"), and the Transfer Notice shall constitute the Company the agent of the Seller for the sale of the Sale Shares at the Fair Value.
8.2 Within five Business Days after the Fair Value is agreed or determined, the directors shall offer the Sale Shares to all shareholders other than the Seller in proportion to their existing holdings, and the offer shall remain open for twenty Business Days.
8.3 If not all of the Sale Shares are accepted, the Seller may within three months transfer the remaining Sale Shares to any person at a price not less than the Fair Value.
9. DRAG ALONG AND TAG ALONG
9.1 If the holders of 75 per cent of the A Shares (the "Dragging Shareholders") wish to transfer all their shares to a bona fide purchaser on arm's length terms, they may require all other shareholders to transfer all their shares to that purchaser on the same terms and at the same price per share by giving a Drag Along Notice.
9.2 No transfer of A Shares which would result in a person and persons acting in concert with that person holding more than 50 per cent of the A Shares may be registered unless the proposed purchaser has made an unconditional offer to buy all the other shares in issue on the same terms and at the same price per share.
PART 4: DIRECTORS
10. DIRECTORS' POWERS
10.1 Subject to these Articles, the directors are responsible for the management of the Company's business, for which purpose they may exercise all the powers of the Company.
10.2 The directors shall not, without the prior consent of the Majority A Holders, borrow any sum which would take the aggregate borrowings of the Company above £500,000, or sell or dispose of the whole or a substantial part of the undertaking of the Company.
11. DIRECTORS' MEETINGS
11.1 The quorum for directors' meetings shall be two directors, save that where there is only one director in office the quorum shall be one.
11.2 The chairman shall not have a casting vote.
12. APPOINTMENT AND REMOVAL OF DIRECTORS
12.1 The Majority A Holders may at any time appoint any person to be a director, or remove any director from office, by notice in writing to the Company signed by them. Such notice takes effect when it is delivered to the registered office.
PART 5: GENERAL MEETINGS
13. QUORUM
13.1 Two persons present in person or by proxy, each being a holder of A Shares or a duly authorised representative of such a holder, shall be a quorum, save that if the Company has only one holder of A Shares the quorum shall be one.
PART 6: INDEMNITY AND INSURANCE
14. INDEMNITY AND INSURANCE
14.1 Subject to the Companies Act 2006, each relevant officer shall be indemnified out of the Company's assets against any liability incurred by him or her in connection with the Company's activities as a relevant officer, except liability of a kind referred to in section 234(3) of the Companies Act 2006.
14.2 The directors may decide to purchase and maintain insurance, at the expense of the Company, for the benefit of any relevant officer in respect of any relevant loss.`,
    ],
    gold: {
      company: identifier('12873406', 'Company number 12873406'),
      'adoption-date': date('2024-05-07', '(adopted by special resolution passed on 7 May 2024)'),
      'model-articles': text(
        [
          'apply to the Company, save insofar as they are excluded or modified by these Articles.',
          'Model Articles 11(2) and (3), 13, 26(5) and 44(2) shall not apply to the Company.',
        ],
        'excluded or modified',
      ),
      'share-classes': text(
        [
          'The A Shares and the B Shares rank equally for dividends and on a return of capital, in proportion to the numbers of shares held.',
          'The A Shares carry one vote per share. The B Shares do not entitle their holders to receive notice of, attend or vote at any general meeting.',
        ],
        'B Shares',
      ),
      'pre-emption-on-allotment': yes(
        'Sections 561 and 562 of the Companies Act 2006 shall not apply to the Company.',
      ),
      'pre-emption-on-transfer': text(
        'the directors shall offer the Sale Shares to all shareholders other than the Seller in proportion to their existing holdings, and the offer shall remain open for twenty Business Days.',
        'twenty Business Days',
      ),
      'transfer-restrictions': text(
        [
          'The directors shall refuse to register any transfer of shares which is not made in accordance with these Articles',
          'A shareholder may transfer shares to a Privileged Relation or to the trustees of a family trust',
        ],
        'refuse to register',
      ),
      'drag-along': percent(75, 'If the holders of 75 per cent of the A Shares (the "Dragging Shareholders") wish to transfer all their shares to a bona fide purchaser'),
      'tag-along': yes(
        'No transfer of A Shares which would result in a person and persons acting in concert with that person holding more than 50 per cent of the A Shares may be registered unless the proposed purchaser has made an unconditional offer to buy all the other shares in issue',
      ),
      leavers: notFound,
      'directors-powers': text(
        'The directors shall not, without the prior consent of the Majority A Holders, borrow any sum which would take the aggregate borrowings of the Company above £500,000',
        'Majority A Holders',
      ),
      'board-quorum': text("The quorum for directors' meetings shall be two directors, save that where there is only one director in office the quorum shall be one.", 'two directors'),
      'general-meeting-quorum': text(
        'Two persons present in person or by proxy, each being a holder of A Shares or a duly authorised representative of such a holder, shall be a quorum',
        'holder of A Shares',
      ),
      'casting-vote': no('The chairman shall not have a casting vote.'),
      'appointment-of-directors': text(
        'The Majority A Holders may at any time appoint any person to be a director, or remove any director from office, by notice in writing to the Company signed by them.',
        'Majority A Holders',
      ),
      conflicts: notFound,
      lien: yes('The Company has a first and paramount lien on every share (whether or not fully paid) registered in the name of any person indebted or under any liability to the Company'),
      'secured-lender-transfers': [
        notFound,
        no('The directors shall refuse to register any transfer of shares which is not made in accordance with these Articles'),
      ],
      objects: no('The objects of the Company are unrestricted.'),
      'indemnity-and-insurance': yes([
        "each relevant officer shall be indemnified out of the Company's assets against any liability incurred by him or her in connection with the Company's activities as a relevant officer",
        'The directors may decide to purchase and maintain insurance, at the expense of the Company, for the benefit of any relevant officer in respect of any relevant loss.',
      ]),
    },
    own: [
      {
        id: 'own-b-shares-vote',
        text: 'Can the B shareholders vote at general meetings?',
        gold: no('The B Shares do not entitle their holders to receive notice of, attend or vote at any general meeting.'),
      },
      {
        id: 'own-gift-to-daughter',
        text: 'Can a shareholder give shares to her daughter without first offering them to the other shareholders?',
        gold: yes('A shareholder may transfer shares to a Privileged Relation or to the trustees of a family trust of which the only beneficiaries are that shareholder and his or her Privileged Relations, and articles 8 and 9 shall not apply to such a transfer.'),
      },
    ],
  },
  {
    id: 'calibration-distribution-ni-mournebrook-tolka',
    typeKey: 'commercial-contract',
    region: 'NI',
    title: 'Exclusive distribution agreement: Mournebrook Ciders and Tolka Drinks Distribution',
    style: 'modern',
    pages: [
      `EXCLUSIVE DISTRIBUTION AGREEMENT
Dated 28 January 2025
BETWEEN
(1) MOURNEBROOK CIDERS LIMITED, a company incorporated in Northern Ireland with company number NI620118, whose registered office is at Orchard Lane, Loughgall, County Armagh BT61 8HZ (the "Supplier"); and
(2) TOLKA DRINKS DISTRIBUTION LIMITED, a company incorporated in Ireland with company number 498221, whose registered office is at Unit 14, Ballycoolin Business Park, Dublin 15, D15 KX72 (the "Distributor").
BACKGROUND
The Supplier produces craft ciders from apples grown in County Armagh, and wishes to appoint the Distributor as its exclusive distributor of the Products in the Territory.
1. DEFINITIONS
"Commencement Date" means 1 March 2025;
"Contract Year" means each period of twelve months beginning on the Commencement Date or an anniversary of it;
"Minimum Annual Purchase" means 18,000 cases of Products in each Contract Year;
"Products" means the ciders listed in Schedule 1, as amended by the Supplier from time to time;
"Reserved Accounts" means the national grocery multiples listed in Schedule 3;
"Territory" means Ireland (excluding Northern Ireland);
"Trade Marks" means the MOURNEBROOK and ORCHARD LANE word marks and the Supplier's apple-blossom device mark.
2. APPOINTMENT
2.1 The Supplier appoints the Distributor as its exclusive distributor for the resale of the Products in the Territory, and shall not appoint any other distributor or agent for the Products in the Territory during the term of this Agreement.
2.2 The Supplier reserves the right to sell the Products directly to the Reserved Accounts in the Territory, and shall pay no commission to the Distributor on those sales.
2.3 The Distributor shall not, during the term of this Agreement, manufacture, distribute or sell in the Territory any cider or perry which competes with the Products, without the Supplier's prior written consent.
3. TERM
3.1 This Agreement shall commence on the Commencement Date and continue for an initial term of three years, expiring on 28 February 2028 (the "Initial Term").
3.2 This Agreement shall then renew automatically for successive periods of one year each, unless either party gives the other not less than six months' written notice to expire at the end of the Initial Term or of any renewal period.
3.3 Neither party may terminate this Agreement for convenience.`,
      `4. ORDERS, PRICES AND PAYMENT
4.1 The Distributor shall purchase not less than the Minimum Annual Purchase in each Contract Year. If the Distributor fails to do so in any Contract Year, the Supplier may by notice make the Distributor's appointment non-exclusive for the remainder of the term.
4.2 The prices of the Products are those set out in the price list in Schedule 2, exclusive of VAT and excise duty and delivered to the Distributor's warehouse at Ballycoolin. The Supplier may increase the prices once in each Contract Year by giving not less than sixty days' written notice, by no more than the increase in the Consumer Price Index over the preceding twelve months plus two per cent.
4.3 The Supplier shall invoice each consignment on dispatch, and the Distributor shall pay each invoice in euro within forty-five days after the date of the invoice.
5. TRADE MARKS
5.1 The Supplier grants to the Distributor a non-exclusive, royalty-free licence to use the Trade Marks in the Territory during the term of this Agreement, solely to promote and sell the Products.
5.2 All intellectual property rights in the Products, the Trade Marks and any marketing materials created by either party for the Products shall belong to the Supplier, and all goodwill arising from use of the Trade Marks shall accrue to the Supplier.
6. DATA PROTECTION
6.1 Each party is an independent controller of the personal data which it processes in connection with this Agreement. Neither party processes personal data on behalf of the other, and accordingly this Agreement contains no processing terms.
7. LIABILITY
7.1 Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or under the indemnity in clause 7.4.
7.2 Neither party shall be liable to the other for any loss of profit, loss of goodwill or any indirect or consequential loss.
7.3 Subject to clauses 7.1 and 7.2, each party's total liability to the other in each Contract Year shall not exceed the greater of €250,000 and the total price paid for Products in the preceding twelve months.
7.4 The Supplier shall indemnify the Distributor against all claims by third parties that the Products are defective or that the Trade Marks infringe the rights of any third party.
8. TERMINATION
8.1 Either party may terminate this Agreement immediately by notice in writing if the other party commits a material breach which is not remedied within thirty days after notice requiring it to be remedied, or becomes insolvent, enters into examinership or administration, or has a receiver appointed over any of its assets.
8.2 The Supplier may terminate this Agreement by not less than thirty days' notice if the Distributor fails to purchase the Minimum Annual Purchase in two consecutive Contract Years, or if there is a change of control of the Distributor.
8.3 Neither party may assign, subcontract or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the other, save that the Supplier may assign this Agreement to a member of its group.
9. CONSEQUENCES OF TERMINATION
9.1 On termination the Distributor shall cease to use the Trade Marks, and the Supplier may by notice within thirty days buy back any Products in the Distributor's stock at the price paid by the Distributor.`,
      `10. GOVERNING LAW AND DISPUTES
10.1 Any dispute shall first be referred to the managing directors of the parties, who shall meet within fourteen days to try to resolve it.
10.2 This Agreement is governed by the law of Northern Ireland, and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.
SCHEDULE 1
PRODUCTS
Mournebrook Original Cider	12 x 500 ml bottles
Mournebrook Bramley Dry	12 x 500 ml bottles
Orchard Lane Perry	24 x 330 ml cans
SCHEDULE 2
PRICE LIST (exclusive of VAT and excise duty)
Original Cider (case of 12)	€21.60
Bramley Dry Cider (case of 12)	€22.80
Orchard Lane Perry (case of 24)	€27.40
SCHEDULE 3
RESERVED ACCOUNTS
Dunlevy Stores Limited; Harrigan Supermarkets Unlimited Company; Crescent Foodhalls DAC.
Signed by Eilís Donnelly, director, for and on behalf of MOURNEBROOK CIDERS LIMITED	Eilís Donnelly
Signed by Conor Brennan, director, for and on behalf of TOLKA DRINKS DISTRIBUTION LIMITED	Conor Brennan`,
    ],
    gold: {
      'document-name': text('EXCLUSIVE DISTRIBUTION AGREEMENT', 'EXCLUSIVE DISTRIBUTION AGREEMENT'),
      parties: names(
        [
          '(1) MOURNEBROOK CIDERS LIMITED, a company incorporated in Northern Ireland with company number NI620118',
          '(2) TOLKA DRINKS DISTRIBUTION LIMITED, a company incorporated in Ireland with company number 498221',
        ],
        'Mournebrook Ciders Limited',
        'Tolka Drinks Distribution Limited',
      ),
      'agreement-date': date('2025-01-28', 'Dated 28 January 2025'),
      'effective-date': date('2025-03-01', '"Commencement Date" means 1 March 2025;'),
      'expiration-date': date('2028-02-28', 'This Agreement shall commence on the Commencement Date and continue for an initial term of three years, expiring on 28 February 2028 (the "Initial Term").'),
      'renewal-term': years(1, 'This Agreement shall then renew automatically for successive periods of one year each'),
      'notice-to-terminate-renewal': months(6, "unless either party gives the other not less than six months' written notice to expire at the end of the Initial Term or of any renewal period"),
      'termination-for-convenience': no('Neither party may terminate this Agreement for convenience.'),
      'termination-rights': text(
        [
          'Either party may terminate this Agreement immediately by notice in writing if the other party commits a material breach which is not remedied within thirty days after notice requiring it to be remedied, or becomes insolvent',
          'The Supplier may terminate this Agreement by not less than thirty days\' notice if the Distributor fails to purchase the Minimum Annual Purchase in two consecutive Contract Years',
        ],
        'material breach',
      ),
      'change-of-control': yes("The Supplier may terminate this Agreement by not less than thirty days' notice if the Distributor fails to purchase the Minimum Annual Purchase in two consecutive Contract Years, or if there is a change of control of the Distributor."),
      assignment: no(
        'Neither party may assign, subcontract or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the other, save that the Supplier may assign this Agreement to a member of its group.',
        'member of its group',
      ),
      exclusivity: yes(
        [
          'The Supplier appoints the Distributor as its exclusive distributor for the resale of the Products in the Territory',
          'The Supplier reserves the right to sell the Products directly to the Reserved Accounts in the Territory',
        ],
        'Reserved Accounts',
      ),
      'non-compete': yes('The Distributor shall not, during the term of this Agreement, manufacture, distribute or sell in the Territory any cider or perry which competes with the Products'),
      'liability-cap': eur(250000, "each party's total liability to the other in each Contract Year shall not exceed the greater of €250,000 and the total price paid for Products in the preceding twelve months."),
      'uncapped-liabilities': text(
        [
          "Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or under the indemnity in clause 7.4.",
          'Neither party shall be liable to the other for any loss of profit, loss of goodwill or any indirect or consequential loss.',
        ],
        'death or personal injury',
      ),
      charges: [
        eur(21.6, 'Original Cider (case of 12) €21.60'),
        eur(22.8, 'Bramley Dry Cider (case of 12) €22.80'),
        eur(27.4, 'Orchard Lane Perry (case of 24) €27.40'),
      ],
      'payment-terms': days(45, 'the Distributor shall pay each invoice in euro within forty-five days after the date of the invoice.'),
      'minimum-commitment': yes(['"Minimum Annual Purchase" means 18,000 cases of Products in each Contract Year;', 'The Distributor shall purchase not less than the Minimum Annual Purchase in each Contract Year.']),
      'service-levels': notFound,
      'intellectual-property': text(
        [
          'All intellectual property rights in the Products, the Trade Marks and any marketing materials created by either party for the Products shall belong to the Supplier',
          'The Supplier grants to the Distributor a non-exclusive, royalty-free licence to use the Trade Marks in the Territory during the term of this Agreement, solely to promote and sell the Products.',
        ],
        'Supplier',
      ),
      'data-protection': no('Neither party processes personal data on behalf of the other, and accordingly this Agreement contains no processing terms.'),
      'audit-rights': notFound,
      insurance: notFound,
      'exit-and-employees': text(
        "On termination the Distributor shall cease to use the Trade Marks, and the Supplier may by notice within thirty days buy back any Products in the Distributor's stock at the price paid by the Distributor.",
        'buy back',
      ),
      'governing-law': text(
        'This Agreement is governed by the law of Northern Ireland, and the parties submit to the exclusive jurisdiction of the courts of Northern Ireland.',
        'Northern Ireland',
      ),
    },
    own: [
      {
        id: 'own-direct-to-supermarkets',
        text: 'Can Mournebrook sell straight to the big Irish supermarket chains itself?',
        gold: yes('The Supplier reserves the right to sell the Products directly to the Reserved Accounts in the Territory, and shall pay no commission to the Distributor on those sales.', 'Reserved Accounts'),
      },
      {
        id: 'own-one-bad-year',
        text: 'What can Mournebrook do if Tolka misses its minimum volume in a single year?',
        gold: text(
          "If the Distributor fails to do so in any Contract Year, the Supplier may by notice make the Distributor's appointment non-exclusive for the remainder of the term.",
          'non-exclusive',
        ),
      },
      {
        id: 'own-price-rise-cap',
        text: 'How far can Mournebrook push its prices up in a year?',
        gold: text(
          "The Supplier may increase the prices once in each Contract Year by giving not less than sixty days' written notice, by no more than the increase in the Consumer Price Index over the preceding twelve months plus two per cent.",
          'Consumer Price Index',
        ),
      },
    ],
  },
  {
    id: 'calibration-empnda-wa-caerwen-medical',
    typeKey: 'employee-non-disclosure-agreement',
    region: 'WA',
    title: 'Confidentiality agreement: Caerwen Medical Devices Limited and Rhys Ellis',
    style: 'modern',
    pages: [
      `CONFIDENTIALITY AGREEMENT
This Agreement is made on 6 January 2025
Between:
CAERWEN MEDICAL DEVICES LIMITED, a company registered in England and Wales with company number 09981234, whose registered office is at Unit 3, Waterton Industrial Estate, Bridgend CF31 3YN (the "Company"); and
RHYS OWAIN ELLIS of 41 Heol y Nant, Pencoed, Bridgend CF35 6RL (the "Employee").
Background
The Employee is employed by the Company as a Senior Design Engineer in its catheter development team under a contract of employment dated 2 December 2024, and in that role will have access to Confidential Information. The Company has agreed to increase the Employee's salary by £1,500 a year in consideration of the Employee entering into this Agreement.
1. Meaning of Confidential Information
1.1 "Confidential Information" means information, in whatever form (including information given orally, in writing, in electronic form or by demonstration), relating to the business, products, research, designs, clinical data, regulatory submissions, suppliers, prices or customers of the Company or any Group Company, which the Employee receives or obtains in the course of the Employment, and which is not in the public domain.
1.2 Confidential Information does not include information which: (a) is or becomes public knowledge other than through a breach of this Agreement by the Employee; or (b) the Company has agreed in writing may be disclosed.
2. Obligations of the Employee
2.1 The Employee shall not, during the Employment or at any time after it ends, use any Confidential Information except for the proper performance of the Employee's duties to the Company, or disclose any Confidential Information to any person except in the proper course of those duties.
2.2 The Employee shall not copy or remove from the Company's premises or systems any document or data containing Confidential Information except as required for those duties, and shall not transfer any Confidential Information to a personal email account or personal device.
2.3 The obligations in this clause 2 continue to apply after the Employment ends, without limit in time, for so long as the information remains confidential.`,
      `3. Company property
3.1 When the Employment ends, or at any earlier time on the Company's request, the Employee shall return to the Company all documents, laptops, prototypes, security passes and other property of the Company, and all copies of Confidential Information, in the Employee's possession or control, and shall permanently delete any Confidential Information held in electronic form on any device not belonging to the Company.
4. Protected disclosures
4.1 Nothing in this Agreement prevents the Employee from making a protected disclosure within the meaning of section 43A of the Employment Rights Act 1996, from reporting any matter to the police, the Medicines and Healthcare products Regulatory Agency or any other regulator, or from disclosing information in order to obtain legal advice.
5. No post-employment restrictions
5.1 This Agreement does not restrict the Employee, after the Employment ends, from working for any other business or from soliciting or dealing with any customer or employee of the Company, provided that no Confidential Information is used or disclosed in doing so.
6. General
6.1 In this Agreement "Employment" means the Employee's employment with the Company, and "Group Company" means the Company and any subsidiary or holding company of it.
6.2 The Employee may correspond with the Company about this Agreement in Welsh or English.
6.3 This Agreement is governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction in relation to it.
Signed by Bethan Pryce, HR Director, for and on behalf of CAERWEN MEDICAL DEVICES LIMITED	Bethan Pryce
Signed by RHYS OWAIN ELLIS	Rhys O. Ellis`,
    ],
    gold: {
      parties: names(
        [
          'CAERWEN MEDICAL DEVICES LIMITED, a company registered in England and Wales with company number 09981234',
          'RHYS OWAIN ELLIS of 41 Heol y Nant, Pencoed, Bridgend CF35 6RL (the "Employee").',
        ],
        'Caerwen Medical Devices Limited',
        'Rhys Owain Ellis',
      ),
      date: date('2025-01-06', 'This Agreement is made on 6 January 2025'),
      definition: text(
        '"Confidential Information" means information, in whatever form (including information given orally, in writing, in electronic form or by demonstration), relating to the business, products, research, designs, clinical data, regulatory submissions',
        'clinical data',
      ),
      'oral-information': yes('including information given orally, in writing, in electronic form or by demonstration'),
      exclusions: text(
        'Confidential Information does not include information which: (a) is or becomes public knowledge other than through a breach of this Agreement by the Employee; or (b) the Company has agreed in writing may be disclosed.',
        'public knowledge',
      ),
      'permitted-use': text(
        "use any Confidential Information except for the proper performance of the Employee's duties to the Company",
        'proper performance',
      ),
      'protected-disclosures': yes(
        'Nothing in this Agreement prevents the Employee from making a protected disclosure within the meaning of section 43A of the Employment Rights Act 1996, from reporting any matter to the police',
      ),
      'compelled-disclosure': notFound,
      'return-of-property': yes(
        "When the Employment ends, or at any earlier time on the Company's request, the Employee shall return to the Company all documents, laptops, prototypes, security passes and other property of the Company",
      ),
      survival: yes('The obligations in this clause 2 continue to apply after the Employment ends, without limit in time, for so long as the information remains confidential.'),
      'intellectual-property': notFound,
      'non-solicitation': no(
        'This Agreement does not restrict the Employee, after the Employment ends, from working for any other business or from soliciting or dealing with any customer or employee of the Company, provided that no Confidential Information is used or disclosed in doing so.',
      ),
      remedies: notFound,
      'governing-law': text(
        'This Agreement is governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction in relation to it.',
        'England and Wales',
      ),
    },
    own: [
      {
        id: 'own-personal-email',
        text: 'May Rhys forward design files to his personal Gmail so he can work from home?',
        gold: no('shall not transfer any Confidential Information to a personal email account or personal device'),
      },
      {
        id: 'own-consideration',
        text: 'What did the employee get in return for signing?',
        gold: gbp(1500, "The Company has agreed to increase the Employee's salary by £1,500 a year in consideration of the Employee entering into this Agreement."),
      },
    ],
  },
];
