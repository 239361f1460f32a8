// `npm run check` (and `npm run build`, first): loads the site's data and words the way the
// pages do, so every check in lib/ runs, and prints what is wrong in plain lines before Next's
// build would print it wrapped in its own messages. The checks themselves live beside the data:
// lib/timetable.ts, lib/notices.ts and lib/facts-check.ts (brand, constants, safety, dictionaries).
// It also says which notices have ended: they are on no page, and can be deleted.
//
//   npm run check
//   NOTICES_FILE=e2e/fixtures/notices.json npm run check

async function main(): Promise<void> {
  await import('../lib/copy');
  const { timetable } = await import('../lib/timetable');
  const { notices, currentNotices } = await import('../lib/notices');
  const sailings = timetable.routes.reduce((count, route) => count + route.sailings.length, 0);
  const current = new Set(currentNotices().map((notice) => notice.id));
  const ended = notices.filter((notice) => !current.has(notice.id));
  console.log(
    `Content check: the facts, the words of both languages, ` +
      `the timetable (${timetable.routes.length} routes, ${sailings} sailings) and ${notices.length} notices are valid.`,
  );
  for (const notice of ended) {
    console.log(`  Notice "${notice.id}" ended on ${notice.end} (Bangladesh time): no page shows it; delete it when you like.`);
  }
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n\nNothing was built. Fix the lines above and run the command again.`);
  process.exit(1);
});
