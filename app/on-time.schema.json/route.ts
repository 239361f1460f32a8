import { onTimeCsvSchema } from '@/lib/status/on-time';

/* The Table Schema of /on-time.csv (lib/status/on-time.ts), written to out/on-time.schema.json at build time. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(onTimeCsvSchema());
}
