import type { ReactNode } from 'react';
import { NoticeList } from '@/components/notices/NoticeList';
import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatDate } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatDhakaTime } from '@/lib/status/notices';
import { statusAt, type SailingChange, type Status } from '@/lib/status/status';
import { changeWords, sailingWords, signalAction, signalWords } from '@/lib/status/text';
import { timetable } from '@/lib/timetable/model';
import { pages } from '@/lib/site/pages';

/**
 * The live status in HTML, in blocks the pages and the publisher share. Each block is an element
 * with `data-live="<key>"`: the build writes it from content/status.json, the publisher
 * (scripts/publish-status.ts) writes the same blocks into the status pages from a new status, and
 * the pages' LiveStatus island copies them by key into every page after its first paint. Words and
 * formats stay on the server: the browser only moves HTML and compares clocks.
 *
 * The clock attributes, read by LiveStatus: `data-ends-at` (epoch ms) hides an entry once it is
 * over; `data-stale-at` shows the "not updated since" line once the status is out of date;
 * `data-if-none` shows a line ("all normal", "no signal") only while no entry of its block shows
 * and the status is not out of date; `data-hide-empty` hides a whole block with nothing to show.
 */

export type LiveContext = { locale: Locale; status: Status; now: number };

function text(locale: Locale) {
  return dictionary(locale).status;
}

const dhakaIso = (value: string) => `${value.replace(' ', 'T')}+06:00`;

function SignalLine({ locale, status, now }: LiveContext) {
  const signal = statusAt(status, now).signal;
  if (!signal) return null;
  return (
    <p className={`status-signal signal-${signal.number}`} data-ends-at={signal.untilAt}>
      <strong>{signalWords(locale, signal)}</strong> {signalAction(locale, signal)}
    </p>
  );
}

function ChangeList({ locale, changes }: { locale: Locale; changes: readonly SailingChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="notice-list">
      {changes.map((change) => (
        <li key={`${change.sailing} ${change.date}`} className={`status-change status-${change.status}`} data-ends-at={change.endsAt}>
          <strong className={change.status === 'cancelled' ? 'text-red-800' : undefined}>{sailingWords(locale, change)}</strong>:{' '}
          {changeWords(locale, change)}
          {locale === 'bn' ? '।' : '.'}
          {change.note && <> {change.note[locale]}</>}
        </li>
      ))}
    </ul>
  );
}

/** "Updated ...", with the out-of-date warning (shown from `staleAt`) and the offline line. */
function MetaLine({ locale, status, now, link }: LiveContext & { link?: boolean }) {
  const t = text(locale);
  const updated = formatDhakaTime(locale, status.updated);
  const stale = now >= status.staleAt;
  return (
    <p>
      <span className="status-stale font-semibold text-red-800" data-stale-at={status.staleAt} hidden={!stale}>
        {fillCopy(locale, t.stale, { time: updated })}{' '}
      </span>
      <span className="font-semibold" data-offline="" hidden>
        {fillCopy(locale, t.offline, { time: updated })}{' '}
      </span>
      <span>
        <time dateTime={dhakaIso(status.updated)}>{fillCopy(locale, t.updated, { time: updated })}</time>
      </span>
      {link && (
        <>
          {' '}
          <a href={localePath(locale, pages.status.path)} className="text-link py-0.5">
            {t.link}
          </a>
        </>
      )}
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

/** Every live block by key, for a language. The keys are the contract between pages and publisher. */
export function liveBlocks(context: LiveContext): Record<string, ReactNode> {
  const { locale, status, now } = context;
  const t = text(locale);
  const current = statusAt(status, now);
  const anything = current.signal || current.notices.length > 0 || current.sailings.length > 0;
  const blocks: Record<string, ReactNode> = {
    banner: (
      <div className="container-page status-bar space-y-2" data-status-updated={status.updated}>
        <SignalLine {...context} />
        {current.notices.length > 0 && <NoticeList locale={locale} notices={current.notices} />}
        <ChangeList locale={locale} changes={current.sailings} />
        <IfNone status={status} now={now} shown={!anything} className="status-normal">
          {t.allNormal}
        </IfNone>
        <MetaLine {...context} link />
      </div>
    ),
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
        {current.notices.length > 0 && <NoticeList locale={locale} notices={current.notices} />}
        <IfNone status={status} now={now} shown={current.notices.length === 0}>
          {t.noNotices}
        </IfNone>
      </>
    ),
    'status-page': (
      <>
        <MetaLine {...context} />
        <section data-group="" aria-labelledby="status-signal" className="mt-8">
          <h2 id="status-signal">{t.signalHeading}</h2>
          <SignalLine {...context} />
          <IfNone status={status} now={now} shown={!current.signal}>
            {t.noSignal}
          </IfNone>
        </section>
        <section data-group="" aria-labelledby="status-changes" className="mt-8">
          <h2 id="status-changes">{t.changesHeading}</h2>
          <ChangeList locale={locale} changes={current.sailings} />
          <IfNone status={status} now={now} shown={current.sailings.length === 0}>
            {t.noChanges}
          </IfNone>
        </section>
        <section data-group="" aria-labelledby="status-notices" className="mt-8">
          <h2 id="status-notices">{t.noticesHeading}</h2>
          {current.notices.length > 0 && <NoticeList locale={locale} notices={current.notices} />}
          <IfNone status={status} now={now} shown={current.notices.length === 0}>
            {t.noNotices}
          </IfNone>
        </section>
      </>
    ),
  };
  for (const route of timetable.routes) {
    const notices = current.notices.filter((notice) => notice.routes.includes(route.id));
    const changes = current.sailings.filter((change) => change.route.id === route.id);
    blocks[`route-${route.id}`] = (
      <>
        {notices.length > 0 && <NoticeList locale={locale} notices={notices} />}
        <ChangeList locale={locale} changes={changes} />
      </>
    );
    for (const sailing of route.sailings) {
      blocks[`sailing-${sailing.id}`] = current.sailings
        .filter((change) => change.sailing === sailing.id)
        .map((change) => (
          <span
            key={change.date}
            className={`sailing-badge block text-sm font-semibold status-${change.status}${change.status === 'cancelled' ? 'text-red-800' : ''}`}
            data-date={change.date}
            data-ends-at={change.endsAt}
          >
            {fillCopy(locale, t.badge, { date: formatDate(locale, change.date), change: changeWords(locale, change) })}
          </span>
        ));
    }
  }
  return blocks;
}

/** Which element each block is drawn in; the route blocks hide when empty. */
export function liveElement(key: string): { tag: 'div' | 'span'; hideEmpty: boolean } {
  return { tag: key.startsWith('sailing-') ? 'span' : 'div', hideEmpty: key.startsWith('route-') || key.startsWith('sailing-') };
}

/** Whether a block has anything in force: an empty route block is hidden in the HTML too. */
export function liveBlockEmpty(key: string, context: LiveContext): boolean {
  const current = statusAt(context.status, context.now);
  if (key.startsWith('sailing-')) return !current.sailings.some((change) => `sailing-${change.sailing}` === key);
  if (key.startsWith('route-')) {
    const id = key.slice('route-'.length);
    return !current.notices.some((notice) => notice.routes.includes(id)) && !current.sailings.some((change) => change.route.id === id);
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
];
