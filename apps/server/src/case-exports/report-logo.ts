import type { StoredObject } from '../storage/storage.ts';
import type { ReportLogo } from './render-case-report-docx.ts';

/** PNG and JPEG start-of-frame markers: the ones that carry an image's size (not DHT, JPG or DAC). */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A PNG's or JPEG's pixel size from its header, or null when it cannot be read from there. */
export function imageSize(bytes: Buffer, type: 'png' | 'jpg'): { width: number; height: number } | null {
  if (type === 'png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

/** The firm's logo as a report can carry it (PNG or JPEG with a readable size), else none. */
export function reportLogo(stored: StoredObject | null): ReportLogo | null {
  if (!stored) return null;
  const type = stored.contentType === 'image/png' ? 'png' : stored.contentType === 'image/jpeg' ? 'jpg' : null;
  if (!type) return null;
  const size = imageSize(stored.bytes, type);
  return size && size.width > 0 && size.height > 0 ? { bytes: stored.bytes, type, ...size } : null;
}
