import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { expectCitedOnTheirPages, factValues as values, readRegisterPdf } from '../test/read-register-pdf.ts';
import { FREEHOLD_REGISTER_PAGES, LEASEHOLD_REGISTER_PAGES } from '../test/register-pages.ts';
import { findRedFlags } from './find-red-flags.ts';
import { parseEnglandWalesRegister } from './parse-england-wales-register.ts';
import { UnreadableRegisterError } from './title-register.ts';

describe('an official copy of the register of title (England and Wales)', () => {
  it('reads a freehold register section by section, every fact cited where the register states it', async () => {
    const { register, pages } = await readRegisterPdf(FREEHOLD_REGISTER_PAGES);

    expect(register.system).toBe('england-wales');
    expect(register.titleNumber?.value).toBe('WM123456');
    expect(register.editionDate?.value).toBe('12.03.2019');
    expect(register.sections.map(({ key, entries }) => [key, entries.length])).toEqual([
      ['property', 2],
      ['proprietorship', 3],
      ['charges', 4],
    ]);
    expect(values(register.facts.property)).toEqual([['Property', '14 Harbour Walk, Birmingham (B1 2AB)']]);
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'Freehold'],
      ['Class of title', 'Title absolute'],
    ]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'JOHN SMITH and JANE SMITH of 14 Harbour Walk, Birmingham B1 2AB.'],
      ['Price paid', '£325,000 on 28 February 2019'],
    ]);
    expect(register.facts.restrictions).toHaveLength(1);
    expect(register.facts.restrictions[0]!.value).toMatch(/^No disposition .* written consent .* Barclays Bank UK PLC\.$/);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 28 February 2019 in favour of BARCLAYS BANK UK PLC']]);
    expect(register.facts.charges[0]!.citations.map(({ page }) => page)).toEqual([2, 2]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Covenants (deed not supplied)']);
    expect(register.facts.notices.map(({ value }) => value)).toEqual([
      'UNILATERAL NOTICE in respect of an option to purchase in favour of Westside Developments Limited.',
    ]);
    expect(register.facts.easements.map(({ label }) => label)).toEqual(['Rights and easements']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
    // A multi-line entry is quoted whole, as the register prints it: its number and date to its last word.
    expect(register.facts.restrictions[0]!.citations[0]!.quote).toMatch(/^3 \(12\.03\.2019\) RESTRICTION: No disposition[\s\S]*Barclays Bank UK PLC\.$/);
  });

  it('reads a leasehold on possessory title, with its indemnity covenant and the leases noted in its schedule', async () => {
    const { register, pages } = await readRegisterPdf(LEASEHOLD_REGISTER_PAGES);

    expect(register.titleNumber?.value).toBe('LN98765');
    expect(register.editionDate?.value).toBe('03.11.2021');
    expect(values(register.facts.titleAndTenure)).toEqual([
      ['Tenure', 'Leasehold'],
      ['Class of title', 'Possessory title'],
    ]);
    expect(values(register.facts.property)).toEqual([
      ['Property', 'Flat 3, 22 Quay Street, London (E1 4AA)'],
      ['Property', 'Short particulars of the lease(s) under which the land is held: Date: 1 April 2001 Term: 99 years from 25 March 2001'],
    ]);
    expect(register.facts.covenants.map(({ label }) => label)).toEqual(['Indemnity covenant']);
    expect(values(register.facts.leases)).toEqual([
      ['Lease', 'The land is subject to the lease set out in the schedule of leases hereto.'],
      ['Notice of lease', 'Ground floor shop, 22 Quay Street: lease dated 2 May 2010 for 15 years to Quay Coffee Limited.'],
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a notice with its beneficiary, the value stated, the schedule of covenants and rights granted by the lease', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Official copy of register of title',
        'Title number NK501234      Edition date 14.02.2023',
        'A: Property Register',
        '1 (14.02.2023) The Leasehold land shown edged with red on the plan of the above Title',
        'filed at the Registry and being Unit 2, Tanners Yard, Norwich (NR3 1AB).',
        '2 (14.02.2023) Short particulars of the lease(s) under which the land is held:',
        'Date: 10 February 2023 Term: 20 years from and including 10 February 2023',
        'B: Proprietorship Register',
        'Title absolute',
        '1 (14.02.2023) PROPRIETOR: WENSUM TEXTILES LIMITED of Unit 2, Tanners Yard, Norwich.',
        '2 (14.02.2023) The value as at 14 February 2023 was stated to be under £100,000.',
        'C: Charges Register',
        '1 (14.02.2023) The land is subject to the rights granted by the registered lease.',
        '2 (01.06.2023) UNILATERAL NOTICE in respect of a right of pre-emption in favour of Broads',
        'Holdings Limited.',
        '3 (01.06.2023) BENEFICIARY: Broads Holdings Limited of 1 Quay Side, Norwich NR3 3AA.',
        'Schedule of restrictive covenants',
        '1 The following are details of the covenants contained in the Transfer dated 2 May 1988:',
        '"Not to use the Property otherwise than for light industrial purposes."',
        'End of register',
      ],
    ]);

    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'WENSUM TEXTILES LIMITED of Unit 2, Tanners Yard, Norwich.'],
      ['Value stated', 'under £100,000 on 14 February 2023'],
    ]);
    // A right the lease grants is an easement, not a lease noted against the title.
    expect(values(register.facts.easements)).toEqual([['Rights and easements', 'The land is subject to the rights granted by the registered lease.']]);
    expect(register.facts.leases).toEqual([]);
    // The beneficiary is read with its notice, as a lender is with its charge, and cited with it.
    expect(values(register.facts.notices)).toEqual([
      ['Notice', 'UNILATERAL NOTICE in respect of a right of pre-emption in favour of Broads Holdings Limited.'],
    ]);
    expect(register.facts.notices[0]!.citations.map(({ quote }) => quote.slice(0, 16))).toEqual(['2 (01.06.2023) U', '3 (01.06.2023) B']);
    expect(values(register.facts.covenants)).toEqual([
      [
        'Covenants (schedule)',
        'The following are details of the covenants contained in the Transfer dated 2 May 1988: "Not to use the Property otherwise than for light industrial purposes."',
      ],
    ]);
    // "20 years from and including 10 February 2023" is counted like "from".
    expect(findRedFlags(register, new Date('2026-11-25')).map(({ title }) => title)).toEqual(['Lease has 17 years left', 'Unilateral notice on the register']);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads the lease’s covenants noted after a notice among the covenants, and rights granted by a deed of covenants among both', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Official copy of register of title',
        'Title number TGL88120      Edition date 17.01.2024',
        'A: Property Register',
        '1 (02.08.2006) The Leasehold land shown edged with red on the plan of the above Title filed at the',
        'Registry and being Flat 9, 40 Sumner Street, London (SE1 9HZ).',
        'B: Proprietorship Register',
        'Title absolute',
        '1 (09.11.2022) PROPRIETOR: MAIREAD O’CONNELL of Flat 9, 40 Sumner Street, London SE1 9HZ.',
        'C: Charges Register',
        '1 (02.08.2006) The land is subject to the rights granted by a Deed dated 3 March 1998,',
        'which also contains covenants by the grantee not to build over the cables.',
        '2 (17.01.2024) UNILATERAL NOTICE in respect of an equitable charge in favour of',
        'Bankside Bridging Limited.',
        '3 (17.01.2024) BENEFICIARY: Bankside Bridging Limited of 4 Gambia Street, London SE1 0XH.',
        '4 (17.01.2024) NOTE: The lease referred to in the Property Register contains covenants',
        'by the lessee, which are not set out on this register.',
        'End of register',
      ],
    ]);

    const deed = 'The land is subject to the rights granted by a Deed dated 3 March 1998, which also contains covenants by the grantee not to build over the cables.';
    expect(values(register.facts.easements)).toEqual([['Rights and easements', deed]]);
    expect(values(register.facts.covenants)).toEqual([
      ['Covenants', deed],
      ['Covenants', 'NOTE: The lease referred to in the Property Register contains covenants by the lessee, which are not set out on this register.'],
    ]);
    // The notice is read with its beneficiary, not with the note on the lease that follows it.
    expect(values(register.facts.notices)).toEqual([['Notice', 'UNILATERAL NOTICE in respect of an equitable charge in favour of Bankside Bridging Limited.']]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('keeps a note out of the entry printed before it: the note is the section’s, read as a fact of its own where it says something', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Official copy of register of title',
        'Title number BS410277      Edition date 21.08.2024',
        'A: Property Register',
        '1 (21.08.2024) The Freehold land shown edged with red on the plan of the above Title filed at the',
        'Registry and being 12 Quay Head, Bristol (BS1 4RL).',
        'NOTE: Only the ground and first floors are included in the title.',
        'B: Proprietorship Register',
        'Title absolute',
        '1 (21.08.2024) PROPRIETOR: AVON QUAYS LIMITED of 12 Quay Head, Bristol BS1 4RL.',
        'C: Charges Register',
        '1 (12.06.1989) A Conveyance of the land in this title dated 2 June 1989 contains covenants.',
        'NOTE: Copy filed.',
        '2 (21.08.2024) REGISTERED CHARGE dated 16 August 2024.',
        '3 (21.08.2024) Proprietor: SEVERN COMMERCIAL BANK PLC of 1 Corn Street, Bristol BS1 1HQ.',
        'Schedule of notices of leases',
        '1 21.08.2024 Basement 12 Quay Head 01.07.2024 10 years from 01.07.2024 BS412001',
        'NOTE: The lease grants and reserves easements which may affect the registered land.',
        'End of register',
      ],
    ]);

    // The note stays in its section, unnumbered, and the entries after it keep their numbers.
    expect(register.sections.map(({ key, entries }) => [key, entries.map(({ number }) => number)])).toEqual([
      ['property', [1, 0]],
      ['proprietorship', [1]],
      ['charges', [1, 0, 2, 3]],
      ['leases', [1, 0]],
    ]);
    expect(values(register.facts.property)).toEqual([
      ['Property', '12 Quay Head, Bristol (BS1 4RL)'],
      ['Note', 'Only the ground and first floors are included in the title.'],
    ]);
    expect(values(register.facts.leases)).toEqual([
      ['Notice of lease', '21.08.2024 Basement 12 Quay Head 01.07.2024 10 years from 01.07.2024 BS412001'],
      ['Note', 'The lease grants and reserves easements which may affect the registered land.'],
    ]);
    expect(values(register.facts.covenants)).toEqual([['Covenants', 'A Conveyance of the land in this title dated 2 June 1989 contains covenants.']]);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 16 August 2024 in favour of SEVERN COMMERCIAL BANK PLC']]);
    expect(register.facts.notices).toEqual([]);
    const flags = findRedFlags(register, new Date('2026-11-25'));
    expect(flags.map(({ title }) => title)).toEqual(['Registered charge to discharge']);
    // Facts and flags quote their own entries, never a note printed under them.
    const quotes = [...Object.values(register.facts).flat(), ...flags].flatMap(({ citations }) => citations.map(({ quote }) => quote));
    expect(quotes.filter((quote) => /NOTE/.test(quote))).toEqual([
      'NOTE: Only the ground and first floors are included in the title.',
      'NOTE: The lease grants and reserves easements which may affect the registered land.',
    ]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads a copy set out as a table: each entry’s date in its own column, and the price in a column beside the proprietor', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'Title number NYK512077',
        'A: Property Register',
        '1 19.06.1972 The Freehold land shown edged with red on the plan being 22 Valley Mount.',
        'B: Proprietorship Register',
        'Title absolute',
        'Entry Date Proprietor Price paid',
        '1 14.02.2024 PROPRIETOR: JANE ELLIS of 22 Valley Mount. £735,000 paid on 26 January 2024',
        '2 14.02.2024 RESTRICTION: No disposition by a sole proprietor is to be registered.',
        'C: Charges Register',
        '1 14.02.2024 REGISTERED CHARGE dated 26 January 2024.',
        '2 14.02.2024 Proprietor: WHARFEDALE BUILDING SOCIETY of 1 Station Parade, Otley.',
        'End of register',
      ],
    ]);

    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'JANE ELLIS of 22 Valley Mount'],
      ['Price paid', '£735,000 on 26 January 2024'],
    ]);
    expect(values(register.facts.restrictions)).toEqual([['Restriction', 'No disposition by a sole proprietor is to be registered.']]);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 26 January 2024 in favour of WHARFEDALE BUILDING SOCIETY']]);
    expectCitedOnTheirPages(Object.values(register.facts).flat(), pages);
  });

  it('reads an entry whose number a scan’s OCR ran into its bracketed date: "1(11.05.1994)"', async () => {
    const { register } = await readRegisterPdf([
      [
        'Title number GM774105',
        'A: Property Register',
        '1(11.05.1994) The Freehold land shown edged with red on the plan being Units 1 to 6.',
        'B: Proprietorship Register',
        'Title absolute',
        '1(30.08.2023) PROPRIETOR: GRAHAM WAINWRIGHT of Brook House, Altrincham.',
        'End of register',
      ],
    ]);

    expect(values(register.facts.titleAndTenure)).toContainEqual(['Tenure', 'Freehold']);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([['Proprietor', 'GRAHAM WAINWRIGHT of Brook House, Altrincham.']]);
    expect(register.sections.flatMap(({ entries }) => entries.map(({ number, date }) => [number, date]))).toEqual([
      [1, '11.05.1994'],
      [1, '30.08.2023'],
    ]);
  });

  it('reads the class of title however the registry orders or cases it', () => {
    const register = (classLine: string) =>
      parseEnglandWalesRegister([{ page: 1, text: `Title number AB1\nB: Proprietorship Register\n${classLine}\n1 PROPRIETOR: A N OTHER` }]);
    const classOf = (classLine: string) => register(classLine).facts.titleAndTenure.map(({ value }) => value);

    expect(classOf('TITLE ABSOLUTE')).toEqual(['Title absolute']);
    expect(classOf('Title possessory')).toEqual(['Possessory title']);
    expect(classOf('Good leasehold title')).toEqual(['Good leasehold title']);
    // A line that names no class is not read as one.
    expect(classOf('Title of the land')).toEqual([]);
  });

  it('reads a copy set out in tables: its heading panel as labels over values, each entry’s date before its number, a table’s headings drawn again over the next page', async () => {
    const { register, pages } = await readRegisterPdf([
      [
        'HM Land Registry',
        'Official copy of register of title',
        'TITLE NUMBER TENURE CLASS OF TITLE EDITION DATE',
        'GR204418 FREEHOLD ABSOLUTE 14.08.2023',
        'A: Property Register',
        'Date Entry',
        '17.02.1989 1 The Freehold land shown edged with red on the plan of the above Title filed at the',
        'Registry and being 9 Park Place, Cheltenham (GL50 2QT).',
        'B: Proprietorship Register',
        'Date Entry',
        'Title absolute',
        '14.08.2023 1 PROPRIETOR: PARK PLACE FREEHOLD LIMITED of 9 Park Place,',
        'Cheltenham GL50 2QT.',
        '14.08.2023 2 The price stated to have been paid on 28 July 2023 was £186,500.',
        'C: Charges Register',
        'Date Entry',
        '14.08.2023 1 REGISTERED CHARGE dated 28 July 2023.',
      ],
      ['Date Entry', '14.08.2023 2 Proprietor: SEVERN VALE BUILDING SOCIETY of Vale House,', 'Cheltenham GL50 1JJ.', 'End of register'],
    ]);

    expect(register.titleNumber?.value).toBe('GR204418');
    expect(register.editionDate?.value).toBe('14.08.2023');
    expect(values(register.facts.property)).toEqual([['Property', '9 Park Place, Cheltenham (GL50 2QT)']]);
    expect(values(register.facts.proprietorsAndPrice)).toEqual([
      ['Proprietor', 'PARK PLACE FREEHOLD LIMITED of 9 Park Place, Cheltenham GL50 2QT.'],
      ['Price paid', '£186,500 on 28 July 2023'],
    ]);
    expect(values(register.facts.charges)).toEqual([['Registered charge', 'dated 28 July 2023 in favour of SEVERN VALE BUILDING SOCIETY']]);
    expectCitedOnTheirPages([register.titleNumber!, register.editionDate!, ...Object.values(register.facts).flat()], pages);
  });

  it('says why when a document is not a register it can read', async () => {
    const notARegister = await extractPdfText(await buildTextPdf([['THIS LEASE is made on 1 March 2020 between the Landlord and the Tenant.']]), { ocr: false });
    const pages = notARegister.pages.map(({ page, text }) => ({ page, text }));

    expect(() => parseEnglandWalesRegister(pages)).toThrow(UnreadableRegisterError);
    expect(() => parseEnglandWalesRegister(pages)).toThrow('No title number was found: this does not read as an official copy of the register of title.');
    const noSections = [{ page: 1, text: 'Title number WM1\nSomething else entirely' }];
    expect(() => parseEnglandWalesRegister(noSections)).toThrow('No A, B or C register was found');
  });

  it('takes no title number from a sentence that names one over a line with a postcode in it', () => {
    const letter = [{ page: 1, text: 'Dear Sirs, please let us have the title number of the property and an official copy of the\nregister of 4 Mill Lane, Leeds LS12 6DH, with its plan.' }];

    expect(() => parseEnglandWalesRegister(letter)).toThrow('No title number was found');
  });
});
