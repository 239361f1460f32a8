import { Fragment, type ReactNode } from 'react';
import { addDays, dhakaDate } from '@/lib/i18n/format';

/**
 * Words with a time in them, said from the reader's day ("tomorrow 6:00 am"), which the server
 * cannot know: it writes them as said on the day it renders, as said the day after (a status
 * published in the evening is read after midnight) and without a named day (any other day). The
 * HTML shows the last, with its date ("Updated November 27, 4:25 pm"): without JavaScript a page is
 * still read the next morning, where "4:25 pm" alone would read as today's. The pages' clock pass
 * (LiveStatus) then shows the one for the visitor's date in Bangladesh ("today", "tomorrow").
 * `say` gets the reader's date, or the year alone for the words without a named day.
 */
export function Said({ now, say }: { now: number; say: (today: string) => string }) {
  const today = dhakaDate(now);
  const variants: [day: string, words: string][] = [
    [today, say(today)],
    [addDays(today, 1), say(addDays(today, 1))],
    ['', say(today.slice(0, 4))],
  ];
  // The day after is left out when it reads as any other day would.
  const shown = variants.filter(([, words], index) => index !== 1 || words !== variants[2]![1]);
  if (shown.every(([, words]) => words === variants[0]![1])) return <>{variants[0]![1]}</>;
  return (
    <span data-said="">
      {shown.map(([day, words], index) => (
        <span key={day || 'other'} data-today={day} hidden={index !== shown.length - 1}>
          {words}
        </span>
      ))}
    </span>
  );
}

/**
 * A dictionary text whose phone numbers are links a phone can dial: `{phone}` and
 * `{emergencyNumber}` become tel: links, the rest is filled as fillCopy fills it.
 */
export function Callable({
  text,
  fill,
  calls,
}: {
  text: string;
  fill: (part: string) => ReactNode;
  calls: Record<string, { href: string; label: string }>;
}) {
  const parts = text.split(new RegExp(`\\{(${Object.keys(calls).join('|')})\\}`));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // Inline, not .text-link's inline-block: a number inside a sentence is a link of the running
          // text (WCAG 2.5.8's inline exception). It may wrap at its space where text is enlarged; in
          // the bar it does not (.bar-text a), whose two lines clip rather than scroll.
          <a key={index} href={calls[part]!.href} className="text-river-700 underline underline-offset-4 hover:text-river-900">
            {calls[part]!.label}
          </a>
        ) : (
          <Fragment key={index}>{fill(part)}</Fragment>
        ),
      )}
    </>
  );
}
