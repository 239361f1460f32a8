import { PageShell } from '@/components/PageShell';
import { legalPages } from '@/lib/site';
import type { Metadata } from 'next';

// The export writes this as out/404.html; hosts serve it for any unknown path. Next adds the
// noindex robots tag to not-found pages itself, so it is not repeated here.
export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for is not on this site.',
};

export default function NotFound() {
  return (
    <PageShell>
      <div className="container-page py-16 sm:py-24">
        <div className="mx-auto max-w-prose text-center">
          <p className="eyebrow">Error 404</p>
          <h1 className="section-title mt-3">
            This page has drifted off course
          </h1>
          <p className="lead mt-4">
            We could not find the page you asked for. It may have moved, or the address may be mistyped.
          </p>
          <a href="/" className="btn-primary mt-8 px-6 text-base">
            Go to the home page
          </a>
          <nav aria-label="Policies" className="mt-10 text-sm text-slate-700">
            <p>Looking for one of our policies?</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-4">
              {legalPages.map((page) => (
                <li key={page.href}>
                  <a href={page.href} className="text-link py-2">
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </PageShell>
  );
}
