// Writes the JSON Schemas an editor reads to describe and complete the fields of the files an
// operator edits, from the rules the build checks them with:
//   content/timetable/timetable.schema.json   from timetableSchema (lib/timetable/validate.ts)
//   content/status.schema.json                from the status's schemas (lib/status/schema.ts)
//   content/notice-templates.schema.json      from the notice templates' schema (lib/status/templates.ts)
// Change a rule or a description there (or a sailing id in the timetable), then run this. A test
// (e2e/data/timetable.spec.ts, e2e/data/status.spec.ts) fails while a file and its rules differ.
//
//   npx tsx scripts/maintenance/write-schemas.ts
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { STATUS_SCHEMA_FILE, statusFileSchema } from '../../lib/status/schema';
import { TEMPLATES_SCHEMA_FILE, templatesJsonSchema } from '../../lib/status/templates';
import { TIMETABLE_SCHEMA_FILE, timetableJsonSchema } from '../../lib/timetable/validate';

/** The schema as the file holds it: formatted as `npm run lint` wants it, so writing it leaves nothing to fix. */
export async function schemaText(file: string, schema: Record<string, unknown>): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(schema), { ...options, filepath: file });
}

export const schemaFiles: [string, () => Record<string, unknown>][] = [
  [TIMETABLE_SCHEMA_FILE, timetableJsonSchema],
  [STATUS_SCHEMA_FILE, statusFileSchema],
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
