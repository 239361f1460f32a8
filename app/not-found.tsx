import { PageShell } from '@/components/PageShell';
import type { Metadata } from 'next';
import { notFound } from '@/lib/content';

// The export writes this as out/404.html; hosts serve it for any unknown path. Next adds the
// noindex robots tag to not-found pages itself, so it is not repeated here.
export const metadata: Metadata = {
  title: notFound.metaTitle,
  description: notFound.metaDescription,
};

export default function NotFound() {
  return (
    <PageShell>
      <div className="container-page py-16 sm:py-24">
        <div className="mx-auto max-w-prose text-center">
          <p className="eyebrow">{notFound.eyebrow}</p>
          <h1 className="section-title mt-3">{notFound.title}</h1>
          <p className="lead mt-4">{notFound.message}</p>
          <a href="/" className="btn-primary mt-8 px-6 text-base">
            {notFound.homeLink}
          </a>
        </div>
      </div>
    </PageShell>
  );
}
