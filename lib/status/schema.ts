/**
 * The JSON Schema (draft 2020-12) of status.json, generated from the zod schemas the checks use
 * (lib/status/status.ts, lib/status/notices.ts), so the two cannot drift: published at
 * /status.schema.json for those who read the live status (the open-data page links it), and kept
 * as content/status.schema.json, which content/status.json names in `$schema` so an editor
 * explains each field as it is typed (`npm run check` writes it there from this module, so it
 * is never committed and never stale: scripts/build/write-status-schema.ts). Sailing and route ids are this timetable's. The rules across fields (a
 * sailing runs on its date, `until` after `from`) stay in lib/status/status.ts.
 */
import { z } from 'zod';
import { timetable } from '../timetable/model';
import { pageUrl } from '../seo/site-url';
import { noticeSchema } from './notices';
import { changeSchema, statusSchema } from './status';
import { movementSchema } from './movements';

/** Where the schema lies beside the status the build starts from. */
export const STATUS_SCHEMA_FILE = 'content/status.schema.json';

/** The status file's schema with this timetable's ids in it. */
function publishedSchema() {
  const sailingIds = timetable.routes.flatMap((route) => route.sailings.map((sailing) => sailing.id));
  const routeIds = timetable.routes.map((route) => route.id);
  const notice = noticeSchema.extend({
    routes: z
      .union([z.literal('all'), z.array(z.enum(routeIds as [string, ...string[]])).min(1)])
      .meta({ description: 'The routes it is about (ids from /gtfs.zip), or "all".' }),
  });
  const change = changeSchema.extend({
    sailing: z.enum(sailingIds as [string, ...string[]]).meta({ description: 'A trip_id of /gtfs.zip.' }),
  });
  // Movements (issue 57) name the same trip_ids.
  const movement = movementSchema.extend({ sailing: change.shape.sailing });
  return statusSchema.extend({ notices: z.array(notice), sailings: z.array(change), movements: z.array(movement).optional() }).meta({
    title: 'Live service status',
    description: 'What is in force now: the storm signal, notices and sailings that differ from the timetable (/gtfs.zip).',
  });
}

/** The schema as kept beside the status file (no address: it is the same wherever the site is). */
export function statusFileSchema(): Record<string, unknown> {
  return z.toJSONSchema(publishedSchema(), { target: 'draft-2020-12', io: 'input' });
}

/** The schema as the site publishes it, with its own address. */
export function statusJsonSchema(): Record<string, unknown> {
  return { ...statusFileSchema(), $id: pageUrl('/status.schema.json') };
}
