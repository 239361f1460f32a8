// Run by `npm test` before Playwright: makes sure the programs the suite drives are here
// (Chromium's headless shell for the browser tests, the full Chromium for the push alerts and the
// Bangla font, nginx for the deployment tests, openssl for their throwaway certificate, Java for
// the HTML validator), installing what is missing where it can, and says which ones it uses.
//
//   npx tsx e2e/support/ensure-test-tools.ts
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium';
import { ensureJava } from './java';
import { ensureNginx } from './nginx-server';
import { ensureOpenssl, testCertificate } from './test-certificate';

try {
  console.log(`Browser: ${ensureChromium('headless-shell').label}; full: ${ensureChromium('full').label}`);
  const nginx = ensureNginx();
  console.log(`nginx:   ${nginx} (${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()})`);
  const openssl = ensureOpenssl();
  console.log(
    `openssl: ${openssl} (${spawnSync(openssl, ['version'], { encoding: 'utf8' }).stdout.trim()}); test certificate in ${testCertificate().dir}`,
  );
  const java = ensureJava();
  console.log(`Java:    ${java} (${spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0]})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
