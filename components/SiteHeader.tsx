import { brand } from '@/lib/brand';
import { navSections } from '@/lib/content';
import { AccountModals } from './AccountModals';
import { LaunchMark } from './icons';
import { SiteNav } from './SiteNav';

/**
 * The sticky header. On the landing page its links scroll within the page and it carries the
 * account buttons; elsewhere the same links lead back to the landing page's sections.
 */
export function SiteHeader({ home = false }: { home?: boolean }) {
  const prefix = home ? '' : '/';
  const links = navSections.map((section) => ({ href: `${prefix}#${section.id}`, label: section.label }));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Wraps rather than overflowing when a visitor enlarges the text. */}
      <div className="container-page relative flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2">
        <a
          id="site-logo"
          href={home ? '#top' : '/'}
          className="-ml-1 flex items-center gap-2 rounded-lg p-1 text-lg font-bold text-slate-900"
        >
          <LaunchMark className="size-8 shrink-0" />
          <span>
            <span className="hidden sm:inline">{brand.name}</span>
            {/* The narrowest phones get the mark alone; its name is still read out. */}
            <span className="sr-only min-[360px]:not-sr-only sm:hidden">{brand.shortName}</span>
            {!home && <span className="sr-only"> home</span>}
          </span>
        </a>
        <SiteNav links={links} />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">{home && <AccountModals />}</div>
      </div>
    </header>
  );
}
