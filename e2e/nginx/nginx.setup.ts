import { expect, test as setup } from '@playwright/test';
import { nginxOrigin, startNginx } from '../support/nginx';

// Runs before the security project (see playwright.config.ts); nginx.teardown.ts stops it.
setup('start nginx with deploy/nginx.conf', async ({ request }) => {
  startNginx();
  await expect.poll(async () => (await request.get(`${nginxOrigin}/`).catch(() => undefined))?.status()).toBe(200);
});
