// A DOCX is a zip. Stored as it is, a zip bomb (a few MB that unpack to
// gigabytes) would be handed to every editor and reviewer who opens it, and to
// any tool that indexes or converts it. The zip's central directory says how
// large each entry unpacks; yauzl reads it, and then each entry is unpacked
// once, to nowhere, to prove the directory told the truth (yauzl fails an
// entry whose data unpacks to more or less than the directory says). That
// proof is bounded: nothing is unpacked unless the directory's total is
// within the limits below.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * - unpacked: 100 MB. A manuscript (at most 20 MB uploaded) is XML text, which
 *   deflate packs 5 to 20 times, plus images, which do not pack at all: even a
 *   long, image-heavy thesis unpacks to a few tens of MB.
 * - ratio: 100 (unpacked size ÷ file size). Real documents stay under about 20;
 *   only data made of repetitions (a bomb's zeros) packs 100 times or more.
 *   Counted once the file unpacks to more than 1 MB: a tiny file is harmless
 *   however well it packs.
 */
export const DOCX_LIMITS = { max: 100, ratio: 100 } as const;
const MB = 1024 * 1024;
const MAX_UNPACKED = DOCX_LIMITS.max * MB;
const RATIO_FLOOR = MB;
/** A Word document has tens of parts; thousands of entries are no document's. */
const MAX_ENTRIES = 5_000;

/** What is wrong with the archive: 'too-large' (a bomb), 'unreadable' (no sound zip), or null. */
export type DocxProblem = 'too-large' | 'unreadable' | null;

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    ),
  );

/** Every entry of the central directory, in order (none unpacked). */
function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Unpacks one entry to nowhere; fails when its data does not match the directory. */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      stream.once('error', reject);
      stream.once('end', () => resolve());
      stream.resume();
    });
  });
}

/** Checks the DOCX at `file` (`size` bytes) for a sane unpacked size. */
export async function docxArchiveProblem(file: string, size: number): Promise<DocxProblem> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    return 'unreadable';
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) return 'too-large';
    const entries = await readDirectory(zip);
    const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (unpacked > MAX_UNPACKED) return 'too-large';
    if (unpacked > RATIO_FLOOR && unpacked / Math.max(size, 1) > DOCX_LIMITS.ratio) {
      return 'too-large';
    }
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await drain(zip, entry);
    }
    return null;
  } catch (error) {
    // yauzl's size check: the data unpacks to more than the directory declared.
    return /too many bytes/i.test(String((error as Error)?.message)) ? 'too-large' : 'unreadable';
  } finally {
    zip.close();
  }
}
