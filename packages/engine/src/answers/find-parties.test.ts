import { describe, expect, it } from 'vitest';
import { findNames, findParties } from './find-parties.ts';

const names = (text: string) => findParties(text).map(({ name, role }) => [name, role]);

describe('findParties', () => {
  it('reads a numbered list of parties, with their defined roles', () => {
    const text =
      'THIS LEASE is made the 1st day of March 2019\nBETWEEN:\n(1) HARBOUR LANE PROPERTIES LIMITED (company number 04512378) whose registered office is at 2 Dock Street, Leeds LS1 4BR (the "Landlord"); and\n' +
      '(2) QUAYSIDE COFFEE LIMITED (company number 09876543) whose registered office is at 14 Mill Road, York YO1 6AB (the "Tenant").';
    expect(names(text)).toEqual([
      ['HARBOUR LANE PROPERTIES LIMITED', 'Landlord'],
      ['QUAYSIDE COFFEE LIMITED', 'Tenant'],
    ]);
  });

  it('reads an unquoted role and a person as a party', () => {
    const text = 'PARTIES\n1. Sarah Jane Whitmore of 3 Elm Grove, Cork (Employee)\n2. Bluewater Analytics DAC, a company incorporated in Ireland (Employer)';
    expect(names(text)).toEqual([
      ['Sarah Jane Whitmore', 'Employee'],
      ['Bluewater Analytics DAC', 'Employer'],
    ]);
  });

  it('reads "by and among" parties each followed by its role, past descriptions and things that are not parties', () => {
    const text =
      'This SPONSORSHIP AGREEMENT (the “Agreement”) is made as of December 19, 2018 (the “Effective Date”), by and among HOF Village, LLC, a Delaware limited liability company (“HOFV”), ' +
      'National Football Museum, Inc., an Ohio corporation (“PFHOF” and, together with HOFV, the “HOF Entities”) and Constellation NewEnergy, Inc., a Delaware corporation (collectively, “Constellation”).';
    expect(names(text)).toEqual([
      ['HOF Village, LLC', 'HOFV'],
      ['National Football Museum, Inc.', 'PFHOF'],
      ['Constellation NewEnergy, Inc.', 'Constellation'],
    ]);
  });

  it('reads "&" inside a name as part of it', () => {
    const text = 'This Agreement is made between Loch & Glen Bank plc ("Lender") and Brae & Burn Farms Limited ("the Borrower").';
    expect(names(text)).toEqual([
      ['Loch & Glen Bank plc', 'Lender'],
      ['Brae & Burn Farms Limited', 'Borrower'],
    ]);
    expect(findNames('Standard Security by Brae Farms Limited to LOCH & GLEN BANK PLC.').map(({ name }) => name)).toContain('LOCH & GLEN BANK PLC');
  });

  it('keeps a bracket inside a company\'s name, which its legal form closes, but not a role\'s bracket', () => {
    const text =
      'BETWEEN:\n(1) MERSEYBANK LIVING (DIDSBURY) LIMITED (Company No. 14507732) whose registered office is at 1 Quay Street, Manchester (the "Employer"); and\n' +
      '(2) Pennine Build (UK) Holdings Ltd (company number 08812345) (the "Contractor").';
    expect(names(text)).toEqual([
      ['MERSEYBANK LIVING (DIDSBURY) LIMITED', 'Employer'],
      ['Pennine Build (UK) Holdings Ltd', 'Contractor'],
    ]);
    expect(names('PARTIES\n1. Sarah Jane Whitmore (Employee) of 3 Elm Grove, Cork\n2. Bluewater Analytics DAC (Employer)')).toEqual([
      ['Sarah Jane Whitmore', 'Employee'],
      ['Bluewater Analytics DAC', 'Employer'],
    ]);
  });

  it('reads a letter\'s unquoted roles where they are roles\' names, but not other bracketed words', () => {
    const text = 'Dear Sirs\nWe, Loch & Glen Bank plc (the Bank), offer Brae Farms Limited (the Borrower) the facilities (the Facilities) below.';
    expect(names(text)).toEqual([
      ['Loch & Glen Bank plc', 'Bank'],
      ['Brae Farms Limited', 'Borrower'],
    ]);
  });

  it('reads a letter\'s sender as "we" and its addressee as "you"', () => {
    const text = 'HARBOUR FREIGHT LIMITED\n2 Quay Street, Newry BT34 1AA\n1 May 2024\nMs Aoife Mary Byrne, 7 Hill Road, Newry BT35 6QQ\n\nDear Aoife\nWe are pleased to offer you employment.';
    const parties = findParties(text);
    expect(parties.map(({ name, role }) => [name, role])).toEqual([
      ['HARBOUR FREIGHT LIMITED', 'We'],
      ['Aoife Mary Byrne', 'You'],
    ]);
    for (const party of parties) expect(text.slice(party.start, party.end)).toBe(party.name);
  });

  it('reads a legal form only as a word of its own: a letterhead\'s "(USA)" is no addressee', () => {
    const text =
      'CORRIB BIOPROCESS DAC\nUnit 3, Oranmore Business Park, Oranmore, Co. Galway\nDirectors: S. Fhlatharta (CEO), K. Oyelaran (USA)\n' +
      'Private and confidential\nHARBOUR HELP\n1 Quay Road, Dublin 1\nDear Sirs\nWe refer to our recent discussions.';
    expect(names(text)).toEqual([]);
    expect(names(text.replace('HARBOUR HELP', 'Harbour Lane Holdings Limited'))).toEqual([
      ['CORRIB BIOPROCESS DAC', 'We'],
      ['Harbour Lane Holdings Limited', 'You'],
    ]);
    // A name in a letter's head is a line of its own, whatever the line above it ends with.
    expect(names(text.replace('Private and confidential\nHARBOUR HELP', 'PRIVATE AND CONFIDENTIAL - BY EMAIL\nThe Partners\nTullyvale Ventures Fund II ILP')).at(-1)).toEqual([
      'Tullyvale Ventures Fund II ILP',
      'You',
    ]);
    // Irish forms: an investment limited partnership, a company named in Irish.
    expect(names(text.replace('HARBOUR HELP', 'Tullyvale Ventures Fund II ILP')).at(-1)).toEqual(['Tullyvale Ventures Fund II ILP', 'You']);
    expect(names(text.replace('HARBOUR HELP', 'TEACH SAOIRE AN CHLADAIGH TEORANTA')).at(-1)).toEqual(['TEACH SAOIRE AN CHLADAIGH TEORANTA', 'You']);
  });

  it('reads a deed\'s cover: those after "by" grant it, those after "in favour of" take it', () => {
    const text = 'DISPOSITION\nby\nANGUS JOHN REID and MAIRI REID\nin favour of\nCALUM ROSS\nSubjects: 4 Loch Road, Oban PA34 4HA';
    const parties = findParties(text);
    expect(parties.map(({ name, role }) => [name, role])).toEqual([
      ['ANGUS JOHN REID', 'Granter'],
      ['MAIRI REID', 'Granter'],
      ['CALUM ROSS', 'Grantee'],
    ]);
    for (const party of parties) expect(text.slice(party.start, party.end)).toBe(party.name);
  });

  it('keeps a name whose legal form the page pushed to the next line, and reads a lone "Company" as no name', () => {
    const text = 'B. PROPRIETORSHIP SECTION\n1. Date of registration 2 May 2021.\nBALMORAL HAULAGE\nLIMITED, incorporated under the Companies Acts, lent to the Company.';
    expect(findNames(text).map(({ name }) => name)).toEqual(['BALMORAL HAULAGE LIMITED']);
  });

  it('gives offsets that hold the name', () => {
    const text = 'This Agreement is made between Acme Widgets plc ("Supplier") and Bolt Retail Ltd ("Customer").';
    for (const party of findParties(text)) expect(text.slice(party.start, party.end)).toContain(party.name);
    expect(names(text)).toEqual([
      ['Acme Widgets plc', 'Supplier'],
      ['Bolt Retail Ltd', 'Customer'],
    ]);
  });

  it('reads particulars that label each party with its role', () => {
    const text =
      'LR2. Title number(s): NYK443210\nLR3. Parties to this lease\nLandlord: MERIDIAN ESTATES LIMITED (company number 05512345) of 1 Minster Yard, York\n' +
      'Tenant: LANTERN BOOKS LIMITED of 22 Stonegate, York\nGuarantor: Peter James Hollis of 4 Bootham, York\nDate: 14 August 2021';
    expect(names(text)).toEqual([
      ['MERIDIAN ESTATES LIMITED', 'Landlord'],
      ['LANTERN BOOKS LIMITED', 'Tenant'],
      ['Peter James Hollis', 'Guarantor'],
    ]);
  });

  it('prefers the parties clause that gives roles to a cover page that lists the same parties', () => {
    const text =
      'DATED 28 March 2024\n(1) HELEN MARGARET ASHCROFT and JONATHAN PAUL ASHCROFT\n(2) KESTREL DIGITAL HOLDINGS LIMITED\n(3) KESTREL GROUP PLC\nAGREEMENT\nPARTIES\n' +
      '(1) HELEN MARGARET ASHCROFT of 4 Ravenscroft Drive, Harrogate HG2 0DQ and JONATHAN PAUL ASHCROFT of 11 Ripon Road, Harrogate HG1 2JB (together the "Sellers");\n' +
      '(2) KESTREL DIGITAL HOLDINGS LIMITED, a company incorporated in England and Wales (the "Buyer"); and\n(3) KESTREL GROUP PLC (the "Buyer\'s Guarantor").';
    expect(names(text)).toEqual([
      ['HELEN MARGARET ASHCROFT', 'Sellers'],
      ['JONATHAN PAUL ASHCROFT', 'Sellers'],
      ['KESTREL DIGITAL HOLDINGS LIMITED', 'Buyer'],
      ['KESTREL GROUP PLC', "Buyer's Guarantor"],
    ]);
  });

  it('leaves a heading above the first party out of its name, and keeps a name the page wraps', () => {
    const text =
      'STATEMENT OF TERMS OF EMPLOYMENT\nCALEDONIAN WHISKY DISTILLERS LIMITED (hereinafter referred to as "the Company"), and CALLUM IAIN\nMacLEOD (hereinafter referred to as "the Employee").';
    expect(names(text)).toEqual([
      ['CALEDONIAN WHISKY DISTILLERS LIMITED', 'Company'],
      ['CALLUM IAIN MacLEOD', 'Employee'],
    ]);
  });

  it('reads the prescribed clause LR3, its roles labelled mid-line and names the page wraps, but no witness', () => {
    const text =
      'LR3. Parties to this lease Landlord: SEVERN ESTATES LIMITED (company\nnumber 04417263) whose registered office is at 8 Queen\n' +
      'Square, Bristol BS1 4JE. Tenant: CALLOWAY DESIGN\nSTUDIO LIMITED (company number 09920417). Name: Peter Hollis.\n' +
      'Guarantor: MARTIN JAMES CALLOWAY of 22 Cotham\nVale, Bristol BS6 6HR';
    expect(names(text)).toEqual([
      ['SEVERN ESTATES LIMITED', 'Landlord'],
      ['CALLOWAY DESIGN STUDIO LIMITED', 'Tenant'],
      ['MARTIN JAMES CALLOWAY', 'Guarantor'],
    ]);
  });

  it('reads a labelled party on the last line of the text', () => {
    expect(names('Bank: BANK OF THE NORTH PLC, 6 Royal Avenue\nCustomer: GLENARM QUARRIES LIMITED (NI648907)')).toEqual([
      ['BANK OF THE NORTH PLC', 'Bank'],
      ['GLENARM QUARRIES LIMITED', 'Customer'],
    ]);
  });

  it('keeps a name begun mid-line after "between" whole where the page wraps it', () => {
    const text =
      'This Contract of Employment is made on 8 December 2023 between ATLANTIC MEDTECH\nDEVICES LIMITED, a company incorporated in Ireland ' +
      '(the "Company"), and CIARA\nNÍ BHRIAIN of 4 Claddagh Quay, Galway (the "Employee").';
    expect(names(text)).toEqual([
      ['ATLANTIC MEDTECH DEVICES LIMITED', 'Company'],
      ['CIARA NÍ BHRIAIN', 'Employee'],
    ]);
  });

  it('reads two people who share a defined role', () => {
    const text =
      'This Agreement is entered into by GRANITE PEAK SOFTWARE, INC., a Delaware corporation ("Buyer"), and SEAMUS\n' +
      'GALLAGHER and ORLA GALLAGHER, each an individual resident in Ireland (each a "Seller" and together, "Sellers").';
    expect(names(text)).toEqual([
      ['GRANITE PEAK SOFTWARE, INC', 'Buyer'],
      ['SEAMUS GALLAGHER', 'Seller'],
      ['ORLA GALLAGHER', 'Seller'],
    ]);
  });

  it('reads a cover page that lists the parties a line each', () => {
    expect(names('Outsourcing Agreement\nBetween\nParatek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG\nDate\n30 December 2016')).toEqual([
      ['Paratek Pharmaceuticals, Inc.', null],
      ['CARBOGEN AMCIS AG', null],
    ]);
  });

  it('reads parties named with their capacity', () => {
    const text = 'TRANSFER AGREEMENT among VERIZON OWNER TRUST 2020-A, as Issuer, VERIZON ABS LLC, as Depositor and CELLCO PARTNERSHIP d/b/a VERIZON WIRELESS, as Servicer and Custodian\nDated as of January 29, 2020';
    expect(names(text)).toEqual([
      ['VERIZON OWNER TRUST 2020-A', 'Issuer'],
      ['VERIZON ABS LLC', 'Depositor'],
      ['CELLCO PARTNERSHIP', 'Servicer and Custodian'],
    ]);
  });

  it('finds no parties in text that names none', () => {
    expect(findParties('The Tenant shall keep the Premises in good repair (fair wear and tear excepted).')).toEqual([]);
  });
});

describe('findNames', () => {
  it('finds proprietors and lenders as registers write them, and no register headings', () => {
    const text = 'PROPRIETOR: ALISON MARY GRANT and DAVID JOHN GRANT of 4 Glebe Street, Perth. REGISTERED CHARGE dated 3 May 2019 in favour of Bank of Scotland plc.';
    expect(findNames(text).map((found) => found.name)).toEqual(['ALISON MARY GRANT', 'DAVID JOHN GRANT', 'Bank of Scotland plc']);
  });
});
