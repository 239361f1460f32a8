// Publishes the live service status beside a built site, without `next build`:
//
//   npm run status:publish -- [--check] [--force] [--no-twins] FILE SITE_DIR
//   node _publish/status.mjs [options] FILE SITE_DIR     (on the server: the build bundles this script)
//
// FILE is a status file (content/README.md describes it). SITE_DIR is a deploy root laid out by
// deploy/publish.sh (current -> the release served, live -> the last publish, which nginx serves
// before the release's own copies), or a built site (out/) for a try-out.
//
// It reads FILE once, checks it with the build's own rules, takes the deploy root's lock (waiting
// up to a minute for another publish or a release switch), and publishes every live file
// (lib/status/live-files.ts) as one step. On any problem it prints them (at most 20, then a count),
// writes nothing and exits 1; a wrong option exits 2 with this usage. The publish path itself is
// lib/status/publish/, shared with the status desk.
//
//   --check      check FILE and print what it would change; write nothing
//   --force      publish a status older than the one visitors see now (it says what it replaces)
//   --no-twins   no .gz/.br twins (the build's own last step writes them for out/)
//
//   node RELEASE/_publish/status.mjs --pages-for=releases/<name> DEPLOY_ROOT
// is a release switch's first step (deploy/publish.sh runs it, with the lock held): the pages of
// that release rendered from the status in force into the live version, beside those of the
// release served now, so that switching `current` switches the release and its pages together.
import { resolve } from 'node:path';
import { printable } from '../lib/status/text-rules';
import { publishReleasePages, publishStatus, PublishRefused, type PublishResult } from '../lib/status/publish';

const usage = `Usage: npm run status:publish -- [--check] [--force] [--no-twins] FILE SITE_DIR
       node DEPLOY_ROOT/current/_publish/status.mjs [--check] [--force] FILE DEPLOY_ROOT
       node RELEASE/_publish/status.mjs --pages-for=RELEASE DEPLOY_ROOT   (deploy/publish.sh runs it)

  FILE       the status file (JSON; the format: content/README.md)
  SITE_DIR   the deploy root (with current and releases/), or a built site (out/)
  --check    check FILE and print what it would change, writing nothing
  --force    publish even a status older than the one visitors see now
  --no-twins leave out the .gz and .br twins (for out/ before the build's last step)
  --pages-for=RELEASE  render the pages of RELEASE (releases/<name>) from the status in force,
             before a release switch to it`;

/** At most this many problems are printed, then how many more there are. */
const MAX_PRINTED = 20;

const options = ['--check', '--force', '--no-twins', '--help'] as const;
type Option = (typeof options)[number];

/** The arguments, or undefined (after printing the usage) when they are wrong. */
export function parseArguments(
  argv: string[],
): { flags: Set<Option>; file: string; siteDir: string } | { pagesFor: string; siteDir: string } | { error: string } {
  const flags = new Set<Option>();
  const positional: string[] = [];
  let pagesFor: string | undefined;
  for (const argument of argv) {
    if (argument === '--') continue;
    if (argument.startsWith('--pages-for=')) {
      pagesFor = argument.slice('--pages-for='.length);
      if (!pagesFor) return { error: '--pages-for= needs a release (releases/<name>)' };
      continue;
    }
    if (argument.startsWith('-')) {
      if (!(options as readonly string[]).includes(argument)) return { error: `unknown option ${printable(argument)}` };
      flags.add(argument as Option);
    } else positional.push(argument);
  }
  if (flags.has('--help')) return { error: '' };
  if (pagesFor !== undefined) {
    if (flags.size) return { error: '--pages-for takes no other option' };
    if (positional.length !== 1) return { error: '--pages-for needs the deploy root, and only it' };
    return { pagesFor, siteDir: positional[0]! };
  }
  if (positional.length !== 2) return { error: positional.length < 2 ? 'FILE and SITE_DIR are both needed' : 'too many arguments' };
  return { flags, file: positional[0]!, siteDir: positional[1]! };
}

/** The problems as printed: escaped for the terminal, at most MAX_PRINTED, then a count. */
export function problemLines(problems: string[]): string[] {
  const lines = problems.slice(0, MAX_PRINTED).map(printable);
  if (problems.length > MAX_PRINTED) lines.push(`... and ${problems.length - MAX_PRINTED} more problems (fix these first).`);
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const started = performance.now();
  const parsed = parseArguments(argv);
  if ('error' in parsed) {
    if (parsed.error) process.stderr.write(`status:publish: ${parsed.error}\n\n`);
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if ('pagesFor' in parsed) return releasePages(parsed.pagesFor, parsed.siteDir, started);
  const { flags, file, siteDir } = parsed;
  try {
    const result = await publishStatus(file, siteDir, {
      twins: !flags.has('--no-twins'),
      force: flags.has('--force'),
      check: flags.has('--check'),
      holder: 'the command line',
    });
    const changes = result.changes.length ? result.changes.map((line) => `  ${printable(line)}`).join('\n') : '  nothing';
    for (const warning of result.warnings) process.stderr.write(`Warning: ${printable(warning)}\n`);
    if (flags.has('--check')) {
      process.stdout.write(
        `${printable(file)} is valid (updated ${result.status.updated}, Bangladesh time). Against the status visitors see now, it changes:\n${changes}\nNothing was written (--check).\n`,
      );
      return 0;
    }
    const ms = Math.round(performance.now() - started);
    process.stdout.write(
      `Published the status of ${result.status.updated} (Bangladesh time) from ${printable(file)} into ${printable(resolve(result.layout.root))}` +
        ` in ${ms} ms: ${result.files.join(', ')}${flags.has('--no-twins') ? '' : ' with their .gz and .br twins'}.\nWhat changed:\n${changes}\n`,
    );
    return 0;
  } catch (error) {
    return failed(error);
  }
}

/** A release switch's first step (see the top of this file). */
async function releasePages(release: string, siteDir: string, started: number): Promise<number> {
  let result: PublishResult | undefined;
  try {
    result = await publishReleasePages(release, siteDir, { holder: 'a release switch (deploy/publish.sh)' });
  } catch (error) {
    return failed(error);
  }
  if (!result) {
    process.stdout.write(`No status is published in ${printable(resolve(siteDir))}: ${printable(release)} serves its pages as built.\n`);
    return 0;
  }
  for (const warning of result.warnings) process.stderr.write(`Warning: ${printable(warning)}\n`);
  process.stdout.write(
    `Rendered the pages of ${printable(release)} with the status of ${result.status.updated} (Bangladesh time) in ${Math.round(performance.now() - started)} ms: ${result.files.length} pages.\n`,
  );
  return 0;
}

/** A refusal as its lines and exit 1; a fault of the publisher said as one. */
function failed(error: unknown): number {
  if (error instanceof PublishRefused) {
    process.stderr.write(
      `${problemLines(error.problems).join('\n')}\n\nNothing was published. Fix the lines above and run the command again.\n`,
    );
    return 1;
  }
  // Not a refusal: a fault of the publisher itself. Whether visitors see the new status is not
  // known here, so it is not guessed: the operator is told how to find out.
  process.stderr.write(
    `The publisher stopped on a fault of its own: ${printable(error instanceof Error ? error.message : String(error))}\n` +
      `Check what visitors see (curl -s https://your-site/status.json), publish again, and report this message if it happens again.\n`,
  );
  return 1;
}

// Run as a command (tsx, or the bundle the build makes); imported by the tests, it only exports.
// The exit code is set, not forced: output to a pipe is written out before the process ends.
if (process.argv[1] && /publish-status\.ts$|status\.mjs$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${printable(String(error instanceof Error ? (error.stack ?? error.message) : error))}\n`);
      process.exitCode = 1;
    },
  );
}
