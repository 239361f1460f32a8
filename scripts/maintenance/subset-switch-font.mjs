// Writes public/fonts/bangla-switch.woff2: the Bengali face (OFL, from @fontsource-variable/noto-sans-bengali)
// cut down to the letters of the language switch's label, "বাংলা". English pages show that one
// word; the Bangla pages' face (scripts/build/bengali-font.mjs, 41 KB) is for Bangla pages only,
// and a phone without a Bengali font would otherwise draw empty boxes. Run after changing the label
// (lib/i18n/locales.ts) or the font package, and commit the file; e2e/visitor/bangla.spec.ts checks that the label
// is drawn with it. Why: docs/decisions/007-bengali-font-cut.md.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { fullFontFile } from '../build/bengali-font.mjs';

const label = 'বাংলা';
// The Bangla pages' source face (scripts/build/bengali-font.mjs), pinned to the switch's weight (app/globals.css).
const subset = await subsetFont(readFileSync(fullFontFile), label, { targetFormat: 'woff2', variationAxes: { wght: 600 } });
writeFileSync('public/fonts/bangla-switch.woff2', subset);
console.log(`public/fonts/bangla-switch.woff2: ${subset.length} bytes for "${label}".`);
