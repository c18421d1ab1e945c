import { date, gbp, identifier, names, no, notFound, percent, text, years, yes, type AnswerSetDocument } from './answer-set-document.ts';

/** More documents of the calibration part (see ./index.ts), written by someone who neither tunes the engine nor runs it on them. */
export const CALIBRATION_MORE_B: AnswerSetDocument[] = [
  {
    id: 'calibration-transfer-en-kirkby-overblow-low-birk-barn',
    typeKey: 'transfer-deed',
    region: 'EN',
    title: 'Transfer of whole of registered title NYK447219',
    style: 'modern',
    pages: [
      `TRANSFER OF WHOLE OF REGISTERED TITLE(S)
HM Land Registry TR1
1 Title number(s) of the property: NYK447219
2 Property: Low Birk Barn, Birk Lane, Kirkby Overblow, Harrogate HG3 1HX
3 Date: 27 June 2024
4 Transferor: DEREK JOHN PILLING and MARGARET ANNE PILLING
5 Transferee for entry in the register: THOMAS EDWARD AINSCOUGH and PRIYA AINSCOUGH
Transferee's intended address(es) for service in the UK (including postcode) for entry in the register: Low Birk Barn, Birk Lane, Kirkby Overblow, Harrogate HG3 1HX
6 The transferor transfers the property to the transferee.
7 Consideration: The transferor has received from the transferee for the property the following sum (in words and figures): six hundred and fifteen thousand pounds (£615,000).
8 The transferor transfers with full title guarantee.
9 Declaration of trust. The transferee is more than one person and they are to hold the property on trust for themselves as tenants in common in the shares set out in paragraph 11.6.
10 Additional provisions
11.1 In this transfer "Retained Land" means the land at Low Birk Farm, Birk Lane, Kirkby Overblow, Harrogate HG3 1HX registered under title number NYK118050 which remains in the ownership of the Transferor; "Track" means the farm track shown coloured brown on the plan annexed to this transfer (the "Plan").
11.2 The Plan is annexed only to identify the Track and the treatment plant; the Property is the whole of the land comprised in title number NYK447219.
11.3 The Property is transferred together with the following rights over the Retained Land: (a) a right of way at all times and for all purposes on foot and with or without vehicles over the Track between Birk Lane and the Property; and (b) the right to discharge foul water into the private sewage treatment plant on the Retained Land marked "STP" on the Plan, and to enter the Retained Land on reasonable notice to inspect, maintain and renew the pipes connecting the Property to it.`,
      `11.4 The Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants contained in the Conveyance dated 9 November 1972 referred to in entry 1 of the charges register of title number NYK447219, and to indemnify the Transferor against all liability for any future breach of them.
11.5 The Transferee covenants with the Transferor, for the benefit of the Retained Land and each part of it and so as to bind the Property into whosesoever hands it may come, that the Transferee and its successors in title will: (a) not use the Property other than as a single private dwellinghouse; (b) not keep on the Property any horses, sheep, pigs or poultry or any livestock other than domestic pets; (c) not erect any building or structure within 10 metres of the Track; and (d) pay to the owner of the Retained Land on demand one third of the reasonable cost of maintaining and repairing the Track and the treatment plant.
11.6 The Transferee hold the Property as tenants in common as to sixty per cent for Thomas Edward Ainscough and forty per cent for Priya Ainscough.
11.7 Save as set out in paragraph 11.3, the Transferee acquires no right of light or air or other easement over the Retained Land that would restrict its development.
12 Execution
Signed as a deed by DEREK JOHN PILLING in the presence of: Joanne Whitaker, legal executive, 3 Station Parade, Harrogate HG1 1UF
Signed as a deed by MARGARET ANNE PILLING in the presence of: Joanne Whitaker, legal executive, 3 Station Parade, Harrogate HG1 1UF
Signed as a deed by THOMAS EDWARD AINSCOUGH in the presence of: Laura Kettlewell, solicitor, 21 Victoria Avenue, Harrogate HG1 5QY
Signed as a deed by PRIYA AINSCOUGH in the presence of: Laura Kettlewell, solicitor, 21 Victoria Avenue, Harrogate HG1 5QY`,
    ],
    gold: {
      transferor: names('4 Transferor: DEREK JOHN PILLING and MARGARET ANNE PILLING', 'Derek John Pilling', 'Margaret Anne Pilling'),
      transferee: names('5 Transferee for entry in the register: THOMAS EDWARD AINSCOUGH and PRIYA AINSCOUGH', 'Thomas Edward Ainscough', 'Priya Ainscough'),
      date: date('2024-06-27', '3 Date: 27 June 2024'),
      'title-number': identifier('NYK447219', '1 Title number(s) of the property: NYK447219'),
      property: text('2 Property: Low Birk Barn, Birk Lane, Kirkby Overblow, Harrogate HG3 1HX', 'Low Birk Barn', 'HG3 1HX'),
      consideration: gbp(615000, 'six hundred and fifteen thousand pounds (£615,000)'),
      'whole-or-part': text(
        ['The Plan is annexed only to identify the Track and the treatment plant; the Property is the whole of the land comprised in title number NYK447219.', 'TRANSFER OF WHOLE OF REGISTERED TITLE(S)'],
        'whole',
        'Plan',
      ),
      'title-guarantee': text('8 The transferor transfers with full title guarantee.', 'full title guarantee'),
      'covenants-given': text(
        [
          'not use the Property other than as a single private dwellinghouse',
          'not erect any building or structure within 10 metres of the Track',
          'pay to the owner of the Retained Land on demand one third of the reasonable cost of maintaining and repairing the Track and the treatment plant',
        ],
        'single private dwellinghouse',
        'one third',
      ),
      'rights-granted': text(
        [
          'a right of way at all times and for all purposes on foot and with or without vehicles over the Track between Birk Lane and the Property',
          'the right to discharge foul water into the private sewage treatment plant on the Retained Land',
        ],
        'right of way',
        'treatment plant',
      ),
      'rights-reserved': notFound,
      'indemnity-covenant': yes(
        'The Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants contained in the Conveyance dated 9 November 1972',
      ),
      'co-ownership': text(
        [
          'The Transferee hold the Property as tenants in common as to sixty per cent for Thomas Edward Ainscough and forty per cent for Priya Ainscough.',
          'they are to hold the property on trust for themselves as tenants in common',
        ],
        'tenants in common',
      ),
      'restriction-applied-for': notFound,
      execution: yes([
        'Signed as a deed by DEREK JOHN PILLING in the presence of: Joanne Whitaker',
        'Signed as a deed by MARGARET ANNE PILLING in the presence of: Joanne Whitaker',
        'Signed as a deed by THOMAS EDWARD AINSCOUGH in the presence of: Laura Kettlewell',
        'Signed as a deed by PRIYA AINSCOUGH in the presence of: Laura Kettlewell',
      ]),
      'transaction-tax': notFound,
    },
    own: [
      {
        id: 'own-horses',
        text: 'The buyers want to keep a couple of ponies in the paddock behind the barn. Can they?',
        gold: no('not keep on the Property any horses, sheep, pigs or poultry or any livestock other than domestic pets'),
      },
      {
        id: 'own-track-costs',
        text: 'What share of the upkeep of the farm track do the buyers bear?',
        gold: text('pay to the owner of the Retained Land on demand one third of the reasonable cost of maintaining and repairing the Track', 'one third'),
      },
      {
        id: 'own-shares',
        text: 'In what shares do the buyers own the beneficial interest?',
        gold: text('tenants in common as to sixty per cent for Thomas Edward Ainscough and forty per cent for Priya Ainscough', 'sixty per cent', 'forty per cent'),
      },
    ],
  },
  {
    id: 'calibration-title-sheet-sc-dundee-magdalen-yard-road',
    typeKey: 'title-sheet',
    region: 'SC',
    title: 'Land Register of Scotland title sheet ANG61482',
    style: 'register',
    pages: [
      `LAND REGISTER OF SCOTLAND
TITLE NUMBER\tANG61482
Title sheet date: 03 SEPTEMBER 2024. This title sheet has been brought up to date to that date.
A. PROPERTY SECTION
Cadastral unit: ANG61482
Interest: Ownership
Date of first registration: 14 MARCH 2006
Subjects GROUND FLOOR EAST FLAT, 27 MAGDALEN YARD ROAD, DUNDEE DD2 1BA edged red on the cadastral map, being the eastmost dwellinghouse on the ground floor of the tenement 27 Magdalen Yard Road;
Together with (One) a right in common with the proprietors of the other five flats in the tenement to the common passage and stair, the back green and the bin store tinted yellow on the cadastral map; (Two) a one-sixth pro indiviso right of common property in the roof, the solum and the boundary walls of the tenement; and (Three) the parts, privileges and pertinents thereof, all as more particularly described in the Deed of Conditions in Entry 2 of the Burdens Section.
The minerals are excepted in terms of the Feu Disposition in Entry 1 of the Burdens Section.
The subjects have the benefit of a servitude right of access on foot over the back green of 29 Magdalen Yard Road, tinted blue on the cadastral map, for the purpose of maintaining the east gable wall of the tenement, constituted in the Deed of Servitude in Entry 3 of the Burdens Section.
B. PROPRIETORSHIP SECTION
Entry 1. Date of registration: 22 MAY 2019.
CATRIONA MAIRI LINDSAY and EUAN ROSS LINDSAY, spouses, both residing at 27 Magdalen Yard Road, Dundee DD2 1BA, equally between them and to the survivor of them.
Price paid: £187,000.
Date of entry: 17 MAY 2019.
C. SECURITIES SECTION
Entry 1. Date of registration 22 MAY 2019. Standard Security for all sums due and to become due by the said Catriona Mairi Lindsay and Euan Ross Lindsay to TAYSIDE MUTUAL BUILDING SOCIETY, incorporated under the Building Societies Act 1986, 18 Reform Street, Dundee DD1 1RS.
Entry 2. Date of registration 7 FEBRUARY 2022. Standard Security for £12,500 by the said Catriona Mairi Lindsay and Euan Ross Lindsay to DUNDEE CITY COUNCIL, under Part 2 of the Housing (Scotland) Act 2006, in respect of a repair loan for the common roof.`,
      `D. BURDENS SECTION
Entry 1. Feu Disposition by The Magdalen Green Feuing Company to James Cargill, flesher in Dundee, recorded G.R.S. (Forfar) 4 June 1894, of the tenement of which the subjects form part, contains the following burdens:
"(First) the tenement to be erected on the said area shall be used solely as private dwellinghouses and no shop, public house or workshop shall at any time be opened therein; (Second) the said James Cargill and his successors shall maintain the roof, the common stair and the boundary walls in good order and repair in all time coming; (Third) there are excepted from this feu the whole coal and other minerals in and under the said area, with power to work the same without entering upon the surface."
Note: The burdens in Entry 1 were imposed in a feudal writ; so far as enforceable only by the superior, they may have been extinguished on 28 November 2004 under the Abolition of Feudal Tenure etc. (Scotland) Act 2000.
Entry 2. Deed of Conditions by Magdalen Yard Properties Limited, registered 14 MARCH 2006, contains the following burdens affecting the subjects in this title and the other five flats in the tenement:
"(First) the common parts, comprising the common passage and stair, the back green, the bin store, the roof, the solum and the boundary walls, shall be owned in common by the proprietors of the six flats; (Second) the cost of maintaining, repairing and renewing the common parts shall be borne equally by the proprietors of the six flats, each being liable for one-sixth; (Third) the proprietors of a majority of the flats may appoint a property factor to manage the common parts, and each proprietor shall pay to the factor a float of £250 and the factor's fees in equal shares; (Fourth) no flat shall be let for holiday or short-term letting for periods of less than six months; (Fifth) no satellite dish or aerial shall be fixed to the front elevation; (Sixth) no dog shall be kept in any flat."
Entry 3. Deed of Servitude between Magdalen Yard Properties Limited and Ailsa Jean Baxter, proprietor of 29 Magdalen Yard Road, registered 14 MARCH 2006, constituting the servitude right of access over the back green of 29 Magdalen Yard Road referred to in the Property Section, the cost of making good any damage being borne by the party exercising it.
Entry 4. Servitude right of pedestrian access in favour of the proprietors of the mews cottage at 27A Magdalen Yard Road over the common passage forming part of the subjects, constituted in Disposition by Magdalen Yard Properties Limited to Graeme Peter Ogilvie, registered 30 OCTOBER 2007.
Entry 5. Minute of Waiver by the proprietors of the other five flats in the tenement, registered 10 AUGUST 2012, discharging the burden (Sixth) of the Deed of Conditions in Entry 2 so far as it affects the subjects in this title.
Entry 6. Notice of Potential Liability for Costs in respect of common repairs to the roof of the tenement, registered by Tay Property Factors Limited, 11 Meadowside, Dundee DD1 1DJ, on 11 JUNE 2024.`,
    ],
    gold: {
      'title-number': identifier('ANG61482', 'TITLE NUMBER ANG61482'),
      subjects: text('Subjects GROUND FLOOR EAST FLAT, 27 MAGDALEN YARD ROAD, DUNDEE DD2 1BA edged red on the cadastral map', 'GROUND FLOOR EAST FLAT', '27 MAGDALEN YARD ROAD'),
      interest: text('Interest: Ownership', 'Ownership'),
      'cadastral-unit': identifier('ANG61482', 'Cadastral unit: ANG61482'),
      'title-sheet-date': date('2024-09-03', [
        'Title sheet date: 03 SEPTEMBER 2024. This title sheet has been brought up to date to that date.',
        'Title sheet date: 03 SEPTEMBER 2024.',
      ]),
      proprietor: names(
        'CATRIONA MAIRI LINDSAY and EUAN ROSS LINDSAY, spouses, both residing at 27 Magdalen Yard Road, Dundee DD2 1BA, equally between them and to the survivor of them.',
        'Catriona Mairi Lindsay',
        'Euan Ross Lindsay',
      ),
      'survivorship-destination': yes('equally between them and to the survivor of them'),
      consideration: gbp(187000, 'Price paid: £187,000.'),
      'date-of-entry': date('2019-05-17', 'Date of entry: 17 MAY 2019.'),
      'date-of-registration': date('2019-05-22', 'Entry 1. Date of registration: 22 MAY 2019.'),
      'standard-securities': text(
        [
          'Standard Security for all sums due and to become due by the said Catriona Mairi Lindsay and Euan Ross Lindsay to TAYSIDE MUTUAL BUILDING SOCIETY',
          'Standard Security for £12,500 by the said Catriona Mairi Lindsay and Euan Ross Lindsay to DUNDEE CITY COUNCIL',
        ],
        'all sums due',
        '£12,500',
      ),
      'heritable-creditors': names(
        [
          'Standard Security for all sums due and to become due by the said Catriona Mairi Lindsay and Euan Ross Lindsay to TAYSIDE MUTUAL BUILDING SOCIETY',
          'Standard Security for £12,500 by the said Catriona Mairi Lindsay and Euan Ross Lindsay to DUNDEE CITY COUNCIL',
        ],
        'Tayside Mutual Building Society',
        'Dundee City Council',
      ),
      'real-burdens': text(
        [
          'the tenement to be erected on the said area shall be used solely as private dwellinghouses and no shop, public house or workshop shall at any time be opened therein',
          'the cost of maintaining, repairing and renewing the common parts shall be borne equally by the proprietors of the six flats, each being liable for one-sixth',
          'no flat shall be let for holiday or short-term letting for periods of less than six months',
        ],
        'private dwellinghouses',
        'one-sixth',
      ),
      servitudes: text(
        [
          'The subjects have the benefit of a servitude right of access on foot over the back green of 29 Magdalen Yard Road',
          'Servitude right of pedestrian access in favour of the proprietors of the mews cottage at 27A Magdalen Yard Road over the common passage forming part of the subjects',
        ],
        '29 Magdalen Yard Road',
        '27A Magdalen Yard Road',
      ),
      'deeds-of-conditions': text(
        [
          'Deed of Conditions by Magdalen Yard Properties Limited, registered 14 MARCH 2006',
          'the proprietors of a majority of the flats may appoint a property factor to manage the common parts',
          'the cost of maintaining, repairing and renewing the common parts shall be borne equally by the proprietors of the six flats, each being liable for one-sixth',
        ],
        'factor',
        'one-sixth',
      ),
      'minutes-of-waiver': yes('Minute of Waiver by the proprietors of the other five flats in the tenement, registered 10 AUGUST 2012, discharging the burden (Sixth) of the Deed of Conditions'),
      'feudal-burdens': [
        text(
          [
            'Feu Disposition by The Magdalen Green Feuing Company to James Cargill, flesher in Dundee, recorded G.R.S. (Forfar) 4 June 1894',
            'they may have been extinguished on 28 November 2004 under the Abolition of Feudal Tenure etc. (Scotland) Act 2000',
          ],
          'Feu Disposition',
        ),
        text('Note: The burdens in Entry 1 were imposed in a feudal writ', 'feudal writ'),
      ],
      'personal-real-burdens': notFound,
      'notice-of-potential-liability': yes('Notice of Potential Liability for Costs in respect of common repairs to the roof of the tenement, registered by Tay Property Factors Limited'),
      'common-rights': text(
        [
          'a right in common with the proprietors of the other five flats in the tenement to the common passage and stair, the back green and the bin store',
          'a one-sixth pro indiviso right of common property in the roof, the solum and the boundary walls of the tenement',
        ],
        'back green',
        'pro indiviso',
      ),
      leases: notFound,
      minerals: yes(['The minerals are excepted in terms of the Feu Disposition in Entry 1 of the Burdens Section.', 'there are excepted from this feu the whole coal and other minerals']),
      'indemnity-or-warranty-limited': notFound,
    },
    own: [
      {
        id: 'own-airbnb',
        text: 'Could the buyer let the flat out on Airbnb for weekend stays?',
        gold: no('no flat shall be let for holiday or short-term letting for periods of less than six months'),
      },
      {
        id: 'own-dog',
        text: 'My client has a dog. Is there anything in the title stopping her keeping it in the flat?',
        gold: no('Minute of Waiver by the proprietors of the other five flats in the tenement, registered 10 AUGUST 2012, discharging the burden (Sixth) of the Deed of Conditions in Entry 2 so far as it affects the subjects in this title.'),
      },
      {
        id: 'own-factor-float',
        text: 'How much float would be payable to a factor?',
        gold: gbp(250, 'each proprietor shall pay to the factor a float of £250'),
      },
    ],
  },
  {
    id: 'calibration-charge-wa-llandeilo-bryn-awel',
    typeKey: 'legal-charge',
    region: 'WA',
    title: 'Mortgage deed: Bryn Awel, Llandeilo',
    style: 'deed',
    pages: [
      `MORGAIS / MORTGAGE DEED
Cambrian Counties Building Society
Mortgage account number\t40118-227
Land Registry title number\tCYM742118
THIS MORTGAGE DEED is dated 12 August 2024
BORROWER: RHODRI GWYN PRITCHARD and ELIN HAF PRITCHARD, both of Bryn Awel, 6 Heol y Nant, Llandeilo SA19 6LP
SOCIETY: CAMBRIAN COUNTIES BUILDING SOCIETY, whose principal office is at Cambria House, 31 King Street, Carmarthen SA31 1BS, and its successors and transferees
PROPERTY: the freehold property known as Bryn Awel, 6 Heol y Nant, Llandeilo SA19 6LP, registered at HM Land Registry under title number CYM742118, and every part of it
1. INCORPORATION OF THE MORTGAGE CONDITIONS AND THE OFFER
1.1 This Mortgage incorporates the Cambrian Counties Building Society Mortgage Conditions (2023 Edition), the relevant parts of which are set out in Part 2 below, and the Borrower confirms having received a copy of them.
1.2 The Mortgage Offer means the offer of advance dated 3 July 2024 made by the Society to the Borrower for an advance of £248,000 repayable over 28 years, under account number 40118-227, together with any variation of it and any later offer of a further advance accepted by the Borrower.
2. CHARGE
2.1 The Borrower, with full title guarantee, charges the Property by way of legal mortgage with the payment to the Society of the Secured Sums.
2.2 The Secured Sums means the advance of £248,000 made under the Mortgage Offer, with interest and charges, and all other money which the Borrower now or at any time in the future owes to the Society in any manner, whether actually or contingently and whether alone or jointly with any other person, including any further advance.
2.3 This Mortgage secures only money which the Borrower owes to the Society and does not secure any liability of any other person, whether as guarantor or otherwise.
2.4 Where the Borrower is two or more persons, their obligations under this Mortgage are joint and several.
3. APPLICATION TO THE LAND REGISTRY
3.1 The Borrower applies to the Chief Land Registrar for a restriction in the following terms to be entered in the proprietorship register of title number CYM742118: "No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the charge dated 12 August 2024 in favour of Cambrian Counties Building Society referred to in the charges register."
3.2 The Society is under an obligation to make further advances under the Mortgage Offer if and when the Borrower draws them in accordance with its terms, and the Borrower applies for that obligation to be noted on the register.`,
      `PART 2: MORTGAGE CONDITIONS (2023 EDITION) (EXTRACTS)
4. THE BORROWER'S PROMISES
4.1 The Borrower will keep the Property in good repair and condition and will carry out any repairs which the Society reasonably requires within the time the Society specifies.
4.2 Unless the Society arranges the insurance, the Borrower will keep the buildings at the Property insured with a reputable insurer for their full rebuilding cost against fire, subsidence, flood and the other risks usually covered by a household buildings policy, and will produce the policy and the receipt for the last premium to the Society on request.
4.3 The Borrower will not let the Property or any part of it, or share or part with possession of it, or grant any licence to occupy it, without the Society's prior written consent; any consent to letting may be given subject to conditions, including an increase in the interest rate, and the Society may refuse consent to any letting other than an assured shorthold tenancy or an occupation contract under the Renting Homes (Wales) Act 2016.
4.4 The Borrower will not create any other mortgage or charge over the Property, or transfer it, without the Society's prior written consent.
4.5 The Borrower will not make any structural alteration to the Property, or change its use, without the Society's prior written consent.
5. WHEN THE SOCIETY CAN TAKE ACTION
5.1 The whole of the Secured Sums becomes immediately payable, and the Society may exercise the powers in condition 5.2, if: (a) the Borrower fails to pay two monthly payments, in full and on time, within the same period of twelve months; (b) the Borrower breaks any other promise in this Mortgage and does not put it right within a reasonable time of the Society asking; (c) the Borrower is made bankrupt or enters into an arrangement with creditors; or (d) the Property is compulsorily purchased.
5.2 Once the Secured Sums have become immediately payable under condition 5.1, the Society may take possession of the Property, sell it, and appoint a receiver of it or of any income from it; section 103 of the Law of Property Act 1925 does not apply to this Mortgage.
5.3 Before seeking possession of the Property through the courts the Society will comply with the Pre-Action Protocol for Possession Claims based on Mortgage or Home Purchase Plan Arrears in respect of Residential Property.
EXECUTION
Signed as a deed by RHODRI GWYN PRITCHARD in the presence of: Siân Morgan, solicitor, Rhys Jenkins & Co, 14 Rhosmaen Street, Llandeilo SA19 6EN
Signed as a deed by ELIN HAF PRITCHARD in the presence of: Siân Morgan, solicitor, Rhys Jenkins & Co, 14 Rhosmaen Street, Llandeilo SA19 6EN`,
    ],
    gold: {
      lender: names('SOCIETY: CAMBRIAN COUNTIES BUILDING SOCIETY, whose principal office is at Cambria House, 31 King Street, Carmarthen SA31 1BS', 'Cambrian Counties Building Society'),
      borrower: names('BORROWER: RHODRI GWYN PRITCHARD and ELIN HAF PRITCHARD', 'Rhodri Gwyn Pritchard', 'Elin Haf Pritchard'),
      date: date('2024-08-12', 'THIS MORTGAGE DEED is dated 12 August 2024'),
      property: text('PROPERTY: the freehold property known as Bryn Awel, 6 Heol y Nant, Llandeilo SA19 6LP', 'Bryn Awel', 'SA19 6LP'),
      'title-number': identifier('CYM742118', ['Land Registry title number CYM742118', 'registered at HM Land Registry under title number CYM742118']),
      'secured-amount': gbp(248000, [
        'The Secured Sums means the advance of £248,000 made under the Mortgage Offer',
        'the offer of advance dated 3 July 2024 made by the Society to the Borrower for an advance of £248,000',
      ]),
      'all-monies': yes('and all other money which the Borrower now or at any time in the future owes to the Society in any manner'),
      'third-party-security': no('This Mortgage secures only money which the Borrower owes to the Society and does not secure any liability of any other person'),
      'restrictions-on-dealing': text(
        [
          'The Borrower will not create any other mortgage or charge over the Property, or transfer it, without the Society\'s prior written consent.',
          'The Borrower will not let the Property or any part of it, or share or part with possession of it, or grant any licence to occupy it, without the Society\'s prior written consent',
        ],
        'let',
        'charge',
      ),
      'land-registry-restriction': yes(
        'No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the charge dated 12 August 2024',
      ),
      enforcement: text(
        [
          'the Borrower fails to pay two monthly payments, in full and on time, within the same period of twelve months',
          'Once the Secured Sums have become immediately payable under condition 5.1, the Society may take possession of the Property, sell it, and appoint a receiver',
        ],
        'two monthly payments',
        'receiver',
      ),
      'other-assets': notFound,
      'borrower-covenants': text(
        [
          'The Borrower will keep the Property in good repair and condition',
          'the Borrower will keep the buildings at the Property insured with a reputable insurer for their full rebuilding cost',
          'The Borrower will not let the Property or any part of it',
        ],
        'good repair',
        'full rebuilding cost',
      ),
      'underlying-facility': text(
        'The Mortgage Offer means the offer of advance dated 3 July 2024 made by the Society to the Borrower for an advance of £248,000 repayable over 28 years, under account number 40118-227',
        '3 July 2024',
        '40118-227',
      ),
      execution: yes([
        'Signed as a deed by RHODRI GWYN PRITCHARD in the presence of: Siân Morgan, solicitor',
        'Signed as a deed by ELIN HAF PRITCHARD in the presence of: Siân Morgan, solicitor',
      ]),
      'companies-house-registration': notFound,
      'governing-law': notFound,
    },
    own: [
      {
        id: 'own-holiday-let',
        text: 'Could the Pritchards let the house out while they work abroad for a year?',
        gold: yes("The Borrower will not let the Property or any part of it, or share or part with possession of it, or grant any licence to occupy it, without the Society's prior written consent", "prior written consent"),
      },
      {
        id: 'own-further-advances',
        text: 'Is the building society obliged to make further advances?',
        gold: yes('The Society is under an obligation to make further advances under the Mortgage Offer if and when the Borrower draws them in accordance with its terms'),
      },
      { id: 'own-loan-term', text: 'Over how long is the loan repayable?', gold: years(28, 'for an advance of £248,000 repayable over 28 years') },
    ],
  },
  {
    id: 'calibration-lease-sc-stirling-murray-place-shop',
    typeKey: 'property-lease',
    region: 'SC',
    title: 'Lease of shop, 31 Murray Place, Stirling',
    style: 'deed',
    pages: [
      `LEASE
between
FORTH VALLEY RETAIL INVESTMENTS LIMITED
and
BRAMBLE & THISTLE LIMITED
and
MORAG FIONA DRUMMOND
Subjects: ground floor shop, 31 Murray Place, Stirling FK8 1DQ
1. PARTIES
FORTH VALLEY RETAIL INVESTMENTS LIMITED, incorporated under the Companies Acts (registered number SC512873) and having its registered office at 40 Melville Street, Edinburgh EH3 7HA (the "Landlords"); BRAMBLE & THISTLE LIMITED, incorporated under the Companies Acts (registered number SC604519) and having its registered office at 31 Murray Place, Stirling FK8 1DQ (the "Tenants"); and MORAG FIONA DRUMMOND, residing at 9 Snowdon Place, Stirling FK8 2JN (the "Guarantor").
2. DEFINITIONS
"Subjects" means the shop premises on the ground floor of the building 31 Murray Place, Stirling FK8 1DQ, shown outlined in red on the plan annexed, together with the rear store and the pertinents, but excluding the structure and roof of the building.
"Date of Entry" means 28 May 2024.
"Ish" means 27 May 2034.
"Rent" means THIRTY-TWO THOUSAND FIVE HUNDRED POUNDS (£32,500) Sterling per annum, exclusive of VAT, as reviewed under Clause 5.
"Review Date" means 28 May 2029.
"Permitted Use" means the retail sale of gifts, greetings cards and stationery, with an ancillary coffee counter, within Class 1A of the Schedule to the Town and Country Planning (Use Classes) (Scotland) Order 1997.
"Prescribed Rate" means four per centum per annum above the base rate of The Royal Bank of Scotland plc from time to time.
"Schedule of Condition" means the photographic schedule of condition of the Subjects prepared by Allan Kerr Surveyors and signed by the parties as relative to this Lease.
3. LET AND DURATION
The Landlords let the Subjects to the Tenants for the period from the Date of Entry until the Ish, being ten years, notwithstanding the dates of execution.
4. RENT AND VAT
4.1 The Tenants shall pay the Rent by equal quarterly instalments in advance on 28 February, 28 May, 28 August and 28 November, the first payment on the Date of Entry.
4.2 The Landlords have elected to waive exemption from VAT in respect of the Subjects, and the Tenants shall pay VAT on the Rent and on all other sums payable under this Lease.
4.3 The Tenants shall pay interest at the Prescribed Rate on any Rent or other sum not paid within fourteen days of its due date.
5. RENT REVIEW
The Rent shall be reviewed at the Review Date to the greater of the Rent payable immediately before the Review Date and the open market rent of the Subjects at the Review Date, determined on the assumptions and disregards in Part 2 of the Schedule; any dispute shall be determined by an independent surveyor acting as an expert.`,
      `6. COMMON CHARGES
The Tenants shall pay to the Landlords eighteen per cent of the costs of maintaining, repairing and insuring the common parts, roof and structure of the building 31 Murray Place, provided that the amount payable for the year to 27 May 2025 shall not exceed £3,200 and that no costs of initial construction or of remedying inherent defects shall be recoverable.
7. REPAIR
The Tenants shall keep the Subjects in good and substantial repair and condition, and shall renew and rebuild them where necessary, except that the Tenants shall not be obliged to put the Subjects into any better state of repair or condition than that shown in the Schedule of Condition.
8. INSURANCE
The Landlords shall insure the building 31 Murray Place against loss or damage by fire, storm, flood, subsidence, escape of water, malicious damage and such other risks as the Landlords reasonably decide, for its full reinstatement value, and the Tenants shall repay to the Landlords on demand eighteen per cent of the premium.
9. ASSIGNATION AND SUB-LETTING
9.1 The Tenants shall not assign, sub-let, grant any security over or part with possession of part only of the Subjects.
9.2 The Tenants may assign or sub-let the whole of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld where the proposed assignee is of sound financial standing and demonstrably capable of fulfilling the Tenants' obligations, but the Tenants shall not grant any standard security or other security over this Lease.
10. LANDLORDS' OBLIGATIONS
The Landlords warrant that the Tenants, paying the Rent and performing their obligations, shall have peaceful possession of the Subjects during the period of this Lease without interruption by the Landlords or anyone claiming through them.
11. IRRITANCY
11.1 If the Tenants fail to pay any Rent or other sum within twenty-one days of a warning notice under section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985 requiring payment within a period of not less than twenty-one days, the Landlords may terminate this Lease by irritancy.
11.2 If the Tenants breach any other obligation, or become apparently insolvent, enter administration or liquidation, or have a receiver appointed, the Landlords may terminate this Lease by irritancy if a fair and reasonable landlord would do so, having first given written notice requiring any remediable breach to be remedied within a reasonable time.
12. END OF LEASE
12.1 At the Ish or earlier termination the Tenants shall remove from the Subjects all alterations made by them, reinstate the Subjects and leave them in the state of repair required by Clause 7, and shall pay to the Landlords the reasonable cost of any works the Tenants fail to carry out.
12.2 Tacit relocation shall not operate unless neither party has given to the other not less than three months' written notice before the Ish of its intention that this Lease shall end at the Ish.`,
      `13. GUARANTEE
13.1 In consideration of the Landlords entering into this Lease, the Guarantor guarantees to the Landlords, as cautioner and full co-obligant with the Tenants, the payment of the Rent and the performance of the Tenants' obligations under this Lease.
13.2 The Guarantor shall not be released from the Guarantor's obligations by reason of any assignation of this Lease by the Tenants, by any extension of time or indulgence granted to the Tenants, or by any variation of this Lease.
14. LBTT
The Tenants shall make and submit the land and buildings transaction tax return for this Lease, pay any tax due, and make and submit each three-yearly lease review return and any assignation or termination return required under the Land and Buildings Transaction Tax (Scotland) Act 2013, sending copies to the Landlords.
15. REGISTRATION AND LAW
15.1 This Lease is for a period not exceeding twenty years and shall not be registered in the Land Register of Scotland.
15.2 The parties consent to registration of this Lease for preservation and execution in the Books of Council and Session.
15.3 This Lease is governed by the law of Scotland.
IN WITNESS WHEREOF these presents consisting of this and the two preceding pages are executed as follows:
Subscribed for the Landlords by Iain Murdo MacLeod, director, at Edinburgh on 11 March 2024 before Kirsty Anne Young, 40 Melville Street, Edinburgh
Subscribed for the Tenants by Hannah Rose Drummond, director, at Stirling on 11 March 2024 before Neil Baird, 7 Port Street, Stirling
Subscribed by the Guarantor, Morag Fiona Drummond, at Stirling on 11 March 2024 before Neil Baird, 7 Port Street, Stirling`,
    ],
    gold: {
      landlord: names('FORTH VALLEY RETAIL INVESTMENTS LIMITED, incorporated under the Companies Acts (registered number SC512873)', 'Forth Valley Retail Investments Limited'),
      tenant: names('BRAMBLE & THISTLE LIMITED, incorporated under the Companies Acts (registered number SC604519)', 'Bramble & Thistle Limited'),
      guarantor: names('MORAG FIONA DRUMMOND, residing at 9 Snowdon Place, Stirling FK8 2JN (the "Guarantor")', 'Morag Fiona Drummond'),
      'lease-date': date('2024-03-11', [
        'Subscribed for the Landlords by Iain Murdo MacLeod, director, at Edinburgh on 11 March 2024',
        'Subscribed for the Tenants by Hannah Rose Drummond, director, at Stirling on 11 March 2024',
      ]),
      premises: text('"Subjects" means the shop premises on the ground floor of the building 31 Murray Place, Stirling FK8 1DQ', 'ground floor', '31 Murray Place'),
      term: years(10, ['The Landlords let the Subjects to the Tenants for the period from the Date of Entry until the Ish, being ten years', '"Date of Entry" means 28 May 2024.', '"Ish" means 27 May 2034.']),
      'initial-rent': gbp(32500, [
        '"Rent" means THIRTY-TWO THOUSAND FIVE HUNDRED POUNDS (£32,500) Sterling per annum, exclusive of VAT',
        'The Landlords have elected to waive exemption from VAT in respect of the Subjects',
      ]),
      'rent-free-period': notFound,
      'rent-review': text(
        [
          'The Rent shall be reviewed at the Review Date to the greater of the Rent payable immediately before the Review Date and the open market rent of the Subjects at the Review Date',
          '"Review Date" means 28 May 2029.',
        ],
        'open market',
        'greater',
      ),
      'break-options': notFound,
      alienation: text(
        [
          'The Tenants shall not assign, sub-let, grant any security over or part with possession of part only of the Subjects.',
          'The Tenants may assign or sub-let the whole of the Subjects with the prior written consent of the Landlords, which shall not be unreasonably withheld',
        ],
        'consent',
        'part only',
      ),
      repair: text(
        [
          'The Tenants shall keep the Subjects in good and substantial repair and condition, and shall renew and rebuild them where necessary',
          'the Tenants shall not be obliged to put the Subjects into any better state of repair or condition than that shown in the Schedule of Condition',
        ],
        'Schedule of Condition',
      ),
      'service-charge': text(
        'The Tenants shall pay to the Landlords eighteen per cent of the costs of maintaining, repairing and insuring the common parts, roof and structure of the building 31 Murray Place, provided that the amount payable for the year to 27 May 2025 shall not exceed £3,200',
        'eighteen per cent',
        '£3,200',
      ),
      insurance: text(
        [
          'The Landlords shall insure the building 31 Murray Place against loss or damage by fire, storm, flood, subsidence, escape of water, malicious damage',
          'the Tenants shall repay to the Landlords on demand eighteen per cent of the premium',
        ],
        'premium',
      ),
      'permitted-use': text('"Permitted Use" means the retail sale of gifts, greetings cards and stationery, with an ancillary coffee counter', 'gifts', 'stationery'),
      'landlord-covenants': text('The Landlords warrant that the Tenants, paying the Rent and performing their obligations, shall have peaceful possession of the Subjects', 'peaceful possession'),
      irritancy: text(
        [
          'a warning notice under section 4 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985 requiring payment within a period of not less than twenty-one days',
          'the Landlords may terminate this Lease by irritancy if a fair and reasonable landlord would do so',
        ],
        'twenty-one days',
      ),
      'tacit-relocation': text(
        "Tacit relocation shall not operate unless neither party has given to the other not less than three months' written notice before the Ish",
        'three months',
      ),
      'rent-deposit': notFound,
      'interest-on-late-payment': percent(4, '"Prescribed Rate" means four per centum per annum above the base rate of The Royal Bank of Scotland plc'),
      'yield-up': text(
        'the Tenants shall remove from the Subjects all alterations made by them, reinstate the Subjects and leave them in the state of repair required by Clause 7',
        'remove',
        'reinstate',
      ),
      'guarantor-release': no("The Guarantor shall not be released from the Guarantor's obligations by reason of any assignation of this Lease by the Tenants"),
      'registration-scotland': [
        no('This Lease is for a period not exceeding twenty years and shall not be registered in the Land Register of Scotland.'),
        yes('The parties consent to registration of this Lease for preservation and execution in the Books of Council and Session.'),
      ],
      lbtt: text('make and submit each three-yearly lease review return', 'three-yearly'),
      'governing-law': text('This Lease is governed by the law of Scotland.', 'Scotland'),
    },
    own: [
      {
        id: 'own-security',
        text: "Could the tenants' bank take a standard security over the lease?",
        gold: no('but the Tenants shall not grant any standard security or other security over this Lease'),
      },
      {
        id: 'own-coffee',
        text: 'Can the tenant run a coffee counter in the shop?',
        gold: yes('"Permitted Use" means the retail sale of gifts, greetings cards and stationery, with an ancillary coffee counter', 'ancillary'),
      },
    ],
  },
  {
    id: 'calibration-lease-ni-newtownards-drumhirk-unit-7',
    typeKey: 'property-lease',
    region: 'NI',
    title: 'Lease of Unit 7, Drumhirk Business Park, Newtownards',
    style: 'modern',
    pages: [
      `LEASE OF UNIT 7, DRUMHIRK BUSINESS PARK
THIS LEASE is made on 19 March 2024
BETWEEN
(1) LAGAN VALLEY INDUSTRIAL ESTATES LIMITED (company number NI631245) whose registered office is at 88 Upper Arthur Street, Belfast BT1 4GJ (the "Landlord"); and
(2) MOURNE PRECISION FABRICATION LIMITED (company number NI058812) whose registered office is at 4 Castle Street, Comber BT23 5DY (the "Tenant").
1. DEFINITIONS
"Premises" means Unit 7, Drumhirk Business Park, 12 Comber Road, Newtownards BT23 4QR, shown edged red on the plan annexed, including the structure, roof and foundations of the unit and the service yard edged blue.
"Estate" means Drumhirk Business Park, Newtownards, of which the Premises form part.
"Term" means six years from and including 1 April 2024 to and including 31 March 2030.
"Initial Rent" means £27,600 per annum exclusive of VAT.
"Review Date" means 1 April 2027.
"Permitted Use" means light industrial and general industrial use including metal fabrication, with ancillary offices and storage, within Class B2 or Class B3 of the Schedule to the Planning (Use Classes) Order (Northern Ireland) 2015.
"Estate Service Charge Proportion" means 6.25 per cent.
"Interest Rate" means three per cent per annum above the base rate of Bank of Ireland (UK) plc from time to time.
2. DEMISE AND RENT
2.1 The Landlord demises the Premises to the Tenant for the Term, together with a right of way over the estate roads, paying the Initial Rent, as reviewed under clause 4, by equal quarterly payments in advance on 1 January, 1 April, 1 July and 1 October, the first payment to be made on 1 April 2024.
2.2 The Landlord has opted to tax the Estate and the Tenant shall pay VAT on the rent and on all other sums payable under this Lease.
3. RENT DEPOSIT
The Tenant shall on the date of this Lease pay to the Landlord a rent deposit of £6,900, to be held in a designated account and returned to the Tenant, with any interest earned, within one month after the end of the Term, less any sums properly due to the Landlord.
4. RENT REVIEW
4.1 On the Review Date the rent shall be increased to the Initial Rent multiplied by the increase in the Consumer Prices Index between February 2024 and February 2027, provided that the annual compound increase shall not be less than one per cent nor more than four per cent.
4.2 The rent shall never be reduced on review.
5. TENANT'S COVENANTS
5.1 To pay the rent and all other sums due, and to pay interest at the Interest Rate on any sum not paid within 14 days of its due date.
5.2 To keep the Premises, including the structure, roof and foundations of the unit and the service yard, in good and substantial repair and condition, and to rebuild them where necessary, damage by an insured risk excepted unless the insurance is vitiated by the Tenant.
5.3 To pay the Estate Service Charge Proportion of the costs incurred by the Landlord in maintaining, lighting and cleaning the estate roads, landscaping and common drainage of the Estate, provided that the amount payable shall not exceed £2,400 in any of the first three years of the Term.
5.4 To pay to the Landlord on demand the premiums the Landlord pays to insure the Premises against fire, lightning, explosion, storm, flood, impact, malicious damage and terrorism for their full reinstatement cost, together with three years' loss of rent.
5.5 Not to use the Premises other than for the Permitted Use.`,
      `6. ALIENATION
6.1 Not to assign, underlet, charge or part with possession of part only of the Premises.
6.2 Not to underlet the whole of the Premises.
6.3 Not to assign or charge the whole of the Premises without the consent of the Landlord, which shall not be unreasonably withheld or delayed, and then only if the Tenant has first paid all rent due and, where the Landlord reasonably requires, a guarantor acceptable to the Landlord has guaranteed the assignee's obligations.
6.4 The Tenant may share occupation of the Premises with a company in the same group as the Tenant for so long as it remains in that group, without creating a tenancy.
7. LANDLORD'S COVENANTS
7.1 The Landlord covenants that the Tenant, paying the rent and performing the covenants in this Lease, may peaceably hold and enjoy the Premises during the Term without any interruption by the Landlord or any person claiming under it.
7.2 The Landlord shall insure the Premises against the risks listed in clause 5.4 and shall apply the insurance money in reinstating the Premises.
8. BREAK
8.1 The Tenant may end this Lease on 31 March 2027 by giving the Landlord not less than six months' written notice, provided that on that date the Tenant has paid the rent then due and gives vacant possession of the Premises.
8.2 The Landlord may end this Lease at any time after 31 March 2027 by giving the Tenant not less than twelve months' written notice if it intends to redevelop the Estate or a substantial part of it.
9. RE-ENTRY
The Landlord may re-enter the Premises, and this Lease shall then end, if any rent is unpaid 21 days after its due date (whether or not formally demanded), if the Tenant breaks any covenant in this Lease, or if the Tenant enters liquidation or administration or has a receiver appointed.
10. BUSINESS TENANCIES
The parties acknowledge that the tenancy created by this Lease is one to which the Business Tenancies (Northern Ireland) Order 1996 applies, and nothing in this Lease excludes or limits the Tenant's rights under that Order.
11. END OF THE TERM
At the end of the Term the Tenant shall yield up the Premises in the repair and condition required by this Lease, shall remove all its plant, machinery and alterations and make good all damage caused by their removal, and shall pay the Landlord's reasonable costs of remedying any breach of the repairing covenant.
12. STAMP DUTY LAND TAX AND REGISTRATION
12.1 The Tenant shall pay any stamp duty land tax chargeable on the grant of this Lease and shall deliver the land transaction return to HM Revenue & Customs, sending a copy of the certificate to the Landlord.
12.2 The Tenant shall not register this Lease in the Land Registry or in the Registry of Deeds.
13. GOVERNING LAW
This Lease shall be governed by and construed in accordance with the law of Northern Ireland.
Executed as a deed by LAGAN VALLEY INDUSTRIAL ESTATES LIMITED acting by two directors, Ciaran Mulholland and Gillian Hewitt
Executed as a deed by MOURNE PRECISION FABRICATION LIMITED acting by a director, Padraig Quinn, in the presence of Orla Crawford, solicitor, Belfast`,
    ],
    gold: {
      landlord: names('LAGAN VALLEY INDUSTRIAL ESTATES LIMITED (company number NI631245)', 'Lagan Valley Industrial Estates Limited'),
      tenant: names('MOURNE PRECISION FABRICATION LIMITED (company number NI058812)', 'Mourne Precision Fabrication Limited'),
      guarantor: notFound,
      'lease-date': date('2024-03-19', 'THIS LEASE is made on 19 March 2024'),
      premises: text('"Premises" means Unit 7, Drumhirk Business Park, 12 Comber Road, Newtownards BT23 4QR', 'Unit 7', 'Drumhirk Business Park'),
      term: years(6, '"Term" means six years from and including 1 April 2024 to and including 31 March 2030.'),
      'initial-rent': gbp(27600, ['"Initial Rent" means £27,600 per annum exclusive of VAT.', 'The Landlord has opted to tax the Estate']),
      'rent-free-period': notFound,
      'rent-review': text(
        [
          'On the Review Date the rent shall be increased to the Initial Rent multiplied by the increase in the Consumer Prices Index',
          'The rent shall never be reduced on review.',
          '"Review Date" means 1 April 2027.',
        ],
        'Consumer Prices Index',
      ),
      'break-options': text(
        [
          "The Tenant may end this Lease on 31 March 2027 by giving the Landlord not less than six months' written notice, provided that on that date the Tenant has paid the rent then due and gives vacant possession",
          "The Landlord may end this Lease at any time after 31 March 2027 by giving the Tenant not less than twelve months' written notice if it intends to redevelop the Estate",
        ],
        'six months',
        'twelve months',
      ),
      alienation: text(
        [
          'Not to assign, underlet, charge or part with possession of part only of the Premises.',
          'Not to underlet the whole of the Premises.',
          'Not to assign or charge the whole of the Premises without the consent of the Landlord, which shall not be unreasonably withheld or delayed',
          'The Tenant may share occupation of the Premises with a company in the same group as the Tenant',
        ],
        'consent',
        'underlet',
      ),
      repair: text('To keep the Premises, including the structure, roof and foundations of the unit and the service yard, in good and substantial repair and condition', 'structure'),
      'service-charge': text(
        [
          'To pay the Estate Service Charge Proportion of the costs incurred by the Landlord in maintaining, lighting and cleaning the estate roads',
          'provided that the amount payable shall not exceed £2,400 in any of the first three years of the Term',
          '"Estate Service Charge Proportion" means 6.25 per cent.',
        ],
        '£2,400',
      ),
      insurance: text(
        [
          'The Landlord shall insure the Premises against the risks listed in clause 5.4',
          'To pay to the Landlord on demand the premiums the Landlord pays to insure the Premises against fire, lightning, explosion, storm, flood, impact, malicious damage and terrorism',
        ],
        'premiums',
      ),
      'permitted-use': text('"Permitted Use" means light industrial and general industrial use including metal fabrication', 'metal fabrication'),
      'landlord-covenants': text('may peaceably hold and enjoy the Premises during the Term without any interruption by the Landlord', 'peaceably hold and enjoy'),
      forfeiture: text('if any rent is unpaid 21 days after its due date (whether or not formally demanded), if the Tenant breaks any covenant in this Lease', '21 days'),
      'security-of-tenure-ni-order': text(
        'the tenancy created by this Lease is one to which the Business Tenancies (Northern Ireland) Order 1996 applies, and nothing in this Lease excludes or limits the Tenant\'s rights under that Order',
        'applies',
      ),
      'rent-deposit': gbp(6900, 'The Tenant shall on the date of this Lease pay to the Landlord a rent deposit of £6,900'),
      'interest-on-late-payment': percent(3, '"Interest Rate" means three per cent per annum above the base rate of Bank of Ireland (UK) plc'),
      'yield-up': text(
        'At the end of the Term the Tenant shall yield up the Premises in the repair and condition required by this Lease, shall remove all its plant, machinery and alterations and make good all damage caused by their removal',
        'yield up',
        'remove',
      ),
      'guarantor-release': notFound,
      'registration-ireland': no('The Tenant shall not register this Lease in the Land Registry or in the Registry of Deeds.'),
      'stamp-duty-land-tax': text('The Tenant shall pay any stamp duty land tax chargeable on the grant of this Lease and shall deliver the land transaction return', 'stamp duty land tax'),
      'governing-law': text('This Lease shall be governed by and construed in accordance with the law of Northern Ireland.', 'Northern Ireland'),
    },
    own: [
      {
        id: 'own-cpi-cap',
        text: 'What is the most the rent can go up by at the 2027 review?',
        gold: text('provided that the annual compound increase shall not be less than one per cent nor more than four per cent', 'four per cent'),
      },
      {
        id: 'own-landlord-redevelop',
        text: 'Can the landlord get the tenant out early to redevelop the estate?',
        gold: yes("The Landlord may end this Lease at any time after 31 March 2027 by giving the Tenant not less than twelve months' written notice if it intends to redevelop the Estate", 'twelve months'),
      },
      { id: 'own-sublet', text: 'Can Mourne sublet the whole unit?', gold: no('Not to underlet the whole of the Premises.') },
    ],
  },
  {
    id: 'calibration-replies-en-tewkesbury-orchard-rise',
    typeKey: 'replies-to-enquiries',
    region: 'EN',
    title: 'Replies to additional enquiries: 22 Orchard Rise, Tewkesbury',
    style: 'typed',
    pages: [
      `HARTLEY VANCE SOLICITORS LLP
REPLIES TO ADDITIONAL PRE-CONTRACT ENQUIRIES
Property: 22 Orchard Rise, Tewkesbury GL20 5RT
Sellers: Andrew Paul Hale and Joanne Louise Hale
Buyers: Mr and Mrs D. Okonjo
These replies are given by Hartley Vance Solicitors LLP on behalf of the Sellers, Andrew Paul Hale and Joanne Louise Hale, on the basis of the Sellers' own knowledge and without having made any inspection of the Property.
Dated: 14 October 2024
Enquiry 1. Please confirm whether the Sellers are aware of any disputes or complaints with neighbours, given the reference in the TA6 to the hedge.
Reply: No. There are no current disputes. The disagreement with the owners of No. 20 about the height of the leylandii hedge was resolved when the Sellers reduced the hedge in April 2022, and no complaint has been made since.
Enquiry 2. Who owns and maintains the boundaries?
Reply: The Sellers have maintained the left-hand boundary fence (looking at the Property from Orchard Rise) and the rear boundary wall. The right-hand boundary hedge is shared with No. 24. No boundary has been moved during the Sellers' ownership.
Enquiry 3. Please supply planning and building regulation documents for the rear extension and the loft conversion.
Reply: The single-storey rear extension was built in 2017 under planning permission reference 16/00984/FUL, and Tewkesbury Borough Council issued a building regulations completion certificate dated 9 February 2018. The loft conversion was completed in 2020; no building regulations completion certificate was obtained, and the Sellers will provide a lack of building regulation approval indemnity policy at their own cost.
Enquiry 4. Please confirm who will be living at the Property at completion.
Reply: The Sellers' son, Callum Hale, aged 23, lives at the Property. He will sign the contract to confirm that he will give vacant possession on completion. There are no tenants or lodgers.
Enquiry 5. Please confirm the services connected and whether any are shared.
Reply: Mains water, mains drainage, mains electricity and mains gas are connected, together with a fibre broadband line. The foul drain runs through a private drain shared with No. 24 before joining the public sewer in Orchard Rise.`,
      `Enquiry 6. Your client's TA6 refers to Japanese knotweed. Please give details.
Reply: Yes. Japanese knotweed was found near the rear boundary wall in 2021. It has been treated by Severn Invasives Limited under a five-year management plan, with an insurance-backed guarantee which will pass to the Buyers. No regrowth was found at the last inspection in June 2024. The Sellers are not aware of any contamination or asbestos.
Enquiry 7. Please supply copies of any guarantees.
Reply: Copies are enclosed of (a) the FENSA certificate for the replacement windows fitted by Cotswold Glazing in 2018, (b) the Severn Invasives Limited knotweed management guarantee, and (c) a 20-year damp-proofing guarantee dated 3 May 2015 from Avon Damp Treatment Limited.
Enquiry 8. Have the Sellers given or received any notices?
Reply: Yes. In March 2024 the Sellers received a party wall notice under the Party Wall etc. Act 1996 from the owners of No. 20 about their proposed loft conversion. The Sellers consented to the work, which has not yet begun. No other notices have been given or received.
Enquiry 9. Please confirm the rights of way over the driveway.
Reply: The driveway between the Property and No. 24 is shared. Each owner has a right of way over the other's half and contributes half of its upkeep under the Transfer dated 6 June 1988 referred to in the title.
Enquiry 10. Has the Property ever flooded?
Reply: No. The Property has not flooded during the Sellers' ownership, which began in 2013. The Environment Agency's flood map shows the Property in Flood Zone 1.
Enquiry 11. Please supply the energy performance certificate.
Reply: A copy of the energy performance certificate dated 2 May 2023 is enclosed. It gives an energy efficiency rating of C (71).
Hartley Vance Solicitors LLP, 5 Church Street, Tewkesbury GL20 5PA`,
    ],
    gold: {
      date: date('2024-10-14', 'Dated: 14 October 2024'),
      'replying-party': [
        names('These replies are given by Hartley Vance Solicitors LLP on behalf of the Sellers, Andrew Paul Hale and Joanne Louise Hale', 'Hartley Vance Solicitors LLP'),
        names('These replies are given by Hartley Vance Solicitors LLP on behalf of the Sellers, Andrew Paul Hale and Joanne Louise Hale', 'Andrew Paul Hale', 'Joanne Louise Hale'),
      ],
      property: text('Property: 22 Orchard Rise, Tewkesbury GL20 5RT', '22 Orchard Rise'),
      disputes: no(
        'No. There are no current disputes. The disagreement with the owners of No. 20 about the height of the leylandii hedge was resolved when the Sellers reduced the hedge in April 2022, and no complaint has been made since.',
      ),
      boundaries: text(
        [
          'The Sellers have maintained the left-hand boundary fence (looking at the Property from Orchard Rise) and the rear boundary wall.',
          "The right-hand boundary hedge is shared with No. 24. No boundary has been moved during the Sellers' ownership.",
        ],
        'left-hand',
        'shared',
      ),
      'alterations-consents': yes(
        [
          'The single-storey rear extension was built in 2017 under planning permission reference 16/00984/FUL, and Tewkesbury Borough Council issued a building regulations completion certificate dated 9 February 2018.',
          'The loft conversion was completed in 2020; no building regulations completion certificate was obtained, and the Sellers will provide a lack of building regulation approval indemnity policy',
        ],
        'loft conversion',
        'indemnity',
      ),
      occupiers: text(
        [
          'The Sellers\' son, Callum Hale, aged 23, lives at the Property. He will sign the contract to confirm that he will give vacant possession on completion.',
          'The Sellers\' son, Callum Hale, aged 23, lives at the Property.',
        ],
        'Callum Hale',
      ),
      services: text(
        [
          'Mains water, mains drainage, mains electricity and mains gas are connected, together with a fibre broadband line.',
          'The foul drain runs through a private drain shared with No. 24 before joining the public sewer in Orchard Rise.',
        ],
        'mains',
        'shared',
      ),
      guarantees: text(
        'Copies are enclosed of (a) the FENSA certificate for the replacement windows fitted by Cotswold Glazing in 2018, (b) the Severn Invasives Limited knotweed management guarantee, and (c) a 20-year damp-proofing guarantee dated 3 May 2015 from Avon Damp Treatment Limited.',
        'FENSA',
        'damp-proofing',
      ),
      notices: yes('In March 2024 the Sellers received a party wall notice under the Party Wall etc. Act 1996 from the owners of No. 20'),
      'rights-and-shared-facilities': text(
        [
          "The driveway between the Property and No. 24 is shared. Each owner has a right of way over the other's half and contributes half of its upkeep",
          'The foul drain runs through a private drain shared with No. 24',
        ],
        'driveway',
      ),
      flooding: no("No. The Property has not flooded during the Sellers' ownership, which began in 2013. The Environment Agency's flood map shows the Property in Flood Zone 1."),
      insurance: notFound,
      environmental: yes(
        'Yes. Japanese knotweed was found near the rear boundary wall in 2021. It has been treated by Severn Invasives Limited under a five-year management plan',
        'Japanese knotweed',
      ),
      vat: notFound,
      'energy-performance': text('It gives an energy efficiency rating of C (71).', 'C (71)'),
      'council-tax-or-rates': notFound,
    },
    own: [
      {
        id: 'own-loft-approval',
        text: 'Does the loft conversion have building control sign-off?',
        gold: no('The loft conversion was completed in 2020; no building regulations completion certificate was obtained, and the Sellers will provide a lack of building regulation approval indemnity policy', 'indemnity'),
      },
      {
        id: 'own-knotweed-guarantee',
        text: 'Will the buyers get the benefit of the knotweed guarantee?',
        gold: yes('with an insurance-backed guarantee which will pass to the Buyers'),
      },
    ],
  },
];
