// `npm run check` (and `npm run build`, first): loads the site's data and words the way the
// pages do, so every check in lib/ runs, and prints what is wrong in plain lines before Next's
// build would print it wrapped in its own messages. The checks themselves live beside the data:
// lib/timetable/validate.ts, lib/status/status.ts (the live status the build starts from,
// content/status.json), lib/words/facts-check.ts (brand, constants, safety, dictionaries),
// content/words/landing.ts (the landing's reviews, team and statistics) and lib/documents/legal.ts
// with lib/documents/markdown.ts (the legal pages and the accessibility statement, Markdown in
// content/legal). It also says which entries of the status are over: they are on no page, and can
// be deleted. The page registry is held to app/ too (scripts/build/page-registry-check.ts), and the
// repository to what its comments, documents and test projects say of it (scripts/build/repository-check.ts).
// Last, it writes content/status.schema.json from the timetable's ids (scripts/build/write-status-schema.ts).
//
//   npm run check
//   STATUS_FILE=e2e/support/fixtures/status-bad-date.json npm run check

import { readFileSync } from 'node:fs';

async function main(): Promise<void> {
  // The timetable's JSON first: a slip of syntax named by line and column, before anything imports it.
  const { parseTimetableJson, TIMETABLE_FILE } = await import('../../lib/timetable/validate');
  parseTimetableJson(readFileSync(TIMETABLE_FILE, 'utf8'));
  await import('../../lib/words/copy');
  const { pageRegistryProblems } = await import('./page-registry-check');
  const pageProblems = pageRegistryProblems('app');
  if (pageProblems.length) throw new Error(`The page registry and app/ disagree:\n- ${pageProblems.join('\n- ')}`);
  const { missingPaths, specsOutsideProjects } = await import('./repository-check');
  const layoutProblems = [...specsOutsideProjects('.'), ...missingPaths('.')];
  if (layoutProblems.length)
    throw new Error(`The repository's layout and what its texts say of it disagree:\n- ${layoutProblems.join('\n- ')}`);
  await import('../../content/words/landing');
  // The notice templates the status desk fills (content/notice-templates.json).
  const { noticeTemplates } = await import('../../lib/status/templates');
  const { documentNames } = await import('../../lib/documents/legal');
  const { timetable } = await import('../../lib/timetable/model');
  const { buildStatus } = await import('../../lib/status/build-status');
  const { STATUS_FILE, statusAt } = await import('../../lib/status/status');
  const sailings = timetable.routes.reduce((count, route) => count + route.sailings.length, 0);
  const current = statusAt(buildStatus, Date.now());
  console.log(
    `Content check: the facts, the words of both languages, the documents (content/legal, ${documentNames.length} in each language), the timetable (${timetable.routes.length} routes, ${sailings} sailings), the notice templates (${noticeTemplates.length}) ` +
      `and the status (${process.env.STATUS_FILE || STATUS_FILE}: ${buildStatus.notices.length} notices, ${buildStatus.sailings.length} sailing changes) are valid.`,
  );
  const { writeStatusSchema } = await import('./write-status-schema');
  if (await writeStatusSchema())
    console.log(`  Wrote content/status.schema.json, the status's JSON Schema with this timetable's routes and sailings.`);
  for (const notice of buildStatus.notices.filter((entry) => !current.notices.includes(entry))) {
    console.log(`  Notice "${notice.id}" ended on ${notice.end} (Bangladesh time): no page shows it; delete it when you like.`);
  }
}

main().catch((error: unknown) => {
  console.error(
    `\n${error instanceof Error ? error.message : String(error)}\n\nNothing was built. Fix the lines above and run the command again.`,
  );
  process.exit(1);
});
