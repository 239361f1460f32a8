// Runs after `next build` (see the "build" script): rewrites every exported page so that it asks
// for Next's script files only after its first paint. Why and how: scripts/after-paint.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { deferScripts, placeholderType } from './after-paint.mjs';
import { htmlFiles } from './inline-hashes.mjs';

const outDir = process.argv[2] ?? 'out';
const files = htmlFiles(outDir);
if (files.length === 0) throw new Error(`No HTML in ${outDir}/: run next build first.`);
let total = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  if (html.includes(placeholderType)) throw new Error(`${file} has already been processed.`);
  const result = deferScripts(html, relative(outDir, file));
  writeFileSync(file, result.html);
  total += result.moved;
}
console.log(`Scripts after first paint: ${total} script tags in ${files.length} pages.`);
