import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import type { Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';

export function ThankYouPage({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} path={pages.thank.path}>
      <ThankYou locale={locale} />
    </PageShell>
  );
}
