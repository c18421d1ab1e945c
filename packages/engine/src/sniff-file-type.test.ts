import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffFileType', () => {
  it('recognises the formats a lawyer uploads by their content', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx[Content_Types].xml word/document.xml'))).toBe('docx');
    expect(sniffFileType(bytes('II*', [0, 8, 0, 0, 0]))).toBe('tiff');
    expect(sniffFileType(bytes('MM', [0], '*', [0, 0, 0, 8]))).toBe('tiff');
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
  });

  it('calls a ZIP whose first KiB shows no Word part a zip, though a Word document may name its parts further in', () => {
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'other.txt'))).toBe('zip');
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'docProps/app.xml', ' '.repeat(1024), 'word/document.xml'))).toBe('zip');
  });

  it('accepts a PDF header after leading junk, as PDF readers do', () => {
    expect(sniffFileType(bytes('\r\n\r\n%PDF-1.4'))).toBe('pdf');
  });

  it('does not trust names: a text file or an empty file is unknown', () => {
    expect(sniffFileType(bytes('hello world'))).toBe('unknown');
    expect(sniffFileType(new Uint8Array())).toBe('unknown');
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe('unknown');
    // BigTIFF and a TIFF-like header with the wrong magic number are not TIFFs this product reads.
    expect(sniffFileType(bytes('II+', [0, 8, 0, 0, 0]))).toBe('unknown');
    expect(sniffFileType(bytes('MM*', [0]))).toBe('unknown');
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0]))).toBe('unknown');
  });
});
