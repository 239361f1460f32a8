// The status file's JSON Schema, content/status.schema.json: made here, by `npm run check` (and so
// by every build), from the status's zod schemas and this timetable's route and sailing ids
// (lib/status/schema.ts), and not committed. content/status.json names it in `$schema`, so an
// editor explains each field as it is typed; a route or sailing an operator adds is in it after
// the next check, with nothing else to run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/** A schema as the file holds it: formatted as `npm run lint` wants it, so writing it leaves nothing to fix. */
export async function schemaText(file: string, schema: Record<string, unknown>): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(schema), { ...options, filepath: file });
}

/** Writes the status's schema when it is missing or differs; says whether it did. */
export async function writeStatusSchema(): Promise<boolean> {
  const { STATUS_SCHEMA_FILE, statusFileSchema } = await import('../../lib/status/schema');
  const text = await schemaText(STATUS_SCHEMA_FILE, statusFileSchema());
  if (existsSync(STATUS_SCHEMA_FILE) && readFileSync(STATUS_SCHEMA_FILE, 'utf8') === text) return false;
  writeFileSync(STATUS_SCHEMA_FILE, text);
  return true;
}
