import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Official copies of HM Land Registry registers laid out as tables, for the title set's tuning part: the property,
 * proprietorship and charges registers with their entry numbers and dates, as HM Land Registry's example register
 * data (LandRegistry/digital-register-acceptance-tests) and its official copies set them out. Names, places and
 * numbers are invented.
 */
export const TUNING_ENGLAND_WALES_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    // Ruled tables with a narrow date column, three proprietors wrapping in their cell and the price in a column
    // of its own; the Form A restriction is a ruled table of one row.
    id: 'tuning-drawn-register-en-harrogate-valley-mount',
    region: 'EN',
    title: 'Official copy of the register, 22 Valley Mount, Harrogate',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      { kind: 'table', widths: [120, 363], rows: [['Title number', 'NYK512077'], ['Edition date', '14.02.2024']] },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 03 MAY 2024 at 10:14:37. – The date at the beginning of an entry is the date on which the entry was made in the register. ' +
          '– This title is dealt with by HM Land Registry, Durham Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'NORTH YORKSHIRE : HARROGATE' },
      {
        kind: 'table',
        widths: [36, 46, 401],
        header: ['Entry', 'Date', 'Particulars'],
        borders: true,
        rows: [
          ['1', '19.06.1972', 'The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 22 Valley Mount, Harrogate (HG2 0JH).'],
          [
            '2',
            '19.06.1972',
            'The land has the benefit of a right of way on foot and with vehicles over the driveway coloured brown on the title plan granted by the Conveyance dated 2 June 1972 referred to in the Charges Register.',
          ],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [36, 46, 321, 80],
        header: ['Entry', 'Date', 'Proprietor', 'Price paid'],
        borders: true,
        rows: [
          [
            '1',
            '14.02.2024',
            'PROPRIETOR: ALISTAIR JOHN PEMBERTON-HARGREAVES, FIONA CLAIRE PEMBERTON-HARGREAVES and THOMAS EDWARD OKONKWO-BRIGHT of 22 Valley Mount, Harrogate HG2 0JH.',
            '£735,000 paid on 26 January 2024',
          ],
        ],
      },
      {
        kind: 'table',
        widths: [36, 46, 401],
        borders: true,
        rows: [
          [
            '2',
            '14.02.2024',
            'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [36, 46, 401],
        header: ['Entry', 'Date', 'Particulars'],
        borders: true,
        rows: [
          [
            '1',
            '19.06.1972',
            'A Conveyance of the land in this title dated 2 June 1972 made between (1) Harlow Hill Estates Limited (Vendor) and (2) Geoffrey Arthur Milner (Purchaser) contains the following covenants: "Not to use the property otherwise than as a private dwellinghouse in the occupation of one family and not to erect any building on the land without the Vendor\'s approval of the plans."',
          ],
          ['2', '14.02.2024', 'REGISTERED CHARGE dated 26 January 2024.'],
          ['3', '14.02.2024', 'Proprietor: WHARFEDALE BUILDING SOCIETY of 1 Station Parade, Otley LS21 3HA.'],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'NYK512077'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '22 Valley Mount', 'HG2 0JH'),
        fact('easements', 'right of way on foot and with vehicles', 'driveway'),
        fact('proprietorsAndPrice', 'ALISTAIR JOHN PEMBERTON-HARGREAVES', 'FIONA CLAIRE PEMBERTON-HARGREAVES', 'THOMAS EDWARD OKONKWO-BRIGHT'),
        fact('proprietorsAndPrice', '£735,000'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('covenants', 'Conveyance', '2 June 1972', 'Harlow Hill Estates'),
        fact('covenants', 'private dwellinghouse'),
        fact('charges', '26 January 2024', 'WHARFEDALE BUILDING SOCIETY'),
      ],
      redFlags: ['trust-restriction', 'charge-to-discharge'],
    },
  },
  {
    // Unruled tables: a blank first cell for the entry's note, the lease's particulars as a label and value panel,
    // two restrictions needing a third party, and the charges register running over a page break without its
    // header again.
    id: 'tuning-drawn-register-en-southwark-bankside-lofts',
    region: 'EN',
    title: 'Official copy of the register, Flat 31 Bankside Lofts, London SE1',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry   Official copy of register of title' },
      { kind: 'table', widths: [120, 363], borders: true, rows: [['Title number', 'TGL486203'], ['Edition date', '09.11.2022']] },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 21 MAR 2024 at 16:02:41. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – Issued on 21 March 2024. ' +
          '– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original. – This title is dealt with by HM Land Registry, Croydon Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'SOUTHWARK' },
      {
        kind: 'table',
        widths: [30, 66, 387],
        header: ['No.', 'Date', 'Entry'],
        rows: [
          ['1', '(02.08.2006)', 'The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Flat 31, Bankside Lofts, 65 Hopton Street, London (SE1 9JH).'],
          ['', '', 'NOTE: Only the fourth floor flat is included in the title.'],
          ['2', '(02.08.2006)', 'Short particulars of the lease(s) (or under-lease(s)) under which the land is held:'],
        ],
      },
      {
        kind: 'table',
        widths: [96, 387],
        rows: [
          ['Date', '14 July 2006'],
          ['Term', '125 years from 24 June 2005'],
          ['Rent', '£350 rising as therein mentioned'],
          ['Parties', '(1) Thameside Residential Developments Limited (2) Priyanka Sharma'],
        ],
      },
      {
        kind: 'table',
        widths: [30, 66, 387],
        rows: [
          ['3', '(02.08.2006)', 'The Lease prohibits or restricts alienation.'],
          ['4', '(02.08.2006)', "The landlord's title is registered."],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [30, 66, 387],
        header: ['No.', 'Date', 'Entry'],
        rows: [
          ['1', '(09.11.2022)', 'PROPRIETOR: OLUWASEUN ADEBAYO-WILLIAMS and MARGARET ROSE KETTERIDGE of Flat 31, Bankside Lofts, 65 Hopton Street, London SE1 9JH.'],
          ['2', '(09.11.2022)', 'The price stated to have been paid on 28 October 2022 was £612,500.'],
          [
            '3',
            '(09.11.2022)',
            'RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate signed by Bankside Lofts Management Company Limited or its conveyancer that the provisions of clause 7.3 of the Lease have been complied with.',
          ],
          [
            '4',
            '(09.11.2022)',
            'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 28 October 2022 in favour of Albion Mortgage Bank PLC referred to in the Charges Register.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [30, 66, 387],
        header: ['No.', 'Date', 'Entry'],
        rows: [
          [
            '1',
            '(02.08.2006)',
            'The land is subject to the rights granted by a Deed dated 3 March 1998 made between (1) London Electricity PLC and (2) Bankside Developments Limited for the laying, maintenance and renewal of electricity cables under the land, as therein mentioned.',
          ],
          ['2', '(09.11.2022)', 'REGISTERED CHARGE dated 28 October 2022.'],
          ['3', '(09.11.2022)', 'Proprietor: ALBION MORTGAGE BANK PLC (Co. Regn. No. 02065833) of Albion House, 20 Moorgate, London EC2R 6DA.'],
          ['4', '(17.01.2024)', 'UNILATERAL NOTICE in respect of an equitable charge created by a loan agreement dated 5 January 2024 in favour of Southbank Bridging Finance Limited.'],
          ['5', '(17.01.2024)', 'BENEFICIARY: Southbank Bridging Finance Limited (Co. Regn. No. 12877410) of 4 Gambia Street, London SE1 0XH.'],
          ['6', '(17.01.2024)', 'NOTE: The lease referred to in the Property Register contains covenants by the lessee, which are not set out on this register.'],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'TGL486203'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Flat 31, Bankside Lofts', 'SE1 9JH'),
        fact('property', 'fourth floor flat'),
        // The lease the land is held under is part of the property register's description of the estate.
        fact('property', '14 July 2006', '125 years from 24 June 2005', '£350'),
        fact('property', 'alienation'),
        fact('proprietorsAndPrice', 'OLUWASEUN ADEBAYO-WILLIAMS', 'MARGARET ROSE KETTERIDGE'),
        fact('proprietorsAndPrice', '£612,500'),
        fact('restrictions', 'certificate', 'Bankside Lofts Management Company', 'clause 7.3 of the Lease'),
        fact('restrictions', 'written consent', 'Albion Mortgage Bank'),
        fact('easements', 'subject to the rights granted', 'electricity cables'),
        fact('charges', '28 October 2022', 'ALBION MORTGAGE BANK'),
        fact('notices', 'UNILATERAL NOTICE', 'equitable charge', 'Southbank Bridging Finance'),
        fact('covenants', 'covenants by the lessee'),
      ],
      redFlags: ['consent-restriction', 'consent-restriction', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // Entry number and date in one cell, trustees under a Form B restriction, a caution against dealings, a wrapped
    // heading, and the schedule of notices of leases in HM Land Registry's columns running over a page break with
    // its header drawn again.
    id: 'tuning-drawn-register-en-trafford-mosley-road',
    region: 'EN',
    title: 'Official copy of the register, Mosley Road Trade Park, Trafford Park',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      { kind: 'table', widths: [140, 343], borders: true, rows: [['Title number', 'GM774105'], ['Edition date', '30.08.2023']] },
      {
        kind: 'paragraph',
        text: '– This official copy shows the entries on the register of title on 12 JAN 2024 at 09:55:02. – The date at the beginning of an entry is the date on which the entry was made in the register.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'GREATER MANCHESTER : TRAFFORD' },
      {
        kind: 'table',
        widths: [70, 413],
        header: ['Entry', 'Particulars'],
        borders: true,
        rows: [
          [
            '1 (11.05.1994)',
            'The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being Units 1 to 6, Mosley Road Trade Park, Trafford Park, Manchester (M17 1PG).',
          ],
          ['2 (11.05.1994)', 'The mines and minerals together with ancillary powers of working are excepted.'],
          ['3 (11.05.1994)', 'The land has the benefit of the rights granted by the Transfer dated 29 April 1994 referred to in the Charges Register.'],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [70, 413],
        header: ['Entry', 'Particulars'],
        borders: true,
        rows: [
          [
            '1 (30.08.2023)',
            'PROPRIETOR: GRAHAM PETER WAINWRIGHT and HELEN LOUISE ASPINALL-FORSYTHE as trustees of the Wainwright Engineering Small Self-Administered Pension Scheme, of Brook House, 2 Chapel Street, Altrincham WA14 1EP.',
          ],
          ['2 (30.08.2023)', 'The price stated to have been paid on 18 August 2023 was £3,475,000 plus VAT.'],
          [
            '3 (30.08.2023)',
            'RESTRICTION: No disposition by the proprietors of the registered estate is to be registered unless one or more of them makes a statutory declaration or statement of truth, or gives a certificate, that the disposition is in accordance with the Trust Deed dated 4 April 2011 establishing the Wainwright Engineering Small Self-Administered Pension Scheme or some variation thereof referred to in the declaration, statement or certificate.',
          ],
          ['4 (12.03.2001)', 'CAUTION dated 9 March 2001 in favour of Irlam Developments Limited of 7 Liverpool Road, Irlam, Manchester M44 6DT.'],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      {
        kind: 'table',
        widths: [70, 413],
        header: ['Entry', 'Particulars'],
        borders: true,
        rows: [
          [
            '1 (11.05.1994)',
            'A Transfer of the land in this title dated 29 April 1994 made between (1) Trafford Park Development Corporation and (2) Mosley Road Properties Limited contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.',
          ],
          ['2 (30.08.2023)', 'REGISTERED CHARGE dated 18 August 2023.'],
          ['3 (30.08.2023)', 'Proprietor: IRWELL AND MERSEY COMMERCIAL MORTGAGE CORPORATION LIMITED (Co. Regn. No. 04418862) of 1 Spinningfields Square, Manchester M3 3AP.'],
        ],
      },
      { kind: 'heading', text: 'Schedule of notices of leases and of other tenancies noted on the register', width: 200 },
      {
        kind: 'table',
        widths: [95, 150, 148, 90],
        header: ['Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
        borders: true,
        repeatHeader: true,
        rows: [
          ['1  12.07.2019 Edged and numbered 1 in blue', 'Unit 1, Mosley Road Trade Park', '01.07.2019 10 years from 24.06.2019', 'MAN338210'],
          ['2  03.03.2020 Edged and numbered 2 in blue', 'Unit 2, Mosley Road Trade Park', '14.02.2020 15 years from 14.02.2020', 'MAN341977'],
          ['3  18.10.2021 Edged and numbered 3 in blue', 'Unit 3 and the service yard adjoining, Mosley Road Trade Park', '29.09.2021 8 years from 29.09.2021', 'MAN352006'],
          ['4  06.06.2022 Edged and numbered 4 in blue', 'Unit 4, Mosley Road Trade Park', '25.05.2022 12 years from 25.03.2022', 'MAN355410'],
          ['5  21.12.2022 Edged and numbered 5 in blue', 'Units 5 and 6 and the car park to the north, Mosley Road Trade Park', '09.12.2022 20 years from 09.12.2022', 'MAN359873'],
          ['6  15.11.2023 Edged and numbered 6 in blue', 'Electricity substation site, Mosley Road Trade Park', '02.11.2023 99 years from 02.11.2023', 'MAN366120'],
        ],
      },
      { kind: 'paragraph', text: 'NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.' },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GM774105'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Units 1 to 6, Mosley Road Trade Park', 'M17 1PG'),
        fact('property', 'mines and minerals', 'excepted'),
        fact('easements', 'benefit of the rights granted', 'Transfer dated 29 April 1994'),
        fact('proprietorsAndPrice', 'GRAHAM PETER WAINWRIGHT', 'HELEN LOUISE ASPINALL-FORSYTHE'),
        fact('proprietorsAndPrice', '£3,475,000'),
        fact('restrictions', 'statutory declaration', 'Trust Deed dated 4 April 2011'),
        fact('restrictions', 'CAUTION', 'Irlam Developments'),
        fact('covenants', '29 April 1994', 'Trafford Park Development Corporation'),
        fact('charges', '18 August 2023', 'IRWELL AND MERSEY COMMERCIAL MORTGAGE CORPORATION'),
        fact('leases', 'Unit 1', '10 years from 24.06.2019'),
        fact('leases', 'Unit 2', '15 years from 14.02.2020'),
        fact('leases', 'Unit 3 and the service yard', '8 years from 29.09.2021'),
        fact('leases', 'Unit 4', '12 years from 25.03.2022'),
        fact('leases', 'Units 5 and 6', '20 years from 09.12.2022'),
        fact('leases', 'substation', '99 years from 02.11.2023'),
      ],
      redFlags: ['trust-restriction', 'inhibition-or-caution', 'covenants-deed-not-supplied', 'charge-to-discharge'],
    },
  },
];
