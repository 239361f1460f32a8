// Next's export writes, beside each page's HTML, the page's React Server Components payload as
// .txt files (`<page>.txt`, and `<page>/__next.*.txt` per segment): what its client router fetches
// to move between pages without a full load. This site never navigates on the client (it has no
// next/link and no router calls; the forms leave with location.assign), so nothing asks for them,
// and the copy each page needs to hydrate is inline in its HTML (trimmed by static-payload.mjs).
// Left in place they were 210 of the 352 files a release copies, 2.2 of its 5.2 MB with their
// compressed twins, and a second, untrimmed copy of every page. This step deletes them and the
// folders they leave empty. Any other .txt (robots.txt, a file from public/) stays.
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { exportedFiles } from './exported-html.mjs';

/** A payload is named __next.*.txt, or is the .txt twin of a page's .html. */
const isRscPayload = (file) => basename(file).startsWith('__next.') || existsSync(`${file.slice(0, -'.txt'.length)}.html`);

/** Deletes every RSC payload under `outDir` and the folders left empty; returns what it did. */
export function dropRscPayloads(outDir) {
  const payloads = exportedFiles(outDir, (name) => name.endsWith('.txt')).filter(isRscPayload);
  if (payloads.length === 0)
    throw new Error(`no RSC payload (.txt) found in ${outDir}: has Next's export changed? Check scripts/rsc-payloads.mjs`);
  for (const file of payloads) rmSync(file);
  // The payloads' folders and their parents below outDir, deepest first: a folder whose only
  // content was an emptied subfolder goes too.
  const root = resolve(outDir);
  const folders = new Set();
  for (const file of payloads) {
    for (let dir = resolve(dirname(file)); dir !== root; dir = dirname(dir)) folders.add(dir);
  }
  const emptied = [];
  for (const dir of [...folders].sort().reverse()) {
    if (readdirSync(dir).length > 0) continue;
    rmdirSync(dir);
    emptied.push(dir);
  }
  return `RSC payloads: removed ${payloads.length} .txt files and ${emptied.length} folders left empty (nothing navigates on the client).`;
}
