// Writes content/timetable/timetable.schema.json, the JSON Schema an editor reads to describe and
// complete the fields of content/timetable/timetable.json, from the rules the build checks the data
// with (timetableSchema in lib/timetable/validate.ts): change a rule or a description there, then
// run this. A test (e2e/data/timetable.spec.ts) fails while the file and the rules differ.
//
//   npx tsx scripts/maintenance/write-timetable-schema.ts
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { TIMETABLE_SCHEMA_FILE, timetableJsonSchema } from '../../lib/timetable/validate';

async function main(): Promise<void> {
  // Formatted as `npm run lint` wants it, so that writing it leaves nothing to fix.
  const options = (await resolveConfig(TIMETABLE_SCHEMA_FILE)) ?? {};
  const text = await format(JSON.stringify(timetableJsonSchema()), { ...options, filepath: TIMETABLE_SCHEMA_FILE });
  writeFileSync(TIMETABLE_SCHEMA_FILE, text);
  console.log(`Wrote ${TIMETABLE_SCHEMA_FILE}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
