import type { DrawnRegister } from './drawn-register.ts';
import { fact } from './title-fact.ts';

/**
 * Registers of the four systems whose tables' column headings could be read as answers, for the title set's tuning
 * part: headings that look like values or names ("Date", "Proprietor", "Owner", "Burdens", "Amount", "Chargee",
 * "Registered owner(s)", "Nature of interest", "Consideration", "Term"), of one, two and three words, in capitals and
 * not, breaking over two lines in narrow columns; label and value panels of two columns under "Particular | Detail"
 * and the like; a header row followed at once by a row whose first cell is empty, and header rows over a first row of
 * one word a cell; ruled and unruled tables; headings in an unusual order (the chargee or creditor before the date,
 * the owner before the entry number); schedules of leases and of charges in four and five columns; and tables
 * running over a page break with their header drawn again and without it. Names, places, numbers and lenders are
 * invented.
 */
export const TUNING_HEADER_LAYOUT_DRAWN_REGISTERS: DrawnRegister[] = [
  {
    // Ruled throughout: a title summary in two columns under "Particular | Detail" (the owner on a row of its own
    // labelled "Registered owner(s)"), then each register in two columns under "Date | Entry" whose first row has an
    // empty date cell (the county and district, the class of title), the entry numbers opening each entry's text,
    // the charges register running over a page break with its header drawn again, and a schedule of notices of
    // leases of the flats in five columns under one-word headings ("Entry", "Date", "Property", "Term", "Lessee's
    // title"): a collective freehold company's title with a lender's consent restriction.
    id: 'tuning-drawn-register-en-cheltenham-lansdown-parade',
    region: 'EN',
    title: 'Official copy of the register, 9 Lansdown Parade, Cheltenham',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [130, 353],
        header: ['Particular', 'Detail'],
        borders: true,
        rows: [
          ['Title number', 'GR318642'],
          ['Edition date', '14.08.2023'],
          ['Tenure', 'Freehold'],
          ['Class of title', 'Absolute'],
          ['Property', '9 Lansdown Parade, Cheltenham (GL50 2LH), a Regency house divided into six flats, with the coach house and the garages at the rear approached from Lansdown Walk'],
          ['Registered owner(s)', 'NINE LANSDOWN PARADE FREEHOLD LIMITED (Co. Regn. No. 11820473)'],
          ['Lender(s)', 'SEVERN VALE BUILDING SOCIETY'],
        ],
      },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 04 MAR 2024 at 11:47:30. – This date must be quoted as the "search from date" in any official search application based on this copy. ' +
          '– The date at the beginning of an entry is the date on which the entry was made in the register. – Issued on 4 March 2024. ' +
          '– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original. – This title is dealt with by HM Land Registry, Gloucester Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      {
        kind: 'table',
        widths: [62, 421],
        header: ['Date', 'Entry'],
        borders: true,
        rows: [
          ['', 'GLOUCESTERSHIRE : CHELTENHAM'],
          ['17.02.1989', '1 The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being 9 Lansdown Parade, Cheltenham (GL50 2LH).'],
          [
            '17.02.1989',
            '2 The land has the benefit of a right of way on foot and with vehicles over the private road known as Lansdown Walk shown coloured brown on the title plan, granted by the Conveyance dated 23 May 1923 referred to in the Charges Register.',
          ],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      {
        kind: 'table',
        widths: [62, 421],
        header: ['Date', 'Entry'],
        borders: true,
        rows: [
          ['', 'Title absolute'],
          ['14.08.2023', '1 PROPRIETOR: NINE LANSDOWN PARADE FREEHOLD LIMITED (Co. Regn. No. 11820473) of Flat 1, 9 Lansdown Parade, Cheltenham GL50 2LH.'],
          ['14.08.2023', '2 The price stated to have been paid on 28 July 2023 was £186,500.'],
          [
            '14.08.2023',
            '3 RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 28 July 2023 in favour of Severn Vale Building Society referred to in the Charges Register.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [62, 421],
        header: ['Date', 'Entry'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '17.02.1989',
            '1 A Conveyance of the land in this title dated 23 May 1923 made between (1) Josiah Pittville Hembrow (Vendor) and (2) Florence Mabel Tewkesbury (Purchaser) contains the following covenants: "The Purchaser for herself and her successors in title hereby covenants with the Vendor that no part of the premises shall be used for any trade or business other than that of a private boarding house, and that no building shall at any time be erected on the garden ground fronting Lansdown Parade."',
          ],
          ['14.08.2023', '2 REGISTERED CHARGE dated 28 July 2023.'],
          ['14.08.2023', '3 Proprietor: SEVERN VALE BUILDING SOCIETY of Vale House, 40 Rodney Road, Cheltenham GL50 1JJ.'],
        ],
      },
      { kind: 'heading', text: 'Schedule of notices of leases' },
      {
        kind: 'table',
        widths: [34, 60, 196, 123, 70],
        header: ['Entry', 'Date', 'Property', 'Term', "Lessee's title"],
        borders: true,
        repeatHeader: true,
        rows: [
          ['1', '03.04.1990', 'Flat 1 (basement and garden), 9 Lansdown Parade, edged and numbered 1 in blue on the title plan, with the store under the front steps', '21.03.1990 99 years from 25.03.1989', 'GR63112'],
          ['2', '03.04.1990', 'Flat 2 (ground floor), 9 Lansdown Parade, edged and numbered 2 in blue on the title plan', '21.03.1990 125 years from 25.03.1989', 'GR63113'],
          ['3', '11.10.1991', 'Flat 3 (first floor front), 9 Lansdown Parade, edged and numbered 3 in blue on the title plan, with the balcony over the porch', '30.09.1991 125 years from 25.03.1989', 'GR71480'],
          ['4', '11.10.1991', 'Flat 4 (first floor rear), 9 Lansdown Parade, edged and numbered 4 in blue on the title plan', '30.09.1991 125 years from 25.03.1989', 'GR71481'],
          ['5', '26.06.2012', 'Flat 5 (second floor), 9 Lansdown Parade, edged and numbered 5 in blue on the title plan', '15.06.2012 189 years from 25.03.1989', 'GL298430'],
          ['6', '19.01.2015', 'Flat 6 (attic floor), 9 Lansdown Parade, edged and numbered 6 in blue on the title plan, with the roof space over it', '05.01.2015 99 years from 29.09.2014', 'GL317226'],
          ['7', '02.09.2005', 'The Coach House, Lansdown Walk, edged and numbered 7 in blue on the title plan', '22.08.2005 999 years from 01.01.2005', 'GR259034'],
          ['8', '14.08.2023', 'Garages 1 to 3 at the rear of 9 Lansdown Parade, tinted blue on the title plan', '28.07.2023 999 years from 28.07.2023', 'GL402117'],
        ],
      },
      { kind: 'paragraph', text: 'NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.' },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GR318642'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '9 Lansdown Parade, Cheltenham', 'GL50 2LH'),
        fact('easements', 'right of way on foot and with vehicles', 'Lansdown Walk'),
        fact('proprietorsAndPrice', 'NINE LANSDOWN PARADE FREEHOLD LIMITED'),
        fact('proprietorsAndPrice', '£186,500'),
        fact('restrictions', 'written consent', 'Severn Vale Building Society'),
        fact('covenants', '23 May 1923', 'Josiah Pittville Hembrow'),
        fact('covenants', 'private boarding house'),
        fact('charges', '28 July 2023', 'SEVERN VALE BUILDING SOCIETY'),
        fact('leases', 'Flat 1 (basement and garden)', '99 years from 25.03.1989'),
        fact('leases', 'Flat 2 (ground floor)', '125 years from 25.03.1989'),
        fact('leases', 'Flat 3 (first floor front)', '125 years from 25.03.1989'),
        fact('leases', 'Flat 4 (first floor rear)', '125 years from 25.03.1989'),
        fact('leases', 'Flat 5 (second floor)', '189 years from 25.03.1989'),
        fact('leases', 'Flat 6 (attic floor)', '99 years from 29.09.2014'),
        fact('leases', 'The Coach House, Lansdown Walk', '999 years from 01.01.2005'),
        fact('leases', 'Garages 1 to 3', '999 years from 28.07.2023'),
      ],
      redFlags: ['consent-restriction', 'charge-to-discharge'],
    },
  },
  {
    // A leasehold flat, unruled throughout: the title summary as four capital headings of two and three words
    // ("TITLE NUMBER", "CLASS OF TITLE") over a single row of one word a cell, the lease's particulars under headings
    // that break over two lines in narrow columns ("DATE OF / LEASE"), the registers under "NO | DATE | PROPERTY",
    // "NO | DATE | PROPRIETOR" and "NO | DATE | CHARGES", and the charges register running over a page break without
    // its header again, before a schedule of restrictive covenants as text: a Form A and a management company's
    // certificate restriction, a first and a second charge.
    id: 'tuning-drawn-register-en-brighton-sussex-square',
    region: 'EN',
    title: 'Official copy of the register, Flat 4, 27 Sussex Square, Brighton',
    blocks: [
      { kind: 'heading', text: 'HM Land Registry' },
      { kind: 'heading', text: 'Official copy of register of title' },
      {
        kind: 'table',
        widths: [120, 120, 120, 123],
        header: ['TITLE NUMBER', 'TENURE', 'CLASS OF TITLE', 'EDITION DATE'],
        rows: [['ESX402817', 'LEASEHOLD', 'ABSOLUTE', '03.05.2021']],
      },
      {
        kind: 'paragraph',
        text:
          '– This official copy shows the entries on the register of title on 19 FEB 2024 at 14:12:09. – The date at the beginning of an entry is the date on which the entry was made in the register. ' +
          '– This title is dealt with by HM Land Registry, Durham Office.',
      },
      { kind: 'heading', text: 'A: Property Register' },
      { kind: 'paragraph', text: 'This register describes the land and estate comprised in the title.' },
      {
        kind: 'table',
        widths: [22, 56, 405],
        header: ['NO', 'DATE', 'PROPERTY'],
        rows: [
          [
            '1',
            '09.12.1988',
            'The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Flat 4, 27 Sussex Square, Brighton (BN2 1FJ).',
          ],
          ['', '', 'NOTE: Only the second floor flat and the cellar vault numbered 4 under the pavement of Sussex Square are included in the title.'],
          ['2', '09.12.1988', 'Short particulars of the lease(s) (or under-lease(s)) under which the land is held:'],
        ],
      },
      {
        kind: 'table',
        widths: [52, 110, 96, 225],
        header: ['DATE OF LEASE', 'TERM', 'RENT', 'PARTIES'],
        rows: [
          [
            '30.09.1988',
            '125 years from 29.09.1988',
            '£150 rising to £600 as therein mentioned',
            '(1) Kemp Town Residential Estates Limited (2) Twenty Seven Sussex Square Management Company Limited (3) Geoffrey Lionel Ashdown-Pryce',
          ],
        ],
      },
      {
        kind: 'table',
        widths: [22, 56, 405],
        rows: [
          ['3', '09.12.1988', 'The Lease grants and reserves easements as therein mentioned.'],
          ['4', '09.12.1988', 'The Lease prohibits or restricts alienation.'],
          [
            '5',
            '09.12.1988',
            'The land has the benefit of the right to use the Kemp Town Enclosures (the private gardens opposite Sussex Square) and the tunnel from them to the Esplanade, subject to paying the annual garden rate, as mentioned in the Lease.',
          ],
        ],
      },
      { kind: 'heading', text: 'B: Proprietorship Register' },
      { kind: 'paragraph', text: 'This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.' },
      { kind: 'paragraph', text: 'Title absolute' },
      {
        kind: 'table',
        widths: [22, 56, 405],
        header: ['NO', 'DATE', 'PROPRIETOR'],
        rows: [
          ['1', '03.05.2021', 'PROPRIETOR: BARNABY HUGO FITZGERALD-LOCKE and ADAEZE CHIAMAKA OKONKWO-BRIGHT of Flat 4, 27 Sussex Square, Brighton BN2 1FJ.'],
          ['2', '03.05.2021', 'The price stated to have been paid on 16 April 2021 was £472,500.'],
          [
            '3',
            '03.05.2021',
            'RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.',
          ],
          [
            '4',
            '03.05.2021',
            'RESTRICTION: No disposition of the registered estate (other than a charge) by the proprietor of the registered estate is to be registered without a certificate signed by Twenty Seven Sussex Square Management Company Limited or its secretary that the provisions of clause 5.12 of the Lease have been complied with.',
          ],
        ],
      },
      { kind: 'heading', text: 'C: Charges Register' },
      { kind: 'paragraph', text: 'This register contains any charges and other matters that affect the land.' },
      {
        kind: 'table',
        widths: [22, 56, 405],
        header: ['NO', 'DATE', 'CHARGES'],
        rows: [
          [
            '1',
            '09.12.1988',
            'A Conveyance of the land in this title and other land dated 4 August 1853 made between (1) Thomas Read Kemp-Ashcombe (Vendor) and (2) The Reverend Henry Marlow Goring (Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.',
          ],
          ['2', '03.05.2021', 'REGISTERED CHARGE dated 16 April 2021.'],
          ['3', '03.05.2021', 'Proprietor: DOWNLAND AND WEALD BUILDING SOCIETY of Weald House, 2 Old Steine, Brighton BN1 1EJ.'],
          ['4', '22.11.2022', 'REGISTERED CHARGE dated 8 November 2022.'],
          ['5', '22.11.2022', 'Proprietor: MARINE PARADE SECURED LENDING LIMITED (Co. Regn. No. 09914362) of 118 Western Road, Hove BN3 1DD.'],
          [
            '6',
            '22.11.2022',
            'The proprietor of the Charge dated 8 November 2022 referred to above is under an obligation to make further advances. These advances will have priority to the extent afforded by section 49(3) Land Registration Act 2002.',
          ],
          ['7', '09.12.1988', 'NOTE: The lease referred to in the Property Register contains covenants by the lessee, which are not set out on this register.'],
        ],
      },
      { kind: 'heading', text: 'Schedule of restrictive covenants' },
      {
        kind: 'paragraph',
        text:
          '1 The following are details of the covenants contained in the Conveyance dated 4 August 1853 referred to in the Charges Register:- "The Purchaser doth hereby covenant with the Vendor that he and the persons deriving title under him will not at any time hereafter convert or use the messuage erected on the said land or any part thereof into or as a shop, tavern, beer house or place for the sale of any goods or merchandise, and will paint the outside stucco and woodwork of the said messuage of the colour and at the times directed by the Commissioners of the Kemp Town Enclosures."',
      },
      { kind: 'paragraph', text: 'End of register' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'ESX402817'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Flat 4, 27 Sussex Square', 'BN2 1FJ'),
        fact('property', 'cellar vault numbered 4'),
        // The lease the land is held under is part of the property register's description of the estate.
        fact('property', '30.09.1988', '125 years from 29.09.1988', '£150 rising to £600'),
        fact('property', 'alienation'),
        fact('easements', 'grants and reserves easements'),
        fact('easements', 'Kemp Town Enclosures', 'tunnel'),
        fact('proprietorsAndPrice', 'BARNABY HUGO FITZGERALD-LOCKE', 'ADAEZE CHIAMAKA OKONKWO-BRIGHT'),
        fact('proprietorsAndPrice', '£472,500'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('restrictions', 'certificate', 'Twenty Seven Sussex Square Management Company Limited', 'clause 5.12 of the Lease'),
        fact('covenants', '4 August 1853', 'Thomas Read Kemp-Ashcombe'),
        fact('covenants', 'shop, tavern, beer house'),
        fact('charges', '16 April 2021', 'DOWNLAND AND WEALD BUILDING SOCIETY'),
        fact('charges', '8 November 2022', 'MARINE PARADE SECURED LENDING LIMITED'),
        fact('covenants', 'covenants by the lessee'),
      ],
      redFlags: ['trust-restriction', 'consent-restriction', 'charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // A villa, ruled throughout: a panel without headings, then every section under capital headings of two and
    // three words that break over two lines in narrow columns ("ENTRY / NUMBER", "DATE OF / REGISTRATION"), the
    // proprietorship section in five columns under "PROPRIETOR" and "CONSIDERATION", the securities section with the
    // creditor first and the entry number last, and the burdens section under "BURDENS" running over a page break with
    // its header drawn again: a lender's all sums security and a council's security for a fixed sum.
    id: 'tuning-drawn-title-sheet-stirling-snowdon-place',
    region: 'SC',
    title: 'Title sheet STG48213, 4 Snowdon Place, Stirling',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND   TITLE SHEET' },
      {
        kind: 'table',
        widths: [170, 313],
        borders: true,
        rows: [
          ['TITLE NUMBER', 'STG48213'],
          ['SUBJECTS', '4 SNOWDON PLACE, STIRLING FK8 2NH'],
          ['INTEREST', 'Proprietor'],
          ['DATE OF FIRST REGISTRATION', '12 OCT 2001'],
          ['DATE TITLE SHEET UPDATED TO', '21 MAR 2024'],
        ],
      },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [50, 433],
        header: ['ENTRY NUMBER', 'DESCRIPTION'],
        borders: true,
        rows: [
          [
            '1',
            'Subjects 4 SNOWDON PLACE, STIRLING FK8 2NH edged red on the cadastral map, being the detached villa known as Craigforth Lodge with the coach house and the garden ground pertaining thereto; Together with a right in common with the proprietors of 2 and 6 Snowdon Place to the lane tinted yellow on the cadastral map.',
          ],
          [
            '2',
            'The subjects in this Section have the benefit of a servitude right of access for pedestrians over the path along the west boundary of 2 Snowdon Place leading to Snowdon Place Lane, as constituted in the Disposition in Entry 2 of Section D.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [50, 217, 74, 82, 60],
        header: ['ENTRY NUMBER', 'PROPRIETOR', 'DATE OF REGISTRATION', 'CONSIDERATION', 'DATE OF ENTRY'],
        borders: true,
        rows: [
          [
            '1',
            'EILIDH MORAG DRUMMOND-STEWART and RUAIRIDH FINLAY CAMPBELL, spouses, both 4 Snowdon Place, Stirling FK8 2NH, equally between them and the survivor of them.',
            '21 MAR 2024',
            '£585,000',
            '15 MAR 2024',
          ],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [176, 183, 74, 50],
        header: ['CREDITOR', 'NATURE OF SECURITY', 'DATE OF REGISTRATION', 'ENTRY NUMBER'],
        borders: true,
        rows: [
          [
            'FORTH AND TEITH BUILDING SOCIETY, incorporated under the Building Societies Act 1986, having their principal office at 18 Port Street, Stirling',
            'Standard Security for all sums due and to become due by said EILIDH MORAG DRUMMOND-STEWART and RUAIRIDH FINLAY CAMPBELL.',
            '21 MAR 2024',
            '1',
          ],
          [
            'STIRLING COUNCIL, Old Viewforth, Stirling',
            'Standard Security for £12,400.00 by said EILIDH MORAG DRUMMOND-STEWART and RUAIRIDH FINLAY CAMPBELL in respect of a repair grant under the Housing (Scotland) Act 2006.',
            '21 MAR 2024',
            '2',
          ],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [50, 433],
        header: ['ENTRY NUMBER', 'BURDENS'],
        borders: true,
        repeatHeader: true,
        rows: [
          [
            '1',
            'Feu Charter by The Governors of Cowane\'s Hospital in favour of William Alexander Forrester, recorded G.R.S. (Stirling) 16 Nov. 1866, of the subjects in Section A and other subjects, contains the following burdens: (First) the feuar shall within two years erect upon the ground feued a dwellinghouse of stone and lime covered with slates, of a value of not less than £800 sterling, and shall maintain the same in good repair in all time coming; (Second) the dwellinghouse shall be used as a private residence for one family only, and no part of the ground shall be used for any manufactory, shop, tavern or other trade or business whatever; (Third) the feuar shall erect and maintain in all time coming a parapet wall with a cast iron railing upon it along the frontage of the ground to Snowdon Place, of the height and pattern approved by the superiors; (Fourth) no building shall be erected on the ground between the front of the dwellinghouse and Snowdon Place.',
          ],
          [
            '2',
            'Disposition by Margaret Helen Forrester-Keir to Douglas Archibald Baird, recorded G.R.S. (Stirling) 3 Jun. 1958, of the subjects in Section A, contains the following burdens: (First) the proprietors of the subjects shall be liable for one half of the cost of maintaining the lane tinted yellow on the cadastral map, the proprietors of 2 and 6 Snowdon Place being liable for the remainder; (Second) the coach house shall not be used as a separate dwellinghouse; and it constitutes a servitude right of access for pedestrians in favour of the subjects in Section A over the path along the west boundary of 2 Snowdon Place.',
          ],
          [
            '3',
            'Deed of Servitude by Douglas Archibald Baird in favour of The Central Scotland Water Development Board, recorded G.R.S. (Stirling) 19 Sep. 1974, grants a servitude right to lay, retain and maintain a water main under the garden ground of the subjects in Section A along the route shown by a blue broken line on the cadastral map, with a right of access for that purpose, and the proprietors of the subjects shall not build upon or plant trees within 3 metres of the water main.',
          ],
          [
            '4',
            'Notice of Potential Liability for Costs by Snowdon Place Residents Association Limited on behalf of the proprietors of 2, 4 and 6 Snowdon Place, in respect of the resurfacing of the lane tinted yellow on the cadastral map and the rebuilding of its retaining wall under the Title Conditions (Scotland) Act 2003, registered 8 Jan. 2024.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'STG48213'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '4 SNOWDON PLACE', 'FK8 2NH'),
        fact('property', 'right in common', 'lane tinted yellow'),
        fact('easements', 'servitude right of access for pedestrians', 'west boundary of 2 Snowdon Place'),
        fact('proprietorsAndPrice', 'EILIDH MORAG DRUMMOND-STEWART', 'RUAIRIDH FINLAY CAMPBELL'),
        fact('proprietorsAndPrice', '£585,000'),
        fact('proprietorsAndPrice', '15 MAR 2024'),
        fact('charges', 'FORTH AND TEITH BUILDING SOCIETY'),
        fact('charges', 'STIRLING COUNCIL', '£12,400.00'),
        fact('covenants', 'Feu Charter', 'private residence for one family only'),
        fact('covenants', 'parapet wall'),
        fact('covenants', 'Disposition', 'coach house shall not be used as a separate dwellinghouse'),
        fact('easements', 'Deed of Servitude', 'The Central Scotland Water Development Board', 'water main'),
        fact('notices', 'Notice of Potential Liability for Costs', 'Snowdon Place Residents Association Limited'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
  },
  {
    // A tenement flat, unruled throughout: the title sheet's heading lines as text, the property section under
    // "No | Description", the proprietorship section as a label and value table of two columns under
    // "Particular | Detail" (its labels "Proprietor", "Consideration" and "Date of entry"), the securities section
    // in four columns under "No | Date | Nature | Creditor", and the burdens section under "No | Burdens" whose first
    // row has an empty number cell (a note on the tenement), running over a page break without its header again.
    id: 'tuning-drawn-title-sheet-troon-south-beach',
    region: 'SC',
    title: 'Title sheet AYR93467, Flat 1/1, 9 South Beach, Troon',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTER OF SCOTLAND — TITLE SHEET' },
      { kind: 'paragraph', text: 'Title Number: AYR93467' },
      { kind: 'paragraph', text: 'Interest: Proprietor' },
      { kind: 'paragraph', text: 'Date of First Registration: 02 SEP 2009' },
      { kind: 'paragraph', text: 'Date Title Sheet Updated To: 06 JUN 2024' },
      { kind: 'paragraph', text: 'Map Reference: NS3230NE' },
      { kind: 'heading', text: 'A PROPERTY SECTION' },
      {
        kind: 'table',
        widths: [24, 459],
        header: ['No', 'Description'],
        rows: [
          [
            '1',
            'Subjects FLAT 1/1, 9 SOUTH BEACH, TROON KA10 6EF edged red on the cadastral map, being the westmost flat on the first floor of the tenement 9 South Beach; Together with (One) a right in common with the proprietors of the other flats in the tenement to the back court, the drying green and the common passage and stair; (Two) the exclusive right to the garage numbered 3 in the block at the rear of the tenement approached from Titchfield Road.',
          ],
        ],
      },
      { kind: 'heading', text: 'B PROPRIETORSHIP SECTION' },
      {
        kind: 'table',
        widths: [120, 363],
        header: ['Particular', 'Detail'],
        rows: [
          ['Entry', '1'],
          ['Proprietor', "CALLUM JAMES O'ROURKE-MACLEAN, Flat 1/1, 9 South Beach, Troon KA10 6EF."],
          ['Date of registration', '06 JUN 2024'],
          ['Consideration', '£228,000'],
          ['Date of entry', '31 MAY 2024'],
        ],
      },
      { kind: 'heading', text: 'C SECURITIES SECTION' },
      {
        kind: 'table',
        widths: [24, 62, 220, 177],
        header: ['No', 'Date', 'Nature', 'Creditor'],
        rows: [
          [
            '1',
            '06 JUN 2024',
            "Standard Security for all sums due and to become due by said CALLUM JAMES O'ROURKE-MACLEAN.",
            'ARRAN AND CUMBRAE BUILDING SOCIETY, incorporated under the Building Societies Act 1986, having their principal office at 31 Boyd Street, Largs',
          ],
        ],
      },
      { kind: 'heading', text: 'D BURDENS SECTION' },
      {
        kind: 'table',
        widths: [24, 459],
        header: ['No', 'Burdens'],
        rows: [
          ['', 'The tenement 9 South Beach, Troon, of which the subjects in Section A form part, is affected by the following burdens:'],
          [
            '1',
            'Feu Disposition by The Trustees of the Fullarton Estate to The Troon Villa and Tenement Building Company Limited, recorded G.R.S. (Ayr) 11 Apr. 1902, of the ground on which the tenement is built, contains the following burdens: (First) the ground shall be built upon only with a tenement of dwellinghouses of four storeys at the most, faced with red sandstone to the street, and no shop, public house, hotel or boarding house shall be carried on in the tenement or on the ground; (Second) the proprietors of the several flats in the tenement shall be bound to maintain and uphold the roof, gables, chimney stalks, common passage and stair, back court and boundary walls, the cost being divided among them according to the rateable values of their flats; (Third) the back court shall not be built upon and shall be used only for the drying of clothes and as a garden.',
          ],
          [
            '2',
            'Deed of Conditions by the proprietors of the tenement 9 South Beach, Troon, registered 14 Feb. 2011, contains the following real burdens: (One) the proprietors shall appoint and pay a property factor to manage the common parts of the tenement and the garages; (Two) no flat shall be let for holiday or short-term lets of less than 28 nights; (Three) no satellite dish, aerial or sign shall be affixed to the front elevation of the tenement facing the sea; (Four) the cost of maintaining the block of garages shall be divided equally among the proprietors of the garages.',
          ],
          [
            '3',
            'Deed of Servitude by the proprietors of the tenement 9 South Beach, Troon in favour of Scotia Gas Networks Limited, registered 27 Aug. 2015, grants a servitude right to install, retain and maintain a gas meter housing in the back court and the pipes leading from it, with a right of access for that purpose.',
          ],
          [
            '4',
            "Disposition by Agnes Craig Fullarton-Reid to Callum James O'Rourke-MacLean, registered 6 Jun. 2024, contains a real burden that the garage numbered 3 shall be used only for the parking of private motor vehicles and for domestic storage, and shall not be sold or let apart from the flat in Section A.",
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AYR93467'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', 'FLAT 1/1, 9 SOUTH BEACH', 'KA10 6EF'),
        fact('property', 'right in common', 'back court'),
        fact('property', 'garage numbered 3'),
        fact('proprietorsAndPrice', "CALLUM JAMES O'ROURKE-MACLEAN"),
        fact('proprietorsAndPrice', '£228,000'),
        fact('proprietorsAndPrice', '31 MAY 2024'),
        fact('charges', 'ARRAN AND CUMBRAE BUILDING SOCIETY'),
        fact('covenants', 'Feu Disposition', 'no shop, public house, hotel or boarding house'),
        fact('covenants', 'back court shall not be built upon'),
        fact('covenants', 'Deed of Conditions', 'property factor'),
        fact('covenants', 'short-term lets of less than 28 nights'),
        fact('easements', 'Deed of Servitude', 'Scotia Gas Networks Limited', 'gas meter housing'),
        fact('covenants', 'parking of private motor vehicles', 'shall not be sold or let apart from the flat'),
      ],
      redFlags: ['charge-to-discharge'],
    },
  },
  {
    // A seaside villa, ruled throughout: the folio's number, county, register and class of title as four capital
    // headings over a single row of one word a cell, Part I under "NO. | DESCRIPTION OF LAND | TOWNLAND | MAP REF."
    // whose first row has an empty number cell (the folio it came from), Part II with the owners first and the entry
    // number last under "REGISTERED OWNER(S)", and Part III in five columns with the chargee or owner of the burden
    // before the date, under "CHARGEE / OWNER OF BURDEN" and "DATE OF REGISTRATION" (both breaking over two lines),
    // "AMOUNT" and "NATURE OF INTEREST": covenants of an old conveyance (no chargee, no amount), a bank's charge, a
    // credit union's charge for a fixed sum and a right of way.
    id: 'tuning-drawn-folio-ni-down-bangor-seacliff-road',
    region: 'NI',
    title: 'Folio DN89426 County Down',
    blocks: [
      { kind: 'heading', text: 'LAND REGISTRY OF NORTHERN IRELAND' },
      { kind: 'paragraph', text: 'Land & Property Services. Land Registration Act (Northern Ireland) 1970.' },
      {
        kind: 'table',
        widths: [120, 120, 120, 123],
        header: ['FOLIO', 'COUNTY', 'REGISTER', 'CLASS OF TITLE'],
        borders: true,
        rows: [['DN89426', 'DOWN', 'FREEHOLD', 'ABSOLUTE']],
      },
      { kind: 'heading', text: 'PART I — DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [24, 289, 90, 80],
        header: ['NO.', 'DESCRIPTION OF LAND', 'TOWNLAND', 'MAP REF.'],
        borders: true,
        rows: [
          ['', 'Formerly part of the land in Folio DN12044, transferred on 3 May 1962.', '', ''],
          [
            '1',
            'The land shown edged red on the Registry Map known as 23 Seacliff Road, Bangor BT20 5HA, being the dwellinghouse known as Ballyholme Lodge with the garden and the boathouse on the shore, containing 0.19 hectares.',
            'Ballyholme, Barony of Ards Lower',
            'Sheet 22/07 Plan 204',
          ],
          ['2', 'Together with a right to launch and land boats over the slipway shown coloured brown on the Registry Map, in common with the owners of 21 and 25 Seacliff Road.', '', 'Sheet 22/07'],
        ],
      },
      { kind: 'heading', text: 'PART II — OWNERSHIP' },
      {
        kind: 'table',
        widths: [273, 74, 80, 56],
        header: ['REGISTERED OWNER(S)', 'DATE OF REGISTRATION', 'INSTRUMENT', 'ENTRY NO.'],
        borders: true,
        rows: [
          [
            'GRÁINNE ROISIN MAGENNIS-HALL and ROBERT WILLIAM JOHNSTON HALL both of 23 Seacliff Road, Bangor BT20 5HA, full owners as joint tenants.',
            '14/02/2022',
            '2022/001384',
            '1',
          ],
        ],
      },
      { kind: 'heading', text: 'PART III — CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [24, 120, 74, 60, 205],
        header: ['NO.', 'CHARGEE / OWNER OF BURDEN', 'DATE OF REGISTRATION', 'AMOUNT', 'NATURE OF INTEREST'],
        borders: true,
        rows: [
          [
            '1',
            '',
            '03/05/1962',
            '',
            'The within land is subject to the covenants and conditions contained in Conveyance dated 9 April 1934 from The Ward Estate Trustees to Samuel Ernest McKibbin, including a covenant not to erect any building other than one private dwellinghouse with a boathouse and not to use the land for any trade or business.',
          ],
          ['2', 'ARDS AND NORTH DOWN BANK PLC of 40 Main Street, Bangor BT20 5AG', '14/02/2022', 'All monies', 'Charge dated 7 February 2022.'],
          ['3', 'COPELAND AND DONAGHADEE CREDIT UNION LIMITED of 6 High Street, Donaghadee BT21 0AH', '19/06/2023', '£18,500.00', 'Charge dated 12 June 2023, ranking after the Charge in Entry 2.'],
          [
            '4',
            'The owners of the land in Folio DN67731',
            '19/06/2023',
            '',
            'Right of way on foot only over the path along the east boundary shown coloured yellow on the Registry Map, for access to the shore.',
          ],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN89426'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Down'),
        fact('property', '23 Seacliff Road, Bangor BT20 5HA'),
        fact('property', 'Ballyholme, Barony of Ards Lower'),
        fact('easements', 'launch and land boats', 'slipway'),
        fact('proprietorsAndPrice', 'GRÁINNE ROISIN MAGENNIS-HALL', 'ROBERT WILLIAM JOHNSTON HALL'),
        fact('covenants', 'Conveyance dated 9 April 1934', 'The Ward Estate Trustees'),
        fact('covenants', 'one private dwellinghouse with a boathouse'),
        fact('charges', '7 February 2022', 'ARDS AND NORTH DOWN BANK PLC'),
        fact('charges', '12 June 2023', 'COPELAND AND DONAGHADEE CREDIT UNION LIMITED', '£18,500.00'),
        fact('easements', 'Right of way on foot only', 'Folio DN67731'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
  },
  {
    // A farm, unruled throughout: a label and value panel of two columns under "ITEM | DETAIL" (the owners on a row
    // labelled "Registered owner(s)"), Part I in five columns under one-word headings ("Townland", "Barony"), Part II
    // under "No. | Date | Owner", and Part III in five columns under "Nature of interest" (breaking over two lines in
    // a narrow column, its one or two words in each row looking like headings themselves) and "In favour of", running
    // over a page break without its header again: a right of residence, a bank's charge, a wayleave, a lease of a
    // wind turbine site, a caution and a right of way.
    id: 'tuning-drawn-folio-ni-londonderry-articlave',
    region: 'NI',
    title: 'Folio LY52318 County Londonderry',
    blocks: [
      { kind: 'heading', text: 'LAND & PROPERTY SERVICES — LAND REGISTRY' },
      {
        kind: 'table',
        widths: [130, 353],
        header: ['ITEM', 'DETAIL'],
        rows: [
          ['Folio', 'LY52318'],
          ['County', 'LONDONDERRY'],
          ['Register', 'FREEHOLD'],
          ['Class of title', 'ABSOLUTE'],
          ['Registered owner(s)', 'THOMAS ALEXANDER McCLELLAND and JANET RUTH McCLELLAND of Drumagarner Farm, 41 Sconce Road, Articlave, Coleraine BT51 4TA'],
        ],
      },
      { kind: 'heading', text: 'PART I   DESCRIPTION OF LAND' },
      {
        kind: 'table',
        widths: [24, 237, 76, 70, 76],
        header: ['No.', 'Description', 'Townland', 'Barony', 'Map ref.'],
        rows: [
          [
            '1',
            'The land shown edged red on the Registry Map known as Drumagarner Farm, 41 Sconce Road, Articlave, Coleraine BT51 4TA, being the farmhouse, the farmyard and outbuildings and the fields adjoining, containing 38.62 hectares.',
            'Drumagarner',
            'Coleraine',
            'Sheet 7/11 Plans 15, 15A and 16',
          ],
          ['2', 'The land shown edged red on the Registry Map as plan 19, being the hill grazing on the lower slopes of Binevenagh, containing 12.05 hectares.', 'Ardina', 'Keenaght', 'Sheet 7/12 Plan 19'],
        ],
      },
      { kind: 'heading', text: 'PART II   OWNERSHIP' },
      {
        kind: 'table',
        widths: [24, 66, 393],
        header: ['No.', 'Date', 'Owner'],
        rows: [
          [
            '1',
            '12/10/2005',
            'THOMAS ALEXANDER McCLELLAND and JANET RUTH McCLELLAND both of Drumagarner Farm, 41 Sconce Road, Articlave, Coleraine BT51 4TA, full owners as tenants in common in equal shares.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART III   CHARGES, BURDENS AND NOTICES' },
      {
        kind: 'table',
        widths: [24, 62, 60, 207, 130],
        header: ['No.', 'Date', 'Nature of interest', 'Particulars', 'In favour of'],
        rows: [
          [
            '1',
            '12/10/2005',
            'Right of residence',
            'An exclusive right of residence in the bedroom and sitting room on the ground floor of the farmhouse on plan 15, with the right to the use of the kitchen and the bathroom, and to support and maintenance in the farmhouse, for her life.',
            'MARGARET ELIZABETH McCLELLAND',
          ],
          ['2', '12/10/2005', 'Charge', 'Charge dated 30 September 2005 to secure all monies.', 'BANN VALLEY AGRICULTURAL BANK PLC of 9 The Diamond, Coleraine BT52 1DE'],
          [
            '3',
            '04/03/2011',
            'Wayleave',
            'Wayleave for the erection and maintenance of an overhead electricity line of 33,000 volts and the wooden poles carrying it across plans 15A and 16, along the line shown coloured blue on the Registry Map.',
            'NIE NETWORKS LIMITED',
          ],
          [
            '4',
            '21/08/2017',
            'Lease',
            'Lease dated 1 August 2017 of the turbine site and the access track on plan 19 shown hatched green on the Registry Map for 25 years from 1 August 2017, for the erection and operation of one wind turbine, subject to the rent and the covenants therein reserved and contained.',
            'BINEVENAGH WIND (ARTICLAVE) LIMITED',
          ],
          [
            '5',
            '06/02/2024',
            'Caution',
            'Caution: no dealing with the land shall be registered until notice has been served on the cautioner, who claims an interest in the field on plan 16 under an agreement for sale dated 15 January 2024.',
            'SAMUEL JOHN KERR-HEGARTY of 12 Seacoast Road, Limavady BT49 9DW',
          ],
          ['6', '06/02/2024', 'Right of way', 'Right of way on foot and with vehicles and animals over the lane shown coloured yellow on the Registry Map from plan 16 to Sconce Road.', 'The owners of the land in Folio LY40962'],
        ],
      },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'LY52318'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Londonderry'),
        fact('property', 'Drumagarner Farm, 41 Sconce Road', 'BT51 4TA'),
        fact('property', 'hill grazing', '12.05 hectares'),
        fact('proprietorsAndPrice', 'THOMAS ALEXANDER McCLELLAND', 'JANET RUTH McCLELLAND'),
        fact('easements', 'right of residence', 'MARGARET ELIZABETH McCLELLAND'),
        fact('charges', '30 September 2005', 'BANN VALLEY AGRICULTURAL BANK PLC'),
        fact('easements', 'Wayleave', 'overhead electricity line', 'NIE NETWORKS LIMITED'),
        fact('leases', 'turbine site', '25 years from 1 August 2017', 'BINEVENAGH WIND (ARTICLAVE) LIMITED'),
        fact('restrictions', 'Caution', 'SAMUEL JOHN KERR-HEGARTY', 'agreement for sale dated 15 January 2024'),
        fact('easements', 'Right of way', 'Folio LY40962'),
      ],
      redFlags: ['right-of-residence', 'charge-to-discharge', 'inhibition-or-caution'],
    },
  },
  {
    // A shop with an apartment over it: a ruled panel without headings, then unruled parts, Part 2 under
    // "No. | Date | Instrument | Registered owner(s)", and Part 3 in five columns with the owner of each burden before
    // its date ("Owner of burden | Date | Instrument | Particulars", the number last), running over a page break with
    // its header drawn again: covenants of an old conveyance, a bank's charge, a credit union's charge for a fixed sum,
    // a lease of the shop, a right of way and a judgment mortgage with cent.
    id: 'tuning-drawn-folio-ie-waterford-tramore-strand',
    region: 'IE',
    title: 'Folio WD24617F County Waterford',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN — LAND REGISTRY' },
      {
        kind: 'table',
        widths: [120, 363],
        borders: true,
        rows: [
          ['FOLIO', 'WD24617F'],
          ['COUNTY', 'WATERFORD'],
          ['REGISTER', 'Register of Ownership of Freehold Land'],
        ],
      },
      { kind: 'heading', text: 'Part 1 (A) - Description of Property' },
      {
        kind: 'table',
        widths: [24, 299, 160],
        header: ['No.', 'Description', 'Official Notes'],
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 37 on the Registry Map, containing 0.0286 Hectares, situate in the Townland of Tramore East, in the Barony of Middle Third, in the Electoral Division of Tramore, being the shop and the apartment over it known as 5 The Strand, Tramore, Co. Waterford (X91 P2K8).',
            'Plan 37 transferred from Folio WD9184 on 17/03/1998.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 1 (B) - Rights appurtenant' },
      {
        kind: 'table',
        widths: [24, 68, 96, 295],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        rows: [
          [
            '1',
            '17/03/1998',
            'D1998WD2217',
            'A right of way on foot and with handcarts over the lane at the rear known as Doneraile Lane shown coloured Brown on the Registry Map to Queen Street, and the right to use the yard wall of 3 The Strand for the support of the store.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 2 - Ownership' },
      { kind: 'paragraph', text: 'Title ABSOLUTE' },
      {
        kind: 'table',
        widths: [24, 68, 96, 295],
        header: ['No.', 'Date', 'Instrument', 'Registered owner(s)'],
        rows: [
          [
            '1',
            '29-JUN-2016',
            'D2016LR081142K',
            'NIAMH ÁINE DE PAOR-FOLEY and CIARÁN PÁDRAIG FOLEY both of 5 The Strand, Tramore, Co. Waterford are full owners as joint tenants.',
          ],
        ],
      },
      { kind: 'heading', text: 'Part 3 - Burdens and Notices of Burdens' },
      {
        kind: 'table',
        widths: [130, 64, 90, 175, 24],
        header: ['Owner of burden', 'Date', 'Instrument', 'Particulars', 'No.'],
        repeatHeader: true,
        rows: [
          [
            '',
            '17/03/1998',
            'D1998WD2217',
            'The property is subject to the covenants and conditions contained in a Conveyance dated 2 October 1911 from The Lord Doneraile\'s Trustees to Edmond Power, including a covenant not to carry on the business of a publican or a dealer in spirits on the property and to keep the front of the building painted.',
            '1',
          ],
          ['DÉISE MORTGAGE BANK DESIGNATED ACTIVITY COMPANY', '29-JUN-2016', 'D2016LR081143L', 'Charge for present and future advances repayable with interest.', '2'],
          ['TRAMORE AND DISTRICT CREDIT UNION LIMITED', '14-SEP-2020', 'D2020LR118604W', 'Charge to secure €40,000.00 and interest.', '3'],
          [
            'TRÁ MHÓR SURF SCHOOL LIMITED',
            '02-MAY-2021',
            'D2021LR055917B',
            'Lease dated 20 April 2021 of the shop on the ground floor and the store to the rear of it for a term of 10 years from 1 May 2021, subject to the rent and the covenants therein reserved and contained.',
            '4',
          ],
          [
            'The owners for the time being of the property comprised in Folio WD9186',
            '02-MAY-2021',
            'D2021LR055918C',
            'A right of way on foot only over the passage at the side of the property shown coloured Brown on the Registry Map to the rear yard of 7 The Strand.',
            '5',
          ],
          [
            'COMERAGH BUILDERS PROVIDERS LIMITED',
            '11-JAN-2024',
            'D2024LR004471R',
            'Judgment Mortgage: Affidavit of COMERAGH BUILDERS PROVIDERS LIMITED in respect of a judgment of the Circuit Court obtained on 24 October 2023 against Ciarán Pádraig Foley for €9,812.40 together with costs.',
            '6',
          ],
        ],
      },
      { kind: 'paragraph', text: 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'WD24617F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Waterford'),
        fact('property', '5 The Strand, Tramore', 'X91 P2K8'),
        fact('easements', 'right of way on foot and with handcarts', 'Doneraile Lane'),
        fact('proprietorsAndPrice', 'NIAMH ÁINE DE PAOR-FOLEY', 'CIARÁN PÁDRAIG FOLEY'),
        fact('covenants', 'Conveyance dated 2 October 1911', 'publican'),
        fact('charges', 'DÉISE MORTGAGE BANK DESIGNATED ACTIVITY COMPANY'),
        fact('charges', '€40,000.00', 'TRAMORE AND DISTRICT CREDIT UNION LIMITED'),
        fact('leases', 'shop on the ground floor', '10 years from 1 May 2021', 'TRÁ MHÓR SURF SCHOOL LIMITED'),
        fact('easements', 'right of way on foot only', 'Folio WD9186'),
        fact('charges', 'Judgment Mortgage', 'COMERAGH BUILDERS PROVIDERS LIMITED', '€9,812.40'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge', 'judgment-mortgage'],
    },
  },
  {
    // A cottage and land held under a possessory title, ruled throughout: a label and value panel of two columns
    // under "PARTICULARS | DETAILS" in capitals, Part 1 (A) as a table of five one-word headings ("Plan", "Townland",
    // "Barony", "Area in Hectares" breaking over two lines) over a single row of one word a cell, then the description
    // under "No. | Description | Official Notes", Part 2 under "No. | Date | Instrument | Owner", and Part 3 under
    // "No. | Date | Instrument | Burdens | Owner": a charge, an inhibition in favour of the county council and a
    // right of way.
    id: 'tuning-drawn-folio-ie-sligo-strandhill',
    region: 'IE',
    title: 'Folio SL19834F County Sligo',
    blocks: [
      { kind: 'heading', text: 'TAILTE ÉIREANN' },
      { kind: 'heading', text: 'LAND REGISTRY' },
      {
        kind: 'table',
        widths: [130, 353],
        header: ['PARTICULARS', 'DETAILS'],
        borders: true,
        rows: [
          ['Folio', 'SL19834F'],
          ['County', 'SLIGO'],
          ['Register', 'Register of Ownership of Freehold Land'],
          ['Property', 'Cottage and lands at Larass, Strandhill, Co. Sligo (F91 D7W3)'],
          ['Registered owner', 'DECLAN MARTIN GILLEN of Larass, Strandhill, Co. Sligo'],
        ],
      },
      { kind: 'heading', text: 'PART 1 (A) - DESCRIPTION OF PROPERTY' },
      {
        kind: 'table',
        widths: [24, 44, 172, 172, 71],
        header: ['NO.', 'PLAN', 'TOWNLAND', 'BARONY', 'AREA IN HECTARES'],
        borders: true,
        rows: [['1', '12', 'LARASS', 'CARBURY', '2.4710']],
      },
      {
        kind: 'table',
        widths: [24, 333, 126],
        header: ['No.', 'Description', 'Official Notes'],
        borders: true,
        rows: [
          [
            '1',
            'The property shown coloured Red as plan(s) 12 on the Registry Map, situate in the Townland of Larass, in the Barony of Carbury, in the Electoral Division of Strandhill, being the cottage, yard and lands at Larass, Strandhill, Co. Sligo (F91 D7W3).',
            'The Registration does not extend to the mines and minerals.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART 1 (B) - RIGHTS APPURTENANT' },
      {
        kind: 'table',
        widths: [24, 68, 96, 295],
        header: ['No.', 'Date', 'Instrument', 'Particulars'],
        borders: true,
        rows: [['1', '08/11/2019', 'D2019LR151077H', 'A right of way on foot and with vehicles over the boreen shown coloured Brown on the Registry Map from plan 12 to the public road at Larass.']],
      },
      { kind: 'heading', text: 'PART 2 - OWNERSHIP' },
      { kind: 'paragraph', text: 'Title POSSESSORY' },
      {
        kind: 'table',
        widths: [24, 68, 96, 295],
        header: ['No.', 'Date', 'Instrument', 'Owner'],
        borders: true,
        rows: [
          [
            '1',
            '08/11/2019',
            'D2019LR151077H',
            'DECLAN MARTIN GILLEN of Larass, Strandhill, Co. Sligo is full owner. The title to the property was registered on an application under Section 49 of the Registration of Title Act 1964 based on possession.',
          ],
        ],
      },
      { kind: 'heading', text: 'PART 3 - BURDENS AND NOTICES OF BURDENS' },
      {
        kind: 'table',
        widths: [24, 68, 96, 180, 115],
        header: ['No.', 'Date', 'Instrument', 'Burdens', 'Owner'],
        borders: true,
        rows: [
          ['1', '22/04/2020', 'D2020LR049935M', 'Charge for present and future advances repayable with interest.', 'GARAVOGUE HOME LOANS DESIGNATED ACTIVITY COMPANY'],
          [
            '2',
            '22/04/2020',
            'D2020LR049936N',
            'Inhibition: No transfer, lease or charge of the property shall be registered without the consent of Sligo County Council until 22 April 2035, in accordance with the conditions of a housing adaptation grant.',
            'SLIGO COUNTY COUNCIL',
          ],
          [
            '3',
            '16/07/2022',
            'D2022LR087410S',
            'A right of way on foot and with vehicles over the yard shown coloured Yellow on the Registry Map to the field of the adjoining owner.',
            'The owners for the time being of the property comprised in Folio SL7705',
          ],
        ],
      },
      { kind: 'paragraph', text: 'Note: The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964 which affect registered land without registration.' },
    ],
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'SL19834F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', 'Sligo'),
        fact('property', 'Larass, Strandhill', 'F91 D7W3'),
        fact('property', 'mines and minerals'),
        fact('easements', 'right of way', 'boreen'),
        fact('proprietorsAndPrice', 'DECLAN MARTIN GILLEN'),
        fact('charges', 'GARAVOGUE HOME LOANS DESIGNATED ACTIVITY COMPANY'),
        fact('restrictions', 'Inhibition', 'Sligo County Council', '22 April 2035'),
        fact('easements', 'right of way', 'Folio SL7705'),
        fact('notices', 'Section 72'),
      ],
      redFlags: ['title-not-absolute', 'charge-to-discharge', 'inhibition-or-caution'],
    },
  },
];
