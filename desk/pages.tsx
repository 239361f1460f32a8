/**
 * The desk's pages, rendered on the server with React (renderToStaticMarkup): plain HTML forms,
 * phone first, with no script at all, so they work from the first paint on any phone and their
 * Content-Security-Policy allows no code. Every value typed is rendered as text by React.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { locales, type Locale } from '../lib/i18n/locales';
import { formatNumber, formatWhen } from '../lib/i18n/format';
import { MAX_NOTE_LENGTH, MAX_NOTICE_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../lib/status/text-rules';
import { timetable } from '../lib/timetable/model';
import { dhakaNow, type StatusFile } from '../lib/status/status';
import { SIGNAL_NOTICE_PREFIX } from '../lib/status/notices';
import { noticeTemplates } from '../lib/status/templates';
import { dictionary } from '../lib/words/copy';
import {
  DELAY_CHOICES,
  NOTICE_ENDS,
  PONTOON_CHOICES,
  delayChoice,
  departures,
  nextAt,
  noticeEnd,
  routeEnds,
  sayDeparture,
  untilChoices,
  type Departure,
} from './form';
import { fieldId, type PlacedProblem } from './problems';
import { deskWords, fill, ghatWords, say, type DeskWords } from './words';

export type PageContext = { locale: Locale; csrf?: string; signedIn?: string };

/** A time as the clerk says it, from the day of `now`: "tomorrow 6:00 am" / "আগামীকাল ভোর ৬:০০". */
const sayWhen = (locale: Locale, value: string, now: number) => formatWhen(locale, value, dhakaNow(now).slice(0, 10));

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
        <main id="main">{body}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The other language's switch, for pages before sign-in: a link, as on the site. */
function LanguageSwitch({ locale, back }: { locale: Locale; back: string }) {
  const other = locale === 'en' ? 'bn' : 'en';
  return (
    <p className="switch">
      <a href={`/desk/language?to=${other}&back=${encodeURIComponent(back)}`} lang={other} hrefLang={other}>
        {deskWords[locale].language}
      </a>
    </p>
  );
}

export function signInPage(context: PageContext, message?: string, name?: string): string {
  const t = deskWords[context.locale];
  return page(
    context,
    t.signIn,
    <>
      <LanguageSwitch locale={context.locale} back="/desk/" />
      <h1>{t.signIn}</h1>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action="/desk/sign-in">
        <input type="hidden" name="lang" value={context.locale} />
        <label>
          {t.name}
          <input name="name" autoComplete="username" required maxLength={40} autoCapitalize="none" defaultValue={name} />
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
      <LanguageSwitch locale={context.locale} back={`/desk/invite/${encodeURIComponent(token)}`} />
      <h1>{t.inviteTitle}</h1>
      <p>{fill(t.inviteFor, { name })}</p>
      <p>{say(context.locale, t.inviteIntro)}</p>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action={`/desk/invite/${encodeURIComponent(token)}`}>
        <input type="hidden" name="lang" value={context.locale} />
        {/* The name for the phone's password manager: not a box to edit, so hidden from sight. */}
        <input type="hidden" name="name" autoComplete="username" value={name} />
        <label>
          {say(context.locale, t.newPassword)}
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

/** Problems by where they belong: a departure's key, "notice:ID", "signal", or "" for the rest. */
export type Problems = PlacedProblem[];

function ProblemList({ items }: { items: PlacedProblem[] }) {
  if (!items.length) return null;
  return (
    <ul className="problem">
      {items.map((item, index) => (
        <li key={index}>{item.message}</li>
      ))}
    </ul>
  );
}

/** The summary at the top of a refused form: each problem a link to its field, and the fix when there is one. */
function ProblemSummary({ t, problems }: { t: DeskWords; problems: PlacedProblem[] }) {
  if (!problems.length) return null;
  return (
    <section className="problem summary" role="alert" aria-labelledby="problems" tabIndex={-1}>
      <h2 id="problems">{t.problems}</h2>
      <ul>
        {problems.map((item, index) => (
          <li key={index}>
            <a href={`#${item.field}`}>
              {item.where}: {item.message}
            </a>
          </li>
        ))}
      </ul>
      {problems.some((item) => item.fixable) && (
        <button type="submit" name="fix" value="signal" className="fix">
          {t.fix}
        </button>
      )}
    </section>
  );
}

function Radio({ name, value, checked, label, id }: { name: string; value: string; checked: boolean; label: string; id?: string }) {
  return (
    <label className="choice">
      <input type="radio" name={name} value={value} defaultChecked={checked} id={id} /> {label}
    </label>
  );
}

function DepartureFields({
  departure,
  change,
  t,
  problems,
  locale,
  now,
}: {
  departure: Departure;
  change?: StatusValue['sailings'][number];
  t: DeskWords;
  problems: PlacedProblem[];
  locale: Locale;
  now: number;
}) {
  const name = `s.${departure.key}`;
  const status = change?.status ?? 'on-time';
  const choice = status === 'delayed' ? delayChoice(change?.departs, departure.minutes) : status;
  const mine = problems.filter((problem) => problem.key === departure.key);
  return (
    <fieldset className={`departure status-${status}`}>
      <legend>
        {sayDeparture(locale, departure.date, departure.time, now)} {departure.from} – {departure.to}, {departure.vessel}
      </legend>
      <ProblemList items={mine} />
      <div className="choices">
        <Radio name={name} value="on-time" checked={choice === 'on-time'} label={t.onTime} id={fieldId.sailing(departure.key)} />
        <Radio name={name} value="cancelled" checked={choice === 'cancelled'} label={t.cancelled} />
      </div>
      <div className="choices" role="group" aria-label={t.delayed}>
        <span className="choices-name" aria-hidden="true">
          {t.delayed}:
        </span>
        {DELAY_CHOICES.map((minutes) => (
          <Radio
            key={minutes}
            name={name}
            value={`delay-${minutes}`}
            checked={choice === `delay-${minutes}`}
            label={fill(t.delayBy, { minutes: formatNumber(locale, minutes) })}
          />
        ))}
        <label className="choice">
          <input type="radio" name={name} value="delayed" defaultChecked={choice === 'delayed'} /> {t.delayAt}{' '}
          <input
            type="time"
            id={fieldId.departs(departure.key)}
            name={`${name}.departs`}
            aria-label={t.newTime}
            defaultValue={choice === 'delayed' ? change?.departs : undefined}
          />
        </label>
      </div>
      <details open={Boolean(change?.note) || mine.some((problem) => /note/.test(problem.field))}>
        <summary>{t.details}</summary>
        <p className="help">{t.noteHelp}</p>
        {locales.map((language) => (
          <label key={language}>
            {language === 'en' ? t.noteEn : t.noteBn}
            <input
              name={`${name}.${language}`}
              id={fieldId.note(departure.key, language)}
              lang={language}
              maxLength={MAX_NOTE_LENGTH}
              defaultValue={change?.note?.[language]}
            />
          </label>
        ))}
      </details>
    </fieldset>
  );
}

/** A notice's title in the clerk's language, else the one it has, marked with its language (a refused notice written in one). */
function NoticeTitle({ notice, locale }: { notice: StatusValue['notices'][number]; locale: Locale }) {
  const language = notice.title[locale] ? locale : (['en', 'bn'] as const).find((other) => notice.title[other]);
  if (!language) return null;
  return language === locale ? <>{notice.title[locale]}</> : <span lang={language}>{notice.title[language]}</span>;
}

/** A notice's title and text in both languages: to edit one (prefilled), or to write one's own. */
function NoticeTexts({ t, prefix, notice, id }: { t: DeskWords; prefix: string; notice?: StatusValue['notices'][number]; id?: string }) {
  const fields = [
    ['title', 'en', t.titleEn, MAX_TITLE_LENGTH],
    ['title', 'bn', t.titleBn, MAX_TITLE_LENGTH],
    ['text', 'en', t.textEn, MAX_NOTICE_TEXT_LENGTH],
    ['text', 'bn', t.textBn, MAX_NOTICE_TEXT_LENGTH],
  ] as const;
  return (
    <>
      <p className="help">{t.titleHelp}</p>
      {fields.map(([part, language, label, max]) => {
        const props = {
          name: `${prefix}${part}_${language}`,
          lang: language,
          maxLength: max,
          defaultValue: notice?.[part]?.[language],
          id: id ? fieldId.noticeBox(id, part, language) : undefined,
        };
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

/** The form, prefilled with `status` (the status in force, or a draft: refused, or back from the preview). */
export function formPage(
  context: PageContext,
  status: StatusValue,
  options: { tag: string; now: number; problems?: Problems; stale: boolean; notice?: string; live: StatusValue; draft?: boolean },
): string {
  const { locale } = context;
  const t = deskWords[locale];
  const now = options.now;
  const problems = options.problems ?? [];
  const choices = untilChoices(now);
  const signal = status.signal;
  const until = signal ? (Object.entries(choices).find(([, value]) => value === signal.until)?.[0] ?? 'custom') : 'morning';
  const changeOf = (departure: Departure) =>
    status.sailings.find((change) => change.sailing === departure.sailing && change.date === departure.date);
  const list = departures(locale, now);
  const hasProblem = (departure: Departure) => problems.some((problem) => problem.key === departure.key);
  const fields = (departure: Departure) => (
    <DepartureFields
      key={departure.key}
      departure={departure}
      change={changeOf(departure)}
      t={t}
      problems={problems}
      locale={locale}
      now={now}
    />
  );
  const left = list.filter((departure) => departure.left);
  const coming = list.filter((departure) => departure.day === 'today' && !departure.left);
  const tomorrow = list.filter((departure) => departure.day === 'tomorrow');
  const liveIds = new Set(options.live.notices.map((notice) => notice.id));
  const signalNoticeLive = options.live.notices.some((notice) => notice.id.startsWith(SIGNAL_NOTICE_PREFIX) && notice.end > dhakaNow(now));
  const severityWords = dictionary(locale).notices.severity;
  const morning = sayWhen(locale, nextAt(now, '06:00'), now);
  return page(
    context,
    t.form,
    <>
      {options.notice && (
        <p role="status" className="done">
          {options.notice}
        </p>
      )}
      <form method="post" action="/desk/preview" className="desk-form">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        {options.draft && <input type="hidden" name="draft" value={JSON.stringify(status.notices)} />}
        <ProblemSummary t={t} problems={problems} />
        <p className={options.stale ? 'problem' : 'help'}>
          {fill(t.updated, { time: sayWhen(locale, options.live.updated, now) })}
          {options.stale && ` ${t.stale}`}
        </p>
        <fieldset id={fieldId.signal} tabIndex={-1}>
          <legend>
            <h2>{t.signal}</h2>
          </legend>
          <ProblemList items={problems.filter((problem) => problem.key === 'signal')} />
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
              <Radio name="signal_until" value="morning" checked={until === 'morning'} label={fill(t.morning, { time: morning })} />
              <Radio
                name="signal_until"
                value="6h"
                checked={until === '6h'}
                label={fill(t.plusHours, { hours: formatNumber(locale, 6), time: sayWhen(locale, choices['6h'], now) })}
              />
              <Radio
                name="signal_until"
                value="12h"
                checked={until === '12h'}
                label={fill(t.plusHours, { hours: formatNumber(locale, 12), time: sayWhen(locale, choices['12h'], now) })}
              />
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
          {signalNoticeLive && (
            <fieldset>
              <legend>{t.signalNotice}</legend>
              <div className="choices">
                <Radio name="signal_notice" value="end" checked label={t.signalNoticeEnd} />
                <Radio name="signal_notice" value="keep" checked={false} label={t.signalNoticeKeep} />
              </div>
            </fieldset>
          )}
        </fieldset>
        <h2>{t.sailings}</h2>
        {coming.map(fields)}
        {left.length > 0 && (
          <details className="fold" open={left.some(hasProblem)}>
            <summary>{fill(t.sailingsLeft, { count: formatNumber(locale, left.length) })}</summary>
            {left.map(fields)}
          </details>
        )}
        {tomorrow.length > 0 && (
          <details className="fold" open={tomorrow.some((departure) => hasProblem(departure) || Boolean(changeOf(departure)))}>
            <summary>{fill(t.tomorrowSailings, { count: formatNumber(locale, tomorrow.length) })}</summary>
            {tomorrow.map(fields)}
          </details>
        )}
        <h2>{t.notices}</h2>
        {status.notices.map((notice) => {
          const mine = problems.filter((problem) => problem.key === `notice:${notice.id}`);
          const unpublished = !liveIds.has(notice.id);
          return (
            <fieldset key={notice.id} className={`notice${unpublished ? 'unpublished' : ''}`} id={fieldId.notice(notice.id)} tabIndex={-1}>
              <legend>
                {unpublished && <span className="tag">{t.unpublished}</span>} <NoticeTitle notice={notice} locale={locale} />
              </legend>
              <p className="help">
                {severityWords[notice.severity as keyof typeof severityWords]}, {sayWhen(locale, notice.end, now)}
              </p>
              <ProblemList items={mine} />
              <label className="choice">
                <input type="checkbox" name="end" value={notice.id} /> {unpublished ? t.dropNotice : t.endNow}
              </label>
              <details open={unpublished || mine.length > 0}>
                <summary>{t.editNotice}</summary>
                <NoticeTexts t={t} prefix={`n.${notice.id}.`} notice={notice} id={notice.id} />
              </details>
            </fieldset>
          );
        })}
        <fieldset className="notice new-notice">
          <legend>{t.addNotice}</legend>
          <fieldset>
            <legend>{t.template}</legend>
            <div className="choices">
              {noticeTemplates.map((template) => (
                <Radio
                  key={template.id}
                  name="new.template"
                  value={template.id}
                  checked={Boolean(template.signal) && !options.draft}
                  label={template.name[locale]}
                />
              ))}
              <Radio
                name="new.template"
                value=""
                checked={Boolean(options.draft) || !noticeTemplates.some((template) => template.signal)}
                label={t.noTemplate}
              />
            </div>
            {noticeTemplates.some((template) => template.signal) && <p className="help">{t.signalTemplateHelp}</p>}
          </fieldset>
          <fieldset>
            <legend>{t.ends}</legend>
            <div className="choices">
              {NOTICE_ENDS.map((end) => (
                <Radio
                  key={end}
                  name="new.end"
                  value={end}
                  checked={end === 'signal'}
                  label={
                    end === 'signal'
                      ? t.endWithSignal
                      : end === 'morning'
                        ? fill(t.endMorning, { time: morning })
                        : fill(t.endIn, {
                            hours: formatNumber(locale, Number(end.slice(0, -1))),
                            time: sayWhen(locale, noticeEnd(end, null, now, 6), now),
                          })
                  }
                />
              ))}
            </div>
          </fieldset>
          <details>
            <summary>
              {t.routes}, {t.pontoon}
            </summary>
            <fieldset>
              <legend>{t.routes}</legend>
              <label className="choice">
                <input type="checkbox" name="new.routes" value="all" defaultChecked /> {t.allRoutes}
              </label>
              {timetable.routes.map((route) => (
                <label key={route.id} className="choice">
                  <input type="checkbox" name="new.routes" value={route.id} /> {routeEnds(route, 'outbound', locale)}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{t.pontoon}</legend>
              <div className="choices">
                {PONTOON_CHOICES.map((number) => (
                  <Radio
                    key={number}
                    name="new.pontoon"
                    value={String(number)}
                    checked={number === PONTOON_CHOICES[0]}
                    label={fill(t.pontoonNumber, { number: formatNumber(locale, number) })}
                  />
                ))}
              </div>
            </fieldset>
          </details>
          <details>
            <summary>{t.ownWords}</summary>
            <p className="help">{t.ownWordsHelp}</p>
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
                    label={severityWords[severity]}
                  />
                ))}
              </div>
            </fieldset>
          </details>
        </fieldset>
        <div className="sticky-actions">
          <button type="submit" className="primary">
            {t.preview}
          </button>
        </div>
      </form>
      <form method="post" action="/desk/unchanged" className="unchanged">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        <button type="submit">{t.unchanged}</button>
        <span className="help">{t.unchangedHelp}</span>
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
    /** Asked before publishing: someone published since (who, when, what), or `title` and `text` say what else. */
    conflict?: { who: string; at: number; changes: string[]; title?: string; text?: string };
    /** A restore: the publish it brings back, and when that was. */
    restore?: { id: number; at: number };
    now: number;
  },
): string {
  const { locale } = context;
  const t = deskWords[locale];
  const when = (at: number) => sayWhen(locale, dhakaNow(at), options.now);
  const title = options.restore ? t.restoreTitle : t.previewHeading;
  return page(
    context,
    title,
    <>
      {options.conflict && (
        <section className="problem" role="alert">
          <h2>{options.conflict.title ?? t.conflictTitle}</h2>
          <p>{options.conflict.text ?? fill(t.conflict, { who: options.conflict.who, time: when(options.conflict.at) })}</p>
          <ul>
            {options.conflict.changes.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <h1>{title}</h1>
      {options.restore && <p>{fill(t.restoreAsk, { time: when(options.restore.at) })}</p>}
      <h2>{t.changes}</h2>
      {options.changes.length ? (
        <ul className="changes">
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
        {options.restore && <input type="hidden" name="restore" value={String(options.restore.id)} />}
        {options.conflict && <input type="hidden" name="confirm" value="1" />}
        <button type="submit" className="primary">
          {options.conflict ? t.publishAnyway : options.restore ? t.restore : t.publish}
        </button>
      </form>
      <h2>{t.previewTitle}</h2>
      {([locale, locale === 'en' ? 'bn' : 'en'] as const).map((language) => (
        <div key={language} className="preview" lang={language} dangerouslySetInnerHTML={{ __html: options.bars[language] }} />
      ))}
      <form method="post" action="/desk/edit">
        <input type="hidden" name="csrf" value={context.csrf} />
        <input type="hidden" name="based_on" value={options.tag} />
        <input type="hidden" name="status" value={options.statusJson} />
        <button type="submit">{options.conflict ? t.startAgain : t.edit}</button>
      </form>
    </>,
    { siteCss: true },
  );
}

export type HistoryEntry = {
  id: number;
  at: number;
  who: string;
  lines: string[];
  push_sent: number;
  push_failed: number;
  /** When this publish brought back an older status: that status's time. */
  restoredFrom?: number;
};

export function historyPage(context: PageContext, entries: HistoryEntry[], now: number): string {
  const { locale } = context;
  const t = deskWords[locale];
  const when = (at: number) => sayWhen(locale, dhakaNow(at), now);
  return page(
    context,
    t.history,
    <>
      <h1>{t.historyTitle}</h1>
      <ul className="history">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <p>
              <strong>{when(entry.at)}</strong>, {fill(t.by, { who: entry.who === 'command line' ? t.commandLine : entry.who })}
            </p>
            {entry.restoredFrom !== undefined && <p className="tag">{fill(t.restored, { time: when(entry.restoredFrom) })}</p>}
            {entry.lines.length ? (
              <ul>
                {entry.lines.map((line, at) => (
                  <li key={at}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>{t.nothingChanged}</p>
            )}
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
      </ul>
    </>,
  );
}
