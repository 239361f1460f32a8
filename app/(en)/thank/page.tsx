import { ThankYouPage } from '@/components/pages/ThankYouPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('en', 'thank');

export default function Page() {
  return <ThankYouPage locale="en" />;
}
