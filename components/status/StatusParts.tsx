import type { ReactNode } from 'react';
import { NoticeList } from '@/components/notices/NoticeList';
import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatNumber, formatWhen } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { brand, phoneDisplay } from '@/lib/site/brand';
import { NATIONAL_EMERGENCY_NUMBER } from '@/lib/site/safety';
import type { Notice } from '@/lib/status/notices';
import { statusAt, type SailingChange, type Signal, type Status } from '@/lib/status/status';
import { changeSentence, signalBarWords, signalStops, signalWords, signalAction } from '@/lib/status/text';
import { timetable, vesselNameOn } from '@/lib/timetable/model';
import { pages } from '@/lib/site/pages';
import { Callable, Said } from './Said';
import { SailingBadges, sailingBadges, StatusRulesBlock } from './SailingBadges';
import { timetableCopy } from '@/lib/timetable/copy';
import { hasOnTime, hasProgress, progressBarEntries, progressSection, routeProgress, sailingOnTime } from './Progress';

/**
 * The live status in HTML, in blocks the pages and the publisher share. Each block is an element
 * with `data-live="<key>"`: the build writes it from content/status.json, the publisher
 * (scripts/publish-status.ts) writes the same blocks into the status pages from a new status, and
 * the pages' LiveStatus island copies them by key into every page after its first paint. Words and
 * formats stay on the server: the browser only moves HTML and compares clocks.
 *
 * The clock attributes, read by LiveStatus: `data-ends-at` (epoch ms) hides an entry once it is
 * over; `data-stale-at` shows the "not updated since" line once the status is out of date, and
 * `data-fresh-until` hides what is true only until then; `data-if-none` shows a line ("all
 * normal", "no signal") only while no entry of its block shows and the status is not out of date;
 * `data-hide-empty` hides a whole block with nothing to show, neither an entry nor its "none"
 * line (the status page's sections, out of date); `data-kept-stale` marks the bar's entry (the
 * signal) still said once the status is out of date; `data-said` holds words said from
 * the reader's day (Said). In the bar (`data-bar`) only its most serious entry in force shows,
 * with `data-more` saying how many others there are.
 */

export type LiveContext = { locale: Locale; status: Status; now: number };

function text(locale: Locale) {
  return dictionary(locale).status;
}

const dhakaIso = (value: string) => `${value.replace(' ', 'T')}+06:00`;

/** The numbers a status tells people to call, as tel: links. */
function calls(locale: Locale) {
  return {
    phone: { href: `tel:${brand.phone.e164}`, label: phoneDisplay(locale) },
    emergencyNumber: {
      href: `tel:${NATIONAL_EMERGENCY_NUMBER}`,
      label: formatNumber(locale, Number(NATIONAL_EMERGENCY_NUMBER), { useGrouping: false }),
    },
  };
}

/** A text naming {phone} (and its own {time}), the numbers as links. */
function WithCalls({ locale, words, values = {} }: { locale: Locale; words: string; values?: Record<string, string> }) {
  return <Callable text={words} fill={(part) => fillCopy(locale, part, values)} calls={calls(locale)} />;
}

/** "Not updated since yesterday 8:00 am: call +880 1755-204060 before you set out for the ghat." */
function StaleWords({ locale, status, now, short = false }: LiveContext & { short?: boolean }) {
  const t = text(locale);
  return (
    <Callable
      text={short ? t.bar.stale : t.stale}
      calls={calls(locale)}
      fill={(part) =>
        part.includes('{time}') ? (
          <Said now={now} say={(today) => fillCopy(locale, part, { time: formatWhen(locale, status.updated, today) })} />
        ) : (
          fillCopy(locale, part)
        )
      }
    />
  );
}

/**
 * The signal in force and what we do under it. Out of date it is still said (it was in force at the
 * last update, and a storm outlasts a silent counter), "as of" that update.
 */
function SignalLine({ locale, status, now }: LiveContext) {
  const signal = statusAt(status, now).signal;
  if (!signal) return null;
  return (
    <p className={`status-signal signal-${signal.number} ${signalStops(signal) ? 'tone-red' : 'tone-amber'}`} data-ends-at={signal.untilAt}>
      <span data-stale-at={status.staleAt} hidden={now < status.staleAt}>
        <Said now={now} say={(today) => fillCopy(locale, text(locale).asOf, { time: formatWhen(locale, status.updated, today) })} />{' '}
      </span>
      <strong>
        <Said now={now} say={(today) => signalWords(locale, signal, today)} />
      </strong>{' '}
      {signalAction(locale, signal)}
    </p>
  );
}

/**
 * A sailing change as a sentence, the verdict first and in its colour: "Cancelled: Dhaka –
 * Barishal, tonight 9:00 pm." / "বাতিল হয়েছে আজ রাত ৯:০০-এর ঢাকা – বরিশাল লঞ্চ।"
 */
function ChangeWords({ locale, change, now }: { locale: Locale; change: SailingChange; now: number }) {
  const sentence = changeSentence(locale, change);
  return (
    <>
      <span className="status-word">{sentence.verdict}</span> <Said now={now} say={(today) => sentence.rest(today)} />
    </>
  );
}

function ChangeList({ locale, changes, now }: { locale: Locale; changes: readonly SailingChange[]; now: number }) {
  if (changes.length === 0) return null;
  return (
    <ul className="notice-list">
      {changes.map((change) => (
        <li key={`${change.sailing} ${change.date}`} className={`status-change status-${change.status}`} data-ends-at={change.endsAt}>
          <strong>
            <ChangeWords locale={locale} change={change} now={now} />
          </strong>{' '}
          {/* The launch of that night: two take some sailings night about (lib/timetable/rotations.ts). */}
          <span className="status-launch">
            {fillCopy(locale, timetableCopy[locale].verdict.launch, { vessel: vesselNameOn(change.timetabled, change.date, locale) })}
          </span>
          {change.note && <> {change.note[locale]}</>}
        </li>
      ))}
    </ul>
  );
}

/** "Updated ...", with the out-of-date warning (shown from `staleAt`) and the offline line. */
function MetaLine({ locale, status, now }: LiveContext) {
  const t = text(locale);
  const stale = now >= status.staleAt;
  return (
    <p>
      <span className="status-stale font-semibold" data-stale-at={status.staleAt} hidden={!stale}>
        <StaleWords locale={locale} status={status} now={now} />{' '}
      </span>
      <span className="font-semibold" data-offline="" hidden>
        <Said now={now} say={(today) => fillCopy(locale, t.offline, { time: formatWhen(locale, status.updated, today) })} />{' '}
      </span>
      <time dateTime={dhakaIso(status.updated)} data-fresh-until={status.staleAt} hidden={stale}>
        <Said now={now} say={(today) => fillCopy(locale, t.updated, { time: formatWhen(locale, status.updated, today) })} />
      </time>
    </p>
  );
}

/** A line shown only while nothing else in its block is, and the status is not out of date. */
function IfNone({
  status,
  now,
  children,
  className,
  shown,
}: {
  status: Status;
  now: number;
  children: ReactNode;
  className?: string;
  shown: boolean;
}) {
  return (
    <p className={className} data-if-none="" data-ends-at={status.staleAt} hidden={!shown || now >= status.staleAt}>
      {children}
    </p>
  );
}

/**
 * One section of the status page: its heading, its entries and the line said when it has none.
 * Out of date, a section with nothing in force is not drawn at all (its "none" line would claim
 * too much, and a heading over nothing says nothing: issue 52), and one whose entries all end while the page is open hides itself (`data-hide-empty`).
 */
function StatusSection({
  context: { status, now },
  id,
  heading,
  empty,
  none,
  children,
}: {
  context: LiveContext;
  id: string;
  heading: string;
  empty: boolean;
  none: string;
  children: ReactNode;
}) {
  const stale = now >= status.staleAt;
  return (
    <section data-group="" data-hide-empty="" hidden={stale && empty} aria-labelledby={id} className="mt-8">
      <h2 id={id}>{heading}</h2>
      {children}
      <IfNone status={status} now={now} shown={empty}>
        {none}
      </IfNone>
    </section>
  );
}

/** Where a list cannot say "none" because the status is out of date: that, and whom to call. */
function StaleInstead({ locale, status, now }: LiveContext) {
  return (
    <p className="status-stale font-semibold" data-stale-at={status.staleAt} hidden={now < status.staleAt}>
      <StaleWords locale={locale} status={status} now={now} />
    </p>
  );
}

type BarEntry = { key: string; endsAt: number; tone: 'red' | 'amber' | 'plain'; words: ReactNode; keptStale?: boolean };

const severityTone = { suspended: 'red', disruption: 'amber', information: 'plain' } as const;
const changeTone = { cancelled: 'red', delayed: 'amber', 'on-time': 'plain' } as const;

/** Everything in force as one line each, the most serious first: what stops us, then what slows us, then news. */
function barEntries(
  locale: Locale,
  signal: Signal | null,
  notices: readonly Notice[],
  changes: readonly SailingChange[],
  now: number,
  progress: readonly BarEntry[] = [],
) {
  const t = text(locale);
  const entries: BarEntry[] = [];
  if (signal) {
    entries.push({
      key: 'signal',
      endsAt: signal.untilAt,
      tone: signalStops(signal) ? 'red' : 'amber',
      words: <Said now={now} say={(today) => signalBarWords(locale, signal, today)} />,
      keptStale: true,
    });
  }
  for (const notice of notices) {
    entries.push({
      key: `notice-${notice.id}`,
      endsAt: notice.endsAt,
      tone: severityTone[notice.severity],
      words: fillCopy(locale, t.bar.notice, { title: notice.title[locale] }),
    });
  }
  for (const change of changes) {
    entries.push({
      key: `change-${change.sailing}-${change.date}`,
      endsAt: change.endsAt,
      tone: changeTone[change.status],
      words: <ChangeWords locale={locale} change={change} now={now} />,
    });
  }
  // Launches not recorded as left, or left late (issue 57: ./Progress.tsx).
  entries.push(...progress);
  const rank = { red: 0, amber: 1, plain: 2 };
  // Stable: within a tone, the signal, then notices, then sailings by departure.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank[a.entry.tone] - rank[b.entry.tone] || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The bar above every page: at most two lines. The most serious entry in force (or "all normal",
 * or that the status is out of date and whom to call), how many more there are, when it was
 * updated, and the link to the whole story. Its height is kept for two lines whatever it says, so
 * a published status replacing the built one moves nothing.
 */
function Bar({ locale, status, now }: LiveContext) {
  const t = text(locale);
  const current = statusAt(status, now);
  const entries = barEntries(locale, current.signal, current.notices, current.sailings, now, progressBarEntries(locale, status, now));
  const stale = now >= status.staleAt;
  // Out of date, the bar keeps only the signal (in force at the last update: a storm outlasts a
  // silent counter), says since when nothing was updated and whom to call, and counts nothing.
  const first = stale ? entries.findIndex((entry) => entry.keptStale) : 0;
  const rest = stale ? 0 : Math.max(entries.length - 1, 0);
  return (
    <div className="container-page status-bar" data-status-updated={status.updated} data-bar="">
      <p className="bar-text">
        {entries.map((entry, index) => (
          <span
            key={entry.key}
            className={`bar-entry tone-${entry.tone}`}
            data-ends-at={entry.endsAt}
            data-kept-stale={entry.keptStale ? '' : undefined}
            hidden={index !== first}
          >
            {entry.words}{' '}
          </span>
        ))}
        <span className="status-normal" data-if-none="" data-ends-at={status.staleAt} hidden={entries.length > 0 || stale}>
          {t.bar.allNormal}{' '}
        </span>
        <span className="status-stale" data-stale-at={status.staleAt} hidden={!stale}>
          <StaleWords locale={locale} status={status} now={now} short />{' '}
        </span>
        {entries.map((_, index) => (
          <span key={index} className="bar-more" data-more={index + 1} hidden={index + 1 !== rest}>
            {fillCopy(locale, t.bar.more, { count: formatNumber(locale, index + 1) })}{' '}
          </span>
        ))}
        <span className="bar-offline" data-offline="" hidden>
          <Said now={now} say={(today) => fillCopy(locale, t.bar.offline, { time: formatWhen(locale, status.updated, today) })} />{' '}
        </span>
        <time className="bar-updated" dateTime={dhakaIso(status.updated)} data-fresh-until={status.staleAt} hidden={stale}>
          <Said now={now} say={(today) => fillCopy(locale, t.updated, { time: formatWhen(locale, status.updated, today) })} />
        </time>
      </p>
      <a href={localePath(locale, pages.status.path)} className="bar-link text-link">
        {t.link}
      </a>
    </div>
  );
}

/** Every live block by key, for a language. The keys are the contract between pages and publisher. */
export function liveBlocks(context: LiveContext): Record<string, ReactNode> {
  const { locale, status, now } = context;
  const t = text(locale);
  const current = statusAt(status, now);
  const blocks: Record<string, ReactNode> = {
    banner: <Bar {...context} />,
    'signal-now': (
      <>
        <SignalLine {...context} />
        <IfNone status={status} now={now} shown={!current.signal}>
          {t.noSignal}
        </IfNone>
        <MetaLine {...context} />
      </>
    ),
    notices: (
      <>
        {current.notices.length > 0 && <NoticeList locale={locale} notices={current.notices} now={now} />}
        <IfNone status={status} now={now} shown={current.notices.length === 0}>
          {t.noNotices}
        </IfNone>
        <StaleInstead {...context} />
      </>
    ),
    'status-page': (
      <>
        <MetaLine {...context} />
        <StatusSection context={context} id="status-signal" heading={t.signalHeading} empty={!current.signal} none={t.noSignal}>
          <SignalLine {...context} />
        </StatusSection>
        <StatusSection
          context={context}
          id="status-changes"
          heading={t.changesHeading}
          empty={current.sailings.length === 0}
          none={t.noChanges}
        >
          <ChangeList locale={locale} changes={current.sailings} now={now} />
        </StatusSection>
        {progressSection(context)}
        <StatusSection
          context={context}
          id="status-notices"
          heading={t.noticesHeading}
          empty={current.notices.length === 0}
          none={t.noNotices}
        >
          {current.notices.length > 0 && <NoticeList locale={locale} notices={current.notices} now={now} />}
        </StatusSection>
      </>
    ),
  };
  for (const route of timetable.routes) {
    const notices = current.notices.filter((notice) => notice.routes.includes(route.id));
    const changes = current.sailings.filter((change) => change.route.id === route.id);
    blocks[`route-${route.id}`] = (
      <>
        {notices.length > 0 && <NoticeList locale={locale} notices={notices} now={now} />}
        <ChangeList locale={locale} changes={changes} now={now} />
        {routeProgress(context, route.id)}
      </>
    );
    // Each row's badges: its changes, and a signal or suspension on the days ahead (the one rule,
    // lib/status/verdict.ts); then its on-time record, where the desk publishes one (issue 57: ./Progress.tsx).
    for (const sailing of route.sailings)
      blocks[`sailing-${sailing.id}`] = (
        <>
          <SailingBadges {...context} sailing={sailing.id} />
          {sailingOnTime(locale, status, sailing.id)}
        </>
      );
  }
  blocks.rules = <StatusRulesBlock locale={locale} status={status} />;
  return blocks;
}

/** Which element each block is drawn in; the route blocks hide when empty. */
export function liveElement(key: string): { tag: 'div' | 'span'; hideEmpty: boolean } {
  return {
    tag: key.startsWith('sailing-') || key === 'rules' ? 'span' : 'div',
    hideEmpty: key.startsWith('route-') || key.startsWith('sailing-'),
  };
}

/** Whether a block has anything in force: an empty route block is hidden in the HTML too. */
export function liveBlockEmpty(key: string, context: LiveContext): boolean {
  const current = statusAt(context.status, context.now);
  if (key.startsWith('sailing-'))
    return sailingBadges(context.status, context.now, key.slice('sailing-'.length)).length === 0 && !hasOnTime(context.status);
  if (key.startsWith('route-')) {
    const id = key.slice('route-'.length);
    return (
      !current.notices.some((notice) => notice.routes.includes(id)) &&
      !current.sailings.some((change) => change.route.id === id) &&
      !hasProgress(context.status, context.now, id)
    );
  }
  return false;
}

/** Every live block's key: the banner, the safety page's, the status page's, each route's and sailing's. */
export const liveKeys: readonly string[] = [
  'banner',
  'signal-now',
  'notices',
  'status-page',
  ...timetable.routes.flatMap((route) => [`route-${route.id}`, ...route.sailings.map((sailing) => `sailing-${sailing.id}`)]),
  'rules',
];

export { WithCalls };
