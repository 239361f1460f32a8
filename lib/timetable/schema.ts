/**
 * The shape of every field of content/timetable/timetable.json: a zod schema, which also gives the
 * JSON Schema that editors read (timetable.schema.json), and the types the rest of lib/timetable
 * uses. Kept apart from the rules across fields (validate.ts), which use the launches' rotations
 * (rotations.ts): both import their types from here, so neither imports the other's module.
 */
import { z } from 'zod';
import { clockPattern, idPattern } from '../i18n/patterns';

/** The file the operator edits, as the messages name it (relative to the repository). */
export const TIMETABLE_FILE = 'content/timetable/timetable.json';
/** Its JSON Schema, written from `timetableSchema` by scripts/maintenance/write-schemas.ts. */
export const TIMETABLE_SCHEMA_FILE = 'content/timetable/timetable.schema.json';

/** A trip (all its legs and stops) must take less than this; longer means times out of order. */
export const MAX_TRIP_HOURS = 24;
/** One leg or stop may not take this long or more: "05:00" after "06:00" is a mistake, not 23 h. */
export const MAX_LEG_HOURS = 12;

export const weekdayCodes = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/* ---------- Schema: the shape of every field, and what the editor says about it ---------- */

const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be text`) })
    .trim()
    .min(1, `${what} is empty`);

const nameSchema = (description: string) =>
  z
    .strictObject({
      en: text('English name'),
      bn: text('Bangla name').regex(/[\u0980-\u09FF]/, 'Bangla name must be written in Bangla'),
    })
    .meta({ description: `${description} In both languages, both required: { "en": "Barishal", "bn": "বরিশাল" }.` });

const idSchema = (description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'id is missing' : 'id must be text') })
    .regex(idPattern, 'id must be lowercase letters and digits with dashes, like "dhaka-barishal"')
    .meta({ description: `${description} Lowercase letters and digits with dashes.` });

const ref = (what: string, description: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be an id`) }).meta({ description });

/** The operator's own words about an entry; no page shows them. */
const noteSchema = z
  .string({ error: 'note must be text' })
  .optional()
  .meta({ description: 'Your own note about this entry (why a fare, a date, a launch): no page shows it.' });

const timeSchema = (description: string) =>
  z
    .string({ error: 'must be a time "HH:MM"' })
    .regex(clockPattern, 'must be a 24-hour time "HH:MM", like "20:30"')
    .meta({ description: `${description} Bangladesh time, 24-hour "HH:MM": "20:30" is 8:30 pm, "05:00" is 5 am.` });

const dateSchema = (what: string) =>
  z.iso.date({ error: (issue) => `${what} must be a real date "YYYY-MM-DD", not ${JSON.stringify(issue.input)}` });

const dateListSchema = (what: string, description: string) =>
  z
    .array(dateSchema(what))
    .optional()
    .meta({
      description: `${description} Bangladesh dates "YYYY-MM-DD" of the departure from the first stop, inside the season (validFrom to validUntil).`,
    });

const fareSchema = z.number({ error: 'fare must be a number of taka' }).int('fare must be whole taka').positive('fare must be more than 0');

const callSchema = z.strictObject({
  stop: ref('stop', 'The stop (an id from "stops").'),
  arrive: timeSchema('When the launch arrives; not at the first call.').optional(),
  depart: timeSchema('When the launch leaves; not at the last call.').optional(),
});

const sailingSchema = z.strictObject({
  id: idSchema('The sailing\'s id, unique in the timetable, like "dhk-bsl-2030": the live status and the open data name it.'),
  note: noteSchema,
  direction: z
    .enum(['outbound', 'return'], { error: 'direction must be "outbound" or "return"' })
    .meta({ description: '"outbound" calls at the route\'s stops in their order, "return" in reverse.' }),
  vessel: ref('vessel', 'The launch (an id from "vessels"); with alternatesWith, the one that takes its first night of the season.'),
  alternatesWith: ref(
    'vessel',
    'A second launch (an id from "vessels") that takes this sailing night about with "vessel": an overnight launch goes down one night and comes back up the next, so a daily sailing needs two. Counted over the nights the sailing runs.',
  ).optional(),
  // An empty list: the sailing runs only on its extraDates (an Eid special).
  days: z
    .union([z.literal('daily'), z.array(z.enum(weekdayCodes))], {
      error: (issue) =>
        `days must be 'daily' or a list of ${weekdayCodes.map((day) => `'${day}'`).join(', ')}, not ${JSON.stringify(issue.input)}`,
    })
    .meta({
      description:
        'The days it leaves its first stop: "daily", or a list such as ["sun", "tue", "thu"] (sun mon tue wed thu fri sat). A sailing on listed dates only: [] and its dates in extraDates.',
    }),
  /** Dates it also runs (Bangladesh dates of its first departure): Eid specials, extra launches. */
  extraDates: dateListSchema('a date in extraDates', 'Dates it also runs (Eid specials, extra launches).'),
  /** Dates it does not run although its days say so: Eid day. */
  notOn: dateListSchema('a date in notOn', 'Dates it does not run although its days say so (Eid day).'),
  /** A word shown beside it wherever it is listed, in both languages: "Eid special". */
  label: nameSchema('A word the pages show beside it, like "Eid special".').optional(),
  calls: z.array(callSchema).min(2, 'a sailing needs at least two calls: where it leaves and where it arrives').meta({
    description:
      'Where it calls, in order: the first with "depart" only, the last with "arrive" only, those between with both. An overnight trip carries on past midnight: "21:00" from Dhaka, then "05:30" at Barishal. Leave out a stop it passes without calling.',
  }),
  fares: z.record(z.string(), fareSchema, { error: 'fares must list a fare per class, like { deck: 450, single: 1200 }' }).meta({
    description:
      'Whole taka for the whole trip, one per class the launch has (see "vessels"): { "deck": 450, "single": 1200 }. Deck fares are regulated (BIWTA, since August 2022): Tk 3 per km for the first 100 km and Tk 2.60 per km after that; the other fares are ours.',
  }),
});

const routeSchema = z.strictObject({
  id: idSchema("The route's id, also its address on the page (/timetable#dhaka-barishal): keep it when the route changes."),
  stops: z.array(ref('stop', 'A stop (an id from "stops").')).min(2, 'a route needs at least two stops').meta({
    description: 'Its stops from one terminal to the other: an outbound sailing calls at them in this order, a return sailing in reverse.',
  }),
  note: noteSchema,
  distanceKm: z
    .number({ error: 'distanceKm must be a number' })
    .positive('distanceKm must be more than 0')
    .meta({ description: 'Its length by river, in km: the deck fare follows from it (see "fares").' }),
  sailings: z.array(sailingSchema).min(1, 'a route needs at least one sailing').meta({ description: 'Its sailings, both ways.' }),
  path: z
    .array(
      z
        .tuple([z.number({ error: 'a point of path must be [lat, lon]' }), z.number({ error: 'a point of path must be [lat, lon]' })], {
          error: 'a point of path must be [lat, lon]',
        })
        .meta({ description: 'A point on the river: [latitude, longitude].' }),
    )
    .min(2, 'path needs at least two points: the first stop and the last')
    .meta({
      description:
        "The way the launches go along the rivers, from the route's first stop to its last: [lat, lon] points, each stop's position among them in order (a few dozen points are plenty). The route map and the GTFS feed's shapes are drawn from it.",
    }),
});

export const timetableSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: "This file's JSON Schema, which gives your editor these notes: keep it." }),
    faresCheckedOn: z.iso
      .date({ error: 'faresCheckedOn must be a date "YYYY-MM-DD"' })
      .meta({ description: 'The day the fares were last checked against the counter\'s list, "YYYY-MM-DD". The page shows it.' }),
    validFrom: dateSchema('validFrom').meta({ description: 'The first day of the season this timetable holds, "YYYY-MM-DD".' }),
    validUntil: dateSchema('validUntil').meta({ description: 'The last day of the season, "YYYY-MM-DD".' }),
    turnaroundMinutes: z
      .number({ error: 'turnaroundMinutes must be a number of minutes' })
      .int('turnaroundMinutes must be whole minutes')
      .min(0, 'turnaroundMinutes must be 0 or more')
      .meta({
        description:
          'The least time a launch needs between arriving at a ghat and leaving it again (passengers off and on, cleaning, fuel). `npm run check` holds every launch to it.',
      }),
    stops: z
      .array(
        z.strictObject({
          id: idSchema('The stop\'s id, like "barishal".'),
          note: noteSchema,
          town: nameSchema('The town.'),
          terminal: nameSchema('The ghat or terminal.'),
          // Bangladesh lies between 20.5° and 26.7° north, 88° and 92.7° east: a swapped pair is caught.
          position: z
            .strictObject(
              {
                lat: z
                  .number({ error: 'lat must be a number' })
                  .min(20, 'lat must be between 20 and 27 (north, in Bangladesh); are lat and lon swapped?')
                  .max(27, 'lat must be between 20 and 27 (north, in Bangladesh); are lat and lon swapped?'),
                lon: z
                  .number({ error: 'lon must be a number' })
                  .min(88, 'lon must be between 88 and 93 (east, in Bangladesh); are lat and lon swapped?')
                  .max(93, 'lon must be between 88 and 93 (east, in Bangladesh); are lat and lon swapped?'),
              },
              { error: 'position must be { lat: …, lon: … }, the ghat on the map' },
            )
            .meta({ description: 'Where the ghat is (latitude, longitude), for the route map: { "lat": 22.7, "lon": 90.37 }.' }),
        }),
      )
      .meta({ description: 'Every town a launch calls at.' }),
    classes: z
      .array(z.strictObject({ id: idSchema('The class\'s id, like "deck".'), name: nameSchema('Its name.') }))
      .meta({ description: 'Classes of travel, cheapest first: the tables list fares in this order.' }),
    vessels: z
      .array(
        z.strictObject({
          id: idSchema('The launch\'s id, like "shapla".'),
          note: noteSchema,
          name: nameSchema('Its name.'),
          classes: z.array(ref('class', 'A class (an id from "classes").')).min(1).meta({ description: 'The classes this launch has.' }),
        }),
      )
      .meta({ description: 'Our launches and the classes each one has.' }),
    routes: z.array(routeSchema).min(1).meta({ description: 'The routes, each with its sailings.' }),
  })
  .meta({
    title: 'The timetable',
    description:
      'Every route, sailing and fare the site shows. `npm run check` checks it and names the route, the sailing and the field of any mistake. How to edit it: content/timetable/README.md.',
  });

export type Timetable = z.infer<typeof timetableSchema>;
export type Stop = Timetable['stops'][number];
export type TravelClass = Timetable['classes'][number];
export type Vessel = Timetable['vessels'][number];
export type Route = Timetable['routes'][number];
export type Sailing = Route['sailings'][number];
export type Call = Sailing['calls'][number];
export type Name = { en: string; bn: string };

/** The JSON Schema of the file, for editors (draft 7, which most of them read). */
export function timetableJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(timetableSchema, { target: 'draft-7', io: 'input' });
}
