import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.ts';
import { buildEml } from './test/build-email.ts';
import { buildOleFile } from './test/build-ole-file.ts';

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
    // A data room that stores its PDFs uncompressed has the first one's header in its first KiB: still a zip.
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx01 Title/Official copy.pdf%PDF-1.7\n'))).toBe('zip');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'tEXt%PDF-1.4'))).toBe('png');
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

describe('sniffFileType of emails', () => {
  const text = (...lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));
  const received = (n: number) => `Received: from relay${n}.example.net (relay${n}.example.net [192.0.2.${n}])\r\n\tby mx.example.com with ESMTPS id ${'x'.repeat(40)};\r\n\tFri, 2 Jan 2026 10:15:0${n} +0000`;

  it('calls a message an email by its header: a From: with an address, and a field only messages have', () => {
    expect(sniffFileType(buildEml({ from: 'Alice <alice@example.com>', to: ['bob@example.com'], subject: 'Lease', text: 'Signed.' }))).toBe('eml');
    expect(sniffFileType(text('From: alice@example.com', 'Subject: Lease', '', 'Signed.'))).toBe('eml');
    expect(sniffFileType(text('from: alice@example.com', 'date: Fri, 2 Jan 2026 10:15:00 +0000'))).toBe('eml');
    // Saved from a mailbox, after its "From " line; a header folded over lines.
    expect(sniffFileType(text('From alice@example.com Fri Jan  2 10:15:00 2026', 'From: Alice', ' <alice@example.com>', 'To: bob@example.com', '', 'Hi'))).toBe('eml');
  });

  it('calls a received message an email though its From: lies past the first KiB, behind the servers\' fields', () => {
    const head = [1, 2, 3, 4, 5, 6, 7, 8].map(received).join('\r\n');
    const message = text('Delivered-To: bob@example.com', head, 'From: alice@example.com', 'Subject: Lease', '', 'Signed.');
    expect(new TextDecoder().decode(message.subarray(0, 1024))).not.toContain('From: alice');

    expect(sniffFileType(message)).toBe('eml');
    expect(sniffFileType(text('Return-Path: <alice@example.com>', 'X-Spam-Score: 0', `X-Padding: ${'p'.repeat(1100)}`))).toBe('eml');
  });

  it('does not call a PDF, a text file, a CSV, YAML or HTTP headers an email', () => {
    expect(sniffFileType(text('%PDF-1.7', 'From: alice@example.com', 'Subject: Lease'))).toBe('pdf');
    expect(sniffFileType(text('Notes for the buyer', 'From: alice@example.com', 'Subject: Lease'))).toBe('unknown');
    expect(sniffFileType(text('From,To,Subject', 'alice@example.com,bob@example.com,Lease'))).toBe('unknown');
    // YAML's keys are field names, but a From: without an address is no sender.
    expect(sniffFileType(text('from: 2024-01-01', 'to: 2024-12-31', 'subject: rent review', 'date: 2024-06-01'))).toBe('unknown');
    expect(sniffFileType(text('lease:', '  from: 2024-01-01', '  subject: rent review'))).toBe('unknown');
    expect(sniffFileType(text('HTTP/1.1 200 OK', 'Date: Fri, 02 Jan 2026 10:15:00 GMT', 'From: crawler@example.com', 'Content-Type: text/html'))).toBe('unknown');
    expect(sniffFileType(text('Content-Type: text/html', 'Date: Fri, 02 Jan 2026 10:15:00 GMT', 'Server: nginx', '', '<html>'))).toBe('unknown');
    // A header that runs past the first KiB is an email's only if mail servers wrote part of it.
    expect(sniffFileType(text('received: yes', 'items: 3', `notes: ${'n'.repeat(1100)}`))).toBe('unknown');
    // A header's line does not hold control characters: a binary file's do.
    expect(sniffFileType(text('From: alice@example.com', 'Subject: \u0000\u0001\u0002'))).toBe('unknown');
  });

  it('leaves an Outlook message to be told from a Word 97–2003 document by its streams: both are OLE2 files', () => {
    expect(sniffFileType(buildOleFile('__properties_version1.0'))).toBe('doc');
  });
});
