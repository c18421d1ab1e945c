/** Marks in a compound file's allocation tables: where a chain of sectors ends, and sectors no chain uses. */
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const NO_ENTRY = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const ENTRY_BYTES = 128;
const MINI_SECTOR_BYTES = 64;
/** Streams shorter than this lie in the mini stream, in 64-byte sectors, as the format and the Outlook reader have it. */
const MINI_STREAM_CUTOFF = 4096;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;
/** Storages inside storages: an Outlook message nests two for each message attached to a message. */
const MAX_STORAGE_DEPTH = 64;

class Problem extends Error {}

/**
 * Why an OLE2 compound file (an Outlook .msg) cannot be read safely, or null when it can. The Outlook reader follows
 * the file's chains of sectors, and its directory's tree, until they end, and reads each stream at the size its entry
 * declares: a chain or a tree that loops would hold it forever, chains that share sectors would have it read the same
 * bytes over and over, and a declared size past the file's would have it allocate memory the file does not justify.
 * This follows every chain and the tree as that reader does, over the sectors the file has, and allows each sector,
 * and each directory entry, to be met once.
 */
export function compoundFileProblem(bytes: Uint8Array): string | null {
  try {
    checkCompoundFile(bytes);
    return null;
  } catch (error) {
    if (error instanceof Problem) return error.message;
    throw error;
  }
}

function checkCompoundFile(bytes: Uint8Array): void {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 512) throw new Problem('it is shorter than a compound file header');
  const shift = data.getUint16(30, true);
  if (shift !== 9 && shift !== 12) throw new Problem(`its sector size is 2^${shift} bytes`);
  const sectorBytes = 1 << shift;
  const perSector = sectorBytes / 4;
  // Sector n lies at (n + 1) sector sizes from the start, the header filling the first.
  const sectorCount = Math.max(0, Math.ceil(bytes.length / sectorBytes) - 1);
  const word = (sector: number, index: number) => {
    const at = (sector + 1) * sectorBytes + index * 4;
    return at + 4 <= bytes.length ? data.getUint32(at, true) : FREE;
  };
  const owned = new Set<number>();
  const claim = (sector: number, what: string) => {
    if (sector >= sectorCount) throw new Problem(`${what} points past the end of the file`);
    if (owned.has(sector)) throw new Problem(`${what} reuses a sector, or loops`);
    owned.add(sector);
  };

  const fatCount = data.getUint32(0x2c, true);
  if (fatCount > sectorCount) throw new Problem('its allocation table has more sectors than the file');
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++) fatSectors.push(data.getUint32(0x4c + i * 4, true));
  let difat = data.getUint32(0x44, true);
  const difatCount = data.getUint32(0x48, true);
  for (let i = 0; i < difatCount && fatSectors.length < fatCount; i++) {
    claim(difat, 'the list of its allocation table');
    for (let j = 0; j < perSector - 1 && fatSectors.length < fatCount; j++) {
      const sector = word(difat, j);
      if (sector === FREE || sector === END_OF_CHAIN) break;
      fatSectors.push(sector);
    }
    difat = word(difat, perSector - 1);
    if (difat === FREE || difat === END_OF_CHAIN) break;
  }
  for (const sector of fatSectors) claim(sector, 'its allocation table');
  // Past the table's sectors, the Outlook reader takes every chain to end.
  const next = (sector: number) => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    return fatSector === undefined ? END_OF_CHAIN : word(fatSector, sector % perSector);
  };
  const chain = (start: number, what: string) => {
    const sectors: number[] = [];
    for (let sector = start; sector !== END_OF_CHAIN; sector = next(sector)) {
      claim(sector, what);
      sectors.push(sector);
    }
    return sectors;
  };

  const directory = chain(data.getUint32(0x30, true), 'its directory');
  const entryCount = (directory.length * sectorBytes) / ENTRY_BYTES;
  const entry = (index: number) => {
    const at = (directory[Math.floor((index * ENTRY_BYTES) / sectorBytes)]! + 1) * sectorBytes + ((index * ENTRY_BYTES) % sectorBytes);
    if (at + ENTRY_BYTES > bytes.length) throw new Problem('its directory runs past the end of the file');
    return {
      type: data.getUint8(at + 66),
      left: data.getUint32(at + 68, true),
      right: data.getUint32(at + 72, true),
      child: data.getUint32(at + 76, true),
      start: data.getUint32(at + 116, true),
      size: data.getUint32(at + 120, true),
    };
  };
  if (entryCount === 0) throw new Problem('it has no directory');
  const root = entry(0);
  if (root.type !== ROOT) throw new Problem('its directory has no root');
  const miniStreamSectors = (chain(root.start, 'its mini stream').length * sectorBytes) / MINI_SECTOR_BYTES;

  // The Outlook reader takes as many sectors of the mini stream's table as the header says, up to its chain's end.
  const miniFatSectors: number[] = [];
  const miniFatCount = data.getUint32(0x40, true);
  if (miniFatCount > sectorCount) throw new Problem('its mini stream table has more sectors than the file');
  for (let i = 0, sector = data.getUint32(0x3c, true); i < miniFatCount && sector !== 0 && sector !== END_OF_CHAIN; i++, sector = next(sector)) {
    claim(sector, 'its mini stream table');
    miniFatSectors.push(sector);
  }
  const miniNext = (sector: number) => {
    const tableSector = miniFatSectors[Math.floor(sector / perSector)];
    return tableSector === undefined ? END_OF_CHAIN : word(tableSector, sector % perSector);
  };
  const ownedMini = new Set<number>();
  const miniChain = (start: number) => {
    let length = 0;
    for (let sector = start; sector !== END_OF_CHAIN; sector = miniNext(sector)) {
      if (sector >= miniStreamSectors) throw new Problem('a stream points past the end of the mini stream');
      if (ownedMini.has(sector)) throw new Problem('a stream reuses a sector of the mini stream, or loops');
      ownedMini.add(sector);
      length++;
    }
    return length;
  };

  const checkStream = (stream: { start: number; size: number }) => {
    if (stream.size === 0) return;
    if (stream.size > bytes.length) throw new Problem('a stream is larger than the file');
    const capacity = stream.size < MINI_STREAM_CUTOFF ? miniChain(stream.start) * MINI_SECTOR_BYTES : chain(stream.start, 'a stream').length * sectorBytes;
    if (capacity < stream.size) throw new Problem('a stream is larger than its sectors');
  };

  // The tree of storages and streams, walked as the Outlook reader walks it: siblings left and right, a storage's
  // children below it.
  const met = new Set<number>([0]);
  const pending: { index: number; depth: number }[] = [{ index: root.child, depth: 1 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { index, depth } = item;
    if (index === NO_ENTRY) continue;
    if (index >= entryCount) throw new Problem('its directory points past its end');
    if (met.has(index)) throw new Problem('its directory loops');
    met.add(index);
    const { type, left, right, child, start, size } = entry(index);
    // An unused entry's links mean nothing, and the Outlook reader does not follow them.
    if (type === 0) continue;
    pending.push({ index: left, depth }, { index: right, depth });
    if (type === STREAM) checkStream({ start, size });
    if (type === STORAGE) {
      if (depth >= MAX_STORAGE_DEPTH) throw new Problem(`its storages are nested more than ${MAX_STORAGE_DEPTH} deep`);
      pending.push({ index: child, depth: depth + 1 });
    }
  }
}
