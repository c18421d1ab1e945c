import { fact } from './title-fact.ts';
import type { DrawnRegister } from './drawn-register.ts';

/** A folio's entries as Tailte Éireann prints them: number, date, instrument and particulars. */
const FOLIO_HEADER = ['No.', 'Date', 'Instrument', 'Particulars'];

/**
 * Folios of the Republic of Ireland laid out as Tailte Éireann (the Land Registry) prints them: a farm in ruled
 * tables (two owners, a chargee with a long name, a judgment mortgage and a right of residence in Part 3), a
 * possessory title in unruled tables whose dates break at their hyphens and whose Part 3 runs on to the next
 * page without its header, and a leasehold apartment under a title panel (an option noted in Part 3).
 */
export const REPUBLIC_DRAWN_FOLIOS: DrawnRegister[] = [
  {
    id: 'drawn-folio-ie-meath-dunboyne',
    region: 'IE',
    title: 'Folio MH28814F County Meath, Dunboyne',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann' },
      { kind: 'heading', text: 'Land Registry' },
      {
        kind: 'table',
        widths: [80, 120, 80, 120],
        rows: [['Folio', 'MH28814F', 'County', 'Meath']],
        borders: true,
      },
      { kind: 'heading', text: 'Register of Ownership of Freehold Land' },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [28, 355, 100],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 41 on the Registry Map, containing 12.4 Hectares, situate in the Townland of Dunboyne, in the Barony of Dunboyne, in the Electoral Division of Dunboyne.',
            '',
          ],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [28, 455],
        rows: [['1', 'A right of way on foot and with vehicles over the lane shown coloured Yellow on the Registry Map to the public road at Loughsallagh.']],
        borders: true,
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 62, 98, 295],
        header: FOLIO_HEADER,
        rows: [
          [
            '1',
            '25-JAN-2016',
            'D2016LR010234B',
            "DECLAN FRANCIS O'SULLIVAN and AOIFE BRIDGET O'SULLIVAN, both of Loughsallagh House, Dunboyne, County Meath are full owners as joint tenants.",
          ],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens', width: 150 },
      {
        kind: 'table',
        widths: [28, 62, 98, 295],
        header: FOLIO_HEADER,
        rows: [
          [
            '1',
            '25-JAN-2016',
            'D2016LR010234B',
            "A right of residence and support in the dwellinghouse on the property in favour of Kathleen O'Sullivan for her life.",
          ],
          [
            '2',
            '25-JAN-2016',
            'D2016LR010235C',
            'Charge for present and future advances repayable with interest. EASTERN COUNTIES AGRICULTURAL AND COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY is owner of this charge.',
          ],
          ['3', '11-SEP-2023', 'D2023LR118704W', 'Judgment Mortgage in favour of Tara Builders Providers Limited for €23,760.40 and costs.'],
        ],
        borders: true,
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'MH28814F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Meath'),
        fact('property', 'Townland of Dunboyne'),
        fact('easements', 'right of way', 'lane'),
        fact('proprietorsAndPrice', "DECLAN FRANCIS O'SULLIVAN", "AOIFE BRIDGET O'SULLIVAN"),
        fact('easements', 'right of residence', "Kathleen O'Sullivan"),
        fact('charges', 'EASTERN COUNTIES AGRICULTURAL AND COMMERCIAL FINANCE DESIGNATED ACTIVITY COMPANY'),
        fact('charges', 'Judgment Mortgage', 'Tara Builders Providers Limited'),
      ],
      redFlags: ['right-of-residence', 'charge-to-discharge', 'judgment-mortgage'],
    },
  },
  {
    id: 'drawn-folio-ie-galway-oranmore',
    region: 'IE',
    title: 'Folio GY31207F County Galway, Oranmore',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann - Land Registry' },
      { kind: 'heading', text: 'Folio GY31207F' },
      { kind: 'heading', text: 'County Galway' },
      { kind: 'heading', text: 'Register of Ownership of Freehold Land' },
      {
        kind: 'paragraph',
        text: 'This folio is kept under the Registration of Title Act 1964. The Registry Map is based on Ordnance Survey Ireland mapping; plan numbers refer to Registry Map sheet GY 43/12.',
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'paragraph',
        text: 'Note: Unless a note to the contrary appears, neither the description of land in the register nor its identification by reference to the Registry Map is conclusive as to the boundaries or extent (see Section 85 of the Registration of Title Act 1964).',
      },
      {
        kind: 'table',
        widths: [28, 355, 100],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 7 on the Registry Map, containing 21.3 Hectares, situate in the Townland of Carrowmoneash, in the Barony of Dunkellin, in the Electoral Division of Oranmore.',
            'From Folio GY1185',
          ],
          [
            '2',
            'The property shown coloured Red as plan(s) 7A on the Registry Map, containing 3.9 Hectares, situate in the Townland of Frenchfort, in the Barony of Dunkellin, in the Electoral Division of Oranmore.',
            'From Folio GY2240',
          ],
          [
            '3',
            'The property shown coloured Red as plan(s) 7B on the Registry Map, containing 0.8 Hectares, situate in the Townland of Frenchfort, in the Barony of Dunkellin, in the Electoral Division of Oranmore.',
            '',
          ],
          [
            '4',
            'The property shown coloured Red as plan(s) 9 on the Registry Map, containing 6.2 Hectares, situate in the Townland of Ballynageeha, in the Barony of Dunkellin, in the Electoral Division of Oranmore.',
            'From Folio GY4471',
          ],
          [
            '5',
            'The property shown coloured Red as plan(s) 9A on the Registry Map, containing 1.1 Hectares, situate in the Townland of Ballynageeha, in the Barony of Dunkellin, in the Electoral Division of Oranmore.',
            '',
          ],
        ],
      },
      { kind: 'paragraph', text: 'The Registration does not extend to the mines and minerals.' },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [26, 457],
        rows: [
          ['1', 'A right of way on foot and with animals and vehicles over the bog road shown coloured Yellow on the Registry Map, appurtenant to the property described at No. 4 of Part 1 (A).'],
          ['2', 'The right to draw water from the spring shown as point W on the Registry Map, appurtenant to the property described at No. 1 of Part 1 (A).'],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title POSSESSORY' },
      {
        kind: 'table',
        widths: [26, 40, 98, 319],
        header: FOLIO_HEADER,
        rows: [['1', '14-FEB-2011', 'D2011LR022871H', 'NOEL GERARD FAHY of Carrowmoneash, Oranmore, County Galway is full owner.']],
      },
      { kind: 'paragraph', text: 'Land Cert Issued: No' },
      {
        kind: 'paragraph',
        text: 'The registered owner was registered with a possessory title on the basis of an application under Section 49 of the Registration of Title Act 1964 supported by a statutory declaration of uninterrupted possession since 1979.',
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [26, 40, 98, 319],
        header: FOLIO_HEADER,
        rows: [
          [
            '1',
            '02-MAY-2018',
            'D2018LR054417T',
            'Notice of the lease dated 2 May 2018 of part of the property described at No. 1 of Part 1 (A) for a term of 35 years from 1 May 2018 to Corrib Wind Energy Designated Activity Company.',
          ],
          [
            '2',
            '04-JUN-2019',
            'D2019LR061230M',
            'Charge for present and future advances repayable with interest. CONNACHT BUILDING SOCIETY is owner of this charge.',
          ],
          [
            '3',
            '19-OCT-2022',
            'D2022LR140066P',
            'Caution lodged by Atlantic Aggregates Limited claiming an interest under an agreement dated 1 September 2022 for the extraction of sand and gravel.',
          ],
        ],
      },
      { kind: 'heading', text: 'Inhibitions' },
      { kind: 'paragraph', text: 'None.' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GY31207F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', 'Galway'),
        fact('property', 'Carrowmoneash'),
        fact('property', 'Frenchfort'),
        fact('property', 'Ballynageeha'),
        fact('easements', 'right of way', 'bog road'),
        fact('easements', 'draw water', 'spring'),
        fact('property', 'mines and minerals'),
        fact('proprietorsAndPrice', 'NOEL GERARD FAHY'),
        fact('charges', 'CONNACHT BUILDING SOCIETY'),
        fact('leases', '35 years', 'Corrib Wind Energy'),
        fact('restrictions', 'Caution', 'Atlantic Aggregates Limited'),
      ],
      redFlags: ['title-not-absolute', 'charge-to-discharge', 'inhibition-or-caution'],
    },
  },
  {
    id: 'drawn-folio-ie-cork-lapps-quay',
    region: 'IE',
    title: 'Folio CK51122L County Cork, Apartment 7 Lapps Quay House',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN' },
      { kind: 'heading', text: 'LAND REGISTRY' },
      {
        kind: 'table',
        widths: [110, 200],
        rows: [
          ['Folio', 'CK51122L'],
          ['County', 'Cork'],
          ['Register', 'Register of Leaseholders'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'paragraph',
        text: 'Apartment 7, Lapps Quay House, Lapps Quay, Cork, being the property shown as plan 88 on the Registry Map, situate in the Townland of South Gate and Barony of Cork City.',
      },
      {
        kind: 'paragraph',
        text: 'The property is held under a Lease dated 18 June 2007 from Lapps Quay Management Company CLG to Finbarr Hegarty for 999 years from 1 June 2007 at the yearly rent of €20.',
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 62, 98, 295],
        header: FOLIO_HEADER,
        rows: [
          ['1', '30-NOV-2020', 'D2020LR171209V', 'LEEVIEW PROPERTY INVESTMENTS DESIGNATED ACTIVITY COMPANY of 2 Parnell Place, Cork is full owner.'],
        ],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [28, 62, 98, 295],
        header: FOLIO_HEADER,
        rows: [
          ['1', '30-NOV-2020', 'D2020LR171209V', 'Charge for present and future advances repayable with interest. SOUTHERN COMMERCIAL MORTGAGE DAC is owner of this charge.'],
          ['2', '30-NOV-2020', 'D2020LR171209V', 'The covenants and conditions contained in the said Lease.'],
          [
            '3',
            '08-MAR-2023',
            'D2023LR030551R',
            'Notice of an option to purchase the property granted by deed dated 1 March 2023 to Marina Quarter Developments Limited.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CK51122L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Cork'),
        fact('property', 'Apartment 7, Lapps Quay House'),
        fact('property', '18 June 2007', '999 years', '€20'),
        fact('proprietorsAndPrice', 'LEEVIEW PROPERTY INVESTMENTS DESIGNATED ACTIVITY COMPANY'),
        fact('charges', 'SOUTHERN COMMERCIAL MORTGAGE DAC'),
        fact('covenants', 'covenants and conditions', 'Lease'),
        fact('notices', 'option to purchase', 'Marina Quarter Developments'),
      ],
      redFlags: ['charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
];
