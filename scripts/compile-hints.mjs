// Asks Chromium to compile the framework's scripts off the main thread: a build step
// (scripts/post-build.mjs runs it, after scripts/after-paint.mjs).
//
// Why: V8 compiles a function the first time it is called, on the main thread. Next's start-up
// calls most of the functions in its chunks at once (every module factory, React DOM, the router),
// so in a trace of `/` the one task that ran them took about 100 ms on this machine, two thirds of
// it compiling: the largest task of the load, and four times that on Lighthouse's slow phone. A
// file that begins with the magic comment `//# allFunctionsCalledOnLoad` is compiled whole, on a
// background thread while it downloads (Chromium 136 and later, and so Chrome on Android); the
// same task then took about 30 ms. Other browsers read a comment.
//
// How: every script a page asks for when it loads (the after-paint placeholders' data-src) gets
// the comment as its first line. Scripts loaded later, on demand, are left to compile lazily, as
// is the noModule polyfill, which modern browsers never fetch. The file names stay: they are only
// cache keys, and no page or script checks a file's hash.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { placeholderType } from './after-paint.mjs';
import { htmlFiles, readHtml, urlFile } from './exported-html.mjs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script URLs the pages under outDir ask for when they load, each once, sorted. */
export function loadScripts(outDir) {
  const urls = new Set();
  for (const file of htmlFiles(outDir)) {
    const name = relative(outDir, file);
    for (const element of readHtml(readFileSync(file, 'utf8'), name).elements) {
      if (element.tag === 'script' && element.attrs.get('type') === placeholderType) urls.add(element.attrs.get('data-src'));
    }
  }
  return [...urls].sort();
}

/**
 * The build step. Every file is checked before any is written, so a refusal (a script a page
 * names that is not in out/, or one already marked: build afresh) leaves out/ untouched.
 */
export function markCompileHints(outDir) {
  const urls = loadScripts(outDir);
  if (urls.length === 0) throw new Error(`No after-paint script placeholders in ${outDir}/: run scripts/after-paint.mjs first.`);
  const scripts = urls.map((url) => {
    const file = urlFile(outDir, url);
    if (!existsSync(file)) throw new Error(`${url} is asked for by a page but is not in ${outDir}/.`);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(compileHint)) throw new Error(`${url} already starts with the compile hint: run npm run build afresh.`);
    return { file, code };
  });
  for (const { file, code } of scripts) writeFileSync(file, compileHint + code);
  return `Compile hints: ${scripts.length} scripts the pages load at start marked for eager compilation.`;
}
