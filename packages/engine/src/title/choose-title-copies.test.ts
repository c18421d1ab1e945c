import { describe, expect, it } from 'vitest';
import { chooseTitleCopies } from './choose-title-copies.ts';
import { emptyFacts, type TitleRegister } from './title-register.ts';

const fact = (label: string, value: string) => ({ label, value, citations: [{ page: 1, quote: value, start: 0, end: value.length, verified: true }] });
const register = (titleNumber: string | null, editionDate: string | null): TitleRegister => ({
  system: 'england-wales',
  titleNumber: titleNumber === null ? null : fact('Title number', titleNumber),
  editionDate: editionDate === null ? null : fact('Edition date', editionDate),
  officialCopyDate: null,
  sections: [],
  facts: emptyFacts(),
});

describe('one copy relied on per title', () => {
  it('relies on the latest edition of a title supplied twice, whatever order and spacing the copies come in', () => {
    const choices = chooseTitleCopies([
      { key: 'scan', register: register('WM 123456', '01.02.2024') },
      { key: 'other-title', register: register('SY456789', '02.09.2020') },
      { key: 'official-copy', register: register('wm123456', '12.03.2021') },
    ]);

    expect(Object.fromEntries(choices)).toEqual({
      scan: { reliedOn: true, copyOf: null, basis: 'latest-edition' },
      'other-title': { reliedOn: true, copyOf: null, basis: 'only-copy' },
      'official-copy': { reliedOn: false, copyOf: 'scan', basis: 'latest-edition' },
    });
  });

  it('relies on the first supplied where the editions are the same or not all dated, and says why', () => {
    const same = chooseTitleCopies([
      { key: 'a', register: register('WM123456', '12.03.2021') },
      { key: 'b', register: register('WM123456', '12/03/2021') },
    ]);
    const undated = chooseTitleCopies([
      { key: 'folio', register: { ...register('45231F', null), system: 'republic-of-ireland' } },
      { key: 'folio-again', register: { ...register('45231F', null), system: 'republic-of-ireland' } },
    ]);

    expect(same.get('a')).toEqual({ reliedOn: true, copyOf: null, basis: 'same-edition' });
    expect(same.get('b')).toEqual({ reliedOn: false, copyOf: 'a', basis: 'same-edition' });
    expect(undated.get('folio')).toEqual({ reliedOn: true, copyOf: null, basis: 'undated' });
    expect(undated.get('folio-again')).toEqual({ reliedOn: false, copyOf: 'folio', basis: 'undated' });
  });

  it('keeps every register without a title number as a title of its own', () => {
    const choices = chooseTitleCopies([
      { key: 'a', register: register(null, '12.03.2021') },
      { key: 'b', register: register(null, '12.03.2021') },
    ]);

    expect([...choices.values()].every((choice) => choice.reliedOn && choice.copyOf === null)).toBe(true);
  });
});
