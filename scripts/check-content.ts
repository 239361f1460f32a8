// `npm run check` (and `npm run build`, first): loads the site's data and words the way the
// pages do, so every check in lib/ runs, and prints what is wrong in plain lines before Next's
// build would print it wrapped in its own messages. The checks themselves live beside the data:
// lib/timetable.ts, lib/status.ts (the live status the build starts from, content/status.json) and
// lib/facts-check.ts (brand, constants, safety, dictionaries), lib/landing-content.ts (the landing's
// reviews, team and statistics). It also says which entries of the
// status are over: they are on no page, and can be deleted.
//
//   npm run check
//   STATUS_FILE=e2e/fixtures/status.json npm run check

async function main(): Promise<void> {
  await import('../lib/copy');
  await import('../lib/landing-content');
  const { timetable } = await import('../lib/timetable');
  const { buildStatus } = await import('../lib/build-status');
  const { STATUS_FILE, statusAt } = await import('../lib/status');
  const sailings = timetable.routes.reduce((count, route) => count + route.sailings.length, 0);
  const current = statusAt(buildStatus, Date.now());
  console.log(
    `Content check: the facts, the words of both languages, the timetable (${timetable.routes.length} routes, ${sailings} sailings) ` +
      `and the status (${process.env.STATUS_FILE || STATUS_FILE}: ${buildStatus.notices.length} notices, ${buildStatus.sailings.length} sailing changes) are valid.`,
  );
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
