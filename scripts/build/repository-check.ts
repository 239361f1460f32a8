// Checks on the repository's own layout that no compiler makes: `npm run check` runs them
// (scripts/build/check-content.ts) and e2e/data/tooling.spec.ts tries each on a broken copy.
// - Every spec file lies in the folder of a Playwright project (its testDir): a spec anywhere else
//   would match no project and never run, with nothing to say so.
// - Every repository path named in a comment or a Markdown file exists, and every
//   relative link of a Markdown file reaches a file: a moved file leaves no stale pointer behind.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/** The top-level folders whose paths a text may name. */
const topFolders = ['app', 'components', 'lib', 'content', 'scripts', 'e2e', 'bench', 'deploy', 'docs', 'public'];

/** The files git tracks (and those about to be added), relative to `root`, with `/` separators. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((file) => file && existsSync(join(root, file)));
}

/** The testDir of each project in playwright.config.ts, as written there ('./e2e/visitor'). */
export function projectFolders(root: string): string[] {
  const config = readFileSync(join(root, 'playwright.config.ts'), 'utf8');
  return [...config.matchAll(/testDir:\s*'\.\/([^']+)'/g)].map((match) => match[1]!.replace(/\/$/, ''));
}

/** One line per spec, setup or teardown file that no project runs. */
export function specsOutsideProjects(root: string, files = repositoryFiles(root)): string[] {
  const folders = projectFolders(root);
  return files
    .filter((file) => /\.(spec|setup|teardown)\.ts$/.test(file))
    .filter((file) => !folders.some((folder) => file.startsWith(`${folder}/`)))
    .map(
      (file) =>
        `${file}: no Playwright project runs this file; move it into one project's folder (${folders.filter((f, i, all) => all.indexOf(f) === i).join(', ')}) or give it a project in playwright.config.ts.`,
    );
}

const textFile = /\.(ts|tsx|mts|mjs|js|md|sh|conf|css)$/;
/** A path as texts write it: a top folder, then path characters, ending in a letter or digit or `/`. */
const pathPattern = new RegExp(`(?<![\\w@.\\-/])(?:${topFolders.join('|')})/[\\w.\\-/()\\[\\]]*[\\w)/\\]]`, 'g');
/** Markdown links and images with a relative target: [text](target) */
const markdownLink = /\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g;

/** The comment part of a line of code: after `//` or `#`, or a line of a block comment. */
function commentOf(line: string, file: string): string {
  if (/\.(sh|conf)$/.test(file)) return line.includes('#') ? line.slice(line.indexOf('#')) : '';
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return line;
  const slashes = line.search(/(?<![:'"`\w])\/\/ /);
  return slashes >= 0 ? line.slice(slashes) : '';
}

/** One line per named path that does not exist: the file, the line and the path. */
export function missingPaths(root: string, files = repositoryFiles(root)): string[] {
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (path: string) => known.has(path) || folders.has(path.replace(/\/$/, '')) || existsSync(join(root, path));
  // What the build and the tools write (out/, bench/results/, bench/fixture/out/) is named but not kept.
  const ignored = (path: string) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
      return true;
    } catch {
      return false;
    }
  };
  const problems: string[] = [];
  for (const file of files) {
    if (!textFile.test(file) || file === 'package-lock.json') continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      // In code, only the comments: a test's strings may name a file it is about to make.
      const text = file.endsWith('.md') ? line : commentOf(line, file);
      for (const match of text.matchAll(pathPattern)) {
        // A path may be followed by the text's own brackets and stops ("(see the file).", "[a](b)"):
        // those are trimmed off until what is left exists, or nothing is left to trim.
        let named = match[0].split('](')[0]!;
        while (!exists(named) && /[)\].,:;]$/.test(named)) named = named.slice(0, -1);
        if (!exists(named) && !ignored(named)) problems.push(`${file}:${index + 1}: names ${named}, which does not exist`);
      }
      if (!file.endsWith('.md')) return;
      for (const match of line.matchAll(markdownLink)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
        const resolved = posix.normalize(posix.join(dirname(file), decodeURI(target)));
        if (!exists(resolved)) problems.push(`${file}:${index + 1}: links to ${target}, which does not exist`);
      }
    });
  }
  return problems;
}
