// Run by `npm test` before Playwright: says which nginx the security tests will use, installing it first if needed.
import { spawnSync } from 'node:child_process';
import { ensureNginx } from './nginx.mjs';

try {
  const nginx = ensureNginx();
  // nginx prints its version on stderr.
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(`Security tests will serve the site with ${nginx}${version ? ` (${version})` : ''}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
