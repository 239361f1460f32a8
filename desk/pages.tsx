/**
 * The desk's pages, rendered on the server with React (renderToStaticMarkup): plain HTML forms,
 * phone first, with no script at all, so they work from the first paint on any phone and their
 * Content-Security-Policy allows no code. Every value typed is rendered as text by React.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../lib/i18n/locales';
import { formatDate, formatNumber, formatTime } from '../lib/i18n/format';
import { MAX_NOTE_LENGTH, MAX_NOTICE_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../lib/status/text-rules';
import { timetable, localName, sailingEnds, type Route } from '../lib/timetable/model';
import { dhakaNow, type StatusFile } from '../lib/status/status';
import { departures, sayTime, untilChoices, type Departure } from './form';
import { deskWords, fill, ghatWords, problemWords, type DeskWords } from './words';

/** A route as the timetable names it: its two ends. */
const routeName = (route: Route, locale: Locale) => {
  const { from, to } = sailingEnds(route, 'outbound');
  return `${localName(from.town, locale)} – ${localName(to.town, locale)}`;
};

export type PageContext = { locale: Locale; csrf?: string; signedIn?: string };

/** A whole page: doctype, head, the desk's bar, the content. */
export function page(context: PageContext, title: string, body: ReactNode, options: { siteCss?: boolean } = {}): string {
  const t = deskWords[context.locale];
  const html = renderToStaticMarkup(
    <html lang={context.locale === 'bn' ? 'bn' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${t.title}`}</title>
        {options.siteCss && <link rel="stylesheet" href="/desk/site.css" />}
        <link rel="stylesheet" href="/desk/desk.css" />
      </head>
      <body>
        <header className="desk-bar">
          <strong>{t.title}</strong>
          {context.signedIn && (
            <nav aria-label={t.title}>
              <a href="/desk/">{t.form}</a> <a href="/desk/ghat">{ghatWords[context.locale].nav}</a> <a href="/desk/history">{t.history}</a>{' '}
              <a href={`/desk/language?to=${context.locale === 'en' ? 'bn' : 'en'}`} lang={context.locale === 'en' ? 'bn' : 'en'}>
                {t.language}
              </a>
              <form method="post" action="/desk/sign-out" className="inline">
                <input type="hidden" name="csrf" value={context.csrf} />
                <button type="submit">{t.signOut}</button>
              </form>
            </nav>
          )}
        </header>
        <main>{body}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

export function signInPage(context: PageContext, message?: string): string {
  const t = deskWords[context.locale];
  return page(
    context,
    t.signIn,
    <>
      <h1>{t.signIn}</h1>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action="/desk/sign-in">
        <label>
          {t.name}
          <input name="name" autoComplete="username" required maxLength={40} autoCapitalize="none" />
        </label>
        <label>
          {t.password}
          <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
        </label>
        <button type="submit" className="primary">
          {t.signIn}
        </button>
      </form>
    </>,
  );
}

export function invitePage(context: PageContext, name: string, token: string, message?: string): string {
  const t = deskWords[context.locale];
  return page(
    context,
    t.inviteTitle,
    <>
      <h1>{t.inviteTitle}</h1>
      <p>{t.inviteIntro}</p>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action={`/desk/invite/${encodeURIComponent(token)}`}>
        <label>
          {t.name}
          <input name="name" autoComplete="username" value={name} readOnly />
        </label>
        <label>
          {t.newPassword}
          <input name="password" type="password" autoComplete="new-password" required minLength={10} maxLength={200} />
        </label>
        <button type="submit" className="primary">
          {t.setPassword}
        </button>
      </form>
    </>,
  );
}

export function messagePage(context: PageContext, title: string, text: string, link?: [string, string]): string {
  return page(
    context,
    title,
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      {link && <a href={link[0]}>{link[1]}</a>}
    </>,
  );
}

type StatusValue = StatusFile;

/** Problems by where they belong: a departure's key, a notice's id, 'signal', or '' for the rest. */
export type Problems = Map<string, string[]>;

function ProblemList({ locale, items }: { locale: Locale; items?: string[] }) {
  if (!items?.length) return null;
  return (
    <ul className="problem" role="alert">
      {items.map((item, index) => (
        <li key={index}>{problemWords(locale, item)}</li>
      ))}
    </ul>
  );
}

function Radio({ name, value, checked, label }: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className="choice">
      <input type="radio" name={name} value={value} defaultChecked={checked} /> {label}
    </label>
  );
}

function DepartureFields({
  departure,
  change,
  t,
  problems,
  locale,
}: {
  departure: Departure;
  change?: StatusValue['sailings'][number];
  t: DeskWords;
  problems: Problems;
  locale: Locale;
}) {
  const name = `s.${departure.key}`;
  const status = change?.status ?? 'on-time';
  return (
    <fieldset className={`departure status-${status}`}>
      <legend>
        {formatTime(locale, departure.time)} {departure.from} → {departure.to}, {departure.vessel}
      </legend>
      <ProblemList locale={locale} items={problems.get(departure.key)} />
      <div className="choices">
        <Radio name={name} value="on-time" checked={status === 'on-time'} label={t.onTime} />
        <Radio name={name} value="cancelled" checked={status === 'cancelled'} label={t.cancelled} />
        <Radio name={name} value="delayed" checked={status === 'delayed'} label={t.delayed} />
      </div>
      <details open={Boolean(change?.note || change?.departs)}>
        <summary>{t.details}</summary>
        <label>
          {t.newTime} ({t.delayed})
          <input type="time" name={`${name}.departs`} defaultValue={change?.departs} />
        </label>
        <label>
          {t.noteEn}
          <input name={`${name}.en`} lang="en" maxLength={MAX_NOTE_LENGTH} defaultValue={change?.note?.en} />
        </label>
        <label>
          {t.noteBn}
          <input name={`${name}.bn`} lang="bn" maxLength={MAX_NOTE_LENGTH} defaultValue={change?.note?.bn} />
        </label>
      </details>
    </fieldset>
  );
}

/** A notice's title and text in both languages: to edit one in force (prefilled), or a new one. */
function NoticeTexts({ t, prefix, notice }: { t: DeskWords; prefix: string; notice?: StatusValue['notices'][number] }) {
  const fields = [
    ['title', 'en', t.titleEn, MAX_TITLE_LENGTH],
    ['title', 'bn', t.titleBn, MAX_TITLE_LENGTH],
    ['text', 'en', t.textEn, MAX_NOTICE_TEXT_LENGTH],
    ['text', 'bn', t.textBn, MAX_NOTICE_TEXT_LENGTH],
  ] as const;
  return (
    <>
      {fields.map(([part, language, label, max]) => {
        const props = { name: `${prefix}${part}_${language}`, lang: language, maxLength: max, defaultValue: notice?.[part][language] };
        return (
          <label key={props.name}>
            {label}
            {part === 'title' ? <input {...props} /> : <textarea {...props} />}
          </label>
        );
      })}
    </>
  );
}

/** The form, prefilled with `status` (the status in force, or the one just refused). */
export function formPage(
  context: PageContext,
  status: StatusValue,
  options: { tag: string; now: number; problems?: Problems; stale: boolean; notice?: string },
): string {
  const { locale } = context;
  const t = deskWords[locale];
  const problems = options.problems ?? new Map();
  const choices = untilChoices(options.now);
  const signal = status.signal;
  const until = signal ? (Object.entries(choices).find(([, value]) => value === signal.until)?.[0] ?? 'custom') : 'morning';
  const changeOf = (departure: Departure) =>
    status.sailings.find((change) => change.sailing === departure.sailing && change.date === departure.date);
  const list = departures(locale, options.now);
  const day = (which: Departure['day'], title: string) => (
    <section>
      <h3>
        {title}, {formatDate(locale, list.find((departure) => departure.day === which)?.date ?? '')}
      </h3>
      {list
        .filter((departure) => departure.day === which)
        .map((departure) => (
          <DepartureFields
            key={departure.key}
            departure={departure}
            change={changeOf(departure)}
            t={t}
            problems={problems}
            locale={locale}
          />
        ))}
    </section>
  );
  return page(
    context,
    t.form,
    <>
      {options.notice && (
        <p role="status" className="done">
          {options.notice}
        </p>
      )}
      <p className={options.stale ? 'problem' : undefined}>
        {fill(t.updated, { time: `${formatDate(locale, status.updated.slice(0, 10))}, ${formatTime(locale, status.updated.slice(11))}` })}
        {options.stale && ` ${t.stale}`}
      </p>
      <form method="post" action="/desk/unchanged" className="unchanged">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        <button type="submit">{t.unchanged}</button>
        <span className="help">{t.unchangedHelp}</span>
      </form>
      <form method="post" action="/desk/preview">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        <ProblemList locale={locale} items={problems.get('')} />
        <fieldset>
          <legend>
            <h2>{t.signal}</h2>
          </legend>
          <ProblemList locale={locale} items={problems.get('signal')} />
          <div className="choices">
            <Radio name="signal" value="none" checked={!signal} label={t.noSignal} />
            {[1, 2, 3, 4].map((number) => (
              <Radio
                key={number}
                name="signal"
                value={String(number)}
                checked={signal?.number === number}
                label={fill(t.signalNumber, { number: formatNumber(locale, number) })}
              />
            ))}
          </div>
          <fieldset>
            <legend>{t.until}</legend>
            <div className="choices">
              <Radio
                name="signal_until"
                value="6h"
                checked={until === '6h'}
                label={fill(t.plus6, { time: sayTime(locale, choices['6h']) })}
              />
              <Radio
                name="signal_until"
                value="12h"
                checked={until === '12h'}
                label={fill(t.plus12, { time: sayTime(locale, choices['12h']) })}
              />
              <Radio name="signal_until" value="morning" checked={until === 'morning'} label={t.morning} />
              <label className="choice">
                <input type="radio" name="signal_until" value="custom" defaultChecked={until === 'custom'} /> {t.atTime}{' '}
                <input
                  type="time"
                  name="signal_until_time"
                  aria-label={t.atTime}
                  defaultValue={until === 'custom' ? signal?.until.slice(11) : undefined}
                />
              </label>
            </div>
          </fieldset>
        </fieldset>
        <h2>{t.sailings}</h2>
        {day('today', t.today)}
        {day('tomorrow', t.tomorrow)}
        <h2>{t.notices}</h2>
        {status.notices.map((notice) => (
          <fieldset key={notice.id} className="notice">
            <legend>{notice.title[locale]}</legend>
            <ProblemList locale={locale} items={problems.get(`notice:${notice.id}`)} />
            <label className="choice">
              <input type="checkbox" name="end" value={notice.id} /> {t.endNow}
            </label>
            <details>
              <summary>{t.editNotice}</summary>
              <NoticeTexts t={t} prefix={`n.${notice.id}.`} notice={notice} />
            </details>
          </fieldset>
        ))}
        <details className="notice">
          <summary>{t.addNotice}</summary>
          <ProblemList locale={locale} items={problems.get('notice:new')} />
          <NoticeTexts t={t} prefix="new." />
          <fieldset>
            <legend>{t.severity}</legend>
            <div className="choices">
              {(['information', 'disruption', 'suspended'] as const).map((severity) => (
                <Radio
                  key={severity}
                  name="new.severity"
                  value={severity}
                  checked={severity === 'information'}
                  label={t.severities[severity]}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t.routes}</legend>
            <label className="choice">
              <input type="checkbox" name="new.routes" value="all" defaultChecked /> {t.allRoutes}
            </label>
            {timetable.routes.map((route) => (
              <label key={route.id} className="choice">
                <input type="checkbox" name="new.routes" value={route.id} /> {routeName(route, locale)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t.forHours}</legend>
            <div className="choices">
              {[6, 12, 24, 48].map((hours) => (
                <Radio
                  key={hours}
                  name="new.hours"
                  value={String(hours)}
                  checked={hours === 12}
                  label={fill(t.hours, { hours: formatNumber(locale, hours) })}
                />
              ))}
            </div>
          </fieldset>
        </details>
        <button type="submit" className="primary">
          {t.preview}
        </button>
      </form>
    </>,
  );
}

/** The preview: the bar as passengers will see it in both languages, what changes, and Publish. */
export function previewPage(
  context: PageContext,
  options: {
    statusJson: string;
    tag: string;
    bars: Record<Locale, string>;
    changes: string[];
    conflict?: { who: string; at: number; changes: string[] };
  },
): string {
  const { locale } = context;
  const t = deskWords[locale];
  const when = (at: number) => formatTime(locale, dhakaNow(at).slice(11));
  return page(
    context,
    t.previewTitle,
    <>
      {options.conflict && (
        <section className="problem" role="alert">
          <h2>{t.conflictTitle}</h2>
          <p>{fill(t.conflict, { who: options.conflict.who, time: when(options.conflict.at) })}</p>
          <ul>
            {options.conflict.changes.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <h1>{t.previewTitle}</h1>
      {(['en', 'bn'] as const).map((language) => (
        <div key={language} className="preview" lang={language} dangerouslySetInnerHTML={{ __html: options.bars[language] }} />
      ))}
      <h2>{t.changes}</h2>
      {options.changes.length ? (
        <ul>
          {options.changes.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noChanges}</p>
      )}
      <form method="post" action="/desk/publish">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        <input type="hidden" name="status" value={options.statusJson} />
        {options.conflict && <input type="hidden" name="confirm" value="1" />}
        <button type="submit" className="primary">
          {options.conflict ? t.publishAnyway : t.publish}
        </button>
      </form>
      <p>
        <a href="/desk/">{options.conflict ? t.startAgain : t.back}</a>
      </p>
    </>,
    { siteCss: true },
  );
}

export function historyPage(
  context: PageContext,
  entries: { id: number; at: number; who: string; summary: string; push_sent: number; push_failed: number }[],
): string {
  const { locale } = context;
  const t = deskWords[locale];
  const when = (at: number) => `${formatDate(locale, dhakaNow(at).slice(0, 10))}, ${formatTime(locale, dhakaNow(at).slice(11))}`;
  return page(
    context,
    t.history,
    <>
      <h1>{t.historyTitle}</h1>
      <ol className="history">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <p>
              <strong>{when(entry.at)}</strong>, {fill(t.by, { who: entry.who === 'command line' ? t.commandLine : entry.who })}
            </p>
            <p>{entry.summary}</p>
            {entry.push_sent + entry.push_failed > 0 && (
              <p className="alerts-sent">
                {fill(t.alertsSent, { sent: formatNumber(locale, entry.push_sent), failed: formatNumber(locale, entry.push_failed) })}
              </p>
            )}
            {index > 0 && (
              <form method="post" action={`/desk/restore/${entry.id}`}>
                <input type="hidden" name="csrf" value={context.csrf} />
                <button type="submit">{t.restore}</button>
              </form>
            )}
          </li>
        ))}
      </ol>
    </>,
  );
}
