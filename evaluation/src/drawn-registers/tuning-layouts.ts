import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Registers of the four systems laid out as conveyancers' systems and the registries' prints set them, for the title
 * set's tuning part, chosen for the variety of their tables rather than of their entries: headers wrapping over two
 * lines and worded as the registries word them ("Date of Registration", "Consideration", "Registered Owner",
 * "Creditor", "Date of Instrument", "Owner of Burden"), unruled tables, headers drawn again over a page break, long
 * names and dates breaking within narrow columns, and prices, debtors, creditors and owners of burdens in columns of
 * their own. Names, places, numbers and banks are invented.
 */
export const TUNING_LAYOUT_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    // Unruled: a leasehold flat whose lease particulars are a table with its own header, dates written out in a
    // column so narrow that they break ("12 March / 2019") under a two-line "Date of Registration" header, the price
    // in a column of its own, and two registered charges running over a page break without their header again.
    // The lease has some forty years left.
    id: 'tuning-drawn-register-en-bristol-royal-york-crescent',
    region: 'EN',
    title: 'Official copy of the register, Flat 3, 14 Royal York Crescent, Bristol',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      { kind: 'paragraph', text: 'Title number BL148209          Edition date 09.08.2021' },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 15 APR 2024 at 11:27:09. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – This title is dealt with by HM Land Registry, Gloucester Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'CITY OF BRISTOL' },
      {
        kind: 'table',
        widths: [40, 52, 391],
        header: ['Entry No.', 'Date of Registration', 'Particulars'],
        rows: [
          [
            '1',
            '4 October 1988',
            'The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Flat 3, 14 Royal York Crescent, Clifton, Bristol (BS8 4JX).',
          ],
          ['2', '4 October 1988', 'NOTE: Only the second floor flat is included in the title.'],
          ['3', '4 October 1988', 'Short particulars of the lease(s) (or under-lease(s)) under which the land is held:'],
        ],
      },
      {
        kind: 'table',
        widths: [70, 120, 93, 200],
        header: ['Date of Lease', 'Term', 'Rent', 'Parties'],
        rows: [['10 January 1966', '99 years from 25 December 1965', '£25 per annum', '(1) The Clifton Crescent Estates Company Limited (2) Margaret Eleanor Pybus']],
      },
      {
        kind: 'table',
        widths: [40, 52, 391],
        rows: [
          ['4', '4 October 1988', 'The Lease grants and reserves easements as therein mentioned.'],
          ['5', '4 October 1988', 'The Lease prohibits or restricts alienation.'],
          ['6', '4 October 1988', "The landlord's title is registered."],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [40, 52, 311, 80],
        header: ['Entry No.', 'Date of Registration', 'Proprietor', 'Price paid'],
        rows: [
          ['1', '12 March 2019', 'PROPRIETOR: BARNABY HUGO FITZWILLIAM-DRAKE and ANNIKA SOFIE LINDQVIST-DRAKE of Flat 3, 14 Royal York Crescent, Clifton, Bristol BS8 4JX.', '£365,000'],
          [
            '2',
            '12 March 2019',
            'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
            '',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [40, 52, 391],
        header: ['Entry No.', 'Date of Registration', 'Particulars'],
        rows: [
          ['1', '12 March 2019', 'REGISTERED CHARGE dated 28 February 2019.'],
          ['2', '12 March 2019', 'Proprietor: AVONSIDE MUTUAL BUILDING SOCIETY of Avonside House, 1 Temple Quay, Bristol BS1 6DZ.'],
          ['3', '9 August 2021', 'REGISTERED CHARGE dated 30 July 2021.'],
          ['4', '9 August 2021', 'Proprietor: WESTCOUNTRY SECURED HOMEOWNER LOANS LIMITED (Co. Regn. No. 09264118) of 18 Queen Square, Bath BA1 2HN.'],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'BL148209'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Flat 3, 14 Royal York Crescent', 'BS8 4JX'),
        fact('property', 'second floor flat'),
        // The lease the land is held under is part of the property register's description of the estate.
        fact('property', '10 January 1966', '99 years from 25 December 1965', '£25 per annum'),
        fact('property', 'alienation'),
        fact('easements', 'grants and reserves easements'),
        fact('proprietorsAndPrice', 'BARNABY HUGO FITZWILLIAM-DRAKE', 'ANNIKA SOFIE LINDQVIST-DRAKE'),
        fact('proprietorsAndPrice', '£365,000'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('charges', '28 February 2019', 'AVONSIDE MUTUAL BUILDING SOCIETY'),
        fact('charges', '30 July 2021', 'WESTCOUNTRY SECURED HOMEOWNER LOANS LIMITED'),
      ],
      // The lease ends on 24 December 2064: about forty years left, well under the eighty below which a lender
      // balks and an extension costs marriage value.
      redFlags: ['short-lease', 'trust-restriction', 'charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Ruled, in Wales: a company proprietor with its registered number under a "Proprietor(s) and address for
    // service" header, the price under "Consideration", the chargee's consent restriction, an indemnity covenant,
    // and a charges register that runs over a page break with its two-line header drawn again.
    id: 'tuning-drawn-register-wa-swansea-wind-street',
    region: 'WA',
    title: 'Official copy of the register, 19 and 20 Wind Street, Swansea',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [140, 343],
        borders: true,
        rows: [
          ['Title number', 'CYM684213'],
          ['Edition date', '16.06.2023'],
        ],
      },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 08 FEB 2024 at 14:41:55. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – Issued on 8 February 2024. ' +
          '– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original. ' +
          '– For information about the register of title see www.gov.uk/land-registry. – This title is dealt with by HM Land Registry, Wales Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'ABERTAWE : SWANSEA' },
      {
        kind: 'table',
        widths: [40, 56, 387],
        header: ['Entry No.', 'Date of Registration', 'Particulars'],
        borders: true,
        rows: [
          [
            '1',
            '21.05.1997',
            'The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being 19 and 20 Wind Street, Swansea (SA1 1DP).',
          ],
          [
            '2',
            '21.05.1997',
            'The land has the benefit of a right of way on foot only over the passage at the rear leading to Salubrious Passage granted by the Conveyance dated 14 August 1936 referred to in the Charges Register.',
          ],
          ['3', '21.05.1997', 'The mines and minerals excepted by the Conveyance dated 14 August 1936 referred to in the Charges Register are excluded from this registration.'],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [40, 56, 297, 90],
        header: ['Entry No.', 'Date of Registration', 'Proprietor(s) and address for service', 'Consideration'],
        borders: true,
        rows: [
          [
            '1',
            '16.06.2023',
            'PROPRIETOR: TAWE WATERFRONT HOSPITALITY AND LEISURE PROPERTIES LIMITED (Co. Regn. No. 11874502) of Unit 4, Kings Road Business Centre, Swansea SA1 8PL and of hospitality@tawewaterfront.co.uk.',
            '£1,150,000 paid on 2 June 2023',
          ],
          [
            '2',
            '16.06.2023',
            'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 2 June 2023 in favour of DYFED AND GLAMORGAN COMMERCIAL BANKING CORPORATION LIMITED referred to in the Charges Register.',
            '',
          ],
          [
            '3',
            '16.06.2023',
            'The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.',
            '',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [40, 56, 387],
        header: ['Entry No.', 'Date of Registration', 'Particulars'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '1',
            '21.05.1997',
            'A Conveyance of the land in this title and other land dated 14 August 1936 made between (1) The Mayor Aldermen and Burgesses of the County Borough of Swansea (Vendors) and (2) David Llewellyn Rees (Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.',
          ],
          [
            '2',
            '21.05.1997',
            'The land is subject to the rights reserved by a Transfer of the land adjoining the land in this title to the north dated 30 April 1997 made between (1) Swansea Maritime Holdings Limited and (2) Wind Street Developments Limited for the passage of water, soil, gas and electricity through the pipes, drains and cables under the land, as therein mentioned.',
          ],
          [
            '3',
            '21.05.1997',
            'The parts of the land affected thereby are subject to the rights granted by a Deed dated 11 March 1996 made between (1) Wind Street Developments Limited and (2) South Wales Electricity plc for the retention of an electricity substation and cables, as therein mentioned.',
          ],
          ['4', '16.06.2023', 'REGISTERED CHARGE dated 2 June 2023.'],
          [
            '5',
            '16.06.2023',
            'Proprietor: DYFED AND GLAMORGAN COMMERCIAL BANKING CORPORATION LIMITED (Co. Regn. No. 00419927) of Dyfed House, 1 Castle Square, Swansea SA1 1DW.',
          ],
          [
            '6',
            '19.09.2023',
            'AGREED NOTICE in respect of an Option Agreement dated 7 September 2023 made between (1) Tawe Waterfront Hospitality and Leisure Properties Limited and (2) Copr Bay Regeneration Limited, granting an option to purchase the land in this title.',
          ],
          [
            '7',
            '19.09.2023',
            'NOTE: Copy filed. The Option Agreement is expressed to be exercisable at any time within 6 years from 7 September 2023.',
          ],
        ],
      },
      { kind: 'heading', text: 'Schedule of restrictive covenants' },
      {
        kind: 'paragraph',
        text:
          '1. The following are details of the covenants contained in the Conveyance dated 14 August 1936 referred to in the Charges Register: "The Purchaser for himself and his successors in title hereby covenants with the Vendors not to carry on or permit upon the premises any noisy noxious or offensive trade or business, and not to erect any building fronting Wind Street otherwise than in accordance with plans approved by the Borough Surveyor."',
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CYM684213'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '19 and 20 Wind Street', 'SA1 1DP'),
        fact('property', 'mines and minerals', 'excluded'),
        fact('easements', 'right of way on foot only', 'Salubrious Passage'),
        fact('proprietorsAndPrice', 'TAWE WATERFRONT HOSPITALITY AND LEISURE PROPERTIES LIMITED'),
        fact('proprietorsAndPrice', '£1,150,000'),
        fact('restrictions', 'written consent', 'DYFED AND GLAMORGAN COMMERCIAL BANKING CORPORATION LIMITED'),
        fact('covenants', 'covenant to observe and perform', 'indemnity'),
        fact('covenants', 'Conveyance', '14 August 1936', 'County Borough of Swansea'),
        fact('covenants', 'noisy noxious or offensive trade'),
        fact('easements', 'subject to the rights reserved', 'pipes, drains and cables'),
        fact('easements', 'subject to the rights granted', 'electricity substation'),
        fact('charges', '2 June 2023', 'DYFED AND GLAMORGAN COMMERCIAL BANKING CORPORATION LIMITED'),
        fact('notices', 'AGREED NOTICE', 'Option Agreement', 'Copr Bay Regeneration Limited'),
      ],
      redFlags: ['consent-restriction', 'indemnity-covenant', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // Ruled: joint proprietors of a new-build house, the price under "Consideration" before two dates under
    // two-line headers, and the securities section in five columns with the debtor and the creditor apart (a
    // lender's standard security and the Scottish Ministers' shared equity one), with burdens under "Burden".
    id: 'tuning-drawn-title-sheet-edinburgh-craigour-meadow',
    region: 'SC',
    title: 'Title sheet MID241877, 23 Craigour Meadow Gardens, Edinburgh',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'heading', text: 'TITLE SHEET' },
      {
        kind: 'table',
        widths: [160, 323],
        borders: true,
        rows: [
          ['TITLE NUMBER', 'MID241877'],
          ['DATE OF FIRST REGISTRATION', '18 JUN 2020'],
          ['DATE TITLE SHEET UPDATED TO', '18 JUN 2020'],
          ['INTEREST', 'Proprietor'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No.', 'Description'],
        borders: true,
        rows: [
          [
            '1',
            'Subjects 23 CRAIGOUR MEADOW GARDENS, EDINBURGH EH17 7QX edged red on the cadastral map being Plot 41 of the development known as Craigour Meadow; Together with a right in common with the proprietors of the other plots in the development to the amenity ground, footpaths and play area within the development.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [40, 263, 60, 60, 60],
        header: ['Entry No.', 'Proprietor', 'Consideration', 'Date of Registration', 'Date of Entry'],
        borders: true,
        rows: [
          [
            '1',
            'ISLA MARGARET DUNBAR-KERR and CALLUM ANDREW FINLAYSON, both 23 Craigour Meadow Gardens, Edinburgh, equally between them and the survivor of them.',
            '£248,995',
            '18 JUN 2020',
            '12 JUN 2020',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [36, 70, 140, 177, 60],
        header: ['Entry No.', 'Nature of Security', 'Debtor', 'Creditor', 'Date of Registration'],
        borders: true,
        rows: [
          [
            '1',
            'Standard Security for all sums due and to become due',
            'said ISLA MARGARET DUNBAR-KERR and CALLUM ANDREW FINLAYSON',
            'LOTHIAN AND BORDERS HOME LOANS PLC, incorporated under the Companies Acts (Company Number SC098214), having their registered office at 40 George Street, Edinburgh',
            '18 JUN 2020',
          ],
          ['2', 'Standard Security', 'said ISLA MARGARET DUNBAR-KERR and CALLUM ANDREW FINLAYSON', 'THE SCOTTISH MINISTERS, Victoria Quay, Edinburgh', '18 JUN 2020'],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No.', 'Burden'],
        borders: true,
        rows: [
          [
            '1',
            'Deed of Conditions by Craigour Homes (Scotland) Limited, registered 14 Nov. 2018, contains the following real burdens affecting the development of which the subjects in Section A form part: (First) the proprietors of the plots shall appoint a factor to manage and maintain the amenity ground, footpaths and play area, the cost being shared equally among them; (Second) no dwellinghouse shall be used other than as a private residence; (Third) no caravan, boat or commercial vehicle shall be parked on any plot.',
          ],
          [
            '2',
            'Agreement under Section 75 of the Town and Country Planning (Scotland) Act 1997 between The City of Edinburgh Council and Craigour Homes (Scotland) Limited, registered 2 May 2017, relating to contributions to education and transport infrastructure and the provision of affordable housing within the development.',
          ],
          [
            '3',
            'Deed of Servitude by Craigour Homes (Scotland) Limited in favour of Scottish Water, registered 6 Aug. 2019, grants a servitude right to lead, use and maintain the foul and surface water sewers within the development, with a right of access for that purpose.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'MID241877'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '23 CRAIGOUR MEADOW GARDENS', 'EH17 7QX'),
        fact('property', 'right in common', 'amenity ground'),
        fact('proprietorsAndPrice', 'ISLA MARGARET DUNBAR-KERR', 'CALLUM ANDREW FINLAYSON'),
        fact('proprietorsAndPrice', '£248,995'),
        fact('proprietorsAndPrice', '12 JUN 2020'),
        fact('charges', 'LOTHIAN AND BORDERS HOME LOANS PLC'),
        fact('charges', 'THE SCOTTISH MINISTERS'),
        fact('covenants', 'Deed of Conditions', 'factor'),
        fact('covenants', 'private residence'),
        fact('covenants', 'Section 75', 'The City of Edinburgh Council'),
        fact('easements', 'Deed of Servitude', 'Scottish Water', 'sewers'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Unruled throughout: a company proprietor with its number and registered office wrapping in a wide cell, the
    // price and two dates in narrow columns, the creditor before the debtor in the securities section, and burdens
    // with their dates in a column of their own running over a page break with their header drawn again.
    id: 'tuning-drawn-title-sheet-inverness-longman-drive',
    region: 'SC',
    title: 'Title sheet INV38215, Units 3 and 4, 27 Longman Drive, Inverness',
    blocks: [
      { kind: 'heading', text: 'TITLE SHEET' },
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      {
        kind: 'table',
        widths: [150, 333],
        rows: [
          ['TITLE NUMBER', 'INV38215'],
          ['DATE OF FIRST REGISTRATION', '26 SEP 2005'],
          ['DATE TITLE SHEET UPDATED TO', '19 JAN 2024'],
          ['CADASTRAL UNIT', 'INV38215'],
          ['INTEREST', 'Proprietor'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'This title sheet is an office copy of the title sheet. It is evidence of the title sheet to the same extent as the original (section 104 of the Land Registration etc. (Scotland) Act 2012).',
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No.', 'Subjects'],
        rows: [
          [
            '1',
            'Subjects UNITS 3 AND 4, 27 LONGMAN DRIVE, INVERNESS IV1 1SU edged red on the cadastral map, being the industrial units and yard on the north side of Longman Drive; Together with a servitude right of vehicular and pedestrian access over the estate road coloured yellow on the cadastral map.',
          ],
          ['2', 'There are excluded from this registration the minerals reserved by the Feu Charter in Entry 1 of Section D.'],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [40, 253, 70, 60, 60],
        header: ['Entry No.', 'Proprietor', 'Consideration', 'Date of Entry', 'Date of Registration'],
        rows: [
          [
            '1',
            'MORAY FIRTH SUBSEA ENGINEERING AND OFFSHORE LOGISTICS LIMITED, incorporated under the Companies Acts (Company Number SC487219), having their registered office at 27 Longman Drive, Inverness.',
            '£875,000',
            '28 FEB 2023',
            '03 MAR 2023',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [40, 190, 193, 60],
        header: ['Entry No.', 'Creditor', 'Debtor', 'Date of Registration'],
        rows: [
          [
            '1',
            'NORTH OF SCOTLAND INDUSTRIAL AND COMMERCIAL FINANCE PLC, incorporated under the Companies Acts (Company Number SC119804), having their registered office at 9 Union Street, Aberdeen',
            'said MORAY FIRTH SUBSEA ENGINEERING AND OFFSHORE LOGISTICS LIMITED',
            '03 MAR 2023',
          ],
          ['2', 'HIGHLANDS AND ISLANDS ENTERPRISE, An Lòchran, 10 Inverness Campus, Inverness', 'said MORAY FIRTH SUBSEA ENGINEERING AND OFFSHORE LOGISTICS LIMITED', '19 JAN 2024'],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [40, 60, 383],
        header: ['Entry No.', 'Date of Registration', 'Burden'],
        repeatHeader: true,
        rows: [
          [
            '1',
            '26 SEP 2005',
            'Feu Charter by The Inverness Harbour Trustees to Highland Regional Council, recorded G.R.S. (Inverness) 4 Mar. 1976, of subjects of which the subjects in Section A form part, contains the following burdens: (First) the subjects shall be used only for industrial, storage and distribution purposes and for no other purpose; (Second) the minerals are reserved to the said Trustees, without right of working them from the surface; (Third) the proprietor shall erect and maintain a stockproof fence along the boundaries of the subjects.',
          ],
          [
            '2',
            '26 SEP 2005',
            'Deed of Conditions by The Highland Council, recorded G.R.S. (Inverness) 12 Oct. 1988, relating to Longman Industrial Estate, contains the following real burdens: (One) the proprietors of the units shall maintain the estate road, footpaths, street lighting and surface water drains until adopted by the roads authority, the cost being apportioned according to the areas of their units; (Two) no goods or materials shall be stored in the open above the height of the boundary fence; (Three) no unit shall be used for the sale of goods by retail.',
          ],
          [
            '3',
            '14 MAR 2011',
            'Deed of Servitude by Longman Properties Limited in favour of Scottish Hydro Electric Power Distribution plc, registered 14 Mar. 2011, grants a servitude right to install, retain and maintain an electricity substation within the area hatched blue on the cadastral map and the cables leading thereto, with a right of access over the yard.',
          ],
          [
            '4',
            '24 JUN 2019',
            'Lease between Longman Properties Limited and Ness Marine Chandlery Limited of Unit 4 and the part of the yard hatched green on the cadastral map for 25 years from 28 May 2019, at the rent and on the terms and conditions therein specified.',
          ],
          [
            '5',
            '03 MAR 2023',
            'Disposition by Longman Properties Limited to Moray Firth Subsea Engineering and Offshore Logistics Limited contains a real burden that the proprietor of the subjects shall contribute one half of the cost of maintaining the boundary wall between Units 2 and 3.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'INV38215'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', 'UNITS 3 AND 4, 27 LONGMAN DRIVE', 'IV1 1SU'),
        fact('property', 'minerals reserved'),
        fact('easements', 'servitude right of vehicular and pedestrian access', 'estate road'),
        fact('proprietorsAndPrice', 'MORAY FIRTH SUBSEA ENGINEERING AND OFFSHORE LOGISTICS LIMITED'),
        fact('proprietorsAndPrice', '£875,000'),
        fact('proprietorsAndPrice', '28 FEB 2023'),
        fact('charges', 'NORTH OF SCOTLAND INDUSTRIAL AND COMMERCIAL FINANCE PLC'),
        fact('charges', 'HIGHLANDS AND ISLANDS ENTERPRISE'),
        fact('covenants', 'Feu Charter', 'industrial, storage and distribution purposes'),
        fact('covenants', 'Deed of Conditions', 'estate road', 'sale of goods by retail'),
        fact('easements', 'Scottish Hydro Electric Power Distribution plc', 'electricity substation'),
        fact('leases', 'Ness Marine Chandlery Limited', 'Unit 4', '25 years from 28 May 2019'),
        fact('covenants', 'boundary wall between Units 2 and 3'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Ruled: Part I's description of land in five columns (townland, area and map reference apart), the class of
    // title in a panel of its own, Part II's joint owners under "Registered Owner(s)", and Part III with a charge
    // and a second charge, each under two-line "Date of Registration" and "Date of Instrument" headers.
    id: 'tuning-drawn-folio-ni-belfast-cyprus-avenue',
    region: 'NI',
    title: 'Folio DN87412 County Down',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES' },
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['FOLIO', 'DN87412'],
          ['COUNTY', 'DOWN'],
          ['REGISTER', 'FREEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I   DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [40, 200, 95, 60, 88],
        header: ['Entry No.', 'Description of Land', 'Townland', 'Area (hectares)', 'Ref. to Registry Map'],
        borders: true,
        rows: [
          ['1', 'The dwellinghouse and garden shown edged red on the Registry Map known as 42 Cyprus Avenue, Belfast BT5 5NT.', 'Ballyhackamore, Barony of Castlereagh Upper', '0.0710', 'Sheet 146/11 Plan 58'],
          ['2', 'Together with a right of way on foot only over the passage at the rear shown coloured brown on the Registry Map.', '', '', 'Sheet 146/11'],
        ],
      },
      { kind: 'heading', text: 'PART II   OWNERSHIP' },
      { kind: 'table', widths: [110, 373], borders: true, rows: [['Class of Title', 'ABSOLUTE']] },
      {
        kind: 'table',
        widths: [40, 56, 56, 331],
        header: ['Entry No.', 'Date of Registration', 'Date of Instrument', 'Registered Owner(s)'],
        borders: true,
        rows: [
          [
            '1',
            '11/05/2016',
            '03/05/2016',
            'ROBERT JAMES MCILWAINE and SIOBHAN CATHERINE MCILWAINE both of 42 Cyprus Avenue, Belfast BT5 5NT, full owners as joint tenants.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART III   CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [40, 56, 56, 331],
        header: ['Entry No.', 'Date of Registration', 'Date of Instrument', 'Particulars'],
        borders: true,
        rows: [
          [
            '1',
            '20/02/1985',
            '09/06/1902',
            'The within land is subject to the covenants and conditions contained in Fee Farm Grant dated 9 June 1902 from The Belfast Suburban Land Company Limited to William Henry Gillespie.',
          ],
          ['2', '11/05/2016', '03/05/2016', 'Charge dated 3 May 2016 in favour of ULSTER PROVINCIAL AND COUNTY BANKING COMPANY LIMITED to secure all monies.'],
          ['3', '27/01/2022', '19/01/2022', 'Charge dated 19 January 2022 in favour of LAGAN HOME IMPROVEMENT LOANS LIMITED for securing £35,000 and interest.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN87412'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Down'),
        fact('property', '42 Cyprus Avenue', 'Ballyhackamore'),
        fact('easements', 'right of way on foot only', 'passage at the rear'),
        fact('proprietorsAndPrice', 'ROBERT JAMES MCILWAINE', 'SIOBHAN CATHERINE MCILWAINE'),
        fact('covenants', 'Fee Farm Grant dated 9 June 1902'),
        fact('charges', '3 May 2016', 'ULSTER PROVINCIAL AND COUNTY BANKING COMPANY LIMITED'),
        fact('charges', '19 January 2022', 'LAGAN HOME IMPROVEMENT LOANS LIMITED'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Unruled: a leasehold folio with the lease in a five-column table, a company owner with its registration number
    // under "Registered Owner", the bank's name with its "P.L.C." wrapping, and Part III running over a page break
    // with its two-line header drawn again.
    id: 'tuning-drawn-folio-ni-fermanagh-killyhevlin',
    region: 'NI',
    title: 'Folio FE41209L County Fermanagh',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY' },
      { kind: 'paragraph', text: 'Land Registration Act (Northern Ireland) 1970' },
      {
        kind: 'table',
        widths: [110, 373],
        rows: [
          ['Folio', 'FE41209L'],
          ['County', 'FERMANAGH'],
          ['Register', 'LEASEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I — DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No.', 'Description of Land'],
        rows: [
          [
            '1',
            'The leasehold interest in the land shown edged red on the Registry Map known as Unit 2, Killyhevlin Industrial Estate, Dublin Road, Enniskillen, containing 0.92 hectares, situate in the Townland of Killyhevlin and Barony of Tirkennedy, held under the Lease particularised below.',
          ],
          [
            '2',
            'Together with the right, in common with the owners and occupiers of the other units of the Killyhevlin Industrial Estate, to pass and repass on foot and with vehicles over the estate roads shown coloured brown on the Registry Map, as granted by the Lease.',
          ],
        ],
      },
      {
        kind: 'table',
        widths: [56, 125, 125, 107, 70],
        header: ['Date of Lease', 'Lessor', 'Lessee', 'Term', 'Yearly Rent'],
        rows: [['2 May 1962', 'ENNISKILLEN INDUSTRIAL ESTATES COMPANY LIMITED', 'KILLYHEVLIN CREAMERIES LIMITED', '999 years from 1 May 1962', '£45']],
      },
      { kind: 'heading', text: 'PART II — OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: ABSOLUTE' },
      {
        kind: 'table',
        widths: [40, 56, 76, 311],
        header: ['Entry No.', 'Date of Registration', 'Instrument No.', 'Registered Owner'],
        rows: [
          [
            '1',
            '22/10/2020',
            '2020/007431',
            'ERNE VALLEY FOOD PROCESSING AND COLD STORAGE LIMITED (Company Registration No. NI604118) of Unit 2, Killyhevlin Industrial Estate, Dublin Road, Enniskillen BT74 6RL, full owner.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART III — CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [40, 56, 56, 331],
        header: ['Entry No.', 'Date of Registration', 'Date of Instrument', 'Particulars'],
        repeatHeader: true,
        rows: [
          ['1', '14/06/1978', '02/05/1962', 'The within land is subject to the covenants and conditions contained in the Lease referred to in Part I.'],
          [
            '2',
            '14/06/1978',
            '30/03/1978',
            'The within land is subject to a right of way on foot and with vehicles in favour of the owners of the land in Folio FE38810 over the service road shown coloured yellow on the Registry Map.',
          ],
          ['3', '22/10/2020', '14/10/2020', 'Charge dated 14 October 2020 in favour of NORTHERN PROVINCIAL BANKS, P.L.C. to secure all monies.'],
          [
            '4',
            '05/04/2021',
            '01/04/2021',
            'Notice of Lease dated 1 April 2021 of Unit 2A (the cold store annex) shown hatched blue on the Registry Map for 10 years from 1 April 2021 to LOUGH ERNE LOGISTICS LIMITED.',
          ],
          [
            '5',
            '19/07/2022',
            '08/07/2022',
            'The within land is subject to the rights of NIE Networks Limited under a Deed of Easement dated 8 July 2022 to retain, use and maintain the 11kV overhead line and poles shown by a broken red line on the Registry Map, with rights of access for that purpose.',
          ],
          ['6', '19/07/2022', '08/07/2022', 'The owner of the land in Entry 1 of Part II is bound by the covenants in the said Deed of Easement not to build within 5 metres of the said overhead line.'],
          [
            '7',
            '03/11/2023',
            '27/10/2023',
            'The within land is subject to the right of Fermanagh and Omagh District Council to enter the strip of land 3 metres wide along the eastern boundary shown hatched green on the Registry Map to inspect, cleanse and repair the culverted watercourse under it, as granted by Deed dated 27 October 2023.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'FE41209L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Fermanagh'),
        fact('property', 'Unit 2, Killyhevlin Industrial Estate', '0.92 hectares'),
        fact('easements', 'pass and repass on foot and with vehicles', 'estate roads'),
        // The lease the land is held under describes the estate.
        fact('property', '2 May 1962', '999 years from 1 May 1962', '£45'),
        fact('proprietorsAndPrice', 'ERNE VALLEY FOOD PROCESSING AND COLD STORAGE LIMITED'),
        fact('covenants', 'covenants and conditions', 'Lease'),
        fact('easements', 'right of way on foot and with vehicles', 'Folio FE38810'),
        fact('charges', '14 October 2020', 'NORTHERN PROVINCIAL BANKS, P.L.C.'),
        fact('leases', 'Unit 2A', '10 years from 1 April 2021', 'LOUGH ERNE LOGISTICS LIMITED'),
        fact('easements', 'NIE Networks Limited', 'overhead line'),
        fact('covenants', 'not to build within 5 metres'),
        fact('easements', 'Fermanagh and Omagh District Council', 'culverted watercourse'),
      ],
      redFlags: ['charge-to-discharge'],
    },
  },
  {
    // Ruled: dates breaking at their hyphens in a narrow column, an Eircode in brackets, two owners wrapping under
    // "Registered Owner(s)", and Part 3's burdens with their owners in a column of their own (two charges, one a
    // bank's long chartered name) and a Section 72 row whose first cells are blank.
    id: 'tuning-drawn-folio-ie-cork-maryborough-woods',
    region: 'IE',
    title: 'Folio CK104377F County Cork',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann' },
      { kind: 'heading', text: 'Land Registry' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['Folio', 'CK104377F'],
          ['County', 'Cork'],
          ['Register', 'Register of Ownership of Freehold Land'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [28, 330, 125],
        header: ['No.', 'Description', 'Official Notes'],
        borders: true,
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 215 on the Registry Map, containing 0.0632 Hectares, situate in the Townland of Maryborough, in the Barony of Cork, in the Electoral Division of Douglas, known as 18 Maryborough Woods, Douglas, Cork (T12 E8P2).',
            'Plan 215 transferred from Folio CK88102F.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [28, 50, 90, 315],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [
          [
            '1',
            '04-APR-2017',
            'D2017LR041822K',
            'The right to pass and repass on foot and with vehicles over the estate roads and footpaths of the Maryborough Woods development and to use the open spaces thereof.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 50, 90, 315],
        header: ['No.', 'Date of Registration', 'Instrument', 'Registered Owner(s)'],
        borders: true,
        rows: [
          [
            '1',
            '04-APR-2017',
            'D2017LR041822K',
            "EOIN PADRAIG MAC CARTHAIGH and NIAMH BERNADETTE O'SULLIVAN-HEGARTY both of 18 Maryborough Woods, Douglas, Cork (T12 E8P2) are full owners as joint tenants.",
          ],
        ],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [24, 50, 88, 201, 120],
        header: ['No.', 'Date', 'Instrument', 'Burden', 'Owner of Burden'],
        borders: true,
        rows: [
          [
            '1',
            '04-APR-2017',
            'D2017LR041822K',
            'The property is subject to the covenants and conditions contained in the Transfer dated 17 March 2017 from Maryborough Woods Developments Limited, including a covenant to use the property as a single private dwellinghouse only.',
            '',
          ],
          ['2', '04-APR-2017', 'D2017LR041823M', 'Charge for present and future advances repayable with interest.', 'THE GOVERNOR AND COMPANY OF THE PROVINCIAL BANK OF MUNSTER'],
          ['3', '22-NOV-2021', 'D2021LR171460Q', 'Charge for present and future advances repayable with interest.', 'DOUGLAS AND DISTRICT CREDIT UNION LIMITED'],
          ['', '', '', 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.', ''],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CK104377F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Cork'),
        fact('property', 'Maryborough', 'Barony of Cork'),
        fact('property', '18 Maryborough Woods', 'T12 E8P2'),
        fact('easements', 'pass and repass', 'estate roads'),
        fact('proprietorsAndPrice', 'EOIN PADRAIG MAC CARTHAIGH', "NIAMH BERNADETTE O'SULLIVAN-HEGARTY"),
        fact('covenants', 'Transfer dated 17 March 2017', 'single private dwellinghouse'),
        fact('charges', 'THE GOVERNOR AND COMPANY OF THE PROVINCIAL BANK OF MUNSTER'),
        fact('charges', 'DOUGLAS AND DISTRICT CREDIT UNION LIMITED'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Unruled: a designated activity company's long name and number under "Registered Owner", an Eircode in
    // brackets, and Part 3 under a two-line "Date of Registration" header running over a page break with its
    // header drawn again: a right of pre-emption, a bank's "P.L.C." charge, a wayleave and a notice of a lease.
    id: 'tuning-drawn-folio-ie-galway-ballybrit',
    region: 'IE',
    title: 'Folio GY58213F County Galway',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN — LAND REGISTRY' },
      {
        kind: 'table',
        widths: [110, 373],
        rows: [
          ['Folio', 'GY58213F'],
          ['County', 'Galway'],
          ['Register', 'Register of Ownership of Freehold Land'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [28, 300, 155],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 77 on the Registry Map, containing 0.8094 Hectares, situate in the Townland of Ballybrit Upper, in the Barony of Galway, in the Electoral Division of Galway East, known as Unit 6, Ballybrit Business Park, Galway (H91 P2XW).',
            'The Registration does not extend to the mines and minerals.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [28, 62, 92, 301],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          [
            '1',
            '16-APR-1998',
            'D1998GY004127',
            'The right to pass and repass on foot and with vehicles over the estate roads of Ballybrit Business Park shown coloured Brown on the Registry Map, and to connect to and use the services in those roads.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 62, 92, 301],
        header: ['No.', 'Date', 'Instrument', 'Registered Owner'],
        rows: [
          [
            '1',
            '08-JUL-2019',
            'D2019LR098815W',
            'CORRIB BAY MARINE BIOTECHNOLOGY AND AQUACULTURE RESEARCH DESIGNATED ACTIVITY COMPANY (Company No. 587214) having its registered office at Unit 6, Ballybrit Business Park, Galway (H91 P2XW) is full owner.',
          ],
        ],
      },
      { kind: 'paragraph', text: 'Land Cert Issued: No' },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [36, 56, 92, 299],
        header: ['Entry No.', 'Date of Registration', 'Instrument No.', 'Particulars'],
        repeatHeader: true,
        rows: [
          [
            '1',
            '16-APR-1998',
            'D1998GY004127',
            'The property is subject to the covenants and conditions contained in the Transfer dated 3 March 1998 from Industrial Development Agency (Ireland) to Ballybrit Enterprise Units Limited, including a covenant to use the property for light industrial and research purposes only.',
          ],
          [
            '2',
            '16-APR-1998',
            'D1998GY004127',
            'Right of pre-emption in favour of Industrial Development Agency (Ireland) to repurchase the property at the price therein mentioned if the property ceases to be used for light industrial and research purposes or if a sale of the property is proposed within 35 years from 3 March 1998, as contained in the Transfer dated 3 March 1998.',
          ],
          ['3', '08-JUL-2019', 'D2019LR098816X', 'Charge for present and future advances repayable with interest. ATLANTIC ALLIED BANKS, P.L.C. is owner of this charge.'],
          [
            '4',
            '21-SEP-2020',
            'D2020LR117730C',
            'Wayleave in favour of Gas Networks Ireland for the laying, retention and maintenance of a gas pipeline across the property along the line shown coloured Blue on the Registry Map.',
          ],
          [
            '5',
            '21-SEP-2020',
            'D2020LR117731D',
            'The property is subject to a right of way on foot and with vehicles in favour of the owners of the property comprised in Folio GY61540F over the service yard shown coloured Yellow on the Registry Map.',
          ],
          [
            '6',
            '30-JUN-2022',
            'D2022LR088412F',
            'Lease dated 1 June 2022 of the first floor of the property to BALLYBRIT DIAGNOSTICS LIMITED for a term of 25 years from 1 June 2022, subject to the rent and the covenants therein reserved and contained.',
          ],
          ['', '', '', 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GY58213F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Galway'),
        fact('property', 'Unit 6, Ballybrit Business Park', 'H91 P2XW'),
        fact('property', 'mines and minerals'),
        fact('easements', 'pass and repass', 'estate roads of Ballybrit Business Park'),
        fact('proprietorsAndPrice', 'CORRIB BAY MARINE BIOTECHNOLOGY AND AQUACULTURE RESEARCH DESIGNATED ACTIVITY COMPANY'),
        fact('covenants', 'Transfer dated 3 March 1998', 'light industrial and research purposes'),
        fact('notices', 'Right of pre-emption', 'Industrial Development Agency (Ireland)'),
        fact('charges', 'ATLANTIC ALLIED BANKS, P.L.C.'),
        fact('easements', 'Wayleave', 'Gas Networks Ireland', 'gas pipeline'),
        fact('easements', 'right of way', 'Folio GY61540F'),
        fact('leases', 'first floor', '25 years from 1 June 2022', 'BALLYBRIT DIAGNOSTICS LIMITED'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['notice-or-adverse-right', 'charge-to-discharge'],
    },
  },
];
