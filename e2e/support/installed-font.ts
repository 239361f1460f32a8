// A font folder that makes Noto Sans Bengali an installed font for the Chromium started with its
// environment, as it is on most Android phones: the package's full face, as TrueType, added to the
// machine's own fonts through fontconfig (Chromium on Linux finds local() fonts there). The test
// machines have no Bengali font of their own, so a browser without it stands for a device without
// one. Used by the tests (e2e/support/installed-font-browser.ts) and by `npm run bench` (its "font installed" row).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fullFaceTrueType } from '../../scripts/build/bengali-font';

/** Writes the folder; returns the environment to start Chromium with, and `remove` to delete it. */
export async function installedBengaliFont(): Promise<{ env: Record<string, string>; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'installed-bengali-'));
  writeFileSync(join(dir, 'NotoSansBengali.ttf'), await fullFaceTrueType());
  const config = join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { env: { ...env, FONTCONFIG_FILE: config }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
