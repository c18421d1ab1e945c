import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const fontFile = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);
GlobalFonts.registerFromPath(fontFile, 'Scan Sans');

/** A4 at 150 dpi, as an office scanner saves it. */
export const SCAN_SIZE = { width: 1240, height: 1754 } as const;

/**
 * A PNG that looks like a scanned page: text as pixels only (no text layer), slightly skewed, with specks of dust.
 */
export function drawScannedPage(lines: string[], { fontSize = 30 }: { fontSize?: number } = {}): Buffer {
  const canvas = createCanvas(SCAN_SIZE.width, SCAN_SIZE.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fbfaf7';
  context.fillRect(0, 0, SCAN_SIZE.width, SCAN_SIZE.height);
  context.fillStyle = '#9a9a9a';
  for (let i = 0; i < 40; i++) context.fillRect((i * 7919) % SCAN_SIZE.width, (i * 104729) % SCAN_SIZE.height, 2, 2);
  context.rotate(0.004);
  context.fillStyle = '#1a1a1a';
  context.font = `${fontSize}px "Scan Sans"`;
  lines.forEach((line, i) => context.fillText(line, 150, 200 + i * fontSize * 1.6));
  return canvas.toBuffer('image/png');
}
