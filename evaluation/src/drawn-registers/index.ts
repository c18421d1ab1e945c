import type { DrawnRegister } from './drawn-register.ts';
import { ENGLAND_WALES_DRAWN_REGISTERS } from './england-wales-registers.ts';
import { NORTHERN_IRELAND_DRAWN_FOLIOS } from './northern-ireland-folios.ts';
import { REPUBLIC_DRAWN_FOLIOS } from './republic-folios.ts';
import { SCOTTISH_DRAWN_TITLE_SHEETS } from './scottish-title-sheets.ts';
import { TUNING_ENGLAND_WALES_DRAWN_REGISTERS } from './tuning-england-wales.ts';
import { TUNING_HEADER_LAYOUT_DRAWN_REGISTERS } from './tuning-header-layouts.ts';
import { TUNING_LAYOUT_DRAWN_REGISTERS } from './tuning-layouts.ts';
import { TUNING_MIXED_LAYOUT_DRAWN_REGISTERS } from './tuning-mixed-layouts.ts';
import { TUNING_NORTHERN_IRELAND_DRAWN_FOLIOS } from './tuning-northern-ireland.ts';
import { TUNING_REPUBLIC_DRAWN_FOLIOS } from './tuning-republic.ts';
import { TUNING_SCOTTISH_DRAWN_TITLE_SHEETS } from './tuning-scotland.ts';
import { TUNING_VARIED_LAYOUT_DRAWN_REGISTERS } from './tuning-varied-layouts.ts';

/**
 * The registers of the four systems drawn as tables. The splits file (`title` in `../splits/frozen-splits.json`)
 * places each: those of the `tuning-*.ts` files (ids `tuning-drawn-…`) are in the title set's tuning part, to tune
 * the engine on; the others are its frozen part, never read by whoever tunes it.
 */
export const DRAWN_REGISTERS: DrawnRegister[] = [
  ...TUNING_ENGLAND_WALES_DRAWN_REGISTERS,
  ...TUNING_SCOTTISH_DRAWN_TITLE_SHEETS,
  ...TUNING_NORTHERN_IRELAND_DRAWN_FOLIOS,
  ...TUNING_REPUBLIC_DRAWN_FOLIOS,
  // The four systems again, for the variety of their tables' layouts (headers, rules, page breaks, narrow columns).
  ...TUNING_LAYOUT_DRAWN_REGISTERS,
  // Mixed layouts: capital and abbreviated headings, narrow first columns, wrapping panels, entries across a page break.
  ...TUNING_MIXED_LAYOUT_DRAWN_REGISTERS,
  // Varied layouts: the classic numbered-paragraph official copy, title summaries and wrapping panels, capital headings
  // over two lines, columns a character wide, four and five column charges, tables run on with and without a header.
  ...TUNING_VARIED_LAYOUT_DRAWN_REGISTERS,
  // Header layouts: column headings that look like answers ("Date", "Proprietor", "Chargee", "Registered owner(s)"), two
  // column "Particular | Detail" panels, headings in unusual orders, empty or one-word first rows, headers run on or not.
  ...TUNING_HEADER_LAYOUT_DRAWN_REGISTERS,
  ...ENGLAND_WALES_DRAWN_REGISTERS,
  ...SCOTTISH_DRAWN_TITLE_SHEETS,
  ...NORTHERN_IRELAND_DRAWN_FOLIOS,
  ...REPUBLIC_DRAWN_FOLIOS,
];
