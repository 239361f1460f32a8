// Run by `npm test` before Playwright: says which Chromium the tests will use, installing one first if needed.
import { ensureChromium } from './chromium.mjs';

try {
  const browser = ensureChromium();
  console.log(`Tests will run in ${browser.label}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
