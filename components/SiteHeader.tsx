import { brand } from '@/lib/brand';
import { sectionLinks } from '@/lib/content';
import type { ReactNode } from 'react';
import { LaunchMark } from './icons';
import { SiteNav } from './SiteNav';

/**
 * The sticky header. On the landing page its links scroll within the page and it carries the
 * account buttons (passed in as `actions`); elsewhere the same links lead back to the landing
 * page's sections. The account island is handed in by the landing page rather than imported
 * here, so the other pages do not ship its code: a client component imported by a shared server
 * component lands in every page's bundle even where it is never rendered.
 */
export function SiteHeader({ home = false, actions }: { home?: boolean; actions?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a
          id="site-logo"
          href={home ? '#top' : '/'}
          className="site-logo"
        >
          <LaunchMark className="size-8 shrink-0" />
          <span>
            <span className="hidden sm:inline">{brand.name}</span>
            {/* The narrowest phones get the mark alone; its name is still read out. */}
            <span className="sr-only min-[400px]:not-sr-only sm:hidden">{brand.shortName}</span>
            {!home && <span className="sr-only"> home</span>}
          </span>
        </a>
        <SiteNav links={sectionLinks(home)} />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">{actions}</div>
      </div>
    </header>
  );
}
