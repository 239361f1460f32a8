// `npm run build` runs this after `next build`: the steps that finish the exported pages in out/,
// in order. Each reads and rewrites the HTML through scripts/exported-html.mjs, handles every page
// at any folder depth, and fails, naming the file, when Next's output is not what it expects.
// Running it twice on the same out/ is refused: build afresh instead.
//
//   node scripts/post-build.mjs [outDir]     (default: out)
import { scriptsAfterPaint } from './after-paint.mjs';
import { shipBengaliFont } from './bengali-font.mjs';
import { markCompileHints } from './compile-hints.mjs';
import { probeInstalledFonts } from './font-probes.mjs';
import { inlineStructuredData } from './inline-structured-data.mjs';
import { dropRscPayloads } from './rsc-payloads.mjs';
import { writeSecurityHeaders } from './security-headers.mjs';
import { writeServiceWorker } from './service-worker.mjs';
import { trimStaticPayloads } from './static-payload.mjs';

const outDir = process.argv[2] ?? 'out';

try {
  // The Bengali face was cut to the sources' text before the export: check it draws every word
  // the export really holds, and have the pages that use it ask for it early.
  console.log(await shipBengaliFont(outDir));
  // Then every font preload (that one, and the switch face's on English pages) asks the device's
  // own fonts first: before the header step, which hashes the probe.
  console.log(probeInstalledFonts(outDir));
  // JSON-LD before the other rewrites: it is data, not code, and the header step must see every
  // page in its final form.
  console.log(inlineStructuredData(outDir));
  console.log(trimStaticPayloads(outDir));
  // Before the worker and the compressed twins: neither should see files no request asks for.
  console.log(dropRscPayloads(outDir));
  console.log(scriptsAfterPaint(outDir));
  // Reads the placeholders the step above wrote; before the worker, which hashes the scripts.
  console.log(markCompileHints(outDir));
  console.log(writeSecurityHeaders(outDir));
  // Last: the worker keeps the pages as they are served, and hashes them into its version. It adds
  // no inline script, so the policy above stays complete. precompress.mjs (run after this script by
  // npm run build) then writes its compressed twins too.
  console.log(writeServiceWorker(outDir));
} catch (error) {
  console.error(`post-build: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
