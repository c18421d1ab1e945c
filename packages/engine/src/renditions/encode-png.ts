import { crc32, deflateSync } from 'node:zlib';

/** Pixels to encode: rows top to bottom, each packed as PNG packs them (1-bit rows padded to a whole byte). */
export interface PngPixels {
  width: number;
  height: number;
  /** Black and white at one bit a pixel (1 white), grey at a byte a pixel, or RGB at three. */
  kind: 'bilevel' | 'grey' | 'rgb';
  rows: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: its length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

export const pngRowBytes = (width: number, kind: PngPixels['kind']) =>
  kind === 'bilevel' ? Math.ceil(width / 8) : kind === 'grey' ? width : width * 3;

/**
 * A PNG of the pixels, unfiltered: PDF readers take its data as it is, and a scan's bilevel page stays at a bit a
 * pixel, a tenth of what an RGBA canvas would make of it.
 */
export function encodePng({ width, height, kind, rows }: PngPixels): Buffer {
  const rowBytes = pngRowBytes(width, kind);
  const filtered = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) filtered.set(rows.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = kind === 'bilevel' ? 1 : 8;
  header[9] = kind === 'rgb' ? 2 : 0;
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(filtered)), pngChunk('IEND', new Uint8Array())]);
}
