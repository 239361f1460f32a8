// Makes an exported page ask for Next's script files only after its first paint. Used by
// scripts/scripts-after-paint.mjs (a build step) and read by scripts/bench-weights.mjs, which counts
// the placeholders as the scripts they stand for.
//
// Why: the export puts `<script async>` tags and script preloads in <head>, so a phone starts
// downloading about 135 KB of framework JavaScript at once, and on a slow link those bytes share the
// bandwidth with the stylesheet and images the first screen needs. Every page is complete HTML,
// so nothing on the first screen waits for a script; letting the first screen have the line
// brings its paint forward. The scripts then load and hydrate as before, one frame later.
//
// How: each `<script src="/_next/..." async>` becomes an inert placeholder,
// `<script type="text/x-after-paint" data-src="...">` (a data block the browser neither runs nor
// fetches), and the script preload hints are dropped. A few lines at the end of <body> swap the
// placeholders (found by their data-src) for real `<script async src>` elements once a frame has been
// painted. They land in the same places with the same attributes, so React, which looks for
// `script[async][src]` when it hydrates, finds the scripts it rendered and does not add them twice.
// The noModule polyfill tag is left alone: modern browsers never fetch it.

export const placeholderType = 'text/x-after-paint';

// requestAnimationFrame runs just before the first frame is drawn (never while the stylesheet
// still blocks rendering); the timeout after it lets that frame reach the screen first.
const loader =
  'requestAnimationFrame(()=>setTimeout(()=>{for(const p of document.querySelectorAll("script[data-src]")){' +
  'const s=document.createElement("script");s.src=p.dataset.src;s.async=1;p.replaceWith(s)}}))';

const scriptTag = /<script\b([^>]*)><\/script>/gi;
const preloadTag = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;

export function deferScripts(html, name) {
  let moved = 0;
  let out = html.replace(scriptTag, (tag, attributes) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnoModule\b/i.test(attributes)) return tag;
    // Only the plain form the export writes; anything else would be left fetching early unnoticed.
    if (!/^\s*src="\/_next\/static\/[^"]+\.js"\s+async=""\s*$/.test(attributes)) {
      throw new Error(`${name}: unexpected script tag ${tag.slice(0, 160)}`);
    }
    moved += 1;
    return `<script type="${placeholderType}" data-src="${src}"></script>`;
  });
  out = out.replace(preloadTag, '');
  if (moved === 0) throw new Error(`${name}: no Next.js script tags found; has the export's markup changed?`);
  if (!out.includes('</body>')) throw new Error(`${name}: no </body>.`);
  const end = out.lastIndexOf('</body>');
  return { html: `${out.slice(0, end)}<script>${loader}</script>${out.slice(end)}`, moved };
}
