import { expect, test } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { addDays } from '../../lib/i18n/format';
import { dhakaNow, validateStatus, type StatusFile } from '../../lib/status/status';
import type { MovementFile } from '../../lib/status/movements';
import {
  MIN_DAYS,
  ON_TIME_MINUTES,
  RECORD_DAYS,
  onTimeCsv,
  onTimeCsvFields,
  onTimeCsvSchema,
  onTimeFromHistory,
  onTimeShare,
} from '../../lib/status/on-time';
import { liveBlockEmpty, liveBlocks } from '../../components/status/StatusParts';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { formatNumber } from '../../lib/i18n/format';
import { runsOnDate, sailingTimes, timetable } from '../../lib/timetable/model';

/*
 * The on-time record (issue 57), from a history of publishes made with a test clock over the last
 * RECORD_DAYS days: a sailing tapped on most days, some late, some cancelled, one tap undone; a
 * second sailing tapped on too few days to say. Counted, written as /on-time.csv (checked against
 * its Table Schema) and shown beside the sailing in the timetable's live block.
 */
const sailings = timetable.routes.flatMap((route) => route.sailings).filter((sailing) => sailing.days === 'daily');
const [often, seldom] = sailings as [(typeof sailings)[number], (typeof sailings)[number]];
/** Noon, RECORD_DAYS + 10 days into the season: the whole window lies in it. */
const today = addDays(timetable.validFrom, RECORD_DAYS + 10);
const now = Date.parse(`${today}T12:00:00+06:00`);
const at = (date: string, minutes: number) => Date.parse(`${date}T00:00:00+06:00`) + minutes * 60_000;

type Day = { date: string; late: number | null; cancelled: boolean; undone: boolean };
/** What happened to `often` each day of the window (and one day before it, which must not count). */
const days: Day[] = Array.from({ length: RECORD_DAYS + 1 }, (_, index) => {
  const date = addDays(today, -(index + 1));
  return {
    date,
    late: index % 4 === 0 ? ON_TIME_MINUTES + 10 : index % 4 === 1 ? ON_TIME_MINUTES : 3,
    cancelled: index % 9 === 5,
    undone: index === 7,
  };
}).filter((day) => runsOnDate(often, day.date));

/** The history: each day a publish after the departure tap (a cancellation instead, or a tap then its undo). */
function history() {
  const publishes: { at: number; after_json: string }[] = [];
  let movements: MovementFile[] = [];
  for (const day of [...days].reverse()) {
    const depart = at(day.date, sailingTimes(often).depart);
    // `seldom`, tapped on the last days only: fewer than MIN_DAYS.
    if (day.date >= addDays(today, -(MIN_DAYS - 1))) {
      movements.push({ sailing: seldom.id, date: day.date, departed: dhakaNow(at(day.date, sailingTimes(seldom).depart)) });
    }
    const file = (extra: Partial<StatusFile>) =>
      JSON.stringify({ updated: dhakaNow(depart), signal: null, notices: [], sailings: [], movements: [...movements], ...extra });
    if (day.cancelled) {
      publishes.push({ at: depart, after_json: file({ sailings: [{ sailing: often.id, date: day.date, status: 'cancelled' }] }) });
      continue;
    }
    const movement = { sailing: often.id, date: day.date, departed: dhakaNow(depart + day.late! * 60_000) };
    if (day.undone) {
      publishes.push({ at: depart + 60_000, after_json: file({ movements: [...movements, movement] }) });
      publishes.push({ at: depart + 120_000, after_json: file({}) });
      continue;
    }
    movements.push(movement);
    // The live file keeps the last days only (desk/ghat.tsx): older taps leave it, and still count.
    movements = movements.filter((entry) => entry.date >= addDays(day.date, -3));
    publishes.push({ at: depart + 60_000, after_json: file({}) });
  }
  return publishes;
}

const window = days.filter((day) => day.date >= addDays(today, -RECORD_DAYS));
const expected = {
  days: window.filter((day) => !day.cancelled && !day.undone).length,
  onTime: window.filter((day) => !day.cancelled && !day.undone && day.late! <= ON_TIME_MINUTES).length,
  cancelled: window.filter((day) => day.cancelled).length,
};

test('the record counts the last days from the history: on time within the minutes, cancelled apart, an undone tap not at all', () => {
  const record = onTimeFromHistory(history(), now);
  expect(record.until).toBe(addDays(today, -1));
  expect(record.from).toBe(addDays(today, -RECORD_DAYS));
  expect(record.sailings.find((row) => row.sailing === often.id)).toEqual({ sailing: often.id, ...expected });
  const few = record.sailings.find((row) => row.sailing === seldom.id)!;
  expect(few.days).toBe(MIN_DAYS - 1);
  expect(onTimeShare(few)).toBeNull();
  expect(record.sailings.map((row) => row.sailing)).toEqual(
    timetable.routes.flatMap((route) => route.sailings.map((sailing) => sailing.id)),
  );
});

test('/on-time.csv: one row per sailing, every value as its Table Schema says; "not enough days" is an empty share', () => {
  const record = onTimeFromHistory(history(), now);
  const [header, ...rows] = onTimeCsv(record, now).trimEnd().split('\r\n');
  const schema = onTimeCsvSchema() as { fields: typeof onTimeCsvFields; primaryKey: string[] };
  expect(header!.split(',')).toEqual(schema.fields.map((field) => field.name));
  const keys = new Set<string>();
  for (const row of rows) {
    const cells = row.split(',');
    expect(cells).toHaveLength(schema.fields.length);
    schema.fields.forEach((field, index) => {
      const cell = cells[index]!;
      const constraints = field.constraints as { required?: boolean; pattern?: string; minimum?: number; maximum?: number };
      if (cell === '') {
        expect(constraints.required, `${field.name} is required`).not.toBe(true);
        return;
      }
      if (field.type === 'integer') expect(cell, field.name).toMatch(/^\d+$/);
      if (field.type === 'number') expect(Number.isFinite(Number(cell)), field.name).toBe(true);
      if (field.type === 'date') expect(cell, field.name).toMatch(/^\d{4}-\d\d-\d\d$/);
      if (constraints.pattern) expect(cell, field.name).toMatch(new RegExp(constraints.pattern));
      if (constraints.minimum !== undefined) expect(Number(cell)).toBeGreaterThanOrEqual(constraints.minimum);
      if (constraints.maximum !== undefined) expect(Number(cell)).toBeLessThanOrEqual(constraints.maximum);
    });
    expect(keys.has(cells[0]!), 'trip_id is the primary key').toBe(false);
    keys.add(cells[0]!);
  }
  const line = (id: string) => rows.find((row) => row.startsWith(`${id},`))!.split(',');
  expect(line(often.id).slice(5)).toEqual(
    [expected.days, expected.onTime, expected.cancelled, (expected.onTime / expected.days).toFixed(3)].map(String),
  );
  expect(line(seldom.id).at(-1)).toBe('');
  // Without a record (a build: no desk, no history), every sailing is there with nothing counted.
  expect(onTimeCsv(undefined, now).trimEnd().split('\r\n')).toHaveLength(rows.length + 1);
});

test('the timetable shows the record beside each sailing, in both languages; without one it shows nothing', () => {
  const record = onTimeFromHistory(history(), now);
  const file: StatusFile = { updated: dhakaNow(now), signal: null, notices: [], sailings: [], movements: [], onTime: record };
  const status = validateStatus(file, 'status.json', now);
  for (const locale of ['en', 'bn'] as const) {
    const t = dictionary(locale).progress;
    const html = (id: string) => renderToStaticMarkup(createElement(Fragment, null, liveBlocks({ locale, status, now })[`sailing-${id}`]));
    expect(html(often.id)).toContain(
      fillCopy(locale, t.onTime, { onTime: formatNumber(locale, expected.onTime), days: formatNumber(locale, expected.days) }),
    );
    expect(html(seldom.id)).toContain(t.notEnoughDays);
    expect(liveBlockEmpty(`sailing-${often.id}`, { locale, status, now })).toBe(false);
  }
  const without = validateStatus({ ...file, onTime: undefined, movements: undefined }, 'status.json', now);
  expect(liveBlockEmpty(`sailing-${often.id}`, { locale: 'en', status: without, now })).toBe(true);
});
