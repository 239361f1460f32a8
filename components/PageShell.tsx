import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/*
 * Every page but the landing page shows the same header and footer, and the root layout also
 * carries the not-found page (with the same frame) in each page's script payload. One element
 * object for each lets React send the frame once per page and refer back to it the second time.
 */
const pageHeader = <SiteHeader />;
const pageFooter = <SiteFooter />;

/** Header, main landmark and footer, the frame of every page. */
export function PageShell({ home = false, headerActions, children }: { home?: boolean; headerActions?: ReactNode; children: ReactNode }) {
  return (
    <>
      {home ? <SiteHeader home actions={headerActions} /> : pageHeader}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {home ? <SiteFooter home /> : pageFooter}
    </>
  );
}
