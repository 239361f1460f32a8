import type { ReactNode } from 'react';
import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import { LiveStatus } from './status/LiveStatus';
import { StatusBanner } from './status/StatusBanner';
import { OfflineReading } from './OfflineReading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { pages } from '@/lib/site/pages';

type PageShellProps = {
  locale: Locale;
  /** The page's English route ('/', '/privacy_policy'): the language switch leads to its twin. */
  path: string;
  headerActions?: ReactNode;
  children: ReactNode;
};

/** The live status, header, main landmark and footer: the frame of every page. */
export function PageShell({ locale, path, headerActions, children }: PageShellProps) {
  const home = path === '/';
  const offline = dictionary(locale).offline;
  // The build's date in Bangladesh, set once by next.config.mjs: a copy the worker keeps is this
  // very HTML, so it was saved on this day.
  const buildDate = formatDate(locale, buildDateInDhaka());
  const savedOn = fillCopy(locale, path === pages.timetable.path ? offline.timetableSavedOn : offline.savedOn, { date: buildDate });
  return (
    <>
      <StatusBanner locale={locale} here={path === pages.status.path} />
      <SiteHeader locale={locale} path={path} actions={headerActions} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <OfflineReading notice={savedOn} />
        {children}
      </main>
      <SiteFooter locale={locale} home={home} />
      <LiveStatus statusPage={localePath(locale, pages.status.path)} />
    </>
  );
}

function buildDateInDhaka(): string {
  const date = process.env.BUILD_DATE;
  if (!date) throw new Error('BUILD_DATE is not set: next.config.mjs sets it for every build.');
  return date;
}
