// A ZIP archive writer (PKWARE APPNOTE 6.3, the subset every unzip reads), for gtfs.zip. The format
// is a local header before each file's bytes, a central directory listing them, and an end record
// pointing at that directory: some sixty lines, so no dependency for it. Node's zlib does the
// DEFLATE and the CRC-32.
//
// The archive is reproducible: the same entries give the same bytes (with the same zlib). Every
// entry has the fixed DOS date 1980-01-01 00:00 (the earliest a ZIP can say), no extra fields, no
// file attributes and no comments; entries keep the order given.
//
// Limits (thrown, not silently broken): no ZIP64, so under 65,535 entries and 4 GiB in all.
import { crc32, deflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: DEFLATE; also "made by" 2.0 on MS-DOS (attributes 0: a plain file). */
const VERSION = 20;
/** General purpose flag bit 11: names are UTF-8. */
const UTF8 = 0x0800;
const DEFLATE = 8;
/** DOS time 00:00:00 and date 1980-01-01: ((1980 - 1980) << 9) | (1 << 5) | 1. */
const DOS_TIME = 0;
const DOS_DATE = 0x0021;
const MAX_32 = 0xffffffff;

/**
 * A ZIP archive of the entries, in their order, each compressed with DEFLATE.
 * @param {{ name: string, data: Buffer | string }[]} entries strings are written as UTF-8
 * @returns {Buffer}
 */
export function zipFiles(entries) {
  if (entries.length > 0xffff) throw new Error(`zip: ${entries.length} entries; this writer has no ZIP64 (65,535 at most)`);
  const names = new Set();
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    if (!name || name.startsWith('/') || name.includes('\\') || names.has(name))
      throw new Error(`zip: bad or repeated entry name ${JSON.stringify(name)}`);
    names.add(name);
    const fileName = Buffer.from(name, 'utf8');
    const raw = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const compressed = deflateRawSync(raw, { level: 9 });
    if (raw.length > MAX_32 || offset + 30 + fileName.length + compressed.length > MAX_32)
      throw new Error('zip: over 4 GiB; this writer has no ZIP64');

    // The fields local and central headers share, from "version needed" to "extra field length".
    const common = Buffer.alloc(26);
    common.writeUInt16LE(VERSION, 0);
    common.writeUInt16LE(UTF8, 2);
    common.writeUInt16LE(DEFLATE, 4);
    common.writeUInt16LE(DOS_TIME, 6);
    common.writeUInt16LE(DOS_DATE, 8);
    common.writeUInt32LE(crc32(raw), 10);
    common.writeUInt32LE(compressed.length, 14);
    common.writeUInt32LE(raw.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    common.writeUInt16LE(0, 24); // no extra field (no timestamps, uid or gid: nothing that varies)

    const local = Buffer.alloc(4);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    locals.push(local, common, fileName, compressed);

    // Central header: signature, "version made by", the common fields, then comment length, disk
    // number, internal and external attributes (all 0) and where the local header starts.
    const central = Buffer.alloc(6);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    centrals.push(central, common, tail, fileName);

    offset += 4 + common.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8); // entries on this disk (disk numbers stay 0)
  end.writeUInt16LE(entries.length, 10); // entries in all
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
