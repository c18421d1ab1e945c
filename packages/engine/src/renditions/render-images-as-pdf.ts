import { crc32 } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { ingestionErrors } from '../ingestion-error.ts';
import { readTiffPages, type TiffPageImage } from './read-tiff-pages.ts';

export interface ImageRenditionLimits {
  maxPages: number;
  imageMaxPixels: number;
}

interface ImageHeader {
  width: number;
  height: number;
  dpi: { x: number; y: number } | null;
}

/** The resolutions scanners save at: without a plausible one in the file, the one that makes the page nearest A4. */
const SCANNER_DPI = [150, 200, 300, 400, 600];
const A4_LONG_SIDE_INCHES = 11.69;
/** A resolution the file gives is believed if it makes a page of a size paper comes in, up to A3 and a little over. */
const PAPER_INCHES = { min: 2, max: 17 };
/** The largest page PDF readers accept: 200 inches. */
const MAX_PAGE_POINTS = 14_400;

const damaged = (cause?: unknown) => ingestionErrors.unreadableImage(cause);

/** The page, in points, of an image at its resolution: the image fills it. */
function pageSize(width: number, height: number, dpi: ImageHeader['dpi']): [number, number] {
  const long = Math.max(width, height);
  const believable = dpi !== null && dpi.x > 0 && dpi.y > 0 && [width / dpi.x, height / dpi.y].every((inches) => inches <= PAPER_INCHES.max) &&
    Math.max(width / dpi.x, height / dpi.y) >= PAPER_INCHES.min;
  const nearestA4 = SCANNER_DPI.reduce((best, candidate) =>
    Math.abs(Math.log(long / candidate / A4_LONG_SIDE_INCHES)) < Math.abs(Math.log(long / best / A4_LONG_SIDE_INCHES)) ? candidate : best,
  );
  const { x, y } = believable ? dpi : { x: nearestA4, y: nearestA4 };
  const points: [number, number] = [(width / x) * 72, (height / y) * 72];
  const shrink = Math.min(1, MAX_PAGE_POINTS / Math.max(...points));
  return [points[0] * shrink, points[1] * shrink];
}

/** A PNG's size and resolution, refusing a damaged one: chunks cut short or failing their checksums, no image data. */
function readPngHeader(bytes: Uint8Array): ImageHeader {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: ImageHeader | null = null;
  let pixels = false;
  for (let at = 8; ; ) {
    if (at + 12 > bytes.length) throw damaged();
    const length = data.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length || crc32(bytes.subarray(at + 4, end - 4)) !== data.getUint32(end - 4)) throw damaged();
    if (type === 'IHDR' && length >= 8) header = { width: data.getUint32(at + 8), height: data.getUint32(at + 12), dpi: null };
    else if (type === 'pHYs' && length >= 9 && header && bytes[at + 16] === 1) {
      // Pixels a metre.
      header.dpi = { x: data.getUint32(at + 8) * 0.0254, y: data.getUint32(at + 12) * 0.0254 };
    } else if (type === 'IDAT') pixels = true;
    else if (type === 'IEND') break;
    at = end;
  }
  if (!header || !pixels || header.width === 0 || header.height === 0) throw damaged();
  return header;
}

/** The EXIF orientation of a JPEG's APP1 segment (1–8), 1 where it has none. */
function exifOrientation(segment: Uint8Array): number {
  if (segment.length < 14 || String.fromCharCode(...segment.subarray(0, 4)) !== 'Exif') return 1;
  const tiff = new DataView(segment.buffer, segment.byteOffset + 6, segment.byteLength - 6);
  const little = tiff.getUint8(0) === 0x49;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return 1;
  const entries = tiff.getUint16(ifd, little);
  for (let i = 0; i < entries && ifd + 2 + i * 12 + 12 <= tiff.byteLength; i++) {
    const entry = ifd + 2 + i * 12;
    if (tiff.getUint16(entry, little) === 0x0112) {
      const value = tiff.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * A JPEG's size (as it shows, after its EXIF orientation) and resolution, refusing a damaged one: no frame, no scan,
 * or cut short before its end marker.
 */
function readJpegHeader(bytes: Uint8Array): ImageHeader {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: { width: number; height: number } | null = null;
  let dpi: ImageHeader['dpi'] = null;
  let orientation = 1;
  let scan = -1;
  for (let at = 2; at + 4 <= bytes.length && scan < 0; ) {
    if (bytes[at] !== 0xff) throw damaged();
    const marker = bytes[at + 1]!;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = data.getUint16(at + 2);
    const segment = bytes.subarray(at + 4, at + 2 + length);
    if (length < 2 || at + 2 + length > bytes.length) throw damaged();
    if (marker === 0xe0 && String.fromCharCode(...segment.subarray(0, 5)) === 'JFIF\0' && segment.length >= 12) {
      const units = segment[7];
      const x = data.getUint16(at + 4 + 8);
      const y = data.getUint16(at + 4 + 10);
      if (units === 1 || units === 2) dpi = { x: units === 2 ? x * 2.54 : x, y: units === 2 ? y * 2.54 : y };
    } else if (marker === 0xe1) {
      orientation = exifOrientation(segment);
    } else if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && segment.length >= 5) {
      size = { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    } else if (marker === 0xda) {
      scan = at;
    }
    at += 2 + length;
  }
  let end = bytes.length - 2;
  while (end > scan && !(bytes[end] === 0xff && bytes[end + 1] === 0xd9)) end--;
  if (!size || scan < 0 || end <= scan || size.width === 0 || size.height === 0) throw damaged();
  // Orientations 5 to 8 turn the image a quarter: it shows as tall as it is stored wide.
  if (orientation > 4) return { width: size.height, height: size.width, dpi: dpi && { x: dpi.y, y: dpi.x } };
  return { ...size, dpi };
}

function checkPixels(width: number, height: number, imageMaxPixels: number): void {
  if (width * height > imageMaxPixels) {
    throw ingestionErrors.unsafe(`it has more than ${imageMaxPixels.toLocaleString('en-GB')} pixels`, 'image');
  }
}

/** Places fax strips, top to bottom, as images the PDF reader decodes itself (CCITTFaxDecode). */
function drawFax(doc: PDFKit.PDFDocument, image: Extract<TiffPageImage, { fax: unknown }>, width: number, height: number, size: [number, number]): void {
  let top = 0;
  image.fax.forEach((strip, i) => {
    const object = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: strip.rows,
      BitsPerComponent: 1,
      ColorSpace: 'DeviceGray',
      Filter: 'CCITTFaxDecode',
      DecodeParms: { ...image.coding, Columns: width, Rows: strip.rows },
    });
    object.end(Buffer.from(strip.data.buffer, strip.data.byteOffset, strip.data.byteLength));
    const name = `Fax${i + 1}`;
    doc.page.xobjects[name] = object;
    const stripHeight = (strip.rows / height) * size[1];
    doc.save().transform(size[0], 0, 0, -stripHeight, 0, top + stripHeight);
    doc.addContent(`/${name} Do`);
    doc.restore();
    top += stripHeight;
  });
}

/**
 * A PDF of an image file, a page an image, each page the size of its image at the image's resolution (or a scanner's,
 * where the file gives none that is plausible) with the image filling it. PNG and JPEG are embedded as they are, and
 * so are fax-coded (G3, G4) TIFF pages, which PDF readers decode themselves; other TIFF pages (LZW, PackBits, Deflate,
 * JPEG, uncompressed; bilevel, grey, colour) are decoded and embedded as PNG. Refuses a damaged image, an image of more
 * than `imageMaxPixels`, and more than `maxPages` pages.
 */
export async function renderImagesAsPdf(
  bytes: Uint8Array,
  type: 'png' | 'jpeg' | 'tiff',
  { maxPages, imageMaxPixels }: ImageRenditionLimits,
): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const newPage = (size: [number, number]) => doc.addPage({ size, margin: 0 });

  if (type === 'tiff') {
    for (const page of readTiffPages(bytes, { maxPages, imageMaxPixels })) {
      const size = pageSize(page.width, page.height, page.dpi);
      const image = page.image();
      newPage(size);
      if ('png' in image) doc.image(image.png, 0, 0, { width: size[0], height: size[1] });
      else drawFax(doc, image, page.width, page.height, size);
    }
  } else {
    const header = type === 'png' ? readPngHeader(bytes) : readJpegHeader(bytes);
    checkPixels(header.width, header.height, imageMaxPixels);
    const size = pageSize(header.width, header.height, header.dpi);
    newPage(size);
    try {
      doc.image(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0, 0, { width: size[0], height: size[1] });
    } catch (error) {
      throw damaged(error);
    }
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
