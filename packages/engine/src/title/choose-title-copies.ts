import type { TitleRegister } from './title-register.ts';

/** How a report treats one copy of a register among the case's copies of the same title. */
export interface TitleCopyChoice<K> {
  /** The report's facts, red flags and checklist are drawn from this copy. */
  reliedOn: boolean;
  /** For a copy not relied on, the copy of the same title that is. */
  copyOf: K | null;
  /**
   * Why this copy was relied on over the others (`latest-edition`), or why the choice fell on the first
   * supplied: their editions are the same (`same-edition`), or not all of them are dated (`undated`).
   */
  basis: 'only-copy' | 'latest-edition' | 'same-edition' | 'undated';
}

/** An edition date as the registries print it ("12.03.2021", "12/03/2021") as a sortable number, or null. */
function editionDay(value: string | undefined): number | null {
  const match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value?.trim() ?? '');
  return match ? Number(match[3]) * 10_000 + Number(match[2]) * 100 + Number(match[1]) : null;
}

/** A title number the way two copies of it may print it differently: "WM 123456" and "wm123456" are one title. */
const titleKey = (register: TitleRegister) => register.titleNumber?.value.replace(/\s+/g, '').toUpperCase() ?? null;

/**
 * One copy per title: copies of a register that share a title number (a scan and a PDF, or official copies of
 * different dates) are one title, and the report relies on its latest edition. Where the editions are the same
 * or not all dated, it relies on the first supplied and says so. A register without a title number is a title
 * of its own. `copies` are in the order the case holds them.
 */
export function chooseTitleCopies<K>(copies: ReadonlyArray<{ key: K; register: TitleRegister }>): Map<K, TitleCopyChoice<K>> {
  const titles = new Map<string, Array<{ key: K; register: TitleRegister }>>();
  const choices = new Map<K, TitleCopyChoice<K>>();
  for (const copy of copies) {
    const title = titleKey(copy.register);
    if (title === null) choices.set(copy.key, { reliedOn: true, copyOf: null, basis: 'only-copy' });
    else titles.set(title, [...(titles.get(title) ?? []), copy]);
  }
  for (const group of titles.values()) {
    if (group.length === 1) {
      choices.set(group[0]!.key, { reliedOn: true, copyOf: null, basis: 'only-copy' });
      continue;
    }
    const days = group.map(({ register }) => editionDay(register.editionDate?.value));
    const dated = days.every((day) => day !== null);
    const latest = dated ? Math.max(...(days as number[])) : null;
    const chosen = latest === null ? 0 : days.indexOf(latest);
    const basis = latest === null ? 'undated' : days.filter((day) => day === latest).length > 1 ? 'same-edition' : 'latest-edition';
    group.forEach(({ key }, i) => choices.set(key, i === chosen ? { reliedOn: true, copyOf: null, basis } : { reliedOn: false, copyOf: group[chosen]!.key, basis }));
  }
  return choices;
}
