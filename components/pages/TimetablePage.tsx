import { PageShell } from '@/components/PageShell';
import { TimetableContent } from '@/components/timetable/TimetableContent';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { timetableCopy } from '@/lib/timetable/copy';
import { TIMETABLE_PATH } from '@/lib/timetable/view';

export function timetableMetadata(locale: Locale) {
  const { title, description } = timetableCopy[locale].meta;
  return pageMetadata({ locale, title, description, path: TIMETABLE_PATH });
}

/** Times and fares of every route, both ways, with the trip finder. */
export function TimetablePage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path={TIMETABLE_PATH}>
      <TimetableContent locale={locale} />
    </PageShell>
  );
}
