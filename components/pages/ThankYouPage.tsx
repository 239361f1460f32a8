import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import { dictionary } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { metadataFor } from '@/lib/metadata';

// Reached only after a form; nothing on it is worth a search result.
export function thankYouMetadata(locale: Locale) {
  return metadataFor(locale, 'thank');
}

export function ThankYouPage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path="/thank">
      <ThankYou locale={locale} />
    </PageShell>
  );
}
