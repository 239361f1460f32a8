import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/*
 * `npm run lint` runs `prettier --check .` with the project's configuration (.prettierrc.json,
 * Tailwind's class order by prettier-plugin-tailwindcss): an unformatted file fails it, naming
 * the file. No browser.
 */
const run = promisify(execFile);
const root = join(__dirname, '..');

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
