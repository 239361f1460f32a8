// A build step: bundles the status publisher (scripts/publish-status.ts) with everything it uses
// (the status rules, the live blocks' components and words, React's server renderer, parse5, the
// feed writers) into one file, out/_publish/status.mjs. A release carries it, so the server that
// serves the site publishes a status with Node alone: no checkout, no npm install. nginx answers
// /_publish/ with 404 (deploy/nginx.conf); precompress leaves it alone.
//
//   npx tsx scripts/build/bundle-publisher.ts [outDir]   (default: out)
import { join } from 'node:path';
import { build } from 'esbuild';

export const publisherBundle = '_publish/status.mjs';

export async function bundlePublisher(outDir = 'out'): Promise<{ file: string; bytes: number }> {
  const result = await build({
    entryPoints: [join(__dirname, '..', 'publish-status.ts')],
    outfile: `${outDir}/${publisherBundle}`,
    bundle: true,
    platform: 'node',
    // Packages' ES module builds first: jsonc-parser's CommonJS one is a UMD wrapper whose require() calls esbuild cannot follow.
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    legalComments: 'none',
    // Bundled CommonJS (react-dom/server) calls require(); give the module one.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    // The site's address, as the build that made this release was given it (lib/seo/site-url.ts): the
    // feeds' links must point at the site, whatever the environment of whoever publishes.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? '') },
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  return { file: `${outDir}/${publisherBundle}`, bytes };
}

if (require.main === module) {
  bundlePublisher(process.argv[2] || 'out').then(
    ({ file, bytes }) =>
      console.log(`Bundled the status publisher into ${file} (${Math.round(bytes / 1024)} KB): node ${file} FILE SITE_DIR`),
    (error: unknown) => {
      console.error(`bundle-publisher: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
