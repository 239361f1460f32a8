import { PageShell } from '@/components/PageShell';
import { ThankYou } from '@/components/thank/ThankYou';
import { pageMetadata } from '@/lib/metadata';

// Reached only after a form; nothing on it is worth a search result.
export const metadata = pageMetadata({
  title: 'Thank you',
  description: 'We have received your request and will be in touch shortly.',
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
