import type { DrawnRegister } from './drawn-register.ts';
import { ENGLAND_WALES_DRAWN_REGISTERS } from './england-wales-registers.ts';
import { NORTHERN_IRELAND_DRAWN_FOLIOS } from './northern-ireland-folios.ts';
import { REPUBLIC_DRAWN_FOLIOS } from './republic-folios.ts';
import { SCOTTISH_DRAWN_TITLE_SHEETS } from './scottish-title-sheets.ts';

/** The registers of the four systems drawn as tables: every one of them is in the title set's frozen part. */
export const DRAWN_REGISTERS: DrawnRegister[] = [
  ...ENGLAND_WALES_DRAWN_REGISTERS,
  ...SCOTTISH_DRAWN_TITLE_SHEETS,
  ...NORTHERN_IRELAND_DRAWN_FOLIOS,
  ...REPUBLIC_DRAWN_FOLIOS,
];
