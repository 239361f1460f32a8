import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main landmark and footer, the frame of every page. */
export function PageShell({ home = false, children }: { home?: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader home={home} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter home={home} />
    </>
  );
}
