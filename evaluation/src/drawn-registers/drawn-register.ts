import type { RegionCode } from '@dd/contracts';
import type { TitleLabels } from '../evaluation-document.ts';

/** A line in bold, as registries set a part's or section's name; `width` narrower than the page makes a long one wrap. */
export interface HeadingBlock {
  kind: 'heading';
  text: string;
  width?: number;
}

/** Running text wrapped to the page, as an official copy prints its notes and entries. */
export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
}

/**
 * A table of cells, each wrapped within its column's width (points). `header` is the row of column headings,
 * drawn first and known to the evaluation: a fact holding it is a header row read as an answer. A table that
 * does not fit the page runs on to the next, its header drawn again there when `repeatHeader` is set.
 */
export interface TableBlock {
  kind: 'table';
  widths: number[];
  header?: string[];
  rows: string[][];
  /** Rules around every cell. */
  borders?: boolean;
  repeatHeader?: boolean;
}

/** The rest of the page left blank: what follows starts the next page. */
export interface PageBreakBlock {
  kind: 'page-break';
}

export type RegisterBlock = HeadingBlock | ParagraphBlock | TableBlock | PageBreakBlock;

/**
 * A register of title laid out as the registries and conveyancers' systems print them (headings, text, tables),
 * with what a property lawyer reads from it. Written from the registries' public examples, never from the
 * engine's output.
 */
export interface DrawnRegister {
  id: string;
  region: RegionCode;
  title: string;
  blocks: RegisterBlock[];
  titleLabels: TitleLabels;
}

/** The header rows of a register's tables: a fact holding one of these is a heading read as an answer. */
export const headerRowsOf = (register: Pick<DrawnRegister, 'blocks'>): string[][] =>
  register.blocks.flatMap((block) => (block.kind === 'table' && block.header ? [block.header] : []));
