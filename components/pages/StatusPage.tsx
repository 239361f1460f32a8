import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { Live } from '@/components/status/Live';
import { AlertsSection, AlertWords } from '@/components/status/Alerts';
import { AlertsScript } from '@/components/status/AlertsScript';
import { timetable } from '@/lib/timetable/model';
import { routeName } from '@/lib/timetable/view';
import { liveKeys } from '@/components/status/StatusParts';
import { pageLink } from '@/lib/landing/sections';
import { dictionary } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageWords } from '@/lib/words/page-words';
import { pages } from '@/lib/site/pages';

/**
 * The live status as a page: signal, changed sailings and notices, when it was updated, and the
 * feeds. The publisher (scripts/publish-status.ts) rewrites its live blocks from each new status,
 * so it is right without JavaScript; it also carries, hidden, the blocks other pages show (the
 * safety page's signal, the timetable's routes and rows), which LiveStatus copies from here.
 */
export function StatusPage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).status;
  const chrome = dictionary(locale).chrome;
  return (
    <PageShell locale={locale} path={pages.status.path}>
      <article className="legal status-page" aria-labelledby="status-title">
        <div>
          <div data-static="">
            <BackHome href={localePath(locale, '/')} label={chrome.backHome} className="print:hidden" />
            <header>
              <h1 id="status-title">{pageWords(locale, 'status').title}</h1>
              <p>{text.intro}</p>
            </header>
          </div>
          <div className="legal-body" data-static="">
            <Live name="status-page" locale={locale} />
            <AlertsSection locale={locale} routes={timetable.routes.map((route) => ({ id: route.id, name: routeName(locale, route) }))} />
            <section aria-labelledby="status-feeds" className="mt-8">
              <h2 id="status-feeds">{text.feedsHeading}</h2>
              <p>{text.feedsIntro}</p>
              <ul className="legal-links">
                <li>
                  <a href="/status.json">{text.feeds.json}</a>
                </li>
                <li>
                  <a href="/notices.atom" hrefLang="en" type="application/atom+xml">
                    {text.feeds.atom}
                  </a>
                </li>
                <li>
                  <a href="/bn/notices.atom" hrefLang="bn" type="application/atom+xml">
                    {text.feeds.atomBn}
                  </a>
                </li>
                <li>
                  <a href="/gtfs-rt/alerts.pb">{text.feeds.alerts}</a>
                </li>
              </ul>
              <ul className="legal-links">
                {[pageLink(locale, 'timetable'), pageLink(locale, 'safety')].map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          {/* What the other pages show, for LiveStatus to copy from the published page. */}
          <div hidden data-static="" data-live-fragments="">
            {liveKeys
              .filter((key) => key !== 'banner' && key !== 'status-page')
              .map((key) => (
                <Live key={key} name={key} locale={locale} />
              ))}
          </div>
        </div>
      </article>
      {/* A static block of its own: one inside the legal body's would not be one. */}
      <AlertWords locale={locale} />
      <AlertsScript />
    </PageShell>
  );
}
