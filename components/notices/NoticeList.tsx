import { Fragment } from 'react';
import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatList, formatWhen } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Notice } from '@/lib/status/notices';
import { Said } from '@/components/status/Said';
import { timetable } from '@/lib/timetable/model';
import { routeName } from '@/lib/timetable/view';

/** The route names a notice affects, e.g. "Dhaka – Barishal and Barishal – Bhola". */
function routeNames(locale: Locale, ids: readonly string[]): string {
  return formatList(
    locale,
    ids.map((id) =>
      routeName(
        locale,
        timetable.routes.find((route) => route.id === id)!,
      ),
    ),
  );
}

/**
 * Notices as a list, each with its severity, routes and times printed, so a reader without
 * JavaScript knows when it ends: where and when in one sentence (notices.period), each time a
 * <time> said from the reader's day. data-ends-at lets LiveStatus hide one whose end has passed by the
 * visitor's clock.
 */
export function NoticeList({
  locale,
  notices,
  now,
  className = '',
}: {
  locale: Locale;
  notices: readonly Notice[];
  /** The clock the times are said from ("tomorrow 6:00 am"). */
  now: number;
  className?: string;
}) {
  const text = dictionary(locale).notices;
  return (
    <ul className={`notice-list ${className}`}>
      {notices.map((notice) => {
        const where = notice.allRoutes ? text.allRoutes : fillCopy(locale, text.routes, { routes: routeNames(locale, notice.routes) });
        return (
          <li key={notice.id} className={`notice notice-${notice.severity} space-y-1`} data-ends-at={notice.endsAt}>
            <p className="font-semibold">
              <span className="notice-badge">{text.severity[notice.severity]}</span> {notice.title[locale]}
            </p>
            <p>{notice.text[locale]}</p>
            <p className="text-slate-700">
              {text.period.split(/(\{start\}|\{end\})/).map((part, index) => {
                if (part !== '{start}' && part !== '{end}') return <Fragment key={index}>{fillCopy(locale, part, { where })}</Fragment>;
                const value = part === '{start}' ? notice.start : notice.end;
                return (
                  <time key={index} dateTime={`${value.replace(' ', 'T')}+06:00`}>
                    <Said now={now} say={(today) => formatWhen(locale, value, today)} />
                  </time>
                );
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
