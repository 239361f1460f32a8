// Writes every sailing's calendar file into a built site:
//
//   npx tsx scripts/write-calendars.ts OUT_DIR
//
// OUT_DIR/calendar/<sailing id>.ics (English) and OUT_DIR/bn/calendar/<sailing id>.ics (Bangla),
// the files the timetable's "Add to calendar" links point to (lib/ics.ts makes them). Each file is
// written under a temporary name and renamed into place, so a server never sends half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calendarHref, sailingCalendar } from '../lib/ics';
import { locales } from '../lib/i18n';
import { timetable } from '../lib/timetable';

/** Writes the calendars under `outDir`; returns a one-line summary. */
export function writeCalendars(outDir: string): string {
  const sailings = timetable.routes.flatMap((route) => route.sailings);
  const folders = new Set<string>();
  for (const locale of locales) {
    for (const sailing of sailings) {
      const file = join(outDir, calendarHref(locale, sailing.id));
      const folder = dirname(file);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, sailingCalendar(locale, sailing));
      renameSync(temporary, file);
    }
  }
  const where = [...folders].join(' and ');
  return `Wrote ${sailings.length * locales.length} calendar files (${sailings.length} sailings in ${locales.length} languages) to ${where}.`;
}

if (process.argv[1] && /write-calendars\.ts$/.test(process.argv[1])) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: npx tsx scripts/write-calendars.ts OUT_DIR');
    process.exit(1);
  }
  console.log(writeCalendars(outDir));
}
