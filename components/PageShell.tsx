import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { currentNotices } from '@/lib/notices';
import { NoticeBanner } from './notices/NoticeBanner';
import { NoticeClock } from './notices/NoticeClock';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

type PageShellProps = {
  locale: Locale;
  /** The page's English route ('/', '/privacy_policy'): the language switch leads to its twin. */
  path: string;
  headerActions?: ReactNode;
  children: ReactNode;
};

/** Service notices, header, main landmark and footer: the frame of every page. */
export function PageShell({ locale, path, headerActions, children }: PageShellProps) {
  const home = path === '/';
  return (
    <>
      <NoticeBanner locale={locale} />
      <SiteHeader locale={locale} path={path} actions={headerActions} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} home={home} />
      {/* One clock for every notice on the page; with none in force no script comes at all. */}
      {currentNotices().length > 0 && <NoticeClock />}
    </>
  );
}
