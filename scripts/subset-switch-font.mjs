// Writes public/fonts/bangla-switch.woff2: the Bengali face (OFL, from @fontsource/noto-sans-bengali)
// cut down to the letters of the language switch's label, "বাংলা". English pages show that one
// word; the Bangla pages' face (scripts/bengali-font.mjs, 41 KB) is for Bangla pages only,
// and a phone without a Bengali font would otherwise draw empty boxes. Run after changing the label
// (lib/i18n.ts) or the font package, and commit the file; e2e/bangla.spec.ts checks that the label
// is drawn with it.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const label = 'বাংলা';
const source = readFileSync('node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2');
const subset = await subsetFont(source, label, { targetFormat: 'woff2' });
writeFileSync('public/fonts/bangla-switch.woff2', subset);
console.log(`public/fonts/bangla-switch.woff2: ${subset.length} bytes for "${label}".`);
