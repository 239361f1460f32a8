/**
 * Service notices: the schema of one notice and its checks. Notices are part of the live status
 * (content/status.json, checked by lib/status/status.ts), which the operator publishes without a build.
 */
import { z } from 'zod';
import { formatDate, formatTime } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { dhakaTimePattern, idPattern } from '../i18n/patterns';
import { MAX_NOTICE_TEXT_LENGTH, MAX_TITLE_LENGTH, textProblems } from './text-rules';

export const severities = ['information', 'disruption', 'suspended'] as const;

/**
 * The start of the id of a notice that explains the storm signal (the status desk makes it from the
 * signal's template, content/notice-templates.json): it may not end before the signal does.
 */
export const SIGNAL_NOTICE_PREFIX = 'signal-';
export type Severity = (typeof severities)[number];

/** "2026-11-31" has the right shape, but Date would quietly read it as 1 December. */
const onCalendar = (value: string) =>
  !dhakaTimePattern.test(value) || new Date(`${value.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(value.slice(0, 10));

/**
 * The years a status can be about: a year typed wrong (0000, 2206) would otherwise keep an entry
 * shown for ever, or never. The check against the timetable's season is in lib/status/status.ts.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;
const plausibleYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return !dhakaTimePattern.test(value) || (year >= FIRST_YEAR && year <= LAST_YEAR);
};

export const dhakaTime = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a date and time "YYYY-MM-DD HH:MM"') })
  .regex(dhakaTimePattern, 'must be a date and time "YYYY-MM-DD HH:MM" in Bangladesh time')
  .refine(onCalendar, { error: (issue) => `${String(issue.input).slice(0, 10)} is not a date on the calendar` })
  .refine(plausibleYear, { error: (issue) => `the year ${String(issue.input).slice(0, 4)} is wrong (check the date)` })
  .meta({ description: 'Bangladesh time (UTC+6), "YYYY-MM-DD HH:MM".' });

/**
 * A text in both languages, each held to the text rules (lib/status/text-rules.ts): no control,
 * direction or broken characters, not only invisible ones, at most `max` characters, and the
 * Bangla mostly in Bangla letters.
 */
export const translated = (what: string, max: number) =>
  z.strictObject(
    {
      en: z
        .string({ error: (issue) => (issue.input === undefined ? `the English ${what} is missing` : `the English ${what} must be text`) })
        .superRefine((value, context) => {
          for (const problem of textProblems(value, { max }))
            context.addIssue({ code: 'custom', message: `the English ${what} ${problem}` });
        })
        .transform((value) => value.trim())
        .meta({ description: `The ${what} in English, at most ${max} characters.`, maxLength: max }),
      bn: z
        .string({
          error: (issue) =>
            issue.input === undefined ? `the Bangla ${what} is missing (missing translation)` : `the Bangla ${what} must be text`,
        })
        .superRefine((value, context) => {
          for (const problem of textProblems(value, { max, bangla: true })) {
            context.addIssue({ code: 'custom', message: `the Bangla ${what} ${problem}` });
          }
        })
        .transform((value) => value.trim())
        .meta({ description: `The ${what} in Bangla, at most ${max} characters.`, maxLength: max }),
    },
    { error: (issue) => strictObjectError(issue, `the ${what} must be { "en": "...", "bn": "..." }`) },
  );

/**
 * The message for a problem with an object as a whole: an unknown key is named (a typo such as
 * "untill" is the usual cause), anything else gets `otherwise`.
 */
export function strictObjectError(issue: { code?: string; keys?: readonly PropertyKey[] }, otherwise: string): string {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    const keys = issue.keys.map((key) => `"${String(key)}"`).join(', ');
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${keys}: delete ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling`;
  }
  return otherwise;
}

export const noticeSchema = z.strictObject(
  {
    id: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'id is missing'
            : `id must be text in double quotes, like "ferry-works", not ${JSON.stringify(issue.input)}`,
      })
      .regex(idPattern, 'id must be lowercase letters and digits with dashes'),
    severity: z.enum(severities, { error: `severity must be one of ${severities.map((s) => `'${s}'`).join(', ')}` }),
    routes: z.union(
      [
        z.literal('all'),
        z.array(z.string({ error: 'each route must be a route id' })).min(1, "routes must name at least one route, or be 'all'"),
      ],
      { error: "routes must be 'all' or a list of route ids, like ['dhaka-barishal']" },
    ),
    start: dhakaTime,
    end: dhakaTime,
    title: translated('title', MAX_TITLE_LENGTH),
    text: translated('text', MAX_NOTICE_TEXT_LENGTH),
  },
  { error: (issue) => strictObjectError(issue, 'each notice must be { "id", "severity", "routes", "start", "end", "title", "text" }') },
);

/** A notice as the pages read it: `routes: 'all'` is written out as every route, and flagged. */
export type Notice = Omit<z.infer<typeof noticeSchema>, 'routes'> & {
  routes: string[];
  allRoutes: boolean;
  startsAt: number;
  endsAt: number;
};

/** "2026-12-01 06:00" in Bangladesh time (UTC+6, no daylight saving) as epoch milliseconds. */
export function dhakaMillis(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}:00+06:00`);
}

/**
 * Checks notices against the schema and the timetable's routes. Adds each problem to `problems`,
 * naming the file, the notice and the field; returns the notices that passed.
 */
export function checkNotices(input: unknown, routeIds: readonly string[], file: string, problems: string[]): Notice[] {
  if (!Array.isArray(input)) {
    problems.push(`${file}: notices: must be a list ([ ... ])`);
    return [];
  }
  const notices: Notice[] = [];
  const seen = new Set<string>();
  input.forEach((entry, index) => {
    const label =
      typeof entry === 'object' && entry && typeof (entry as { id?: unknown }).id === 'string'
        ? `notice "${(entry as { id: string }).id}"`
        : `notice ${index + 1}`;
    const parsed = noticeSchema.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        problems.push(`${file}: ${label}${field ? `, ${field}` : ''}: ${issue.message}`);
      }
      return;
    }
    const notice = parsed.data;
    if (seen.has(notice.id)) problems.push(`${file}: ${label}: id is used by another notice (duplicate id)`);
    seen.add(notice.id);
    const allRoutes = notice.routes === 'all';
    const routes = notice.routes === 'all' ? [...routeIds] : notice.routes;
    routes.forEach((route, at) => {
      if (!routeIds.includes(route)) {
        problems.push(
          `${file}: ${label}, routes.${at}: unknown route "${route}" (routes are ${routeIds.map((id) => `"${id}"`).join(', ')})`,
        );
      }
    });
    const startsAt = dhakaMillis(notice.start);
    const endsAt = dhakaMillis(notice.end);
    if (endsAt <= startsAt) problems.push(`${file}: ${label}, end: ${notice.end} is not after the start ${notice.start}`);
    notices.push({ ...notice, routes, allRoutes, startsAt, endsAt });
  });
  return notices.sort((a, b) => a.startsAt - b.startsAt);
}

/** A notice's start or end as passengers read it: "1 December 2026, 6:00 am". */
export function formatDhakaTime(locale: Locale, value: string): string {
  const [date, time] = value.split(' ') as [string, string];
  return `${formatDate(locale, date)}, ${formatTime(locale, time)}`;
}
