/** A page of a TIFF to build: grey pixels, a byte each (0 black, 255 white), rows top to bottom. */
export interface TiffPageSpec {
  width: number;
  height: number;
  grey: Uint8Array;
  /** The resolution to record; none is recorded without it. */
  dpi?: number;
}

export interface BuildTiffOptions {
  compression?: 'none' | 'packbits';
  byteOrder?: 'II' | 'MM';
}

/** PackBits as TIFF defines it: runs of a repeated byte, and literal stretches, of at most 128 bytes each. */
function packBits(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; ) {
    let run = 1;
    while (i + run < bytes.length && run < 128 && bytes[i + run] === bytes[i]) run++;
    if (run > 1) {
      out.push(257 - run, bytes[i]!);
      i += run;
      continue;
    }
    let literal = 1;
    while (i + literal < bytes.length && literal < 128 && bytes[i + literal] !== bytes[i + literal - 1]) literal++;
    out.push(literal - 1, ...bytes.subarray(i, i + literal));
    i += literal;
  }
  return Uint8Array.from(out);
}

/**
 * A real multi-page TIFF written byte by byte as a scanner writes one: a grey image per page (BlackIsZero, 8 bits),
 * one strip each, uncompressed or PackBits, with its resolution.
 */
export function buildTiff(pages: TiffPageSpec[], { compression = 'none', byteOrder = 'II' }: BuildTiffOptions = {}): Uint8Array {
  const strips = pages.map((page) => (compression === 'packbits' ? packBits(page.grey) : page.grey));
  const entries = 12;
  const ifdBytes = 2 + entries * 12 + 4;
  const size = 8 + strips.reduce((sum, strip) => sum + strip.length + (strip.length % 2) + 16 + ifdBytes, 0);
  const buffer = new Uint8Array(size);
  const data = new DataView(buffer.buffer);
  const little = byteOrder === 'II';
  buffer.set([...byteOrder].map((char) => char.charCodeAt(0)));
  data.setUint16(2, 42, little);
  let at = 8;
  let previousNext = 4;
  pages.forEach((page, i) => {
    const strip = strips[i]!;
    const stripAt = at;
    buffer.set(strip, at);
    at += strip.length + (strip.length % 2);
    const resolutionAt = at;
    data.setUint32(at, page.dpi ?? 1, little);
    data.setUint32(at + 4, 1, little);
    data.setUint32(at + 8, page.dpi ?? 1, little);
    data.setUint32(at + 12, 1, little);
    at += 16;
    data.setUint32(previousNext, at, little);
    data.setUint16(at, entries, little);
    const tags: [number, number, number][] = [
      [256, 4, page.width],
      [257, 4, page.height],
      [258, 3, 8],
      [259, 3, compression === 'packbits' ? 32773 : 1],
      [262, 3, 1],
      [273, 4, stripAt],
      [277, 3, 1],
      [278, 4, page.height],
      [279, 4, strip.length],
      [282, 5, resolutionAt],
      [283, 5, resolutionAt + 8],
      // Without a resolution, the unit says "none": the page's size is then the reader's choice.
      [296, 3, page.dpi ? 2 : 1],
    ];
    tags.forEach(([tag, type, value], n) => {
      const entry = at + 2 + n * 12;
      data.setUint16(entry, tag, little);
      data.setUint16(entry + 2, type, little);
      data.setUint32(entry + 4, 1, little);
      if (type === 3) data.setUint16(entry + 8, value, little);
      else data.setUint32(entry + 8, value, little);
    });
    previousNext = at + 2 + entries * 12;
    at += ifdBytes;
  });
  return buffer;
}

/**
 * A one-page TIFF as scanners save black-and-white pages: CCITT G4 (fax) compressed, WhiteIsZero, 400 × 300 pixels at
 * 200 dpi in two strips of 150 rows, made by libtiff. It shows a black box from (100, 100) to (300, 200) and a black
 * bar from (20, 20) to (40, 280), in pixels from the top left.
 */
export const G4_TIFF = Uint8Array.from(
  Buffer.from(
    'SUkqAJwAAAD///IgNH///////////////////////////////////////5SwyRf////////////////////////////////////////wAQAQIgNBSwyRf////////////////////////////////////////8f///////////////////////////////////////H///ABABAADgAAAQMAAQAAAJABAAABAQMAAQAAACwBAAACAQMAAQAAAAEAAAADAQMAAQAAAAQAAAAGAQMAAQAAAAAAAAARAQQAAgAAAGIBAAASAQMAAQAAAAEAAAAVAQMAAQAAAAEAAAAWAQMAAQAAAJYAAAAXAQQAAgAAAFoBAAAaAQUAAQAAAEoBAAAbAQUAAQAAAFIBAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAAAAAAAAyAAAAAEAAADIAAAAAQAAAEkAAABKAAAACAAAAFEAAAA=',
    'base64',
  ),
);

/**
 * One-page TIFFs coded as G3 faxes, made by libtiff: one-dimensional, and two-dimensional with fill bits so each line
 * starts on a byte; WhiteIsZero, 160 × 80 pixels at 100 dpi in strips of 40 rows. Each shows a black box from (40, 20)
 * to (120, 60) and a black bar from (8, 8) to (16, 72), in pixels from the top left.
 */
export const G3_TIFFS = {
  oneDimensional: Uint8Array.from(
    Buffer.from(
      'SUkqAMIBAAAAGQ2ADIbABkNgAyGwAZDYAMhsAGQ2ADIbABmLKoAGYsqgAZiyqABmLKoAGYsqgAZiyqABmLKoAGYsqgAZiyqABmLKoAGYsqgAZiyqABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYqgDwXKQAZiqAPBcpABmKoA8FykAGYsqgAZiyqABmLKoAGYsqgAZiyqABmLKoAGYsqgAZiyqABmLKoAGYsqgAZiyqABmLKoAGQ2ADIbABkNgAyGwAZDYAMhsAGQ2ADIbDgAAAQMAAQAAAKAAAAABAQMAAQAAAFAAAAACAQMAAQAAAAEAAAADAQMAAQAAAAMAAAAGAQMAAQAAAAAAAAARAQQAAgAAAIgCAAASAQMAAQAAAAEAAAAVAQMAAQAAAAEAAAAWAQMAAQAAACgAAAAXAQQAAgAAAIACAAAaAQUAAQAAAHACAAAbAQUAAQAAAHgCAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAAAAAAAAZAAAAAEAAABkAAAAAQAAAN0AAADdAAAACAAAAOUAAAA=',
      'base64',
    ),
  ),
  twoDimensionalFilled: Uint8Array.from(
    Buffer.from(
      'SUkqAGoBAAAAAchsAAFAAchsAAFAAchsAAFAAchsAAFAAcxZVAABcAHMWVQAAXABzFlUAAFwAcxZVAABcAHMWVQAAXABzFlUAAFwAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMVQB4LlIAAXwAAcxVAHguUgABfAABzFUAeC5SAAF8AAHMWVQAAXABzFlUAAFwAcxZVAABcAHMWVQAAXABzFlUAAFwAcxZVAABcAHIbAABQAHIbAABQAHIbAABQAHIbAABQAAPAAABAwABAAAAoAAAAAEBAwABAAAAUAAAAAIBAwABAAAAAQAAAAMBAwABAAAAAwAAAAYBAwABAAAAAAAAABEBBAACAAAAPAIAABIBAwABAAAAAQAAABUBAwABAAAAAQAAABYBAwABAAAAKAAAABcBBAACAAAANAIAABoBBQABAAAAJAIAABsBBQABAAAALAIAABwBAwABAAAAAQAAACQBBAABAAAABQAAACgBAwABAAAAAgAAAAAAAABkAAAAAQAAAGQAAAABAAAAsAAAALEAAAAIAAAAuAAAAA==',
      'base64',
    ),
  ),
};

/**
 * A one-page colour TIFF, LZW-compressed with horizontal differencing, made by libtiff: 64 × 32 pixels at 100 dpi,
 * white with a red box over its top-left quarter.
 */
export const LZW_RGB_TIFF = Uint8Array.from(
  Buffer.from(
    'SUkqAOQAAACAMgAQOCQWDQeEQmFQuGQ2HQUbv9/w+KRWLReHQKMRuOR2GxGJx6RSONxqSSeUR+JSmWS2CSaXTGTyCZTWRTCbTmLzSdT2KTifUGFTyhUWD0CjUmiUmk0imUKl0+hU6pT2o1We1SsTar1ubVqvTGu2GY2CySyx2eWWa1TOV22a2y4SK03OR3K7Ry63mO3i+Tu33+URKQ4LDXDCYfFWrE4vHVvG4/JUzI5PLUHK5fNTbM5vPS3O5/RSTQ6PTRzS6fVRXU6vXQzW6/ZQfY7PbADa7fZbnda7eb3VQEAADwAAAQMAAQAAAEAAAAABAQMAAQAAACAAAAACAQMAAwAAAK4BAAADAQMAAQAAAAUAAAAGAQMAAQAAAAIAAAARAQQAAQAAAAgAAAASAQMAAQAAAAEAAAAVAQMAAQAAAAMAAAAWAQMAAQAAACAAAAAXAQQAAQAAANsAAAAaAQUAAQAAAJ4BAAAbAQUAAQAAAKYBAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAAA9AQMAAQAAAAIAAAAAAAAAZAAAAAEAAABkAAAAAQAAAAgACAAIAA==',
    'base64',
  ),
);
