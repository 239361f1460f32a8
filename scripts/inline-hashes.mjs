// Finds the inline code of exported pages and hashes it the way browsers do for a
// Content-Security-Policy. Used by scripts/security-headers.mjs and by the security tests.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Script types the browser executes; anything else (JSON, JSON-LD) is data that CSP does not govern. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

export const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Attribute values in the HTML are entity-encoded; the browser hashes the decoded value. */
function decodeEntities(value) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code) => {
    if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
    return named[code.toLowerCase()] ?? entity;
  });
}

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

/** The inline code of one exported page, hashed the way the browser hashes it for CSP. */
export function inlineHashes(html, file = 'page') {
  const hashes = { scripts: [], styles: [], styleAttributes: [] };
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!executableTypes.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    hashes.scripts.push(sha256(body));
  }
  for (const [, , body] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)) hashes.styles.push(sha256(body));

  // Look at markup only: script and style bodies may contain text that looks like attributes.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [tag, , attributes] of markup.matchAll(/<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    // A policy without 'unsafe-inline' blocks these; allowing them by hash would need 'unsafe-hashes'
    // for scripts, so the build fails instead and the markup must change.
    if (/(?:^|\s)on[a-z]+\s*=/i.test(attributes)) throw new Error(`${file}: inline event handler in ${tag.slice(0, 120)}`);
    if (/(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(attributes)) throw new Error(`${file}: javascript: URL in ${tag.slice(0, 120)}`);
    const style = attribute(attributes, 'style');
    if (style !== undefined) hashes.styleAttributes.push(sha256(style));
  }
  return hashes;
}

