import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles } from '../../scripts/build/post-build/exported-html';
import { outDir, routes } from '../support/routes';

/**
 * Every exported page passes the Nu HTML Checker (the W3C validator, run locally from the vnu-jar
 * package on Java) with no errors.
 */
test('every exported HTML page is valid', () => {
  const vnu = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const files = htmlFiles(outDir);
  // Every route of both languages, plus the 404 page: all checked in one run of the validator.
  expect(files.length).toBeGreaterThanOrEqual(routes.length + 1);
  for (const route of routes) expect(files, route).toContain(join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`));
  expect(files).toContain(join(outDir, '404.html'));

  let report = '';
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
    report = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages : [];
  const errors = messages.map((m) => `${m.url.replace(/^.*\/out\//, '')}: ${m.message} ${m.extract ?? ''}`);
  expect(errors).toEqual([]);
});
