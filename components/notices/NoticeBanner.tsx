import { dictionary } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { currentNotices } from '@/lib/notices';
import { NoticeList } from './NoticeList';

/**
 * The notices in force, at the top of every page, in the HTML so they read without JavaScript.
 * A labelled region, not an alert: nothing moves focus, and a screen reader meets it first. With
 * no notice in force it renders nothing.
 */
export function NoticeBanner({ locale }: { locale: Locale }) {
  const notices = currentNotices();
  if (notices.length === 0) return null;
  return (
    <section aria-label={dictionary(locale).notices.label} className="notice-banner" data-notice-group="" aria-live="polite">
      <div className="container-page" data-static="">
        <NoticeList locale={locale} notices={notices} />
      </div>
    </section>
  );
}
