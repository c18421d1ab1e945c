import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Land & Property Services folios of the Land Registry of Northern Ireland laid out as tables, for the title set's
 * tuning part: Part I description of land (with its schedule), Part II ownership (class of title, full and limited
 * owners) and Part III charges, burdens and notices. Names, places and numbers are invented.
 */
export const TUNING_NORTHERN_IRELAND_DRAWN_FOLIOS: DrawnRegister[] = [
  {
    // Ruled: a folio panel, a map reference column with a blank cell, a full owner and a limited owner, and a
    // judgment mortgage and an inhibition among the charges.
    id: 'tuning-drawn-folio-ni-lisburn-wallace-avenue',
    region: 'NI',
    title: 'Folio AN58213 County Antrim',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES' },
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['FOLIO', 'AN58213'],
          ['COUNTY', 'ANTRIM'],
          ['REGISTER', 'FREEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I   DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [30, 373, 80],
        header: ['No.', 'Description of land', 'Ref. to map'],
        borders: true,
        rows: [
          [
            '1',
            'The land shown edged red on the Registry Map known as 41 Wallace Avenue, Lisburn, containing 0.04 hectares, situate in the Townland of Lisnagarvey and Barony of Massereene Upper.',
            'Sheet 173/07',
          ],
          ['2', 'Together with the right to use the shared driveway shown coloured yellow on the Registry Map in common with the owners of 43 Wallace Avenue.', ''],
        ],
      },
      { kind: 'heading', text: 'PART II   OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: ABSOLUTE' },
      {
        kind: 'table',
        widths: [44, 62, 72, 305],
        header: ['Entry No.', 'Date', 'Instrument', 'Owner'],
        borders: true,
        rows: [
          [
            '1',
            '03/02/2011',
            '2011/000917',
            'MAUREEN ELIZABETH HANNA-MCCULLOUGH of 41 Wallace Avenue, Lisburn BT27 4AE, limited owner (tenant for life) under the Will of Samuel James Hanna deceased.',
          ],
          ['2', '03/02/2011', '2011/000917', 'JONATHAN SAMUEL HANNA of 9 Hillhall Road, Lisburn BT27 5JA, full owner in remainder, subject to the interest of the limited owner in Entry 1.'],
        ],
      },
      { kind: 'heading', text: 'PART III   CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [44, 62, 72, 305],
        header: ['Entry No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [
          ['1', '03/02/2011', '2011/000917', 'The within land is subject to the covenants and conditions contained in Fee Farm Grant dated 2 May 1879 from the Marquis of Hertford to Robert Wallace.'],
          ['2', '21/09/2018', '2018/006654', 'Charge dated 14 September 2018 in favour of LAGAN VALLEY BUILDING SOCIETY to secure all monies.'],
          [
            '3',
            '06/03/2023',
            '2023/001983',
            'Judgment mortgage registered under Article 46 of the Judgments Enforcement (Northern Ireland) Order 1981 in favour of ANTRIM ROOFING SUPPLIES LIMITED for £18,420.55 against the estate of Jonathan Samuel Hanna.',
          ],
          ['4', '06/03/2023', '2023/001984', 'Inhibition: no dealing with the land by the owner in Entry 2 of Part II shall be registered without the consent of Lagan Valley Building Society.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AN58213'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Antrim'),
        fact('property', '41 Wallace Avenue', 'Lisburn'),
        fact('easements', 'shared driveway', '43 Wallace Avenue'),
        fact('proprietorsAndPrice', 'MAUREEN ELIZABETH HANNA-MCCULLOUGH', 'limited owner'),
        fact('proprietorsAndPrice', 'JONATHAN SAMUEL HANNA', 'full owner'),
        fact('covenants', 'Fee Farm Grant dated 2 May 1879'),
        fact('charges', '14 September 2018', 'LAGAN VALLEY BUILDING SOCIETY'),
        fact('charges', 'Judgment mortgage', 'ANTRIM ROOFING SUPPLIES', '£18,420.55'),
        fact('restrictions', 'Inhibition', 'consent of Lagan Valley Building Society'),
      ],
      redFlags: ['charge-to-discharge', 'judgment-mortgage', 'inhibition-or-caution'],
    },
  },
  {
    // Unruled: a possessory title to a farm, a right of residence, a caution and a right of way over the lands, and
    // the folio's closing schedule of parcels running over a page break with its header drawn again.
    id: 'tuning-drawn-folio-ni-tyrone-drumnakilly',
    region: 'NI',
    title: 'Folio TY30477 County Tyrone',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY' },
      { kind: 'paragraph', text: 'Land Registration Act (Northern Ireland) 1970' },
      {
        kind: 'table',
        widths: [110, 373],
        rows: [
          ['Folio', 'TY30477'],
          ['County', 'TYRONE'],
          ['Register', 'FREEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I — DESCRIPTION OF LAND' },
      {
        kind: 'paragraph',
        text: '1. The lands shown edged red on the Registry Map and described in the Schedule below, known as Drumnakilly Farm, Carrickmore Road, Omagh, containing in all 31.62 hectares, situate in the Barony of Omagh East, in the Parish of Termon and District Electoral Area of Omagh, Fermanagh and Omagh District Council.',
      },
      {
        kind: 'paragraph',
        text: 'The lands comprise the dwellinghouse, farmyard and outbuildings together with the agricultural lands described in the Schedule. Boundaries shown on the Registry Map are not conclusive as to the exact line of any boundary (Section 65 of the Land Registration Act (Northern Ireland) 1970).',
      },
      { kind: 'heading', text: 'PART II — OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: POSSESSORY' },
      {
        kind: 'table',
        widths: [44, 60, 72, 307],
        header: ['Entry No.', 'Date', 'Instrument', 'Owner'],
        rows: [['1', '17/08/2015', '2015/005512', 'PADRAIG EOGHAN MCGARRITY of Drumnakilly Farm, Carrickmore Road, Omagh BT79 7QE, full owner.']],
      },
      {
        kind: 'paragraph',
        text: 'Note: The title is possessory only: the registration does not affect or prejudice the enforcement of any estate, right or interest adverse to or in derogation of the title of the first registered owner subsisting at the date of first registration.',
      },
      { kind: 'heading', text: 'PART III — CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [44, 60, 72, 307],
        header: ['Entry No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          [
            '1',
            '17/08/2015',
            '2015/005512',
            'A right of residence and support in the dwellinghouse on the lands, with the use of the kitchen garden, in favour of BRIDGET ANNE MCGARRITY for her life, as reserved by Deed of Transfer dated 30 July 2015.',
          ],
          ['2', '17/08/2015', '2015/005512', 'The lands are subject to a right of way for the owners of Folio TY29011 over the lane coloured brown on the Registry Map.'],
          ['3', '04/04/2019', '2019/002760', 'Charge dated 28 March 2019 in favour of SPERRIN AGRICULTURAL CREDIT UNION LIMITED to secure all monies.'],
          [
            '4',
            '11/12/2023',
            '2023/008815',
            'Caution: no dealing with the lands shall be registered until notice has been served on CARRICKMORE QUARRY PRODUCTS LIMITED, which claims an interest under an agreement dated 20 November 2023 for the grant of a mineral licence.',
          ],
          ['5', '02/02/2024', '2024/000811', 'Notice of a lease dated 1 January 2024 of parcel 3 for 5 years from 1 January 2024 to SEAN MICHAEL DEVLIN for grazing.'],
          [
            '6',
            '02/02/2024',
            '2024/000812',
            'The lands are subject to the rights of Northern Ireland Water Limited to lay, inspect and maintain the water main shown by a broken blue line on the Registry Map across parcels 2 and 3.',
          ],
        ],
      },
      { kind: 'heading', text: 'SCHEDULE OF LANDS' },
      {
        kind: 'table',
        widths: [50, 223, 90, 120],
        header: ['Parcel', 'Townland', 'Area (hectares)', 'Map sheet'],
        repeatHeader: true,
        rows: [
          ['1', 'Drumnakilly Upper (dwellinghouse, yard and garden)', '0.81', 'Sheet 34/12'],
          ['2', 'Drumnakilly Upper', '8.15', 'Sheet 34/12'],
          ['2A', 'Drumnakilly Upper (the long meadow)', '4.25', 'Sheet 34/12'],
          ['3', 'Drumnakilly Lower', '9.27', 'Sheet 34/13'],
          ['4', 'Tullyneil', '4.05', 'Sheet 34/13'],
          ['5', 'Tullyneil (the well field)', '2.10', 'Sheet 34/13'],
          ['6', 'Cloghfin (bog and rough grazing)', '2.14', 'Sheet 34/16'],
          ['7', 'Cloghfin (turbary plot)', '0.85', 'Sheet 34/16'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'TY30477'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', 'Tyrone'),
        fact('property', 'Drumnakilly Farm', '31.62 hectares'),
        fact('property', 'Drumnakilly Upper (dwellinghouse, yard and garden)', '0.81'),
        fact('property', 'Drumnakilly Upper', '8.15'),
        fact('property', 'Drumnakilly Upper (the long meadow)', '4.25'),
        fact('property', 'Drumnakilly Lower', '9.27'),
        fact('property', 'Tullyneil', '4.05'),
        fact('property', 'Tullyneil (the well field)', '2.10'),
        fact('property', 'Cloghfin (bog and rough grazing)', '2.14'),
        fact('property', 'Cloghfin (turbary plot)', '0.85'),
        fact('proprietorsAndPrice', 'PADRAIG EOGHAN MCGARRITY'),
        fact('easements', 'right of residence', 'BRIDGET ANNE MCGARRITY'),
        fact('easements', 'right of way', 'Folio TY29011'),
        fact('charges', '28 March 2019', 'SPERRIN AGRICULTURAL CREDIT UNION'),
        fact('restrictions', 'Caution', 'CARRICKMORE QUARRY PRODUCTS', 'mineral licence'),
        fact('leases', 'parcel 3', '5 years from 1 January 2024', 'SEAN MICHAEL DEVLIN'),
        fact('easements', 'Northern Ireland Water', 'water main'),
      ],
      redFlags: ['title-not-absolute', 'right-of-residence', 'charge-to-discharge', 'inhibition-or-caution'],
    },
  },
];
