import { statusJsonSchema } from '@/lib/status/schema';

/* The JSON Schema of /status.json (lib/status/schema.ts), written to out/status.schema.json at build time. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(statusJsonSchema());
}
