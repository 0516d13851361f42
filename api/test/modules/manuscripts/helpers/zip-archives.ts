// Zips built byte by byte for the upload tests: entries stored or deflated,
// and a directory that may lie about how large an entry unpacks.
import zlib from 'node:zlib';

export type ZipEntry = {
  name: string;
  data: Buffer;
  /** Deflate the data (method 8) instead of storing it (method 0). */
  deflate?: boolean;
  /** The unpacked size the headers declare, when it should not be the truth. */
  declaredSize?: number;
};

export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name);
    const crc = zlib.crc32(entry.data);
    const unpacked = entry.declaredSize ?? entry.data.length;
    const method = entry.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(unpacked, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX: its content types, its main document, and `extra` parts. */
export const docxWith = (...extra: ZipEntry[]) =>
  zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document/>') },
    ...extra,
  ]);
