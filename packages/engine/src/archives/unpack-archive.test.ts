import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVE_ENTRY_REASONS, ingestionErrors, isIngestionError } from '../ingestion-error.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { buildDataRoom, DATA_ROOM_FILES, DATA_ROOM_REFUSED } from '../test/build-data-room.ts';
import { buildEml, type EmailSpec } from '../test/build-email.ts';
import { buildMsg } from '../test/build-outlook-message.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { buildOleFile } from '../test/build-ole-file.ts';
import { buildWordDocument } from '../test/build-word-document.ts';
import { buildWordPackage, buildZip, deflatedZeros, type ZipPart } from '../test/build-zip.ts';
import { hostileDocuments } from '../test/hostile-documents.ts';
import { unpackArchive, type UnpackedArchive, type UnpackOptions } from './unpack-archive.ts';

const MB = 1024 * 1024;
const LIMITS: UnpackOptions = { name: 'Data room.zip', maxFileBytes: 50 * MB };
const OUTSIDE = ARCHIVE_ENTRY_REASONS.outsideArchive;
const unsafe = (reason: string) => `This archive could not be read safely: ${reason}. If the file is genuine, unzip it and upload its files.`;

/** Enough of a PDF for sniffing to take it as one; `body` makes each different. */
const pdf = (body: string) => `%PDF-1.4\n${body}\n%%EOF\n`;
/** A PDF-looking file of `size` bytes that does not compress, as real PDFs barely do. */
const incompressiblePdf = (size: number, seed: number) => {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) bytes[i] = (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
  bytes.set(Buffer.from('%PDF-1.4\n'));
  return bytes;
};

const roots: string[] = [];
/** A scratch folder; the archive is unpacked into `out`, three folders down, so a path escaping it would land in `root`. */
function scratch() {
  const root = mkdtempSync(join(tmpdir(), 'unpack-archive-'));
  roots.push(root);
  const outDir = join(root, 'a', 'b', 'out');
  mkdirSync(outDir, { recursive: true });
  return { root, outDir };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Every file and folder under `root`, relative to it. */
const listing = (root: string) => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();

const unpack = (parts: ZipPart[] | Uint8Array, limits: Partial<UnpackOptions> = {}) => {
  const { outDir } = scratch();
  return unpackArchive(parts instanceof Uint8Array ? parts : buildZip(parts), outDir, { ...LIMITS, ...limits });
};
const pathsOf = (result: UnpackedArchive) => result.files.map((file) => file.path);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the archive to be refused');
    },
    (error: unknown) => {
      if (!isIngestionError(error)) throw error;
      return error;
    },
  );

describe('unpackArchive of a data room', () => {
  it('writes each document to the folder as 0001, 0002, … with its folder path, and lists what it did not take', { timeout: 60_000 }, async () => {
    const { root, outDir } = scratch();

    const result = await unpackArchive(await buildDataRoom(), outDir, LIMITS);

    expect(pathsOf(result)).toEqual(DATA_ROOM_FILES);
    expect(result.refused).toEqual(DATA_ROOM_REFUSED);
    expect(result.files.map((file) => relative(root, file.file))).toEqual(['0001', '0002', '0003', '0004', '0005', '0006'].map((name) => join('a', 'b', 'out', name)));
    expect(listing(outDir)).toEqual(['0001', '0002', '0003', '0004', '0005', '0006']);
    expect(result.files.map((file) => sniffFileType(readFileSync(file.file)))).toEqual(['pdf', 'png', 'docx', 'pdf', 'pdf', 'pdf']);
    for (const file of result.files) {
      const bytes = readFileSync(file.file);
      expect(file.size).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('unpacks the same archive to the same files every time', { timeout: 60_000 }, async () => {
    const archive = await buildDataRoom();
    const summary = (result: UnpackedArchive) => ({ ...result, files: result.files.map(({ file, ...rest }) => ({ ...rest, name: file.slice(-4) })) });

    expect(summary(await unpack(archive))).toEqual(summary(await unpack(archive)));
  });
});

describe('unpackArchive: what it takes and passes over', () => {
  it('takes PDFs, Word documents and PNG, JPEG and TIFF scans by their bytes, whatever their names', async () => {
    const result = await unpack([
      { name: 'lease.bin', data: pdf('lease') },
      { name: 'Leases/lease.docx', data: await buildWordDocument([{ clause: 'The Term is ten years.' }]) },
      { name: 'Scans/plan', data: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]) },
      { name: 'Scans/photo.jpg', data: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1]) },
      { name: 'Scans/fax.tif', data: Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]) },
    ]);

    expect(pathsOf(result)).toEqual(['lease.bin', 'Leases/lease.docx', 'Scans/plan', 'Scans/photo.jpg', 'Scans/fax.tif']);
    expect(result.refused).toEqual([]);
  });

  it('takes a Word document whose parts lie past the first KiB, by its directory, not unpacking it as an archive', async () => {
    const late = buildWordPackage('<w:p/>', {}, [{ name: 'docProps/padding.xml', data: 'x'.repeat(4000), store: true }]);
    expect(sniffFileType(late)).toBe('zip');

    const result = await unpack([{ name: 'Leases/lease.docx', data: late, store: true }]);

    expect(result.files).toEqual([expect.objectContaining({ path: 'Leases/lease.docx', size: late.length })]);
  });

  it('passes over folders, Mac and Windows litter and Office lock files without a word', async () => {
    const result = await unpack([
      { name: 'Title/', data: '' },
      { name: 'Leases', data: '', unixMode: 0o40755 },
      { name: '__MACOSX/Title/._lease.pdf', data: pdf('resource fork') },
      { name: 'Title/.DS_Store', data: 'x' },
      { name: 'Title/Thumbs.db', data: 'x' },
      { name: 'Title/desktop.ini', data: 'x' },
      { name: 'Title/~$lease.docx', data: 'x' },
      { name: 'Title/._lease.pdf', data: 'x' },
      { name: './Title/./lease.pdf', data: pdf('lease') },
    ]);

    expect(result).toMatchObject({ files: [{ path: 'Title/lease.pdf' }], refused: [] });
  });

  it('unpacks an archive inside the archive once, under its path without .zip, and refuses one inside that', async () => {
    const innermost = buildZip([{ name: 'deep.pdf', data: pdf('deep') }]);
    const leases = buildZip([
      { name: 'lease.pdf', data: pdf('lease') },
      { name: 'Schedules/schedule.pdf', data: pdf('schedule') },
      { name: 'Old.ZIP', data: innermost },
      { name: 'lease.docx', data: buildWordPackage('<w:p/>') },
    ]);

    const result = await unpack([
      { name: 'Title/register.pdf', data: pdf('register') },
      { name: 'Leases.zip', data: leases },
      { name: 'Corporate/minutes.pdf', data: pdf('minutes') },
    ]);

    expect(pathsOf(result)).toEqual(['Title/register.pdf', 'Leases/lease.pdf', 'Leases/Schedules/schedule.pdf', 'Leases/lease.docx', 'Corporate/minutes.pdf']);
    expect(result.refused).toEqual([{ path: 'Leases/Old.ZIP', reason: ARCHIVE_ENTRY_REASONS.nestedTooDeep }]);
  });

  it('decodes names as CP437 unless flagged UTF-8, keeping their folders', async () => {
    const result = await unpack([
      { name: 'unused', nameBytes: Uint8Array.from([...Buffer.from('Caf'), 0x82, 0x2f, 0x9a, ...Buffer.from('bersicht.pdf')]), data: pdf('cp437') },
      { name: 'Résumé/lease.pdf', flags: 0x800, data: pdf('utf-8') },
    ]);

    expect(pathsOf(result)).toEqual(['Café/Übersicht.pdf', 'Résumé/lease.pdf']);
  });
});

describe('unpackArchive: entries refused with a reason', () => {
  it('refuses kinds of file it does not read, saying what to upload instead', async () => {
    const result = await unpack([
      { name: 'old.doc', data: buildOleFile('WordDocument') },
      { name: 'protected.docx', data: buildOleFile('EncryptedPackage') },
      { name: 'notes.txt', data: 'Notes for the buyer.' },
      { name: 'photo.webp', data: Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]) },
      { name: 'rent.xlsx', data: buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]) },
      { name: 'empty.pdf', data: '' },
    ]);

    expect(result.files).toEqual([]);
    expect(result.refused).toEqual([
      { path: 'old.doc', reason: ingestionErrors.legacyWord().message },
      { path: 'protected.docx', reason: ingestionErrors.encryptedWord().message },
      { path: 'notes.txt', reason: 'This file is of a type that cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).' },
      { path: 'photo.webp', reason: 'This file is a WEBP file, which cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).' },
      { path: 'rent.xlsx', reason: 'This file is a Microsoft Excel file, which cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).' },
      { path: 'empty.pdf', reason: 'This file is empty. Upload the document again.' },
    ]);
  });

  it('refuses a file over the limit for a document by its declared size, before inflating it', async () => {
    const result = await unpack(
      [
        { name: 'big.pdf', data: incompressiblePdf(3 * 1024, 3) },
        { name: 'small.pdf', data: pdf('small') },
      ],
      { maxFileBytes: 2048 },
    );

    expect(pathsOf(result)).toEqual(['small.pdf']);
    expect(result.refused).toEqual([{ path: 'big.pdf', reason: 'This document is 3 KB; the limit is 2 KB. Split it into smaller documents and upload them separately.' }]);
  });

  it('refuses encrypted entries, links, and compression methods it cannot inflate', async () => {
    const result = await unpack([
      { name: 'secret.pdf', data: pdf('secret'), flags: 0x1 },
      { name: 'aes.pdf', data: pdf('aes'), method: 99, flags: 0x1 },
      { name: 'lease.pdf', data: '/etc/passwd', store: true, unixMode: 0o120777 },
      { name: 'bzip2.pdf', data: pdf('bzip2'), method: 12 },
    ]);

    expect(result.refused).toEqual([
      { path: 'secret.pdf', reason: 'This file is encrypted in the archive. Unzip it with its password and upload the file.' },
      { path: 'aes.pdf', reason: 'This file is encrypted in the archive. Unzip it with its password and upload the file.' },
      { path: 'lease.pdf', reason: 'This is a link to another file, not a file, so it was not unpacked.' },
      { path: 'bzip2.pdf', reason: 'This file is compressed in a way that cannot be read (method 12). Unzip it and upload the file.' },
    ]);
  });

  it('refuses paths that leave the archive, and writes nothing outside the folder it was given', async () => {
    const { root, outDir } = scratch();
    const archive = buildZip([
      { name: '../../etc/passwd', data: pdf('passwd') },
      { name: '/abs/path.pdf', data: pdf('absolute') },
      { name: 'C:\\Windows\\evil.pdf', data: pdf('drive') },
      { name: '\\\\server\\share\\evil.pdf', data: pdf('share') },
      { name: 'Title/../../evil.pdf', data: pdf('climbs') },
      { name: 'Title\\lease.pdf', data: pdf('backslashes') },
      { name: 'nul\0.pdf', data: pdf('nul') },
      { name: 'line\nbreak.pdf', data: pdf('line break') },
    ]);

    const result = await unpackArchive(archive, outDir, LIMITS);

    expect(result.refused).toEqual([
      { path: '../../etc/passwd', reason: OUTSIDE },
      { path: '/abs/path.pdf', reason: OUTSIDE },
      { path: 'C:/Windows/evil.pdf', reason: OUTSIDE },
      { path: '//server/share/evil.pdf', reason: OUTSIDE },
      { path: 'Title/../../evil.pdf', reason: OUTSIDE },
      { path: 'nul\ufffd.pdf', reason: OUTSIDE },
      { path: 'line\ufffdbreak.pdf', reason: OUTSIDE },
    ]);
    expect(pathsOf(result)).toEqual(['Title/lease.pdf']);
    expect(listing(root)).toEqual(['a', join('a', 'b'), join('a', 'b', 'out'), join('a', 'b', 'out', '0001')]);
  });

  it('reads the same content once, naming the path it was read under', async () => {
    const result = await unpack([
      { name: 'Title/register.pdf', data: pdf('register') },
      { name: 'Copies/register (1).pdf', data: pdf('register'), store: true },
    ]);

    expect(pathsOf(result)).toEqual(['Title/register.pdf']);
    expect(result.refused).toEqual([{ path: 'Copies/register (1).pdf', reason: 'The same file as Title/register.pdf: it was read once.' }]);
  });

  it('refuses a damaged entry (a wrong CRC, data cut short, a size that lies) and reads the rest', async () => {
    const zeros = deflatedZeros(512 * 1024);
    const result = await unpack([
      { name: 'crc.pdf', data: pdf('crc'), crc: 42 },
      { name: 'cut.pdf', data: { ...zeros, deflated: zeros.deflated.subarray(0, 100) } },
      { name: 'lies.pdf', data: pdf('x'.repeat(5000)), declaredSize: 100 },
      { name: 'good.pdf', data: pdf('good') },
    ]);

    const damaged = 'This file is damaged in the archive. Unzip it and upload the file.';
    expect(result.refused).toEqual([
      { path: 'crc.pdf', reason: damaged },
      { path: 'cut.pdf', reason: damaged },
      { path: 'lies.pdf', reason: damaged },
    ]);
    expect(pathsOf(result)).toEqual(['good.pdf']);
  });

  it('refuses a file compressed more than 100 to 1, and reads the rest, when the archive as a whole is not a bomb', async () => {
    const result = await unpack([
      { name: 'blank scan.tif', data: deflatedZeros(4 * MB) },
      { name: 'lease.pdf', data: incompressiblePdf(256 * 1024, 1), store: true },
    ]);

    expect(pathsOf(result)).toEqual(['lease.pdf']);
    expect(result.refused).toEqual([
      {
        path: 'blank scan.tif',
        reason: 'This file is compressed more than 100 to 1 in the archive, as decompression bombs are, so it was not unpacked. If it is genuine, unzip it and upload the file.',
      },
    ]);
  });

  it('refuses a 1 GB bomb among real documents by its declared size, not the whole archive', async () => {
    const started = performance.now();
    const result = await unpack([
      { name: 'bomb.pdf', data: deflatedZeros(1024 * MB) },
      { name: 'lease.pdf', data: incompressiblePdf(6 * MB, 2), store: true },
    ]);

    expect(pathsOf(result)).toEqual(['lease.pdf']);
    expect(result.refused).toEqual([{ path: 'bomb.pdf', reason: 'This document is 1 GB; the limit is 50 MB. Split it into smaller documents and upload them separately.' }]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('unpackArchive: archives refused whole', () => {
  it('refuses what is not a zip, or whose directory is damaged, as damaged; and an empty file as empty', async () => {
    const zip = buildZip([{ name: 'lease.pdf', data: pdf('lease') }]);
    const damaged = { code: 'corrupt', message: 'This archive is damaged and cannot be read. Make a new .zip and upload it again.' };

    expect(await refusal(unpack(new TextEncoder().encode('This is a text file, not an archive at all.')))).toMatchObject(damaged);
    expect(await refusal(unpack(zip.subarray(0, zip.length - 10)))).toMatchObject(damaged);
    expect(await refusal(unpack(new Uint8Array()))).toMatchObject({ code: 'empty' });
  });

  it('refuses more files than the limit, counting those of the archive inside it but not folders or litter', async () => {
    const three = [1, 2, 3].map((n) => ({ name: `Leases/${n}.pdf`, data: pdf(String(n)) }));

    expect(pathsOf(await unpack([{ name: 'Leases/', data: '' }, { name: '__MACOSX/._x', data: 'x' }, ...three], { maxEntries: 3 }))).toHaveLength(3);
    expect(await refusal(unpack([...three, { name: 'Title/register.pdf', data: pdf('register') }], { maxEntries: 3 }))).toMatchObject({
      code: 'unsafe',
      message: unsafe('it holds more than 3 files'),
    });
    expect(await refusal(unpack([{ name: 'a.pdf', data: pdf('a') }, { name: 'more.zip', data: buildZip(three) }], { maxEntries: 3 }))).toMatchObject({
      message: unsafe('it holds more than 3 files'),
    });
  });

  it('refuses files that decompress to more than the total, from the directory, before writing any', async () => {
    const { outDir } = scratch();
    const archive = buildZip([1, 2, 3].map((n) => ({ name: `${n}.pdf`, data: incompressiblePdf(100 * 1024, n) })));

    const error = await refusal(unpackArchive(archive, outDir, { ...LIMITS, maxTotalBytes: 250 * 1024 }));

    expect(error).toMatchObject({ code: 'unsafe', message: unsafe('its files decompress to more than 250 KB') });
    expect(listing(outDir)).toEqual([]);
  });

  it('holds an archive inside the archive, and what follows it, to the same total', async () => {
    const compressible = (n: number) => pdf(`${n} `.repeat(100_000));
    const inner = buildZip([1, 2].map((n) => ({ name: `${n}.pdf`, data: compressible(n) })));
    const before = [{ name: 'first.pdf', data: incompressiblePdf(50 * 1024, 1), store: true }];

    // The inner archive's files, checked by its own directory before they are inflated.
    expect(await refusal(unpack([...before, { name: 'inner.zip', data: inner, store: true }], { maxTotalBytes: 300 * 1024 }))).toMatchObject({
      message: unsafe('its files decompress to more than 300 KB'),
    });
    // A file after it, which the outer directory's sizes allowed before the inner archive's files were counted.
    expect(
      await refusal(unpack([{ name: 'inner.zip', data: inner, store: true }, { name: 'after.pdf', data: incompressiblePdf(200 * 1024, 2), store: true }], { maxTotalBytes: 500 * 1024 })),
    ).toMatchObject({ message: unsafe('its files decompress to more than 500 KB') });
  });

  it('refuses the whole archive when it is compressed as only a bomb is', async () => {
    expect(await refusal(unpack([{ name: 'data room.pdf', data: deflatedZeros(64 * MB) }]))).toMatchObject({
      code: 'unsafe',
      message: unsafe('it is compressed more than 200 to 1, as decompression bombs are'),
    });
  });

  it("refuses another program's document sent as an archive, and says when a Word document was sent as one", async () => {
    const workbook = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]);
    const late = buildWordPackage('<w:p/>', {}, [{ name: 'docProps/padding.xml', data: 'x'.repeat(4000), store: true }]);

    expect(await refusal(unpack(workbook))).toMatchObject({ code: 'not_pdf', message: expect.stringMatching(/^This file is a Microsoft Excel file, which cannot be read here\./) });
    const { outDir } = scratch();
    expect(await unpackArchive(late, outDir, LIMITS)).toEqual({ files: [], refused: [], document: true });
    expect(listing(outDir)).toEqual([]);
  });
});

describe('unpackArchive of the hostile archives', () => {
  const hostile = new Map(hostileDocuments().filter((file) => file.family === 'zip').map((file) => [file.name, file.bytes]));
  /** Each is refused, whole or in part, in well under two seconds: by its directory, not by inflating it. */
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    expect(performance.now() - started).toBeLessThan(2000);
    return result;
  };
  const unpackHostile = (name: string) => timed(() => unpack(hostile.get(name)!));
  const refuseHostile = (name: string) => timed(() => refusal(unpack(hostile.get(name)!)));

  it('refuses the gigabyte bomb whole', async () => {
    expect((await refuseHostile('zip-bomb-1gb-zeros')).message).toBe(unsafe('it is compressed more than 200 to 1, as decompression bombs are'));
  });

  it('refuses 5,000 tiny files whole', async () => {
    expect((await refuseHostile('zip-5000-entries')).message).toBe(unsafe('it holds more than 2,000 files'));
  });

  it('refuses the traversing paths, the link, the encrypted entry and the archive nested too deep, and reads the rest', async () => {
    expect(await unpackHostile('zip-path-traversal')).toMatchObject({
      files: [{ path: 'Title/official copy.pdf' }],
      refused: ['../../etc/passwd', '/abs/path.pdf', 'C:/Windows/evil.pdf', '../../evil.pdf'].map((path) => ({ path, reason: OUTSIDE })),
    });
    expect(await unpackHostile('zip-symlink')).toEqual({ files: [], refused: [{ path: 'lease.pdf', reason: ARCHIVE_ENTRY_REASONS.link }] });
    expect(await unpackHostile('zip-encrypted-entry')).toEqual({ files: [], refused: [{ path: 'lease.pdf', reason: ARCHIVE_ENTRY_REASONS.encrypted }] });
    expect(await unpackHostile('zip-nested-4-deep')).toEqual({
      files: [],
      refused: [{ path: 'Level 1/level-2/Level 2/level-3.zip', reason: ARCHIVE_ENTRY_REASONS.nestedTooDeep }],
    });
  });

  it('keeps every hostile archive within the size the corpus allows', () => {
    for (const [name, bytes] of hostile) expect(bytes.length, name).toBeLessThanOrEqual(3 * MB);
    expect([...hostile.keys()]).toHaveLength(6);
  });
});

describe('unpackArchive and real PDFs', () => {
  it('reads a PDF made by a PDF writer through an archive byte for byte', async () => {
    const lease = await buildTextPdf([['LEASE', 'The term is ten years.']]);

    const { files } = await unpack([{ name: 'Leases/lease.pdf', data: lease }]);

    expect(new Uint8Array(readFileSync(files[0]!.file))).toEqual(lease);
  });
});

describe('unpackArchive of emails', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
  const sender = { from: 'Alice Smith <alice@harbour-estates.co.uk>', to: ['sean@briain.ie'] };
  const forward = (spec: EmailSpec) => ({ bytes: buildEml(spec), contentType: 'message/rfc822' });
  const unsupported = ingestionErrors.unsupportedDocument().message;
  const emailUnsafe = (reason: string) =>
    `This email could not be read safely: ${reason}. If the file is genuine, open it in your email program, print it to PDF and upload that, with its attachments saved as files.`;
  const completion = async (): Promise<EmailSpec> => ({
    ...sender,
    subject: 'Completion of Unit 4',
    text: 'The lease, plan and notes are attached.',
    html: '<p>The lease, plan and notes are attached.</p><img src="cid:logo@harbour">',
    attachments: [
      { filename: 'Lease.pdf', bytes: pdf('lease'), contentType: 'application/pdf' },
      { filename: 'Plan.png', bytes: PNG, contentType: 'image/png' },
      { filename: 'Lease of Unit 4.docx', bytes: await buildWordDocument([{ clause: 'The Term is ten years.' }]), contentType: 'application/octet-stream' },
      { filename: 'notes.txt', bytes: 'Notes for the buyer.', contentType: 'text/plain' },
      { filename: 'Lease copy.pdf', bytes: pdf('lease'), contentType: 'application/pdf' },
      { filename: 'logo.png', bytes: PNG.slice().fill(2, 8), contentType: 'image/png', inline: true, contentId: 'logo@harbour' },
    ],
  });

  it('takes an uploaded email as its message, under the name it was uploaded as, then its attachments beneath it', async () => {
    for (const [name, bytes] of [
      ['Completion.eml', buildEml(await completion())],
      ['Completion.msg', buildMsg(await completion())],
    ] as const) {
      const result = await unpack(bytes, { name });

      expect(pathsOf(result)).toEqual([name, `${name}/Lease.pdf`, `${name}/Plan.png`, `${name}/Lease of Unit 4.docx`]);
      expect(new Uint8Array(readFileSync(result.files[0]!.file))).toEqual(bytes);
      expect(result.files.map((file) => sniffFileType(readFileSync(file.file)))).toEqual([name.endsWith('.eml') ? 'eml' : 'doc', 'pdf', 'png', 'docx']);
      // Its inline logo is part of the message: not a document, not refused.
      expect(result.refused).toEqual([
        { path: `${name}/notes.txt`, reason: unsupported },
        { path: `${name}/Lease copy.pdf`, reason: ARCHIVE_ENTRY_REASONS.duplicate(`${name}/Lease.pdf`) },
      ]);
    }
  });

  it('unpacks an attached archive once and expands an attached email with its own attachments, but no container deeper', async () => {
    const earlier = { ...sender, subject: 'Earlier', text: 'Older still.', attachments: [{ filename: 'Old.pdf', bytes: pdf('old'), contentType: 'application/pdf' }] };
    const noteWithPlan = buildEml({ ...sender, subject: 'Note', text: 'Plan.', attachments: [{ filename: 'Plan.pdf', bytes: pdf('note plan'), contentType: 'application/pdf' }] });
    const upload = buildEml({
      ...sender,
      subject: 'Completion',
      text: 'See attached.',
      attachments: [
        { filename: 'Data room.zip', bytes: buildZip([{ name: 'Title/register.pdf', data: pdf('register') }, { name: 'Mail/Note.eml', data: noteWithPlan }]), contentType: 'application/zip' },
        forward({
          ...sender,
          subject: 'Re: Plan',
          text: 'The plan.',
          attachments: [
            { filename: 'Plan.pdf', bytes: pdf('plan'), contentType: 'application/pdf' },
            { filename: 'Older.zip', bytes: buildZip([{ name: 'old.pdf', data: pdf('zipped') }]), contentType: 'application/zip' },
            forward(earlier),
          ],
        }),
      ],
    });

    const result = await unpack(upload, { name: 'Completion.eml' });

    expect(pathsOf(result)).toEqual(['Completion.eml', 'Completion.eml/Data room/Title/register.pdf', 'Completion.eml/Re: Plan.eml', 'Completion.eml/Re: Plan.eml/Plan.pdf']);
    const nested = 'An archive or email inside another one inside the upload is not unpacked. Save it on its own (unzip it, or save it from its email) and upload it.';
    expect(result.refused).toEqual([
      { path: 'Completion.eml/Data room/Mail/Note.eml', reason: nested },
      { path: 'Completion.eml/Re: Plan.eml/Older.zip', reason: nested },
      { path: 'Completion.eml/Re: Plan.eml/Earlier.eml', reason: nested },
    ]);
  });

  it('expands an email inside an archive at its path there, an Outlook message too, as the upload\'s one level of nesting', async () => {
    const outlook = buildMsg({ ...sender, subject: 'Plan', text: 'The plan.', attachments: [{ filename: 'Plan.pdf', bytes: pdf('plan'), contentType: 'application/pdf' }] });
    const email = buildEml({
      ...sender,
      subject: 'Completion',
      text: 'The lease.',
      attachments: [
        { filename: 'Lease.pdf', bytes: pdf('lease'), contentType: 'application/pdf' },
        { filename: 'Schedules.zip', bytes: buildZip([{ name: 'schedule.pdf', data: pdf('schedule') }]), contentType: 'application/zip' },
      ],
    });

    const result = await unpack([
      { name: 'Mail/Completion.eml', data: email },
      { name: 'Mail/Plan.msg', data: outlook },
      { name: 'Title/register.pdf', data: pdf('register') },
    ]);

    expect(pathsOf(result)).toEqual(['Mail/Completion.eml', 'Mail/Completion.eml/Lease.pdf', 'Mail/Plan.msg', 'Mail/Plan.msg/Plan.pdf', 'Title/register.pdf']);
    expect(result.refused).toEqual([{ path: 'Mail/Completion.eml/Schedules.zip', reason: ARCHIVE_ENTRY_REASONS.nestedTooDeep }]);
  });

  it('refuses an attachment over the limit for a document, and an uploaded message over it, still taking the rest', async () => {
    const email = buildEml({
      ...sender,
      subject: 'Completion',
      text: 'Attached.',
      attachments: [
        { filename: 'Big.pdf', bytes: incompressiblePdf(3 * 1024, 4), contentType: 'application/pdf' },
        { filename: 'Small.pdf', bytes: pdf('small'), contentType: 'application/pdf' },
      ],
    });

    const result = await unpack(email, { name: 'Completion.eml', maxFileBytes: 2048 });

    expect(pathsOf(result)).toEqual(['Completion.eml/Small.pdf']);
    expect(result.refused).toEqual([
      { path: 'Completion.eml', reason: ingestionErrors.tooLarge(email.length, 2048, 'document').message },
      { path: 'Completion.eml/Big.pdf', reason: 'This document is 3 KB; the limit is 2 KB. Split it into smaller documents and upload them separately.' },
    ]);
  });

  it("counts a message and its attachments, not its inline images, against the upload's limits", async () => {
    const email = buildEml(await completion());

    expect(pathsOf(await unpack(email, { name: 'Completion.eml', maxEntries: 6 }))).toHaveLength(4);
    expect(await refusal(unpack(email, { name: 'Completion.eml', maxEntries: 5 }))).toMatchObject({ code: 'unsafe', message: emailUnsafe('it holds more than 5 files') });
    expect(await refusal(unpack(email, { name: 'Completion.eml', maxTotalBytes: 4096 }))).toMatchObject({ code: 'unsafe', message: emailUnsafe('its files come to more than 4 KB') });
  });

  it('refuses an email inside the upload that cannot be read, and the whole upload when it is that email', async () => {
    const encrypted = buildMsg({ ...sender, subject: 'Completion', text: 'Sealed.', messageClass: 'IPM.Note.SMIME' });
    const message = 'This email is encrypted. Open it in your email program, print it to PDF and upload that, with its attachments saved as files.';

    expect(await unpack([{ name: 'Mail/Sealed.msg', data: encrypted }])).toEqual({ files: [], refused: [{ path: 'Mail/Sealed.msg', reason: message }] });
    expect(await refusal(unpack(encrypted, { name: 'Sealed.msg' }))).toMatchObject({ code: 'encrypted', message });
  });

  it('says a Word 97–2003 document is one document, not a container, and refuses one attached to an email as an archive\'s', async () => {
    const { outDir } = scratch();

    expect(await unpackArchive(buildOleFile('WordDocument'), outDir, { ...LIMITS, name: 'Lease.doc' })).toEqual({ files: [], refused: [], document: true });
    const email = buildEml({ ...sender, subject: 'Lease', text: 'Attached.', attachments: [{ filename: 'Lease.doc', bytes: buildOleFile('WordDocument'), contentType: 'application/msword' }] });
    expect((await unpack(email, { name: 'Lease.eml' })).refused).toEqual([{ path: 'Lease.eml/Lease.doc', reason: ingestionErrors.legacyWord().message }]);
  });
});

describe('unpackArchive of the hostile emails', () => {
  const hostile = new Map(hostileDocuments().filter((file) => file.family === 'email').map((file) => [file.name, file.bytes]));
  const emailUnsafe = (reason: string) =>
    `This email could not be read safely: ${reason}. If the file is genuine, open it in your email program, print it to PDF and upload that, with its attachments saved as files.`;
  /** Each is refused, whole or in part, or read as far as it goes, in well under two seconds. */
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    expect(performance.now() - started).toBeLessThan(2000);
    return result;
  };
  const upload = (name: string) => unpack(hostile.get(name)!, { name: `${name}.eml` });

  it('refuses parts nested 1,000 deep, a 2 MB header and 5,000 attachments whole, each by its limit', async () => {
    expect(await timed(() => refusal(upload('email-mime-nesting-1000-deep')))).toMatchObject({ message: emailUnsafe('its parts are nested more than 32 deep') });
    expect(await timed(() => refusal(upload('email-huge-header')))).toMatchObject({ message: emailUnsafe('its headers come to more than 1 MB') });
    expect(await timed(() => refusal(upload('email-5000-attachments')))).toMatchObject({ message: emailUnsafe('it holds more than 2,000 files') });
  });

  it('refuses an Outlook message whose sectors loop as damaged', async () => {
    expect(await timed(() => refusal(upload('email-msg-sector-loop')))).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/^This email could not be read\./) });
  });

  it('reads a message cut short, refusing the attachment whose base64 is not base64 as what its bytes are', async () => {
    const name = 'email-broken-attachments.eml';

    expect(await timed(() => upload('email-broken-attachments'))).toMatchObject({
      files: [{ path: name }, { path: `${name}/Lease.pdf` }, { path: `${name}/Plan.pdf` }],
      refused: [{ path: `${name}/Not base64.pdf`, reason: ingestionErrors.unsupportedDocument().message }],
    });
  });

  it('keeps every hostile email within the size the corpus allows', () => {
    for (const [name, bytes] of hostile) expect(bytes.length, name).toBeLessThanOrEqual(3 * MB);
    expect([...hostile.keys()]).toHaveLength(5);
  });
});
