// Builds the site once more with the test notices (e2e/fixtures/notices.json) into
// e2e/.notices-out/, for the tests of the notice banner in force (e2e/notices.spec.ts). The main
// build (out/, the real lib/notices-data.ts) is the other state. Run before `npm run build`: both
// builds write out/ and .next/, so this one moves its export aside.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';

export const noticesOutDir = 'e2e/.notices-out';

rmSync(noticesOutDir, { recursive: true, force: true });
const result = spawnSync('npm', ['run', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NOTICES_FILE: 'e2e/fixtures/notices.json' },
});
if (result.status !== 0) {
  console.error(`build-notices-fixture: npm run build with NOTICES_FILE failed (exit ${result.status}).`);
  process.exit(1);
}
renameSync('out', noticesOutDir);
console.log(`Built the site with the test notices into ${noticesOutDir}/.`);
