import { describe, expect, it } from 'vitest';
import { findAddresses } from './find-addresses.ts';

const addresses = (text: string) => findAddresses(text).map((address) => address.text);

describe('findAddresses', () => {
  it('reads an address from the words that introduce it to its postcode', () => {
    expect(addresses('The Freehold land shown edged with red on the plan and being 12 Market Street, Leeds LS1 6DT.')).toEqual([
      '12 Market Street, Leeds LS1 6DT',
    ]);
    expect(addresses('whose registered office is at Unit 4, Harbour Park, Dublin 2, D02 X285 (the "Landlord")')).toEqual([
      'Unit 4, Harbour Park, Dublin 2, D02 X285',
    ]);
  });

  it('reads an address on a line of its own, and two addresses in one passage', () => {
    const text = 'Premises:\n14 Mill Road, York YO1 6AB\nBETWEEN Alder Limited of 2 Dock Street, Belfast BT1 3AA and Birch plc';
    expect(addresses(text)).toEqual(['14 Mill Road, York YO1 6AB', '2 Dock Street, Belfast BT1 3AA']);
  });

  it('keeps the closing bracket of a postcode in brackets, and leaves a bracket the address did not open', () => {
    expect(addresses('The property known as 7 Quay Street, Galway (H91 X2Y3) registered on Folio 1234F.')).toEqual([
      '7 Quay Street, Galway (H91 X2Y3)',
    ]);
    expect(addresses('The Landlord (whose office is at 2 Dock Street, Belfast BT1 3AA) covenants')).toEqual(['2 Dock Street, Belfast BT1 3AA']);
  });

  it('finds none without a postcode', () => {
    expect(addresses('The land at Glebe Street, Perth, shown on the plan.')).toEqual([]);
  });
});
