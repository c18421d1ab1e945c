import type { CitablePage } from '../answers/verify-citation.ts';
import { parseEnglandWalesRegister } from './parse-england-wales-register.ts';
import { folioPart, parseIrishFolio } from './parse-irish-folio.ts';
import { parseScottishTitleSheet } from './parse-scottish-title-sheet.ts';
import { UnreadableRegisterError, type TitleRegister } from './title-register.ts';

/** How each system's register announces itself, in the order they are tried. */
const SYSTEMS: ReadonlyArray<{ recognise: RegExp; parse: (pages: readonly CitablePage[]) => TitleRegister }> = [
  { recognise: /\bLAND\s+REGISTER\s+OF\s+SCOTLAND\b|\bPROPRIETORSHIP\s+SECTION\b/i, parse: parseScottishTitleSheet },
  { recognise: new RegExp(String.raw`\bFolio\b[\s\S]*\b${folioPart(2)}`, 'iu'), parse: parseIrishFolio },
  { recognise: /\b(Property|Proprietorship|Charges)\s+Register\b/i, parse: parseEnglandWalesRegister },
];

/**
 * Reads a register of title of any of the four systems (an official copy in England and Wales, a title sheet in
 * Scotland, a folio in Northern Ireland or the Republic), or says why it cannot.
 */
export function parseRegister(pages: readonly CitablePage[]): TitleRegister {
  const text = pages.map((page) => page.text).join('\n');
  if (text.trim() === '') {
    throw new UnreadableRegisterError('The register has no text to read: if it is a scan, it needs OCR first.');
  }
  const system = SYSTEMS.find(({ recognise }) => recognise.test(text));
  if (!system) {
    throw new UnreadableRegisterError(
      'This does not read as a register of title: no official copy, title sheet or folio headings were found.',
    );
  }
  return system.parse(pages);
}
