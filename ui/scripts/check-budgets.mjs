// The page-weight budgets of the public home page, checked by the test command (scripts/test):
// the JavaScript and CSS a visitor's browser must fetch before / can render, gzip-compressed, the
// fonts it preloads, and no render-blocking request to another host. The app renders once the
// page's catalogue (its language's interface words, src/i18n/catalogues) is there: each is
// measured against a budget of its own, and the first-load JS of a page in each language (the
// entry and that catalogue, which index.html preloads beside it) is printed.
// Reads the built dist/index.html and the .gz files scripts/compress.mjs wrote beside each asset.
// It also checks that the public style sheet scans every module the public pages import (a
// module it misses would render unstyled: its utilities would be in the admin sheet only).

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_JS = 40 * 1024;
const BUDGET_CSS = 15 * 1024;
// Two variable faces, each preloaded as a small file of English and Spanish text's characters
// (scripts/subset-fonts.py): Bricolage Grotesque (24.4 KB) and Figtree (12.7 KB). Every byte here
// delays the first paint on a slow phone (Inter, at 47.1 KB, cost the home page a point of
// Lighthouse performance; the whole latin files, 60.1 KB, cost /blog one). A third face or a wider
// subset needs a reason.
const BUDGET_FONTS = 40 * 1024;
// One language's words, fetched in parallel with the entry (they were the entry's own strings
// before the site spoke two languages, and the blog's, the case studies' and the contact form's).
const BUDGET_CATALOGUE = 4 * 1024;

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
const preloadedFonts = urls(/<link[^>]*rel="preload"[^>]*as="font"[^>]*href="([^"]+)"/g);

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

// Fonts are sent as they are (woff2 is compressed already). Every page fetches the preloaded
// files; the style sheet's other faces (the rest of the latin range) are fetched only by a page
// with a character they alone have, which the browser tests check the site's pages are not.
const cssText = styles.map((url) => readFileSync(join(dist, url.replace(/^\//, '')), 'utf8')).join('\n');
const sheetFonts = [...cssText.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((m) => m[1]);
const fontFiles = [...new Set(preloadedFonts)];
const fonts = fontFiles.reduce((sum, url) => sum + statSync(join(dist, url.replace(/^\//, ''))).size, 0);
for (const url of preloadedFonts) {
  if (!sheetFonts.includes(url)) problems.push(`preloaded font ${url} is named by no first-load style sheet`);
}
if (sheetFonts.length > 0 && fontFiles.length === 0) problems.push('the style sheet names fonts but none is preloaded');

console.log(`first-load JS for /: ${kb(js)} gzip (budget ${kb(BUDGET_JS)}) in ${scripts.length} file(s)`);
console.log(`first-load CSS for /: ${kb(css)} gzip (budget ${kb(BUDGET_CSS)}) in ${styles.length} file(s)`);
if (js > BUDGET_JS) problems.push(`first-load JS is ${kb(js)}, over the ${kb(BUDGET_JS)} budget`);
console.log(`fonts for /: ${kb(fonts)} in ${fontFiles.length} file(s) (budget ${kb(BUDGET_FONTS)})`);
if (css > BUDGET_CSS) problems.push(`first-load CSS is ${kb(css)}, over the ${kb(BUDGET_CSS)} budget`);

// The catalogues index.html preloads, by language (vite.config.ts, preloadCatalogue).
const preloads = /\}\)\((\{[^}]*\})\)<\/script>/.exec(html);
const catalogues = Object.entries(preloads ? JSON.parse(preloads[1]) : {});
if (catalogues.length === 0) problems.push("index.html preloads no catalogue: a page would wait for the app to ask for its words");
for (const [lang, url] of catalogues) {
  const size = gzipSize(url);
  console.log(`catalogue ${lang}: ${kb(size)} gzip (budget ${kb(BUDGET_CATALOGUE)}); first-load JS of a page in ${lang}: ${kb(js + size)}`);
  if (size > BUDGET_CATALOGUE) problems.push(`the ${lang} catalogue is ${kb(size)}, over the ${kb(BUDGET_CATALOGUE)} budget`);
}
if (fonts > BUDGET_FONTS) problems.push(`fonts are ${kb(fonts)}, over the ${kb(BUDGET_FONTS)} budget`);
problems.push(...unstyledPublicModules());
if (scripts.length === 0) problems.push('no entry script found in dist/index.html');

/** The public modules (those main.tsx reaches, by static or lazy import, outside the admin routes)
 * that no `@source` line of src/index.css names. Its lines name folders and files, with {a,b}. */
function unstyledPublicModules() {
  const src = resolve(dist, '..', 'src');
  const sheet = readFileSync(join(src, 'index.css'), 'utf8');
  const expand = (pattern) => {
    const m = /\{([^}]*)\}/.exec(pattern);
    if (!m) return [pattern];
    return m[1].split(',').flatMap((choice) => expand(pattern.replace(m[0], choice)));
  };
  const sources = [...sheet.matchAll(/^@source\s+"([^"]+)";/gm)].flatMap((m) => expand(m[1])).map((p) => resolve(src, p));
  const covered = (file) => sources.some((source) => file === source || file.startsWith(`${source}/`));

  const seen = new Set();
  const resolveImport = (from, spec) => {
    const base = spec.startsWith('@/') ? join(src, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
    if (!base) return null;
    return [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
  };
  const visit = (file) => {
    if (seen.has(file) || file.startsWith(join(src, 'app', 'routes', 'admin'))) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)) {
      const next = resolveImport(file, m[1]);
      if (next) visit(next);
    }
  };
  visit(join(src, 'main.tsx'));
  // Modules without markup (types, data, hooks) need no scanning.
  return [...seen]
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('main.tsx') && !covered(file))
    .map((file) => `${relative(src, file)} is a public module that src/index.css does not @source: its classes would be missing`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(`page-weight check failed: ${p}`);
  process.exit(1);
}
console.log('page-weight budgets: ok');
