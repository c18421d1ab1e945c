import {
  date,
  gbp,
  identifier,
  names,
  no,
  notFound,
  text,
  yes,
  years,
  type AnswerSetDocument,
} from './answer-set-document.ts';

/** Registers of title: HM Land Registry official copies, Scottish title sheets, and folios north and south. */
export const REGISTERS: AnswerSetDocument[] = [
  {
    id: 'register-en-manchester-house',
    typeKey: 'official-copy-register-of-title',
    region: 'EN',
    title: 'Official copy of register of title GM783214',
    style: 'register',
    pages: [
      `HM Land Registry
Official copy of register of title
Title number GM783214\tEdition date 03.02.2022
This official copy shows the entries on the register of title on 12 January 2024 at 09:41:17.
This date must be quoted as the "search from date" in any official search application based on this copy.
The date at the beginning of an entry is the date on which the entry was made in the register.
Issued on 12 January 2024.
Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original.
This title is dealt with by HM Land Registry, Durham Office.
A: Property Register
This register describes the land and estate comprised in the title.
GREATER MANCHESTER : MANCHESTER
1 (12.05.1998) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 18 Beech Grove, Didsbury, Manchester (M20 6QT).
2 (12.05.1998) The mines and minerals together with ancillary powers of working are excepted.
3 (12.05.1998) The land has the benefit of the rights granted by the Conveyance dated 4 March 1932 referred to in the Charges Register.
4 (07.11.2005) The land edged and numbered in green on the title plan has been removed from this title and registered under title number MAN112233.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (21.06.2018) PROPRIETOR: THOMAS EDWARD HARGREAVES and ELEANOR MAY HARGREAVES of 18 Beech Grove, Didsbury, Manchester M20 6QT.
2 (21.06.2018) The price stated to have been paid on 15 June 2018 was £615,000.
3 (21.06.2018) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (21.06.2018) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 15 June 2018 in favour of Pennine Building Society referred to in the Charges Register.
5 (21.06.2018) The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.`,
      `C: Charges Register
This register contains any charges and other matters that affect the land.
1 (12.05.1998) A Conveyance of the land in this title and other land dated 4 March 1932 made between (1) The Didsbury Land Company Limited (Vendor) and (2) Arthur Pilling (Purchaser) contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.
2 (07.11.2005) The Transfer dated 7 November 2005 of the land removed from this title grants a right of way on foot over the path tinted brown on the title plan for the benefit of 20 Beech Grove, Didsbury.
3 (21.06.2018) REGISTERED CHARGE dated 15 June 2018.
4 (21.06.2018) Proprietor: PENNINE BUILDING SOCIETY of Pennine House, 1 Oldham Road, Rochdale OL16 1AA.
5 (03.02.2022) UNILATERAL NOTICE in respect of a claim to an easement of light affecting the rear wall of the building on the land in this title.
6 (03.02.2022) BENEFICIARY: Roslyn Adeyemi of 16 Beech Grove, Didsbury, Manchester M20 6QT.
End of register`,
    ],
    gold: {
      'title-number': identifier('GM783214', 'Title number GM783214'),
      tenure: text('The Freehold land shown edged with red on the plan of the above title', 'Freehold'),
      'class-of-title': text('Title absolute', 'absolute'),
      'property-address': text('being 18 Beech Grove, Didsbury, Manchester (M20 6QT)', '18 Beech Grove'),
      'official-copy-date': date('2024-01-12', 'This official copy shows the entries on the register of title on 12 January 2024 at 09:41:17.'),
      'registered-proprietors': names('PROPRIETOR: THOMAS EDWARD HARGREAVES and ELEANOR MAY HARGREAVES', 'Thomas Edward Hargreaves', 'Eleanor May Hargreaves'),
      'proprietor-registration-date': date('2018-06-21', '1 (21.06.2018) PROPRIETOR: THOMAS EDWARD HARGREAVES'),
      'price-paid': gbp(615000, 'The price stated to have been paid on 15 June 2018 was £615,000.'),
      restrictions: text([
        'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent',
        'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation)',
      ]),
      'restriction-consents': names('the proprietor for the time being of the Charge dated 15 June 2018 in favour of Pennine Building Society', 'Pennine Building Society'),
      'joint-proprietorship-restriction': yes('RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises'),
      'registered-charges': text('REGISTERED CHARGE dated 15 June 2018.', '15 June 2018'),
      chargees: names('Proprietor: PENNINE BUILDING SOCIETY of Pennine House', 'Pennine Building Society'),
      'restrictive-covenants': text('dated 4 March 1932 made between (1) The Didsbury Land Company Limited (Vendor) and (2) Arthur Pilling (Purchaser) contains restrictive covenants', '4 March 1932'),
      'covenant-deed-not-supplied': yes('neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration'),
      'rights-benefiting': text('The land has the benefit of the rights granted by the Conveyance dated 4 March 1932', 'benefit'),
      'rights-burdening': text('grants a right of way on foot over the path tinted brown on the title plan for the benefit of 20 Beech Grove', 'right of way'),
      notices: text('UNILATERAL NOTICE in respect of a claim to an easement of light', 'UNILATERAL NOTICE'),
      'leases-noted': notFound,
      'leasehold-particulars': notFound,
      'mines-and-minerals': yes('The mines and minerals together with ancillary powers of working are excepted.'),
      'insolvency-entries': notFound,
      'indemnity-covenant': yes('The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity'),
      'land-removed': yes('has been removed from this title and registered under title number MAN112233'),
    },
    own: [
      { id: 'own-lender', text: 'Which bank has a mortgage over the house?', gold: names('Proprietor: PENNINE BUILDING SOCIETY of Pennine House', 'Pennine Building Society') },
      { id: 'own-price', text: 'How much did the owners pay for the house?', gold: gbp(615000, 'The price stated to have been paid on 15 June 2018 was £615,000.') },
    ],
  },
  {
    id: 'register-wa-swansea-flat-scanned',
    typeKey: 'official-copy-register-of-title',
    region: 'WA',
    title: 'Official copy of register of title CYM604418',
    style: 'register',
    scanned: true,
    pages: [
      `Official copy of register of title
Title number CYM604418   Edition date 03.03.2021
This official copy shows the entries on the register of title on 8 August 2023 at 14:05:52.
Issued on 8 August 2023. This title is dealt with by HM Land Registry, Wales Office.
A: Property Register
WEST GLAMORGAN : SWANSEA
1 (29.08.2012) The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Flat 5, Ty Gwyn, 31 Walter Road, Swansea (SA1 5NN).
2 (29.08.2012) Short particulars of the lease under which the land is held: Date: 16 July 2012. Term: 125 years from 1 January 2012. Parties: (1) Uplands Estates Limited (2) Carys Morgan.
3 (29.08.2012) The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.
B: Proprietorship Register
Title good leasehold
1 (03.03.2021) PROPRIETOR: GARETH LLOYD JONES of Flat 5, Ty Gwyn, 31 Walter Road, Swansea SA1 5NN.
2 (03.03.2021) The price stated to have been paid on 26 February 2021 was £189,950.
3 (03.03.2021) RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate signed by Ty Gwyn Management Company Limited or its conveyancer that the provisions of clause 5.3 of the registered lease have been complied with.`,
      `C: Charges Register
1 (03.03.2021) REGISTERED CHARGE dated 26 February 2021.
2 (03.03.2021) Proprietor: CAMBRIAN MUTUAL BANK PLC (Co. Regn. No. 02211984) of Castle Chambers, Swansea SA1 1DW.
End of register`,
    ],
    gold: {
      'title-number': identifier('CYM604418', 'Title number CYM604418'),
      tenure: text('The Leasehold land shown edged with red on the plan of the above Title', 'Leasehold'),
      'class-of-title': text('Title good leasehold', 'good leasehold'),
      'property-address': text('being Flat 5, Ty Gwyn, 31 Walter Road, Swansea (SA1 5NN)', 'Walter Road'),
      'official-copy-date': date('2023-08-08', 'This official copy shows the entries on the register of title on 8 August 2023 at 14:05:52.'),
      'registered-proprietors': names('PROPRIETOR: GARETH LLOYD JONES of Flat 5', 'Gareth Lloyd Jones'),
      'proprietor-registration-date': date('2021-03-03', '1 (03.03.2021) PROPRIETOR: GARETH LLOYD JONES'),
      'price-paid': gbp(189950, 'The price stated to have been paid on 26 February 2021 was £189,950.'),
      restrictions: text('without a certificate signed by Ty Gwyn Management Company Limited or its conveyancer that the provisions of clause 5.3 of the registered lease have been complied with', 'clause 5.3'),
      'restriction-consents': names('a certificate signed by Ty Gwyn Management Company Limited or its conveyancer', 'Ty Gwyn Management Company Limited'),
      'joint-proprietorship-restriction': [notFound, no('RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate')],
      'registered-charges': text('REGISTERED CHARGE dated 26 February 2021.', '26 February 2021'),
      chargees: names('Proprietor: CAMBRIAN MUTUAL BANK PLC (Co. Regn. No. 02211984)', 'Cambrian Mutual Bank PLC'),
      'restrictive-covenants': notFound,
      'covenant-deed-not-supplied': notFound,
      'rights-benefiting': text('The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.', 'rights granted'),
      'rights-burdening': text('The land has the benefit of the rights granted by but is subject to the rights reserved by the registered lease.', 'rights reserved'),
      notices: notFound,
      'leases-noted': notFound,
      'leasehold-particulars': text('Date: 16 July 2012. Term: 125 years from 1 January 2012. Parties: (1) Uplands Estates Limited (2) Carys Morgan.', '125 years'),
      'mines-and-minerals': notFound,
      'insolvency-entries': notFound,
      'indemnity-covenant': notFound,
      'land-removed': notFound,
    },
    own: [{ id: 'own-lease-term', text: 'How long is the lease?', gold: years(125, 'Term: 125 years from 1 January 2012.') }],
  },
  {
    id: 'title-sheet-sc-edinburgh-flat',
    typeKey: 'title-sheet',
    region: 'SC',
    title: 'Land Register of Scotland title sheet MID184421',
    style: 'register',
    pages: [
      `LAND REGISTER OF SCOTLAND
TITLE NUMBER MID184421
Title sheet updated to 2 February 2024
Cadastral unit MID184421
Ordnance Survey map reference NT2572SE
A. PROPERTY SECTION
Subjects 2F1, 14 MARCHMONT CRESCENT, EDINBURGH EH9 1HN edged red on the cadastral map, being the flat on the second floor of the tenement known as 12 to 16 Marchmont Crescent; Together with (One) a right in common with the proprietors of the other flats in the tenement to the common passage and stair, the back green and the roof; (Two) a one-eighth pro indiviso share of the bin store shown tinted blue on the cadastral map; all as more particularly described in the Deed of Conditions in Entry 2 of the Burdens Section; With the minerals only so far as the granter had right thereto.
B. PROPRIETORSHIP SECTION
Entry 1. Date of registration 14 April 2021. ALASDAIR JAMES FRASER and MORAG ELIZABETH FRASER, spouses, both residing at 2F1, 14 Marchmont Crescent, Edinburgh EH9 1HN, equally between them and the survivor of them.
Price paid: £295,000.
Date of Entry: 9 April 2021.
C. SECURITIES SECTION
Entry 1. Date of registration 14 April 2021. Standard Security for all sums due and to become due by the said Alasdair James Fraser and Morag Elizabeth Fraser to FORTH VALLEY BUILDING SOCIETY, incorporated under the Building Societies Act 1986, having its principal office at 3 Springkerse Business Park, Stirling FK7 7WT.`,
      `D. BURDENS SECTION
Entry 1. Feu Charter by The Governors of George Watson's Hospital to Robert Kerr, builder in Edinburgh, recorded G.R.S. (Edinburgh) 12 August 1876, of the tenement of which the subjects in this Title form part, contains the following burdens: (First) the tenement shall be used as dwellinghouses only and no trade or business shall be carried on therein; (Second) no building shall be erected on the back green.
Entry 2. Deed of Conditions by Marchmont Properties Limited, registered 3 March 1998, provides that the proprietors of the flats in the tenement shall maintain the roof, common stair, back green and other common parts in equal shares, and that a factor may be appointed by a majority of the proprietors.
Entry 3. Disposition by Marchmont Properties Limited to Joan Baird, registered 12 June 1998, grants a servitude right of pedestrian access over the common passage of 18 Marchmont Crescent for the purposes of access to the back green.
Entry 4. Minute of Waiver by Marchmont Properties Limited, registered 20 November 2009, waives the burden in Entry 2 so far as it requires the proprietors to contribute to the cost of maintaining the bin store of 18 Marchmont Crescent.
Indemnity is excluded in terms of section 12(2) of the Land Registration (Scotland) Act 1979 in respect of the burdens in Entry 1 of this Section, which may have been extinguished on the appointed day under the Abolition of Feudal Tenure etc. (Scotland) Act 2000.`,
    ],
    gold: {
      'title-number': identifier('MID184421', 'TITLE NUMBER MID184421'),
      subjects: text('Subjects 2F1, 14 MARCHMONT CRESCENT, EDINBURGH EH9 1HN edged red on the cadastral map', 'MARCHMONT CRESCENT'),
      interest: [notFound, text('ALASDAIR JAMES FRASER and MORAG ELIZABETH FRASER, spouses, both residing at 2F1, 14 Marchmont Crescent')],
      'cadastral-unit': identifier('MID184421', 'Cadastral unit MID184421'),
      'title-sheet-date': date('2024-02-02', 'Title sheet updated to 2 February 2024'),
      proprietor: names('ALASDAIR JAMES FRASER and MORAG ELIZABETH FRASER, spouses', 'Alasdair James Fraser', 'Morag Elizabeth Fraser'),
      'survivorship-destination': yes('equally between them and the survivor of them'),
      consideration: gbp(295000, 'Price paid: £295,000.'),
      'date-of-entry': date('2021-04-09', 'Date of Entry: 9 April 2021.'),
      'date-of-registration': date('2021-04-14', 'Entry 1. Date of registration 14 April 2021. ALASDAIR JAMES FRASER'),
      'standard-securities': text('Standard Security for all sums due and to become due by the said Alasdair James Fraser and Morag Elizabeth Fraser to FORTH VALLEY BUILDING SOCIETY', 'Standard Security'),
      'heritable-creditors': names('to FORTH VALLEY BUILDING SOCIETY, incorporated under the Building Societies Act 1986', 'Forth Valley Building Society'),
      'real-burdens': text('the tenement shall be used as dwellinghouses only and no trade or business shall be carried on therein', 'dwellinghouses only'),
      servitudes: text('grants a servitude right of pedestrian access over the common passage of 18 Marchmont Crescent', 'servitude'),
      'deeds-of-conditions': text('Deed of Conditions by Marchmont Properties Limited, registered 3 March 1998, provides that the proprietors of the flats in the tenement shall maintain the roof', 'Deed of Conditions'),
      'minutes-of-waiver': yes('Minute of Waiver by Marchmont Properties Limited, registered 20 November 2009, waives the burden in Entry 2'),
      'feudal-burdens': text([
        'Feu Charter by The Governors of George Watson\'s Hospital to Robert Kerr, builder in Edinburgh, recorded G.R.S. (Edinburgh) 12 August 1876',
        'which may have been extinguished on the appointed day under the Abolition of Feudal Tenure etc. (Scotland) Act 2000',
      ]),
      'personal-real-burdens': notFound,
      'notice-of-potential-liability': notFound,
      'common-rights': text([
        'a right in common with the proprietors of the other flats in the tenement to the common passage and stair, the back green and the roof',
        'a one-eighth pro indiviso share of the bin store shown tinted blue on the cadastral map',
      ]),
      leases: notFound,
      minerals: yes('With the minerals only so far as the granter had right thereto.'),
      'indemnity-or-warranty-limited': yes('Indemnity is excluded in terms of section 12(2) of the Land Registration (Scotland) Act 1979'),
    },
    own: [
      { id: 'own-business-use', text: 'Can the flat be used for a business?', gold: no('the tenement shall be used as dwellinghouses only and no trade or business shall be carried on therein') },
      { id: 'own-bin-store-share', text: 'What share of the bin store comes with the flat?', gold: text('a one-eighth pro indiviso share of the bin store shown tinted blue on the cadastral map', 'one-eighth') },
    ],
  },
  {
    id: 'title-sheet-sc-aberdeen-warehouse-scanned',
    typeKey: 'title-sheet',
    region: 'SC',
    title: 'Land Register of Scotland title sheet ABN98127',
    style: 'register',
    scanned: true,
    pages: [
      `LAND REGISTER OF SCOTLAND
TITLE NUMBER: ABN98127
This title sheet is brought up to date as at 17 October 2022.
A. PROPERTY SECTION
Subjects WAREHOUSE, 6 GREENWELL ROAD, ABERDEEN AB12 3AX edged red on the cadastral map. The subjects are held in lease.
B. PROPRIETORSHIP SECTION
1. Date of registration 30 June 2020. GRANITE CITY LOGISTICS LIMITED, incorporated under the Companies Acts (SC411702), having its registered office at 6 Greenwell Road, Aberdeen AB12 3AX, tenant under the Lease in Entry 1 of the Burdens Section.
Consideration: £95,000 (being the grassum).
Date of entry: 26 June 2020.
C. SECURITIES SECTION
1. Date of registration 30 June 2020. Standard Security for £400,000 by said Granite City Logistics Limited to DEE & DON BANK PLC.`,
      `D. BURDENS SECTION
1. Lease by Torry Harbour Developments Limited to Granite City Logistics Limited, registered 30 June 2020, of the subjects in this title, for 35 years from 26 June 2020 at a rent of £48,000 per annum.
2. Notice of Potential Liability for Costs by the Greenwell Road Owners Association, registered 5 May 2022, in respect of the cost of resurfacing the estate road.
3. The subjects are subject to a servitude right of way in favour of Scottish Water over the strip of ground tinted yellow for access to the pumping station.
Warranty: The Keeper's warranty is limited and excludes the extent of the servitude in Entry 3.`,
    ],
    gold: {
      'title-number': identifier('ABN98127', 'TITLE NUMBER: ABN98127'),
      subjects: text('Subjects WAREHOUSE, 6 GREENWELL ROAD, ABERDEEN AB12 3AX edged red on the cadastral map.', 'GREENWELL ROAD'),
      interest: text([
        'tenant under the Lease in Entry 1 of the Burdens Section',
        'The subjects are held in lease.',
      ], 'lease'),
      'cadastral-unit': notFound,
      'title-sheet-date': date('2022-10-17', 'This title sheet is brought up to date as at 17 October 2022.'),
      proprietor: names('GRANITE CITY LOGISTICS LIMITED, incorporated under the Companies Acts (SC411702)', 'Granite City Logistics Limited'),
      'survivorship-destination': notFound,
      consideration: gbp(95000, 'Consideration: £95,000 (being the grassum).'),
      'date-of-entry': date('2020-06-26', 'Date of entry: 26 June 2020.'),
      'date-of-registration': date('2020-06-30', '1. Date of registration 30 June 2020. GRANITE CITY LOGISTICS LIMITED'),
      'standard-securities': text('Standard Security for £400,000 by said Granite City Logistics Limited to DEE & DON BANK PLC.', '£400,000'),
      'heritable-creditors': names('Standard Security for £400,000 by said Granite City Logistics Limited to DEE & DON BANK PLC.', 'Dee & Don Bank PLC'),
      'real-burdens': notFound,
      servitudes: text('The subjects are subject to a servitude right of way in favour of Scottish Water', 'servitude'),
      'deeds-of-conditions': notFound,
      'minutes-of-waiver': notFound,
      'feudal-burdens': notFound,
      'personal-real-burdens': notFound,
      'notice-of-potential-liability': yes('Notice of Potential Liability for Costs by the Greenwell Road Owners Association, registered 5 May 2022'),
      'common-rights': notFound,
      leases: text('Lease by Torry Harbour Developments Limited to Granite City Logistics Limited, registered 30 June 2020', 'Lease by Torry Harbour Developments Limited'),
      minerals: notFound,
      'indemnity-or-warranty-limited': yes('The Keeper\'s warranty is limited and excludes the extent of the servitude in Entry 3.'),
    },
    own: [{ id: 'own-ground-rent', text: 'What rent is payable under the lease?', gold: gbp(48000, 'for 35 years from 26 June 2020 at a rent of £48,000 per annum') }],
  },
  {
    id: 'folio-ni-belfast-house',
    typeKey: 'land-registry-folio',
    region: 'NI',
    title: 'Land Registry of Northern Ireland, Folio AN98765',
    style: 'typed',
    pages: [
      `LAND REGISTRY OF NORTHERN IRELAND
FOLIO AN98765    COUNTY ANTRIM
REGISTER OF FREEHOLDERS
This is a copy of the folio printed on 5 March 2024.
PART I: DESCRIPTION OF LAND
All that parcel of land situate in the Townland of Ballyhackamore and Barony of Upper Castlereagh, containing 0.081 hectares, known as 27 Kensington Road, Belfast BT5 6NH, shown as plan 42 on Registry Map sheet 135/9.
Together with a right of way on foot and with vehicles over the laneway coloured yellow on the Registry Map.
Note: The description of the land is not conclusive as to the boundaries or extent of the land.
PART II: OWNERSHIP
Class of title: Absolute
Dealing D2019/45123 registered on 19 August 2019: SEAN PATRICK McCANN and ROISIN McCANN, both of 27 Kensington Road, Belfast BT5 6NH, full owners as joint tenants.
Inhibition: No disposition of the land by the registered owners within five years of 19 August 2019 shall be registered without the consent of the Northern Ireland Housing Executive.`,
      `PART III: BURDENS
1. Charge dated 16 August 2019 for securing £180,000 and interest. Owner of charge: ULSTER COUNTIES BANK PLC of 11 Donegall Square East, Belfast BT1 5HD.
2. Right of way on foot over the rear path of the land in favour of the owners for the time being of 29 Kensington Road, Belfast.
3. Fee farm rent of £2.50 per annum payable under a Fee Farm Grant dated 1 May 1903.
Dealings pending: D2024/01877 (discharge of charge) lodged on 28 February 2024.`,
    ],
    gold: {
      'folio-number': identifier('AN98765', 'FOLIO AN98765    COUNTY ANTRIM'),
      register: text('REGISTER OF FREEHOLDERS', 'FREEHOLDERS'),
      description: text('known as 27 Kensington Road, Belfast BT5 6NH, shown as plan 42 on Registry Map sheet 135/9', 'Kensington Road'),
      plan: text('shown as plan 42 on Registry Map sheet 135/9', '135/9'),
      'boundaries-not-conclusive': yes('The description of the land is not conclusive as to the boundaries or extent of the land.'),
      'appurtenant-rights': text('Together with a right of way on foot and with vehicles over the laneway coloured yellow on the Registry Map.', 'laneway'),
      'registered-owners': names('SEAN PATRICK McCANN and ROISIN McCANN, both of 27 Kensington Road', 'Sean Patrick McCann', 'Roisin McCann'),
      'class-of-title': text('Class of title: Absolute', 'Absolute'),
      'co-ownership': text('full owners as joint tenants', 'joint tenants'),
      'owner-registration-date': date('2019-08-19', 'Dealing D2019/45123 registered on 19 August 2019'),
      inhibitions: text('shall be registered without the consent of the Northern Ireland Housing Executive', 'Northern Ireland Housing Executive'),
      cautions: notFound,
      charges: text('Charge dated 16 August 2019 for securing £180,000 and interest.', '£180,000'),
      'charge-owners': names('Owner of charge: ULSTER COUNTIES BANK PLC of 11 Donegall Square East', 'Ulster Counties Bank PLC'),
      easements: text('Right of way on foot over the rear path of the land in favour of the owners for the time being of 29 Kensington Road', 'rear path'),
      leases: notFound,
      rents: text('Fee farm rent of £2.50 per annum payable under a Fee Farm Grant dated 1 May 1903.', 'Fee farm rent'),
      'pending-dealings': yes('Dealings pending: D2024/01877 (discharge of charge) lodged on 28 February 2024.'),
      'folio-date': date('2024-03-05', 'This is a copy of the folio printed on 5 March 2024.'),
      'orders-charging-land': notFound,
    },
    own: [{ id: 'own-sell-consent', text: 'Do the owners need anyone\'s consent to sell?', gold: yes('shall be registered without the consent of the Northern Ireland Housing Executive') }],
  },
  {
    id: 'folio-ie-cork-farmhouse-scanned',
    typeKey: 'land-registry-folio',
    region: 'IE',
    title: 'Land Registry Folio 52341F County Cork',
    style: 'typed',
    scanned: true,
    pages: [
      `Land Registry    County Cork    Folio 52341F
Register of Freeholders
Land Cert Issued: No
This copy was printed on 14 February 2024.
Part 1(A) - The Property
The property shown coloured Red as plan 17 on the Registry Map (OS Map Ref 75/12) situate in the Townland of Knocknagree, in the Barony of Barretts, in the Electoral Division of Donoughmore.
Note: The description of land in the register or its identification by reference to the Registry Map is not conclusive as to the boundaries or extent.
Part 2 - Ownership
Title Absolute
12 April 2019 D2019LR045677R MICHAEL JOSEPH O'SULLIVAN and AINE O'SULLIVAN, both of Knocknagree, Donoughmore, County Cork, are full owners as tenants in common in equal shares.
The property is subject to the provisions prohibiting letting, subdivision or sale without the consent of the Land Commission contained in Section 12 of the Land Act 1965.`,
      `Part 3 - Burdens and Notices of Burdens
1. 12 April 2019 D2019LR045677R Charge for present and future advances repayable with interest. The Governor and Company of Lee Valley Bank is owner of this charge.
2. 3 June 2021 D2021LR088120K The right of way on foot and with vehicles over the passage coloured brown on the Registry Map in favour of the owners of Folio 52342F County Cork.
3. 9 January 2023 D2023LR004561C Caution lodged by Denis Crowley of Mallow, County Cork, claiming an interest under a contract for sale dated 1 December 2022.`,
    ],
    gold: {
      'folio-number': identifier('52341F', 'Folio 52341F'),
      register: text('Register of Freeholders', 'Freeholders'),
      description: text('situate in the Townland of Knocknagree, in the Barony of Barretts, in the Electoral Division of Donoughmore', 'Knocknagree'),
      plan: text('The property shown coloured Red as plan 17 on the Registry Map (OS Map Ref 75/12)', 'plan 17'),
      'boundaries-not-conclusive': yes('is not conclusive as to the boundaries or extent'),
      'appurtenant-rights': notFound,
      'registered-owners': names('MICHAEL JOSEPH O\'SULLIVAN and AINE O\'SULLIVAN, both of Knocknagree', 'Michael Joseph O\'Sullivan', 'Aine O\'Sullivan'),
      'class-of-title': text('Title Absolute', 'Absolute'),
      'co-ownership': text('are full owners as tenants in common in equal shares', 'tenants in common'),
      'owner-registration-date': date('2019-04-12', '12 April 2019 D2019LR045677R MICHAEL JOSEPH O\'SULLIVAN'),
      inhibitions: notFound,
      cautions: text('Caution lodged by Denis Crowley of Mallow, County Cork, claiming an interest under a contract for sale dated 1 December 2022.', 'Denis Crowley'),
      charges: text('Charge for present and future advances repayable with interest.', 'present and future advances'),
      'charge-owners': names('The Governor and Company of Lee Valley Bank is owner of this charge.', 'Lee Valley Bank'),
      easements: text('The right of way on foot and with vehicles over the passage coloured brown on the Registry Map in favour of the owners of Folio 52342F', 'right of way'),
      leases: notFound,
      rents: notFound,
      'pending-dealings': notFound,
      'folio-date': date('2024-02-14', 'This copy was printed on 14 February 2024.'),
      'judgment-mortgages-lis-pendens': notFound,
      'land-certificate': no('Land Cert Issued: No'),
      'land-acts-burdens': yes('prohibiting letting, subdivision or sale without the consent of the Land Commission contained in Section 12 of the Land Act 1965'),
    },
    own: [{ id: 'own-caution', text: 'Has anyone lodged a caution?', gold: yes('Caution lodged by Denis Crowley of Mallow, County Cork') }],
  },
];
