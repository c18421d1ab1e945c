import { fact } from './title-fact.ts';
import type { DrawnRegister } from './drawn-register.ts';

/**
 * Folios of the Land Registry of Northern Ireland laid out as Land & Property Services prints them: a farm in
 * ruled tables (two owners, a chargee with a long name, a right of residence, a fee farm grant), and a leasehold
 * apartment in unruled tables (dates that break over two lines, an inhibition, a part heading that wraps).
 */
export const NORTHERN_IRELAND_DRAWN_FOLIOS: DrawnRegister[] = [
  {
    id: 'drawn-folio-ni-antrim-drumcrow',
    region: 'NI',
    title: 'Folio AN67812 County Antrim, 42 Drumcrow Road, Ballymena',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES' },
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      {
        kind: 'table',
        widths: [90, 150],
        rows: [
          ['FOLIO:', 'AN67812'],
          ['COUNTY:', 'ANTRIM'],
          ['REGISTER:', 'FREEHOLD'],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'PART I' },
      { kind: 'heading', text: 'DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [60, 423],
        header: ['Map Ref.', 'Description'],
        rows: [
          [
            '214/07',
            'The land shown edged red on the Registry Map known as 42 Drumcrow Road, Ballymena, containing 31.2 acres, situate in the Townland of Drumcrow and Barony of Lower Antrim.',
          ],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'PART II' },
      { kind: 'heading', text: 'OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: Absolute' },
      {
        kind: 'table',
        widths: [40, 60, 70, 313],
        header: ['Entry No.', 'Date', 'Instrument', 'Owner'],
        rows: [
          ['1', '09/04/2009', '2009/004417', 'PATRICK JOSEPH DEVLIN and ROISIN MARIE DEVLIN, both of 42 Drumcrow Road, Ballymena, County Antrim BT43 6QW, as joint tenants.'],
        ],
        borders: true,
      },
      { kind: 'heading', text: 'PART III' },
      { kind: 'heading', text: 'CHARGES AND BURDENS' },
      {
        kind: 'table',
        widths: [40, 60, 70, 313],
        header: ['Entry No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          ['1', '21/11/1988', '1988/012006', 'The within lands are subject to the covenants and conditions contained in Fee Farm Grant dated 3 May 1887.'],
          [
            '2',
            '09/04/2009',
            '2009/004418',
            'A right of residence and of support and maintenance in the dwellinghouse on the within lands in favour of Margaret Mary Devlin for her life.',
          ],
          [
            '3',
            '17/08/2020',
            '2020/009931',
            'Charge dated 6 August 2020 in favour of NORTHERN AGRICULTURAL AND RURAL DEVELOPMENT BANK LIMITED to secure all monies.',
          ],
        ],
        borders: true,
      },
      { kind: 'paragraph', text: 'Inhibitions: None' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AN67812'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Antrim'),
        fact('property', '42 Drumcrow Road', 'Ballymena'),
        fact('proprietorsAndPrice', 'PATRICK JOSEPH DEVLIN', 'ROISIN MARIE DEVLIN'),
        fact('covenants', 'Fee Farm Grant dated 3 May 1887'),
        fact('easements', 'right of residence', 'Margaret Mary Devlin'),
        fact('charges', '6 August 2020', 'NORTHERN AGRICULTURAL AND RURAL DEVELOPMENT BANK LIMITED'),
      ],
      redFlags: ['right-of-residence', 'charge-to-discharge'],
    },
  },
  {
    id: 'drawn-folio-ni-belfast-harbour-point',
    region: 'NI',
    title: 'Folio AN204471L County Antrim, Apartment 14 Harbour Point, Belfast',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY' },
      { kind: 'paragraph', text: 'Land Registration Act (Northern Ireland) 1970' },
      { kind: 'heading', text: 'FOLIO AN204471L' },
      { kind: 'heading', text: 'COUNTY ANTRIM' },
      { kind: 'heading', text: 'REGISTER OF LEASEHOLDERS' },
      { kind: 'heading', text: 'Part I - Description of Land' },
      {
        kind: 'paragraph',
        text: 'The premises shown edged red on the Registry Map known as Apartment 14, Harbour Point, 3 Pilot Street, Belfast BT1 3AH, held under Lease dated 12 February 2004 from Laganside Quays Limited to Harbour Point Developments Limited for 999 years from 1 January 2004 subject to the yearly rent of £150.',
      },
      { kind: 'heading', text: 'Part II - Ownership' },
      { kind: 'paragraph', text: 'Class of title: Absolute' },
      {
        kind: 'table',
        widths: [34, 46, 66, 337],
        header: ['Entry No.', 'Date', 'Instrument', 'Owner'],
        rows: [['1', '21 March 2019', '2019/003652', 'GRAINNE ELIZABETH MCALISTER of Apartment 14, Harbour Point, 3 Pilot Street, Belfast BT1 3AH.']],
      },
      { kind: 'heading', text: 'Part III - Charges, Burdens, Inhibitions and Notices affecting the land', width: 220 },
      {
        kind: 'table',
        widths: [34, 46, 66, 337],
        header: ['Entry No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          ['1', '21 March 2019', '2019/003653', 'Charge dated 15 March 2019 in favour of LAGAN VALLEY BUILDING SOCIETY to secure all monies.'],
          ['2', '21 March 2019', '2019/003652', "The lessee's covenants and conditions contained in the said Lease."],
          [
            '3',
            '04 July 2022',
            '2022/007120',
            'Inhibition: no disposition of the lands by the registered owner shall be registered without the consent of Harbour Point Management Company Limited.',
          ],
        ],
      },
      { kind: 'paragraph', text: 'End of folio' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AN204471L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Antrim'),
        fact('property', 'Apartment 14, Harbour Point'),
        fact('property', '12 February 2004', '999 years', '£150'),
        fact('proprietorsAndPrice', 'GRAINNE ELIZABETH MCALISTER'),
        fact('charges', '15 March 2019', 'LAGAN VALLEY BUILDING SOCIETY'),
        fact('covenants', "lessee's covenants"),
        fact('restrictions', 'Inhibition', 'Harbour Point Management Company'),
      ],
      redFlags: ['charge-to-discharge', 'inhibition-or-caution'],
    },
  },
];
