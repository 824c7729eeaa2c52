// A small ZIP reader for verifying packs, in the browser and in Node alike (no Node APIs): it walks the central
// directory, reads each entry (stored or deflated; the caller supplies raw inflate) and checks its CRC-32, so a
// changed byte anywhere in an entry's data is attributed to that entry. ZIP64 sizes and offsets are read.
export type ZipEntryData = { name: string; data: Uint8Array | null; error: string | null };
export type InflateRaw = (bytes: Uint8Array) => Promise<Uint8Array>;

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

type CentralEntry = {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const u16 = (v: DataView, at: number) => v.getUint16(at, true);
const u32 = (v: DataView, at: number) => v.getUint32(at, true);
const u64 = (v: DataView, at: number) => Number(v.getBigUint64(at, true));

function findEndOfCentralDirectory(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= min; at--) if (u32(view, at) === 0x06054b50) return at;
  throw new ZipFormatError("This file is not a ZIP archive (no end of central directory).");
}

function centralDirectory(view: DataView): { offset: number; count: number } {
  const eocd = findEndOfCentralDirectory(view);
  let count = u16(view, eocd + 10);
  let offset = u32(view, eocd + 16);
  const locator = eocd - 20;
  if ((count === 0xffff || offset === 0xffffffff) && locator >= 0 && u32(view, locator) === 0x07064b50) {
    const zip64 = u64(view, locator + 8);
    if (u32(view, zip64) !== 0x06064b50) throw new ZipFormatError("The ZIP64 end record is damaged.");
    count = u64(view, zip64 + 32);
    offset = u64(view, zip64 + 48);
  }
  return { offset, count };
}

function readCentralEntries(view: DataView, bytes: Uint8Array): CentralEntry[] {
  const { offset, count } = centralDirectory(view);
  const decoder = new TextDecoder();
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || u32(view, at) !== 0x02014b50)
      throw new ZipFormatError("The ZIP's central directory is damaged.");
    const nameLength = u16(view, at + 28);
    const extraLength = u16(view, at + 30);
    const commentLength = u16(view, at + 32);
    const entry: CentralEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(view, at + 10),
      crc: u32(view, at + 16),
      compressedSize: u32(view, at + 20),
      size: u32(view, at + 24),
      localOffset: u32(view, at + 42),
    };
    // ZIP64 extra field: the 64-bit values, in this order, of those whose 32-bit field is all ones.
    for (let e = at + 46 + nameLength; e + 4 <= at + 46 + nameLength + extraLength;) {
      const id = u16(view, e);
      const length = u16(view, e + 2);
      if (id === 0x0001) {
        let p = e + 4;
        for (const key of ["size", "compressedSize", "localOffset"] as const)
          if (entry[key] === 0xffffffff) {
            entry[key] = u64(view, p);
            p += 8;
          }
      }
      e += 4 + length;
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function entryData(view: DataView, bytes: Uint8Array, e: CentralEntry, inflateRaw: InflateRaw) {
  if (u32(view, e.localOffset) !== 0x04034b50) throw new Error("its local header is damaged");
  const start = e.localOffset + 30 + u16(view, e.localOffset + 26) + u16(view, e.localOffset + 28);
  const raw = bytes.subarray(start, start + e.compressedSize);
  if (raw.length !== e.compressedSize) throw new Error("it is cut short");
  let data: Uint8Array;
  if (e.method === 0) data = raw;
  else if (e.method === 8) data = await inflateRaw(raw).catch(() => Promise.reject(new Error("it does not inflate")));
  else throw new Error(`its compression method ${e.method} is not supported`);
  if (data.length !== e.size || crc32(data) !== e.crc) throw new Error("its checksum (CRC-32) does not match");
  return data;
}

/** Every file entry of a ZIP (folders skipped), each with its bytes or why they could not be read. */
export async function readZip(bytes: Uint8Array, inflateRaw: InflateRaw): Promise<ZipEntryData[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: ZipEntryData[] = [];
  for (const entry of readCentralEntries(view, bytes)) {
    if (entry.name.endsWith("/")) continue;
    try {
      out.push({ name: entry.name, data: await entryData(view, bytes, entry, inflateRaw), error: null });
    } catch (error) {
      out.push({ name: entry.name, data: null, error: (error as Error).message });
    }
  }
  return out;
}

/** Raw inflate with the platform's DecompressionStream (browsers, Node 18+). */
export async function inflateRawWeb(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
