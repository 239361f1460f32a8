// The bare reference page (bench/fixture): a one-page Next.js export with a paragraph and one
// client toggle, the framework's floor our pages are budgeted against. Built by `npm run bench`
// and by the budget test, with the project's own next and react (Node finds them one folder up).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// dirname(__filename), not __dirname: tsx gives a TypeScript module that an ES module imports
// (bench/bench.ts) its __filename but a __dirname of "data:text".
const root = join(dirname(__filename), '..');
export const referenceOut: string = join(root, 'bench', 'fixture', 'out');

/** Builds bench/fixture/out/ unless it is there already (or `force`). */
export function buildReferencePage({ force = false }: { force?: boolean } = {}): boolean {
  if (!force && existsSync(join(referenceOut, 'index.html'))) return false;
  const result = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build', 'bench/fixture'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`Building the reference page (bench/fixture) failed (exit ${result.status}).`);
  return true;
}
