// Finds the inline code of exported pages and hashes it the way browsers do for a
// Content-Security-Policy. Used by the security-headers build step and by the security tests, so
// the policy they compare is computed once, here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { InlineHashes } from '../../../deploy/headers';
import { htmlFiles, inlineCode, readHtml, startTagOf } from './exported-html';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64');

/** Attributes holding a URL the browser may navigate to or run. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** The inline code of one exported page, hashed the way the browser hashes it for CSP. */
export function inlineHashes(html: string, file = 'page'): InlineHashes {
  const page = readHtml(html, file);
  const hashes: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };
  for (const { tag, text } of inlineCode(page)) (tag === 'style' ? hashes.styles : hashes.scripts).push(sha256(text));
  for (const element of page.elements) {
    for (const [name, value] of element.attrs) {
      // A policy without 'unsafe-inline' blocks these; allowing them by hash would need
      // 'unsafe-hashes' for scripts, so the build fails instead and the markup must change.
      if (name.startsWith('on')) throw new Error(`${file}: inline event handler in ${startTagOf(page, element).slice(0, 120)}`);
      // The browser ignores tabs and newlines in a URL and spaces around it.
      if (urlAttributes.has(name) && /^javascript:/i.test(value.replace(/[\t\n\r]/g, '').trim())) {
        throw new Error(`${file}: javascript: URL in ${startTagOf(page, element).slice(0, 120)}`);
      }
    }
    const style = element.attrs.get('style');
    if (style !== undefined) hashes.styleAttributes.push(sha256(style));
  }
  return hashes;
}

/**
 * The hashes of every page under out/ (nested folders too), each once and sorted: the one
 * policy the whole site is served with. Throws when out/ has no page.
 */
export function siteInlineHashes(outDir: string): InlineHashes & { pages: number } {
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML in ${outDir}/: run next build first.`);
  const all = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  for (const file of files) {
    const hashes = inlineHashes(readFileSync(file, 'utf8'), relative(outDir, file));
    for (const key of ['scripts', 'styles', 'styleAttributes'] as const) for (const hash of hashes[key]) all[key].add(hash);
  }
  return {
    pages: files.length,
    scripts: [...all.scripts].sort(),
    styles: [...all.styles].sort(),
    styleAttributes: [...all.styleAttributes].sort(),
  };
}
