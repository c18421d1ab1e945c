import { describe, expect, it } from 'vitest';
import { buildZip, deflatedZeros } from '../test/build-zip.ts';
import { decodeZipName, readZipDirectory, readZipEntry, ZipDirectoryError } from './read-zip-directory.ts';

const MB = 1024 * 1024;
const text = (data: Uint8Array) => Buffer.from(data).toString('utf8');

/** A zip64 archive of one stored entry, as an archiver writes one past 4 GB: every size and offset in the zip64 records. */
function zip64(name: string, data: string): Uint8Array {
  const nameBytes = Buffer.from(name);
  const body = Buffer.from(data);
  const { crc } = readZipDirectory(buildZip([{ name, data, store: true }]))[0]!;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(45, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(0xffffffff, 18);
  local.writeUInt32LE(0xffffffff, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const extra = Buffer.alloc(28);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(body.length), 4);
  extra.writeBigUInt64LE(BigInt(body.length), 12);
  extra.writeBigUInt64LE(0n, 20);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(45, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(0xffffffff, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt16LE(extra.length, 30);
  central.writeUInt32LE(0xffffffff, 42);
  const directoryOffset = local.length + nameBytes.length + body.length;
  const directory = Buffer.concat([central, nameBytes, extra]);
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeBigUInt64LE(1n, 24);
  zip64End.writeBigUInt64LE(1n, 32);
  zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, body, directory, zip64End, locator, end]));
}

describe('readZipDirectory', () => {
  it("lists a zip's entries in order with what their records declare", () => {
    const zip = buildZip([
      { name: 'Title/', data: '' },
      { name: 'Title/lease.pdf', data: 'lease text', store: true },
      { name: 'link.pdf', data: '/etc/passwd', unixMode: 0o120777, store: true },
      { name: 'secret.pdf', data: 'x', flags: 0x1 },
    ]);

    const entries = readZipDirectory(zip);

    expect(entries.map(({ name, method, size, flags, unixMode }) => ({ name, method, size, flags, unixMode }))).toEqual([
      { name: 'Title/', method: 8, size: 0, flags: 0, unixMode: 0 },
      { name: 'Title/lease.pdf', method: 0, size: 10, flags: 0, unixMode: 0 },
      { name: 'link.pdf', method: 0, size: 11, flags: 0, unixMode: 0o120777 },
      { name: 'secret.pdf', method: 8, size: 1, flags: 1, unixMode: 0 },
    ]);
  });

  it('reads a zip64 archive from its zip64 records', () => {
    const zip = zip64('Title/lease.pdf', 'a zip64 entry');

    const [entry] = readZipDirectory(zip);

    expect(entry).toMatchObject({ name: 'Title/lease.pdf', size: 13, compressedSize: 13, localOffset: 0 });
    expect(text((readZipEntry(zip, entry!) as { data: Uint8Array }).data)).toBe('a zip64 entry');
  });

  it('refuses what is not a zip, a directory cut short, and a count the directory cannot hold', () => {
    const zip = buildZip([{ name: 'a.pdf', data: 'a' }, { name: 'b.pdf', data: 'b' }]);
    const lyingCount = Uint8Array.from(zip);
    new DataView(lyingCount.buffer).setUint16(lyingCount.length - 12, 5000, true);

    expect(() => readZipDirectory(new TextEncoder().encode('not a zip, only text that goes on long enough'))).toThrow(ZipDirectoryError);
    expect(() => readZipDirectory(new Uint8Array(10))).toThrow(ZipDirectoryError);
    expect(() => readZipDirectory(zip.subarray(0, zip.length - 30))).toThrow(ZipDirectoryError);
    expect(() => readZipDirectory(lyingCount)).toThrow(/more entries than the directory can hold/);
  });
});

describe('decodeZipName', () => {
  it('reads a name as CP437 unless its UTF-8 flag is set, and a Mac archive’s unflagged UTF-8 as UTF-8', () => {
    expect(decodeZipName(Uint8Array.from([0x43, 0x61, 0x66, 0x82, 0x2f, 0x9a, 0x62, 0x65, 0x72]), 0)).toBe('Café/Über');
    expect(decodeZipName(Uint8Array.from([0xb0, 0xe1, 0xff]), 0)).toBe('░ß\u00a0');
    expect(decodeZipName(Buffer.from('Café/Über', 'utf8'), 0x800)).toBe('Café/Über');
    expect(decodeZipName(Buffer.from('Résumé.pdf', 'utf8'), 0)).toBe('Résumé.pdf');
    // Flagged UTF-8 that is not well-formed keeps what can be read, marking the rest.
    expect(decodeZipName(Uint8Array.from([0x61, 0x82]), 0x800)).toBe('a\ufffd');
  });
});

describe('readZipEntry', () => {
  const only = (zip: Uint8Array) => readZipEntry(zip, readZipDirectory(zip)[0]!);

  it('gives stored and deflated data checked against size and CRC', () => {
    expect(text((only(buildZip([{ name: 'a.txt', data: 'stored', store: true }])) as { data: Uint8Array }).data)).toBe('stored');
    expect(text((only(buildZip([{ name: 'a.txt', data: 'deflated '.repeat(100) }])) as { data: Uint8Array }).data)).toBe('deflated '.repeat(100));
  });

  it('says which entries cannot be had: another method, a wrong CRC, data cut short, a wrong size', () => {
    const whole = deflatedZeros(2 * MB);
    const cut = { ...whole, deflated: whole.deflated.subarray(0, whole.deflated.length >> 1) };

    expect(only(buildZip([{ name: 'a.pdf', data: 'x', method: 12 }]))).toEqual({ problem: 'unsupported-method' });
    expect(only(buildZip([{ name: 'a.pdf', data: 'some text', crc: 1234 }]))).toEqual({ problem: 'damaged' });
    expect(only(buildZip([{ name: 'a.pdf', data: cut }]))).toMatchObject({ problem: 'damaged' });
    expect(only(buildZip([{ name: 'a.pdf', data: 'some text', declaredSize: 100 }]))).toEqual({ problem: 'damaged' });
    expect(only(buildZip([{ name: 'a.pdf', data: 'some text', store: true, declaredSize: 4 }]))).toEqual({ problem: 'damaged' });
  });

  it('stops inflating one byte past the declared size, however far the data would go', () => {
    const lying = buildZip([{ name: 'a.pdf', data: deflatedZeros(1024 * MB), declaredSize: 1000 }]);
    const before = process.memoryUsage().rss;
    const started = performance.now();

    expect(only(lying)).toEqual({ problem: 'larger-than-declared' });

    // Inflating the gigabyte would take seconds and hold a gigabyte; stopping at 1,001 bytes takes neither.
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MB);
  });
});
