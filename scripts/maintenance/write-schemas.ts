// Writes the JSON Schema an editor reads to describe and complete the fields of the timetable,
// content/timetable/timetable.schema.json, from timetableSchema (lib/timetable/schema.ts). Change a
// rule or a description there, then run this; a test (e2e/data/timetable.spec.ts) fails while the
// file and its rules differ. The status's schema, which holds the timetable's ids, is not kept:
// `npm run check` writes it (scripts/build/write-status-schema.ts).
//
//   npx tsx scripts/maintenance/write-schemas.ts
import { writeFileSync } from 'node:fs';
import { TIMETABLE_SCHEMA_FILE, timetableJsonSchema } from '../../lib/timetable/schema';
import { schemaText } from '../build/write-status-schema';

export const schemaFiles: [string, () => Record<string, unknown>][] = [[TIMETABLE_SCHEMA_FILE, timetableJsonSchema]];

async function main(): Promise<void> {
  for (const [file, schema] of schemaFiles) {
    writeFileSync(file, await schemaText(file, schema()));
    console.log(`Wrote ${file}.`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
