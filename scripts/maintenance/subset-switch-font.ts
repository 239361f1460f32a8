// Writes public/fonts/bangla-switch.woff2: the Bengali face (OFL, from @fontsource-variable/noto-sans-bengali)
// cut down to the letters of the language switch's label, "বাংলা". English pages show that one
// word; the Bangla pages' face (scripts/build/bengali-font.ts, 41 KB) is for Bangla pages only,
// and a phone without a Bengali font would otherwise draw empty boxes. Run after changing the label
// (lib/i18n/locales.ts) or the font package, and commit the file; e2e/visitor/bangla.spec.ts checks that the label
// is drawn with it. Why: docs/decisions/007-bengali-font-cut.md.
//
//   npx tsx scripts/maintenance/subset-switch-font.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { fullFontFile } from '../build/bengali-font';

const label = 'বাংলা';
const file = join(__dirname, '..', '..', 'public', 'fonts', 'bangla-switch.woff2');

async function main(): Promise<void> {
  // The Bangla pages' source face (scripts/build/bengali-font.ts), pinned to the switch's weight (app/globals.css).
  const subset = await subsetFont(readFileSync(join(__dirname, '..', '..', fullFontFile)), label, {
    targetFormat: 'woff2',
    variationAxes: { wght: 600 },
  });
  writeFileSync(file, subset);
  console.log(`public/fonts/bangla-switch.woff2: ${subset.length} bytes for "${label}".`);
}

main().catch((error: unknown) => {
  console.error(`subset-switch-font: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
