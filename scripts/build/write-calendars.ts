// Writes every sailing's calendar file into a built site (the build runs it through
// scripts/build/write-open-data.ts): OUT_DIR/calendar/<sailing id>.ics (English) and OUT_DIR/bn/calendar/<sailing id>.ics (Bangla),
// the files the timetable's "Add to calendar" links point to (lib/open-data/ics.ts makes them). Each file is
// made before any is written, then written under a temporary name and renamed into place, so a
// failure writes nothing and a server never sends half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calendarHref, sailingCalendar } from '../../lib/open-data/ics';
import { locales } from '../../lib/i18n/locales';
import { timetable } from '../../lib/timetable/model';

/** Writes the calendars under `outDir`; returns a one-line summary. */
export function writeCalendars(outDir: string): string {
  const sailings = timetable.routes.flatMap((route) => route.sailings);
  const calendars = locales.flatMap((locale) =>
    sailings.map((sailing) => ({ file: join(outDir, calendarHref(locale, sailing.id)), text: sailingCalendar(locale, sailing) })),
  );
  const folders = new Set(calendars.map(({ file }) => dirname(file)));
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  for (const { file, text } of calendars) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }
  const where = [...folders].join(' and ');
  return `Wrote ${sailings.length * locales.length} calendar files (${sailings.length} sailings in ${locales.length} languages) to ${where}.`;
}
