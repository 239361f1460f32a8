import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, LaunchOptions, PlaywrightWorkerArgs } from '@playwright/test';
import { fullFaceTrueType } from '../scripts/bengali-font.mjs';

/**
 * A Chromium that has Noto Sans Bengali installed, as most Android phones do: the package's full
 * face, as TrueType, in a font folder added to the machine's own fonts (fontconfig) for this
 * browser only. The test machines have no Bengali font, so the other browsers stand for a device
 * without one. `close` also removes the folder.
 */
export async function browserWithInstalledBengaliFont(playwright: PlaywrightWorkerArgs['playwright'], launchOptions: LaunchOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'installed-bengali-'));
  writeFileSync(join(dir, 'NotoSansBengali.ttf'), await fullFaceTrueType());
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  let browser: Browser;
  try {
    browser = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') } });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
