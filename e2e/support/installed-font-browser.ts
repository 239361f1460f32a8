import type { Browser, LaunchOptions, PlaywrightWorkerArgs } from '@playwright/test';
import { installedBengaliFont } from './installed-font';

/**
 * A Chromium that has Noto Sans Bengali installed, as most Android phones do
 * (e2e/support/installed-font.ts); the other browsers of the suite stand for a device without it.
 * `close` also removes the font folder.
 */
export async function browserWithInstalledBengaliFont(playwright: PlaywrightWorkerArgs['playwright'], launchOptions: LaunchOptions) {
  const font = await installedBengaliFont();
  let browser: Browser;
  try {
    browser = await playwright.chromium.launch({ ...launchOptions, env: font.env });
  } catch (error) {
    font.remove();
    throw error;
  }
  return {
    browser,
    close: async () => {
      await browser.close();
      font.remove();
    },
  };
}
