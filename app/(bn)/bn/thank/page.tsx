import { ThankYouPage } from '@/components/pages/ThankYouPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'thank');

export default function Page() {
  return <ThankYouPage locale="bn" />;
}
