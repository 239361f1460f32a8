// Writes lib/fonts/inter-subset.woff2: Inter (variable weight, from @fontsource-variable/inter)
// cut down to the characters the site's English copy uses: Basic Latin plus typographic
// punctuation and a few signs. The full latin file is 47 KB and sits on the first screen's
// critical path. Run it again (and commit the file) after upgrading the font or writing copy with
// other characters; a character outside the set is drawn by the metric-matched fallback font that
// next/font sets up, so nothing breaks, it only looks slightly different.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const target = 'lib/fonts/inter-subset.woff2';

const basicLatin = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('');
// No-break space, ©, ·, ×, dashes, curly quotes, bullet, ellipsis, arrows.
const signs = '\u00a0©·×‐–—‘’“”•…←→';
const text = basicLatin + signs;

const input = readFileSync(source);
// Keep the weight axis, limited to the 400 to 800 the design uses (body text to hero heading).
const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } });
writeFileSync(target, output);
console.log(`${target}: ${output.length} bytes (from ${input.length}), ${[...text].length} characters`);
