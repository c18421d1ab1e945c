import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Registers of the four systems in mixed layouts, for the title set's tuning part: column headings in capitals and
 * in the registries' and conveyancers' other words ("Folio No.", "Instrument No.", "Reg. Date", "Details", "Nature
 * of Burden", "In whose favour", the schedule of notices of leases' four headings), first columns so narrow that
 * their heading breaks, label and value panels whose long values wrap, unruled tables, and headers drawn again after
 * a page break that an entry's text runs across. Names, places, numbers and lenders are invented.
 */
export const TUNING_MIXED_LAYOUT_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    // Possessory freehold parade: an unruled label and value panel (title number, edition date, tenure and a
    // property value that wraps), registers under capital headings with an "ENTRY NO." column too narrow for its
    // heading, a Form A restriction, a charges register whose first entry runs across a page break with the header
    // drawn again, a unilateral notice with its beneficiary, and the schedule of notices of leases with the plan
    // references wrapping in their first cell.
    id: 'tuning-drawn-register-en-norwich-magdalen-street',
    region: 'EN',
    title: 'Official copy of the register, 112 to 116 Magdalen Street, Norwich',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [110, 373],
        rows: [
          ['Title number', 'NK417736'],
          ['Edition date', '27.03.2024'],
          ['Tenure', 'Freehold'],
          [
            'Property',
            '112, 114 and 116 Magdalen Street, Norwich (NR3 1JD), being a parade of three shops with the flats over them and the service yard at the rear approached from Cowgate',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 02 APR 2024 at 12:08:51. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – This title is dealt with by HM Land Registry, Peterborough Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'NORFOLK : NORWICH' },
      {
        kind: 'table',
        widths: [24, 56, 403],
        header: ['ENTRY NO.', 'DATE', 'PARTICULARS'],
        borders: true,
        rows: [
          ['1', '14.05.2001', 'The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being 112, 114 and 116 Magdalen Street, Norwich (NR3 1JD).'],
          ['2', '14.05.2001', 'The land has the benefit of a right of way on foot only over the passageway shown coloured brown on the title plan leading to Cowgate.'],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title possessory' },
      {
        kind: 'table',
        widths: [24, 56, 403],
        header: ['ENTRY NO.', 'DATE', 'REGISTERED OWNER'],
        borders: true,
        rows: [
          ['1', '04.03.2024', 'PROPRIETOR: DESMOND OLUFEMI ACHTERBERG-NWOSU and PRIYA LAKSHMI RAMASWAMY-COLE of 114 Magdalen Street, Norwich NR3 1JD.'],
          ['2', '04.03.2024', 'The price stated to have been paid on 16 February 2024 was £1,085,000.'],
          [
            '3',
            '04.03.2024',
            'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [24, 56, 403],
        header: ['ENTRY NO.', 'DATE', 'PARTICULARS'],
        borders: true,
        rows: [
          [
            '1',
            '12.10.2019',
            'The land is subject to the rights granted by a Deed dated 9 September 2019 made between (1) Anglia Parade Investments Limited and (2) UK Power Networks (Operations) Limited for the installation, retention, use, inspection, maintenance, repair and renewal of an electricity substation in the service yard at the rear of 116 Magdalen Street and of the high and low voltage cables leading to and from it, together with',
          ],
        ],
      },
      { kind: 'page-break' },
      {
        kind: 'table',
        widths: [24, 56, 403],
        header: ['ENTRY NO.', 'DATE', 'PARTICULARS'],
        borders: true,
        rows: [
          [
            '',
            '',
            'rights of access on foot and with vehicles over the service yard for those purposes, as therein mentioned. The Deed contains covenants by the grantor not to build over or within 2 metres of the said cables.',
          ],
          ['2', '04.03.2024', 'REGISTERED CHARGE dated 16 February 2024.'],
          ['3', '04.03.2024', 'Proprietor: BROADLAND AND WAVENEY COMMERCIAL MORTGAGES LIMITED (Co. Regn. No. 07731905) of 3 Princes Street, Norwich NR3 1AZ.'],
          [
            '4',
            '27.03.2024',
            'UNILATERAL NOTICE in respect of an agreement for lease dated 11 March 2024 of the ground floor of 116 Magdalen Street made between (1) Desmond Olufemi Achterberg-Nwosu and Priya Lakshmi Ramaswamy-Cole and (2) Cowgate Coffee Roasters Limited.',
          ],
          ['5', '27.03.2024', 'BENEFICIARY: Cowgate Coffee Roasters Limited (Co. Regn. No. 13390218) of Unit 7, Gildencroft Works, Norwich NR3 1HN.'],
        ],
      },
      { kind: 'heading', text: 'Schedule of notices of leases' },
      {
        kind: 'table',
        widths: [86, 150, 150, 97],
        header: ['Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
        borders: true,
        rows: [
          ['1  02.08.2021 Edged and numbered 1 in blue (part of)', '112 Magdalen Street (ground floor shop)', '19.07.2021 15 years from 24.06.2021', 'NK409218'],
          ['2  30.01.2023 Edged and numbered 2 in blue', 'First and second floor flat, 114 Magdalen Street', '12.01.2023 125 years from 01.01.2023', 'NK414502'],
        ],
      },
      { kind: 'paragraph', text: 'NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.' },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'NK417736'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', '112, 114 and 116 Magdalen Street', 'NR3 1JD'),
        fact('easements', 'right of way on foot only', 'Cowgate'),
        fact('proprietorsAndPrice', 'DESMOND OLUFEMI ACHTERBERG-NWOSU', 'PRIYA LAKSHMI RAMASWAMY-COLE'),
        fact('proprietorsAndPrice', '£1,085,000'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('easements', 'subject to the rights granted', 'electricity substation'),
        // The rest of the same entry, printed after the page break.
        fact('covenants', 'not to build over or within 2 metres'),
        fact('charges', '16 February 2024', 'BROADLAND AND WAVENEY COMMERCIAL MORTGAGES LIMITED'),
        fact('notices', 'UNILATERAL NOTICE', 'agreement for lease', 'Cowgate Coffee Roasters Limited'),
        fact('leases', '112 Magdalen Street (ground floor shop)', '15 years from 24.06.2021'),
        fact('leases', 'First and second floor flat, 114 Magdalen Street', '125 years from 01.01.2023'),
      ],
      redFlags: ['title-not-absolute', 'trust-restriction', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // Wales, a leasehold flat: a ruled panel whose property value wraps in a narrow column, unruled registers under
    // "Entry", "Reg. Date" and "Details" with dates in brackets, the lease's particulars as a capitalised panel whose
    // parties wrap, a management company's certificate restriction and a charge with its proprietor.
    id: 'tuning-drawn-register-wa-cardiff-mount-stuart-wharf',
    region: 'WA',
    title: 'Official copy of the register, Apartment 42, Mount Stuart Wharf, Cardiff',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry | Cofrestrfa Tir EF' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [120, 200],
        borders: true,
        rows: [
          ['Title number', 'CYM793104'],
          ['Edition date', '22.05.2022'],
          ['Tenure', 'Leasehold'],
          ['Property', 'Apartment 42 and parking space 17, Mount Stuart Wharf, Stuart Street, Cardiff Bay, Cardiff (CF10 5BW)'],
        ],
      },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 18 JUL 2024 at 09:41:16. – The date at the beginning of an entry is the date on which the entry was made in the register. ' +
          '– This title is dealt with by HM Land Registry, Wales Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'CAERDYDD : CARDIFF' },
      {
        kind: 'table',
        widths: [34, 66, 383],
        header: ['Entry', 'Reg. Date', 'Details'],
        rows: [
          [
            '1',
            '(11.02.2008)',
            'The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Apartment 42, Mount Stuart Wharf, Stuart Street, Cardiff (CF10 5BW).',
          ],
          ['', '', 'NOTE: Only the apartment on the fifth floor and the parking space numbered 17 in the basement car park are included in the title.'],
          ['2', '(11.02.2008)', 'Short particulars of the lease(s) (or under-lease(s)) under which the land is held:'],
        ],
      },
      {
        kind: 'table',
        widths: [100, 230],
        rows: [
          ['DATE', '30 November 2007'],
          ['TERM', '125 years from 1 January 2007'],
          ['RENT', '£250 rising as therein mentioned'],
          ['PARTIES', '(1) Mount Stuart Wharf Developments (Cardiff) Limited (2) Mount Stuart Wharf Management Company Limited (3) Rhodri Gareth Pugh-Llewellyn'],
        ],
      },
      {
        kind: 'table',
        widths: [34, 66, 383],
        rows: [
          ['3', '(11.02.2008)', 'The Lease grants and reserves easements as therein mentioned.'],
          ['4', '(11.02.2008)', 'The Lease prohibits or restricts alienation.'],
          ['5', '(11.02.2008)', "The landlord's title is registered."],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [34, 66, 383],
        header: ['Entry', 'Reg. Date', 'Details'],
        rows: [
          [
            '1',
            '(22.05.2022)',
            'PROPRIETOR: CERIDWEN ANGHARAD HOPKINS-VAUGHAN of Apartment 42, Mount Stuart Wharf, Stuart Street, Cardiff CF10 5BW and of Ty Gwyn, Heol y Felin, Llandaf, Cardiff CF5 2DT.',
          ],
          ['2', '(22.05.2022)', 'The price stated to have been paid on 6 May 2022 was £214,500.'],
          [
            '3',
            '(22.05.2022)',
            'RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate signed by Mount Stuart Wharf Management Company Limited or its conveyancer that the provisions of clause 6.4 of the Lease have been complied with.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [34, 66, 383],
        header: ['Entry', 'Reg. Date', 'Details'],
        rows: [
          ['1', '(22.05.2022)', 'REGISTERED CHARGE dated 6 May 2022.'],
          ['2', '(22.05.2022)', 'Proprietor: CAMBRIAN AND SEVERN BUILDING SOCIETY of Hafod House, 4 Greyfriars Road, Cardiff CF10 3AL.'],
          ['3', '(22.05.2022)', 'NOTE: The lease referred to in the Property Register contains covenants by the lessee, which are not set out on this register.'],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CYM793104'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Apartment 42, Mount Stuart Wharf', 'CF10 5BW'),
        fact('property', 'parking space numbered 17'),
        // The lease the land is held under is part of the property register's description of the estate.
        fact('property', '30 November 2007', '125 years from 1 January 2007', '£250'),
        fact('property', 'alienation'),
        fact('easements', 'grants and reserves easements'),
        fact('proprietorsAndPrice', 'CERIDWEN ANGHARAD HOPKINS-VAUGHAN'),
        fact('proprietorsAndPrice', '£214,500'),
        fact('restrictions', 'certificate', 'Mount Stuart Wharf Management Company Limited', 'clause 6.4 of the Lease'),
        fact('charges', '6 May 2022', 'CAMBRIAN AND SEVERN BUILDING SOCIETY'),
        fact('covenants', 'covenants by the lessee'),
      ],
      redFlags: ['consent-restriction', 'charge-to-discharge'],
    },
  },
  {
    // Tenement flat: a ruled panel, capital headings throughout ("ENTRY NO.", "REGISTERED OWNER", "REG. DATE"), the
    // standard security's creditor wrapping over three lines in a narrow column, and an unruled burdens section
    // whose entry numbers open each burden's text in the one column, a notice of potential liability for costs
    // among them.
    id: 'tuning-drawn-title-sheet-glasgow-hyndland-road',
    region: 'SC',
    title: 'Title sheet GLA214587, 3/2 118 Hyndland Road, Glasgow',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'heading', text: 'TITLE SHEET' },
      {
        kind: 'table',
        widths: [170, 313],
        borders: true,
        rows: [
          ['TITLE NUMBER', 'GLA214587'],
          ['DATE OF FIRST REGISTRATION', '06 AUG 2004'],
          ['DATE TITLE SHEET UPDATED TO', '14 MAR 2024'],
          ['MAP REFERENCE', 'NS5567NW'],
          ['INTEREST', 'Proprietor'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [36, 447],
        header: ['ENTRY NO.', 'DESCRIPTION'],
        borders: true,
        rows: [
          [
            '1',
            'Subjects third floor flat 3/2, 118 HYNDLAND ROAD, GLASGOW G12 9PY edged red on the cadastral map being the eastmost flat on the third floor of the tenement 118 Hyndland Road; Together with a right in common with the proprietors of the other flats in the tenement to the back green, the common close and stair and the bin store.',
          ],
          [
            '2',
            'The subjects in this Section have the benefit of a servitude right of pedestrian access over the lane to the rear of 110 to 120 Hyndland Road for the purpose of access to the back green.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [36, 267, 60, 60, 60],
        header: ['ENTRY NO.', 'REGISTERED OWNER', 'CONSIDERATION', 'DATE OF ENTRY', 'REG. DATE'],
        borders: true,
        rows: [
          [
            '1',
            'FRASER MALCOLM ABERNETHY-QUINN and SORCHA ELSPETH NAPIER, both 3/2 118 Hyndland Road, Glasgow, equally between them and the survivor of them.',
            '£312,000',
            '08 MAR 2024',
            '14 MAR 2024',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [36, 291, 96, 60],
        header: ['ENTRY NO.', 'NATURE OF SECURITY AND DEBTOR', 'CREDITOR', 'REG. DATE'],
        borders: true,
        rows: [
          [
            '1',
            'Standard Security for all sums due and to become due by said FRASER MALCOLM ABERNETHY-QUINN and SORCHA ELSPETH NAPIER.',
            'CLYDE AND FORTH MUTUAL BUILDING SOCIETY',
            '14 MAR 2024',
          ],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [413, 70],
        header: ['BURDENS', 'REG. DATE'],
        rows: [
          [
            '1. Feu Contract between The Hyndland Land Company Limited and John Craig Buchanan, recorded G.R.S. (Glasgow) 18 Jun. 1898, of the tenement of which the subjects in Section A form part, contains the following burdens: (First) the tenement shall be used only as private dwellinghouses and no shop, workshop or public house shall be carried on therein; (Second) the proprietors of the flats shall uphold the roof, chimney heads, gables and common close and stair, the cost being shared equally among them.',
            '06 AUG 2004',
          ],
          [
            '2. Deed of Conditions by the proprietors of the tenement 118 Hyndland Road, registered 11 Feb. 2010, contains the following real burdens: (One) the proprietors shall appoint a property factor to manage the common parts; (Two) no flat shall be let for a period of less than six months; (Three) the back green shall be kept as a garden for the common use of the proprietors.',
            '11 FEB 2010',
          ],
          [
            '3. Notice of Potential Liability for Costs by Partick Property Factors Limited on behalf of the owners of the tenement 118 Hyndland Road, in respect of the maintenance works to the roof, chimney heads and rear elevation of the tenement under the Tenements (Scotland) Act 2004, registered 4 Dec. 2023.',
            '04 DEC 2023',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GLA214587'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '118 HYNDLAND ROAD', 'G12 9PY'),
        fact('property', 'right in common', 'back green'),
        fact('easements', 'servitude right of pedestrian access', 'lane to the rear'),
        fact('proprietorsAndPrice', 'FRASER MALCOLM ABERNETHY-QUINN', 'SORCHA ELSPETH NAPIER'),
        fact('proprietorsAndPrice', '£312,000'),
        fact('proprietorsAndPrice', '08 MAR 2024'),
        fact('charges', 'CLYDE AND FORTH MUTUAL BUILDING SOCIETY'),
        fact('covenants', 'Feu Contract', 'private dwellinghouses'),
        fact('covenants', 'Deed of Conditions', 'property factor'),
        fact('notices', 'Notice of Potential Liability for Costs', 'Partick Property Factors Limited'),
      ],
      redFlags: ['charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // Steading conversion: an unruled panel whose subjects wrap in a narrow value column, ruled sections whose "No"
    // column is too narrow for its heading, and a burdens section whose deed of conditions runs across a page break
    // with the header drawn again, a rural housing burden (a right of pre-emption) and a servitude after it.
    id: 'tuning-drawn-title-sheet-kinross-balado-steadings',
    region: 'SC',
    title: 'Title sheet KNR9127, 4 Balado Steadings, Kinross',
    blocks: [
      { kind: 'heading', text: 'TITLE SHEET   LAND REGISTER OF SCOTLAND' },
      {
        kind: 'table',
        widths: [150, 190],
        rows: [
          ['Title number', 'KNR9127'],
          ['Date of first registration', '21 APR 2017'],
          ['Date title sheet updated to', '09 FEB 2024'],
          ['Interest', 'Proprietor'],
          ['Subjects', '4 BALADO STEADINGS, KINROSS KY13 0NH, being the dwellinghouse formed from the east range of the former Balado Mains farm steading, with garden ground and a double garage'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [16, 467],
        header: ['No', 'Description'],
        borders: true,
        rows: [
          [
            '1',
            'Subjects 4 BALADO STEADINGS, KINROSS KY13 0NH edged red on the cadastral map; Together with (One) a right in common with the proprietors of the other steadings at Balado Mains to the shared courtyard and access road tinted brown on the cadastral map; (Two) a servitude right to use the septic tank and soakaway within the field hatched blue on the cadastral map.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [16, 287, 60, 60, 60],
        header: ['No', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
        borders: true,
        rows: [['1', 'ALASTAIR DUNCAN MACFARLANE-GILLIES, 4 Balado Steadings, Kinross.', '09 FEB 2024', '£465,000', '02 FEB 2024']],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [16, 407, 60],
        header: ['No', 'Specification', 'Date of Registration'],
        borders: true,
        rows: [['1', 'Standard Security by said ALASTAIR DUNCAN MACFARLANE-GILLIES to ORCHIL AND DEVON PRIVATE BANK LIMITED.', '09 FEB 2024']],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [16, 407, 60],
        header: ['No', 'Burdens', 'Date of Registration'],
        borders: true,
        rows: [
          [
            '1',
            'Deed of Conditions by Balado Mains Developments Limited, registered 21 Apr. 2017, contains the following real burdens affecting the steadings development of which the subjects in Section A form part: (First) the proprietors of the four steadings shall maintain the shared courtyard, the access road and the septic tank and soakaway, the cost being shared equally among them; (Second) no part of the steadings shall be used other than as a private dwellinghouse; (Third) no external alteration shall be made to any steading without the consent of a majority of the proprietors of the steadings;',
            '21 APR 2017',
          ],
        ],
      },
      { kind: 'page-break' },
      {
        kind: 'table',
        widths: [16, 407, 60],
        header: ['No', 'Burdens', 'Date of Registration'],
        borders: true,
        rows: [
          ['', '(Fourth) no tree within the shelter belt along the northern boundary of the development shall be felled or lopped without the like consent.', ''],
          [
            '2',
            'Rural Housing Burden in favour of Perth and Kinross Rural Housing Trust, a rural housing body prescribed under section 43 of the Title Conditions (Scotland) Act 2003, constituted by Disposition by Balado Mains Developments Limited registered 21 Apr. 2017, conferring on the said Trust a right of pre-emption over the subjects in Section A.',
            '21 APR 2017',
          ],
          [
            '3',
            'Deed of Servitude by Balado Mains Developments Limited in favour of Scottish Water, registered 3 Oct. 2018, grants a servitude right to lay, use and maintain a water main through the garden ground of the subjects in Section A, with a right of access for that purpose.',
            '03 OCT 2018',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'KNR9127'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '4 BALADO STEADINGS', 'KY13 0NH'),
        fact('property', 'right in common', 'shared courtyard'),
        fact('easements', 'septic tank and soakaway'),
        fact('proprietorsAndPrice', 'ALASTAIR DUNCAN MACFARLANE-GILLIES'),
        fact('proprietorsAndPrice', '£465,000'),
        fact('proprietorsAndPrice', '02 FEB 2024'),
        fact('charges', 'ORCHIL AND DEVON PRIVATE BANK LIMITED'),
        fact('covenants', 'Deed of Conditions', 'private dwellinghouse'),
        // The rest of the same burden, printed after the page break.
        fact('covenants', 'shelter belt'),
        fact('notices', 'Rural Housing Burden', 'Perth and Kinross Rural Housing Trust', 'pre-emption'),
        fact('easements', 'Deed of Servitude', 'Scottish Water', 'water main'),
      ],
      redFlags: ['charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // City terrace: a ruled "Folio No." panel, an unruled Part I under capital headings with a "NO." column too
    // narrow for its heading, an inhibition entered in Part II under the owner, and a fee farm rent with its grant,
    // a charge and a right of way in Part III under "INSTRUMENT NO.".
    id: 'tuning-drawn-folio-ni-londonderry-clarendon-street',
    region: 'NI',
    title: 'Folio LY27735 County Londonderry',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES — LAND REGISTRY' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['Folio No.', 'LY27735'],
          ['County', 'LONDONDERRY'],
          ['Register', 'FREEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I   DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [18, 365, 100],
        header: ['NO.', 'DESCRIPTION OF LAND', 'REF. TO MAP'],
        rows: [
          [
            '1',
            'The land shown edged red on the Registry Map known as 27 Clarendon Street, Londonderry BT48 7ET, situate in the Townland of Londonderry and Barony of North West Liberties of Londonderry.',
            'Sheet 14/05 Plan 311',
          ],
        ],
      },
      { kind: 'heading', text: 'PART II   OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: ABSOLUTE' },
      {
        kind: 'table',
        widths: [36, 62, 70, 315],
        header: ['ENTRY NO.', 'DATE', 'INSTRUMENT NO.', 'REGISTERED OWNER'],
        borders: true,
        rows: [
          ['1', '18/09/2019', '2019/006127', "CATHAL DOMINIC O'DOHERTY-MCLAUGHLIN of 27 Clarendon Street, Londonderry BT48 7ET, full owner."],
          [
            '2',
            '08/01/2024',
            '2024/000214',
            "INHIBITION: Until further order no dealing with the land by the registered owner in Entry 1 shall be registered without the consent of AOIFE MARGARET O'DOHERTY-MCLAUGHLIN of 4 Northland Road, Londonderry BT48 7JD, pursuant to an Order of the High Court of Justice in Northern Ireland, Family Division, dated 19 December 2023.",
          ],
        ],
      },
      { kind: 'heading', text: 'PART III   CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [36, 62, 70, 315],
        header: ['ENTRY NO.', 'DATE', 'INSTRUMENT NO.', 'PARTICULARS'],
        borders: true,
        rows: [
          [
            '1',
            '11/04/1975',
            '1975/001832',
            'The within land is subject to the yearly fee farm rent of £3.15 and to the covenants and conditions contained in Fee Farm Grant dated 1 November 1839 from The Honourable The Irish Society to Samuel Alexander Ferguson.',
          ],
          ['2', '18/09/2019', '2019/006128', 'Charge dated 13 September 2019 in favour of FOYLE AND NORTH WEST BUILDING SOCIETY to secure all monies.'],
          [
            '3',
            '18/09/2019',
            '2019/006128',
            'The within land is subject to a right of way on foot only in favour of the owners of 29 Clarendon Street over the rear passage shown coloured yellow on the Registry Map.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'LY27735'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Londonderry'),
        fact('property', '27 Clarendon Street', 'BT48 7ET'),
        fact('proprietorsAndPrice', "CATHAL DOMINIC O'DOHERTY-MCLAUGHLIN"),
        fact('restrictions', 'INHIBITION', "AOIFE MARGARET O'DOHERTY-MCLAUGHLIN"),
        // A perpetual rent under the grant, with its covenants: the buyer takes subject to both.
        fact('covenants', 'fee farm rent of £3.15', 'Fee Farm Grant dated 1 November 1839'),
        fact('charges', '13 September 2019', 'FOYLE AND NORTH WEST BUILDING SOCIETY'),
        fact('easements', 'right of way on foot only', '29 Clarendon Street'),
      ],
      redFlags: ['inhibition-or-caution', 'charge-to-discharge'],
    },
  },
  {
    // Orchard farm, unruled throughout: a "Folio No." panel whose property value wraps, Part I's two parcels with
    // townland, area and map sheet apart, owners as tenants in common under "Reg. Date" and "Instrument No.", and a
    // charge, a lease of a parcel and a judgment mortgage against one owner in Part III.
    id: 'tuning-drawn-folio-ni-armagh-loughgall',
    region: 'NI',
    title: 'Folio AR19846 County Armagh',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      { kind: 'paragraph', text: 'Land Registration Act (Northern Ireland) 1970' },
      {
        kind: 'table',
        widths: [110, 220],
        rows: [
          ['Folio No.', 'AR19846'],
          ['County', 'ARMAGH'],
          ['Register', 'FREEHOLD'],
          ['Property', 'Ballymagerny Orchards, 61 Cloveneden Road, Loughgall, Armagh BT61 8LB, being the farmhouse, packing shed and apple orchards'],
        ],
      },
      { kind: 'heading', text: 'PART I — DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [36, 227, 90, 60, 70],
        header: ['Parcel', 'Description of land', 'Townland', 'Area (ha)', 'Map sheet'],
        rows: [
          ['1', 'The farmhouse, yard, packing shed and orchard shown edged red and numbered 1 on the Registry Map', 'Ballymagerny', '6.42', 'Sheet 229/03'],
          ['2', 'The orchards and lands shown edged red and numbered 2 on the Registry Map', 'Cloveneden', '11.87', 'Sheet 229/04'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Together with a right of way on foot and with vehicles and agricultural machinery over the lane shown coloured brown on the Registry Map leading from parcel 1 to Cloveneden Road.',
      },
      { kind: 'heading', text: 'PART II — OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: ABSOLUTE' },
      {
        kind: 'table',
        widths: [36, 62, 76, 309],
        header: ['Entry', 'Reg. Date', 'Instrument No.', 'Owner'],
        rows: [
          [
            '1',
            '07/03/2012',
            '2012/001733',
            'WILLIAM GEORGE MCCAMMON and ELIZABETH JOAN MCCAMMON both of 61 Cloveneden Road, Loughgall, Armagh BT61 8LB, full owners as tenants in common in equal shares.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART III — CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [36, 62, 76, 309],
        header: ['Entry', 'Reg. Date', 'Instrument No.', 'Particulars'],
        rows: [
          ['1', '07/03/2012', '2012/001734', 'Charge dated 28 February 2012 in favour of BLACKWATER VALLEY FARM FINANCE LIMITED to secure all monies.'],
          ['2', '29/01/2020', '2020/000688', 'Notice of Lease dated 14 January 2020 of parcel 2 for 25 years from 1 January 2020 to ARMAGH BRAMLEY CIDER COMPANY LIMITED.'],
          [
            '3',
            '16/10/2023',
            '2023/007519',
            'Judgment mortgage registered under Article 46 of the Judgments Enforcement (Northern Ireland) Order 1981 in favour of PORTADOWN AGRI-MACHINERY SALES LIMITED for £42,718.90 against the estate of William George McCammon in the land.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AR19846'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Armagh'),
        fact('property', 'Ballymagerny Orchards', 'BT61 8LB'),
        fact('property', 'Ballymagerny', '6.42'),
        fact('property', 'Cloveneden', '11.87'),
        fact('easements', 'right of way', 'agricultural machinery'),
        fact('proprietorsAndPrice', 'WILLIAM GEORGE MCCAMMON', 'ELIZABETH JOAN MCCAMMON'),
        fact('charges', '28 February 2012', 'BLACKWATER VALLEY FARM FINANCE LIMITED'),
        fact('leases', 'parcel 2', '25 years from 1 January 2020', 'ARMAGH BRAMLEY CIDER COMPANY LIMITED'),
        fact('charges', 'Judgment mortgage', 'PORTADOWN AGRI-MACHINERY SALES LIMITED', '£42,718.90'),
      ],
      redFlags: ['charge-to-discharge', 'judgment-mortgage'],
    },
  },
  {
    // Farm in two parcels: a ruled "Folio No." panel, a schedule of lands with plan numbers and areas in columns of
    // their own, and Part 3 under "Reg. Date", "Instrument No.", "Nature of Burden" and "In whose favour": a right of
    // residence, the Land Act 1965 section 12 consent, a judgment mortgage and a charge, then the section 72 note.
    id: 'tuning-drawn-folio-ie-mayo-cloonagh',
    region: 'IE',
    title: 'Folio MY48213 County Mayo',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann   Land Registry' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['Folio No.', 'MY48213'],
          ['County', 'Mayo'],
          ['Register', 'Register of Ownership of Freehold Land'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'paragraph',
        text: 'The property described in the Schedule of Lands below, shown coloured Red on the Registry Map, situate in the Barony of Gallen, in the Electoral Division of Knockmore, County Mayo.',
      },
      { kind: 'heading', text: 'SCHEDULE OF LANDS' },
      {
        kind: 'table',
        widths: [24, 189, 70, 80, 120],
        header: ['No.', 'Townland', 'Plan No.', 'Area (Hectares)', 'Official Notes'],
        borders: true,
        rows: [
          ['1', 'Cloonagh (the farmhouse, yard and lands)', 'Plan 7', '14.2615', 'The Registration does not extend to the mines and minerals.'],
          ['2', 'Derrynabrock (bog and rough grazing)', 'Plans 7A and 9', '6.8830', 'Plan 9 transferred from Folio MY30127.'],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [22, 56, 90, 315],
        header: ['No.', 'Reg. Date', 'Instrument No.', 'Particulars'],
        borders: true,
        rows: [['1', '14-OCT-2016', 'D2016LR121553T', 'PATRICK JOSEPH GALLAGHER-RUANE of Cloonagh, Knockmore, Ballina, County Mayo is full owner.']],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [22, 56, 90, 195, 120],
        header: ['No.', 'Reg. Date', 'Instrument No.', 'Nature of Burden', 'In whose favour'],
        borders: true,
        rows: [
          [
            '1',
            '14-OCT-2016',
            'D2016LR121553T',
            'Right of residence and support in the dwellinghouse on plan 7, with the use of the kitchen garden and the right to cut turf on plan 9 for domestic use, for her life.',
            'NORA ANN GALLAGHER',
          ],
          [
            '2',
            '14-OCT-2016',
            'D2016LR121553T',
            'The property is subject to the provisions prohibiting letting, subletting or subdivision specified in Section 12 of the Land Act 1965, save with the consent in writing of the Minister.',
            'The Minister for Agriculture, Food and the Marine',
          ],
          [
            '3',
            '03-MAY-2021',
            'D2021LR054409K',
            'Judgment Mortgage: Affidavit in respect of a judgment of the High Court obtained on 2 February 2021 against Patrick Joseph Gallagher-Ruane for €57,340.12 together with costs.',
            'WESTERN FARM MACHINERY AND TRACTOR SALES LIMITED',
          ],
          ['4', '27-SEP-2022', 'D2022LR119874B', 'Charge for present and future advances repayable with interest.', 'CONNACHT AGRICULTURAL CREDIT UNION LIMITED'],
        ],
      },
      { kind: 'paragraph', text: 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'MY48213'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Mayo'),
        fact('property', 'Cloonagh (the farmhouse, yard and lands)', 'Plan 7', '14.2615'),
        fact('property', 'Derrynabrock (bog and rough grazing)', 'Plans 7A and 9', '6.8830'),
        fact('property', 'mines and minerals'),
        fact('proprietorsAndPrice', 'PATRICK JOSEPH GALLAGHER-RUANE'),
        fact('easements', 'Right of residence', 'NORA ANN GALLAGHER'),
        // A statutory bar on letting and subdividing without the Minister's consent: a restriction on dealing.
        fact('restrictions', 'Section 12 of the Land Act 1965'),
        fact('charges', 'Judgment Mortgage', 'WESTERN FARM MACHINERY AND TRACTOR SALES LIMITED', '€57,340.12'),
        fact('charges', 'CONNACHT AGRICULTURAL CREDIT UNION LIMITED'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['right-of-residence', 'judgment-mortgage', 'charge-to-discharge'],
    },
  },
  {
    // Suburban house, unruled throughout under capital headings: a "Folio No." panel whose register wraps in a narrow
    // value column, a "NO." column too narrow for its heading, owners with Irish diacritics, a charge whose owner, a
    // bank's long name, wraps from one line of the entry to the next, a neighbour's right of way, a lease of the mews
    // and the section 72 note in a row whose first cells are blank.
    id: 'tuning-drawn-folio-ie-dublin-sandymount-avenue',
    region: 'IE',
    title: 'Folio DN203417F County Dublin',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN' },
      { kind: 'heading', text: 'LAND REGISTRY' },
      {
        kind: 'table',
        widths: [90, 150],
        rows: [
          ['Folio No.', 'DN203417F'],
          ['County', 'Dublin'],
          ['Register', 'Register of Ownership of Freehold Land'],
          ['Land Cert Issued', 'No'],
        ],
      },
      { kind: 'heading', text: 'PART 1 (A) - DESCRIPTION OF PROPERTY' },
      {
        kind: 'table',
        widths: [18, 335, 130],
        header: ['NO.', 'DESCRIPTION', 'OFFICIAL NOTES'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 1142 on the Registry Map, containing 0.0311 Hectares, situate in the Townland of Sandymount, in the Barony of Dublin, in the Electoral Division of Pembroke East, known as 23 Sandymount Avenue, Dublin 4 (D04 X2K8).',
            'Plan 1142 transferred from Folio DN88450.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART 1 (B) - RIGHTS APPURTENANT' },
      {
        kind: 'table',
        widths: [18, 62, 92, 311],
        header: ['NO.', 'DATE', 'INSTRUMENT', 'PARTICULARS'],
        rows: [['1', '09-MAR-2015', 'D2015LR027715G', 'A right of way on foot only over the rear lane shown coloured Brown on the Registry Map to Herbert Road.']],
      },
      { kind: 'heading', text: 'PART 2 - OWNERSHIP' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [18, 62, 92, 311],
        header: ['NO.', 'DATE', 'INSTRUMENT', 'REGISTERED OWNER'],
        rows: [
          [
            '1',
            '09-MAR-2015',
            'D2015LR027715G',
            'CIARÁN TOMÁS Ó RATHAILLE and AOIBHEANN SIOBHÁN DE BÚRCA both of 23 Sandymount Avenue, Dublin 4 are full owners as joint tenants.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART 3 - BURDENS AND NOTICES OF BURDENS' },
      {
        kind: 'table',
        widths: [18, 62, 92, 311],
        header: ['NO.', 'DATE', 'INSTRUMENT', 'PARTICULARS'],
        repeatHeader: true,
        rows: [
          [
            '1',
            '09-MAR-2015',
            'D2015LR027716H',
            'Charge for present and future advances repayable with interest. THE GOVERNOR AND COMPANY OF THE LEINSTER AND CONNACHT MUTUAL SAVINGS AND MORTGAGE BANK DESIGNATED ACTIVITY COMPANY is owner of this charge.',
          ],
          [
            '2',
            '09-MAR-2015',
            'D2015LR027715G',
            'The property is subject to a right of way on foot only in favour of the owners of 21 Sandymount Avenue over the rear lane shown coloured Brown on the Registry Map.',
          ],
          [
            '3',
            '02-AUG-2021',
            'D2021LR098844R',
            'Lease dated 20 July 2021 of the mews dwelling at the rear of the property to ORLA FRANCES KAVANAGH for a term of 35 years from 20 July 2021, subject to the rent and the covenants therein reserved and contained.',
          ],
          ['', '', '', 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN203417F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Dublin'),
        fact('property', 'Sandymount', 'Pembroke East'),
        fact('property', '23 Sandymount Avenue', 'D04 X2K8'),
        fact('easements', 'right of way on foot only', 'Herbert Road'),
        fact('proprietorsAndPrice', 'CIARÁN TOMÁS Ó RATHAILLE', 'AOIBHEANN SIOBHÁN DE BÚRCA'),
        fact('charges', 'THE GOVERNOR AND COMPANY OF THE LEINSTER AND CONNACHT MUTUAL SAVINGS AND MORTGAGE BANK DESIGNATED ACTIVITY COMPANY'),
        fact('easements', 'right of way', '21 Sandymount Avenue'),
        fact('leases', 'mews dwelling', '35 years from 20 July 2021', 'ORLA FRANCES KAVANAGH'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['charge-to-discharge'],
    },
  },
];
