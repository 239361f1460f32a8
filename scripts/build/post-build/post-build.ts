// `npm run build` runs this after `next build`: the steps of scripts/build/post-build/steps.ts, in order,
// each checked for its effect (scripts/build/post-build/README.md). Running it twice on the same out/ is
// refused: build afresh instead.
//
//   npx tsx scripts/build/post-build/post-build.ts [outDir]   (default: out)
//   POST_BUILD_SKIP=after-paint,static-payload npm run build     (leave optional steps out)
//
// Before it changes out/, it copies the export as Next wrote it to .generated/export/: the
// tests run the steps again on copies of it (e2e/build-steps/build-steps.spec.ts), so that a change in Next's
// output fails a test that names the step, not only a budget.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportCopy, runPostBuild, skippedSteps } from './steps';

async function main(outDir: string): Promise<void> {
  const skip = skippedSteps();
  if (resolve(outDir) === resolve('out')) {
    rmSync(exportCopy, { recursive: true, force: true });
    cpSync(outDir, exportCopy, { recursive: true });
  }
  for (const line of await runPostBuild(outDir, { skip })) console.log(line);
}

main(process.argv[2] ?? 'out').catch((error: unknown) => {
  console.error(`post-build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
