import type { EvaluationDocument, TitleFactLabel } from '../evaluation-document.ts';

/** A fact a lawyer expects the report on title to state in `group`, by the words its value must contain. */
const fact = (group: TitleFactLabel['group'], ...mustContain: string[]): TitleFactLabel => ({ group, mustContain });

const registerHeader = (title: string, edition: string, viewed: string, office: string) => `HM Land Registry
Official copy of register of title
Title number ${title}    Edition date ${edition}
– This official copy shows the entries on the register of title on ${viewed}.
– This date must be quoted as the "search from date" in any official search application based on this copy.
– The date at the beginning of an entry is the date on which the entry was made in the register.
– Issued on ${viewed.slice(0, 11)}.
– Under s.67 of the Land Registration Act 2002, this copy is admissible in evidence to the same extent as the original.
– This title is dealt with by HM Land Registry, ${office} Office.`;

export const PROPERTY_LAW_DOCUMENTS: EvaluationDocument[] = [
  {
    id: 'register-en-freehold-offices',
    expectedTypeKey: 'official-copy-register-of-title',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Official copy of the register, 41 Wellington Street, Leeds',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'WYK874512'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', '41 Wellington Street', 'LS1 4DL'),
        fact('proprietorsAndPrice', 'KIRKGATE COMMERCIAL HOLDINGS LIMITED'),
        fact('proprietorsAndPrice', '£2,150,000'),
        fact('restrictions', 'written consent', 'Yorkshire Mercantile Bank'),
        fact('charges', '28 July 2023', 'YORKSHIRE MERCANTILE BANK'),
        fact('covenants', 'Conveyance', '2 September 1987', 'Aire Valley Properties'),
        fact('covenants', 'otherwise than as offices', 'coloured green'),
        fact('covenants', 'indemnity'),
        fact('easements', 'benefit of the rights granted', 'subject to the rights reserved'),
        fact('easements', 'right of way on foot', 'passageway'),
        fact('notices', 'UNILATERAL NOTICE', 'option to purchase', 'Calder Living'),
        fact('leases', 'Ground floor', '10 years from 01.04.2019'),
        fact('leases', 'Second floor', '5 years from 12.04.2019'),
      ],
      redFlags: ['consent-restriction', 'indemnity-covenant', 'charge-to-discharge', 'notice-or-adverse-right'],
    },
    pages: [
      `${registerHeader('WYK874512', '17.08.2023', '06 FEB 2024 at 11:32:09', 'Nottingham')}

A: Property Register
This register describes the land and estate comprised in the title.
WEST YORKSHIRE : LEEDS
1 (14.10.1987) The Freehold land shown edged with red on the plan of the above Title filed at the Registry and being 41 Wellington Street, Leeds (LS1 4DL).
2 (14.10.1987) The land has the benefit of the rights granted by but is subject to the rights reserved by the Conveyance dated 2 September 1987 referred to in the Charges Register.
3 (22.03.2005) The land has the benefit of a right of way on foot only over the passageway tinted brown on the title plan.

B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (17.08.2023) PROPRIETOR: KIRKGATE COMMERCIAL HOLDINGS LIMITED (Co. Regn. No. 09812345) of 3rd Floor, 12 Park Square East, Leeds LS1 2NE.
2 (17.08.2023) The price stated to have been paid on 28 July 2023 was £2,150,000 plus VAT.
3 (17.08.2023) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be registered without a written consent signed by the proprietor for the time being of the Charge dated 28 July 2023 in favour of Yorkshire Mercantile Bank PLC referred to in the Charges Register.
4 (17.08.2023) The Transfer to the proprietor contains a covenant to observe and perform the covenants referred to in the Charges Register and of indemnity in respect thereof.`,
      `C: Charges Register
This register contains any charges and other matters that affect the land.
1 (14.10.1987) A Conveyance of the land in this title dated 2 September 1987 made between (1) Aire Valley Properties Limited (Vendor) and (2) Leonard Ashworth (Purchaser) contains covenants details of which are set out in the schedule of restrictive covenants hereto.
2 (09.11.2016) UNILATERAL NOTICE in respect of an option to purchase dated 1 November 2016 in favour of Calder Living Limited.
3 (09.11.2016) BENEFICIARY: Calder Living Limited (Co. Regn. No. 10234567) of 8 Wharf Approach, Leeds LS1 4GH.
4 (17.08.2023) REGISTERED CHARGE dated 28 July 2023.
5 (17.08.2023) Proprietor: YORKSHIRE MERCANTILE BANK PLC (Co. Regn. No. 00456789) of 1 Infirmary Street, Leeds LS1 2HL.

Schedule of restrictive covenants
1 The following are details of the covenants contained in the Conveyance dated 2 September 1987 referred to in the Charges Register:-
"The Purchaser for himself and his successors in title hereby covenants with the Vendor that he will not use the property hereby conveyed otherwise than as offices and will not erect any building on the land coloured green on the plan annexed hereto."

Schedule of notices of leases
1 04.05.2019 Ground floor 41 Wellington Street 01.04.2019 10 years from 01.04.2019 WYK998877
2 04.05.2019 Second floor 41 Wellington Street 12.04.2019 5 years from 12.04.2019 WYK998901
NOTE: The leases grant and reserve easements which may or may not be easements benefiting or burdening the registered land.
End of register`,
    ],
  },
  {
    id: 'register-wa-leasehold-flat',
    expectedTypeKey: 'official-copy-register-of-title',
    practiceArea: 'property-law',
    region: 'WA',
    title: 'Official copy of the register, Flat 12 Harbour Court, Cardiff',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'CYM561203'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Flat 12, Harbour Court', 'CF10 5AN'),
        fact('property', 'second floor flat'),
        // The lease the land is held under is part of the property register's description of the estate.
        fact('property', '29 July 2009', '125 years from 24 June 2009', '£250'),
        fact('property', 'alienation'),
        fact('proprietorsAndPrice', 'SIONED MAI HUGHES', 'OWAIN LLOYD DAVIES'),
        fact('proprietorsAndPrice', '£189,500'),
        fact('restrictions', 'sole proprietor', 'order of the court'),
        fact('restrictions', 'certificate', 'clause 4.2 of the Lease'),
        fact('charges', '21 May 2021', 'CAMBRIAN BUILDING SOCIETY'),
      ],
      redFlags: ['trust-restriction', 'consent-restriction', 'charge-to-discharge'],
    },
    pages: [
      `${registerHeader('CYM561203', '03.06.2021', '12 MAR 2024 at 09:41:07', 'Wales')}

A: Property Register
This register describes the land and estate comprised in the title.
CAERDYDD / CARDIFF
1 (11.09.2009) The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being Flat 12, Harbour Court, Bute Crescent, Cardiff (CF10 5AN).
NOTE: Only the second floor flat is included in the title.
2 (11.09.2009) Short particulars of the lease(s) (or under-lease(s)) under which the land is held:
Date : 29 July 2009
Term : 125 years from 24 June 2009
Rent : £250 rising as therein mentioned
Parties : (1) Bute Quay Developments Limited (2) Gareth Rhys Pritchard
3 (11.09.2009) The Lease prohibits or restricts alienation.
4 (11.09.2009) The landlord's title is registered.

B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title absolute
1 (03.06.2021) PROPRIETOR: SIONED MAI HUGHES and OWAIN LLOYD DAVIES of Flat 12, Harbour Court, Bute Crescent, Cardiff CF10 5AN.
2 (03.06.2021) The price stated to have been paid on 21 May 2021 was £189,500.
3 (03.06.2021) RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.
4 (03.06.2021) RESTRICTION: No disposition of the registered estate is to be registered without a certificate signed by a conveyancer that the provisions of clause 4.2 of the Lease have been complied with.`,
      `C: Charges Register
This register contains any charges and other matters that affect the land.
1 (03.06.2021) REGISTERED CHARGE dated 21 May 2021.
2 (03.06.2021) Proprietor: CAMBRIAN BUILDING SOCIETY of Cambrian House, Heol y Frenhines, Cardiff CF10 2BH.
End of register`,
    ],
  },
  {
    id: 'register-en-house-mining',
    expectedTypeKey: 'official-copy-register-of-title',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Official copy of the register, 7 Colliery Lane, Barnsley',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'SYK330118'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'possessory'),
        fact('property', '7 Colliery Lane', 'S75 5LP'),
        fact('property', 'mines and minerals', 'excepted'),
        fact('property', 'removed from this title', 'SYK612004'),
        fact('proprietorsAndPrice', 'DEREK ANTHONY HOLROYD'),
        fact('proprietorsAndPrice', 'under £100,000'),
        fact('covenants', 'restrictive covenants', 'before 2 May 1996'),
        fact('covenants', '19 April 1996', 'British Coal Corporation'),
        fact('easements', 'benefit of the rights granted', 'Transfer dated 19 April 1996'),
        fact('notices', 'BANKRUPTCY NOTICE', 'Derek Anthony Holroyd'),
      ],
      redFlags: ['title-not-absolute', 'covenants-deed-not-supplied', 'notice-or-adverse-right'],
    },
    pages: [
      `${registerHeader('SYK330118', '25.01.2018', '19 APR 2024 at 14:02:55', 'Durham')}

A: Property Register
This register describes the land and estate comprised in the title.
SOUTH YORKSHIRE : BARNSLEY
1 (02.05.1996) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 7 Colliery Lane, Darton, Barnsley (S75 5LP).
2 The mines and minerals are excepted.
3 (02.05.1996) The land has the benefit of the rights granted by the Transfer dated 19 April 1996 referred to in the Charges Register.
4 (18.07.2012) The land edged and numbered in green on the title plan has been removed from this title and registered under SYK612004.

B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title possessory
1 (25.01.2018) PROPRIETOR: DEREK ANTHONY HOLROYD of 7 Colliery Lane, Darton, Barnsley S75 5LP.
2 (25.01.2018) The value as at 25 January 2018 was stated to be under £100,000.

C: Charges Register
This register contains any charges and other matters that affect the land.
1 (02.05.1996) The land is subject to such restrictive covenants as may have been imposed thereon before 2 May 1996 and are still subsisting and capable of being enforced.
2 (02.05.1996) A Transfer of the land in this title dated 19 April 1996 made between (1) British Coal Corporation and (2) Alan Holroyd contains restrictive covenants but neither the original deed nor a certified copy or examined abstract thereof was supplied on first registration.
3 (04.03.2022) BANKRUPTCY NOTICE entered under section 86(2) of the Land Registration Act 2002 in respect of a pending action, as the title of the proprietor of the registered estate appears to be affected by a petition in bankruptcy against Derek Anthony Holroyd presented in the County Court at Sheffield.
End of register`,
    ],
  },
  {
    id: 'title-sheet-edinburgh-flat',
    expectedTypeKey: 'title-sheet',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Title sheet MID184466, 3F2 22 Warrender Park Road, Edinburgh',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'MID184466'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '22 WARRENDER PARK ROAD', 'EH9 1HJ'),
        fact('property', 'common property', 'back green'),
        fact('proprietorsAndPrice', 'CATRIONA ELSPETH MACLEOD', 'ANGUS JAMES FRASER'),
        fact('proprietorsAndPrice', '£246,000'),
        fact('proprietorsAndPrice', '16 AUG 2019'),
        fact('charges', 'LOTHIAN HOME LOANS'),
        fact('covenants', 'Feu Disposition', 'dwellinghouses only'),
        fact('covenants', 'maintenance of the common parts'),
        fact('covenants', 'Deed of Conditions', 'factor'),
        fact('easements', 'servitude right of access', 'common stair'),
      ],
      redFlags: ['charge-to-discharge'],
    },
    pages: [
      `LAND REGISTER OF SCOTLAND
TITLE NUMBER MID184466
Registers of Scotland
This office copy of the title sheet is brought up to date to 14 MAR 2024.
A PROPERTY SECTION
DATE OF FIRST REGISTRATION 09 JUN 2003
DATE TITLE SHEET UPDATED TO 14 MAR 2024
CADASTRAL UNIT MID184466
MAP REFERENCE NT2572SE
INTEREST Proprietor
Subjects third floor flat 3F2, 22 WARRENDER PARK ROAD, EDINBURGH EH9 1HJ edged red on the cadastral map being the westmost house on the third floor of the tenement 22 Warrender Park Road; Together with (Primo) a right of common property in the solum of the tenement, the roof, the common passage and stair and the back green; (Secundo) the fittings and fixtures therein.

B PROPRIETORSHIP SECTION
ENTRY NO PROPRIETOR DATE OF REGISTRATION CONSIDERATION DATE OF ENTRY
1 CATRIONA ELSPETH MACLEOD and ANGUS JAMES FRASER, 3F2 22 Warrender Park Road, Edinburgh, equally between them and the survivor of them. 22 AUG 2019 £246,000 16 AUG 2019`,
      `C SECURITIES SECTION
ENTRY NO SPECIFICATION DATE OF REGISTRATION
1 Standard Security by said CATRIONA ELSPETH MACLEOD and ANGUS JAMES FRASER to LOTHIAN HOME LOANS PLC. 22 AUG 2019

D BURDENS SECTION
ENTRY NO BURDENS
1 Feu Disposition by the Trustees of the late Sir George Warrender to James Steel, recorded G.R.S. (Edinburgh) 7 Mar. 1881, of the tenement of which the subjects in Section A form part, contains the following burdens:
(First) The tenement shall be used as dwellinghouses only and no shop or public house shall be opened therein;
(Second) The proprietors of the several houses shall be liable for the maintenance of the common parts in proportion to their respective rateable values.
2 Deed of Conditions by the proprietors of the tenement 22 Warrender Park Road, registered 14 Feb. 2002, contains the following real burdens and servitudes: the common parts shall be maintained by a factor appointed by a majority of the proprietors; a servitude right of access over the common stair for inspection and repair.`,
    ],
  },
  {
    id: 'title-sheet-glasgow-commercial',
    expectedTypeKey: 'title-sheet',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Title sheet GLA215570, 140 West Nile Street, Glasgow',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'GLA215570'),
        fact('titleAndTenure', 'Proprietor'),
        fact('property', '140 WEST NILE STREET', 'G1 2RQ'),
        fact('easements', 'servitude right of pedestrian and vehicular access', 'lane'),
        fact('proprietorsAndPrice', 'CLYDESIDE URBAN REIT LIMITED'),
        fact('proprietorsAndPrice', '£6,800,000'),
        fact('proprietorsAndPrice', '28 SEP 2022'),
        fact('charges', 'CALEDONIAN CAPITAL BANK'),
        fact('charges', 'Assignation of Rents'),
        fact('covenants', 'Glasgow Corporation', 'alcoholic liquor'),
        fact('covenants', 'Minute of Waiver', 'ground floor'),
        fact('leases', 'Merchant City Consulting', 'third floor', '15 years'),
      ],
      redFlags: ['charge-to-discharge', 'charge-to-discharge'],
    },
    pages: [
      `TITLE SHEET
LAND REGISTER OF SCOTLAND
TITLE NUMBER: GLA215570
A PROPERTY SECTION
DATE OF FIRST REGISTRATION: 18 NOV 2011
DATE TITLE SHEET UPDATED TO: 02 FEB 2024
INTEREST: Proprietor
Subjects 140 WEST NILE STREET, GLASGOW G1 2RQ edged red on the cadastral map, Together with a servitude right of pedestrian and vehicular access over the lane tinted brown on the cadastral map.

B PROPRIETORSHIP SECTION
1 CLYDESIDE URBAN REIT LIMITED, incorporated under the Companies Acts (Company Number SC612309), 50 Bothwell Street, Glasgow.
DATE OF REGISTRATION: 30 SEP 2022
CONSIDERATION: £6,800,000
DATE OF ENTRY: 28 SEP 2022

C SECURITIES SECTION
1 Standard Security for all sums due and to become due by said CLYDESIDE URBAN REIT LIMITED to CALEDONIAN CAPITAL BANK PLC. Registered 30 SEP 2022.
2 Assignation of Rents by said CLYDESIDE URBAN REIT LIMITED to CALEDONIAN CAPITAL BANK PLC. Registered 30 SEP 2022.

D BURDENS SECTION
1 Disposition by Glasgow Corporation to the Scottish Amicable Life Assurance Society, recorded G.R.S. (Glasgow) 3 Jun. 1966, contains the following burdens: no part of the subjects shall be used for the sale of alcoholic liquor without the consent of the Corporation.
2 Lease between Clydeside Urban REIT Limited and Merchant City Consulting LLP of the third floor for 15 years from 1 Dec. 2020, registered 11 Jan. 2021.
3 Minute of Waiver by Glasgow City Council, registered 4 Apr. 2016, discharges the burden in Entry 1 so far as it relates to the ground floor.`,
    ],
  },
  {
    id: 'title-sheet-aberdeen-house',
    expectedTypeKey: 'title-sheet',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Title sheet ABN98214, 6 Queen\'s Gardens, Aberdeen',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'ABN98214'),
        fact('property', "6 QUEEN'S GARDENS", 'AB15 4YD'),
        fact('proprietorsAndPrice', 'HAMISH DOUGLAS ROSS', 'MORAG ISOBEL ROSS'),
        fact('proprietorsAndPrice', '£612,000'),
        fact('proprietorsAndPrice', '26 SEP 2014'),
        fact('covenants', 'Feu Charter', 'dwellinghouse'),
        fact('covenants', 'extinguished', '28 November 2004'),
      ],
      redFlags: [],
    },
    pages: [
      `Registers of Scotland
LAND REGISTER OF SCOTLAND
TITLE NUMBER ABN98214
A PROPERTY SECTION
Subjects 6 QUEEN'S GARDENS, ABERDEEN AB15 4YD edged red on the Title Plan.
B PROPRIETORSHIP SECTION
1 HAMISH DOUGLAS ROSS and MORAG ISOBEL ROSS, spouses, 6 Queen's Gardens, Aberdeen, equally between them and the survivor of them. Date of Registration 02 OCT 2014. Price £612,000. Date of Entry 26 SEP 2014.
C SECURITIES SECTION
No entry.
D BURDENS SECTION
1 Feu Charter by the Magistrates of the City of Aberdeen to Alexander Gordon, recorded G.R.S. (Aberdeen) 2 Dec. 1879, contains the following burdens: the feuar shall erect and maintain a dwellinghouse of the value of at least six hundred pounds and shall not subdivide the same.
NOTE: The superior's rights to enforce the foregoing burdens were extinguished on 28 November 2004 under the Abolition of Feudal Tenure etc. (Scotland) Act 2000, except in so far as preserved.`,
    ],
  },
  {
    id: 'folio-ie-dublin',
    expectedTypeKey: 'land-registry-folio',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Folio 12345F County Dublin',
    titleLabels: {
      facts: [
        fact('titleAndTenure', '12345F'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Dublin'),
        fact('property', 'Ranelagh', 'Uppercross'),
        fact('property', 'mines and minerals'),
        fact('easements', 'right of way on foot', 'passage'),
        fact('proprietorsAndPrice', 'SIOBHAN MARY KAVANAGH'),
        fact('charges', 'LIFFEY MUTUAL BANK'),
        fact('easements', 'rights of way', 'Folio 12391F'),
        fact('leases', 'basement', '4 years', 'Rathmines Studios'),
      ],
      redFlags: ['charge-to-discharge'],
    },
    pages: [
      `Tailte Éireann
Land Registry
Folio 12345F
County Dublin
Register of Ownership of Freehold Land
Part 1 (A) - Description of Property
No. Description Official Notes
1 The property shown coloured Red as plan(s) 84 on the Registry Map, containing 0.0417 Hectares, situate in the Townland of Ranelagh, in the Barony of Uppercross, in the Electoral Division of Rathmines West.
The Registration does not extend to the mines and minerals.
Part 1 (B) - Rights appurtenant
1 A right of way on foot over the passage shown coloured Yellow on the Registry Map.
Part 2 - Ownership
Title ABSOLUTE
1 12-MAR-2019 D2019LR044321A SIOBHAN MARY KAVANAGH of 14 Dunville Avenue, Ranelagh, Dublin 6 is full owner.
Land Cert Issued: No`,
      `Part 3 - Burdens and Notices of Burdens
1 12-MAR-2019 D2019LR044321A Charge for present and future advances repayable with interest. LIFFEY MUTUAL BANK DAC is owner of this charge.
2 04-JUN-2021 D2021LR079155N The property is subject to the rights of way over the passage shown coloured Yellow on the Registry Map in favour of the owners for the time being of Folio 12391F.
3 19-JAN-2023 D2023LR006120Q Notice of the lease dated 1 December 2022 of the basement for a term of 4 years from 1 December 2022 to Rathmines Studios Limited.
Inhibitions
None.
Cautions
None.`,
    ],
  },
  {
    id: 'folio-ie-cork-leasehold',
    expectedTypeKey: 'land-registry-folio',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Folio 70211L County Cork',
    titleLabels: {
      facts: [
        fact('titleAndTenure', '70211L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'good leasehold'),
        fact('property', 'Cork'),
        fact('property', 'Unit 4, Innishmore Business Park', 'Ballincollig'),
        fact('property', '3 May 2001', '999 years', 'peppercorn'),
        fact('proprietorsAndPrice', 'KILBARRY ENGINEERING UNLIMITED COMPANY'),
        fact('charges', 'MUNSTER COMMERCIAL FINANCE'),
        fact('restrictions', 'Caution', 'Corrib Plant Hire', 'contract for sale'),
      ],
      redFlags: ['title-not-absolute', 'charge-to-discharge', 'inhibition-or-caution'],
    },
    pages: [
      `TAILTE ÉIREANN
LAND REGISTRY
Folio 70211L
County Cork
Register of Leaseholders
Part 1 (A) - Description of Property
1 The leasehold interest in the property shown coloured Red as plan(s) 112 on the Registry Map, situate in the Townland of Ballincollig, in the Barony of East Muskerry, known as Unit 4, Innishmore Business Park.
Lease particulars: Lease dated 3 May 2001 from Lee Valley Estates Limited to Kilbarry Engineering Limited for 999 years from 1 May 2001 at the yearly rent of one peppercorn.
Part 2 - Ownership
Title GOOD LEASEHOLD
1 08-AUG-2017 D2017LR102233T KILBARRY ENGINEERING UNLIMITED COMPANY of Unit 4, Innishmore Business Park, Ballincollig, Cork is full owner.
Part 3 - Burdens and Notices of Burdens
1 08-AUG-2017 D2017LR102233T Charge for present and future advances repayable with interest. MUNSTER COMMERCIAL FINANCE DAC is owner of this charge.
2 22-FEB-2020 D2020LR021184K Caution lodged by Corrib Plant Hire Limited claiming an interest under a contract for sale dated 10 February 2020.`,
    ],
  },
  {
    id: 'folio-ni-down',
    expectedTypeKey: 'land-registry-folio',
    practiceArea: 'property-law',
    region: 'NI',
    title: 'Folio DN45821 County Down',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN45821'),
        fact('titleAndTenure', 'Freehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Down'),
        fact('property', '18 Seacliff Road', 'Bangor'),
        fact('easements', 'right of way', 'laneway'),
        fact('proprietorsAndPrice', 'CIARAN PATRICK MCCANN', 'NIAMH BERNADETTE MCCANN'),
        fact('charges', '10 June 2016', 'ULSTER SAVINGS BANK'),
        fact('covenants', 'Fee Farm Grant dated 12 March 1903'),
      ],
      redFlags: ['charge-to-discharge'],
    },
    pages: [
      `LAND & PROPERTY SERVICES
LAND REGISTRY OF NORTHERN IRELAND
FOLIO: DN45821
COUNTY: DOWN
REGISTER: FREEHOLD
PART I
DESCRIPTION OF LAND
1. The land shown edged red on the Registry Map (sheet 195/11) known as 18 Seacliff Road, Bangor, containing 0.05 acres, situate in the Townland of Ballyholme and Barony of Ards Lower.
2. Together with a right of way over the laneway coloured brown on the said map.
PART II
OWNERSHIP
Class of title: ABSOLUTE
Entry No. Date Instrument Owner
1 14/06/2016 2016/001234 CIARAN PATRICK MCCANN and NIAMH BERNADETTE MCCANN of 18 Seacliff Road, Bangor BT20 5EY as joint tenants.
PART III
CHARGES AND BURDENS
1 14/06/2016 2016/001235 Charge dated 10 June 2016 in favour of ULSTER SAVINGS BANK LIMITED to secure all monies.
2 02/11/2019 2019/008761 The within lands are subject to the covenants and conditions contained in Fee Farm Grant dated 12 March 1903.
Inhibitions: None`,
    ],
  },
  {
    id: 'folio-ni-antrim-leasehold',
    expectedTypeKey: 'land-registry-folio',
    practiceArea: 'property-law',
    region: 'NI',
    title: 'Folio AN116620L County Antrim',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'AN116620L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'good leasehold'),
        fact('property', 'Antrim'),
        fact('property', 'Unit 7, Mallusk Enterprise Park'),
        fact('property', '1 March 1999', '10,000 years', '£100'),
        fact('proprietorsAndPrice', 'ANTRIM FABRICATIONS LIMITED'),
        fact('charges', '19 October 2015', 'BELFAST TRADING BANK'),
        fact('covenants', "lessee's covenants"),
        fact('restrictions', 'Inhibition', 'consent of the registered owner of Charge No. 1'),
      ],
      redFlags: ['title-not-absolute', 'charge-to-discharge', 'inhibition-or-caution'],
    },
    pages: [
      `LAND REGISTRY
Land Registration Act (Northern Ireland) 1970
FOLIO AN116620L
COUNTY ANTRIM
REGISTER OF LEASEHOLDERS
Part I - Description of Land
The premises shown edged red on the Registry Map known as Unit 7, Mallusk Enterprise Park, Newtownabbey, held under Lease dated 1 March 1999 from Glengormley Estates Limited to Antrim Fabrications Limited for 10,000 years from 1 January 1999 subject to the yearly rent of £100.
Part II - Ownership
Class of title: Good Leasehold
1. ANTRIM FABRICATIONS LIMITED of Unit 7, Mallusk Enterprise Park, Newtownabbey BT36 4GX.
Part III - Charges, Burdens and Notices
1. Charge dated 19 October 2015 in favour of BELFAST TRADING BANK PLC.
2. The lessee's covenants contained in the said Lease.
3. Inhibition: no disposition of the lands by the registered owner shall be registered without the consent of the registered owner of Charge No. 1.`,
    ],
  },
  {
    id: 'lease-en-offices-prescribed-clauses',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Lease of second floor, 41 Wellington Street, Leeds',
    pages: [
      `PRESCRIBED CLAUSES
LR1. Date of lease: 12 April 2019
LR2. Title number(s): LR2.1 Landlord's title number(s): WYK874512 LR2.2 Other title numbers: None
LR3. Parties to this lease
Landlord: ASHWORTH ESTATES LIMITED incorporated and registered in England and Wales with company number 01876543 whose registered office is at 2 Bond Court, Leeds LS1 2JZ
Tenant: PENNINE DATA SOLUTIONS LIMITED incorporated and registered in England and Wales with company number 08765123 whose registered office is at 41 Wellington Street, Leeds LS1 4DL
Guarantor: ROBERT JAMES CASSIDY of 9 Harewood Avenue, Harrogate HG2 8JS
LR4. Property: In the case of a conflict between this clause and the remainder of this lease then, for the purposes of registration, this clause shall prevail. See the definition of "Property" in clause 1.1 of this lease.
LR5. Prescribed statements etc: None.
LR6. Term for which the Property is leased: The term as specified in this lease at clause 1.1 in the definition of "Contractual Term".
LR7. Premium: None.
LR8. Prohibitions or restrictions on disposing of this lease: This lease contains a provision that prohibits or restricts dispositions.
LR9. Rights of acquisition etc: None.
LR10. Restrictive covenants given in this lease by the Landlord in respect of land other than the Property: None.
LR11. Easements: LR11.1 Easements granted by this lease for the benefit of the Property: The Rights as specified in Schedule 1. LR11.2 Easements granted or reserved by this lease over the Property: The Reservations as specified in Schedule 2.
LR12. Estate rentcharge burdening the Property: None.
LR13. Application for standard form of restriction: None.
LR14. Declaration of trust where there is more than one person comprising the Tenant: None.`,
      `THIS LEASE is dated 12 April 2019
PARTIES
(1) ASHWORTH ESTATES LIMITED (the "Landlord")
(2) PENNINE DATA SOLUTIONS LIMITED (the "Tenant")
(3) ROBERT JAMES CASSIDY (the "Guarantor")
AGREED TERMS
1. INTERPRETATION
1.1 The definitions in this clause apply in this lease.
"Annual Rent": rent at an initial rate of £38,500 per annum and then as revised pursuant to this lease.
"Contractual Term": a term of years beginning on, and including 12 April 2019 and ending on, and including 11 April 2029.
"Insured Risks": means fire, lightning, explosion, storm, flood, subsidence, terrorism and such other risks as the Landlord insures against.
"Property": the second floor of the Building shown edged red on Plan 1.
"Review Date": 12 April 2024.
"Service Charge": the service charge payable by the Tenant in accordance with Part 2 of Schedule 4.
2. GRANT
2.1 The Landlord lets with full title guarantee the Property to the Tenant for the Contractual Term, together with the Rights, excepting and reserving the Reservations, and subject to the Annual Rent, the Service Charge and the Insurance Rent.
2.2 The Tenant shall pay the Annual Rent by equal quarterly instalments in advance on or before the usual quarter days.
3. RENT REVIEW
The Annual Rent shall be reviewed on the Review Date to the higher of the Annual Rent payable immediately before the Review Date and the open market rent agreed or determined in accordance with Schedule 3.
4. TENANT'S COVENANTS
4.1 The Tenant shall keep the Property clean, tidy and in good repair and condition, save that the Tenant shall not be liable to repair damage caused by an Insured Risk.
4.2 The Tenant shall not assign the whole of this lease without the consent of the Landlord, such consent not to be unreasonably withheld. The Tenant shall not assign or underlet part only of the Property.
4.3 The Tenant shall not use the Property for any purpose other than as offices within Class E(g)(i) of the Town and Country Planning (Use Classes) Order 1987.`,
      `5. LANDLORD'S COVENANTS
5.1 The Landlord covenants with the Tenant that the Tenant shall have quiet enjoyment of the Property without any interruption by the Landlord or any person claiming under the Landlord.
5.2 The Landlord shall keep the Building insured against the Insured Risks.
6. BREAK CLAUSE
6.1 The Tenant may terminate this lease by serving a break notice on the Landlord at least six months before 12 April 2024.
6.2 A break notice shall be of no effect if, at the break date, the Tenant has not paid any part of the Annual Rent due.
7. RE-ENTRY AND FORFEITURE
The Landlord may re-enter the Property at any time after any of the following occurs: any rent is unpaid 21 days after becoming payable whether it has been formally demanded or not; any breach of any condition of, or tenant covenant in, this lease; an Insolvency Event. If the Landlord re-enters the Property, this lease shall immediately end.
8. EXCLUSION OF SECTIONS 24-28 OF THE LANDLORD AND TENANT ACT 1954
8.1 The parties confirm that the Landlord served a notice on the Tenant in the form set out in Schedule 1 to the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003 on 20 March 2019, and that the Tenant made a statutory declaration dated 25 March 2019.
8.2 The parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded from this lease.
9. GUARANTEE
In consideration of the Landlord entering into this lease the Guarantor guarantees the Tenant's obligations in the terms of Schedule 5.
This lease has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'lease-wa-shop-with-rent-deposit',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'WA',
    title: 'Lease of 5 Castle Arcade, Swansea with rent deposit deed annexed',
    lookAlike: true,
    pages: [
      `THIS LEASE is dated 2 October 2023
PARTIES
(1) TAWE RETAIL INVESTMENTS LIMITED (company number 04122987) whose registered office is at 1 Oystermouth Road, Swansea SA1 3SW (Landlord).
(2) BARA BREWI CAFE LIMITED (company number 14566021) whose registered office is at 5 Castle Arcade, Swansea SA1 1PE (Tenant).
1. DEFINITIONS
"Deposit Deed": the rent deposit deed in the form annexed, entered into on the date of this lease.
"Premises": the ground floor shop known as 5 Castle Arcade, Swansea shown edged red on the Plan.
"Term": six years from and including 2 October 2023.
"Rent": £21,000 a year exclusive of VAT.
2. LETTING
The Landlord lets the Premises to the Tenant for the Term at the Rent, payable quarterly in advance on the usual quarter days, the first payment to be made on the date of this lease.
3. TENANT'S COVENANTS
3.1 To pay the Rent and the service charge without any deduction or set-off.
3.2 To keep the interior of the Premises and the shopfront in good and substantial repair, but not so as to require the Tenant to put them in any better state than evidenced by the Schedule of Condition.
3.3 Not to use the Premises other than as a café with ancillary takeaway sales.
3.4 Not to assign, underlet or share occupation of the whole or any part of the Premises without the prior written consent of the Landlord.
4. LANDLORD'S COVENANTS
4.1 The Landlord covenants that the Tenant, paying the rent and observing its covenants, may peaceably enjoy the Premises during the Term without interruption by the Landlord.
4.2 To insure the Arcade against the insured risks and to use the insurance money to reinstate.`,
      `5. RENT REVIEW
On the third anniversary of the Term the Rent shall be reviewed to the open market rent, and shall not decrease.
6. RE-ENTRY
If the Rent or any part of it is unpaid for 14 days after becoming due, or if the Tenant breaches any covenant, the Landlord may re-enter the Premises and this lease shall then end, without prejudice to any right of action for an earlier breach.
7. SECURITY OF TENURE
The Tenant confirmed before the date of this lease that it had received a warning notice and made a simple declaration, and sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded from this lease.
Signed as a deed by TAWE RETAIL INVESTMENTS LIMITED acting by a director in the presence of a witness.
Signed as a deed by BARA BREWI CAFE LIMITED acting by a director in the presence of a witness.`,
      `ANNEXURE 1
RENT DEPOSIT DEED
THIS DEED is dated 2 October 2023
BETWEEN TAWE RETAIL INVESTMENTS LIMITED (the Landlord) and BARA BREWI CAFE LIMITED (the Tenant)
1. The Tenant has paid £7,875 (the Deposit) to the Landlord, to be held in a designated account with a UK clearing bank.
2. The Landlord may withdraw from the Deposit Account any rent or other sum which the Tenant fails to pay under the Lease, and the Tenant shall on demand pay to the Landlord such sum as restores the Deposit to its original amount.
3. The Tenant charges by way of first fixed charge its interest in the Deposit Account as security for the performance of its obligations under the Lease.
4. The Landlord shall repay the balance of the Deposit to the Tenant within one month after the earliest of the end of the Term, a lawful assignment of the Lease with consent, or the Tenant passing three successive rent reviews without arrears.
Executed as a deed.`,
    ],
  },
  {
    id: 'lease-sc-industrial-unit',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Lease of Unit 3, Eurocentral, Motherwell',
    pages: [
      `LEASE
between
LANARKSHIRE INDUSTRIAL PROPERTIES LIMITED, incorporated under the Companies Acts (registered number SC244188) and having their registered office at 100 Hope Street, Glasgow G2 6PD (the "Landlords")
and
FORTH VALLEY PACKAGING LIMITED, incorporated under the Companies Acts (registered number SC598731) and having their registered office at Unit 3, Dove Wynd, Eurocentral, Motherwell ML1 4XP (the "Tenants")
1 DEFINITIONS AND INTERPRETATION
In this Lease: "Date of Entry" means 28 November 2022; "Expiry Date" means 27 November 2032; "Premises" means the subjects known as Unit 3, Dove Wynd, Eurocentral, Motherwell ML1 4XP being the subjects registered in the Land Register of Scotland under Title Number LAN201177; "Rent" means £64,750 per annum.
2 LET
In consideration of the Rent and the Tenants' obligations, the Landlords let the Premises to the Tenants from the Date of Entry until the Expiry Date. Notwithstanding the terms of this Lease, tacit relocation is excluded and this Lease will end on the Expiry Date without the need for notice.
3 RENT
The Tenants shall pay the Rent quarterly in advance on 28 February, 28 May, 28 August and 28 November, without deduction, retention or set-off.`,
      `4 RENT REVIEW
The Rent shall be reviewed on the fifth anniversary of the Date of Entry to the open market rent, on an upwards only basis, determined in default of agreement by an independent surveyor acting as an expert.
5 REPAIR
The Tenants shall at their own expense maintain, repair and, where necessary, renew and rebuild the Premises so as to keep them in good and substantial repair and condition, including where the want of repair is due to latent defects, inherent defects or the operation of the Insured Risks, and shall produce a schedule of dilapidations at the Expiry Date.
6 ALIENATION
The Tenants shall not assign, sub-let, or grant any right of occupancy in the whole or any part of the Premises without the prior written consent of the Landlords, which shall not be unreasonably withheld in the case of an assignation of the whole.
7 IRRITANCY
If the Tenants fail to pay the Rent within 21 days after its due date, or fail to perform any obligation, the Landlords may terminate this Lease by irritancy, subject always to the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985 sections 4 and 5.
8 CONSENT TO REGISTRATION
The parties consent to the registration of this Lease and of any certificate of the Rent for preservation and execution.
IN WITNESS WHEREOF these presents consisting of this and the two preceding pages are subscribed as follows: they are subscribed for and on behalf of the Landlords at Glasgow on 25 November 2022 and for and on behalf of the Tenants at Motherwell on 26 November 2022.`,
    ],
  },
  {
    id: 'lease-ni-business-premises',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'NI',
    title: 'Lease of 27 Ann Street, Belfast',
    pages: [
      `THIS LEASE is made the 9th day of January 2023
BETWEEN
LAGANSIDE HOLDINGS LIMITED having its registered office at 15 Donegall Square North, Belfast BT1 5GB (hereinafter called "the Landlord" which expression shall where the context so admits include the person for the time being entitled to the reversion immediately expectant on the determination of the term hereby granted) of the one part
AND
SPERRIN OPTICIANS LIMITED having its registered office at 27 Ann Street, Belfast BT1 4EB (hereinafter called "the Tenant") of the other part.
WITNESSETH as follows:
1. In consideration of the rents and covenants on the part of the Tenant hereinafter reserved and contained the Landlord HEREBY DEMISES unto the Tenant ALL THAT the shop premises on the ground floor of 27 Ann Street, Belfast, being part of the lands comprised in Folio AN44120 County Antrim, TO HOLD the same unto the Tenant for the term of ten years from the 1st day of January 2023 YIELDING AND PAYING therefor during the said term the yearly rent of Thirty Two Thousand Pounds (£32,000) by equal quarterly payments in advance on the usual quarter days, subject to review as hereinafter provided.
2. THE Tenant HEREBY COVENANTS with the Landlord as follows:
(a) To pay the reserved rent at the times and in the manner aforesaid without any deduction;
(b) To keep the interior of the demised premises in good and tenantable repair and condition;
(c) Not to assign, underlet or part with possession of the demised premises or any part thereof without the previous consent in writing of the Landlord such consent not to be unreasonably withheld;
(d) To use the demised premises as a retail opticians and for no other purpose.`,
      `3. THE Landlord HEREBY COVENANTS with the Tenant that the Tenant paying the rent hereby reserved and performing and observing the covenants on its part herein contained shall peaceably hold and enjoy the demised premises during the said term without any interruption by the Landlord.
4. PROVIDED ALWAYS that if the said rent or any part thereof shall be unpaid for twenty-one days after becoming payable or if any covenant on the Tenant's part shall not be performed it shall be lawful for the Landlord to re-enter upon the demised premises and thereupon this demise shall absolutely determine.
5. The yearly rent shall be reviewed with effect from the fifth anniversary of the commencement of the term to the open market rent, and the reviewed rent shall be not less than the rent payable immediately before the review date.
6. The parties acknowledge that the tenancy hereby created is a tenancy to which the Business Tenancies (Northern Ireland) Order 1996 applies and that the Tenant is entitled to the protection of that Order.
IN WITNESS whereof the parties hereto have executed this Lease as a deed the day and year first herein written.`,
    ],
  },
  {
    id: 'lease-ie-office-renunciation',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Lease of Suite 2, Block C, Sandyford Business Park, Dublin 18',
    pages: [
      `THIS LEASE made the 14th day of September 2022
BETWEEN
DUBLIN SOUTH COMMERCIAL ESTATES DAC having its registered office at 10 Fitzwilliam Place, Dublin 2 (hereinafter called "the Landlord" which expression shall where the context so admits or requires include its successors and assigns) of the one part
AND
ARDMORE ANALYTICS LIMITED having its registered office at Suite 2, Block C, Sandyford Business Park, Dublin 18 (hereinafter called "the Tenant") of the other part.
FIRST SCHEDULE: the Demised Premises - ALL THAT Suite 2 on the first floor of Block C, Sandyford Business Park, Dublin 18, part of the property comprised in Folio 88234F County Dublin.
SECOND SCHEDULE: the Term - four years and nine months from the 1st day of October 2022.
THIRD SCHEDULE: the Rent - the initial yearly rent of €96,000 exclusive of VAT.
NOW THIS INDENTURE WITNESSETH as follows:
1. In consideration of the rent and the covenants hereinafter reserved and contained the Landlord HEREBY DEMISES unto the Tenant the Demised Premises TO HOLD the same unto the Tenant for the Term YIELDING AND PAYING the Rent by equal quarterly payments in advance on the Gale Days.
2. The Tenant covenants with the Landlord to pay the Rent and the service charge, to keep the interior of the Demised Premises in good repair and condition (damage by the insured risks excepted), and not to alienate the whole or any part of the Demised Premises save by an assignment of the whole with the prior written consent of the Landlord.`,
      `3. The Landlord covenants with the Tenant for quiet enjoyment and to insure the Building against the insured risks, including loss of rent for three years.
4. If the Rent or any part of it shall be in arrear for twenty-one days, or the Tenant shall fail to observe any covenant, the Landlord may re-enter upon the Demised Premises and thereupon the term shall absolutely cease.
5. RENUNCIATION: The Tenant has, prior to the execution of this Lease, executed a Deed of Renunciation pursuant to section 47 of the Landlord and Tenant (Amendment) Act 1980 as amended by section 47 of the Civil Law (Miscellaneous Provisions) Act 2008, having received independent legal advice, and renounces its entitlement to a new tenancy under Part II of the Landlord and Tenant (Amendment) Act 1980 in respect of the Demised Premises.
6. This Lease shall be governed by and construed in accordance with the laws of Ireland.
PRESENT when the Common Seal of DUBLIN SOUTH COMMERCIAL ESTATES DAC was affixed hereto.
PRESENT when the Common Seal of ARDMORE ANALYTICS LIMITED was affixed hereto.`,
    ],
  },
  {
    id: 'agreement-for-lease-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Agreement for lease, Unit 9 Riverside Retail Park, Stockport',
    lookAlike: true,
    pages: [
      `DATED 6 March 2023
AGREEMENT FOR LEASE
relating to Unit 9, Riverside Retail Park, Stockport
BETWEEN
(1) MERSEY VALLEY RETAIL LIMITED (company number 06123998) (Landlord)
(2) HEATON GARDEN CENTRES LIMITED (company number 03355771) (Tenant)
(3) HEATON GROUP HOLDINGS LIMITED (company number 03355770) (Guarantor)
1. DEFINITIONS
"Lease": the lease of the Property in the agreed form annexed as Annex 1.
"Landlord's Works": the works to construct the shell of the unit and the service yard described in the Specification.
"Planning Condition": the grant of a Satisfactory Planning Permission for use of the Property as a garden centre.
"Long-stop Date": 31 December 2023.
"Completion Date": the date five working days after the Certified Date.
2. CONDITIONALITY
This agreement is conditional on the satisfaction of the Planning Condition. If the Planning Condition is not satisfied by the Long-stop Date either party may terminate this agreement by notice.
3. THE LANDLORD'S WORKS
3.1 The Landlord shall carry out the Landlord's Works in a good and workmanlike manner and in accordance with all statutory requirements.
3.2 The Landlord shall give the Tenant not less than ten working days' notice of the date on which it expects the Landlord's Works to be certified as practically complete, and the Tenant may attend the inspection.`,
      `4. GRANT OF THE LEASE
4.1 On the Completion Date the Landlord shall grant and the Tenant shall take the Lease, and the Tenant and the Guarantor shall execute and deliver counterparts of it.
4.2 The rent commencement date under the Lease shall be the date six months after the Completion Date.
5. DEFECTS
The Landlord shall remedy any defects in the Landlord's Works notified to it within 12 months after the Certified Date.
6. NO ASSIGNMENT
This agreement is personal to the Tenant and the Tenant shall not assign, charge or otherwise deal with its interest under it.
7. EXCLUSION OF SECURITY OF TENURE
The Landlord has served a warning notice on the Tenant in relation to the tenancy to be created by the Lease and the Tenant has made a statutory declaration, so that sections 24 to 28 of the Landlord and Tenant Act 1954 will be excluded.
8. ENTIRE AGREEMENT
This agreement and the documents annexed to it constitute the whole agreement between the parties.
This agreement has been entered into on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'licence-to-occupy-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Licence to occupy, Desk space at 18 Lever Street, Manchester',
    lookAlike: true,
    pages: [
      `LICENCE TO OCCUPY
THIS LICENCE is dated 15 January 2024
PARTIES
(1) NORTHERN QUARTER WORKSPACE LIMITED (company number 11203456) (Licensor)
(2) PEACOCK & FINCH DESIGN LLP (registered number OC412233) (Licensee)
1. LICENCE
1.1 The Licensor permits the Licensee to occupy the Room (or such other room in the Building as the Licensor may from time to time designate) for the Permitted Use, in common with the Licensor and all others authorised by the Licensor, from 15 January 2024 until this licence is terminated.
1.2 The Licensee acknowledges that it occupies the Room as a licensee and that no relationship of landlord and tenant is created between the Licensor and the Licensee by this licence.
1.3 The Licensee shall not be entitled to exclusive possession of the Room, and the Licensor retains control, possession and management of the Room and the Building.
2. LICENCE FEE
The Licensee shall pay the Licence Fee of £1,150 per month in advance on the first day of each month, together with VAT.
3. TERMINATION
Either party may terminate this licence by giving not less than one month's written notice to the other. The Licensor may terminate this licence immediately if the Licensee fails to pay the Licence Fee within seven days of the due date.
4. LICENSEE'S OBLIGATIONS
The Licensee shall keep the Room clean and tidy, shall not make any alterations, shall comply with the house rules of the Building, and shall not do anything that would invalidate the Licensor's insurance.
5. NO SECURITY OF TENURE
This licence is personal to the Licensee and is not assignable. The Licensee acknowledges that it has no security of tenure.
Signed by a director for and on behalf of the Licensor. Signed by a member for and on behalf of the Licensee.`,
    ],
  },
  {
    id: 'deed-of-variation-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Deed of variation of the lease of Unit 2, Apex Court, Reading',
    lookAlike: true,
    pages: [
      `THIS DEED OF VARIATION is dated 30 June 2023
PARTIES
(1) THAMES VALLEY INDUSTRIAL LIMITED (company number 02987765) (Landlord)
(2) KENNET PRECISION TOOLS LIMITED (company number 05432111) (Tenant)
BACKGROUND
(A) This deed is supplemental to a lease of Unit 2, Apex Court, Reading dated 1 August 2016 made between (1) Thames Valley Industrial Limited and (2) Kennet Precision Tools Limited for a term of 15 years from and including 1 August 2016 (the Lease).
(B) The Landlord is entitled to the immediate reversion to the Lease, which is registered at HM Land Registry under title number BK401233. The residue of the term granted by the Lease is vested in the Tenant and registered under title number BK401998.
(C) The Landlord and the Tenant have agreed to vary the Lease on the terms of this deed.
1. VARIATION
With effect from 1 July 2023 the Lease shall be varied as follows:
1.1 clause 8.2 (Break clause) shall be deleted and replaced with: "The Tenant may terminate this lease by giving the Landlord not less than six months' written notice expiring on 31 July 2026";
1.2 the yearly rent reserved by the Lease shall be reduced to £42,000 until 31 July 2026;
1.3 the Tenant's covenant in clause 5.14 (Alterations) shall be amended to permit the installation of a mezzanine floor with the Landlord's consent, not to be unreasonably withheld.
2. CONFIRMATION
Save as varied by this deed, the Lease shall remain in full force and effect and the Tenant's covenants in the Lease shall be read and construed as if the variations had been contained in the Lease.
3. REGISTRATION
The Tenant shall apply to HM Land Registry to note this deed against its leasehold title within one month of the date of this deed.
4. COSTS
The Tenant shall pay the Landlord's reasonable legal costs in connection with this deed.
This document has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'tr1-en-house',
    expectedTypeKey: 'transfer-deed',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'TR1 transfer of 7 Orchard Close, Bath',
    pages: [
      `Transfer of whole of registered title(s)
HM Land Registry TR1
Any parts of the form that are not typed should be completed in black ink and in block capitals.
1 Title number(s) of the property: AV218844
2 Property: 7 Orchard Close, Combe Down, Bath BA2 5LX
3 Date: 15 December 2023
4 Transferor: MARGARET ANNE WHITCOMBE
5 Transferee for entry in the register: THOMAS EDWARD LANGLEY and HANNAH LOUISE LANGLEY
6 Transferee's intended address(es) for service for entry in the register: 7 Orchard Close, Combe Down, Bath BA2 5LX
7 The transferor transfers the property to the transferee
8 Consideration
The transferor has received from the transferee for the property the following sum (in words and figures): Five hundred and forty-two thousand pounds (£542,000)
9 The transferor transfers with full title guarantee
10 Declaration of trust. The transferee is more than one person and they are to hold the property on trust for themselves as tenants in common in equal shares.
11 Additional provisions
The Transferee covenants with the Transferor, by way of indemnity only, to observe and perform the covenants referred to in the Charges Register of the title and to indemnify the Transferor against any liability for their breach.
12 Execution
Signed as a deed by MARGARET ANNE WHITCOMBE in the presence of: Signature of witness, Name, Address.
Signed as a deed by THOMAS EDWARD LANGLEY and HANNAH LOUISE LANGLEY in the presence of a witness.`,
    ],
  },
  {
    id: 'deed-of-transfer-ie-folio',
    expectedTypeKey: 'transfer-deed',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Deed of transfer of part of Folio 5521F County Galway',
    pages: [
      `LAND REGISTRY
Form 3 - Transfer of part
THIS DEED OF TRANSFER made the 4th day of April 2023
BETWEEN PADRAIG SEAMUS FLAHERTY of Knocknacarra, Galway, Farmer (hereinafter called "the Transferor") of the one part and CONNEMARA HOMES LIMITED having its registered office at 3 Eyre Square, Galway (hereinafter called "the Transferee") of the other part.
WHEREAS the Transferor is registered as full owner of the property comprised in Folio 5521F of the Register of Freeholders, County Galway.
NOW THIS DEED WITNESSETH that in consideration of the sum of three hundred and ten thousand euro (€310,000) paid by the Transferee to the Transferor (the receipt whereof the Transferor hereby acknowledges) the Transferor as beneficial owner HEREBY TRANSFERS unto the Transferee ALL THAT the part of the property comprised in the said Folio shown outlined in red on the map annexed hereto, containing 1.2 hectares, TOGETHER WITH a right of way over the existing roadway shown coloured yellow on the said map.
The Transferor HEREBY ASSENTS to the registration of the Transferee as owner of the property hereby transferred.
The Transferor hereby certifies that the property hereby transferred is not and has never been a family home within the meaning of the Family Home Protection Act 1976 and that section 5 of the Family Law Act 1995 does not apply.
It is hereby certified for the purposes of section 12 of the Land Act 1965 that the Transferee is a body corporate within the meaning of that section and the Minister's consent is not required.
IN WITNESS whereof the parties hereto have executed this Deed the day and year first herein written.
SIGNED SEALED AND DELIVERED by the Transferor in the presence of: Solicitor, Galway.`,
    ],
  },
  {
    id: 'disposition-sc-house',
    expectedTypeKey: 'disposition',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Disposition of 6 Queen\'s Gardens, Aberdeen',
    pages: [
      `DISPOSITION
by
ALASTAIR JOHN MUNRO
in favour of
HAMISH DOUGLAS ROSS and MORAG ISOBEL ROSS
Subjects: 6 Queen's Gardens, Aberdeen AB15 4YD
I, ALASTAIR JOHN MUNRO, residing at 6 Queen's Gardens, Aberdeen AB15 4YD, heritable proprietor of the subjects hereinafter disponed, IN CONSIDERATION of the sum of SIX HUNDRED AND TWELVE THOUSAND POUNDS (£612,000) STERLING paid to me by HAMISH DOUGLAS ROSS and MORAG ISOBEL ROSS, spouses, both residing at 41 Rubislaw Den North, Aberdeen, of which sum I acknowledge receipt, HAVE SOLD and DO HEREBY DISPONE to and in favour of the said Hamish Douglas Ross and Morag Isobel Ross equally between them and to the survivor of them, and to the executors and assignees whomsoever of the survivor, heritably and irredeemably, ALL and WHOLE the subjects known as 6 QUEEN'S GARDENS, ABERDEEN AB15 4YD being the subjects registered in the Land Register of Scotland under Title Number ABN98214; Together with (One) the whole parts, privileges and pertinents thereof, (Two) the fittings and fixtures therein, and (Three) my whole right, title and interest present and future in and to the said subjects; With entry and actual occupation on 26 September 2014; And I grant warrandice; And I certify that this is not a transaction to which section 15 of the Land Registration etc. (Scotland) Act 2012 applies: IN WITNESS WHEREOF these presents are subscribed by me at Aberdeen on 24 September 2014 before this witness, Fiona Grant, Solicitor, 12 Albyn Place, Aberdeen.`,
    ],
  },
  {
    id: 'legal-charge-en-bank',
    expectedTypeKey: 'legal-charge',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Legal charge over 41 Wellington Street, Leeds',
    pages: [
      `THIS LEGAL CHARGE is dated 28 July 2023
PARTIES
(1) KIRKGATE COMMERCIAL HOLDINGS LIMITED incorporated and registered in England and Wales with company number 09812345 (the Chargor).
(2) YORKSHIRE MERCANTILE BANK PLC incorporated and registered in England and Wales with company number 00456789 (the Lender).
BACKGROUND
(A) The Lender has agreed, under the Facility Letter, to provide the Chargor with loan facilities on a secured basis.
(B) Under this deed, the Chargor provides security to the Lender for the loan facilities made available under the Facility Letter.
1. DEFINITIONS
"Property": the freehold property known as 41 Wellington Street, Leeds LS1 4DL registered at HM Land Registry under title number WYK874512.
"Secured Liabilities": all present and future monies, obligations and liabilities owed by the Chargor to the Lender, whether actual or contingent, together with all interest accruing thereon.
2. COVENANT TO PAY
The Chargor shall, on demand, pay to the Lender and discharge the Secured Liabilities when they become due.
3. GRANT OF SECURITY
3.1 As a continuing security for the payment and discharge of the Secured Liabilities, the Chargor with full title guarantee charges to the Lender by way of first legal mortgage the Property.
3.2 The Chargor assigns absolutely, subject to a proviso for reassignment on redemption, all rental income and the benefit of the Insurance Policies.
4. NEGATIVE PLEDGE AND DISPOSALS
The Chargor shall not create any Security over the Property, nor sell, assign, transfer, lease or otherwise dispose of any interest in it, without the prior written consent of the Lender.`,
      `5. LAND REGISTRY RESTRICTION
The Chargor consents to an application being made to the Chief Land Registrar for a restriction in the following terms to be entered on the register of title: "No disposition of the registered estate by the proprietor of the registered estate, or by the proprietor of any registered charge, not being a charge registered before the entry of this restriction, is to be registered without a written consent signed by the proprietor for the time being of the charge dated 28 July 2023 in favour of Yorkshire Mercantile Bank PLC referred to in the charges register."
6. POWERS OF THE LENDER
6.1 The Secured Liabilities are deemed to have become due and payable on the date of this deed, and the power of sale and other powers conferred by section 101 of the Law of Property Act 1925 shall arise on that date.
6.2 Section 103 of the Law of Property Act 1925 does not apply to the security constituted by this deed, and section 93 of that Act (restricting the right of consolidation) does not apply.
7. APPOINTMENT OF A RECEIVER
At any time after the security constituted by this deed has become enforceable, the Lender may, without further notice, appoint by way of deed one or more persons to be a receiver of all or any part of the Property.
8. GOVERNING LAW
This deed and any dispute or claim arising out of it shall be governed by the law of England and Wales.
Executed as a deed by KIRKGATE COMMERCIAL HOLDINGS LIMITED acting by two directors.`,
    ],
  },
  {
    id: 'mortgage-ie-residential',
    expectedTypeKey: 'legal-charge',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Mortgage and charge over 14 Dunville Avenue, Ranelagh',
    pages: [
      `MORTGAGE AND CHARGE
Date: 8 March 2019
Mortgagor: SIOBHAN MARY KAVANAGH of 14 Dunville Avenue, Ranelagh, Dublin 6
Mortgagee: LIFFEY MUTUAL BANK DESIGNATED ACTIVITY COMPANY, having its registered office at 1 Grand Canal Square, Dublin 2
Property: the property comprised in Folio 12345F County Dublin.
THIS MORTGAGE AND CHARGE is made on the date set out above and incorporates the Mortgage Conditions (Edition 2018) of the Mortgagee, a copy of which the Mortgagor acknowledges having received.
1. The Mortgagor covenants with the Mortgagee to pay to the Mortgagee on demand all monies which are now or shall at any time hereafter be due or owing by the Mortgagor to the Mortgagee on any account whatsoever, together with interest.
2. As security for the payment of all such monies the Mortgagor as registered owner HEREBY CHARGES the Property with the payment to the Mortgagee of all such monies, and assents to the registration of this charge as a burden on the said Folio.
3. The Mortgagor hereby certifies that the Property is her family home within the meaning of the Family Home Protection Act 1976 and that she has no spouse or civil partner whose prior consent in writing is required.
4. The Mortgagor shall not, without the prior written consent of the Mortgagee, let, part with possession of or further charge the Property.
5. The Mortgagee's power of sale and power to appoint a receiver shall become exercisable on the occurrence of an event of default as defined in the Mortgage Conditions, without the restrictions contained in the Land and Conveyancing Law Reform Act 2009 save as may not lawfully be excluded.
SIGNED AND DELIVERED as a deed by the Mortgagor in the presence of a witness.`,
    ],
  },
  {
    id: 'standard-security-sc-bank',
    expectedTypeKey: 'standard-security',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Standard security over 140 West Nile Street, Glasgow',
    pages: [
      `STANDARD SECURITY
by
CLYDESIDE URBAN REIT LIMITED
in favour of
CALEDONIAN CAPITAL BANK PLC
Subjects: 140 West Nile Street, Glasgow G1 2RQ
WE, CLYDESIDE URBAN REIT LIMITED, incorporated under the Companies Acts (registered number SC612309) and having our registered office at 50 Bothwell Street, Glasgow G2 6HR (the "Chargor"), HEREBY UNDERTAKE to pay to CALEDONIAN CAPITAL BANK PLC, incorporated under the Companies Acts (registered number SC088213) and having its registered office at 8 St Andrew Square, Edinburgh EH2 2YB (the "Bank"), on demand all sums due and to become due by us to the Bank in any manner of way; FOR WHICH WE GRANT a standard security in favour of the Bank over ALL and WHOLE the subjects known as 140 West Nile Street, Glasgow G1 2RQ being the subjects registered in the Land Register of Scotland under Title Number GLA215570;
The standard conditions specified in Schedule 3 to the Conveyancing and Feudal Reform (Scotland) Act 1970 and any lawful variation thereof operative for the time being shall apply, and we agree that the standard conditions shall be varied in terms of the Schedule annexed and executed as relative hereto;
And we grant warrandice; And we consent to registration hereof for execution;
IN WITNESS WHEREOF these presents consisting of this page and the Schedule annexed are subscribed for and on behalf of the Chargor by a director at Glasgow on 28 September 2022 in the presence of the witness.
SCHEDULE referred to in the foregoing Standard Security
Variation of Standard Conditions: 1. The Chargor shall insure the subjects for their full reinstatement value. 2. The Chargor shall not let, sub-let or part with possession of the subjects without the Bank's consent. 3. A calling-up notice may be served on seven days' notice under section 19 of the said Act. 4. The Bank may exercise its power of sale on the occurrence of an Event of Default under the Facility Agreement.`,
    ],
  },
  {
    id: 'llc1-con29-en',
    expectedTypeKey: 'local-authority-search',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Local authority search, 22 Mill Road, Cambridge',
    pages: [
      `Official Certificate of Search
LLC1 (Local Land Charges Rules 1977 Schedule 1, Form C)
Requisition for search and official certificate of search
Local authority: Cambridge City Council
Description of land sufficient to enable it to be identified: 22 Mill Road, Cambridge CB1 2AD
It is hereby certified that the search requested above reveals no subsisting registrations, or the registrations described in the Schedule hereto, up to and including the date of this certificate.
Date: 11 January 2024
SCHEDULE
Part 3 Planning Charges: Tree Preservation Order TPO/04/2012 made 3 April 2012 affecting the lime tree in the rear garden.
Part 4 Miscellaneous Charges: Mill Road Conservation Area designated 14 June 1999.
Part 11 Light Obstruction Notices: none.`,
      `CON29 Enquiries of Local Authority (2016)
Part 1 Standard Enquiries
1. Planning and building decisions and pending applications
1.1 Which of the following relating to the property have been granted, issued or refused or (where applicable) are the subject of pending applications or agreements? (a) a planning permission: 17/0912/FUL Change of use of first floor from retail to residential, granted 2 October 2017. (b) a listed building consent: none. (f) building regulations approval: FP/17/0603 approved; completion certificate issued 19 June 2018.
2. Roads and public rights of way
2.1 Which of the roads, footways and footpaths named in the application for this search are: (a) highways maintainable at public expense: Mill Road.
2.2 Is any public right of way which abuts on, or crosses the property shown in a definitive map or revised definitive map? No.
3. Other matters
3.7 Outstanding notices: none. 3.9 Infrastructure Levy and Community Infrastructure Levy: no CIL liability notice has been issued. 3.12 Smoke control order: the property is within the Cambridge Smoke Control Area No. 3. 3.13 Compulsory purchase: none. 3.14 Contaminated land: the property is not included in the register of contaminated land.
Part 2 Optional Enquiries: not requested.`,
    ],
  },
  {
    id: 'property-enquiry-certificate-sc',
    expectedTypeKey: 'property-enquiry-certificate',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Property enquiry certificate, 3F2 22 Warrender Park Road, Edinburgh',
    pages: [
      `THE CITY OF EDINBURGH COUNCIL
PROPERTY ENQUIRY CERTIFICATE
Subjects: 3F2, 22 Warrender Park Road, Edinburgh EH9 1HJ
Applicant: Morningside Property Searches Limited, Your ref: MAC/FRA
Date of certificate: 7 August 2019
The information is provided in accordance with the records of the Council as at the date of this certificate and is given in good faith.
1. PLANNING
(a) Town and Country Planning (Scotland) Act 1997: there are no planning applications recorded for the subjects in the last ten years.
(b) The subjects lie within the Marchmont, Meadows and Bruntsfield Conservation Area. The building is not listed under the Planning (Listed Buildings and Conservation Areas) (Scotland) Act 1997.
(c) No enforcement notices, stop notices or breach of condition notices are recorded.
2. BUILDING STANDARDS
A building warrant (ref. 14/03321/WARR) was granted on 9 October 2014 for replacement windows, and a completion certificate was accepted on 2 March 2015 under the Building (Scotland) Act 2003. No dangerous building notices are recorded.
3. ROADS
Warrender Park Road is included in the list of public roads maintained by the Council as local roads authority in terms of the Roads (Scotland) Act 1984. There are no road proposals affecting the subjects.
4. ENVIRONMENTAL HEALTH AND HOUSING
The subjects are not on the contaminated land register. No statutory notices under the Housing (Scotland) Act 2006 or the City of Edinburgh District Council Order Confirmation Act 1991 (shared repairs) are outstanding.
5. SCOTTISH WATER: for information on water and drainage please contact Scottish Water.`,
    ],
  },
  {
    id: 'planning-search-ie-dublin',
    expectedTypeKey: 'planning-search',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Planning search, 14 Dunville Avenue, Ranelagh',
    pages: [
      `PLANNING SEARCH REPORT
Prepared for: Byrne Kelleher Solicitors, 21 Merrion Square, Dublin 2
Property: 14 Dunville Avenue, Ranelagh, Dublin 6
Planning Authority: Dublin City Council
Date of search: 20 February 2019
1. PLANNING HISTORY
Reg. Ref. 2987/15: permission granted on 11 November 2015 for a single storey extension to the rear, subject to 8 conditions. Final grant issued 22 December 2015. Certificate of compliance with building regulations lodged.
Reg. Ref. 3511/18: application for a dormer window, refused on 3 October 2018; appeal to An Bord Pleanála (ABP-302911-18) withdrawn.
2. ENFORCEMENT
No warning letters or enforcement notices under Part VIII of the Planning and Development Act 2000 are recorded.
3. DEVELOPMENT PLAN AND ZONING
Dublin City Development Plan 2016-2022: zoned Z2 (Residential Neighbourhoods - Conservation Areas). The property lies within an Architectural Conservation Area. The property is not included in the Record of Protected Structures.
4. ROADS AND SERVICES
Dunville Avenue has been taken in charge by Dublin City Council. No road widening or improvement lines affect the property.
5. OTHER REGISTERS
No entry on the Derelict Sites Register under the Derelict Sites Act 1990; no entry on the Vacant Sites Register; no compulsory purchase orders.`,
    ],
  },
  {
    id: 'cpse-replies-en',
    expectedTypeKey: 'replies-to-enquiries',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Replies to CPSE.1, 41 Wellington Street, Leeds',
    pages: [
      `COMMERCIAL PROPERTY STANDARD ENQUIRIES
CPSE.1 (version 3.8)
General pre-contract enquiries for all commercial property transactions
Property: 41 Wellington Street, Leeds LS1 4DL
Seller: Ashworth Estates Limited    Buyer: Kirkgate Commercial Holdings Limited
Seller's replies dated 3 July 2023
1. BOUNDARIES AND EXTENT
1.1 Enquiry: Who owns or accepts responsibility to maintain or repair the boundary features? Reply: The Seller owns the front and rear walls. The party wall with No. 39 is jointly maintained.
1.3 Enquiry: Is the Seller aware of any encroachments? Reply: The Seller is not aware of any.
2. RIGHTS BENEFITING THE PROPERTY
2.1 Enquiry: Are any rights enjoyed by the Property other than those referred to in the title? Reply: None, so far as the Seller is aware; please see the official copies.
3. ADVERSE RIGHTS AFFECTING THE PROPERTY
Reply: The tenants enjoy the rights granted by their leases. No rights of light claims have been made.
8. DISPUTES
8.1 Enquiry: Are there any past or current disputes or claims relating to the Property? Reply: None.
10. STATUTORY AND OTHER REQUIREMENTS
10.1 Reply: The Seller has received no notices under the Building Regulations or the Regulatory Reform (Fire Safety) Order 2005. A fire risk assessment dated 12 January 2023 is supplied.
14. OCCUPIERS AND EMPLOYEES
14.1 Reply: The ground and second floors are let under the leases listed in the Tenancy Schedule. There are no employees.
29. TRANSFER OF A GOING CONCERN
Reply: The Seller has opted to tax the Property and the sale is expected to be a transfer of a going concern.`,
    ],
  },
  {
    id: 'requisitions-on-title-ie',
    expectedTypeKey: 'replies-to-enquiries',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Replies to requisitions on title, Unit 4 Innishmore Business Park',
    pages: [
      `OBJECTIONS AND REQUISITIONS ON TITLE
(Law Society of Ireland, 2019 Edition)
Vendor: Lee Valley Estates Limited    Purchaser: Kilbarry Engineering Unlimited Company
Property: Unit 4, Innishmore Business Park, Ballincollig, Co. Cork
1. Premises
1.1 Requisition: Is the Vendor in actual occupation? Reply: No, the property is let.
3. Rent
3.1 Requisition: Is the property held under a lease? If so, furnish evidence of payment of rent up to the date of completion. Reply: Yes. Receipt for the last gale day furnished on closing.
5. Outgoings
5.1 Requisition: Furnish receipts for commercial rates for the current year. Reply: Rates paid to 31 December; receipt to be furnished on closing.
10. Taxation
10.1 Requisition: Furnish a Tax Clearance Certificate / CG50A. Reply: CG50A will be furnished on closing.
18. Family Home Protection Act 1976
Reply: The Vendor is a body corporate and the Act does not apply.
22. Local Property Tax
Reply: Not applicable; commercial property.
27. Planning
27.1 Requisition: Has there been any development of the property since 1 October 1964? Reply: Yes. Planning permission Reg. Ref. 00/4412 and a certificate of compliance from an architect are furnished.`,
    ],
  },
  {
    id: 'environmental-search-en',
    expectedTypeKey: 'environmental-search',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Environmental report, Unit 2 Apex Court, Reading',
    pages: [
      `Commercial Environmental Risk Report
Site: Unit 2, Apex Court, Reading RG2 0QX
Report reference: GEO-8821-4471    Date: 2 May 2023
Prepared by Thames Geo Environmental Limited for Kennet Precision Tools Limited
EXECUTIVE SUMMARY
Contaminated land liability: Further Action Recommended. In our opinion the historical industrial uses on and near the site give rise to a moderate risk that the site could be designated contaminated land under Part 2A of the Environmental Protection Act 1990.
Flood risk: Moderate. The site lies partly within Flood Zone 2 as mapped by the Environment Agency.
Ground stability: Low. No natural or non-natural ground stability hazards identified within 50m.
Radon: The site is not in a radon affected area; no protective measures required.
Energy and infrastructure: No wind, solar or oil and gas projects within 5km.
PROFESSIONAL OPINION
Historical land use: Ordnance Survey mapping from 1912 to 1970 shows a gas works 120m to the north and an engineering works on site. A closed landfill lies 400m east. These uses could have introduced contaminants into the ground.
RECOMMENDATIONS
We recommend a Phase 1 desk study and site walkover, followed by intrusive investigation if warranted. Contaminated land insurance may be available.`,
    ],
  },
  {
    id: 'contract-for-sale-en-scpc',
    expectedTypeKey: 'contract-for-sale',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Contract for the sale of 41 Wellington Street, Leeds',
    pages: [
      `CONTRACT
Incorporating the Standard Commercial Property Conditions (Third Edition - 2018 Revision)
Date: 14 July 2023
Seller: ASHWORTH ESTATES LIMITED (company number 01876543) of 2 Bond Court, Leeds LS1 2JZ
Buyer: KIRKGATE COMMERCIAL HOLDINGS LIMITED (company number 09812345) of 12 Park Square East, Leeds LS1 2NE
Property (freehold): 41 Wellington Street, Leeds LS1 4DL registered at HM Land Registry under title number WYK874512
Title number/root of title: WYK874512
Specified incumbrances: the matters contained or referred to in the property and charges registers of the title, and the Leases
Completion date: 28 July 2023
Contract rate: 4% above the Bank of England base rate from time to time
Purchase price: £2,150,000
Deposit: £215,000
The Seller will sell and the Buyer will buy the Property for the Purchase price.
The Seller sells with full title guarantee.
WARNING: This is a formal document, designed to create legal rights and legal obligations. Take advice before using it.
Signed ................................ Seller / Buyer`,
      `SPECIAL CONDITIONS
1. (a) This contract incorporates the Standard Commercial Property Conditions (Third Edition - 2018 Revision). (b) The terms used in this contract have the same meaning when used in the Conditions.
2. Subject to the terms of this contract and to the Standard Commercial Property Conditions, the seller is to transfer the property with full title guarantee.
3. The sale includes the fixtures and fittings but no chattels.
4. The property is sold subject to and with the benefit of the Leases listed in the Tenancy Schedule, and not with vacant possession.
5. The deposit shall be paid to the Seller's conveyancer as stakeholder on exchange.
6. VAT: the Seller has opted to tax. The parties intend the sale to be treated as a transfer of a going concern, and the Buyer warrants that it has made an effective option to tax with effect from no later than the date of completion.
7. The transfer to the Buyer shall be in the form of TR1 annexed and shall contain an indemnity covenant.`,
    ],
  },
  {
    id: 'contract-for-sale-ie-general-conditions',
    expectedTypeKey: 'contract-for-sale',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Contract for sale, Unit 4 Innishmore Business Park, Cork',
    pages: [
      `LAW SOCIETY OF IRELAND
GENERAL CONDITIONS OF SALE
(2019 Edition)
MEMORANDUM OF AGREEMENT made the 2nd day of June 2017 between the Vendor and the Purchaser whose names and addresses are set out below whereby the Vendor agrees to sell and the Purchaser agrees to purchase, in accordance with the annexed Special and General Conditions of Sale, the property described in the Particulars at the purchase price mentioned below.
Vendor: Lee Valley Estates Limited, Lapps Quay, Cork
Purchaser: Kilbarry Engineering Unlimited Company, Unit 4, Innishmore Business Park, Ballincollig, Cork
Vendor's solicitor: Hegarty O'Mahony, 19 South Mall, Cork
Purchase Price: €1,450,000    Less deposit: €145,000    Balance: €1,305,000
Closing Date: 4 August 2017
Interest Rate: 8% per annum
PARTICULARS AND TENURE: ALL THAT the leasehold interest in Unit 4, Innishmore Business Park, comprised in Folio 70211L of the Register of Leaseholders, County Cork.
DOCUMENTS SCHEDULE: 1. Certified copy Folio 70211L and filed plan. 2. Lease dated 3 May 2001.
SEARCHES SCHEDULE: Land Registry, Judgments Office, Sheriff and Revenue Sheriff, Companies Office.
SPECIAL CONDITIONS
1. The said General Conditions shall apply to the sale in so far as they are not inconsistent with the Special Conditions.
2. The Purchaser shall be deemed to buy with full knowledge of the state of repair of the property.
3. The sale is not a VAT-able supply.
Signed by the Vendor and by the Purchaser; witnessed.`,
    ],
  },
  {
    id: 'missives-offer-sc',
    expectedTypeKey: 'missives',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Offer to purchase 140 West Nile Street, Glasgow',
    pages: [
      `MACINTYRE BAIRD LLP
Solicitors, 225 St Vincent Street, Glasgow G2 5QY
Messrs Drummond Kerr WS
7 Rutland Square, Edinburgh EH1 2AS
Our ref: AJM/CUR/0042
12 August 2022
Dear Sirs
CLYDESIDE URBAN REIT LIMITED
140 WEST NILE STREET, GLASGOW G1 2RQ
On behalf of and as instructed by our clients, Clydeside Urban REIT Limited, incorporated under the Companies Acts (SC612309), we hereby offer to purchase from your clients, Strathclyde Pension Property Nominees Limited, the heritable property known as 140 West Nile Street, Glasgow G1 2RQ registered in the Land Register of Scotland under Title Number GLA215570 (the Property) at the price of SIX MILLION EIGHT HUNDRED THOUSAND POUNDS (£6,800,000) exclusive of VAT and on the following conditions:
1. This offer and the missives to follow shall incorporate the Scottish Standard Commercial Missives (Edition 3) published by the Property Standardisation Group, subject to the variations set out in the Schedule.
2. Date of Entry: entry with vacant possession of the common parts and subject to the Occupational Leases shall be given on 28 September 2022 or such other date as may be agreed.
3. The Seller shall deliver a Form 12 Report and clear searches in the Register of Inhibitions against the Seller.
4. Our clients shall be entitled to resile from the missives without penalty if the Property is materially damaged before the Date of Entry.
This offer, unless previously withdrawn, is open for acceptance by letter reaching us not later than 5pm on 19 August 2022.
Yours faithfully
MacIntyre Baird LLP`,
    ],
  },
  {
    id: 'licence-to-assign-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Licence to assign the lease of Unit 2, Apex Court, Reading',
    lookAlike: true,
    pages: [
      `THIS LICENCE is dated 11 March 2024
PARTIES
(1) THAMES VALLEY INDUSTRIAL LIMITED (company number 02987765) (Landlord).
(2) KENNET PRECISION TOOLS LIMITED (company number 05432111) (Tenant).
(3) WOKINGHAM LASER CUTTING LIMITED (company number 09911234) (Assignee).
(4) CHARLOTTE ANNE BEAUMONT (Guarantor).
LICENCE TO ASSIGN
1. DEFINITIONS
In this licence: "Lease" means the lease of Unit 2, Apex Court, Reading dated 1 August 2016 made between (1) the Landlord and (2) the Tenant, as varied by a deed of variation dated 30 June 2023; "Assignment" means the assignment of the Lease by the Tenant to the Assignee.
2. CONSENT TO ASSIGN
In consideration of the covenants by the Tenant and the Assignee in this licence, the Landlord consents to the Assignment. This consent is valid for three months from the date of this licence.
3. AUTHORISED GUARANTEE AGREEMENT
On completion of the Assignment the Tenant shall enter into an authorised guarantee agreement in the form set out in the Schedule, guaranteeing the Assignee's performance of the tenant covenants of the Lease.
4. ASSIGNEE'S COVENANT
The Assignee covenants with the Landlord that, from the date of the Assignment and for the residue of the term granted by the Lease, it will pay the rents reserved by and observe and perform the tenant covenants of the Lease.
5. GUARANTEE
The Guarantor guarantees the Assignee's obligations in clause 4 on the terms set out in Part 2 of the Schedule.
6. NOTICE OF ASSIGNMENT
The Assignee shall give notice of the Assignment to the Landlord's solicitors within 20 working days of completion, with a certified copy of the transfer and the registration fee of £75 plus VAT.
7. NO WAIVER
Nothing in this licence shall waive any breach of the tenant covenants of the Lease, or authorise any other dealing with the Lease.
This licence has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'underlease-en-office-suite',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Underlease of Suite 4, Brunswick House, Bristol',
    pages: [
      `DATED 19 September 2022
UNDERLEASE
relating to Suite 4, Third Floor, Brunswick House, Queen Square, Bristol BS1 4JQ
between
FLOATING HARBOUR CONSULTING LIMITED
and
SEVERNSIDE ACTUARIAL LLP
THIS UNDERLEASE is made on the date stated above between FLOATING HARBOUR CONSULTING LIMITED whose registered office is at Brunswick House, Queen Square, Bristol (the Landlord) and SEVERNSIDE ACTUARIAL LLP whose registered office is at 2 Redcliff Street, Bristol (the Tenant).
1. The Landlord demises to the Tenant the Premises for a term of three years from and including 29 September 2022, the term to expire before the expiry of the Superior Lease, paying the rent of £28,800 a year by equal quarterly payments in advance, with the Service Charge and the Insurance Rent.
2. The Tenant covenants to observe the tenant covenants in Schedule 3, including: to keep the Premises in good and substantial repair; not to make any structural alterations; to use the Premises as offices only; not to assign, underlet, charge or share occupation of the whole or any part of the Premises; and to observe the covenants of the Superior Lease so far as they relate to the Premises.
3. The Landlord covenants that the Tenant shall have quiet enjoyment of the Premises, and to pay the rent reserved by the Superior Lease and observe its covenants so far as the Tenant is not liable for them.
4. If any rent is unpaid 14 days after it is due, or the Tenant breaches any covenant, or becomes insolvent, the Landlord may re-enter the Premises whereupon this underlease shall end.
5. The Tenant may determine this underlease on 28 September 2024 by giving not less than three months' notice.
6. The Landlord and the Tenant agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded from the tenancy created by this underlease, the Tenant having made a statutory declaration in accordance with the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003.
7. This underlease creates a new tenancy for the purposes of the Landlord and Tenant (Covenants) Act 1995.
Signed as a deed by the parties.`,
    ],
  },
  {
    id: 'lease-sc-shop-traditional',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Lease of shop at 88 Union Street, Aberdeen',
    pages: [
      `LEASE
by
GRANITE CITY INVESTMENTS LIMITED
to
DEESIDE OUTDOOR LIMITED
Shop premises at 88 Union Street, Aberdeen
THE LANDLORDS, GRANITE CITY INVESTMENTS LIMITED, incorporated under the Companies Acts (SC140019) and having their registered office at 1 Golden Square, Aberdeen, HEREBY LET to DEESIDE OUTDOOR LIMITED, incorporated under the Companies Acts (SC466120) and having their registered office at 88 Union Street, Aberdeen (the Tenants), ALL and WHOLE the ground floor and basement shop premises known as 88 Union Street, Aberdeen AB11 6BD (the Premises), for the period of ten years from and after 28 May 2021 (which date notwithstanding the date or dates hereof is hereby declared to be the date of entry), at the yearly rent of FORTY EIGHT THOUSAND POUNDS (£48,000) STERLING payable quarterly in advance at Candlemas, Whitsunday, Lammas and Martinmas, but subject always to review in terms of Part 4 of the Schedule.
The Tenants bind themselves to pay the rent and to perform the obligations incumbent on them in terms of the Schedule, including the obligation to keep the Premises in good and substantial repair and to use them only as a retail shop within Class 1 of the Town and Country Planning (Use Classes) (Scotland) Order 1997.
If the Tenants fail to pay the rent for 21 days after it becomes due, or breach any other obligation, or become apparently insolvent, the Landlords shall be entitled to terminate this Lease by written notice, subject to sections 4 and 5 of the Law Reform (Miscellaneous Provisions) (Scotland) Act 1985.
At the termination of this Lease the Tenants shall remove from the Premises without any warning or process of removing. Tacit relocation is excluded.
The Landlords and the Tenants consent to registration of this Lease for preservation and execution.
IN WITNESS WHEREOF these presents typewritten on this and the following page together with the Schedule annexed are executed as follows:`,
    ],
  },
  {
    id: 'tp1-en-transfer-of-part',
    expectedTypeKey: 'transfer-deed',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'TP1 transfer of part of Greenacre Farm, Malton',
    pages: [
      `Transfer of part of registered title(s)
HM Land Registry TP1
1 Title number(s) out of which the property is transferred: NYK300455
2 Other title number(s) against which matters contained in this transfer are to be registered or noted, if any: None
3 Property: The property is identified on the attached plan and shown edged red. The land to be transferred is part of Greenacre Farm, Malton YO17 6RT.
4 Date: 8 May 2023
5 Transferor: GEOFFREY WILLIAM ATKINSON and PATRICIA MARY ATKINSON
6 Transferee for entry in the register: RYEDALE HOMES LIMITED. For UK incorporated companies/LLPs: Registered number of company or limited liability partnership: 07765432
7 Transferee's intended address(es) for service for entry in the register: 1 Wheelgate, Malton YO17 7HT
8 The transferor transfers the property to the transferee
9 Consideration: The transferor has received from the transferee for the property the following sum: One million two hundred thousand pounds (£1,200,000)
10 The transferor transfers with limited title guarantee
11 Declaration of trust: not applicable
12 Additional provisions
12.1 Rights granted for the benefit of the property: a right of way with or without vehicles over the farm track shown coloured brown on the plan, and the right to connect to and use the services in the Retained Land.
12.2 Rights reserved for the benefit of other land: the right to pass and repass over the estate roads on the property to reach the Retained Land.
12.3 Restrictive covenants by the transferee: not to erect more than 45 dwellings on the property; not to use the property other than for residential purposes.
12.4 Overage: the parties have entered into an overage deed of even date.
13 Execution: Executed as a deed by RYEDALE HOMES LIMITED acting by a director in the presence of a witness; signed as a deed by each Transferor in the presence of a witness.`,
    ],
  },
  {
    id: 'conveyance-en-1987',
    expectedTypeKey: 'transfer-deed',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Conveyance of 41 Wellington Street, Leeds, 1987',
    pages: [
      `THIS CONVEYANCE is made the second day of September One thousand nine hundred and eighty seven BETWEEN AIRE VALLEY PROPERTIES LIMITED whose registered office is situate at 10 Boar Lane, Leeds (hereinafter called "the Vendor") of the one part and LEONARD ASHWORTH of 4 Oakwood Grove, Leeds (hereinafter called "the Purchaser") of the other part
WHEREAS the Vendor is seised of the property hereinafter described for an estate in fee simple in possession free from incumbrances save as hereinafter mentioned and has agreed with the Purchaser for the sale to him of the said property for the sum of One hundred and ninety thousand pounds
NOW THIS DEED WITNESSETH that in consideration of the sum of ONE HUNDRED AND NINETY THOUSAND POUNDS now paid by the Purchaser to the Vendor (the receipt whereof the Vendor hereby acknowledges) the Vendor as beneficial owner HEREBY CONVEYS unto the Purchaser ALL THAT piece or parcel of land together with the office building erected thereon known as 41 Wellington Street in the City of Leeds which said property is for the purpose of identification only more particularly delineated on the plan annexed hereto and thereon edged red TO HOLD the same unto the Purchaser in fee simple SUBJECT to the rights reserved in the First Schedule hereto
THE Purchaser for himself and his successors in title hereby covenants with the Vendor that he will not use the property hereby conveyed otherwise than as offices and will not erect any building on the land coloured green on the said plan
IT IS HEREBY CERTIFIED that the transaction hereby effected does not form part of a larger transaction or of a series of transactions in respect of which the amount or value or the aggregate amount or value of the consideration exceeds Thirty thousand pounds
IN WITNESS whereof the Vendor has caused its Common Seal to be hereunto affixed and the Purchaser has hereunto set his hand and seal the day and year first before written
THE FIRST SCHEDULE above referred to: the right for the Vendor and its successors to the free passage of water, soil, gas and electricity through the sewers, drains and conduits now in or under the property.`,
    ],
  },
  {
    id: 'deed-of-assignment-ni-leasehold',
    expectedTypeKey: 'transfer-deed',
    practiceArea: 'property-law',
    region: 'NI',
    title: 'Assignment of the lease of 27 Ann Street, Belfast',
    pages: [
      `THIS ASSIGNMENT is made the 3rd day of October 2024
BETWEEN SPERRIN OPTICIANS LIMITED having its registered office at 27 Ann Street, Belfast BT1 4EB (hereinafter called "the Assignor") of the first part, LAGANSIDE HOLDINGS LIMITED having its registered office at 15 Donegall Square North, Belfast (hereinafter called "the Landlord") of the second part, and FOYLE VISION CARE LIMITED having its registered office at 4 Shipquay Street, Londonderry (hereinafter called "the Assignee") of the third part.
RECITALS
(A) By a Lease dated the 9th day of January 2023 and made between the Landlord of the one part and the Assignor of the other part (hereinafter called "the Lease") the premises described in the Schedule hereto were demised unto the Assignor for the term of ten years from 1 January 2023 at the yearly rent of £32,000 subject to review.
(B) The Assignor has agreed with the Assignee for the sale to it of the premises for the residue of the said term at the price of £40,000 for goodwill and fixtures, and the Landlord has agreed to give its consent.
NOW THIS DEED WITNESSETH as follows:
1. In pursuance of the said agreement and in consideration of the sum of £40,000 paid by the Assignee to the Assignor (the receipt whereof the Assignor hereby acknowledges) the Assignor as beneficial owner HEREBY ASSIGNS unto the Assignee ALL THAT the premises comprised in and demised by the Lease TO HOLD the same unto the Assignee for all the residue now unexpired of the term granted by the Lease, subject to the rent reserved by and the covenants and conditions contained in the Lease.
2. The Landlord HEREBY CONSENTS to this Assignment.
3. The Assignee HEREBY COVENANTS with the Assignor that it will pay the rent reserved by the Lease and perform the covenants on the part of the lessee therein contained and indemnify the Assignor against all actions and claims in respect thereof.
SCHEDULE: the shop premises on the ground floor of 27 Ann Street, Belfast, part of the lands in Folio AN44120 County Antrim.
IN WITNESS whereof the parties have executed this Deed the day and year first herein written.`,
    ],
  },
  {
    id: 'qualified-acceptance-sc',
    expectedTypeKey: 'missives',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Qualified acceptance, 140 West Nile Street, Glasgow',
    pages: [
      `DRUMMOND KERR WS
7 Rutland Square, Edinburgh EH1 2AS
MacIntyre Baird LLP
225 St Vincent Street
Glasgow G2 5QY
Your ref: AJM/CUR/0042
Our ref: RK/SPP/771
18 August 2022
Dear Sirs
STRATHCLYDE PENSION PROPERTY NOMINEES LIMITED
140 WEST NILE STREET, GLASGOW
On behalf of and as instructed by our clients, Strathclyde Pension Property Nominees Limited, we hereby accept your offer dated 12 August 2022 to purchase from our clients the heritable property known as 140 West Nile Street, Glasgow G1 2RQ, at the price of £6,800,000, exclusive of VAT, subject to the following qualifications:
1. Condition 3 of your offer is deleted and replaced with the following: "The Seller shall deliver an Advance Notice in favour of the Purchaser, a Form 12 Report brought down to a date as near as practicable to the Date of Entry, and a clear search in the Register of Inhibitions. Our clients will not grant a letter of obligation."
2. Condition 4 of your offer is deleted. Risk shall pass to your clients at the conclusion of missives.
3. The Seller has opted to tax the Property and the parties intend the sale to be a transfer of a going concern.
4. Your clients shall accept the Property in its present condition and no warranties are given as to the building warrants or completion certificates for works carried out before our clients acquired the Property in 2004.
This qualified acceptance is open for acceptance by letter reaching us not later than 5pm on 24 August 2022, failing which it shall be deemed to be withdrawn.
Yours faithfully
Drummond Kerr WS`,
    ],
  },
  {
    id: 'ta6-property-information-form-wa',
    expectedTypeKey: 'replies-to-enquiries',
    practiceArea: 'property-law',
    region: 'WA',
    title: 'Property information form (TA6), Flat 12 Harbour Court, Cardiff',
    pages: [
      `Law Society
Property Information Form (5th edition 2024)
TA6
Address of the property: Flat 12, Harbour Court, Bute Crescent, Cardiff CF10 5AN
Full names of the seller(s): Sioned Mai Hughes and Owain Lloyd Davies
Seller's solicitor: Morgan Bevan Solicitors, 10 Cathedral Road, Cardiff
Definitions: "Seller" means all sellers together where the property is owned by more than one person.
Instructions to the seller: The answers should be prepared by the person or persons who are named as owner on the deeds or Land Registry title or by the owner's legal representative(s). If you do not know the answer to any question, you must say so.
1 Boundaries
1.1 Looking towards the property from the road, who owns or accepts responsibility to maintain or repair the boundary features? Not applicable: flat.
2 Disputes and complaints
2.1 Have there been any disputes or complaints regarding this property or a property nearby? No.
3 Notices and proposals
3.1 Have any notices or correspondence been received or sent which affect the property or a property nearby? Yes: the managing agent gave notice of major works to the external cladding in March 2024, section 20 consultation under the Landlord and Tenant Act 1985.
4 Alterations, planning and building control
4.1 Have any of the following changes been made to the whole or any part of the property? No.
5 Guarantees and warranties
5.1 Does the property benefit from a new home warranty? Yes, a ten-year NHBC Buildmark policy from 2009, now expired.
6 Insurance
6.1 Does the seller insure the property? No: the landlord insures the building under the lease.
7 Occupiers
7.1 Does the seller live at the property? Yes. 7.2 Does anyone else, aged 17 or over, live at the property? No.
Signed: S M Hughes  O L Davies    Dated: 4 April 2024`,
    ],
  },
  {
    id: 'property-certificate-ni',
    expectedTypeKey: 'planning-search',
    practiceArea: 'property-law',
    region: 'NI',
    title: 'Property certificate, 18 Seacliff Road, Bangor',
    pages: [
      `ARDS AND NORTH DOWN BOROUGH COUNCIL
PROPERTY CERTIFICATE
Issued by the Council on behalf of the Council, the Department for Infrastructure and the Department for Communities
Property: 18 Seacliff Road, Bangor BT20 5EY
Applicant: McKibbin Hanna Solicitors, Bangor
Date of issue: 27 May 2016
PART A - PLANNING
1. Planning history: W/2011/0412/F: erection of a two-storey rear extension, approved 19 September 2011.
2. The property is not within a Conservation Area and is not a listed building. The property is within the Ballyholme Area of Townscape Character designated in the North Down and Ards Area Plan 1984-1995.
3. No enforcement notices have been served under the Planning Act (Northern Ireland) 2011.
4. Tree Preservation Orders: none.
PART B - BUILDING CONTROL
Building control approval 11/0398 was granted for the extension and a completion certificate was issued on 2 May 2012.
PART C - ROADS
Seacliff Road is a public road maintained by the Department for Infrastructure. There are no road improvement schemes affecting the property.
PART D - STATUTORY CHARGES REGISTER
There are no entries on the Statutory Charges Register in respect of the property.
PART E - OTHER MATTERS
The property is not affected by any proposals for a compulsory acquisition.`,
    ],
  },
  {
    id: 'environmental-report-sc',
    expectedTypeKey: 'environmental-search',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Environmental report, Unit 3 Dove Wynd, Eurocentral',
    pages: [
      `ENVIRONMENTAL REPORT
Property: Unit 3, Dove Wynd, Eurocentral, Motherwell ML1 4XP
Client: Forth Valley Packaging Limited
Report date: 3 October 2022
Overall assessment: PASSED, with further consideration recommended for flooding.
1. Contaminated land: The site was part of the Ravenscraig steelworks landholding until 1992. Historical mapping shows railway sidings and a slag heap within 250 metres. The local authority has not identified the site under Part IIA of the Environmental Protection Act 1990 as applied in Scotland. Risk: low to moderate.
2. Flooding: SEPA flood maps show a medium likelihood of surface water flooding on the access road. Risk: moderate. We recommend the buyer obtains confirmation from insurers that cover is available.
3. Ground stability: The Coal Authority (Mining Remediation Authority) records show the site is within a coal mining reporting area; shallow workings recorded 200 metres west. A coal mining report is recommended.
4. Radon: The property is in an area where less than 1% of homes are above the action level; no radon protective measures are needed.
5. Planning and infrastructure: no wind farms, solar farms or major pipelines within 2 km.
Professional opinion: In our professional opinion the property is unlikely to be determined as contaminated land. Further action is recommended in relation to coal mining and flooding.`,
    ],
  },
  {
    id: 'register-en-leasehold-shop',
    expectedTypeKey: 'official-copy-register-of-title',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Official copy of the register, 17 Fore Street, Exeter (leasehold)',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN702216'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'good leasehold'),
        fact('property', '17 Fore Street', 'EX4 3AN'),
        fact('property', '14 November 2022', '15 years', 'Exe Estuary Properties'),
        fact('property', 'alienation'),
        fact('proprietorsAndPrice', 'DARTMOOR BAKEHOUSE LIMITED'),
        fact('easements', 'rights granted by the registered lease'),
      ],
      redFlags: ['title-not-absolute', 'short-lease'],
    },
    pages: [
      `Official copy of register of title
Title number DN702216
Edition date 30.11.2022
This official copy shows the entries on the register of title on 08 MAY 2024 at 16:20:41.
This date must be quoted as the "search from date" in any official search application based on this copy.
Issued on 08 May 2024.
This title is dealt with by HM Land Registry, Plymouth Office.
A: Property Register
This register describes the land and estate comprised in the title.
DEVON : EXETER
1 (30.11.2022) The Leasehold land shown edged with red on the plan of the above Title filed at the Registry and being 17 Fore Street, Exeter (EX4 3AN).
2 (30.11.2022) Short particulars of the lease(s) (or under-lease(s)) under which the land is held:
Date : 14 November 2022
Term : 15 years from and including 14 November 2022
Parties : (1) Exe Estuary Properties Limited (2) Dartmoor Bakehouse Limited
3 (30.11.2022) The Lease prohibits or restricts alienation.
B: Proprietorship Register
This register specifies the class of title and identifies the owner. It contains any entries that affect the right of disposal.
Title good leasehold
1 (30.11.2022) PROPRIETOR: DARTMOOR BAKEHOUSE LIMITED (Co. Regn. No. 11877345) of 17 Fore Street, Exeter EX4 3AN.
C: Charges Register
This register contains any charges and other matters that affect the land.
1 (30.11.2022) The land is subject to the rights granted by the registered lease.
End of register`,
    ],
  },
  {
    id: 'title-sheet-tenant-interest-sc',
    expectedTypeKey: 'title-sheet',
    practiceArea: 'property-law',
    region: 'SC',
    title: 'Title sheet of the tenant\'s interest, Unit 3 Dove Wynd, Eurocentral',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'LAN244910'),
        fact('titleAndTenure', 'Tenant'),
        fact('property', 'UNIT 3, DOVE WYND', 'ML1 4XP'),
        fact('property', 'LANARKSHIRE INDUSTRIAL PROPERTIES', '27 Nov. 2032'),
        fact('proprietorsAndPrice', 'FORTH VALLEY PACKAGING LIMITED'),
        fact('charges', 'CALEDONIAN CAPITAL BANK'),
        fact('covenants', 'obligations of the tenant'),
        fact('covenants', 'Deed of Conditions', 'estate roads'),
      ],
      redFlags: ['charge-to-discharge', 'short-lease'],
    },
    pages: [
      `LAND REGISTER OF SCOTLAND
TITLE NUMBER LAN244910
A PROPERTY SECTION
INTEREST Tenant
Subjects UNIT 3, DOVE WYND, EUROCENTRAL, MOTHERWELL ML1 4XP edged red on the cadastral map, being the subjects let in terms of the Lease between LANARKSHIRE INDUSTRIAL PROPERTIES LIMITED and FORTH VALLEY PACKAGING LIMITED, registered 12 Dec. 2022, for the period from 28 Nov. 2022 until 27 Nov. 2032.
The landlord's interest is registered under Title Number LAN201177.
B PROPRIETORSHIP SECTION
1 FORTH VALLEY PACKAGING LIMITED, incorporated under the Companies Acts (SC598731), Unit 3, Dove Wynd, Eurocentral, Motherwell. Date of Registration 12 DEC 2022.
C SECURITIES SECTION
1 Standard Security by said FORTH VALLEY PACKAGING LIMITED to CALEDONIAN CAPITAL BANK PLC. Registered 19 Dec. 2022.
D BURDENS SECTION
1 The obligations of the tenant in the Lease in Section A.
2 Deed of Conditions by Eurocentral Developments Limited, registered 4 Mar. 1999, contains the following burdens: the proprietors of each plot shall contribute to the maintenance of the estate roads and landscaping through the estate factor.`,
    ],
  },
  {
    id: 'folio-ie-apartment-leasehold',
    expectedTypeKey: 'land-registry-folio',
    practiceArea: 'property-law',
    region: 'IE',
    title: 'Folio DN181204L County Dublin, Apartment 31 Grand Canal Wharf',
    titleLabels: {
      facts: [
        fact('titleAndTenure', 'DN181204L'),
        fact('titleAndTenure', 'Leasehold'),
        fact('titleAndTenure', 'absolute'),
        fact('property', 'Dublin'),
        fact('property', 'Apartment 31, Grand Canal Wharf'),
        fact('property', '2 March 2006', '999 years', '€10'),
        fact('easements', 'rights in common', 'common areas'),
        fact('proprietorsAndPrice', 'ORLA WHELAN', 'CONOR WHELAN'),
        fact('charges', 'DOCKLANDS BUILDING SOCIETY'),
        fact('covenants', 'covenants and conditions', 'Lease'),
      ],
      redFlags: ['charge-to-discharge'],
    },
    pages: [
      `Land Registry - Tailte Éireann
Folio DN181204L
Register of Leaseholders
County Dublin
Part 1(A) The property
Apartment 31, Grand Canal Wharf, South Dock Road, Dublin 4, being the property shown as plan 51 on the Registry Map, situate in the Townland of Ringsend and Barony of Dublin.
The property is held under a Lease dated 2 March 2006 from Docklands Quay Management Company CLG to Brian Whelan for 999 years from 1 January 2006 at the yearly rent of €10.
Part 1(B) Rights
The property has the benefit of the rights in common over the common areas of the development granted by the said Lease.
Part 2 - Ownership
Title Absolute
1 05-OCT-2018 D2018LR190551F ORLA WHELAN and CONOR WHELAN of Apartment 31, Grand Canal Wharf, South Dock Road, Dublin 4 are full owners as joint tenants.
Part 3 - Burdens and Notices of Burdens
1 05-OCT-2018 D2018LR190551F Charge for present and future advances repayable with interest. DOCKLANDS BUILDING SOCIETY is owner of this charge.
2 The covenants and conditions contained in the said Lease.`,
    ],
  },
  {
    id: 'assured-shorthold-tenancy-en',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Assured shorthold tenancy agreement, 9 Jesmond Road, Newcastle',
    pages: [
      `ASSURED SHORTHOLD TENANCY AGREEMENT
for letting a furnished dwelling house on an assured shorthold tenancy under Part I of the Housing Act 1988
Date: 1 September 2023
The Landlord: TYNESIDE LETTINGS LIMITED of 40 Grey Street, Newcastle upon Tyne NE1 6AE
The Tenant(s): Ruairi Doherty and Amelia Clarke
The Property: 9 Jesmond Road, Newcastle upon Tyne NE2 1NH
The Term: 12 months beginning on 1 September 2023
The Rent: £1,350 per calendar month payable in advance on the 1st day of each month
The Deposit: £1,557, protected with the Deposit Protection Service within 30 days of receipt
1. The Landlord lets the Property to the Tenant for the Term at the Rent.
2. The Tenant agrees: to pay the Rent on the days and in the manner specified; to pay council tax, water and energy charges; to keep the interior of the Property in good and clean condition; not to sublet or take in lodgers; not to keep pets without the Landlord's written consent.
3. The Landlord agrees: that the Tenant may live in the Property without unnecessary interruption; to keep in repair the structure and exterior and the installations for the supply of water, gas, electricity and heating, as section 11 of the Landlord and Tenant Act 1985 requires; to provide a valid gas safety certificate and energy performance certificate.
4. This agreement is intended to create an assured shorthold tenancy as defined in section 19A of the Housing Act 1988. The Landlord may recover possession at the end of the Term by giving notice under section 21 of that Act.
5. If the Rent is 14 days late or the Tenant breaks the agreement, the Landlord may seek possession on any of the grounds in Schedule 2 to the Housing Act 1988.
Signed by the Landlord and by each Tenant.`,
    ],
  },
  {
    id: 'mast-site-lease-wa',
    expectedTypeKey: 'property-lease',
    practiceArea: 'property-law',
    region: 'WA',
    title: 'Lease of telecommunications site at Cefn Mawr Farm, Powys',
    pages: [
      `DATED 6 June 2022
LEASE
of land at Cefn Mawr Farm, Llanidloes, Powys
for the installation of electronic communications apparatus
between
(1) EMRYS WYN JENKINS (Landlord)
and
(2) CAMBRIAN TOWERS LIMITED (Tenant)
1. LETTING
The Landlord lets the Site to the Tenant for a term of 20 years from the date of this lease, together with the rights set out in Schedule 2 (including rights of access over the farm track and to lay cables), at a rent of £1,800 a year payable annually in advance.
2. ELECTRONIC COMMUNICATIONS CODE
The parties agree that this lease confers Code Rights on the Tenant within the meaning of the Electronic Communications Code in Schedule 3A to the Communications Act 2003, and that the primary purpose of this lease is to grant Code Rights, so that Part 2 of the Landlord and Tenant Act 1954 does not apply.
3. TENANT'S OBLIGATIONS
The Tenant shall keep the Apparatus in good repair, shall fence the Site and keep it secure, shall make good any damage to the farm track, and shall not use the Site other than for the installation, operation and maintenance of electronic communications apparatus.
4. TERMINATION
The Landlord may terminate this lease on 18 months' notice if it intends to redevelop the land, subject to paragraph 31 of the Code. The Tenant may terminate this lease on any anniversary of the term commencement date on six months' notice.
5. RE-ENTRY
If the rent is unpaid for 28 days after written demand the Landlord may re-enter the Site, subject to the Code.
Signed as a deed by the Landlord and by the Tenant acting by a director.`,
    ],
  },
  {
    id: 'deed-of-surrender-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Surrender of the lease of Suite 4, Brunswick House, Bristol',
    lookAlike: true,
    pages: [
      `THIS DEED is dated 27 September 2024
PARTIES
(1) SEVERNSIDE ACTUARIAL LLP (registered number OC398812) (Tenant).
(2) FLOATING HARBOUR CONSULTING LIMITED (company number 08122334) (Landlord).
DEED OF SURRENDER
BACKGROUND
(A) By an underlease dated 19 September 2022 (the Underlease) the Landlord let Suite 4, Third Floor, Brunswick House, Queen Square, Bristol to the Tenant for a term of three years from 29 September 2022.
(B) The Tenant has agreed to surrender, and the Landlord has agreed to accept the surrender of, the Underlease on the terms of this deed.
1. SURRENDER
In consideration of the payment of £7,500 by the Tenant to the Landlord (receipt of which the Landlord acknowledges), the Tenant surrenders and yields up to the Landlord, with full title guarantee, all its estate and interest in the Premises and the Underlease, and the Landlord accepts the surrender, so that the residue of the term granted by the Underlease merges and is extinguished in the reversion immediately expectant on its determination.
2. RELEASE
2.1 The Landlord releases the Tenant from all covenants and obligations in the Underlease, and from all liability for any subsequent breach of them, with effect from the date of this deed.
2.2 The Tenant releases the Landlord from its covenants and obligations in the Underlease with effect from the same date.
3. VACANT POSSESSION
The Tenant shall give vacant possession of the Premises on the date of this deed, and shall return all keys and access cards.
4. CONTRACTS (RIGHTS OF THIRD PARTIES) ACT 1999
A person who is not a party to this deed shall not have any rights under it.
This document has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'rent-deposit-deed-standalone-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'Rent deposit deed, 17 Fore Street, Exeter',
    lookAlike: true,
    pages: [
      `RENT DEPOSIT DEED
THIS DEED is dated 14 November 2022
PARTIES
(1) EXE ESTUARY PROPERTIES LIMITED (company number 03214567) (the Landlord)
(2) DARTMOOR BAKEHOUSE LIMITED (company number 11877345) (the Tenant)
BACKGROUND
(A) This deed is supplemental to the Lease of 17 Fore Street, Exeter of even date made between the Landlord and the Tenant.
(B) The Tenant has agreed to deposit the Initial Deposit with the Landlord as security for the performance of its obligations in the Lease.
1. PAYMENT OF THE DEPOSIT
On the date of this deed the Tenant shall pay the Initial Deposit of £9,000 into the Deposit Account, a designated interest-bearing account in the Landlord's name with a UK clearing bank.
2. WITHDRAWALS
The Landlord may withdraw from the Deposit Account any sum equal to rent or other money due under the Lease that remains unpaid for 14 days after the due date, and its losses arising from any breach of the tenant covenants.
3. TOP UP
The Tenant shall within five working days of a written demand pay into the Deposit Account the amount needed to restore the balance to the Initial Deposit.
4. CHARGE
The Tenant with full title guarantee charges the Deposit Balance to the Landlord by way of first fixed charge as security for its obligations in the Lease.
5. REPAYMENT
The Landlord shall pay the Deposit Balance to the Tenant within 20 working days after the earliest of the expiry of the term, a permitted assignment of the Lease, and the Tenant having paid the rent without arrears for three consecutive years.
This document has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.`,
    ],
  },
  {
    id: 'ds1-discharge-en',
    expectedTypeKey: null,
    practiceArea: 'property-law',
    region: 'EN',
    title: 'DS1 cancellation of the charge over 7 Orchard Close, Bath',
    lookAlike: true,
    pages: [
      `HM Land Registry
DS1
Cancellation of entries relating to a registered charge
This form should be accompanied by either Form AP1 or Form DS2 (unless the application is sent in by a lender under an arrangement with HM Land Registry).
1 Title number(s) of the property: AV218844
2 Property: 7 Orchard Close, Combe Down, Bath BA2 5LX
3 Date: 19 December 2023
4 Date of charge: 22 May 2009
5 Lender: WESSEX BUILDING SOCIETY
6 The lender acknowledges that the property identified in panel 2 is no longer charged as security for the payment of sums due under the charge.
7 Date of any transfer of charge: not applicable
8 Execution
Executed as a deed by WESSEX BUILDING SOCIETY acting by its authorised signatory.`,
    ],
  },
  {
    id: 'llc1-con29-wa-swansea',
    expectedTypeKey: 'local-authority-search',
    practiceArea: 'property-law',
    region: 'WA',
    title: 'Local authority search, 5 Castle Arcade, Swansea',
    pages: [
      `City and County of Swansea / Dinas a Sir Abertawe
Official Certificate of Search - Local Land Charges Register
Search number: LS/2023/08812
Property: 5 Castle Arcade, Swansea SA1 1PE
Date: 14 September 2023
The search reveals the registrations described in the Schedule:
Part 3 (Planning Charges): Planning permission 2019/1744/FUL (change of use to café) subject to conditions.
Part 4 (Miscellaneous Charges): the property lies in the Swansea Central Conservation Area.
CON29 Enquiries of Local Authority (2016) - Replies
1.1 Planning and building decisions: (a) planning permission 2019/1744/FUL granted 5 February 2020; (f) building regulations: completion certificate 20/0331 issued 14 August 2020.
1.2 Planning designations and proposals: the Swansea Local Development Plan 2010-2025 applies; no proposals affecting the property.
2.1 Roads: Castle Street is a highway maintainable at public expense. The arcade passage is a private road.
3.4 Nearby road schemes: none within 200 metres.
3.7 Outstanding notices: none.
3.12 Smoke control: the property is not in a smoke control area.
3.15 Assets of community value: not applicable in Wales.`,
    ],
  },
];
