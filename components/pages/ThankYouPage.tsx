import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import type { Locale } from '@/lib/i18n';

export function ThankYouPage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path="/thank">
      <ThankYou locale={locale} />
    </PageShell>
  );
}
