/**
 * The least of an OLE2 compound file (what Office 97–2003 saved, and the container Word encrypts a protected document
 * in) that names one stream: the signature, and a directory entry for `stream` ("WordDocument", "EncryptedPackage",
 * "Workbook") where a reader looks for it.
 */
export function buildOleFile(stream: string): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const entry = new DataView(bytes.buffer, 1024, 128);
  [...stream].forEach((char, i) => entry.setUint16(i * 2, char.charCodeAt(0), true));
  entry.setUint16(64, (stream.length + 1) * 2, true);
  entry.setUint8(66, 2);
  return bytes;
}
