// Writes file.br and file.gz beside each compressible file of a build, so the
// servers (@fastify/static preCompressed) send them without compressing per
// request. Run after each build; skipped for small files and source maps.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

/** Synchronous, as the builds around it are. @returns {number} how many files were compressed */
export function precompress(dir) {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const file of files(dir)) {
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // Only when it pays: a variant no smaller than the file is never sent.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
