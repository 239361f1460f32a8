import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkByteBudget, referenceJs } from '../../bench/budgets';
import { GZIP_LEVEL, kb, pageWeight } from '../../bench/weights';
import { pageFile, pageRoutes } from '../../scripts/build/post-build/exported-html';
import { buildReferencePage, referenceOut } from '../../bench/reference-page';
import { outDir, routes } from '../support/routes';

/*
 * Byte budgets over the built out/ (run `npm run build` first; `npm test` does). Bytes are
 * deterministic, so they are tested here; timings live in `npm run bench`. No browser is used:
 * the limits and the check are in bench/budgets.ts (shared with `npm run bench`), the counting
 * in bench/weights.ts.
 */
// Routes listed in routes.ts, plus any page the export wrote that the list does not have yet.
const allRoutes = [...new Set<string>([...routes, ...(existsSync(outDir) ? pageRoutes(outDir) : [])])];

test.describe(`first-load bytes, gzip level ${GZIP_LEVEL}`, () => {
  test.beforeAll(() => {
    expect(existsSync(outDir), 'out/ is missing: run `npm run build` first').toBe(true);
  });

  for (const route of allRoutes) {
    test(`${route} stays within its byte budget`, () => {
      const file = pageFile(outDir, route);
      expect(file, `${route} has no page in out/`).toBeTruthy();
      const weight = pageWeight(outDir, file!);
      test.info().annotations.push({
        type: 'bytes',
        description:
          `HTML ${kb(weight.html)} KB, JS ${kb(weight.js)} KB (files ${kb(weight.jsFiles)} + inline ${kb(weight.inlineJs)}; ` +
          `${kb(weight.js - referenceJs)} KB over the reference), CSS ${kb(weight.css)} KB, fonts ${kb(weight.fonts)} KB, ` +
          `total ${kb(weight.total)} KB`,
      });

      const checks = checkByteBudget(route, weight);
      // Every limit is checked: JavaScript, HTML, CSS, fonts and the total.
      expect(checks).toHaveLength(5);
      for (const check of checks) expect.soft(check.ok, check.message).toBe(true);
      // The page must load its framework scripts at all, or the counting above is broken.
      expect(weight.jsFileCount, 'script files found in the HTML').toBeGreaterThan(0);
    });
  }

  test('the recorded reference figure matches the built reference page', () => {
    // Building the reference page takes a few seconds; a later run reuses it.
    test.setTimeout(180_000);
    buildReferencePage();
    const measured = pageWeight(referenceOut, pageFile(referenceOut, '/')!).js;
    // Within 2 KB: a larger gap means next or react changed; refresh referenceJs in bench/budgets.ts.
    expect(Math.abs(measured - referenceJs), `reference page now loads ${measured} B of JavaScript`).toBeLessThanOrEqual(2 * 1024);
  });
});
