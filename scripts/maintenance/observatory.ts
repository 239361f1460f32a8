// `npm run observatory`: grades deploy/nginx.conf as shipped with Mozilla's HTTP Observatory
// scanner (@mdn/mdn-http-observatory, the code behind developer.mozilla.org/observatory), on this
// machine. The scanner knows only the standard ports, so nginx runs the shipped config unchanged on
// 80 and 443 (this needs root, and both ports free), over the built out/, with the tests' throwaway
// certificate for `localhost`, which the scanner's Node process is told to trust
// (NODE_EXTRA_CA_CERTS). It prints the grade, the score and each test, writes them to
// bench/results/observatory-latest.json, and fails unless the grade is A+ with no test failed.
//
// The scanner is installed on first use into node_modules/.cache (it is not a dependency of the
// site: it brings 230 packages). Its install scripts are skipped, since they download Mozilla's CA
// bundle, Chromium's HSTS preload list and IANA's TLD list, which this machine cannot reach; of
// those the scan needs only the preload list, and `localhost` is on no preload list, so an empty
// one gives the same answer. For the public site, run the online Observatory against its domain.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureNginx, startNginx, stopNginx } from '../../e2e/support/nginx-server';
import { ensureOpenssl, testCertificate } from '../../e2e/support/test-certificate';

const projectRoot = resolve(__dirname, '..', '..');
const outDir = join(projectRoot, 'out');
/** The scanner's version, pinned so that a grade means the same from one run to the next. */
const SCANNER = '@mdn/mdn-http-observatory@1.4.8';
const scannerHome = join(projectRoot, 'node_modules', '.cache', 'mdn-http-observatory');
const scannerRoot = join(scannerHome, 'node_modules', '@mdn', 'mdn-http-observatory');
const resultFile = join(projectRoot, 'bench', 'results', 'observatory-latest.json');

function installScanner(): string {
  const installed = join(scannerRoot, 'src', 'scan.js');
  if (!existsSync(installed)) {
    console.log(`Installing ${SCANNER} into ${scannerHome} (once)...`);
    mkdirSync(scannerHome, { recursive: true });
    writeFileSync(join(scannerHome, 'package.json'), '{ "private": true }\n');
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', scannerHome, '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', SCANNER],
      {
        stdio: 'inherit',
      },
    );
    if (npm.status !== 0) throw new Error(`npm could not install ${SCANNER}`);
  }
  const preload = join(scannerRoot, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return installed;
}

/** What the scanner prints: its verdict and each test's. */
type Report = {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

function main(): void {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('out/ is missing: run `npm run build` first.');
  if (process.getuid?.() !== 0) throw new Error('the scan needs nginx on ports 80 and 443: run it as root (sudo npm run observatory).');
  ensureNginx();
  ensureOpenssl();
  const scan = installScanner();

  const work = mkdtempSync(join(tmpdir(), 'nodipoth-observatory-'));
  // nginx started as root runs its workers as nobody, who must be able to read the site.
  chmodSync(work, 0o755);
  const base = join(work, 'srv');
  mkdirSync(join(base, 'live'), { recursive: true });
  symlinkSync(outDir, join(base, 'current'));
  const dir = join(work, 'nginx');
  try {
    startNginx({ dir, port: 443, base, shippedPorts: true });
    const result = spawnSync(process.execPath, [scan, 'localhost'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: testCertificate().ca },
    });
    let report: Report;
    try {
      report = JSON.parse(result.stdout) as Report;
    } catch {
      throw new Error(`the scanner printed no report:\n${result.stdout}${result.stderr}`);
    }
    if (report.error) throw new Error(`the scanner failed: ${report.error}`);

    const { grade, score, testsPassed, testsFailed, testsQuantity } = report.scan;
    console.log(`\nMozilla HTTP Observatory (${SCANNER}), deploy/nginx.conf on https://localhost/ and http://localhost/\n`);
    for (const [name, test] of Object.entries(report.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(36)} ${String(test.result).padEnd(60)} ${modifier}`);
    }
    console.log(`\nGrade ${grade}, score ${score}; ${testsPassed} of ${testsQuantity} tests passed, ${testsFailed} failed.`);

    mkdirSync(dirname(resultFile), { recursive: true });
    const tests = Object.fromEntries(
      Object.entries(report.tests).map(([name, test]) => [
        name,
        { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier },
      ]),
    );
    writeFileSync(
      resultFile,
      `${JSON.stringify({ date: new Date().toISOString(), scanner: SCANNER, grade, score, testsPassed, testsFailed, testsQuantity, tests }, null, 2)}\n`,
    );
    console.log(`Written to ${resultFile}`);
    if (grade !== 'A+' || testsFailed > 0) process.exitCode = 1;
  } finally {
    stopNginx(dir);
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`observatory: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
