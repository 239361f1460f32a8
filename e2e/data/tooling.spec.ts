import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { missingPaths, specsOutsideProjects } from '../../scripts/build/repository-check';

/*
 * `npm run lint` runs `prettier --check .` with the project's configuration (.prettierrc.json,
 * Tailwind's class order by prettier-plugin-tailwindcss): an unformatted file fails it, naming
 * the file. No browser.
 */
const run = promisify(execFile);
const root = join(__dirname, '..', '..');

test('prettier --check, as npm run lint runs it, fails on an unformatted file and passes it once formatted', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'format-'));
  try {
    const file = join(dir, 'Example.tsx');
    // Double quotes, no semicolon, and Tailwind classes out of Tailwind's order.
    writeFileSync(file, 'export const Example = () => <p className="text-sm mt-2 font-bold">{"Hi"}</p>\n');
    const check = () => run('npx', ['prettier', '--config', join(root, '.prettierrc.json'), '--check', file], { cwd: root });
    const failed = await check().then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed.code).toBe(1);
    expect(`${failed.stdout}${failed.stderr}`).toContain('Example.tsx');

    await run('npx', ['prettier', '--config', join(root, '.prettierrc.json'), '--write', file], { cwd: root });
    await expect(check()).resolves.toBeTruthy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/*
 * The repository's layout (scripts/build/repository-check.ts, run by `npm run check`): a spec file
 * outside every project's folder, and a path named in a comment or a document that does not exist,
 * are refused by name. Tried on a small repository made here, then on this one.
 */
test.describe('the repository layout check', () => {
  let dir = '';
  test.beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'layout-'));
    await run('git', ['init', '-q'], { cwd: dir });
    mkdirSync(join(dir, 'e2e', 'visitor'), { recursive: true });
    mkdirSync(join(dir, 'lib', 'status'), { recursive: true });
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'playwright.config.ts'), "export default { projects: [{ name: 'desktop', testDir: './e2e/visitor' }] };\n");
    writeFileSync(join(dir, 'e2e', 'visitor', 'landing.spec.ts'), '// reads lib/status/status.ts\n');
    writeFileSync(
      join(dir, 'lib', 'status', 'status.ts'),
      "// the rules; see docs/guide.md\nexport const file = 'lib/made-by-a-test.ts';\n",
    );
    writeFileSync(join(dir, 'docs', 'guide.md'), 'The rules: `lib/status/status.ts`, [the code](../lib/status/status.ts).\n');
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('passes a repository whose specs are all in a project and whose named paths all exist', () => {
    expect(specsOutsideProjects(dir)).toEqual([]);
    expect(missingPaths(dir)).toEqual([]);
  });

  test('names a spec file that no project runs', () => {
    writeFileSync(join(dir, 'e2e', 'facts-data.spec.ts'), '');
    expect(specsOutsideProjects(dir)).toEqual([
      "e2e/facts-data.spec.ts: no Playwright project runs this file; move it into one project's folder (e2e/visitor) or give it a project in playwright.config.ts.",
    ]);
  });

  test('names each path a comment or a document names that is gone, and each broken relative link', () => {
    renameSync(join(dir, 'lib', 'status', 'status.ts'), join(dir, 'lib', 'status', 'rules.ts'));
    expect(missingPaths(dir).sort()).toEqual(
      [
        'e2e/visitor/landing.spec.ts:1: names lib/status/status.ts, which does not exist',
        'docs/guide.md:1: names lib/status/status.ts, which does not exist',
        'docs/guide.md:1: links to ../lib/status/status.ts, which does not exist',
      ].sort(),
    );
  });

  test('this repository passes both', () => {
    expect(specsOutsideProjects(root)).toEqual([]);
    expect(missingPaths(root)).toEqual([]);
  });
});
