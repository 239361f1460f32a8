import type { Metadata, Viewport } from 'next';
import './globals.css';
import './bengali-font.css';
import { LiveStatus } from '@/components/status/LiveStatus';
import { StatusBanner } from '@/components/status/StatusBanner';
import { RootDocument } from '@/components/RootDocument';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { dictionary, fillCopy } from '@/lib/words/copy';
import { localePath, locales } from '@/lib/i18n/locales';
import { siteViewport } from '@/lib/seo/metadata';

/*
 * The one page every unknown address gets (out/404.html, status 404 from the host). A static host
 * serves the same file for /bn/... as for any other path, so it speaks both languages: English
 * first, the page's language, then Bangla in a block marked lang="bn". Next adds the noindex robots
 * tag to not-found pages itself.
 */
const en = dictionary('en').notFound;
const bn = dictionary('bn').notFound;

export const metadata: Metadata = {
  title: `${en.metaTitle} · ${bn.metaTitle}`,
  description: en.metaDescription,
};

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    // The document every English page has: its skip link, and the styles that show the menu's links without JavaScript.
    <RootDocument locale="en">
      <StatusBanner locale="en" />
      <SiteHeader locale="en" />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <div className="container-page py-16 sm:py-24">
          <div className="mx-auto grid max-w-4xl gap-12 text-center md:grid-cols-2">
            {locales.map((locale) => {
              const text = dictionary(locale).notFound;
              return (
                <section key={locale} lang={locale} aria-labelledby={`not-found-${locale}`}>
                  <p className="eyebrow">{fillCopy(locale, text.eyebrow)}</p>
                  {locale === 'en' ? (
                    <h1 id={`not-found-${locale}`} className="section-title mt-3">
                      {text.title}
                    </h1>
                  ) : (
                    <h2 id={`not-found-${locale}`} className="section-title mt-3">
                      {text.title}
                    </h2>
                  )}
                  <p className="lead mt-4">{text.message}</p>
                  <a href={localePath(locale, '/')} className="btn-primary mt-8 px-6 text-base">
                    {text.homeLink}
                  </a>
                </section>
              );
            })}
          </div>
        </div>
      </main>
      <SiteFooter locale="en" />
      <LiveStatus statusPage="/status" />
    </RootDocument>
  );
}
