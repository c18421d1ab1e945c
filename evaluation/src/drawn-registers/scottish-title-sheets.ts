import { fact } from './title-fact.ts';
import type { DrawnRegister } from './drawn-register.ts';

/**
 * Title sheets of the Land Register of Scotland laid out as Registers of Scotland prints its sections: a tenement
 * flat in ruled tables (two proprietors whose names wrap beside dates that break over two lines, under headings
 * that wrap in their cells), and a farm in unruled tables (a proprietorship header with a blank first cell, two
 * standard securities, a burden that runs on into a row with no entry number, a section heading that wraps).
 */
export const SCOTTISH_DRAWN_TITLE_SHEETS: DrawnRegister[] = [
  {
    id: 'drawn-title-sheet-glasgow-novar-drive',
    region: 'SC',
    title: 'Title sheet GLA198311, flat 2/1, 14 Novar Drive, Glasgow',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'heading', text: 'TITLE NUMBER GLA198311' },
      { kind: 'paragraph', text: 'This office copy of the title sheet is brought up to date to 02 FEB 2024.' },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [160, 323],
        rows: [
          ['DATE OF FIRST REGISTRATION', '14 MAR 2008'],
          ['DATE TITLE SHEET UPDATED TO', '02 FEB 2024'],
          ['CADASTRAL UNIT', 'GLA198311'],
          ['MAP REFERENCE', 'NS5667NW'],
          ['INTEREST', 'Proprietor'],
        ],
        borders: true,
      },
      {
        kind: 'paragraph',
        text: 'Subjects flat 2/1, 14 NOVAR DRIVE, GLASGOW G12 9PU edged red on the cadastral map being the dwellinghouse on the second floor of the tenement 14 Novar Drive; Together with a right of common property in the solum of the tenement, the roof, the common passage and stair and the back court.',
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [34, 240, 56, 64, 56],
        header: ['Entry', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
        rows: [
          [
            '1',
            'ALASDAIR FERGUSON MACKINNON-STEWART and KIRSTEN ANNE MACKINNON-STEWART, spouses, both residing at flat 2/1, 14 Novar Drive, Glasgow, equally between them and the survivor of them.',
            '11 JAN 2024',
            '£298,750',
            '08 JAN 2024',
          ],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [34, 380, 69],
        header: ['Entry', 'Specification', 'Date of Registration'],
        rows: [['1', 'Standard Security by said ALASDAIR FERGUSON MACKINNON-STEWART and KIRSTEN ANNE MACKINNON-STEWART to KELVIN MUTUAL BUILDING SOCIETY.', '11 JAN 2024']],
        borders: true,
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [34, 449],
        header: ['Entry', 'Burdens'],
        rows: [
          [
            '1',
            'Disposition by the Hyndland Feuing Company Limited to Robert Baird, recorded G.R.S. (Glasgow) 9 Jun. 1903, of the tenement of which the subjects in Section A form part, contains the following burdens: (First) no part of the tenement shall be used as a public house or for the sale of exciseable liquors; (Second) the proprietors of the several houses shall maintain the roof and common stair in equal shares.',
          ],
          [
            '2',
            'Deed of Servitude by the proprietors of the tenement 16 Novar Drive, registered 23 Apr. 2012, grants to the proprietors of the subjects in Section A a servitude right of access over the back court of 16 Novar Drive for the storage and uplift of refuse.',
          ],
        ],
        borders: true,
      },
      { kind: 'paragraph', text: 'END OF DOCUMENT' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GLA198311'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '14 NOVAR DRIVE', 'G12 9PU'),
        fact('property', 'common property', 'back court'),
        fact('proprietorsAndPrice', 'ALASDAIR FERGUSON MACKINNON-STEWART', 'KIRSTEN ANNE MACKINNON-STEWART'),
        fact('proprietorsAndPrice', '£298,750'),
        fact('proprietorsAndPrice', '08 JAN 2024'),
        fact('charges', 'KELVIN MUTUAL BUILDING SOCIETY'),
        fact('covenants', 'public house'),
        fact('covenants', 'roof and common stair'),
        fact('easements', 'servitude right of access', 'back court'),
      ],
      redFlags: ['charge-to-discharge'],
    },
  },
  {
    id: 'drawn-title-sheet-perthshire-balnaguard',
    region: 'SC',
    title: 'Title sheet PTH52207, Balnaguard Farmhouse, Pitlochry',
    blocks: [
      { kind: 'heading', text: 'Registers of Scotland' },
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'heading', text: 'TITLE NUMBER PTH52207' },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      { kind: 'paragraph', text: 'DATE OF FIRST REGISTRATION 16 JUN 2017' },
      { kind: 'paragraph', text: 'INTEREST Proprietor' },
      {
        kind: 'paragraph',
        text: 'Subjects BALNAGUARD FARMHOUSE, BALLINLUIG, PITLOCHRY PH9 0NY and the farm lands edged red on the cadastral map extending to 48.6 hectares; Together with a servitude right of way for all purposes over the farm track tinted brown on the cadastral map.',
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [30, 220, 80, 75, 78],
        header: ['', 'Proprietor', 'Date of Registration', 'Consideration', 'Date of Entry'],
        rows: [
          [
            '1',
            'STRATHTAY ESTATES (HOLDINGS) LIMITED, incorporated under the Companies Acts (Company Number SC401122), having their registered office at 9 Atholl Road, Pitlochry.',
            '16 JUN 2017',
            '£1,250,000',
            '01 JUN 2017',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [30, 373, 80],
        header: ['Entry', 'Specification', 'Date of Registration'],
        rows: [
          ['1', 'Standard Security by said STRATHTAY ESTATES (HOLDINGS) LIMITED to HIGHLAND RURAL LENDING PLC.', '16 JUN 2017'],
          ['2', 'Standard Security by said STRATHTAY ESTATES (HOLDINGS) LIMITED to TAYSIDE ENTERPRISE FINANCE LIMITED.', '03 OCT 2021'],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION: the real burdens, servitudes and conditions affecting the subjects', width: 250 },
      {
        kind: 'table',
        widths: [30, 453],
        header: ['Entry', 'Burdens'],
        rows: [
          [
            '1',
            'Disposition by the Trustees of the Balnaguard Estate to Strathtay Farms Limited, recorded G.R.S. (Perth) 11 Nov. 1968, contains the following burdens: (First) no building other than agricultural buildings shall be erected on the farm lands;',
          ],
          ['', '(Second) not more than one dwellinghouse shall be erected or maintained on the subjects.'],
          [
            '2',
            'Lease between STRATHTAY ESTATES (HOLDINGS) LIMITED and Tummel Valley Holiday Lets LLP of the bothy and its garden ground for 20 years from 28 May 2019, registered 12 Jul. 2019.',
          ],
        ],
      },
      { kind: 'paragraph', text: 'END OF DOCUMENT' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'PTH52207'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', 'BALNAGUARD FARMHOUSE', 'PH9 0NY'),
        fact('easements', 'servitude right of way', 'farm track'),
        fact('proprietorsAndPrice', 'STRATHTAY ESTATES (HOLDINGS) LIMITED'),
        fact('proprietorsAndPrice', '£1,250,000'),
        fact('proprietorsAndPrice', '01 JUN 2017'),
        fact('charges', 'HIGHLAND RURAL LENDING PLC'),
        fact('charges', 'TAYSIDE ENTERPRISE FINANCE LIMITED'),
        fact('covenants', 'agricultural buildings'),
        fact('covenants', 'one dwellinghouse'),
        fact('leases', 'Tummel Valley Holiday Lets', 'bothy', '20 years'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
];
