import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import type { PositionedItem } from './layout-rows.ts';

export interface PageTextItems {
  /** Text running left to right on the displayed page. */
  horizontal: PositionedItem[];
  /** Text running up or down the displayed page (margin stamps, rotated labels), kept apart from the layout. */
  vertical: PositionedItem[];
}

const WHITESPACE = /\s+/g;
const SOFT_HYPHEN = /\u00ad(?!$)/g;

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) && value >= min && value <= max ? value : fallback;

const isTextItem = (item: TextContent['items'][number]): item is TextItem => 'str' in item;

/**
 * pdf.js text items in displayed-page coordinates (points, origin top-left): the page's view transform is
 * applied by hand rather than through a matrix helper, as this runs for every item of every page.
 */
export function readTextItems(content: TextContent, viewTransform: number[]): PageTextItems {
  const [va = 1, vb = 0, vc = 0, vd = 1, ve = 0, vf = 0] = viewTransform;
  const scale = Math.hypot(va, vb);
  const horizontal: PositionedItem[] = [];
  const vertical: PositionedItem[] = [];
  let last: PositionedItem | undefined;
  let pendingSpace = false;
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    const raw = item.str;
    const text = raw.replace(SOFT_HYPHEN, '').replace(WHITESPACE, ' ').trim();
    if (text === '') {
      if (raw.length > 0) {
        pendingSpace = true;
        if (last) last.spaceAfter = true;
      }
      continue;
    }
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform as number[];
    const originX = va * e + vc * f + ve;
    const originY = vb * e + vd * f + vf;
    const directionX = va * a + vc * b;
    const directionY = vb * a + vd * b;
    const size = Math.hypot(va * c + vc * d, vb * c + vd * d) || Math.hypot(directionX, directionY);
    const style = content.styles[item.fontName];
    const ascent = clamp(style?.ascent ?? NaN, 0.5, 1.2, 0.8);
    const descent = clamp(style?.descent ?? NaN, -0.5, 0, -0.2);
    const length = item.width * scale;
    const leading = raw.length - raw.trimStart().length;
    const trailing = raw.length - raw.trimEnd().length;
    const visible = raw.length > 0 ? (raw.length - leading - trailing) / raw.length : 1;
    const positioned: PositionedItem = {
      text,
      x: originX,
      width: length * visible,
      baseline: originY,
      top: originY - ascent * size,
      bottom: originY - descent * size,
      size,
      spaceBefore: pendingSpace || leading > 0,
      spaceAfter: trailing > 0,
    };
    if (Math.abs(directionX) >= Math.abs(directionY)) {
      if (directionX < 0) positioned.x -= length;
      else positioned.x += (length * leading) / Math.max(raw.length, 1);
      horizontal.push(positioned);
    } else {
      positioned.x = originX - size * ascent;
      positioned.width = size;
      positioned.top = directionY < 0 ? originY - length : originY;
      positioned.bottom = positioned.top + length;
      vertical.push(positioned);
    }
    last = positioned;
    pendingSpace = false;
  }
  return { horizontal, vertical };
}
