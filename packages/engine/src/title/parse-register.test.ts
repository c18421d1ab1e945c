import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { expectCitedOnTheirPages, factValues as values, readRegisterPdf, readScannedRegisterPdf } from '../test/read-register-pdf.ts';
import { folioPages, SCANNED_REGISTER_LINES, SCOTTISH_LEASE_HELD_PAGES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import { findRedFlags } from './find-red-flags.ts';
import { parseRegister } from './parse-register.ts';
import { UnreadableRegisterError } from './title-register.ts';

describe('a register of title of any of the four systems', () => {
  it('reads a Scottish title sheet in the Land Register’s terms: consideration, date of entry, securities, burdens', async () => {
    const { register, pages } = await readRegisterPdf(SCOTTISH_TITLE_SHEET_PAGES);

    expect(register.system).toBe('scotland');
    expect(register.titleNumber?.value).toBe('MID123456');
    expect(register.sections.map(({ title, entries }) => [title, entries.length])).toEqual([
      ['A: Property Section', 2],
      ['B: Proprietorship Section', 1],
      ['C: Securities Section', 1],
      ['D: Burdens Section', 1],
    ]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'JAMES MACLEOD and FIONA MACLEOD, spouses, 5 Castle Terrace, Edinburgh'],
      ['Consideration', '£412,500'],
      ['Date of entry', '12 May 2018'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Standard security', 'in favour of BANK OF SCOTLAND PLC']]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Real burdens']);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Servitudes']);
    expect(register.facts.property[0]!.value).toBe('5 Castle Terrace, Edinburgh EH1 2EN');
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a folio of the Republic of Ireland: possessory title, the owner, a charge, a judgment mortgage, a right of residence', async () => {
    const { register, pages } = await readRegisterPdf(folioPages('DUBLIN'));

    expect(register.system).toBe('republic-of-ireland');
    expect(register.titleNumber?.value).toBe('45231F');
    expect(values(register.facts.titleAndTenure)).toEqual([['Class of title', 'possessory']]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'MARY KELLY of Ballymore House (full owner)']]);
    expect(values(register.facts.charges)).toEqual([
      ['Charge', 'in favour of Allied Irish Banks plc'],
      ['Judgment mortgage', 'Judgment Mortgage in favour of Acme Supplies Limited for €18,400.'],
    ]);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Easements and profits', 'Right of residence']);
    expect(register.facts.property.map(({ label }) => label)).toEqual(['County', 'Property']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('tells a Northern Ireland folio from a southern one by its county', async () => {
    const { register } = await readRegisterPdf(folioPages('ANTRIM'));
    expect(register.system).toBe('northern-ireland');
  });

  it('reads a Northern Ireland folio in roman-numbered parts: an unnumbered description, rights, an inhibition under the owner', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY OF NORTHERN IRELAND',
        'FOLIO: TY20417L',
        'COUNTY: TYRONE',
        'REGISTER OF LEASEHOLDERS',
        'PART I',
        'DESCRIPTION OF LAND',
        'The premises known as 4 Mill Row, Omagh, held under Lease dated 2 May 1990 from Strule',
        'Estates Limited to Patrick Quinn for 10,000 years from 1 May 1990 at the yearly rent of £5.',
        'Together with a right of way over the yard coloured blue on the Registry Map.',
        'PART II',
        'OWNERSHIP',
        'Class of title: Good Leasehold',
        'Entry No. Date Instrument Owner',
        '1 03/09/2018 2018/004512 ORLA QUINN of 4 Mill Row, Omagh BT78 1AB.',
        'Inhibition: no disposition of the land shall be registered without the consent of the',
        'owner of Charge No. 1.',
        'PART III',
        'CHARGES AND BURDENS',
        '1 03/09/2018 2018/004513 Charge dated 30 August 2018 in favour of FOYLE BANK LIMITED to',
        'secure all monies.',
        "2 The lessee's covenants contained in the said Lease.",
      ],
    ]);

    expect(register.system).toBe('northern-ireland');
    expect(register.titleNumber?.value).toBe('TY20417L');
    expect(register.sections.map(({ key, entries }) => [key, entries.map(({ number }) => number)])).toEqual([
      ['property', [0, 0]],
      ['ownership', [1, 0]],
      ['burdens', [1, 2]],
    ]);
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'LEASEHOLD'],
      ['Class of title', 'good leasehold'],
    ]);
    expect(register.facts.property.map(({ label }) => label)).toEqual(['County', 'Property']);
    expect(values(register.facts.easements)).toEqual([['Easements and profits', 'Together with a right of way over the yard coloured blue on the Registry Map.']]);
    // The instrument number is the registry's reference, not part of the owner's name.
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'ORLA QUINN of 4 Mill Row, Omagh BT78 1AB.']]);
    expect(register.facts.restrictions.map(({ label }) => label)).toEqual(['Inhibition']);
    expect(values(register.facts.charges)).toEqual([['Charge', 'dated 30 August 2018 in favour of FOYLE BANK LIMITED']]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Covenants']);
    // 10,000 years from 1990 is no short lease.
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual([
      'Inhibition on the register',
      'Title is good leasehold, not absolute',
      'Charge to discharge',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a Northern Ireland folio’s dealings pending as dealings of their own, its fee farm rent as a burden, and its note apart', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY OF NORTHERN IRELAND',
        'FOLIO DN7731   COUNTY DOWN',
        'REGISTER OF FREEHOLDERS',
        'PART I: DESCRIPTION OF LAND',
        'The land known as 9 Harbour Road, Kilkeel, shown as plan 7 on Registry Map sheet 301/4.',
        'Note: The description of the land is not conclusive as to its boundaries.',
        'PART II: OWNERSHIP',
        'Class of title: Absolute',
        '1 02/05/2017 2017/003311 BRIDGET MOURNE of 9 Harbour Road, Kilkeel BT34 4AB.',
        'PART III: BURDENS',
        '1 02/05/2017 2017/003312 Charge dated 28 April 2017 in favour of MOURNE BANK LIMITED.',
        '2 Fee farm rent of £4 per annum payable under a Fee Farm Grant dated 3 June 1911.',
        'Dealings pending: D2025/00412 (discharge of charge) lodged on 10 January 2025.',
        'D2025/00460 (transfer) lodged on 14 January 2025.',
      ],
    ]);

    expect(register.system).toBe('northern-ireland');
    expect(register.sections.map(({ key, entries }) => [key, entries.length])).toEqual([
      ['property', 2],
      ['ownership', 1],
      ['burdens', 2],
      ['pending', 2],
    ]);
    expect(values(register.facts.property)).toEqual([
      ['County', 'DOWN'],
      ['Property', 'The land known as 9 Harbour Road, Kilkeel, shown as plan 7 on Registry Map sheet 301/4.'],
      ['Note', 'The description of the land is not conclusive as to its boundaries.'],
    ]);
    // A dealing pending is not the last words of the burden printed before it: the rent stays a burden, no charge.
    expect(values(register.facts.charges)).toEqual([['Charge', 'dated 28 April 2017 in favour of MOURNE BANK LIMITED']]);
    expect(values(register.facts.covenants)).toEqual([['Fee farm rent', 'Fee farm rent of £4 per annum payable under a Fee Farm Grant dated 3 June 1911.']]);
    expect(register.facts.covenants[0]!.citations.map(({ quote }) => quote)).toEqual(['2 Fee farm rent of £4 per annum payable under a Fee Farm Grant dated 3 June 1911.']);
    expect(values(register.facts.notices)).toEqual([
      ['Dealing pending', 'D2025/00412 (discharge of charge) lodged on 10 January 2025.'],
      ['Dealing pending', 'D2025/00460 (transfer) lodged on 14 January 2025.'],
    ]);
    const flags = findRedFlags(register, new Date('2026-11-25'));
    expect(flags.map(({ severity, title }) => [severity, title])).toEqual([
      ['medium', 'Charge to discharge'],
      ['medium', 'Dealing pending on the register'],
      ['medium', 'Dealing pending on the register'],
    ]);
    expect(flags[1]!.citations.map(({ quote }) => quote)).toEqual(['D2025/00412 (discharge of charge) lodged on 10 January 2025.']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    expectCitedOnTheirPages(flags.map(({ title, citations }) => ({ label: title, citations })), pages);
  });

  it('reads a section 12 Land Act 1965 consent printed under the owner as a restriction of its own, and flags it', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Tailte Éireann',
        'Folio 30418F   County Galway',
        'Register of Ownership of Freehold Land',
        'Part 1 (A) - Description of Property',
        '1 The property shown coloured Red as plan 6 on the Registry Map, situate in the Townland of Barna.',
        'Part 2 - Ownership',
        'Title ABSOLUTE',
        '1 20-SEP-2016 D2016LR090112K EAMON FAHY of Barna, County Galway is full owner.',
        'The property is subject to the provisions prohibiting the letting or subdivision of the land',
        'without the consent of the Minister contained in section 12 of the Land Act 1965.',
        'Part 3 - Burdens and Notices of Burdens',
        '1 20-SEP-2016 D2016LR090113L Charge for present and future advances repayable with interest.',
        'Corrib Bank DAC is owner of this charge.',
      ],
    ]);

    expect(register.system).toBe('republic-of-ireland');
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'EAMON FAHY of Barna, County Galway (full owner)']]);
    expect(register.facts.proprietorsAndPrice[0]!.citations.map(({ quote }) => quote)).toEqual([
      '1 20-SEP-2016 D2016LR090112K EAMON FAHY of Barna, County Galway is full owner.',
    ]);
    expect(values(register.facts.restrictions)).toEqual([
      [
        'Land Act 1965 s.12 consent',
        'The property is subject to the provisions prohibiting the letting or subdivision of the land without the consent of the Minister contained in section 12 of the Land Act 1965.',
      ],
    ]);
    const flags = findRedFlags(register, new Date('2026-11-25'));
    expect(flags.map(({ title }) => title)).toEqual(['Restriction needs a third party’s consent', 'Charge to discharge']);
    expect(flags[0]!.reason).toMatch(/section 12 of the Land Act 1965/);
    expect(flags[0]!.citations.map(({ quote }) => quote)).toEqual([
      'The property is subject to the provisions prohibiting the letting or subdivision of the land\nwithout the consent of the Minister contained in section 12 of the Land Act 1965.',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    expectCitedOnTheirPages(flags.map(({ title, citations }) => ({ label: title, citations })), pages);
  });

  it('reads a Scottish tenant’s interest stated as subjects "held under lease", and counts the lease’s years left', async () => {
    const { register, pages } = await readRegisterPdf(SCOTTISH_LEASE_HELD_PAGES);

    expect(values(register.facts.titleAndTenure)).toEqual([['Interest', 'The subjects are held under lease']]);
    expect(register.facts.titleAndTenure[0]!.citations.map(({ quote }) => quote)).toEqual(['The subjects are held under lease']);
    expect(values(register.facts.property)).toEqual([['Property', 'UNIT 2, WESTWAY PARK, RENFREW PA4 8DJ']]);
    expect(register.facts.leases.map(({ label }) => label)).toEqual(['Lease']);
    // 25 years from 1 May 2016: 15 years left in 2026, as for a sheet whose INTEREST field says Tenant.
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual(['Lease has 15 years left']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a folio of the Republic with its rights appurtenant, rights of way over it, a lease noted, and no inhibitions', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Tailte Éireann',
        'Folio 88012F',
        'County Kildare',
        'Register of Ownership of Freehold Land',
        'Part 1 (A) - Description of Property',
        'No. Description Official Notes',
        '1 The property shown coloured Red as plan 9 on the Registry Map, situate in the Townland of Naas.',
        'Part 1 (B) - Rights appurtenant',
        '1 A right of way on foot over the path shown coloured Green on the Registry Map.',
        'Part 2 - Ownership',
        'Title ABSOLUTE',
        '1 14 May 2020 D2020LR055123B PADRAIG BYRNE of Naas, County Kildare is full owner.',
        'Part 3 - Burdens and Notices of Burdens',
        '1 14 May 2020 D2020LR055124C Charge for present and future advances repayable with interest.',
        'Shannon Bank DAC is owner of this charge.',
        // A scan's OCR may run an entry's number into its date.
        '2.02 June 2021 D2021LR066001D The property is subject to the rights of way over the path',
        'shown coloured Green in favour of the owners of Folio 88013F.',
        '3 01-FEB-2022 D2022LR011002E Notice of the lease dated 1 January 2022 of the yard for 3 years',
        'from 1 January 2022 to Naas Motors Limited.',
        'Inhibitions',
        'None.',
        'Cautions',
        'None.',
      ],
    ]);

    expect(register.system).toBe('republic-of-ireland');
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'Freehold'],
      ['Class of title', 'absolute'],
    ]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Owner', 'PADRAIG BYRNE of Naas, County Kildare (full owner)']]);
    expect(values(register.facts.charges)).toEqual([['Charge', 'in favour of Shannon Bank DAC']]);
    expect(values(register.facts.easements)).toEqual([
      ['Easements and profits', 'A right of way on foot over the path shown coloured Green on the Registry Map.'],
      ['Right of way', 'The property is subject to the rights of way over the path shown coloured Green in favour of the owners of Folio 88013F.'],
    ]);
    // "Inhibitions None." heads a part of its own, not the last words of the lease noted before it.
    expect(values(register.facts.leases)).toEqual([
      ['Lease', 'Notice of the lease dated 1 January 2022 of the yard for 3 years from 1 January 2022 to Naas Motors Limited.'],
    ]);
    expect(register.facts.restrictions).toEqual([]);
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual(['Charge to discharge']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a leasehold folio’s sub-lease granted out as a lease, not the title’s own, and its Part 3 note as a notice', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Tailte Éireann',
        'Folio 4417L',
        'County Limerick',
        'Register of Leaseholders',
        'Part 1 (A) - Description of Property',
        '1 Unit 12, Raheen Business Park, held under Lease dated 1 June 2001',
        'for 999 years from 1 June 2001.',
        'Part 2 - Ownership',
        'Title ABSOLUTE',
        '1 03-MAR-2015 D2015LR020101A RAHEEN HOLDINGS LIMITED is full owner.',
        'Part 3 - Burdens and Notices of Burdens',
        '1 01-DEC-2020 D2020LR140202B Notice of the sub-lease dated 1 December 2020',
        'of the mezzanine floor for a term of 5 years from 1 December 2020 to',
        'Raheen Print Solutions Limited. The property is subject to the covenants',
        'and conditions contained in the Lease referred to in Part 1 (A).',
        'Note: The property may be subject to the burdens under Section 72',
        'of the Registration of Title Act 1964.',
      ],
    ]);

    expect(values(register.facts.leases)).toEqual([
      ['Lease', 'Notice of the sub-lease dated 1 December 2020 of the mezzanine floor for a term of 5 years from 1 December 2020 to Raheen Print Solutions Limited.'],
    ]);
    expect(values(register.facts.covenants)).toEqual([['Covenants', 'The property is subject to the covenants and conditions contained in the Lease referred to in Part 1 (A).']]);
    expect(values(register.facts.notices)).toEqual([['Note', 'The property may be subject to the burdens under Section 72 of the Registration of Title Act 1964.']]);
    // The title's own lease has 973 years left; the sub-lease's five years granted out of it are no short lease of the
    // title, and a note of what may bind the land is reported, not flagged.
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual([]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a Scottish tenant’s interest: unnumbered subjects, the lease, the proprietorship table, securities and a notice', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTER OF SCOTLAND',
        'TITLE NUMBER FFE40112',
        'A PROPERTY SECTION',
        'DATE OF FIRST REGISTRATION 02 MAR 2015',
        'INTEREST Tenant',
        'Subjects UNIT 9, PITREAVIE COURT, DUNFERMLINE KY11 8UU edged red on the cadastral map,',
        'being the subjects let in terms of the Lease between FIFE PARKS LIMITED and OCHIL PRINT',
        'LIMITED, registered 2 Mar. 2015, for the period from 1 Mar. 2015 until 28 Feb. 2035.',
        'B PROPRIETORSHIP SECTION',
        'ENTRY NO PROPRIETOR DATE OF REGISTRATION CONSIDERATION DATE OF ENTRY',
        '1 OCHIL PRINT LIMITED, incorporated under the Companies Acts (SC400123), Dunfermline.',
        '2 MAR 2015 £150,000 1 MAR 2015',
        'C SECURITIES SECTION',
        'Entry 1. Standard Security for all sums due and to become due by said OCHIL PRINT LIMITED',
        'to FORTH MERCHANT BANK PLC. Registered 9 Mar. 2015.',
        'Entry 2. Assignation of Rents by said OCHIL PRINT LIMITED to FORTH MERCHANT BANK PLC.',
        'D BURDENS SECTION',
        '1 Deed of Conditions by Fife Parks Limited, registered 1 Feb. 2010, contains the following',
        'real burdens and servitudes: each owner shall share the cost of the estate roads; a',
        'servitude right of access over the service yard.',
        '2 Notice of Potential Liability for Costs by Pitreavie Owners Association, registered 3 Jan. 2024.',
        'END OF TITLE SHEET',
      ],
    ]);

    expect(values(register.facts.titleAndTenure)).toEqual([['Interest', 'Tenant']]);
    expect(values(register.facts.property)).toEqual([
      ['Property', 'UNIT 9, PITREAVIE COURT, DUNFERMLINE KY11 8UU'],
      ['Lease', 'the Lease between FIFE PARKS LIMITED and OCHIL PRINT LIMITED, registered 2 Mar. 2015, for the period from 1 Mar. 2015 until 28 Feb. 2035.'],
    ]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'OCHIL PRINT LIMITED, incorporated under the Companies Acts (SC400123), Dunfermline'],
      ['Consideration', '£150,000'],
      ['Date of entry', '1 MAR 2015'],
    ]);
    expect(values(register.facts.charges)).toEqual([
      ['Standard security', 'in favour of FORTH MERCHANT BANK PLC'],
      ['Security', 'Assignation of Rents by said OCHIL PRINT LIMITED to FORTH MERCHANT BANK PLC.'],
    ]);
    // A deed of conditions with real burdens and a servitude is read as both.
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Real burdens']);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Servitude']);
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual([
      'Lease has 9 years left',
      'Standard security to discharge',
      'Security to discharge',
      'Notice of potential liability for costs on the register',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads no column headings as an entry, two words under a section or wrapped onto a line of one, and names the creditor after the debtor', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTER OF SCOTLAND',
        'TITLE NUMBER ANG70001',
        'INTEREST Proprietor',
        'A PROPERTY SECTION',
        'Entry Description',
        'No',
        '1 Subjects 4 NETHERGATE, DUNDEE DD1 4ER edged red on the cadastral map.',
        'B PROPRIETORSHIP SECTION',
        'Entry Proprietor',
        '1 MORAG ANNE FRASER, 4 Nethergate, Dundee.',
        'C SECURITIES SECTION',
        'Entry Specification Date of Registration',
        '1 Standard Security by said MORAG ANNE FRASER to TAYSIDE HOME FINANCE PLC. 11 OCT 2021',
        '2 Standard Security by said MORAG ANNE FRASER to ANGUS CREDIT UNION LIMITED, with Ranking Agreement,',
        'postponing this security to the Standard Security in Entry 1. 12 OCT 2021',
        'D BURDENS SECTION',
        'Entry Burdens',
        '1 Feu Disposition by the Trustees of the late William Thoms contains real burdens.',
        'END OF TITLE SHEET',
      ],
    ]);

    // The interest stands above the sections, with the sheet's other fields.
    expect(values(register.facts.titleAndTenure)).toEqual([['Interest', 'Proprietor']]);
    expect(register.sections.map(({ entries }) => entries.length)).toEqual([1, 1, 2, 1]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Proprietor', 'MORAG ANNE FRASER, 4 Nethergate, Dundee']]);
    expect(values(register.facts.charges)).toEqual([
      ['Standard security', 'in favour of TAYSIDE HOME FINANCE PLC'],
      ['Standard security', 'in favour of ANGUS CREDIT UNION LIMITED'],
    ]);
    expect(findRedFlags(register, new Date('2026-11-29')).map(({ title }) => title)).toEqual(['Standard security to discharge', 'Standard security to discharge']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a title sheet’s proprietorship set out as labels beside values, under headings that say so', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTER OF SCOTLAND — TITLE SHEET',
        'Title Number: AYR51230',
        'A PROPERTY SECTION',
        'No Description',
        '1 Subjects FLAT 2/1, 14 HARBOUR STREET, IRVINE KA12 8PZ edged red on the cadastral map.',
        'B PROPRIETORSHIP SECTION',
        'Particular Detail',
        'Entry 1',
        'Proprietor MAIRI ISLA MACLEOD, Flat 2/1, 14 Harbour Street, Irvine KA12 8PZ.',
        'Date of registration 06 JUN 2024',
        'Consideration £148,000',
        'Date of entry 31 MAY 2024',
        'END OF TITLE SHEET',
      ],
    ]);

    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'MAIRI ISLA MACLEOD, Flat 2/1, 14 Harbour Street, Irvine KA12 8PZ'],
      ['Consideration', '£148,000'],
      ['Date of entry', '31 MAY 2024'],
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a register set out in tables: dates written out, a price in its own column, a numbered note with its notice, a lease table of its own', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'HM Land Registry',
        'Official copy of register of title',
        'Title number BL148209 Edition date 09.08.2021',
        'A: Property Register',
        'Entry No. Date of Registration Particulars',
        '1 4 October 1988 The Leasehold land being Flat 3, Bristol (BS8 4JX).',
        '2 4 October 1988 The Lease grants and reserves easements as therein mentioned.',
        'B: Proprietorship Register',
        'Title absolute',
        'Entry No. Date of Registration Proprietor Price paid',
        '1 12 March 2019 PROPRIETOR: ANNA LINDQVIST of Flat 3, Bristol BS8 4JX. £365,000',
        'C: Charges Register',
        'Entry No. Date of Registration Particulars',
        '1 19.09.2023 AGREED NOTICE in respect of an Option Agreement dated 7 September 2023.',
        '2 19.09.2023 NOTE: Copy filed. The option is exercisable within 6 years from 7 September 2023.',
        'Schedule of restrictive covenants',
        '1. The Purchaser covenants not to carry on any noisy noxious or offensive trade.',
        'End of register',
      ],
    ]);

    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'ANNA LINDQVIST of Flat 3, Bristol BS8 4JX'],
      ['Price paid', '£365,000'],
    ]);
    expect(values(register.facts.easements)).toEqual([['Rights and easements', 'The Lease grants and reserves easements as therein mentioned.']]);
    // The note is the notice's terms, read with it: one notice, its option's window judged from the note.
    expect(values(register.facts.notices)).toEqual([
      [
        'Notice',
        'AGREED NOTICE in respect of an Option Agreement dated 7 September 2023. NOTE: Copy filed. The option is exercisable within 6 years from 7 September 2023.',
      ],
    ]);
    expect(values(register.facts.covenants)).toEqual([['Covenants (schedule)', 'The Purchaser covenants not to carry on any noisy noxious or offensive trade.']]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a table printed under a folio’s description as a fact of its own, a chargee’s name through its suffix, covenants in a deed of easement, and flags a right of pre-emption', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY',
        'Land Registration Act (Northern Ireland) 1970',
        'Folio FE41209L',
        'County FERMANAGH',
        'PART I — DESCRIPTION OF LAND',
        '1 The leasehold interest in Unit 2, held under the Lease particularised below.',
        'Date of Lease Lessor Lessee Term Yearly Rent',
        '2 May 1962 ERNE ESTATES LTD ERNE DAIRIES LTD 999 years from 1 May 1962 £45',
        'PART II — OWNERSHIP',
        '1 ERNE VALLEY FOODS LIMITED of Unit 2, Enniskillen, full owner.',
        'PART III — CHARGES, BURDENS AND NOTICES',
        '1 Charge dated 14 October 2020 in favour of NORTHERN PROVINCIAL BANKS, P.L.C. to secure all monies.',
        '2 The owner is bound by the covenants in the said Deed of Easement not to build under the line.',
        '3 Right of pre-emption in favour of Invest Northern Ireland as contained in the Transfer.',
      ],
    ]);

    expect(values(register.facts.property).slice(1)).toEqual([
      ['Property', 'The leasehold interest in Unit 2, held under the Lease particularised below.'],
      ['Property', '2 May 1962 ERNE ESTATES LTD ERNE DAIRIES LTD 999 years from 1 May 1962 £45'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Charge', 'dated 14 October 2020 in favour of NORTHERN PROVINCIAL BANKS, P.L.C.']]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Covenants']);
    expect(register.facts.easements).toEqual([]);
    expect(findRedFlags(register, new Date('2026-11-29')).map(({ title }) => title)).toContain('Right of pre-emption on the register');
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a lease registered in a title sheet’s burdens section as a lease, though it names its conditions', async () => {
    const { register } = await readRegisterPdf([
      [
        'LAND REGISTER OF SCOTLAND',
        'TITLE NUMBER INV33120',
        'A PROPERTY SECTION',
        '1 Subjects UNIT 4, LONGMAN DRIVE, INVERNESS IV1 1SU edged red on the cadastral map.',
        'B PROPRIETORSHIP SECTION',
        '1 MORAY FIRTH ENGINEERING LIMITED, Unit 4, Longman Drive, Inverness.',
        'D BURDENS SECTION',
        '1 24 JUN 2019 Lease to Ness Marine Limited of Unit 4 for 25 years, on the conditions therein.',
        'END OF TITLE SHEET',
      ],
    ]);

    expect(register.facts.leases.map(({ label }) => label)).toEqual(['Lease']);
    expect(register.facts.covenants).toEqual([]);
  });

  it('reads a title sheet whose proprietorship columns put the date of entry before the date of registration, and a rural housing burden as a right of pre-emption', async () => {
    const { register } = await readRegisterPdf([
      [
        'LAND REGISTER OF SCOTLAND',
        'TITLE NUMBER GLA88120',
        'A PROPERTY SECTION',
        '1 Subjects FLAT 3/2, 118 HYNDLAND ROAD, GLASGOW G12 9PY edged red on the cadastral map.',
        'B PROPRIETORSHIP SECTION',
        'ENTRY NO. REGISTERED OWNER CONSIDERATION DATE OF ENTRY REG. DATE',
        '1 FRASER QUINN, 118 Hyndland Road, Glasgow. £312,000 08 MAR 2024 14 MAR 2024',
        'D BURDENS SECTION',
        '1 Rural Housing Burden in favour of Clyde Rural Housing Trust, a right of pre-emption.',
        'END OF TITLE SHEET',
      ],
    ]);

    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'FRASER QUINN, 118 Hyndland Road, Glasgow'],
      ['Consideration', '£312,000'],
      ['Date of entry', '08 MAR 2024'],
    ]);
    expect(register.facts.notices.map(({ label }) => label)).toEqual(['Right of pre-emption']);
    expect(findRedFlags(register, new Date('2026-11-29')).map(({ title }) => title)).toContain('Right of pre-emption on the register');
  });

  it('reads an inhibition entered under the owner after its instrument’s number', async () => {
    const { register } = await readRegisterPdf([
      [
        'LAND REGISTRY',
        'Folio LY30211',
        'County LONDONDERRY',
        'PART I DESCRIPTION OF LAND',
        '1 The land known as 27 Clarendon Street, Londonderry BT48 7ET.',
        'PART II OWNERSHIP',
        '1 18/09/2019 2019/006127 CATHAL DOHERTY of 27 Clarendon Street, full owner.',
        '2 08/01/2024 2024/000214 INHIBITION: No dealing without the consent of AOIFE DOHERTY.',
      ],
    ]);

    expect(register.facts.restrictions.map(({ label }) => label)).toEqual(['Inhibition']);
    expect(register.facts.proprietorsAndPrice.map(({ value }) => value)).toEqual(['CATHAL DOHERTY of 27 Clarendon Street (full owner)']);
  });

  it('reads a folio’s class of title from its heading panel, and the sum a charge secures with its owner', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY',
        'Folio KK18830F',
        'County KILKENNY',
        'CLASS OF TITLE ABSOLUTE',
        'Part 1 (A) - Description of Property',
        '1 The property shown coloured Red as plan 5 on the Registry Map, situate in the Townland of Gardens.',
        'Part 2 - Ownership',
        '1 16/08/2017 D2017LR094410K NORE VALLEY HOSPITALITY LIMITED of 12 Parliament Street, Kilkenny.',
        'Part 3 - Burdens and Notices of Burdens',
        '1 11/11/2020 D2020LR140077H Charge to secure €85,000.00 and interest.',
        'KILKENNY ENTERPRISE FINANCE CLG is owner of this charge.',
        'End of folio',
      ],
    ]);

    expect(values(register.facts.titleAndTenure)).toEqual([['Class of title', 'absolute']]);
    expect(values(register.facts.charges)).toEqual([['Charge', 'to secure €85,000.00 in favour of KILKENNY ENTERPRISE FINANCE CLG']]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a folio’s heading panel set out as a row of labels over a row of values, and never a label as the county', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY OF NORTHERN IRELAND',
        'FOLIO COUNTY REGISTER CLASS OF TITLE',
        'DN51207 DOWN FREEHOLD ABSOLUTE',
        'PART I — DESCRIPTION OF LAND',
        'Formerly part of the land in Folio DN10233.',
        '1 The land shown edged red on the Registry Map known as 8 Shore Road, Holywood BT18 9HX.',
        'PART II — OWNERSHIP',
        '1 AOIFE CLARKE of 8 Shore Road, Holywood BT18 9HX, full owner.',
        'PART III — CHARGES, BURDENS AND NOTICES',
        '1 Charge dated 3 March 2022 for all monies. ULSTER COAST BANK PLC is owner of this charge.',
        'End of folio',
      ],
    ]);

    expect(register.titleNumber?.value).toBe('DN51207');
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'FREEHOLD'],
      ['Class of title', 'absolute'],
    ]);
    expect(values(register.facts.property)[0]).toEqual(['County', 'DOWN']);
    expectCitedOnTheirPages([register.titleNumber!, ...Object.values(register.facts).flat()], pages);
  });

  it('reads a folio’s register from a label and its value (the property’s wrapped over two lines), its wayleaves, its schedule of lands parcel by parcel and the lease it is held under', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'LAND REGISTRY OF NORTHERN IRELAND',
        'Folio TY40001',
        'County TYRONE',
        'Register FREEHOLD',
        'Property Drumnakilly Farm, 12 Drumnakilly Road,',
        'Omagh BT79 9PL, being the farmhouse and lands',
        'PART I DESCRIPTION OF LAND',
        '1. The lands shown edged red on the Registry Map and described in the Schedule below.',
        'PART II OWNERSHIP',
        'Class of title: ABSOLUTE',
        '1 17/08/2015 2015/005512 PADRAIG MCGARRITY of Drumnakilly Farm, Omagh, full owner.',
        'PART III CHARGES, BURDENS AND NOTICES',
        '1 04/04/2019 2019/002760 Charge dated 28 March 2019 in favour of SPERRIN BANK.',
        '2 02/02/2024 2024/000811 Wayleave in favour of NIE Networks for overhead lines.',
        '3 02/02/2024 2024/000812 Subject to the rights of NI Water to lay and maintain a main.',
        'SCHEDULE OF LANDS',
        'Parcel Townland Area (hectares) Map sheet',
        '1 Drumnakilly Upper 8.15 Sheet 34/12',
        '2 Tullyneil 4.05 Sheet 34/13',
        'Schedule of Lease',
        'Date of Lease Lessor Lessee Term Rent',
        '14-APR-2000 SHANNON ESTATES LTD P MCGARRITY 35 years from 1 May 2000 £3,800',
        'End of folio',
      ],
    ]);

    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'FREEHOLD'],
      ['Class of title', 'absolute'],
    ]);
    expect(values(register.facts.property)).toEqual([
      ['County', 'TYRONE'],
      ['Property', 'Drumnakilly Farm, 12 Drumnakilly Road, Omagh BT79 9PL, being the farmhouse and lands'],
      ['Property', 'The lands shown edged red on the Registry Map and described in the Schedule below.'],
      ['Parcel', 'Drumnakilly Upper 8.15 Sheet 34/12'],
      ['Parcel', 'Tullyneil 4.05 Sheet 34/13'],
      ['Lease', '14-APR-2000 SHANNON ESTATES LTD P MCGARRITY 35 years from 1 May 2000 £3,800'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Charge', 'dated 28 March 2019 in favour of SPERRIN BANK']]);
    // A utility's rights over the land are easements that burden it, not notices.
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Wayleave', 'Wayleave']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a scanned register through OCR, its facts and flags cited on the OCR text', { timeout: 60_000 }, async () => {
    const { register, pages, ocrPages } = await readScannedRegisterPdf(SCANNED_REGISTER_LINES);

    expect(ocrPages).toEqual([1]);
    expect(register.system).toBe('england-wales');
    expect(register.titleNumber?.value).toBe('SY456789');
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'Freehold'],
      ['Class of title', 'Possessory title'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 1 September 2020 in favour of NATIONWIDE BUILDING SOCIETY.']]);
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual([
      'Title is possessory, not absolute',
      'Restriction needs a third party’s consent',
      'Registered charge to discharge',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('says why it cannot read a document that is no register, or has no text', async () => {
    const lease = await extractPdfText(await buildTextPdf([['THIS LEASE is made on 1 March 2020.']]), { ocr: false });
    const pages = lease.pages.map(({ page, text }) => ({ page, text }));

    expect(() => parseRegister(pages)).toThrow(UnreadableRegisterError);
    expect(() => parseRegister(pages)).toThrow('This does not read as a register of title');
    expect(() => parseRegister([{ page: 1, text: '  ' }])).toThrow('The register has no text to read: if it is a scan, it needs OCR first.');
  });
});
