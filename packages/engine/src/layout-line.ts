/** A piece of text with its box, before page offsets are known: `start`/`end` index into the line's text. */
export interface LineItem {
  start: number;
  end: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line in reading order as the layout (or OCR) produced it, not yet placed in the page text. */
export interface LayoutLine {
  text: string;
  items: LineItem[];
  x: number;
  y: number;
  width: number;
  height: number;
  /** A paragraph or block boundary precedes this line, so the page text gets a blank line before it. */
  breakBefore: boolean;
}
