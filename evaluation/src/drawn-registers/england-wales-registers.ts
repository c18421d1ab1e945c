import { fact } from './title-fact.ts';
import type { DrawnRegister, RegisterBlock } from './drawn-register.ts';

/** The notes an official copy prints under its title number, in HM Land Registry's words. */
const officialCopyNotes = (viewed: string, issued: string, office: string): RegisterBlock[] => [
  { kind: 'paragraph', text: `This official copy shows the entries on the register of title on ${viewed}.` },
  { kind: 'paragraph', text: 'This date must be quoted as the "search from date" in any official search application based on this copy.' },
  { kind: 'paragraph', text: 'The date at the beginning of an entry is the date on which the entry was made in the register.' },
  { kind: 'paragraph', text: `Issued on ${issued}.` },
  { kind: 'paragraph', text: `This title is dealt with by HM Land Registry, ${office} Office.` },
];

/** Each register's entries as a conveyancing system prints them: a ruled table of entry, date and particulars. */
const ENTRY_COLUMNS = { widths: [36, 62, 385], header: ['Entry', 'Date', 'Particulars'], borders: true };

/**
 * Official copies of the register laid out in tables: a ruled title panel and ruled entry tables (two owners whose
 * names wrap in their cell, a trust and a consent restriction, covenants whose deed was not supplied), and a
 * commercial freehold whose entries sit in an unruled two-column table and whose schedule of notices of leases
 * runs over a page break under its repeated header (an option noted, a lender with a long name).
 */
export const ENGLAND_WALES_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    id: 'drawn-register-en-cotham-vale',
    region: 'EN',
    title: 'Official copy of the register, 27 Cotham Vale, Bristol',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [120, 160],
        rows: [
          ['Title number', 'BL184520'],
          ['Edition date', '14.03.2023'],
        ],
        borders: true,
      },
      ...officialCopyNotes('02 APR 2024 at 09:15:33', '2 April 2024', 'Gloucester'),
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'CITY OF BRISTOL' },
      {
        kind: 'table',
        ...ENTRY_COLUMNS,
        rows: [
          ['1', '02.06.1998', 'The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 27 Cotham Vale, Bristol (BS6 6HS).'],
          ['2', '02.06.1998', 'The land has the benefit of a right of way on foot and with or without vehicles over the driveway coloured brown on the title plan.'],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        ...ENTRY_COLUMNS,
        rows: [
          [
            '1',
            '14.03.2023',
            'PROPRIETOR: EMMELINE ROSE FAIRWEATHER-HOLLINGSWORTH and BARNABY THEODORE HOLLINGSWORTH of 27 Cotham Vale, Bristol BS6 6HS.',
          ],
          ['2', '14.03.2023', 'The price stated to have been paid on 24 February 2023 was £865,000.'],
          [
            '3',
            '14.03.2023',
            'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
          ],
          [
            '4',
            '14.03.2023',
            'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 24 February 2023 in favour of Severn Vale Building Society referred to in the Charges Register.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        ...ENTRY_COLUMNS,
        rows: [
          [
            '1',
            '02.06.1998',
            'A Conveyance of the land in this title dated 11 May 1961 made between (1) The Cotham Estate Company Limited (Vendor) and (2) Harold Percival Dyer (Purchaser) contains covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.',
          ],
          ['2', '14.03.2023', 'REGISTERED CHARGE dated 24 February 2023.'],
          ['3', '14.03.2023', 'Proprietor: SEVERN VALE BUILDING SOCIETY of Severn House, 40 Victoria Street, Bristol BS1 6BY.'],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'BL184520'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '27 Cotham Vale', 'BS6 6HS'),
        fact('easements', 'right of way', 'driveway'),
        fact('proprietorsAndPrice', 'EMMELINE ROSE FAIRWEATHER-HOLLINGSWORTH', 'BARNABY THEODORE HOLLINGSWORTH'),
        fact('proprietorsAndPrice', '£865,000'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('restrictions', 'written consent', 'Severn Vale Building Society'),
        fact('covenants', '11 May 1961', 'Cotham Estate Company'),
        fact('charges', '24 February 2023', 'SEVERN VALE BUILDING SOCIETY'),
      ],
      redFlags: ['trust-restriction', 'consent-restriction', 'covenants-deed-not-supplied', 'charge-to-discharge'],
    },
  },
  {
    id: 'drawn-register-en-deansgate-leases',
    region: 'EN',
    title: 'Official copy of the register, 58 Deansgate, Manchester',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [90, 120, 90, 120],
        rows: [['Title number', 'MAN412907', 'Edition date', '30.06.2020']],
      },
      ...officialCopyNotes('15 MAY 2024 at 14:21:06', '15 May 2024', 'Fylde'),
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'GREATER MANCHESTER : MANCHESTER' },
      {
        kind: 'table',
        widths: [80, 403],
        rows: [['1 (19.08.1994)', 'The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 58 Deansgate, Manchester (M3 2FF).']],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [80, 403],
        rows: [
          ['1 (30.06.2020)', 'PROPRIETOR: DEANSGATE FIFTY EIGHT LIMITED (Co. Regn. No. 12567890) of 58 Deansgate, Manchester M3 2FF.'],
          ['2 (30.06.2020)', 'The price stated to have been paid on 12 June 2020 was £7,400,000.'],
          [
            '3 (30.06.2020)',
            'The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [80, 403],
        rows: [
          [
            '1 (19.08.1994)',
            'A Conveyance of the land in this title dated 7 March 1932 made between (1) The Irwell Navigation Estates Company (Vendor) and (2) Ernest Whitworth (Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.',
          ],
          ['2 (30.06.2020)', 'REGISTERED CHARGE dated 12 June 2020.'],
          [
            '3 (30.06.2020)',
            'Proprietor: PENNINE CAPITAL COMMERCIAL LENDING AND INVESTMENT PARTNERS LIMITED (Co. Regn. No. 08812345) of 100 King Street, Manchester M2 4WU.',
          ],
          ['4 (14.07.2022)', 'UNILATERAL NOTICE in respect of an option to purchase dated 1 July 2022 in favour of Irwell Residential Developments Limited.'],
          ['5 (14.07.2022)', 'BENEFICIARY: Irwell Residential Developments Limited (Co. Regn. No. 13456789) of 1 Spinningfields Square, Manchester M3 3AP.'],
        ],
      },
      { kind: 'heading', text: 'Schedule of restrictive covenants' },
      {
        kind: 'paragraph',
        text: '1 The following are details of the covenants contained in the Conveyance dated 7 March 1932 referred to in the Charges Register:- "The Purchaser hereby covenants with the Vendor that no building erected on the land hereby conveyed shall be used for the manufacture or sale of intoxicating liquor."',
      },
      { kind: 'heading', text: 'Schedule of notices of leases' },
      {
        kind: 'table',
        widths: [110, 130, 140, 103],
        header: ['Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
        rows: [
          ['1 12.05.2015 Edged and numbered 1 in blue', 'Ground floor shop, 58 Deansgate', '01.05.2015 15 years from 01.05.2015', 'MAN601233'],
          ['2 03.02.2017 Edged and numbered 2 in blue', 'First floor offices, 58 Deansgate', '20.01.2017 10 years from 20.01.2017', 'MAN622410'],
          ['3 08.04.2019 Edged and numbered 3 in blue', 'Second floor offices, 58 Deansgate', '25.03.2019 12 years from 25.03.2019', 'MAN640077'],
          ['4 21.07.2020 Edged and numbered 4 in blue', 'Telecommunications equipment site on the roof, 58 Deansgate', '01.07.2020 20 years from 01.07.2020', 'MAN662005'],
          ['5 27.09.2021 Edged and numbered 5 in blue', 'Third floor offices, 58 Deansgate', '06.09.2021 10 years from 06.09.2021', 'MAN671120'],
        ],
        borders: true,
        repeatHeader: true,
      },
      { kind: 'paragraph', text: 'NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.' },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'MAN412907'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '58 Deansgate', 'M3 2FF'),
        fact('proprietorsAndPrice', 'DEANSGATE FIFTY EIGHT LIMITED'),
        fact('proprietorsAndPrice', '£7,400,000'),
        fact('covenants', 'indemnity'),
        fact('covenants', 'Conveyance', '7 March 1932', 'Irwell Navigation Estates Company'),
        fact('covenants', 'intoxicating liquor'),
        fact('charges', '12 June 2020', 'PENNINE CAPITAL COMMERCIAL LENDING AND INVESTMENT PARTNERS LIMITED'),
        fact('notices', 'UNILATERAL NOTICE', 'option to purchase', 'Irwell Residential Developments'),
        fact('leases', 'Ground floor shop', '15 years from 01.05.2015'),
        fact('leases', 'First floor offices', '10 years from 20.01.2017'),
        fact('leases', 'Second floor offices', '12 years from 25.03.2019'),
        fact('leases', 'Telecommunications equipment site', '20 years from 01.07.2020'),
        fact('leases', 'Third floor offices', '10 years from 06.09.2021'),
      ],
      redFlags: ['indemnity-covenant', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
];
