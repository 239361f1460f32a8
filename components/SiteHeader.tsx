import { brand } from '@/lib/site/brand';
import { headerLinks } from '@/lib/landing/sections';
import { dictionary } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';
import { LaunchMark } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteNav } from './SiteNav';

type SiteHeaderProps = {
  locale: Locale;
  /** The page's English route; none on the not-found page, which speaks both languages already. */
  path?: string;
  actions?: ReactNode;
};

/**
 * The sticky header. On the landing page its links scroll within the page and it carries the
 * account buttons (passed in as `actions`); elsewhere the same links lead back to the landing
 * page's sections. The account island is handed in by the landing page rather than imported
 * here, so the other pages do not ship its code: a client component imported by a shared server
 * component lands in every page's bundle even where it is never rendered.
 */
export function SiteHeader({ locale, path, actions }: SiteHeaderProps) {
  const home = path === '/';
  const text = dictionary(locale).chrome;
  return (
    <header className="site-header">
      {/*
       * The language switch sits in a slim strip above the bar: the bar keeps one row on the
       * narrowest phone, and once the page scrolls the strip slides away while the bar sticks.
       */}
      {path && (
        <div className="lang-bar">
          <LanguageSwitch locale={locale} path={path} />
        </div>
      )}
      <div className="site-header-bar">
        <a id="site-logo" href={home ? '#top' : localePath(locale, '/')} className="site-logo">
          <LaunchMark className="size-8 shrink-0" />
          <span>
            <span className="hidden sm:inline">{brand.name}</span>
            {/* The narrowest phones get the mark alone; its name is still read out. */}
            <span className="sr-only min-[400px]:not-sr-only sm:hidden">{brand.shortName}</span>
            {!home && <span className="sr-only"> {text.home}</span>}
          </span>
        </a>
        <SiteNav links={headerLinks(locale, home)} label={text.mainNav} menuLabel={text.menu} />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">{actions}</div>
      </div>
    </header>
  );
}
