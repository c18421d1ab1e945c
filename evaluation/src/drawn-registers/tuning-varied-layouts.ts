import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Registers of the four systems in a third round of layouts, for the title set's tuning part: an official copy in
 * HM Land Registry's classic form (each entry a numbered paragraph with its date in brackets) before a schedule of
 * notices of leases, title summaries and folio panels at the top whose property and owner wrap over several lines,
 * column headings in capitals breaking over two lines, first columns a character or two wide, unruled tables whose
 * middle and last columns both wrap, charges and securities in four and five columns (the sum secured, the owner of
 * the burden and the chargee's address apart), and tables running over a page break with and without their header
 * drawn again. Names with apostrophes, hyphens, "Mc" and "Mac", Welsh, Gaelic and Irish place names, company numbers,
 * postcodes and Eircodes, sums with pence and cent, and dates written in several ways. Names, places, numbers and
 * lenders are invented.
 */
export const TUNING_VARIED_LAYOUT_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    // The classic official copy: every entry of the three registers a numbered paragraph with its date in brackets,
    // none in a table, then an unruled schedule of notices of leases in five columns (an entry number column a
    // character wide, the plan references and the property descriptions wrapping, the middle column longest) that
    // runs over a page break without its header again. A chargee's consent, an indemnity covenant and covenants
    // whose deed was not supplied.
    id: 'tuning-drawn-register-en-leeds-wortley-beck',
    region: 'EN',
    title: 'Official copy of the register, Wortley Beck Retail Park, Leeds',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      { kind: 'paragraph', text: 'Title number WYK903118' },
      { kind: 'paragraph', text: 'Edition date 05.01.2024' },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 11 JUN 2024 at 15:22:04. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – Issued on 11 June 2024. ' +
          '– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original. – This title is dealt with by HM Land Registry, Nottingham Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'WEST YORKSHIRE : LEEDS' },
      {
        kind: 'paragraph',
        text: '1 (04.11.1987) The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being Wortley Beck Retail Park, Gelderd Road, Leeds (LS12 6DH).',
      },
      {
        kind: 'paragraph',
        text:
          '2 (04.11.1987) The land has the benefit of the rights granted by a Deed dated 14 March 1986 made between (1) British Railways Board and (2) Gelderd Developments Limited over the accommodation bridge and the approach road shown coloured brown on the title plan, as therein mentioned.',
      },
      {
        kind: 'paragraph',
        text: '3 (17.06.2005) The land edged and numbered in green on the title plan has been removed from this title and registered under the title number or numbers shown in green on the said plan.',
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'paragraph',
        text: '1 (05.01.2024) PROPRIETOR: AIREDALE RETAIL WAREHOUSING (NO. 3) LIMITED (Co. Regn. No. 14582036) of 2nd Floor, 9 Park Square East, Leeds LS1 2LH.',
      },
      { kind: 'paragraph', text: '2 (05.01.2024) The price stated to have been paid on 15 December 2023 was £12,640,000.' },
      {
        kind: 'paragraph',
        text:
          '3 (05.01.2024) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 15 December 2023 in favour of Pennine Commercial Property Lending Limited referred to in the Charges Register.',
      },
      {
        kind: 'paragraph',
        text: '4 (05.01.2024) The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.',
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'paragraph',
        text:
          '1 (04.11.1987) A Conveyance of the land in this title and other land dated 2 April 1936 made between (1) The Farnley Iron Company Limited (Vendor) and (2) Arthur Wilfred Hepworth (Purchaser) contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.',
      },
      {
        kind: 'paragraph',
        text:
          '2 (22.03.1991) The land is subject to the rights granted by a Deed dated 8 March 1991 made between (1) Gelderd Developments Limited and (2) British Gas plc for the laying, maintenance and renewal of a high pressure gas main under the strip of land 6 metres wide shown hatched blue on the title plan, as therein mentioned.',
      },
      { kind: 'paragraph', text: '3 (05.01.2024) REGISTERED CHARGE dated 15 December 2023.' },
      {
        kind: 'paragraph',
        text: '4 (05.01.2024) Proprietor: PENNINE COMMERCIAL PROPERTY LENDING LIMITED (Co. Regn. No. 08851247) of 1 City Square, Leeds LS1 2ES.',
      },
      {
        kind: 'paragraph',
        text:
          '5 (05.01.2024) The proprietor of the Charge dated 15 December 2023 referred to above is under an obligation to make further advances. These advances will have priority to the extent afforded by section 49(3) Land Registration Act 2002.',
      },
      { kind: 'heading', text: 'Schedule of notices of leases' },
      {
        kind: 'table',
        widths: [16, 84, 177, 126, 80],
        header: ['No.', 'Registration date and plan ref.', 'Property description', 'Date of lease and term', "Lessee's title"],
        rows: [
          ['1', '03.02.2014 Edged and numbered 1 in blue', 'Unit A, Wortley Beck Retail Park, being the ground floor retail warehouse and the open garden centre adjoining it to the south', '20.01.2014 15 years from 20.01.2014', 'WYK955120'],
          ['2', '11.09.2015 Edged and numbered 2 in blue', 'Units B and C, Wortley Beck Retail Park, together with the service yard at the rear and the loading bay approached from Gelderd Road', '28.08.2015 10 years from 28.08.2015', 'WYK962448'],
          ['3', '30.06.2017 Edged and numbered 3 in blue', 'Unit D, Wortley Beck Retail Park', '16.06.2017 20 years from 24.06.2017', 'WYK975019'],
          ['4', '19.04.2018 Edged and numbered 4 in blue (part of)', 'Unit E and the mezzanine floor over it, Wortley Beck Retail Park, excluding the roof and the external walls', '06.04.2018 15 years from 06.04.2018', 'WYK981306'],
          ['5', '02.12.2019 Edged and numbered 5 in blue', 'Pod unit 1 (drive-through restaurant) on the customer car park fronting Gelderd Road, with the drive-through lane and the eight parking spaces adjoining it', '15.11.2019 25 years from 15.11.2019', 'WYK990714'],
          ['6', '27.05.2021 Edged and numbered 6 in blue', 'Unit F, Wortley Beck Retail Park', '12.05.2021 10 years from 25.03.2021', 'WYK994580'],
          ['7', '08.03.2023 Edged and numbered 7 in blue', 'Electricity substation site at the north-east corner of the customer car park, with the cable route to Gelderd Road', '24.02.2023 99 years from 24.02.2023', 'WYK998872'],
          ['8', '14.11.2023 Tinted blue', 'Telecommunications mast site and equipment compound on the bank of Wortley Beck behind Unit F', '31.10.2023 15 years from 31.10.2023', 'WYK999015'],
        ],
      },
      { kind: 'paragraph', text: 'NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.' },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'WYK903118'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Wortley Beck Retail Park, Gelderd Road', 'LS12 6DH'),
        fact('property', 'removed from this title'),
        fact('easements', 'benefit of the rights granted', 'British Railways Board', 'approach road'),
        fact('proprietorsAndPrice', 'AIREDALE RETAIL WAREHOUSING (NO. 3) LIMITED'),
        fact('proprietorsAndPrice', '£12,640,000'),
        fact('restrictions', 'written consent', 'Pennine Commercial Property Lending Limited'),
        fact('covenants', 'covenant to observe and perform', 'indemnity'),
        fact('covenants', '2 April 1936', 'The Farnley Iron Company Limited'),
        fact('easements', 'subject to the rights granted', 'high pressure gas main'),
        fact('charges', '15 December 2023', 'PENNINE COMMERCIAL PROPERTY LENDING LIMITED'),
        fact('leases', 'Unit A, Wortley Beck Retail Park', '15 years from 20.01.2014'),
        fact('leases', 'Units B and C', '10 years from 28.08.2015'),
        fact('leases', 'Unit D', '20 years from 24.06.2017'),
        fact('leases', 'Unit E and the mezzanine floor', '15 years from 06.04.2018'),
        fact('leases', 'Pod unit 1 (drive-through restaurant)', '25 years from 15.11.2019'),
        fact('leases', 'Unit F, Wortley Beck Retail Park', '10 years from 25.03.2021'),
        fact('leases', 'Electricity substation site', '99 years from 24.02.2023'),
        fact('leases', 'Telecommunications mast site', '15 years from 31.10.2023'),
      ],
      redFlags: ['consent-restriction', 'indemnity-covenant', 'covenants-deed-not-supplied', 'charge-to-discharge'],
    },
  },
  {
    // Wales: HM Land Registry's title summary at the top as an unruled label and value panel in a narrow value
    // column (the property in capitals and the owner's two addresses each wrapping over several lines), then the
    // registers as ruled tables under capital headings that break over two lines ("DATE OF / ENTRY") beside a "NO."
    // column a character wide, the proprietorship register running over a page break with its header drawn again.
    // Slate excepted, a local occupancy certificate restriction under a section 106 agreement and a notice of home
    // rights.
    id: 'tuning-drawn-register-wa-caernarfon-hen-ysgol',
    region: 'WA',
    title: 'Official copy of the register, Hen Ysgol, Llanrug, Caernarfon',
    blocks: [
      { kind: 'heading', text: 'Cofrestrfa Tir EF / HM Land Registry' },
      { kind: 'heading', text: 'Title summary' },
      {
        kind: 'table',
        widths: [105, 175],
        rows: [
          ['Title number', 'CYM912406'],
          ['Edition date', '2 May 2023'],
          ['Tenure', 'Freehold'],
          ['Property', 'HEN YSGOL, FFORDD GLANFFYNNON, LLANRUG, CAERNARFON, GWYNEDD (LL55 4PT), being the former village school, the schoolhouse adjoining it and the playing field to the north'],
          ['Registered owner', "SIÔN GRUFFUDD AP IORWERTH of Hen Ysgol, Ffordd Glanffynnon, Llanrug, Caernarfon LL55 4PT and of Fflat 2, Ty'r Harbwr, Doc Fictoria, Caernarfon LL55 1SR"],
          ['Lender(s)', 'ERYRI SAVINGS BANK LIMITED'],
        ],
      },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 21 JUN 2024 at 10:03:58. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – Issued on 21 June 2024. ' +
          '– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original. ' +
          '– For information about the register of title see www.gov.uk/land-registry. – This title is dealt with by HM Land Registry, Wales Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      { kind: 'paragraph', text: 'GWYNEDD' },
      {
        kind: 'table',
        widths: [14, 62, 407],
        header: ['NO.', 'DATE OF ENTRY', 'PARTICULARS OF ENTRY'],
        borders: true,
        repeatHeader: true,
        rows: [
          ['1', '11.07.1996', 'The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being Hen Ysgol, Ffordd Glanffynnon, Llanrug, Caernarfon (LL55 4PT).'],
          [
            '2',
            '11.07.1996',
            'The land has the benefit of the right to draw water from the spring known as Ffynnon Fair on the land to the east of the title and to lay and maintain a pipe from it, granted by the Conveyance dated 19 March 1952 referred to in the Charges Register.',
          ],
          ['3', '11.07.1996', 'The mines and minerals (including slate) under the land, with ancillary powers of working, are excepted as mentioned in the Conveyance dated 19 March 1952.'],
          [
            '4',
            '11.07.1996',
            'The Conveyance dated 19 March 1952 referred to above contains a provision that the Purchaser shall not become entitled to any right of light or air which would restrict the free use of the adjoining land of the Vendors for building or any other purpose.',
          ],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [14, 62, 407],
        header: ['NO.', 'DATE OF ENTRY', 'PARTICULARS OF ENTRY'],
        borders: true,
        repeatHeader: true,
        rows: [
          ['1', '02.05.2023', "PROPRIETOR: SIÔN GRUFFUDD AP IORWERTH of Hen Ysgol, Ffordd Glanffynnon, Llanrug, Caernarfon LL55 4PT and of Fflat 2, Ty'r Harbwr, Doc Fictoria, Caernarfon LL55 1SR."],
          ['2', '02.05.2023', 'The price stated to have been paid on 14 April 2023 was £389,950.'],
          [
            '3',
            '02.05.2023',
            'RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a certificate signed by Cyngor Gwynedd (Gwynedd Council) or its solicitor that the provisions of clause 4 (local occupancy) of the Agreement dated 9 February 2022 referred to in the Charges Register have been complied with.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [14, 62, 407],
        header: ['NO.', 'DATE OF ENTRY', 'PARTICULARS OF ENTRY'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '1',
            '11.07.1996',
            'A Conveyance of the land in this title dated 19 March 1952 made between (1) The Caernarvonshire County Council (Vendors) and (2) Robert Owen Hughes (Purchaser) contains the following covenants: "The Purchaser hereby covenants with the Vendors that he and his successors in title will not use the school building or any part thereof for the sale of intoxicating liquor or as a place of public entertainment, and will maintain the boundary wall along the road in good repair."',
          ],
          [
            '2',
            '11.07.1996',
            'The land is subject to the rights granted by a Wayleave Agreement dated 3 June 1963 made between (1) Robert Owen Hughes and (2) Merseyside and North Wales Electricity Board for the overhead electricity line and poles across the playing field, as therein mentioned.',
          ],
          [
            '3',
            '15.02.2022',
            'The land is subject to the covenants and provisions contained in an Agreement dated 9 February 2022 made between (1) Cyngor Gwynedd and (2) Eryl Wyn Pritchard under section 106 of the Town and Country Planning Act 1990, restricting the occupation of the dwellings on the land to persons with a local connection as therein defined.',
          ],
          ['4', '02.05.2023', 'REGISTERED CHARGE dated 14 April 2023.'],
          ['5', '02.05.2023', 'Proprietor: ERYRI SAVINGS BANK LIMITED (Co. Regn. No. 03318842) of Ty Menai, Ffordd Santes Helen, Caernarfon LL55 2YD.'],
          [
            '6',
            '19.06.2024',
            "Notice registered on 19 June 2024 of home rights of MEGAN ELERI O'DONNELL of Hen Ysgol, Ffordd Glanffynnon, Llanrug, Caernarfon LL55 4PT under the Family Law Act 1996.",
          ],
        ],
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CYM912406'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Hen Ysgol, Ffordd Glanffynnon', 'LL55 4PT'),
        fact('easements', 'draw water', 'Ffynnon Fair'),
        fact('property', 'mines and minerals (including slate)', 'excepted'),
        fact('easements', 'right of light or air'),
        fact('proprietorsAndPrice', 'SIÔN GRUFFUDD AP IORWERTH'),
        fact('proprietorsAndPrice', '£389,950'),
        fact('restrictions', 'certificate', 'Cyngor Gwynedd', 'local occupancy'),
        fact('covenants', 'Conveyance', '19 March 1952', 'Caernarvonshire County Council'),
        fact('covenants', 'intoxicating liquor'),
        fact('easements', 'Wayleave Agreement', 'overhead electricity line'),
        fact('covenants', 'section 106', 'local connection'),
        fact('charges', '14 April 2023', 'ERYRI SAVINGS BANK LIMITED'),
        fact('notices', 'home rights', "MEGAN ELERI O'DONNELL"),
      ],
      redFlags: ['consent-restriction', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // A tenant's interest under a long lease of a shop: an unruled panel at the top whose subjects and tenant wrap
    // over several lines in a narrow value column, then unruled sections under capital headings that break over two
    // lines ("ENTRY / NO.", "DATE OF / REGISTRATION"), the lease itself an entry of the property section, and the
    // securities section in four columns with the creditor's name, number and office wrapping in the third.
    id: 'tuning-drawn-title-sheet-aberdeen-union-row',
    region: 'SC',
    title: 'Title sheet ABN187342, Ground and Basement Floors, 41 Union Row, Aberdeen',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      { kind: 'heading', text: 'TITLE SHEET' },
      {
        kind: 'table',
        widths: [140, 200],
        rows: [
          ['TITLE NUMBER', 'ABN187342'],
          ['INTEREST', 'Tenant'],
          ['DATE OF FIRST REGISTRATION', '24 NOV 2014'],
          ['DATE TITLE SHEET UPDATED TO', '03 JUL 2024'],
          ['SUBJECTS', 'GROUND AND BASEMENT FLOORS, 41 UNION ROW, ABERDEEN AB10 1SA, being the shop on the ground floor and the store in the basement of the building 41 Union Row'],
          ['TENANT', "MACINNES & O'REILLY OPTOMETRISTS LIMITED (Company Number SC512804), 41 Union Row, Aberdeen AB10 1SA"],
        ],
      },
      {
        kind: 'paragraph',
        text: 'This title sheet is an office copy of the title sheet. It is evidence of the title sheet to the same extent as the original (section 104 of the Land Registration etc. (Scotland) Act 2012).',
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [38, 445],
        header: ['ENTRY NO.', 'DESCRIPTION'],
        rows: [
          [
            '1',
            'Subjects GROUND AND BASEMENT FLOORS, 41 UNION ROW, ABERDEEN AB10 1SA edged red on the cadastral map, being the shop on the ground floor and the store in the basement of the building 41 Union Row; Together with a right in common with the other occupiers of the building to the rear courtyard and the bin store in it.',
          ],
          [
            '2',
            'The subjects in this Section are held under Lease between Bon Accord Heritable Investments Limited and Grampian Optical Services Limited for 125 years from and after 11 Nov. 1999 at the yearly rent of £1 if asked, recorded G.R.S. (Aberdeen) 14 Jan. 2000.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [38, 202, 85, 79, 79],
        header: ['ENTRY NO.', 'PROPRIETOR', 'CONSIDERATION', 'DATE OF ENTRY', 'DATE OF REGISTRATION'],
        rows: [
          [
            '1',
            "MACINNES & O'REILLY OPTOMETRISTS LIMITED, incorporated under the Companies Acts (Company Number SC512804) and having their Registered Office at 41 Union Row, Aberdeen AB10 1SA.",
            '£145,000',
            '30 JUN 2024',
            '03 JUL 2024',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [38, 165, 201, 79],
        header: ['ENTRY NO.', 'NATURE OF SECURITY', 'CREDITOR', 'DATE OF REGISTRATION'],
        rows: [
          [
            '1',
            "Standard Security for all sums due and to become due by said MACINNES & O'REILLY OPTOMETRISTS LIMITED over the tenant's interest in the Lease",
            'DEESIDE AND DONSIDE COMMERCIAL BANK PLC, incorporated under the Companies Acts (Company Number SC088132), having their registered office at 12 Albyn Place, Aberdeen AB10 1YH',
            '03 JUL 2024',
          ],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [38, 445],
        header: ['ENTRY NO.', 'BURDENS'],
        rows: [
          [
            '1',
            "The Lease in Entry 2 of Section A contains the following conditions: (First) the tenant shall use the subjects only as a retail shop with ancillary storage and for no other purpose without the landlord's written consent; (Second) the tenant shall not assign or sub-let part only of the subjects; (Third) the tenant shall pay a fair and reasonable proportion, as determined by the landlord's surveyor, of the cost of maintaining the roof, the common stair and the rear courtyard of the building 41 Union Row.",
          ],
          [
            '2',
            'Minute of Variation of Lease between Union Row Properties (Aberdeen) Limited and Grampian Optical Services Limited, registered 18 Aug. 2016, varies the Lease in Entry 2 of Section A so as to permit the use of the basement as consulting rooms ancillary to the shop.',
          ],
          [
            '3',
            'Deed of Servitude by Union Row Properties (Aberdeen) Limited in favour of Scotland Gas Networks plc, registered 2 Oct. 2018, grants a servitude right to install, retain and maintain a gas governor in the basement of the building 41 Union Row and the pipes leading to it, with a right of access for that purpose.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'ABN187342'),
        fact('titleAndTenure', 'Tenant'),
        fact('property', 'GROUND AND BASEMENT FLOORS, 41 UNION ROW', 'AB10 1SA'),
        fact('property', 'right in common', 'rear courtyard'),
        // The lease the subjects are held under describes the tenant's interest.
        fact('property', 'Lease between Bon Accord Heritable Investments Limited', '125 years from and after 11 Nov. 1999', '£1 if asked'),
        fact('proprietorsAndPrice', "MACINNES & O'REILLY OPTOMETRISTS LIMITED"),
        fact('proprietorsAndPrice', '£145,000'),
        fact('proprietorsAndPrice', '30 JUN 2024'),
        fact('charges', 'DEESIDE AND DONSIDE COMMERCIAL BANK PLC'),
        fact('covenants', 'retail shop', 'sub-let part only'),
        fact('covenants', 'Minute of Variation of Lease', 'consulting rooms'),
        fact('easements', 'Deed of Servitude', 'Scotland Gas Networks plc', 'gas governor'),
      ],
      redFlags: ['charge-to-discharge'],
    },
  },
  {
    // Ruled throughout with a "NO" column a character wide (its heading breaks letter by letter): the proprietorship
    // section's registration, consideration and date of entry run together in a last column that wraps under a
    // three-line capital heading, the securities section in five columns with the sum secured apart (a lender's all
    // sums security and a council's £18,750.00), and the burdens running over a page break with their header again.
    id: 'tuning-drawn-title-sheet-skye-quay-brae',
    region: 'SC',
    title: 'Title sheet INV52871, Tigh na Mara, 5 Quay Brae, Portree',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND' },
      {
        kind: 'table',
        widths: [160, 323],
        borders: true,
        rows: [
          ['TITLE NUMBER', 'INV52871'],
          ['DATE OF FIRST REGISTRATION', '29 OCT 2007'],
          ['DATE TITLE SHEET UPDATED TO', '12 FEB 2024'],
          ['MAP REFERENCE', 'NG4843SE'],
          ['INTEREST', 'Proprietor'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [12, 471],
        header: ['NO', 'DESCRIPTION'],
        borders: true,
        rows: [
          [
            '1',
            "Subjects TIGH NA MARA, 5 QUAY BRAE, PORTREE, ISLE OF SKYE IV51 9DB edged red on the cadastral map; Together with (One) a servitude right of pedestrian access over the steps known as Ceum a' Chidhe shown coloured brown on the cadastral map; (Two) a servitude right to draw up and keep one small boat on the slipway at the foot of Quay Brae.",
          ],
          ['2', 'There are excluded from this registration the salmon fishings and the foreshore reserved by the Feu Disposition in Entry 1 of Section D.'],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [12, 321, 150],
        header: ['NO', 'PROPRIETOR', 'DATE OF REGISTRATION, CONSIDERATION AND DATE OF ENTRY'],
        borders: true,
        rows: [
          [
            '1',
            'SEONAIDH CATRIONA MACKINNON and DÒMHNALL IAIN MACLEOD-NICOLSON, spouses, both Tigh na Mara, 5 Quay Brae, Portree, Isle of Skye, equally between them and the survivor of them.',
            'Registered 12 FEB 2024. Consideration £295,000. Date of Entry 09 FEB 2024.',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [12, 150, 170, 70, 81],
        header: ['NO', 'DEBTOR', 'CREDITOR', 'SUM SECURED', 'DATE OF REGISTRATION'],
        borders: true,
        rows: [
          [
            '1',
            'said SEONAIDH CATRIONA MACKINNON and DÒMHNALL IAIN MACLEOD-NICOLSON',
            'SKYE AND LOCHALSH BUILDING SOCIETY, incorporated under the Building Societies Act 1986, having their principal office at 2 Wentworth Street, Portree',
            'All sums due and to become due',
            '12 FEB 2024',
          ],
          ['2', 'said SEONAIDH CATRIONA MACKINNON and DÒMHNALL IAIN MACLEOD-NICOLSON', 'THE HIGHLAND COUNCIL, Glenurquhart Road, Inverness', '£18,750.00', '12 FEB 2024'],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [12, 395, 76],
        header: ['NO', 'BURDENS', 'DATE OF REGISTRATION'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '1',
            'Feu Disposition by The Trustees of the Portree Estate to Alexander MacPherson, recorded G.R.S. (Inverness) 9 May 1921, of the subjects in Section A, contains the following burdens: (First) the feuar shall erect and maintain on the subjects one dwellinghouse only, with garden ground, and no shop, store or workshop shall be carried on therein; (Second) the feuar shall erect and maintain a stock-proof fence along the eastern boundary of the subjects; (Third) there are reserved to the superiors the salmon fishings and the foreshore ex adverso the subjects, with a right of access thereto over the slipway.',
            '29 OCT 2007',
          ],
          [
            '2',
            'Agreement under Section 75 of the Town and Country Planning (Scotland) Act 1997 between The Highland Council and Alexander Iain MacPherson, registered 17 Mar. 2009, restricting the occupation of the dwellinghouse to persons occupying it as their sole or main residence and prohibiting its use as a second home or for holiday letting.',
            '17 MAR 2009',
          ],
          [
            '3',
            'Deed of Servitude by Alexander Iain MacPherson in favour of British Telecommunications public limited company, registered 5 Jul. 2012, grants a servitude right to erect, retain and maintain a telegraph pole in the garden ground of the subjects and the overhead wires leading from it, with a right of access for that purpose.',
            '05 JUL 2012',
          ],
          [
            '4',
            'Disposition by Alexander Iain MacPherson to Seonaidh Catriona MacKinnon and Dòmhnall Iain MacLeod-Nicolson, registered 12 Feb. 2024, contains a real burden that no building or structure exceeding 1.8 metres in height shall be erected on the garden ground between the dwellinghouse and Quay Brae, for the benefit of the subjects 3 Quay Brae.',
            '12 FEB 2024',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'INV52871'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', 'TIGH NA MARA, 5 QUAY BRAE', 'IV51 9DB'),
        fact('easements', 'servitude right of pedestrian access', "Ceum a' Chidhe"),
        fact('easements', 'small boat on the slipway'),
        fact('property', 'salmon fishings and the foreshore'),
        fact('proprietorsAndPrice', 'SEONAIDH CATRIONA MACKINNON', 'DÒMHNALL IAIN MACLEOD-NICOLSON'),
        fact('proprietorsAndPrice', '£295,000'),
        fact('proprietorsAndPrice', '09 FEB 2024'),
        fact('charges', 'SKYE AND LOCHALSH BUILDING SOCIETY'),
        fact('charges', 'THE HIGHLAND COUNCIL', '£18,750.00'),
        fact('covenants', 'Feu Disposition', 'one dwellinghouse only'),
        fact('covenants', 'Section 75', 'holiday letting'),
        fact('easements', 'Deed of Servitude', 'British Telecommunications', 'telegraph pole'),
        fact('covenants', '1.8 metres in height'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // Harbour premises, unruled throughout: a "FOLIO NO." panel whose property and registered owner wrap over
    // several lines in a narrow value column, Part I with townland and map references in columns of their own, dates
    // written "22 Nov 2019" under two-line headings, and Part III in five columns with the chargee, the owner of the
    // burden or the cautioner and their address wrapping in the last: a fee farm rent with pence, two charges (one
    // for a fixed sum), a neighbour's right of way, a lease of the ice plant and a caution.
    id: 'tuning-drawn-folio-ni-down-kilkeel-harbour-road',
    region: 'NI',
    title: 'Folio DN73315 County Down',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES' },
      { kind: 'paragraph', text: 'Land Registry of Northern Ireland — Folio' },
      {
        kind: 'table',
        widths: [120, 210],
        rows: [
          ['FOLIO NO.', 'DN73315'],
          ['COUNTY', 'DOWN'],
          ['REGISTER', 'FREEHOLD'],
          ['CLASS OF TITLE', 'ABSOLUTE'],
          ['PROPERTY', '12 and 14 Harbour Road, Kilkeel, Newry BT34 4AX, being the fish processing factory, the ice plant and the yard on the east quay of Kilkeel Harbour'],
          ['REGISTERED OWNER', 'MOURNE SEAFOODS (KILKEEL) LIMITED (Company Registration No. NI058127) of 12 Harbour Road, Kilkeel, Newry BT34 4AX'],
        ],
      },
      { kind: 'heading', text: 'PART I — DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [18, 262, 110, 93],
        header: ['No.', 'Description of land', 'Townland and Barony', 'Ref. to Registry Map'],
        rows: [
          ['1', 'The land shown edged red on the Registry Map known as 12 and 14 Harbour Road, Kilkeel, containing 0.38 hectares.', 'Kilkeel, Barony of Mourne', 'Sheet 292/14 Plans 61 and 61A'],
          [
            '2',
            'Together with a right of way on foot and with vehicles over the quay road shown coloured brown on the Registry Map, in common with the harbour authority and all others entitled.',
            '',
            'Sheet 292/14',
          ],
        ],
      },
      { kind: 'heading', text: 'PART II — OWNERSHIP' },
      {
        kind: 'table',
        widths: [18, 66, 70, 329],
        header: ['No.', 'Date of registration', 'Instrument', 'Owner'],
        rows: [['1', '22 Nov 2019', '2019/008840', 'MOURNE SEAFOODS (KILKEEL) LIMITED (Company Registration No. NI058127) of 12 Harbour Road, Kilkeel, Newry BT34 4AX, full owner.']],
      },
      { kind: 'heading', text: 'PART III — CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [18, 62, 62, 211, 130],
        header: ['No.', 'Date of registration', 'Instrument', 'Particulars', 'In favour of'],
        rows: [
          [
            '1',
            '14 Mar 1963',
            '1963/002217',
            'The within land is subject to the yearly fee farm rent of £2.17 and to the covenants and conditions contained in Fee Farm Grant dated 1 August 1883 from The Trustees of the Mourne Estate to Patrick McVeigh, including a covenant not to use the land for the boiling of fish oil or the manufacture of manure.',
            '',
          ],
          ['2', '22 Nov 2019', '2019/008841', 'Charge dated 15 November 2019 to secure all monies.', 'NORTHERN COASTAL BANK PLC of 8 Donegall Square North, Belfast BT1 5GB'],
          [
            '3',
            '5 May 2022',
            '2022/003190',
            'Charge dated 28 April 2022 for securing £75,000.00 and interest, ranking after the Charge in Entry 2.',
            'ULSTER MARINE AND FISHERIES DEVELOPMENT FUND LIMITED of Unit 9, Down Business Park, Downpatrick BT30 6LZ',
          ],
          ['4', '5 May 2022', '2022/003191', 'Right of way on foot and with vehicles over the yard shown coloured yellow on the Registry Map, for access to the adjoining net store.', 'The owners of the land in Folio DN61207'],
          [
            '5',
            '3 Apr 2023',
            '2023/002604',
            'Notice of Lease dated 1 March 2023 of the ice plant and the cold store shown hatched blue on the Registry Map for 12 years from 1 March 2023.',
            'KILKEEL ICE AND COLD STORAGE LIMITED',
          ],
          [
            '6',
            '17 Jan 2024',
            '2024/000415',
            'Caution: no dealing with the land shall be registered until notice has been served on the cautioner, who claims an interest as purchaser of the yard under a contract dated 9 January 2024.',
            "SEAMUS GERARD O'HARE-McCARTAN of 3 Mourne Esplanade, Kilkeel BT34 4DB",
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN73315'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Down'),
        fact('property', '12 and 14 Harbour Road', 'BT34 4AX'),
        fact('property', 'Kilkeel, Barony of Mourne'),
        fact('easements', 'right of way on foot and with vehicles over the quay road'),
        fact('proprietorsAndPrice', 'MOURNE SEAFOODS (KILKEEL) LIMITED'),
        // A perpetual rent under the grant, with its covenants: the buyer takes subject to both.
        fact('covenants', 'fee farm rent of £2.17', 'Fee Farm Grant dated 1 August 1883'),
        fact('covenants', 'boiling of fish oil'),
        fact('charges', '15 November 2019', 'NORTHERN COASTAL BANK PLC'),
        fact('charges', '£75,000.00', 'ULSTER MARINE AND FISHERIES DEVELOPMENT FUND LIMITED'),
        fact('easements', 'Right of way', 'Folio DN61207'),
        fact('leases', 'ice plant and the cold store', '12 years from 1 March 2023', 'KILKEEL ICE AND COLD STORAGE LIMITED'),
        fact('restrictions', 'Caution', "SEAMUS GERARD O'HARE-McCARTAN", 'contract dated 9 January 2024'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge', 'inhibition-or-caution'],
    },
  },
  {
    // A leasehold cottage held under a 1951 lease for 99 years: ruled tables under capital headings breaking over
    // two and three lines ("DATE OF / REGISTRATION", "REFERENCE TO / REGISTRY MAP") beside a "NO." column a
    // character wide, the lease's particulars as an unruled label and value panel (the lessor's name wrapping, the
    // rent in shillings and pence and decimal), owners whose "Mc" names keep a small c in capitals, a charge and a
    // judgment mortgage with pence. The lease has some twenty-six years left.
    id: 'tuning-drawn-folio-ni-antrim-cushendun-knocknacarry',
    region: 'NI',
    title: 'Folio AN71904L County Antrim',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      { kind: 'paragraph', text: 'Land & Property Services. Land Registration Act (Northern Ireland) 1970.' },
      {
        kind: 'table',
        widths: [100, 383],
        borders: true,
        rows: [
          ['FOLIO', 'AN71904L'],
          ['COUNTY', 'ANTRIM'],
          ['REGISTER', 'LEASEHOLD'],
        ],
      },
      { kind: 'heading', text: 'PART I   DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [14, 384, 85],
        header: ['NO.', 'DESCRIPTION OF LAND', 'REFERENCE TO REGISTRY MAP'],
        borders: true,
        rows: [
          [
            '1',
            'The leasehold interest in the land shown edged red on the Registry Map known as Tornamoney Cottage, 31 Knocknacarry Road, Cushendun, Ballymena BT44 0PS, containing 0.21 hectares, situate in the Townland of Knocknacarry and Barony of Cary, held under the Lease particularised below.',
            'Sheet 42/09 Plan 118',
          ],
          ['2', 'Together with the right to take water from the spring well in the field to the west shown coloured blue on the Registry Map, and to lay and maintain a pipe from it, as granted by the Lease.', 'Sheet 42/09'],
        ],
      },
      { kind: 'heading', text: 'PARTICULARS OF LEASE' },
      {
        kind: 'table',
        widths: [110, 250],
        rows: [
          ['Date of Lease', '12 November 1951'],
          ['Lessor', 'SIR HUGH CATHAL McNEILL, BARONET, of Glendun House, Cushendun, County Antrim'],
          ['Lessee', "DANIEL JOSEPH O'MULLAN of Knocknacarry, Cushendun"],
          ['Term', '99 years from 1 November 1951'],
          ['Yearly Rent', '£4 10s. 0d. (now £4.50)'],
        ],
      },
      { kind: 'heading', text: 'PART II   OWNERSHIP' },
      { kind: 'paragraph', text: 'Class of title: ABSOLUTE' },
      {
        kind: 'table',
        widths: [14, 76, 78, 315],
        header: ['NO.', 'DATE OF REGISTRATION', 'INSTRUMENT NUMBER', 'REGISTERED OWNER(S)'],
        borders: true,
        rows: [
          [
            '1',
            '07/06/2018',
            '2018/004417',
            "PÁDRAIG SEÁN McAULEY and ÁINE BRÍD O'MULLAN-McAULEY both of Tornamoney Cottage, 31 Knocknacarry Road, Cushendun, Ballymena BT44 0PS, full owners as tenants in common in equal shares.",
          ],
        ],
      },
      { kind: 'heading', text: 'PART III   CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [14, 76, 78, 315],
        header: ['NO.', 'DATE OF REGISTRATION', 'INSTRUMENT NUMBER', 'PARTICULARS'],
        borders: true,
        rows: [
          [
            '1',
            '19/02/1974',
            '1974/000951',
            'The within land is subject to the yearly rent and to the covenants and conditions contained in the Lease referred to in Part I, including a covenant not to erect any building on the land other than one private dwellinghouse with offices.',
          ],
          ['2', '07/06/2018', '2018/004418', 'Charge dated 30 May 2018 in favour of GLENS OF ANTRIM BUILDING SOCIETY to secure all monies.'],
          [
            '3',
            '07/06/2018',
            '2018/004417',
            'The within land is subject to a right of way on foot and with vehicles in favour of the owners of the land in Folio AN44120 over the lane shown coloured yellow on the Registry Map.',
          ],
          [
            '4',
            '26/09/2023',
            '2023/007152',
            'Judgment mortgage registered under Article 46 of the Judgments Enforcement (Northern Ireland) Order 1981 in favour of BALLYMENA FARM AND FUEL SUPPLIES LIMITED for £6,284.37 against the estate of Pádraig Seán McAuley in the land.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AN71904L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Antrim'),
        fact('property', 'Tornamoney Cottage, 31 Knocknacarry Road', 'BT44 0PS'),
        fact('property', 'Knocknacarry and Barony of Cary'),
        fact('easements', 'take water from the spring well'),
        // The lease the land is held under describes the estate.
        fact('property', '12 November 1951', '99 years from 1 November 1951', '£4.50'),
        fact('proprietorsAndPrice', 'PÁDRAIG SEÁN McAULEY', "ÁINE BRÍD O'MULLAN-McAULEY"),
        fact('covenants', 'covenants and conditions', 'one private dwellinghouse'),
        fact('charges', '30 May 2018', 'GLENS OF ANTRIM BUILDING SOCIETY'),
        fact('easements', 'right of way', 'Folio AN44120'),
        fact('charges', 'Judgment mortgage', 'BALLYMENA FARM AND FUEL SUPPLIES LIMITED', '£6,284.37'),
      ],
      // The lease ends on 31 October 2050: some twenty-six years left.
      redFlags: ['short-lease', 'charge-to-discharge', 'judgment-mortgage'],
    },
  },
  {
    // A Gaeltacht farm, unruled throughout: the folio's number, county and register as lines of text, Irish place
    // names and owners, an Eircode, the official notes wrapping in a last column, old entries dated "04/11/1974"
    // beside new ones dated "21-MAR-2019", and Part 3 in five columns (a "No." column a character wide, the
    // particulars wrapping longest in the middle, the owner of each burden wrapping in the last) running over a page
    // break without its header again: a right of residence, a credit union's charge, an option for a wind farm
    // lease, a wayleave and a lease of the outbuilding.
    id: 'tuning-drawn-folio-ie-donegal-gaoth-dobhair',
    region: 'IE',
    title: 'Folio DL42178F County Donegal',
    blocks: [
      { kind: 'heading', text: 'Tailte Éireann — Land Registry' },
      { kind: 'paragraph', text: 'FOLIO: DL42178F' },
      { kind: 'paragraph', text: 'COUNTY: DONEGAL' },
      { kind: 'paragraph', text: 'Register of Ownership of Freehold Land' },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [16, 292, 175],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 4, 4A on the Registry Map, containing 11.4520 Hectares, situate in the Townland of Mín an Chladaigh, in the Barony of Kilmacrenan, in the Electoral Division of Gaoth Dobhair, being the dwellinghouse, yard and lands at Mín an Chladaigh, Gaoth Dobhair, Leitir Ceanainn, Co. Dhún na nGall (F92 XK73).',
            'Part of plan 4 transferred to Folio DL31877F on 12/06/2001. The Registration does not extend to the mines and minerals.',
          ],
          [
            '2',
            'The property shown coloured Red as plan 9 on the Registry Map, containing 3.0350 Hectares, situate in the Townland of Machaire Gathlán, in the Barony of Kilmacrenan, in the Electoral Division of Gaoth Dobhair, being bog and rough grazing.',
            'Plan 9 transferred from Folio DL20318 on 04/11/1974.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [16, 64, 92, 311],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [['1', '04/11/1974', 'D1974DL3318', 'A right of way on foot and with vehicles and animals over the bóithrín shown coloured Brown on the Registry Map from plan 4 to the public road.']],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [16, 64, 92, 311],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          [
            '1',
            '21-MAR-2019',
            'D2019LR036620N',
            "SEÁN PÓL MAC GIOLLA BHRÍDE and MÁIRE NÍ DHOMHNAILL-O'DONNELL both of Mín an Chladaigh, Gaoth Dobhair, Leitir Ceanainn, Co. Dhún na nGall are full owners as joint tenants.",
          ],
        ],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [16, 62, 88, 202, 115],
        header: ['No.', 'Date', 'Instrument', 'Particulars', 'Owner of Burden'],
        rows: [
          [
            '1',
            '04/11/1974',
            'D1974DL3318',
            'The property is subject to the right of turbary over the bog on plan 9 shown coloured Green on the Registry Map, for domestic use only, with a right of way on foot to it.',
            'The owners for the time being of the property comprised in Folio DL20318',
          ],
          [
            '2',
            '21-MAR-2019',
            'D2019LR036620N',
            'Right of residence and support in the dwellinghouse on plan 4, with the exclusive use of the bedroom on the ground floor and the right to grow vegetables in the haggard, for her life.',
            'BRÍD NÍ DHOMHNAILL',
          ],
          ['3', '21-MAR-2019', 'D2019LR036621P', 'Charge for present and future advances repayable with interest.', 'CUMANN CREIDMHEASA GHAOTH DOBHAIR TEORANTA (GAOTH DOBHAIR CREDIT UNION LIMITED)'],
          [
            '4',
            '08-SEP-2021',
            'D2021LR112086A',
            'Option to take a lease of plan 9 for a term of 30 years for the erection and operation of two wind turbines, exercisable within 7 years from 1 September 2021, as contained in an Option Agreement dated 1 September 2021.',
            'ERRIGAL WIND ENERGY DESIGNATED ACTIVITY COMPANY',
          ],
          [
            '5',
            '08-SEP-2021',
            'D2021LR112087B',
            'Wayleave for the laying and maintenance of an underground electricity cable across plans 4A and 9 along the line shown coloured Blue on the Registry Map.',
            'ESB NETWORKS DESIGNATED ACTIVITY COMPANY',
          ],
          [
            '6',
            '19-JAN-2024',
            'D2024LR007744L',
            'Lease dated 5 January 2024 of the stone outbuilding and the yard adjoining it on plan 4 for a term of 25 years from 1 January 2024, subject to the rent and the covenants therein reserved and contained.',
            'TEACH SAOIRE MHÍN AN CHLADAIGH TEORANTA',
          ],
        ],
      },
      { kind: 'paragraph', text: 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DL42178F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Donegal'),
        fact('property', 'Mín an Chladaigh', 'F92 XK73'),
        fact('property', 'Machaire Gathlán', '3.0350 Hectares'),
        fact('property', 'mines and minerals'),
        fact('easements', 'right of way', 'bóithrín'),
        fact('proprietorsAndPrice', 'SEÁN PÓL MAC GIOLLA BHRÍDE', "MÁIRE NÍ DHOMHNAILL-O'DONNELL"),
        fact('easements', 'right of turbary', 'Folio DL20318'),
        fact('easements', 'Right of residence', 'BRÍD NÍ DHOMHNAILL'),
        fact('charges', 'GAOTH DOBHAIR CREDIT UNION LIMITED'),
        fact('notices', 'Option to take a lease', 'ERRIGAL WIND ENERGY DESIGNATED ACTIVITY COMPANY'),
        fact('easements', 'Wayleave', 'underground electricity cable', 'ESB NETWORKS'),
        fact('leases', 'stone outbuilding', '25 years from 1 January 2024', 'TEACH SAOIRE MHÍN AN CHLADAIGH TEORANTA'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['right-of-residence', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // A licensed premises in a city centre, ruled throughout: a panel whose property (with its Eircode) and registered
    // owner wrap over several lines in a narrow value column, every part's headings in capitals breaking over two
    // lines ("DATE OF / REGISTRATION", "INSTRUMENT / NUMBER"), dates written "16/08/2017", an owner and a lane with
    // apostrophes, and Part 3 running over a page break with its header drawn again: covenants of an old fee farm
    // grant, a bank's charge, a lease of the restaurant, a charge for a fixed sum and a judgment mortgage with cent.
    id: 'tuning-drawn-folio-ie-kilkenny-parliament-street',
    region: 'IE',
    title: 'Folio KK30915F County Kilkenny',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN' },
      { kind: 'heading', text: 'LAND REGISTRY' },
      {
        kind: 'table',
        widths: [120, 190],
        borders: true,
        rows: [
          ['FOLIO', 'KK30915F'],
          ['COUNTY', 'KILKENNY'],
          ['REGISTER', 'Register of Ownership of Freehold Land'],
          ['PROPERTY', '17 Parliament Street, Kilkenny (R95 H2W6), being the licensed premises and restaurant on the ground floor, the two apartments over them and the yard at the rear opening onto Bateman Quay'],
          ['REGISTERED OWNER', "O'SHEA-BRENNAN HOSPITALITY LIMITED (Company No. 612457) of 17 Parliament Street, Kilkenny"],
        ],
      },
      { kind: 'heading', text: 'PART 1 (A) - DESCRIPTION OF PROPERTY' },
      {
        kind: 'table',
        widths: [20, 318, 145],
        header: ['NO.', 'DESCRIPTION', 'OFFICIAL NOTES'],
        borders: true,
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 58 on the Registry Map, containing 0.0412 Hectares, situate in the Townland of Gardens, in the Barony of Kilkenny City, in the Electoral Division of Kilkenny No. 1 Urban, known as 17 Parliament Street, Kilkenny (R95 H2W6).',
            'Plan 58 transferred from Folio KK11280.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART 1 (B) - RIGHTS APPURTENANT' },
      {
        kind: 'table',
        widths: [20, 78, 95, 290],
        header: ['NO.', 'DATE OF REGISTRATION', 'INSTRUMENT NUMBER', 'PARTICULARS'],
        borders: true,
        rows: [['1', '02/07/1971', 'D1971KK1604', "A right of way on foot only over the passage known as Hennessy's Slip shown coloured Brown on the Registry Map to Bateman Quay."]],
      },
      { kind: 'heading', text: 'PART 2 - OWNERSHIP' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [20, 78, 95, 290],
        header: ['NO.', 'DATE OF REGISTRATION', 'INSTRUMENT NUMBER', 'REGISTERED OWNER'],
        borders: true,
        rows: [
          ['1', '16/08/2017', 'D2017LR099834S', "O'SHEA-BRENNAN HOSPITALITY LIMITED (Company No. 612457) having its registered office at 17 Parliament Street, Kilkenny is full owner."],
        ],
      },
      { kind: 'heading', text: 'PART 3 - BURDENS AND NOTICES OF BURDENS' },
      {
        kind: 'table',
        widths: [20, 78, 95, 290],
        header: ['NO.', 'DATE OF REGISTRATION', 'INSTRUMENT NUMBER', 'PARTICULARS'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '1',
            '02/07/1971',
            'D1971KK1604',
            'The property is subject to the covenants and conditions contained in a Fee Farm Grant dated 14 May 1859 from The Corporation of Kilkenny to Michael Brennan, including a covenant not to carry on the trade of a tanner, a currier or a slaughterer on the property.',
          ],
          ['2', '16/08/2017', 'D2017LR099835T', 'Charge for present and future advances repayable with interest. NORE VALLEY BANK DESIGNATED ACTIVITY COMPANY is owner of this charge.'],
          [
            '3',
            '24/04/2018',
            'D2018LR048812C',
            'Lease dated 1 April 2018 of the ground floor restaurant and the kitchen to the rear of it to MARBLE CITY KITCHEN LIMITED for a term of 25 years from 1 April 2018, subject to the rent and the covenants therein reserved and contained.',
          ],
          ['4', '11/11/2020', 'D2020LR140077H', 'Charge to secure €85,000.00 and interest. KILKENNY AND CARLOW ENTERPRISE FINANCE CLG is owner of this charge.'],
          [
            '5',
            '09/02/2023',
            'D2023LR016655E',
            "Judgment Mortgage: Affidavit of OSSORY CATERING EQUIPMENT LIMITED in respect of a judgment of the District Court obtained on 14 December 2022 against O'Shea-Brennan Hospitality Limited for €12,406.85 together with costs.",
          ],
          ['', '', '', 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'KK30915F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Kilkenny'),
        fact('property', '17 Parliament Street', 'R95 H2W6'),
        fact('easements', 'right of way on foot only', "Hennessy's Slip"),
        fact('proprietorsAndPrice', "O'SHEA-BRENNAN HOSPITALITY LIMITED"),
        fact('covenants', 'Fee Farm Grant dated 14 May 1859', 'tanner'),
        fact('charges', 'NORE VALLEY BANK DESIGNATED ACTIVITY COMPANY'),
        fact('leases', 'ground floor restaurant', '25 years from 1 April 2018', 'MARBLE CITY KITCHEN LIMITED'),
        fact('charges', '€85,000.00', 'KILKENNY AND CARLOW ENTERPRISE FINANCE CLG'),
        fact('charges', 'Judgment Mortgage', 'OSSORY CATERING EQUIPMENT LIMITED', '€12,406.85'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge', 'judgment-mortgage'],
    },
  },
];
