/**
 * The JSON Schema (draft 2020-12) of status.json, published at /status.schema.json for those who
 * read the live status (the open-data page links it). It says what lib/status/status.ts checks that a
 * schema can say: the shape, the formats, and the sailing and route ids of this timetable. The
 * rules across fields (a sailing runs on its date, `until` after `from`) stay in lib/status/status.ts.
 */
import { severities } from './notices';
import { sailingStatuses } from './status';
import { timetable } from '../timetable/model';
import { pageUrl } from '../seo/site-url';
import { clockPattern, dhakaTimePattern, idPattern } from '../i18n/patterns';

const dhakaTime = {
  type: 'string',
  pattern: dhakaTimePattern.source,
  description: 'Bangladesh time (UTC+6), "YYYY-MM-DD HH:MM".',
};

const translated = (what: string) => ({
  type: 'object',
  description: `The ${what} in English and in Bangla.`,
  properties: { en: { type: 'string', minLength: 1 }, bn: { type: 'string', minLength: 1, pattern: '[\\u0980-\\u09FF]' } },
  required: ['en', 'bn'],
  additionalProperties: false,
});

export function statusJsonSchema() {
  const sailingIds = timetable.routes.flatMap((route) => route.sailings.map((sailing) => sailing.id));
  const routeIds = timetable.routes.map((route) => route.id);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: pageUrl('/status.schema.json'),
    title: 'Live service status',
    description: 'What is in force now: the storm signal, notices and sailings that differ from the timetable (/gtfs.zip).',
    type: 'object',
    properties: {
      updated: { ...dhakaTime, description: 'When the counter last checked everything in this file, Bangladesh time.' },
      signal: {
        description: 'The storm signal up on our rivers, or null.',
        oneOf: [
          { type: 'null' },
          {
            type: 'object',
            properties: { number: { type: 'integer', minimum: 1, maximum: 4 }, from: dhakaTime, until: dhakaTime },
            required: ['number', 'from', 'until'],
            additionalProperties: false,
          },
        ],
      },
      notices: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: idPattern.source },
            severity: { enum: [...severities] },
            routes: { oneOf: [{ const: 'all' }, { type: 'array', items: { enum: routeIds }, minItems: 1 }] },
            start: dhakaTime,
            end: dhakaTime,
            title: translated('title'),
            text: translated('text'),
          },
          required: ['id', 'severity', 'routes', 'start', 'end', 'title', 'text'],
          additionalProperties: false,
        },
      },
      sailings: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            sailing: { enum: sailingIds, description: 'A trip_id of /gtfs.zip.' },
            date: {
              type: 'string',
              pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
              description: 'The Bangladesh date it leaves.',
            },
            status: { enum: [...sailingStatuses] },
            departs: {
              type: 'string',
              pattern: clockPattern.source,
              description: 'The new departure time of a delayed sailing.',
            },
            note: translated('note'),
          },
          required: ['sailing', 'date', 'status'],
          additionalProperties: false,
        },
      },
    },
    required: ['updated', 'signal', 'notices', 'sailings'],
    additionalProperties: false,
  };
}
