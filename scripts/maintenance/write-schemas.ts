// Writes the JSON Schemas an editor reads to describe and complete the fields of the files an
// operator edits, from the rules the build checks them with:
//   content/timetable/timetable.schema.json   from timetableSchema (lib/timetable/schema.ts)
//   content/notice-templates.schema.json      from the notice templates' schema (lib/status/templates.ts)
// Change a rule or a description there, then run this; a test (e2e/data/timetable.spec.ts,
// e2e/data/notice-templates.spec.ts) fails while a file and its rules differ. The status's schema,
// which holds the timetable's ids, is not kept: `npm run check` writes it
// (scripts/build/write-status-schema.ts).
//
//   npx tsx scripts/maintenance/write-schemas.ts
import { writeFileSync } from 'node:fs';
import { TEMPLATES_SCHEMA_FILE, templatesJsonSchema } from '../../lib/status/templates';
import { TIMETABLE_SCHEMA_FILE, timetableJsonSchema } from '../../lib/timetable/schema';
import { schemaText } from '../build/write-status-schema';

export const schemaFiles: [string, () => Record<string, unknown>][] = [
  [TIMETABLE_SCHEMA_FILE, timetableJsonSchema],
  [TEMPLATES_SCHEMA_FILE, templatesJsonSchema],
];

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
