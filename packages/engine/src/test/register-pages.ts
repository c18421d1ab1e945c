/*
 * Registers of title as the four registries print them, as the lines of each page: the tests build real PDFs from
 * them (buildTextPdf), so the parsers read what the text extraction gives, as they will in the product.
 */

/** An official copy as HM Land Registry prints one: a freehold with a mortgage, over two pages. */
export const FREEHOLD_REGISTER_PAGES = [
  [
    'Official copy of register of title',
    'Title number WM123456        Edition date 12.03.2019',
    'A: Property Register',
    'This register describes the land and estate comprised in the title.',
    'WEST MIDLANDS : BIRMINGHAM',
    '1 (12.03.1998) The Freehold land shown edged with red on the plan of the above Title',
    'filed at the Registry and being 14 Harbour Walk, Birmingham (B1 2AB).',
    '2 The land has the benefit of the rights granted by the Transfer dated 1 June 1998',
    'referred to in the Charges Register.',
    'B: Proprietorship Register',
    'This register specifies the class of title and identifies the owner.',
    'Title absolute',
    '1 (12.03.2019) PROPRIETOR: JOHN SMITH and JANE SMITH of 14 Harbour Walk,',
    'Birmingham B1 2AB.',
    '2 (12.03.2019) The price stated to have been paid on 28 February 2019 was £325,000.',
    '3 (12.03.2019) RESTRICTION: No disposition of the registered estate by the proprietor of the',
    'registered estate is to be registered without a written consent signed by the proprietor for',
    'the time being of the Charge dated 28 February 2019 in favour of Barclays Bank UK PLC.',
  ],
  [
    'Title number WM123456',
    'C: Charges Register',
    'This register contains any charges and other matters that affect the land.',
    '1 (12.03.1998) A Conveyance of the land in this title dated 4 May 1965 made between (1) Harold',
    'Green and (2) Ada Brown contains covenants but neither the original deed nor a certified copy or',
    'examined abstract thereof was supplied on first registration.',
    '2 (12.03.2019) REGISTERED CHARGE dated 28 February 2019.',
    '3 (12.03.2019) Proprietor: BARCLAYS BANK UK PLC of Leicester LE87 2BB.',
    '4 (05.06.2020) UNILATERAL NOTICE in respect of an option to purchase in favour of Westside',
    'Developments Limited.',
    'End of register',
  ],
];

/** The same freehold held on trust: HM Land Registry's standard Form A and Form B restrictions in place of the consent. */
export const FREEHOLD_TRUST_REGISTER_PAGES: string[][] = (() => {
  const [first, ...rest] = FREEHOLD_REGISTER_PAGES;
  const consent = first!.findIndex((line) => line.includes('RESTRICTION'));
  const trusts = [
    ...first!.slice(0, consent),
    '3 (12.03.2019) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a',
    'trust corporation) under which capital money arises is to be registered unless authorised by an',
    'order of the court.',
    '4 (12.03.2019) RESTRICTION: No disposition by the proprietors of the registered estate is to be',
    'registered unless one or more of them makes a statutory declaration or statement of truth, or their',
    'conveyancer gives a certificate, that the disposition is in accordance with the Declaration of Trust',
    'dated 28 February 2019 or some variation thereof referred to in the declaration, statement or certificate.',
  ];
  return [trusts, ...rest];
})();

/** A leasehold on possessory title, with a lease noted in the schedule: another layout of the same register. */
export const LEASEHOLD_REGISTER_PAGES = [
  [
    'Title number: LN98765',
    'Edition date: 03.11.2021',
    'A. Property Register',
    '1 (03.11.2021) The Leasehold land shown edged with red on the plan of the above Title and being',
    'Flat 3, 22 Quay Street, London (E1 4AA).',
    '2 (03.11.2021) Short particulars of the lease(s) under which the land is held:',
    'Date: 1 April 2001 Term: 99 years from 25 March 2001',
    'B. Proprietorship Register',
    'Possessory title',
    '1 (03.11.2021) PROPRIETOR: MARY O\'NEILL of Flat 3, 22 Quay Street, London E1 4AA.',
    '2 (03.11.2021) The Transferee covenants with the Transferor to observe and perform the covenants',
    'in the registered lease and to indemnify the Transferor against any breach.',
    'C. Charges Register',
    '1 (03.11.2021) The land is subject to the lease set out in the schedule of leases hereto.',
    'Schedule of notices of leases',
    '1 (03.11.2021) Ground floor shop, 22 Quay Street: lease dated 2 May 2010 for 15 years to Quay',
    'Coffee Limited.',
    'End of register',
  ],
];

/** A Land Register of Scotland title sheet: a house with a standard security, a servitude and real burdens. */
export const SCOTTISH_TITLE_SHEET_PAGES = [
  [
    'LAND REGISTER OF SCOTLAND',
    'TITLE NUMBER MID123456',
    'A PROPERTY SECTION',
    '1. Subjects known as 5 Castle Terrace, Edinburgh EH1 2EN, being the subjects edged red',
    'on the cadastral map.',
    '2. A servitude right of access over the common passage shown tinted blue.',
    'B PROPRIETORSHIP SECTION',
    '1. JAMES MACLEOD and FIONA MACLEOD, spouses, 5 Castle Terrace, Edinburgh.',
    'Price paid: £412,500. Date of Entry: 12 May 2018.',
    'C SECURITIES SECTION',
    '1. Standard Security by said JAMES MACLEOD and FIONA MACLEOD to',
    'BANK OF SCOTLAND PLC, registered 20 May 2018.',
    'D BURDENS SECTION',
    '1. Disposition by Castle Estates Limited registered 3 March 1990 contains real burdens',
    'prohibiting use of the subjects other than as a private dwellinghouse.',
    'END OF TITLE SHEET',
  ],
];

/** A Scottish title sheet of a tenant's interest stated only in its subjects ("held under lease"), with no INTEREST field. */
export const SCOTTISH_LEASE_HELD_PAGES = [
  [
    'LAND REGISTER OF SCOTLAND',
    'TITLE NUMBER REN50231',
    'A PROPERTY SECTION',
    'Subjects UNIT 2, WESTWAY PARK, RENFREW PA4 8DJ edged red on the cadastral map.',
    'The subjects are held under lease.',
    'B PROPRIETORSHIP SECTION',
    '1 CLYDE TOOLING LIMITED, incorporated under the Companies Acts (SC512004), Renfrew.',
    'Date of registration 4 May 2016. Consideration £60,000. Date of Entry 1 May 2016.',
    'C SECURITIES SECTION',
    'No entry.',
    'D BURDENS SECTION',
    '1 Lease by Westway Estates Limited to Clyde Tooling Limited, registered 4 May 2016, of the',
    'subjects in this title, for 25 years from 1 May 2016.',
    'END OF TITLE SHEET',
  ],
];

/** A folio on possessory title with a charge, a judgment mortgage and a right of residence; `county` places it north or south. */
export const folioPages = (county: string): string[][] => [
  [
    `Land Registry   Folio 45231F   County ${county}`,
    'Part 1 (A) Description of Property',
    '1 The property shown coloured red on the Registry Map, situate in the Townland of',
    'Ballymore and Barony of Rathdown.',
    'Part 1 (B) Easements and Profits',
    '1 12-MAR-2015 The right of way over the laneway shown coloured yellow on the map.',
    'Part 2 Ownership',
    'Title POSSESSORY',
    '1 12-MAR-2015 D2015LR012345P MARY KELLY of Ballymore House is full owner.',
    'Part 3 Burdens and Notices of Burdens',
    '1 12-MAR-2015 D2015LR012346Q Charge for present and future advances repayable with',
    'interest. Allied Irish Banks plc is owner of this charge.',
    '2 04-JUN-2019 D2019LR077001K Judgment Mortgage in favour of Acme Supplies Limited for',
    '€18,400.',
    '3 12-MAR-2015 Right of residence in favour of Patrick Kelly for his life.',
    'End of folio',
  ],
];

/** A short register as a scanner would give it, to be drawn as an image with no text layer (drawScannedPage). */
export const SCANNED_REGISTER_LINES = [
  'Official copy of register of title',
  'Title number SY456789     Edition date 02.09.2020',
  'A: Property Register',
  '1 (02.09.2020) The Freehold land shown edged with red on the',
  'plan of the above Title being 7 Mill Lane, Guildford (GU1 3XY).',
  'B: Proprietorship Register',
  'Possessory title',
  '1 (02.09.2020) PROPRIETOR: ALAN REID of 7 Mill Lane, Guildford.',
  '2 (02.09.2020) RESTRICTION: No disposition is to be registered',
  'without a written consent signed by Surrey Homes Limited.',
  'C: Charges Register',
  '1 (02.09.2020) REGISTERED CHARGE dated 1 September 2020.',
  '2 (02.09.2020) Proprietor: NATIONWIDE BUILDING SOCIETY.',
  'End of register',
];
