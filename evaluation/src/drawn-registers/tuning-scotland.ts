import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Registers of Scotland title sheets laid out as tables, for the title set's tuning part: the A property section,
 * B proprietorship (entry, proprietor, date of registration, consideration, date of entry), C securities and D
 * burdens, as the Land Register's office copies set them out. Names, places and numbers are invented.
 */
export const TUNING_SCOTTISH_DRAWN_TITLE_SHEETS: DrawnRegister[] = [
  {
    // Ruled throughout: a label and value panel, the proprietorship section's five columns so narrow that the
    // dates break over two lines, a one-row securities table, and burdens running over a page break without their
    // header again.
    id: 'tuning-drawn-title-sheet-dundee-perth-road',
    region: 'SC',
    title: 'Title sheet ANG71834, 2/1 212 Perth Road, Dundee',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'paragraph', text: 'Registers of Scotland. This office copy of the title sheet is brought up to date to 11 OCT 2021.' },
      {
        kind: 'table',
        widths: [160, 323],
        borders: true,
        rows: [
          ['TITLE NUMBER', 'ANG71834'],
          ['DATE OF FIRST REGISTRATION', '17 MAR 2008'],
          ['DATE TITLE SHEET UPDATED TO', '11 OCT 2021'],
          ['CADASTRAL UNIT', 'ANG71834'],
          ['MAP REFERENCE', 'NO3829NW'],
          ['INTEREST', 'Proprietor'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No', 'Description'],
        borders: true,
        rows: [
          [
            '1',
            'Subjects second floor flat 2/1, 212 PERTH ROAD, DUNDEE DD1 4JY edged red on the cadastral map being the westmost flat on the second floor of the tenement 212 Perth Road; Together with a right in common with the other proprietors of the tenement to the solum, roof, common passage and stair and the drying green to the rear.',
          ],
          ['2', 'The subjects in this Section have the benefit of a servitude right of access over the common close and stair of the tenement 214 Perth Road for the purpose of maintenance and repair.'],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [40, 259, 60, 64, 60],
        header: ['Entry No', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
        borders: true,
        rows: [
          [
            '1',
            'EILIDH CATRIONA MACKINTOSH-STEWART and RUARIDH ALASDAIR BALLANTYNE-FORBES, both 2/1 212 Perth Road, Dundee, equally between them and the survivor of them.',
            '11 OCT 2021',
            '£187,250',
            '01 OCT 2021',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [40, 383, 60],
        header: ['Entry No', 'Specification', 'Date of Registration'],
        borders: true,
        rows: [['1', 'Standard Security by said EILIDH CATRIONA MACKINTOSH-STEWART and RUARIDH ALASDAIR BALLANTYNE-FORBES to TAYSIDE HOME FINANCE PLC.', '11 OCT 2021']],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry No', 'Burdens'],
        borders: true,
        rows: [
          [
            '1',
            'Feu Disposition by the Trustees of the late William Thoms to David Lindsay, recorded G.R.S. (Forfar) 12 Nov. 1891, of the tenement of which the subjects in Section A form part, contains the following burdens: (First) the tenement shall be used only as dwellinghouses and no part thereof shall be used as a public house or for the sale of spirituous liquors; (Second) the proprietors shall maintain the roof, gables and common passage and stair in good repair, the cost being shared according to their respective feuduties.',
          ],
          [
            '2',
            'Deed of Conditions by Perth Road Tenement Owners Association, registered 3 Jun. 2009, contains the following real burdens: (One) the proprietors shall appoint a factor to manage the common parts of the tenement; (Two) each proprietor shall contribute one sixth of the cost of common repairs; (Three) no flat shall be used for short-term holiday letting.',
          ],
          ['3', 'Notice of Potential Liability for Costs by Dundee City Council in respect of works to the common roof of the tenement 212 Perth Road, registered 22 Feb. 2021.'],
          [
            '4',
            'Deed of Servitude by the proprietors of the tenement 212 Perth Road in favour of the proprietors of the tenement 214 Perth Road, registered 9 Sep. 2015, grants a servitude right of pedestrian access over the back court of the tenement 212 Perth Road to the bin store.',
          ],
          [
            '5',
            'The Tenement Management Scheme in Schedule 1 to the Tenements (Scotland) Act 2004 applies to the tenement of which the subjects in Section A form part except in so far as the burdens in Entries 1 and 2 provide otherwise.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'ANG71834'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '212 PERTH ROAD', 'DD1 4JY'),
        fact('property', 'right in common', 'drying green'),
        fact('easements', 'servitude right of access', 'common close'),
        fact('proprietorsAndPrice', 'EILIDH CATRIONA MACKINTOSH-STEWART', 'RUARIDH ALASDAIR BALLANTYNE-FORBES'),
        fact('proprietorsAndPrice', '£187,250'),
        fact('proprietorsAndPrice', '01 OCT 2021'),
        fact('charges', 'TAYSIDE HOME FINANCE'),
        fact('covenants', 'Feu Disposition', 'public house'),
        fact('covenants', 'Deed of Conditions', 'factor'),
        fact('notices', 'Notice of Potential Liability for Costs', 'Dundee City Council'),
        fact('easements', 'servitude right of pedestrian access', 'back court'),
        fact('covenants', 'Tenement Management Scheme'),
      ],
      redFlags: ['charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // Unruled: a company's long name, the proprietorship's registration, consideration and date of entry as a
    // label and value panel under it, two standard securities with a ranking agreement, a registered lease and a
    // minute of waiver among the burdens.
    id: 'tuning-drawn-title-sheet-fife-kilrenny-steading',
    region: 'SC',
    title: 'Title sheet FFE63018, Kilrenny Mains Steading, Anstruther',
    blocks: [
      { kind: 'heading', text: 'TITLE SHEET' },
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'paragraph', text: 'TITLE NUMBER: FFE63018' },
      { kind: 'paragraph', text: 'This title sheet is brought up to date to 08 APR 2024.' },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [150, 333],
        rows: [
          ['DATE OF FIRST REGISTRATION', '02 JUL 2013'],
          ['INTEREST', 'Proprietor'],
          [
            'SUBJECTS',
            'Subjects KILRENNY MAINS STEADING, ANSTRUTHER KY10 3JN edged red on the cadastral map; Together with (One) a servitude right of vehicular and pedestrian access over the farm road coloured brown on the cadastral map; (Two) a servitude right to lay, use and maintain a private water supply pipe through the field tinted blue on the cadastral map.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry', 'Proprietor'],
        rows: [
          [
            '1',
            'EAST NEUK COASTAL HOSPITALITY AND LEISURE HOLDINGS LIMITED, incorporated under the Companies Acts (Company Number SC701245), having their registered office at Kilrenny Mains Steading, Anstruther.',
          ],
        ],
      },
      {
        kind: 'table',
        widths: [150, 333],
        rows: [
          ['Date of Registration', '19 DEC 2022'],
          ['Consideration', '£1,260,000'],
          ['Date of Entry', '16 DEC 2022'],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [40, 363, 80],
        header: ['Entry', 'Specification', 'Date of Registration'],
        rows: [
          ['1', 'Standard Security for all sums due and to become due by said EAST NEUK COASTAL HOSPITALITY AND LEISURE HOLDINGS LIMITED to FORTH AND TAY AGRICULTURAL BANK PLC.', '19 DEC 2022'],
          [
            '2',
            'Standard Security by said EAST NEUK COASTAL HOSPITALITY AND LEISURE HOLDINGS LIMITED to FIFE REGIONAL DEVELOPMENT FUND LIMITED, with Ranking Agreement among said FORTH AND TAY AGRICULTURAL BANK PLC, said FIFE REGIONAL DEVELOPMENT FUND LIMITED and said EAST NEUK COASTAL HOSPITALITY AND LEISURE HOLDINGS LIMITED registered 21 Dec. 2022, postponing this security to the Standard Security in Entry 1.',
            '21 DEC 2022',
          ],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [40, 443],
        header: ['Entry', 'Burdens'],
        rows: [
          [
            '1',
            'Disposition by Kilrenny Estates Limited to East Neuk Coastal Hospitality and Leisure Holdings Limited, registered 19 Dec. 2022, contains the following real burdens: (First) the subjects shall be used only as holiday accommodation and a café with ancillary car parking; (Second) no building shall exceed two storeys in height; (Third) the proprietor shall maintain the boundary walls marked "A" on the cadastral map.',
          ],
          ['2', 'Lease between East Neuk Coastal Hospitality and Leisure Holdings Limited and Harbourside Cycle Hire Limited of the bothy and yard for 10 years from 1 Mar. 2023, registered 14 Apr. 2023.'],
          ['3', 'Minute of Waiver by Kilrenny Estates Limited, registered 8 Apr. 2024, discharges the burden in Entry 1 (Second) so far as it restricts the height of buildings on the bothy.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'FFE63018'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', 'KILRENNY MAINS STEADING', 'KY10 3JN'),
        fact('easements', 'servitude right of vehicular and pedestrian access', 'farm road'),
        fact('easements', 'private water supply pipe'),
        fact('proprietorsAndPrice', 'EAST NEUK COASTAL HOSPITALITY AND LEISURE HOLDINGS LIMITED'),
        fact('proprietorsAndPrice', '£1,260,000'),
        fact('proprietorsAndPrice', '16 DEC 2022'),
        fact('charges', 'FORTH AND TAY AGRICULTURAL BANK'),
        fact('charges', 'FIFE REGIONAL DEVELOPMENT FUND'),
        fact('covenants', 'holiday accommodation', 'two storeys'),
        fact('covenants', 'Minute of Waiver', 'height of buildings'),
        fact('leases', 'Harbourside Cycle Hire', 'bothy', '10 years'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
];
