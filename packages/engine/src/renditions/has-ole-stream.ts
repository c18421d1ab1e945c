/** Bytes of one directory entry of an OLE2 compound file; entries fill sectors of 512 or 4096 bytes from the file's start. */
const ENTRY_BYTES = 128;
const HEADER_BYTES = 512;
const STREAM = 2;

/**
 * Whether an OLE2 compound file (a Word 97–2003 document, the container Word encrypts a protected document in, an
 * Outlook message) has a stream named `name` ("WordDocument", "EncryptedPackage", "__properties_version1.0").
 * Directory entries lie at multiples of 128 bytes, so looking there for one with this name, its length and the stream
 * type finds it without following the file's sector chains, which a damaged or hostile file may loop.
 */
export function hasOleStream(bytes: Uint8Array, name: string): boolean {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameBytes = (name.length + 1) * 2;
  for (let at = HEADER_BYTES; at + ENTRY_BYTES <= bytes.length; at += ENTRY_BYTES) {
    if (data.getUint16(at + 64, true) !== nameBytes || bytes[at + 66] !== STREAM) continue;
    let same = true;
    for (let i = 0; i < name.length && same; i++) same = data.getUint16(at + i * 2, true) === name.charCodeAt(i);
    if (same) return true;
  }
  return false;
}
