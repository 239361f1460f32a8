// Next's export writes, beside each page's HTML, the page's React Server Components payload as
// .txt files (`<page>.txt`, and `<page>/__next.*.txt` per segment): what its client router fetches
// to move between pages without a full load. This site never navigates on the client (it has no
// next/link and no router calls; the forms leave with location.assign), so nothing asks for them,
// and the copy each page needs to hydrate is inline in its HTML (trimmed by static-payload.mjs).
// Left in place they were 210 of the 352 files a release copies, 2.2 of its 5.2 MB with their
// compressed twins, and a second, untrimmed copy of every page. This step deletes them and the
// folders they leave empty. Any other .txt (robots.txt, a file from public/) stays.
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Whether the file at `path` (absolute, or relative to the working folder) is an RSC payload. */
export function isRscPayload(path) {
  if (!path.endsWith('.txt')) return false;
  return basename(path).startsWith('__next.') || existsSync(`${path.slice(0, -'.txt'.length)}.html`);
}

/** Deletes every RSC payload under `outDir` and the folders left empty; returns what it did. */
export function dropRscPayloads(outDir) {
  let files = 0;
  let folders = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        if (readdirSync(path).length === 0) {
          rmdirSync(path);
          folders += 1;
        }
      } else if (isRscPayload(path)) {
        rmSync(path);
        files += 1;
      }
    }
  };
  visit(outDir);
  if (files === 0) throw new Error(`no RSC payload (.txt) found in ${outDir}: has Next's export changed? Check scripts/rsc-payloads.mjs`);
  return `RSC payloads: removed ${files} .txt files and ${folders} folders left empty (nothing navigates on the client).`;
}
