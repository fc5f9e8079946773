// Writes <file>.gz (gzip -9) and <file>.br (brotli q11) beside every compressible file in dist/,
// only when the compressed form is smaller, so the server can send them as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.ico',
]);

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

let files = 0;
let written = 0;
let before = 0;
let afterBr = 0;
for await (const path of walk(dist)) {
  if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
  const data = await readFile(path);
  files += 1;
  before += data.length;
  const gz = gzipSync(data, { level: 9 });
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  if (gz.length < data.length) {
    await writeFile(`${path}.gz`, gz);
    written += 1;
  }
  if (br.length < data.length) {
    await writeFile(`${path}.br`, br);
    written += 1;
  }
  afterBr += Math.min(br.length, data.length);
}

console.log(
  `compress: ${files} files in ${relative(process.cwd(), dist) || 'dist'}, ` +
    `${written} compressed copies written, ${(before / 1024).toFixed(1)} KB -> ${(afterBr / 1024).toFixed(1)} KB (br)`,
);
