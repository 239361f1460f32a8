import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import { dictionary } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';

// Reached only after a form; nothing on it is worth a search result.
export function thankYouMetadata(locale: Locale) {
  const text = dictionary(locale).thankYou;
  return pageMetadata({ locale, title: text.metaTitle, description: text.metaDescription, path: '/thank', noindex: true });
}

export function ThankYouPage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path="/thank">
      <ThankYou locale={locale} />
    </PageShell>
  );
}
