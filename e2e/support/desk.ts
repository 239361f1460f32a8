// The status desk under test (desk/server.ts, as `npm run desk` starts it): a copy of the built site
// and a data folder of its own in a temporary folder, the server started on a port of the spec's
// choosing with its clock set, and the steps every desk spec takes to get a clerk in: an invitation
// from `desk:user add`, its password set, a sign-in. In the clerk's language: the labels are
// desk/words.ts's, so a spec in Bangla finds the same controls by their Bangla names.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../lib/i18n/locales';
import { runUserCommand } from '../../desk/user';
import { deskWords, say } from '../../desk/words';
import { outDir } from './routes';

export type DeskUnderTest = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The temporary folder holding `site` and `data`. */
  work: string;
  /** The copy of out/ the desk publishes into. */
  site: string;
  /** The desk's database folder. */
  data: string;
  /** Starts the server with its clock at `now` (NODIPOTH_DESK_NOW), and waits until it answers. */
  start: (now: number) => Promise<void>;
  /** The desk's clock now: where `start` set it, moved on as the machine's clock moves (desk/server.ts). */
  now: () => number;
  /** Stops the server and waits for it to exit. */
  stop: () => Promise<void>;
  /** Stops the server and removes the temporary folder. */
  close: () => Promise<void>;
};

/** A desk on a fresh copy of the build, on `port` (not started: `start(now)`). */
export function deskOnCopy(port: number, prefix = 'desk-'): DeskUnderTest {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const site = join(work, 'site');
  const data = join(work, 'data');
  cpSync(outDir, site, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let clock = { set: Date.now(), at: Date.now() };
  const now = () => clock.set + (Date.now() - clock.at);

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };

  const start = async (at: number) => {
    await stop();
    clock = { set: at, at: Date.now() };
    server = spawn(
      process.execPath,
      [
        join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'desk/server.ts',
        '--site',
        site,
        '--data',
        data,
        '--port',
        String(port),
      ],
      { env: { ...process.env, NODIPOTH_DESK_NOW: String(at) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    server.stdout!.on('data', (chunk) => (log += chunk));
    server.stderr!.on('data', (chunk) => (log += chunk));
    // Generous: a loaded machine takes seconds to start tsx.
    for (let tries = 0; tries < 150; tries++) {
      try {
        if ((await fetch(`${origin}/desk/`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the desk did not start:\n${log}`);
  };

  const close = async () => {
    await stop();
    rmSync(work, { recursive: true, force: true });
  };
  return { origin, work, site, data, start, now, stop, close };
}

/**
 * An invitation link for `name`, as `npm run desk:user -- add NAME` prints it, made at the desk's
 * time: by the machine's, an invitation made before a desk set to the next morning would be
 * more than its 24 hours old there.
 */
export function invitation(desk: DeskUnderTest, name: string): string {
  const { code, output } = runUserCommand(['add', name, '--data', desk.data, '--public-url', desk.origin], desk.now());
  expect(code, output).toBe(0);
  return output.split('\n').at(-1)!;
}

/** The invitation opened and its password set, in the page's language: the clerk lands on the form. */
export async function acceptInvitation(page: Page, link: string, password: string, locale: Locale = 'en') {
  const t = deskWords[locale];
  await page.goto(link);
  await page.getByLabel(say(locale, t.newPassword)).fill(password);
  await page.getByRole('button', { name: t.setPassword }).click();
  await expect(page.getByRole('button', { name: t.preview })).toBeVisible();
}

/** The sign-in page filled in and sent, in its language; what follows is the caller's to check. */
export async function signIn(page: Page, desk: DeskUnderTest, name: string, password: string, locale: Locale = 'en') {
  const t = deskWords[locale];
  await page.goto(`${desk.origin}/desk/`);
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.signIn }).click();
}
