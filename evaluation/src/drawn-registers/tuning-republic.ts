import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Tailte Éireann Land Registry folios laid out as tables, for the title set's tuning part: Part 1(A) description
 * of property, 1(B) rights appurtenant, Part 2 ownership with its class of title, and Part 3 burdens and notices
 * of burdens, in the No. / Date / Instrument / Particulars columns of a folio print. Names, places and numbers are
 * invented.
 */
export const TUNING_REPUBLIC_DRAWN_FOLIOS: DrawnRegister[] = [
  {
    // Ruled, with a date column so narrow that each date breaks at its hyphen, a one-row ruled table of rights,
    // two owners wrapping in their cell, a charge, a right of residence, a judgment mortgage and a section 72 note
    // in a row whose first cells are blank.
    id: 'tuning-drawn-folio-ie-kildare-jigginstown',
    region: 'IE',
    title: 'Folio KE19824F County Kildare',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann' },
      { kind: 'heading', text: 'Land Registry' },
      {
        kind: 'table',
        widths: [110, 373],
        borders: true,
        rows: [
          ['Folio', 'KE19824F'],
          ['County', 'Kildare'],
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
            'The property shown coloured Red as plan(s) 46 on the Registry Map, containing 0.1214 Hectares, situate in the Townland of Jigginstown, in the Barony of North Naas, in the Electoral Division of Naas Rural, known as 7 Jigginstown Grove, Naas.',
            'The Registration does not extend to the mines and minerals.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [28, 44, 92, 319],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [['1', '09-SEP-2004', 'D2004KE011873', 'A right of way on foot and with vehicles over the access road shown coloured Brown on the Registry Map.']],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [28, 44, 92, 319],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [
          [
            '1',
            '12-MAR-2019',
            'D2019LR044871C',
            'DERVLA MAIREAD NI GHALLCHOBHAIR and FIACHRA SEOSAMH O MUIRCHEARTAIGH both of 7 Jigginstown Grove, Naas, County Kildare are full owners as joint tenants.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [28, 44, 92, 319],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [
          ['1', '12-MAR-2019', 'D2019LR044871C', 'Charge for present and future advances repayable with interest. CURRAGH PERMANENT BUILDING SOCIETY DAC is owner of this charge.'],
          ['2', '12-MAR-2019', 'D2019LR044872D', 'The right of residence and support in the dwellinghouse on the property in favour of BRIGID NI GHALLCHOBHAIR for her life.'],
          [
            '3',
            '27-OCT-2022',
            'D2022LR133507P',
            'Judgment Mortgage: Affidavit of SHANNON VALLEY BUILDERS PROVIDERS LIMITED in respect of a judgment of the Circuit Court obtained on 11 July 2022 against Fiachra Seosamh O Muircheartaigh for €24,615.30 together with costs.',
          ],
          ['', '', '', 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'KE19824F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Kildare'),
        fact('property', 'Jigginstown', 'North Naas'),
        fact('property', '7 Jigginstown Grove'),
        fact('property', 'mines and minerals'),
        fact('easements', 'right of way on foot and with vehicles', 'access road'),
        fact('proprietorsAndPrice', 'DERVLA MAIREAD NI GHALLCHOBHAIR', 'FIACHRA SEOSAMH O MUIRCHEARTAIGH'),
        fact('charges', 'CURRAGH PERMANENT BUILDING SOCIETY'),
        fact('easements', 'right of residence', 'BRIGID NI GHALLCHOBHAIR'),
        fact('charges', 'Judgment Mortgage', 'SHANNON VALLEY BUILDERS PROVIDERS', '€24,615.30'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['charge-to-discharge', 'right-of-residence', 'judgment-mortgage'],
    },
  },
  {
    // Unruled: a possessory title to three plans of farmland, a Land Act consent, an inhibition and a caution, with
    // the burdens running over a page break and their header drawn again.
    id: 'tuning-drawn-folio-ie-wexford-ballymotey',
    region: 'IE',
    title: 'Folio WX27716 County Wexford',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN — LAND REGISTRY' },
      {
        kind: 'table',
        widths: [110, 373],
        rows: [
          ['Folio', 'WX27716'],
          ['County', 'Wexford'],
          ['Register', 'Register of Ownership of Freehold Land'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [28, 330, 125],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 12, 12A on the Registry Map, containing 28.3390 Hectares, situate in the Townland of Ballymotey More, in the Barony of Ballaghkeen South, in the Electoral Division of Castle Ellis.',
            '',
          ],
          [
            '2',
            'The property shown coloured Red as plan 13 on the Registry Map, containing 4.0180 Hectares, situate in the Townland of Ballymotey Beg, in the Barony of Ballaghkeen South, in the Electoral Division of Castle Ellis.',
            'Plan 13 transferred from Folio WX4102.',
          ],
          [
            '3',
            'The property shown coloured Red as plan 14 on the Registry Map, containing 1.2140 Hectares, situate in the Townland of Kilmallock, in the Barony of Ballaghkeen South, being the site of a cottage and garden.',
            '',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [28, 62, 92, 301],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          ['1', '05-NOV-2013', 'D2013WX009124', 'A right of way on foot and with vehicles and animals over the farm track shown coloured Brown on the Registry Map to the public road.'],
          ['2', '05-NOV-2013', 'D2013WX009124', 'The right to draw water from the well on the land comprised in Folio WX19033 for domestic and agricultural purposes.'],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title POSSESSORY' },
      {
        kind: 'table',
        widths: [28, 62, 92, 301],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          [
            '1',
            '19-FEB-2020',
            'D2020LR023371H',
            'SEAMUS JOSEPH KEHOE and ROISIN MARY KEHOE both of Ballymotey More, Enniscorthy, County Wexford are full owners as tenants in common in equal shares.',
          ],
        ],
      },
      { kind: 'paragraph', text: 'Land Cert Issued: No' },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [28, 62, 92, 301],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        repeatHeader: true,
        rows: [
          [
            '1',
            '05-NOV-2013',
            'D2013WX009124',
            'The property is subject to the provisions prohibiting letting, subletting or subdivision specified in Section 12 of the Land Act 1965, without the consent in writing of the Minister for Agriculture, Food and the Marine.',
          ],
          ['2', '05-NOV-2013', 'D2013WX009124', 'The property is subject to the right of way in favour of the owners of Folio WX19033 over the passage coloured Yellow on the Registry Map.'],
          ['3', '19-FEB-2020', 'D2020LR023371H', 'Charge for present and future advances repayable with interest. SLANEY VALLEY CO-OPERATIVE CREDIT SOCIETY LIMITED is owner of this charge.'],
          ['4', '02-JUN-2022', 'D2022LR071190M', 'Inhibition by order of the Circuit Court (Wexford) dated 24 May 2022: no dealing with the property by the registered owners shall be registered until further order.'],
          ['5', '15-AUG-2023', 'D2023LR104455W', 'Caution lodged by DECLAN PATRICK FURLONG claiming an interest as purchaser under a contract for sale dated 1 August 2023 of plan 13.'],
          [
            '6',
            '30-JAN-2024',
            'D2024LR011862T',
            'Wayleave in favour of ESB Networks DAC for the erection and maintenance of overhead electricity lines and poles across plan 12, registered as a burden under Section 69(1)(h) of the Registration of Title Act 1964.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'WX27716'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', 'Wexford'),
        fact('property', 'Ballymotey More', 'Ballaghkeen South'),
        fact('property', 'Ballymotey Beg', '4.0180 Hectares'),
        fact('property', 'Kilmallock', '1.2140 Hectares'),
        fact('easements', 'right of way on foot and with vehicles and animals', 'farm track'),
        fact('easements', 'draw water', 'Folio WX19033'),
        fact('proprietorsAndPrice', 'SEAMUS JOSEPH KEHOE', 'ROISIN MARY KEHOE'),
        // A statutory bar on letting and subdividing without the Minister's consent: a restriction on dealing.
        fact('restrictions', 'Section 12 of the Land Act 1965'),
        fact('easements', 'right of way', 'Folio WX19033'),
        fact('charges', 'SLANEY VALLEY CO-OPERATIVE CREDIT SOCIETY'),
        fact('restrictions', 'Inhibition', 'Circuit Court'),
        fact('restrictions', 'Caution', 'DECLAN PATRICK FURLONG', 'contract for sale'),
        fact('easements', 'Wayleave', 'ESB Networks'),
      ],
      redFlags: ['title-not-absolute', 'charge-to-discharge', 'inhibition-or-caution', 'inhibition-or-caution'],
    },
  },
  {
    // Ruled: a leasehold folio whose lease is a schedule of five columns (two companies' long names wrapping), a
    // good leasehold title, a one-row ownership table, a notice of a sub-lease, and a covenants row with blank
    // first cells.
    id: 'tuning-drawn-folio-ie-limerick-raheen',
    region: 'IE',
    title: 'Folio LK41502L County Limerick',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN' },
      { kind: 'heading', text: 'LAND REGISTRY' },
      { kind: 'paragraph', text: 'Folio LK41502L      County Limerick' },
      { kind: 'paragraph', text: 'Register of Leaseholders' },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [28, 300, 155],
        header: ['No.', 'Description', 'Official Notes'],
        borders: true,
        rows: [
          [
            '1',
            'The leasehold interest in the property shown coloured Red as plan(s) 8 on the Registry Map, situate in the Townland of Raheen, in the Barony of Pubblebrien, known as Unit 12, Raheen Industrial Estate, Limerick.',
            'Lease particulars: see the Schedule of Lease below.',
          ],
        ],
      },
      { kind: 'heading', text: 'Schedule of Lease' },
      {
        kind: 'table',
        widths: [62, 120, 120, 101, 80],
        header: ['Date of Lease', 'Lessor', 'Lessee', 'Term', 'Rent'],
        borders: true,
        rows: [
          [
            '14-APR-2000',
            'SHANNON INDUSTRIAL ESTATES DEVELOPMENT COMPANY LIMITED',
            'MUNSTER PRECISION TOOLING AND ENGINEERING SERVICES LIMITED',
            '35 years from 1 May 2000',
            '€38,000 per annum subject to review',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title GOOD LEASEHOLD' },
      {
        kind: 'table',
        widths: [28, 46, 90, 319],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [['1', '22-JUN-2016', 'D2016LR078220F', 'MUNSTER PRECISION TOOLING AND ENGINEERING SERVICES LIMITED of Unit 12, Raheen Industrial Estate, Limerick is full owner.']],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [28, 46, 90, 319],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [
          ['1', '22-JUN-2016', 'D2016LR078220F', 'Charge for present and future advances repayable with interest. MID-WEST ENTERPRISE BANK DAC is owner of this charge.'],
          [
            '2',
            '09-JAN-2021',
            'D2021LR003307B',
            'Notice of the sub-lease dated 1 December 2020 of the mezzanine floor of Unit 12 for a term of 5 years from 1 December 2020 to Raheen Print Solutions Limited.',
          ],
          ['', '', '', 'The property is subject to the covenants and conditions contained in the Lease referred to in Part 1 (A).'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'LK41502L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'good leasehold'),
        fact('property', 'Limerick'),
        fact('property', 'Unit 12, Raheen Industrial Estate'),
        // The lease the land is held under describes the estate, as the old folios' lease particulars do.
        fact('property', '14-APR-2000', '35 years from 1 May 2000', '€38,000'),
        fact('proprietorsAndPrice', 'MUNSTER PRECISION TOOLING AND ENGINEERING SERVICES LIMITED'),
        fact('charges', 'MID-WEST ENTERPRISE BANK'),
        fact('leases', 'mezzanine floor', '5 years from 1 December 2020', 'Raheen Print Solutions'),
        fact('covenants', 'covenants and conditions', 'Lease'),
      ],
      // The lease ends on 30 April 2035: under eleven years left.
      redFlags: ['title-not-absolute', 'short-lease', 'charge-to-discharge'],
    },
  },
];
