import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { exportedFiles, htmlFiles } from '../../scripts/build/post-build/exported-html';
import { exportCopy, nextVersion, runPostBuild, skippedSteps, skipVariable, steps } from '../../scripts/build/post-build/steps';
import { outDir } from '../support/routes';

/*
 * The post-build steps (scripts/build/post-build/steps.ts) on copies of today's export, as Next wrote
 * it (`npm run build` keeps it in .generated/export/ before the steps change out/): every step
 * finds what it expects and its check passes; and, for each optional step, a copy with the shape
 * it reads changed the way a Next upgrade might change it stops the steps with that step's
 * message, which says how to build without it. No browser.
 */

const root = join(__dirname, '..', '..');
const exported = join(root, exportCopy);
const run = promisify(execFile);

const temps: string[] = [];
test.afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh copy of today's export. */
function copyOfExport(): string {
  if (!existsSync(exported)) throw new Error(`${exportCopy} is missing: run npm run build first.`);
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  temps.push(dir);
  cpSync(exported, dir, { recursive: true });
  return dir;
}

/** Rewrites every page of `dir` with `change`; returns how many pages it changed. */
function editPages(dir: string, change: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const edited = change(html);
    if (edited !== html) writeFileSync(file, edited);
    changed += Number(edited !== html);
  }
  return changed;
}

/** How each optional step's expected input is taken away, as a new Next version might. */
const breakages: Record<string, { what: string; only: string[]; apply: (dir: string) => void; message: RegExp }> = {
  'font-probes': {
    what: "React's font hints written in another row form",
    only: ['font-probes'],
    apply: (dir) => expect(editPages(dir, (html) => html.replaceAll(':HL[', ':HX['))).toBeGreaterThan(0),
    message: /payload still names \/fonts\/bangla-switch\.woff2, so React would add the preload back/,
  },
  'static-payload': {
    what: 'the payload pushed in another form',
    only: ['static-payload'],
    apply: (dir) =>
      expect(editPages(dir, (html) => html.replaceAll('self.__next_f.push(', '(self.__next_f||=[]).push('))).toBeGreaterThan(0),
    message: /\.html has data-static blocks but its payload lost no bytes\. It reads/,
  },
  'rsc-payloads': {
    what: 'the payload files written under another name',
    only: ['rsc-payloads'],
    apply: (dir) => {
      const payloads = exportedFiles(dir, (name) => name.endsWith('.txt') && name !== 'robots.txt');
      expect(payloads.length).toBeGreaterThan(0);
      for (const file of payloads) renameSync(file, file.replace(/\.txt$/, '.rsc'));
    },
    message: /no RSC payload \(\.txt\) found/,
  },
  'after-paint': {
    what: 'the chunk script tags written with another attribute',
    only: ['after-paint'],
    apply: (dir) => expect(editPages(dir, (html) => html.replaceAll('" async="">', '" async="" crossorigin="">'))).toBeGreaterThan(0),
    message: /unexpected script tag <script src="\/_next\/static\//,
  },
  'compile-hints': {
    what: 'the chunk files moved out of the folder the tags name',
    only: ['after-paint', 'compile-hints'],
    apply: (dir) => rmSync(join(dir, '_next', 'static', 'chunks'), { recursive: true }),
    message: /\/_next\/static\/chunks\/[^ ]+\.js is asked for by a page but is not in /,
  },
};

/** Applies the breakage of step `id` to `dir`. */
function breakStep(id: string, dir: string) {
  const breakage = breakages[id];
  if (!breakage) throw new Error(`no breakage for ${id}`);
  breakage.apply(dir);
}

test('every optional step has a breakage test, and every step says what it does and is in the docs table', () => {
  expect(Object.keys(breakages).sort()).toEqual(
    steps
      .filter((step) => !step.required)
      .map((step) => step.id)
      .sort(),
  );
  const table = readFileSync(join(root, 'scripts', 'build', 'post-build', 'README.md'), 'utf8');
  for (const step of steps) {
    expect(table, `scripts/build/post-build/README.md lists ${step.id}`).toMatch(
      new RegExp(`^\\| \`${step.id}\` \\| ${step.required ? 'required' : 'optional'}`, 'm'),
    );
    expect(step.does, step.id).toBeTruthy();
    expect(existsSync(join(root, step.source)), `${step.id}: ${step.source}`).toBe(true);
    if (step.required) expect(step.without, step.id).toBeTruthy();
    else {
      expect(step.reads, step.id).toBeTruthy();
      expect(existsSync(join(root, 'docs', 'decisions', step.decision ?? '-')), `${step.id}: docs/decisions/${step.decision}`).toBe(true);
    }
  }
});

test("today's export passes every step and its check, and gives out/ exactly", async () => {
  test.setTimeout(120_000);
  const dir = copyOfExport();
  const lines = await runPostBuild(dir);
  expect(lines).toHaveLength(steps.length);
  // Deterministic: the steps on the export give the pages the build served.
  for (const file of htmlFiles(dir)) {
    const name = relative(dir, file);
    expect(readFileSync(file, 'utf8') === readFileSync(join(outDir, name), 'utf8'), name).toBe(true);
  }
  expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(readFileSync(join(outDir, 'sw.js'), 'utf8'));
});

for (const [id, breakage] of Object.entries(breakages)) {
  test(`${id}: an export with ${breakage.what} stops the steps with its message; skipped, the rest run`, async () => {
    const dir = copyOfExport();
    breakage.apply(dir);
    const failure = await runPostBuild(dir, { only: breakage.only }).then(
      () => 'no failure',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(new RegExp(`^post-build step "${id}" \\(optional: it `));
    expect(failure).toMatch(breakage.message);
    expect(failure).toContain(`Update scripts/build/post-build/${id}.ts`);
    expect(failure).toContain(`${skipVariable}=${id} npm run build`);
    expect(failure).toContain(`docs/decisions/${steps.find((step) => step.id === id)?.decision}`);

    const again = copyOfExport();
    breakage.apply(again);
    const lines = await runPostBuild(again, { only: breakage.only, skip: [id] });
    expect(lines.at(-1)).toMatch(new RegExp(`^Skipped ${id} \\(${skipVariable}\\)`));
  });
}

test('a step written against other Next versions says so in its message', async () => {
  const dir = copyOfExport();
  breakStep('static-payload', dir);
  const failure = await runPostBuild(dir, { only: ['static-payload'], version: '17.0.0' }).catch((error: Error) => error.message);
  expect(failure).toMatch(/written against Next 16\.4\.5 and 16\.4\.6; this build uses Next 17\.0\.0/);
  expect(nextVersion()).toMatch(/^16\.\d+\.\d+$/);
});

test('skipping after-paint skips compile-hints, which reads its placeholders', async () => {
  const dir = copyOfExport();
  const lines = await runPostBuild(dir, { only: ['after-paint', 'compile-hints'], skip: ['after-paint'] });
  expect(lines).toEqual([
    expect.stringMatching(/^Skipped after-paint \(POST_BUILD_SKIP\)/),
    expect.stringMatching(/^Skipped compile-hints \(POST_BUILD_SKIP: it needs after-paint\)/),
  ]);
});

test('POST_BUILD_SKIP refuses a required step and a name that is no step', () => {
  expect(skippedSteps(' static-payload, after-paint ')).toEqual(['static-payload', 'after-paint']);
  expect(() => skippedSteps('security-headers')).toThrow(
    /"security-headers", a required step: without it the pages would be served without their policy/,
  );
  expect(() => skippedSteps('static-payloads')).toThrow(
    /"static-payloads", which is not a post-build step; optional steps: font-probes, static-payload/,
  );
});

test('the build command fails on an export with a broken optional step, with its message and exit code 1; with POST_BUILD_SKIP it completes', async () => {
  test.setTimeout(180_000);
  const dir = copyOfExport();
  breakStep('after-paint', dir);
  const failed = await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build/post-build/post-build.ts', dir], { cwd: root }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(
    /^post-build: post-build step "after-paint" \(optional: it makes each page ask for Next's script files only after its first paint\) failed: /,
  );
  expect(failed.stderr).toContain('POST_BUILD_SKIP=after-paint npm run build');

  const again = copyOfExport();
  breakStep('after-paint', again);
  const { stdout } = await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build/post-build/post-build.ts', again], {
    cwd: root,
    env: { ...process.env, [skipVariable]: 'after-paint' },
  });
  expect(stdout).toMatch(/^Skipped compile-hints \(POST_BUILD_SKIP: it needs after-paint\)/m);
  expect(existsSync(join(again, 'sw.js'))).toBe(true);
});
