// Post-build step `compile-hints` (optional, after `after-paint`): every script a page loads at start
// (the after-paint placeholders' data-src) gets `//# allFunctionsCalledOnLoad` as its first line, so
// Chromium compiles it whole off the main thread while it downloads. Scripts loaded on demand and
// the noModule polyfill are left alone; file names stay (nothing checks a file's hash).
// Why: docs/decisions/006-compile-hints.md.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { placeholderType } from './after-paint';
import { htmlFiles, readHtml, urlFile } from './exported-html';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script URLs the pages under outDir ask for when they load, each once, sorted. */
export function loadScripts(outDir: string): string[] {
  const urls = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    const name = relative(outDir, file);
    for (const element of readHtml(readFileSync(file, 'utf8'), name).elements) {
      const src = element.attrs.get('data-src');
      if (element.tag === 'script' && element.attrs.get('type') === placeholderType && src !== undefined) urls.add(src);
    }
  }
  return [...urls].sort();
}

/**
 * The build step. Every file is checked before any is written, so a refusal (a script a page
 * names that is not in out/, or one already marked: build afresh) leaves out/ untouched.
 */
export function markCompileHints(outDir: string): string {
  const urls = loadScripts(outDir);
  if (urls.length === 0)
    throw new Error(`No after-paint script placeholders in ${outDir}/: run scripts/build/post-build/after-paint.ts first.`);
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
