// Runs after `next build` (see the "build" script): moves the landing page's JSON-LD, which the
// app/structured-data.json route renders from lib/ at build time, into out/index.html's <head>.
// React 19 skips unexpected tags in <head> when it hydrates, so the page is unaffected, and the
// data is not duplicated into the page's inline script payload.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'out';
const source = join(outDir, 'structured-data.json');
const page = join(outDir, 'index.html');

if (!existsSync(source)) throw new Error(`${source} is missing: run next build first.`);
const json = readFileSync(source, 'utf8');
// Serialised with `<` escaped (lib/structuredData.ts), so it cannot close the element early.
if (json.includes('<')) throw new Error(`${source} contains an unescaped "<".`);
JSON.parse(json);

const html = readFileSync(page, 'utf8');
if (html.includes('application/ld+json')) throw new Error(`${page} already has JSON-LD.`);
if (!html.includes('</head>')) throw new Error(`${page} has no </head>.`);
writeFileSync(page, html.replace('</head>', `<script type="application/ld+json">${json}</script></head>`));
rmSync(source);
console.log(`JSON-LD inlined into ${page}.`);
