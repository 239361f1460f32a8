import { PageShell } from '@/components/PageShell';
import { TimetableContent } from '@/components/timetable/TimetableContent';
import type { Locale } from '@/lib/i18n/locales';
import { TIMETABLE_PATH } from '@/lib/timetable/view';

/** Times and fares of every route, both ways, with the trip finder. */
export function TimetablePage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path={TIMETABLE_PATH}>
      <TimetableContent locale={locale} />
    </PageShell>
  );
}
