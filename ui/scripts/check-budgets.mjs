// The page-weight budgets of the public home page, checked by the test command (scripts/test):
// the JavaScript and CSS a visitor's browser must fetch before / can render, gzip-compressed, and
// no render-blocking request to another host. Reads the built dist/index.html and the .gz files
// scripts/compress.mjs wrote beside each asset.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_JS = 40 * 1024;
const BUDGET_CSS = 15 * 1024;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

/** Attribute values of the tags matching `tag` (e.g. script with src, link rel=stylesheet). */
function urls(pattern) {
  return [...html.matchAll(pattern)].map((m) => m[1]);
}

const scripts = [
  ...urls(/<script[^>]*\bsrc="([^"]+)"/g),
  ...urls(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
];
const styles = urls(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);

const problems = [];
for (const url of [...scripts, ...styles]) {
  if (/^(https?:)?\/\//.test(url)) problems.push(`render-blocking request to another host: ${url}`);
}

function gzipSize(url) {
  const file = join(dist, url.replace(/^\//, ''));
  const gz = `${file}.gz`;
  if (existsSync(gz)) return statSync(gz).size;
  // compress.mjs skips files that do not shrink: then the plain size is what is sent.
  return statSync(file).size;
}

const js = scripts.reduce((sum, url) => sum + gzipSize(url), 0);
const css = styles.reduce((sum, url) => sum + gzipSize(url), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`first-load JS for /: ${kb(js)} gzip (budget ${kb(BUDGET_JS)}) in ${scripts.length} file(s)`);
console.log(`first-load CSS for /: ${kb(css)} gzip (budget ${kb(BUDGET_CSS)}) in ${styles.length} file(s)`);
if (js > BUDGET_JS) problems.push(`first-load JS is ${kb(js)}, over the ${kb(BUDGET_JS)} budget`);
if (css > BUDGET_CSS) problems.push(`first-load CSS is ${kb(css)}, over the ${kb(BUDGET_CSS)} budget`);
if (scripts.length === 0) problems.push('no entry script found in dist/index.html');

if (problems.length > 0) {
  for (const p of problems) console.error(`budget exceeded: ${p}`);
  process.exit(1);
}
console.log('page-weight budgets: ok');
