import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import { thankYou } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

// Reached only after a form; nothing on it is worth a search result.
export const metadata = pageMetadata({
  title: thankYou.metaTitle,
  description: thankYou.metaDescription,
  path: '/thank',
  noindex: true,
});

export default function ThankYouPage() {
  return (
    <PageShell>
      <ThankYou />
    </PageShell>
  );
}
