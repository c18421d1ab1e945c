import type { TitleFactLabel } from '../evaluation-document.ts';

/** A fact a lawyer expects the report on title to state in `group`, by the words its value must contain. */
export const fact = (group: TitleFactLabel['group'], ...mustContain: string[]): TitleFactLabel => ({ group, mustContain });
