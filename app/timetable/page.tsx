import { PageShell } from '@/components/PageShell';
import { TimetableContent } from '@/components/timetable/TimetableContent';
import { pageMetadata } from '@/lib/metadata';
import { timetableCopy } from '@/lib/timetable-copy';
import { TIMETABLE_PATH } from '@/lib/timetable-view';

/* Temporary English-only route for issue 13; the bilingual routes replace it. */
export const metadata = pageMetadata({ title: timetableCopy.en.meta.title, description: timetableCopy.en.meta.description, path: TIMETABLE_PATH });

export default function TimetablePage() {
  return (
    <PageShell>
      <TimetableContent locale="en" />
    </PageShell>
  );
}
