import { buildStatus } from '@/lib/status/build-status';
import type { Locale } from '@/lib/i18n/locales';
import { liveBlockEmpty, liveBlocks, liveElement, type LiveContext } from './StatusParts';

/** The build's clock: entries over by the time the site is built are left out of its HTML. */
const builtAt = Date.now();

export function buildContext(locale: Locale): LiveContext {
  return { locale, status: buildStatus, now: builtAt };
}

/**
 * One live block (see StatusParts) as the build writes it: the element LiveStatus and the publisher
 * find by its key. Inside a `data-static` block, so React never re-renders what they put there.
 */
export function Live({ name, locale, className }: { name: string; locale: Locale; className?: string }) {
  const context = buildContext(locale);
  const { tag: Tag, hideEmpty } = liveElement(name);
  return (
    <Tag
      data-live={name}
      data-hide-empty={hideEmpty ? '' : undefined}
      hidden={hideEmpty && liveBlockEmpty(name, context)}
      className={className}
    >
      {liveBlocks(context)[name]}
    </Tag>
  );
}
