// Post-build step `rsc-payloads` (optional): deletes the React Server Components payload files the
// export writes beside each page (`<page>.txt`, `<page>/__next.*.txt`), which only client-side
// navigation fetches, and the folders they leave empty. Any other .txt (robots.txt) stays.
// Why: docs/decisions/005-rsc-payload-files.md.

import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { exportedFiles } from './exported-html';

/** A payload is named __next.*.txt, or is the .txt twin of a page's .html. */
const isRscPayload = (file: string) => basename(file).startsWith('__next.') || existsSync(`${file.slice(0, -'.txt'.length)}.html`);

/** Deletes every RSC payload under `outDir` and the folders left empty; returns what it did. */
export function dropRscPayloads(outDir: string): string {
  const payloads = exportedFiles(outDir, (name) => name.endsWith('.txt')).filter(isRscPayload);
  if (payloads.length === 0)
    throw new Error(`no RSC payload (.txt) found in ${outDir}: has Next's export changed? Check scripts/build/post-build/rsc-payloads.ts`);
  for (const file of payloads) rmSync(file);
  // The payloads' folders and their parents below outDir, deepest first: a folder whose only
  // content was an emptied subfolder goes too.
  const root = resolve(outDir);
  const folders = new Set<string>();
  for (const file of payloads) {
    for (let dir = resolve(dirname(file)); dir !== root; dir = dirname(dir)) folders.add(dir);
  }
  const emptied: string[] = [];
  for (const dir of [...folders].sort().reverse()) {
    if (readdirSync(dir).length > 0) continue;
    rmdirSync(dir);
    emptied.push(dir);
  }
  return `RSC payloads: removed ${payloads.length} .txt files and ${emptied.length} folders left empty (nothing navigates on the client).`;
}
