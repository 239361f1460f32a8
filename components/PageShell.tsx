import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main landmark and footer, the frame of every page. */
export function PageShell({ home = false, headerActions, children }: { home?: boolean; headerActions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SiteHeader home={home} actions={headerActions} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter home={home} />
    </>
  );
}
