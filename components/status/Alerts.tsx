import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatList } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';

/**
 * Push alerts per route (issue 44), the markup. Everything is in the HTML, hidden: AlertsScript
 * shows it only where the browser has Web Push and the site's push.json names a status desk that
 * takes subscriptions, so a static host without the desk, a browser without push and a page
 * without JavaScript show nothing and change nothing. Every word is here, in the page's language;
 * the script only switches what is hidden.
 */

/** One route's control: "Alert me about Dhaka – Barishal", or "Alerts on for Dhaka – Barishal. Turn off". */
export function AlertControl({ locale, route, name }: { locale: Locale; route: string; name: string }) {
  const words = dictionary(locale).alerts;
  return (
    <div className="alert-control mb-4 print:hidden" data-alert-route={route} data-alert-name={name} hidden>
      <button type="button" className="btn-ghost" data-alert-follow="">
        {fillCopy(locale, words.follow, { route: name })}
      </button>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-river-800" data-alert-on="" hidden>
        <span>{fillCopy(locale, words.on, { route: name })}</span>{' '}
        <button type="button" className="btn-ghost" data-alert-off="" aria-label={fillCopy(locale, words.offLabel, { route: name })}>
          {words.off}
        </button>
      </p>
      <p className="text-sm text-slate-700" role="status" data-alert-message=""></p>
    </div>
  );
}

/**
 * The words the script says in the page's language: waiting, blocked, failed, and the sentence
 * around the list of routes followed (split there, so no placeholder is left in the page) and the
 * list's joints. A
 * static block: the words travel once, in the HTML, not again in the hydration payload.
 */
export function AlertWords({ locale }: { locale: Locale }) {
  const words = dictionary(locale).alerts;
  const [before, after] = fillCopy(locale, words.following, { routes: '\u0000' }).split('\u0000');
  // The list's joints as the site's formatter writes them (", " and " ও "), not the browser's Intl (এবং).
  const and = formatList(locale, ['\u0001', '\u0002']).slice(1, -1);
  const comma = formatList(locale, ['\u0001', '\u0002', '\u0003']).split('\u0002')[0]!.slice(1);
  const said = { working: words.working, blocked: words.blocked, failed: words.failed, before, after, and, comma };
  return (
    <div hidden data-static="" data-alert-words={locale}>
      {Object.entries(said).map(([name, text]) => (
        <span key={name} data-word={name}>
          {text}
        </span>
      ))}
    </div>
  );
}

/** The status page's section: every route's control, what this phone follows, and what is kept. */
export function AlertsSection({ locale, routes }: { locale: Locale; routes: { id: string; name: string }[] }) {
  const words = dictionary(locale).alerts;
  return (
    <section aria-labelledby="alerts-title" className="mt-8" data-alerts="" hidden>
      <h2 id="alerts-title">{words.heading}</h2>
      <p>{words.intro}</p>
      <ul className="mt-4">
        {routes.map((route) => (
          <li key={route.id}>
            <AlertControl locale={locale} route={route.id} name={route.name} />
          </li>
        ))}
      </ul>
      {/*
       * "When it leaves and arrives" (issue 57): one choice for the whole subscription, off until
       * ticked, sent with it to the desk (./alert-controls.ts). Ticked before any route is on, it
       * goes with the first.
       */}
      <p className="mt-4">
        <label className="inline-flex items-start gap-2">
          <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" data-alert-movements="" aria-describedby="alert-movements-hint" />
          <span>{words.movements}</span>
        </label>
      </p>
      <p id="alert-movements-hint" className="mb-2 text-sm text-slate-700">
        {words.movementsHint}
      </p>
      <p className="text-sm text-slate-700" role="status" data-alert-movements-message=""></p>
      <p data-alert-following="" hidden></p>
      <p>
        <a href={`${localePath(locale, pages.privacy.path)}#alerts`}>{words.privacy}</a>
      </p>
    </section>
  );
}
